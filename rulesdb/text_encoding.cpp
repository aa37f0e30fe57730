// UTF-8 well-formedness as RFC 3629 defines it, and the encoding an XML declaration names.
#include "rulesdb/text_encoding.hpp"

#include <bit>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>

#include <iconv.h>

#include "messages/language.hpp"
#include "rulesdb/rulesdb_messages.hpp"

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

// How many of the 16 bytes at `p` come before the first that is not ASCII (16 when none is): one
// test of two words answers for a run of plain text, most of any file. The first such byte is the
// lowest flagged one, the first in memory on a little-endian machine.
std::size_t ascii_prefix16(const char* p) {
    std::uint64_t low, high;
    std::memcpy(&low, p, sizeof low);
    std::memcpy(&high, p + 8, sizeof high);
    constexpr std::uint64_t kHigh = 0x8080808080808080;
    if (((low | high) & kHigh) == 0) return 16;
    if constexpr (std::endian::native == std::endian::little) {
        if (low & kHigh) return static_cast<std::size_t>(std::countr_zero(low & kHigh)) / 8;
        return 8 + static_cast<std::size_t>(std::countr_zero(high & kHigh)) / 8;
    }
    std::size_t plain = 0;
    while (static_cast<unsigned char>(p[plain]) < 0x80) ++plain;
    return plain;
}

// Where the first byte that does not begin a well-formed sequence stands in `text`, which holds no
// NUL byte, or npos. A sequence cut short by the end of `text` is not well formed.
std::size_t first_bad_sequence(std::string_view text) {
    const char* const p = text.data();
    const std::size_t n = text.size();
    std::size_t i = 0;
    while (i < n) {
        // Plain ASCII: skipped 16 bytes at a time, and up to the first other byte of a block.
        if (i + 16 <= n) {
            const auto plain = ascii_prefix16(p + i);
            i += plain;
            if (plain == 16) continue;
        } else if (static_cast<unsigned char>(p[i]) < 0x80) {
            ++i;
            continue;
        }
        // A run of other characters, read one after another: Japanese text is mostly three-byte
        // sequences led by E1-EC or EE-EF, whose two other bytes need only be continuation bytes,
        // checked here without a call (sequence_length agrees).
        while (i < n) {
            const auto byte = static_cast<unsigned char>(p[i]);
            if (byte < 0x80) break;
            if (((byte >= 0xE1 && byte <= 0xEC) || (byte >= 0xEE && byte <= 0xEF)) && i + 2 < n &&
                (static_cast<unsigned char>(p[i + 1]) & 0xC0) == 0x80 && (static_cast<unsigned char>(p[i + 2]) & 0xC0) == 0x80) {
                i += 3;
                continue;
            }
            const auto length = sequence_length(text, i);
            if (length == 0) return i;
            i += length;
        }
    }
    return std::string_view::npos;
}

}  // namespace

std::size_t utf8_sequence_length(std::string_view bytes, std::size_t offset) { return sequence_length(bytes, offset); }

