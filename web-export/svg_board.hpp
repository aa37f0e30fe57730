// The board diagrams of a scenario as inline SVG: each player's zones in the ruleset's order, each
// card with its name, keywords and values; tapped cards drawn sideways with their text upright;
// a deck and every all-face-down zone as one pile with its count. The board after marks what
// happened (board_changes.hpp): cards that arrived, moved, changed or were destroyed, each with a
// word and not only a colour, and each attack as an arrow from the attacker to its target. The
// layout is one narrow column (kBoardWidth) that reads at its own size on a 390 px phone and
// scales up on a wide screen. Colours come from classes styled by site.css (the board block), so
// the diagram follows light and dark mode.
#pragma once

#include <optional>
#include <string>

#include "judge/core/game_state.hpp"
#include "judge/core/ruleset.hpp"
#include "messages/message.hpp"
#include "web-export/html_writer.hpp"

namespace web_export {

// The width of a board in SVG units: what fits a phone's column at 1:1.
inline constexpr int kBoardWidth = 340;

// One board, its words in `lang` (zones, values and states by the game's labels). `caption` names
// it for screen readers ("before", "after"); with `before`, the board is drawn as the one after it,
// marking what changed since.
std::string board_svg(const judge::GameState& state, const judge::Ruleset& ruleset, const std::string& caption,
                      const judge::GameState* before = nullptr, msg::Lang lang = msg::Lang::en);

// A scenario's boards: before, after (marked), and the key to the marks they use. A missing state
// (the scenario did not run) is said in words.
void write_boards(HtmlWriter& html, const std::optional<judge::GameState>& before, const std::optional<judge::GameState>& after,
                  const judge::Ruleset* ruleset, msg::Lang lang = msg::Lang::en);

}  // namespace web_export
