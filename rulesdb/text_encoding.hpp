// What judge accepts as text: UTF-8 (a UTF-8 byte order mark is allowed), and the encodings
// Japanese rules documents come in, Shift_JIS (read as its superset CP932) and EUC-JP, converted to
// UTF-8 with iconv. Anything else is refused with a located message instead of being stored garbled.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace rulesdb {

struct EncodingProblem {
    std::size_t offset = 0;  // byte offset of the first bad byte
    std::string message;
    bool stray_byte = false;  // a byte that is not UTF-8 (not a byte order mark or a NUL)
};

// The first reason `bytes` is not UTF-8 text: a UTF-16/32 byte order mark, a NUL byte, or a byte
// sequence that is not well-formed UTF-8 (overlong forms, surrogates and values past U+10FFFF included).
std::optional<EncodingProblem> utf8_problem(std::string_view bytes);

// The length of the well-formed UTF-8 sequence starting at `offset`, or 0 if none starts there.
std::size_t utf8_sequence_length(std::string_view bytes, std::size_t offset);

// The encoding named in an XML declaration (<?xml … encoding="…"?>), or empty if none is named.
std::string declared_xml_encoding(std::string_view bytes);

// The 1-based line and column (in characters) of a byte offset in UTF-8 text.
struct TextPosition {
    int line = 1, column = 1;
};
TextPosition position_of(std::string_view text, std::size_t offset);

// Whether an encoding label means UTF-8 ("UTF-8", "utf8", any case).
bool is_utf8_label(std::string_view label);

// The iconv name of a supported encoding label: "UTF-8", "CP932" (Shift_JIS, SJIS, CP932,
// Windows-31J, MS_Kanji) or "EUC-JP" (EUC-JP, eucJP); empty for any other label.
std::string supported_encoding(std::string_view label);

// `bytes` in the supported encoding `iconv_name` as UTF-8; or the first problem (the offset of the
// first byte that is not of that encoding).
struct Converted {
    std::string text;
    std::optional<EncodingProblem> problem;
};
Converted to_utf8(std::string_view bytes, const std::string& iconv_name);

// For a text file with no declared encoding: "UTF-8" when it is UTF-8 (or mostly is: a UTF-8 text
// with a stray or cut-short byte is a UTF-8 text with a mistake), else whichever of CP932 and EUC-JP
// converts it cleanly (if both do, the one that reads as more Japanese text), else empty.
std::string detect_encoding(std::string_view bytes);

}  // namespace rulesdb
