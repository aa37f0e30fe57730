// The scenario template's message catalogue (scenario_template_messages.hpp).
// Every message is compiled and checked here, once (messages/message.hpp, JUDGE_MESSAGE).
#include "messages/catalogue_definitions.hpp"

#include "judge/core/scenario_template_messages.hpp"
