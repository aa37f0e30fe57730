// Must NOT compile: a message with no Japanese form. CTest builds this file and expects the
// compiler to refuse it, so the catalogue's check cannot quietly stop working. It is written as a
// catalogue's own .cpp is (messages/message.hpp, JUDGE_MESSAGE), where the check runs.
#include "messages/catalogue_definitions.hpp"
#include "messages/message.hpp"

JUDGE_MESSAGE(kOnlyEnglish, "{card} is destroyed", "");

int main() { return 0; }
