// Comparing the ends of explored lines: the board as facts (for the outcome table and --json), the
// same facts as one key string (two lines end in the same outcome exactly when their keys are
// equal), and one line per outcome saying what sets it apart from the others.
#pragma once

#include <string>
#include <vector>

#include "judge/core/ruleset.hpp"
#include "judge/core/verifier.hpp"

namespace judge {

// The winner, then each card (in id order) with its zone and position, face, tapped, attachment,
// cards beneath, each printed stat as the rules read it, and its game-specific state.
std::vector<Feature> board_features(const GameState& state, const Ruleset& ruleset);

// The same facts written into `key` (cleared first); `stats` is ruleset.stats(), asked once.
void board_key(const GameState& state, const Ruleset& ruleset, const std::vector<std::string>& stats, std::string& key);

// Sets each outcome's `differs` (its value of every fact that is not the same in all outcomes)
// and returns what all share worth saying (the winner), or empty. The ruleset gives the Japanese
// its words for zones, stats and states.
msg::Text compare_outcomes(std::vector<Outcome>& outcomes, const Ruleset& ruleset);

}  // namespace judge
