// Measuring and wrapping text for the board diagrams. SVG text does not wrap by itself, and the
// exporter cannot ask a browser how wide a string is, so widths are estimated from the characters,
// on the wide side (DejaVu Sans, the widest common sans-serif, with CJK characters one em each):
// a line that fits by the estimate fits in any reader's font, so no text is clipped or runs out
// of its card at any width.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace web_export {

// Estimated width in pixels (SVG user units) of `text` at font size `size`.
int text_width(std::string_view text, double size, bool bold = false);

// `text` in lines no wider than `max_width` by the estimate: broken at spaces, after "-", "/", ","
// and "→", or between Japanese phrases (after a particle or a closing mark), never inside a word:
// a run of katakana, kanji and Latin letters (水晶チャージャー, S・トリガー), a word and its particle. A Latin word longer than a line is broken where it
// reaches the edge; a Japanese one is kept whole on a line of its own, wider than asked, for the
// caller to draw compressed. Never loses a character (spaces at a break excepted) and never
// returns an empty list.
std::vector<std::string> wrap_text(std::string_view text, int max_width, double size, bool bold = false);

}  // namespace web_export
