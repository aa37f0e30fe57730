// What judge accepts as text: UTF-8 only (a UTF-8 byte order mark is allowed). Files in another
// encoding are refused with a located message instead of being stored as garbled text.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace rulesdb {

struct EncodingProblem {
    std::size_t offset = 0;  // byte offset of the first bad byte
    std::string message;
};

// The first reason `bytes` is not UTF-8 text: a UTF-16/32 byte order mark, a NUL byte, or a byte
// sequence that is not well-formed UTF-8 (overlong forms, surrogates and values past U+10FFFF included).
std::optional<EncodingProblem> utf8_problem(std::string_view bytes);

// The encoding named in an XML declaration (<?xml … encoding="…"?>), or empty if none is named.
std::string declared_xml_encoding(std::string_view bytes);

// The 1-based line and column (in characters) of a byte offset in UTF-8 text.
struct TextPosition {
    int line = 1, column = 1;
};
TextPosition position_of(std::string_view text, std::size_t offset);

// Whether an encoding label means UTF-8 ("UTF-8", "utf8", any case).
bool is_utf8_label(std::string_view label);

}  // namespace rulesdb
