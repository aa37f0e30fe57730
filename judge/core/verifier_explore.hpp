// Exploring a scenario: every line of play of the decisions its script leaves open, depth first
// in the documented order (docs/scenario-format.md, "Exploring every line"), lines ending on equal
// boards merged into one outcome, expectations checked over the lines (Branches).
#pragma once

#include <string>
#include <vector>

#include "judge/core/ruleset.hpp"
#include "judge/core/verifier.hpp"

namespace judge {

// Explores `loaded` from `start` (set up, after_setup done); `result` carries the scenario's header.
VerifyResult explore(const LoadedScenario& loaded, GameState start, VerifyResult result, const VerifyOptions& options);

// The board as facts that decide whether two lines end the same: the winner, then each card (in
// id order) with its zone and position, face, tapped, attachment, cards beneath, each printed stat
// as the rules read it, and its game-specific state.
std::vector<Feature> board_features(const GameState& state, const Ruleset& ruleset);

// Sets each outcome's `differs` (its value of every fact that is not the same in all outcomes)
// and returns what all share worth saying (the winner), or empty.
std::string compare_outcomes(std::vector<Outcome>& outcomes);

}  // namespace judge
