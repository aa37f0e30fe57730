// The Duel Masters ruleset's message catalogue of keyword abilities (dm_messages_keywords.hpp).
// Every message is compiled and checked here, once (messages/message.hpp, JUDGE_MESSAGE).
#include "messages/catalogue_definitions.hpp"

#include "judge/games/dm/dm_messages_keywords.hpp"
