// The board as plain text: each player's zones with their cards and states, for `verify` of a
// question scenario and for --trace, in either language. Zones, stats, statuses and phases are
// shown by the game's labels (Ruleset::label); English is the scenario's own words.
#pragma once

#include <string>

#include "judge/core/game_state.hpp"
#include "messages/message.hpp"

namespace judge {

class Ruleset;

std::string board_text(const GameState& state, const Ruleset& ruleset, msg::Lang lang = msg::Lang::en);

}  // namespace judge
