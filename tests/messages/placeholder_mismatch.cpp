// Must NOT compile: the Japanese form names a placeholder the English form does not.
#include "messages/message.hpp"

inline constexpr msg::Message kMismatch{"{card} is destroyed", "{creature}は破壊される"};

int main() { return 0; }
