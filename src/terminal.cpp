// Terminal detection (isatty, NO_COLOR, TERM=dumb) and match highlighting.
#include "terminal.hpp"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unistd.h>

#include "rulesdb/search.hpp"

namespace cli {

bool use_colour(std::FILE* stream) {
    const char* no_colour = std::getenv("NO_COLOR");
    if (no_colour && *no_colour) return false;
    const char* term = std::getenv("TERM");
    if (term && std::strcmp(term, "dumb") == 0) return false;
    return ::isatty(::fileno(stream)) == 1;
}

std::string printable(const std::string& text, bool keep_newlines) {
    std::string out;
    char escaped[8];
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        const auto next = i + 1 < text.size() ? static_cast<unsigned char>(text[i + 1]) : 0;
        if ((c < 0x20 && !(c == '\n' && keep_newlines) && c != '\t') || c == 0x7F) {
            std::snprintf(escaped, sizeof escaped, "\\x%02X", c);
            out += escaped;
        } else if (c == 0xC2 && next >= 0x80 && next <= 0x9F) {  // U+0080..U+009F, C1 controls such as CSI
            std::snprintf(escaped, sizeof escaped, "\\u%04X", next);
            out += escaped;
            ++i;
        } else {
            out += static_cast<char>(c);
        }
    }
    return out;
}

std::string render_marks(const std::string& text, bool colour, bool for_terminal) {
    std::string out, run;
    auto flush = [&] {
        out += for_terminal ? printable(run, false) : run;
        run.clear();
    };
    for (char c : text) {
        if (c == rulesdb::kMatchStart) flush(), out += colour ? "\033[1;33m" : "[";
        else if (c == rulesdb::kMatchEnd) flush(), out += colour ? "\033[0m" : "]";
        else if (c == '\n') run += ' ';
        else run += c;
    }
    flush();
    return out;
}

std::string echoed(std::string_view typed) {
    constexpr std::size_t kWhole = 80, kShown = 60;
    if (typed.size() <= kWhole) return std::string(typed);
    std::size_t cut = kShown;
    while (cut > 0 && (static_cast<unsigned char>(typed[cut]) & 0xC0) == 0x80) --cut;  // a continuation byte
    return std::string(typed.substr(0, cut)) + "… (" + std::to_string(typed.size()) + " bytes)";
}

}  // namespace cli
