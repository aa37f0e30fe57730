// The Duel Masters ruleset's message catalogue of turns, mana, attacks and shields (dm_messages.hpp).
// Every message is compiled and checked here, once (messages/message.hpp, JUDGE_MESSAGE).
#include "messages/catalogue_definitions.hpp"

#include "judge/games/dm/dm_messages.hpp"
