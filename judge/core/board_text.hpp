// The board as plain text: each player's zones with their cards and states, for `verify` of a
// question scenario and for --trace.
#pragma once

#include <string>

#include "judge/core/game_state.hpp"

namespace judge {

class Ruleset;

std::string board_text(const GameState& state, const Ruleset& ruleset);

}  // namespace judge
