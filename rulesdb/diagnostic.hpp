// A located complaint about an input file, printed as one line `file:line:col: message`.
#pragma once

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace rulesdb {

struct Diagnostic {
    Diagnostic() = default;
    Diagnostic(std::string file_name, int line_number, int column_number, std::string text)
        : file(std::move(file_name)), line(line_number), column(column_number), message(std::move(text)) {}

    std::string file;
    int line = 0;    // 1-based; 0 when the whole file is meant
    int column = 0;  // 1-based; 0 when only the line is known
    std::string message;
    // Set on "names an ID that is not defined": when a content file could not be read, these are
    // most likely its follow-ons, and are summarised instead of listed (judge db build).
    std::string unknown_id;

    std::string format() const;
};

using Diagnostics = std::vector<Diagnostic>;

// Thrown where one bad input ends the work; carries the located message.
class InputError : public std::runtime_error {
public:
    explicit InputError(Diagnostic d) : std::runtime_error(d.format()), diagnostic_(std::move(d)) {}
    const Diagnostic& diagnostic() const { return diagnostic_; }

private:
    Diagnostic diagnostic_;
};

}  // namespace rulesdb
