// The command line's message catalogue (cli_messages.hpp, scenario_messages.hpp).
// Every message is compiled and checked here, once (messages/message.hpp, JUDGE_MESSAGE).
#include "messages/catalogue_definitions.hpp"

#include "src/cli_messages.hpp"
#include "src/scenario_messages.hpp"
