// The embeddable engine's message catalogue (api_messages.hpp).
// Every message is compiled and checked here, once (messages/message.hpp, JUDGE_MESSAGE).
#include "messages/catalogue_definitions.hpp"

#include "engine_api/api_messages.hpp"
