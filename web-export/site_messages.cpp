// The web export's message catalogue (site_messages.hpp).
// Every message is compiled and checked here, once (messages/message.hpp, JUDGE_MESSAGE).
#include "messages/catalogue_definitions.hpp"

#include "web-export/site_messages.hpp"
