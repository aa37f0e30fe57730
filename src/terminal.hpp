// What the output stream is (colour only on a terminal, never with NO_COLOR set), and text made
// safe to print on it.
#pragma once

#include <cstdio>
#include <string>
#include <string_view>

namespace cli {

bool use_colour(std::FILE* stream);

// Text from the database or the command line made safe to print: control characters (C0, DEL and
// C1, escape sequences included) are shown escaped as \xNN or \u00NN, so stored text can never move
// the cursor, recolour or retitle the user's terminal. Newlines stay when `keep_newlines`.
std::string printable(const std::string& text, bool keep_newlines = true);

// A value typed on the command line as an error line echoes it: whole up to 80 bytes, else its first
// 60 and "… (N bytes)", cut where a UTF-8 character starts, so that a pasted page stays one line.
std::string echoed(std::string_view typed);

// Replaces search-match marks in `text` with colour codes or with [ ]; for the terminal, the text
// between them is made printable (JSON output escapes it its own way).
std::string render_marks(const std::string& text, bool colour, bool for_terminal = true);

}  // namespace cli
