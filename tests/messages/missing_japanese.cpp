// Must NOT compile: a message with no Japanese form. CTest builds this file and expects the
// compiler to refuse it, so the catalogue's check cannot quietly stop working.
#include "messages/message.hpp"

inline constexpr msg::Message kOnlyEnglish{"{card} is destroyed", ""};

int main() { return 0; }
