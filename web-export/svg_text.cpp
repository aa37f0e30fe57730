// Text measuring and wrapping for the board diagrams: see svg_text.hpp.
#include "web-export/svg_text.hpp"

#include <cstring>

namespace web_export {

namespace {

// The byte length of the UTF-8 character starting at `i` (1 for a stray continuation byte).
std::size_t char_length(std::string_view text, std::size_t i) {
    std::size_t length = 1;
    while (i + length < text.size() && (static_cast<unsigned char>(text[i + length]) & 0xC0) == 0x80) ++length;
    return length;
}

// Width of one character in ems, rounded up from DejaVu Sans's advance widths.
double char_ems(std::string_view c) {
    auto b = static_cast<unsigned char>(c[0]);
    if (b >= 0xE0) return 1.0;   // CJK, kana, arrows, "…": one em (full-width) or less
    if (b >= 0x80) return 0.75;  // Latin-1 and the like ("·", accented letters)
    char ch = static_cast<char>(b);
    if (ch == ' ') return 0.33;
    if (std::strchr("iljI.,:;'!|", ch)) return 0.32;
    if (std::strchr("ftr()[]-", ch)) return 0.45;
    if (ch == 'm' || ch == 'w') return 0.98;
    if (ch == 'M' || ch == 'W') return 1.0;
    if (ch >= 'A' && ch <= 'Z') return 0.74;
    if (ch >= '0' && ch <= '9') return 0.65;
    return 0.64;
}

// CJK and kana (U+3000 on) are one em wide. Arrows and other symbols below U+3000 are as wide but
// stay with their neighbours ("3000→5000" is never split).
bool is_wide(std::string_view c) { return static_cast<unsigned char>(c[0]) >= 0xE3; }

// What a character is to a line break in Japanese text. A line breaks between phrases, never inside
// a word: only after a particle or okurigana (シールドの|カード), after a closing mark or before an
// opening one, or beside a symbol; never inside a run of katakana, kanji and Latin letters, which
// names one thing (シールドゾーン, 攻撃力, 水晶チャージャー, S・トリガー, 3枚).
// `word`: a letter of such a run (katakana with ・ and ー, kanji, Latin letters and digits).
enum class Kind { word, hiragana, opening, closing, other };

char32_t code_point(std::string_view c) {
    const auto b = [&](std::size_t i) { return static_cast<char32_t>(static_cast<unsigned char>(c[i])); };
    if (c.size() == 3) return ((b(0) & 0x0F) << 12) | ((b(1) & 0x3F) << 6) | (b(2) & 0x3F);
    if (c.size() == 2) return ((b(0) & 0x1F) << 6) | (b(1) & 0x3F);
    if (c.size() == 4) return ((b(0) & 0x07) << 18) | ((b(1) & 0x3F) << 12) | ((b(2) & 0x3F) << 6) | (b(3) & 0x3F);
    return b(0);
}

Kind kind_of(std::string_view c) {
    const auto u = code_point(c);
    if (u < 0x80) {
        if (std::strchr("([{", static_cast<char>(u))) return Kind::opening;
        if (std::strchr(")]}.,:;!?", static_cast<char>(u))) return Kind::closing;
        return Kind::word;
    }
    if (u >= 0x3040 && u <= 0x309F) return Kind::hiragana;
    if ((u >= 0x30A0 && u <= 0x30FF) || (u >= 0xFF66 && u <= 0xFF9F)) return Kind::word;  // katakana, ・ and ー too
    if ((u >= 0x4E00 && u <= 0x9FFF) || (u >= 0x3400 && u <= 0x4DBF) || u == 0x3005) return Kind::word;  // kanji, 々 too
    if (u == 0x300C || u == 0x300E || u == 0x3010 || u == 0xFF08 || u == 0x3008 || u == 0x300A) return Kind::opening;
    if (u == 0x300D || u == 0x300F || u == 0x3011 || u == 0xFF09 || u == 0x3009 || u == 0x300B || u == 0x3001 || u == 0x3002 ||
        u == 0xFF0C || u == 0xFF0E || u == 0xFF01 || u == 0xFF1F || u == 0xFF1A)
        return Kind::closing;
    if (u >= 0xFF10 && u <= 0xFF5A) return Kind::word;  // full-width letters and digits
    return Kind::other;
}

// Whether a line may break between `before` and `after` (two characters with no space between).
bool may_break(Kind before, Kind after) {
    if (after == Kind::closing || after == Kind::hiragana || before == Kind::opening) return false;
    return before == Kind::closing || after == Kind::opening || before == Kind::hiragana || before == Kind::other || after == Kind::other;
}

}  // namespace

int text_width(std::string_view text, double size, bool bold) {
    double ems = 0;
    for (std::size_t i = 0; i < text.size();) {
        auto length = char_length(text, i);
        ems += char_ems(text.substr(i, length));
        i += length;
    }
    // Bold glyphs are about a tenth wider; round up so an estimate is never short.
    double width = ems * size * (bold ? 1.1 : 1.0);
    return static_cast<int>(width) + (width > static_cast<int>(width) ? 1 : 0);
}

std::vector<std::string> wrap_text(std::string_view text, int max_width, double size, bool bold) {
    std::vector<std::string> lines;
    std::string line;
    std::size_t break_at = std::string::npos;  // in `line`: where the last allowed break is
    bool break_drops_space = false;
    std::string_view previous;  // the character before, in the text
    for (std::size_t i = 0; i < text.size();) {
        auto length = char_length(text, i);
        auto c = text.substr(i, length);
        i += length;
        const bool after_space = previous == " ";
        const auto before = previous;
        previous = c;
        if (line.empty() && c == " ") continue;  // a line never starts with the space it broke at
        // After "-", "/", "," and "→"; not inside a number's change ("4000→6000" stays whole).
        if (!line.empty() && (before == "-" || before == "/" || before == "," || (before == "→" && !(c[0] >= '0' && c[0] <= '9')))) {
            break_at = line.size();
            break_drops_space = false;
        }
        if (!line.empty() && !after_space && c != " " && !before.empty() && (is_wide(c) || is_wide(before)) &&
            may_break(kind_of(before), kind_of(c))) {
            break_at = line.size();
            break_drops_space = false;
        }
        if (c == " ") {
            break_at = line.size();
            break_drops_space = true;
        }
        // A space never overflows: it is where the line breaks when the next word does not fit.
        if (c != " " && !line.empty() && text_width(line + std::string(c), size, bold) > max_width) {
            if (break_at != std::string::npos && break_at > 0) {
                auto rest = line.substr(break_at + (break_drops_space ? 1 : 0));
                lines.push_back(line.substr(0, break_at));
                line = rest;
                break_at = std::string::npos;
            } else if (!is_wide(c) && !is_wide(before)) {
                // A Latin word longer than a line (an id) is broken where it reaches the edge.
                lines.push_back(line);
                line.clear();
                break_at = std::string::npos;
            }
            // A Japanese word longer than a line is kept whole: the line is wider than asked, and
            // the board draws it compressed to its width (fitted_width).
        }
        line += c;
    }
    if (!line.empty() || lines.empty()) lines.push_back(line);
    return lines;
}

}  // namespace web_export
