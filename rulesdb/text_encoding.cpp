// UTF-8 well-formedness as RFC 3629 defines it, and the encoding an XML declaration names.
#include "rulesdb/text_encoding.hpp"

#include <cstdio>

namespace rulesdb {

namespace {

std::string hex(unsigned char byte) {
    char out[8];
    std::snprintf(out, sizeof out, "0x%02X", byte);
    return out;
}

bool starts_with(std::string_view bytes, std::string_view prefix) { return bytes.substr(0, prefix.size()) == prefix; }

// The length of the well-formed UTF-8 sequence at `i`, or 0 if it is not one (Unicode table 3-7).
std::size_t sequence_length(std::string_view s, std::size_t i) {
    auto at = [&](std::size_t k) { return i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0x100u; };
    auto in = [](unsigned value, unsigned low, unsigned high) { return value >= low && value <= high; };
    const unsigned b0 = at(0), b1 = at(1), b2 = at(2), b3 = at(3);
    if (b0 <= 0x7F) return 1;
    if (in(b0, 0xC2, 0xDF)) return in(b1, 0x80, 0xBF) ? 2 : 0;
    if (b0 == 0xE0) return in(b1, 0xA0, 0xBF) && in(b2, 0x80, 0xBF) ? 3 : 0;
    if (in(b0, 0xE1, 0xEC) || in(b0, 0xEE, 0xEF)) return in(b1, 0x80, 0xBF) && in(b2, 0x80, 0xBF) ? 3 : 0;
    if (b0 == 0xED) return in(b1, 0x80, 0x9F) && in(b2, 0x80, 0xBF) ? 3 : 0;  // no surrogates
    if (b0 == 0xF0) return in(b1, 0x90, 0xBF) && in(b2, 0x80, 0xBF) && in(b3, 0x80, 0xBF) ? 4 : 0;
    if (in(b0, 0xF1, 0xF3)) return in(b1, 0x80, 0xBF) && in(b2, 0x80, 0xBF) && in(b3, 0x80, 0xBF) ? 4 : 0;
    if (b0 == 0xF4) return in(b1, 0x80, 0x8F) && in(b2, 0x80, 0xBF) && in(b3, 0x80, 0xBF) ? 4 : 0;
    return 0;
}

}  // namespace

std::optional<EncodingProblem> utf8_problem(std::string_view bytes) {
    // UTF-32 first: its little-endian mark begins with the UTF-16 one.
    if (starts_with(bytes, std::string_view("\xFF\xFE\0\0", 4)) || starts_with(bytes, std::string_view("\0\0\xFE\xFF", 4)))
        return EncodingProblem{0, "the file is UTF-32 (it starts with a UTF-32 byte order mark); save it as UTF-8"};
    if (starts_with(bytes, "\xFF\xFE") || starts_with(bytes, "\xFE\xFF"))
        return EncodingProblem{0, "the file is UTF-16 (it starts with a UTF-16 byte order mark); save it as UTF-8"};
    for (std::size_t i = 0; i < bytes.size();) {
        const auto byte = static_cast<unsigned char>(bytes[i]);
        if (byte == 0) return EncodingProblem{i, "the file holds a NUL byte: it is not a text file, or not UTF-8"};
        const auto length = sequence_length(bytes, i);
        if (length == 0) return EncodingProblem{i, "the byte " + hex(byte) + " is not UTF-8 here; save the file as UTF-8"};
        i += length;
    }
    return std::nullopt;
}

std::string declared_xml_encoding(std::string_view bytes) {
    if (starts_with(bytes, "\xEF\xBB\xBF")) bytes.remove_prefix(3);
    if (!starts_with(bytes, "<?xml")) return {};
    auto end = bytes.find("?>");
    auto declaration = bytes.substr(0, end);
    auto key = declaration.find("encoding");
    if (key == std::string_view::npos) return {};
    auto quote = declaration.find_first_of("\"'", key);
    if (quote == std::string_view::npos) return {};
    auto close = declaration.find(declaration[quote], quote + 1);
    if (close == std::string_view::npos) return {};
    return std::string(declaration.substr(quote + 1, close - quote - 1));
}

TextPosition position_of(std::string_view text, std::size_t offset) {
    TextPosition at;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') at = {at.line + 1, 1};
        else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++at.column;
    }
    return at;
}

bool is_utf8_label(std::string_view label) {
    std::string folded;
    for (char c : label)
        if (c != '-' && c != '_') folded += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    return folded == "utf8";
}

}  // namespace rulesdb
