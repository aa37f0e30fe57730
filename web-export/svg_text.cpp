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

// CJK and kana (U+3000 on): a line may break between any two of them. Arrows and other symbols
// below U+3000 are as wide but stay with their neighbours ("3000→5000" is never split).
bool is_wide(std::string_view c) { return static_cast<unsigned char>(c[0]) >= 0xE3; }

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
    for (std::size_t i = 0; i < text.size();) {
        auto length = char_length(text, i);
        auto c = text.substr(i, length);
        i += length;
        if (line.empty() && c == " ") continue;  // a line never starts with the space it broke at
        if (is_wide(c) && !line.empty()) {       // between wide characters (or a word and one)
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
            } else {
                lines.push_back(line);
                line.clear();
            }
            break_at = std::string::npos;
        }
        line += c;
        if (c == "-" || c == "/" || c == "," || c == "→" || is_wide(c)) {
            break_at = line.size();
            break_drops_space = false;
        }
    }
    if (!line.empty() || lines.empty()) lines.push_back(line);
    return lines;
}

}  // namespace web_export
