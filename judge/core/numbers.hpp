// Whole numbers written in scenario text: one strict reader for the loader (attribute values) and
// the rulesets (an argument the loader does not know). Accepted: the ASCII digits 0-9 with an
// optional leading '-', nothing else: no '+', no spaces inside, no other digits (Arabic-Indic "٣",
// full-width "１２"), and not "-0" (write 0). A value outside int is out of range, never wrapped.
#pragma once

#include <charconv>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace judge {

// The number, or why `text` is not one (a short phrase: "is not a whole number", "is out of range …").
struct ParsedNumber {
    std::optional<int> value;
    std::string problem;
};

inline ParsedNumber parse_whole_number(std::string_view text, int min, int max) {
    auto range = [&] { return "is out of range (" + std::to_string(min) + " to " + std::to_string(max) + ")"; };
    if (text.empty()) return {std::nullopt, "is empty; a whole number is needed"};
    const bool negative = text.front() == '-';
    const auto digits = negative ? text.substr(1) : text;
    if (digits.empty() || digits.find_first_not_of("0123456789") != std::string_view::npos)
        return {std::nullopt, "is not a whole number (digits 0-9, optionally a leading '-')"};
    if (negative && digits.find_first_not_of('0') == std::string_view::npos) return {std::nullopt, "is not a whole number as written; write 0"};
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

}  // namespace judge
