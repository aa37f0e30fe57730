// Whole numbers read from scenario text by a ruleset (an argument the loader does not know). A
// bad one throws with a message that names it, which verify reports at the action's position.
#pragma once

#include <stdexcept>
#include <string>

namespace judge {

inline int whole_number(const std::string& text, const std::string& what) {
    try {
        std::size_t used = 0;
        int value = std::stoi(text, &used);
        if (used == text.size()) return value;
    } catch (const std::logic_error&) {
    }
    throw std::invalid_argument(what + " must be a whole number, not '" + text + "'");
}

}  // namespace judge
