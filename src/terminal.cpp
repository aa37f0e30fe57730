// Terminal detection (isatty, NO_COLOR, TERM=dumb) and match highlighting.
#include "terminal.hpp"

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

std::string render_marks(const std::string& text, bool colour) {
    std::string out;
    for (char c : text) {
        if (c == rulesdb::kMatchStart) out += colour ? "\033[1;33m" : "[";
        else if (c == rulesdb::kMatchEnd) out += colour ? "\033[0m" : "]";
        else if (c == '\n') out += ' ';
        else out += c;
    }
    return out;
}

}  // namespace cli
