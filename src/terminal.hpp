// What the output stream is: colour only on a terminal, and never with NO_COLOR set.
#pragma once

#include <cstdio>
#include <string>

namespace cli {

bool use_colour(std::FILE* stream);

// Replaces search-match marks in `text` with colour codes or with [ ].
std::string render_marks(const std::string& text, bool colour);

}  // namespace cli
