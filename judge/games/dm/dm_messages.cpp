// The Duel Masters ruleset's message catalogue (dm_messages.hpp and the three headers it includes).
// Every message is compiled and checked here, once (messages/message.hpp, JUDGE_MESSAGE).
#include "messages/catalogue_definitions.hpp"

#include "judge/games/dm/dm_messages.hpp"
