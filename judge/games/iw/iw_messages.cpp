// The Imitation World ruleset's message catalogue (iw_messages.hpp).
// Every message is compiled and checked here, once (messages/message.hpp, JUDGE_MESSAGE).
#include "messages/catalogue_definitions.hpp"

#include "judge/games/iw/iw_messages.hpp"
