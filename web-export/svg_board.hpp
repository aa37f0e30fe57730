// The board diagram of a scenario as inline SVG: each player's zones in the ruleset's order,
// each card with its name and values, tapped cards turned sideways, face-down cards as backs.
// Colours come from classes styled by site.css, so the diagram follows light and dark mode.
#pragma once

#include <string>

#include "judge/core/game_state.hpp"
#include "judge/core/ruleset.hpp"

namespace web_export {

// `caption` names the diagram for screen readers ("before", "after").
std::string board_svg(const judge::GameState& state, const judge::Ruleset& ruleset, const std::string& caption);

}  // namespace web_export
