// Whole numbers in the judge: read from scenario text by a ruleset (an argument the loader does
// not know), and value arithmetic that never wraps. A bad number or a result outside the int
// range throws with a message that names it, which verify reports at the action's position.
#pragma once

#include <limits>
#include <stdexcept>
#include <string>
#include <type_traits>

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

// A value computation whose result lies outside the int range: the scenario cannot be played
// (never a wrapped number, which would turn into a wrong verdict).
struct ValueOutOfRange : std::overflow_error {
    using std::overflow_error::overflow_error;
};

namespace detail {
// `what` is the value's name, or something that makes it only when needed (a hot path reads values often).
template <typename Name>
std::string name_of(const Name& what) {
    if constexpr (std::is_invocable_v<const Name&>) return what();
    else return std::string(what);
}

template <typename Name>
[[noreturn]] void out_of_range(const Name& what, int a, const char* sign, int b) {
    throw ValueOutOfRange(name_of(what) + " overflows: " + std::to_string(a) + " " + sign + " " + std::to_string(b) +
                          " is outside the int range (" + std::to_string(std::numeric_limits<int>::min()) + " to " +
                          std::to_string(std::numeric_limits<int>::max()) + ")");
}
}  // namespace detail

// a + b, a - b, a × b; `what` names the value ("power of k1"), as text or as a function that
// makes the text.
template <typename Name>
int checked_add(int a, int b, const Name& what) {
    int out = 0;
    if (__builtin_add_overflow(a, b, &out)) detail::out_of_range(what, a, "+", b);
    return out;
}

template <typename Name>
int checked_subtract(int a, int b, const Name& what) {
    int out = 0;
    if (__builtin_sub_overflow(a, b, &out)) detail::out_of_range(what, a, "-", b);
    return out;
}

template <typename Name>
int checked_multiply(int a, int b, const Name& what) {
    int out = 0;
    if (__builtin_mul_overflow(a, b, &out)) detail::out_of_range(what, a, "×", b);
    return out;
}

template <typename Name>
int checked_negate(int a, const Name& what) {
    return checked_subtract(0, a, what);
}

}  // namespace judge