std::optional<EncodingProblem> utf8_problem(std::string_view bytes) {
    // UTF-32 first: its little-endian mark begins with the UTF-16 one.
    if (starts_with(bytes, std::string_view("\xFF\xFE\0\0", 4)) || starts_with(bytes, std::string_view("\0\0\xFE\xFF", 4)))
        return EncodingProblem{0, msg::say(say::kUtf32)};
    if (starts_with(bytes, "\xFF\xFE") || starts_with(bytes, "\xFE\xFF"))
        return EncodingProblem{0, msg::say(say::kUtf16)};
    // The first problem is reported: a NUL byte, found at once, or a bad sequence before it. (A
    // sequence that the NUL byte cuts short is bad at its first byte either way.)
    if (bytes.empty()) return std::nullopt;
    const auto* nul = static_cast<const char*>(std::memchr(bytes.data(), '\0', bytes.size()));
    const auto checked = nul ? static_cast<std::size_t>(nul - bytes.data()) : bytes.size();
    if (const auto bad = first_bad_sequence(bytes.substr(0, checked)); bad != std::string_view::npos)
        return EncodingProblem{bad, msg::say(say::kNotUtf8, {{"byte", hex(static_cast<unsigned char>(bytes[bad]))}}), true};
    if (nul) return EncodingProblem{checked, msg::say(say::kNulByteUtf8)};
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

bool is_utf8_label(std::string_view label) { return supported_encoding(label) == "UTF-8"; }

std::string supported_encoding(std::string_view label) {
    std::string folded;
    for (char c : label)
        if (c != '-' && c != '_') folded += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    if (folded == "utf8") return "UTF-8";
    if (folded == "shiftjis" || folded == "sjis" || folded == "cp932" || folded == "windows31j" || folded == "mskanji" || folded == "xsjis")
        return "CP932";
    if (folded == "eucjp" || folded == "xeucjp") return "EUC-JP";
    return {};
}

Converted to_utf8(std::string_view bytes, const std::string& iconv_name) {
    if (iconv_name == "UTF-8") {
        auto problem = utf8_problem(bytes);
        return {problem ? std::string() : std::string(bytes), problem};
    }
    if (auto nul = bytes.find('\0'); nul != std::string_view::npos)
        return {{}, EncodingProblem{nul, msg::say(say::kNulByte)}};
    iconv_t cd = ::iconv_open("UTF-8", iconv_name.c_str());
    if (cd == reinterpret_cast<iconv_t>(-1))
        return {{}, EncodingProblem{0, msg::say(say::kNoConverter, {{"encoding", iconv_name}})}};
    std::string out(bytes.size() * 3 + 16, '\0');  // any CP932 or EUC-JP character is at most 3 bytes of UTF-8
    char* in_ptr = const_cast<char*>(bytes.data());
    std::size_t in_left = bytes.size();
    char* out_ptr = out.data();
    std::size_t out_left = out.size();
    const auto result = ::iconv(cd, &in_ptr, &in_left, &out_ptr, &out_left);
    const int error = errno;
    ::iconv_close(cd);
    if (result == static_cast<std::size_t>(-1)) {
        const auto offset = static_cast<std::size_t>(in_ptr - bytes.data());
        const auto byte = static_cast<unsigned char>(bytes[offset]);
        const std::string encoding = iconv_name == "CP932" ? std::string("Shift_JIS") : iconv_name;
        return {{}, EncodingProblem{offset, error == EINVAL ? msg::say(say::kCutShort, {{"encoding", encoding}})
                                                            : msg::say(say::kByteNotEncoding, {{"byte", hex(byte)}, {"encoding", encoding}})}};
    }
    out.resize(out.size() - out_left);
    return {out, std::nullopt};
}

namespace {

// How much of a text reads as Japanese or plain ASCII: kana, kanji, full-width forms, ASCII.
std::size_t japanese_score(std::string_view utf8) {
    std::size_t score = 0;
    for (std::size_t i = 0; i < utf8.size();) {
        const auto b0 = static_cast<unsigned char>(utf8[i]);
        if (b0 < 0x80) {
            ++score, ++i;
            continue;
        }
        const auto length = sequence_length(utf8, i);
        if (length == 3) {
            const unsigned cp = ((b0 & 0x0F) << 12) | ((static_cast<unsigned char>(utf8[i + 1]) & 0x3F) << 6) |
                                (static_cast<unsigned char>(utf8[i + 2]) & 0x3F);
            if ((cp >= 0x3000 && cp <= 0x30FF) || (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0xFF00 && cp <= 0xFFEF)) ++score;
        }
        i += length ? length : 1;
    }
    return score;
}

}  // namespace

namespace {

// A UTF-8 file with a few bad bytes (cut short, one stray byte) is still UTF-8 with a mistake, not
// Shift_JIS: read as Shift_JIS it would import garbled. Most of its high bytes form UTF-8 sequences.
bool mostly_utf8(std::string_view bytes) {
    std::size_t in_sequences = 0, stray = 0;
    for (std::size_t i = 0; i < bytes.size();) {
        if (static_cast<unsigned char>(bytes[i]) < 0x80) {
            ++i;
            continue;
        }
        const auto length = sequence_length(bytes, i);
        if (length) in_sequences += length, i += length;
        else ++stray, ++i;
    }
    return in_sequences > 0 && in_sequences >= 4 * stray;
}

}  // namespace

std::string detect_encoding(std::string_view bytes) {
    if (!utf8_problem(bytes) || mostly_utf8(bytes)) return "UTF-8";
    auto sjis = to_utf8(bytes, "CP932");
    auto euc = to_utf8(bytes, "EUC-JP");
    if (sjis.problem && euc.problem) return {};
    if (sjis.problem) return "EUC-JP";
    if (euc.problem) return "CP932";
    return japanese_score(euc.text) > japanese_score(sjis.text) ? "EUC-JP" : "CP932";
}

}  // namespace rulesdb
