// The rules database's message catalogue (rulesdb_messages.hpp).
// Every message is compiled and checked here, once (messages/message.hpp, JUDGE_MESSAGE).
#include "messages/catalogue_definitions.hpp"

#include "rulesdb/rulesdb_messages.hpp"
