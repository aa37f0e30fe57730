// The report's message catalogue (report_messages.hpp).
// Every message is compiled and checked here, once (messages/message.hpp, JUDGE_MESSAGE).
#include "messages/catalogue_definitions.hpp"

#include "report/report_messages.hpp"
