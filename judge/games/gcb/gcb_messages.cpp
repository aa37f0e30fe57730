// The Gouda Card Battler ruleset's message catalogue (gcb_messages.hpp).
// Every message is compiled and checked here, once (messages/message.hpp, JUDGE_MESSAGE).
#include "messages/catalogue_definitions.hpp"

#include "judge/games/gcb/gcb_messages.hpp"
