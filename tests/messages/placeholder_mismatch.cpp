// Must NOT compile: the Japanese form names a placeholder the English form does not. Written as a
// catalogue's own .cpp is (messages/message.hpp, JUDGE_MESSAGE), where the check runs.
#include "messages/catalogue_definitions.hpp"
#include "messages/message.hpp"

JUDGE_MESSAGE(kMismatch, "{card} is destroyed", "{creature}は破壊される");

int main() { return 0; }
