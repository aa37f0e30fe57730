// The Duel Masters ruleset's message catalogue of scenario words (dm_messages_words.hpp).
// Every message is compiled and checked here, once (messages/message.hpp, JUDGE_MESSAGE).
#include "messages/catalogue_definitions.hpp"

#include "judge/games/dm/dm_messages_words.hpp"
