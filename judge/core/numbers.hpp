// Whole numbers in the judge. Written in scenario text: one strict reader for the loader (attribute
// values) and the rulesets (an argument the loader does not know). Accepted: the ASCII digits 0-9
// with an optional leading '-', nothing else: no '+', no spaces inside, no other digits (Arabic-Indic
// "٣", full-width "１２"), and not "-0" (write 0). Computed: value arithmetic that never wraps; a
// result outside the int range throws with a message naming it, which verify reports at the action.
#pragma once

#include <charconv>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>


namespace judge {

// The number, or why `text` is not one (a short phrase: "is not a whole number", "is out of range …").
struct ParsedNumber {
    std::optional<int> value;
    std::string problem;
};

// Why a text is not a number, in the user's language (numbers.cpp): the catalogue stays out of
// this header, which every ruleset includes.
enum class NumberProblem { Empty, NotWhole, MinusZero, OutOfRange };
std::string number_problem(NumberProblem problem, int min, int max);

inline ParsedNumber parse_whole_number(std::string_view text, int min, int max) {
    auto range = [&] { return number_problem(NumberProblem::OutOfRange, min, max); };
    if (text.empty()) return {std::nullopt, number_problem(NumberProblem::Empty, min, max)};
    const bool negative = text.front() == '-';
    const auto digits = negative ? text.substr(1) : text;
    if (digits.empty() || digits.find_first_not_of("0123456789") != std::string_view::npos)
        return {std::nullopt, number_problem(NumberProblem::NotWhole, min, max)};
    if (negative && digits.find_first_not_of('0') == std::string_view::npos) return {std::nullopt, number_problem(NumberProblem::MinusZero, min, max)};
    long long value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < min || value > max) return {std::nullopt, range()};
    return {static_cast<int>(value), {}};
}

// For the rulesets: the number, or std::invalid_argument naming `what`.
inline int whole_number(const std::string& text, const std::string& what) {
    auto parsed = parse_whole_number(text, -2'147'483'647 - 1, 2'147'483'647);
    if (parsed.value) return *parsed.value;
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

[[noreturn]] void throw_out_of_range(const std::string& what, int a, const char* sign, int b);  // numbers.cpp

template <typename Name>
[[noreturn]] void out_of_range(const Name& what, int a, const char* sign, int b) {
    throw_out_of_range(name_of(what), a, sign, b);
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
