// Formatting of located diagnostics.
#include "rulesdb/diagnostic.hpp"

namespace rulesdb {

std::string Diagnostic::format() const {
    std::string out = file;
    if (line > 0) {
        out += ':' + std::to_string(line);
        if (column > 0) out += ':' + std::to_string(column);
    }
    out += ": " + message;
    return out;
}

}  // namespace rulesdb
