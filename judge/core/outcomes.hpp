// Comparing the ends of explored lines: the board as facts (for the outcome table and --json), the
// same facts as one key string (two lines end in the same outcome exactly when their keys are
// equal), and one line per outcome saying what sets it apart from the others.
#pragma once

#include <string>
#include <vector>

#include "judge/core/ruleset.hpp"
#include "judge/core/verifier.hpp"

namespace judge {

// Each card's printed stats (in id order, each card's in the order of `stats`, which is
// ruleset.stats()) as the rules read them now: asked of the ruleset once per board, for both
// the key and the facts below.
std::vector<int> read_stats(const GameState& state, const Ruleset& ruleset, const std::vector<std::string>& stats);

// The winner, then each card (in id order) with its zone and position, face, tapped, attachment,
// cards beneath, each printed stat as the rules read it (`values`, from read_stats), and its
// game-specific state.
std::vector<Feature> board_features(const GameState& state, const std::vector<std::string>& stats, const std::vector<int>& values);

// The same facts written into `key` (cleared first).
void board_key(const GameState& state, const std::vector<std::string>& stats, const std::vector<int>& values, std::string& key);

// Sets each outcome's `differs` (its value of every fact that is not the same in all outcomes)
// and returns what all share worth saying (the winner), or empty. The ruleset gives the Japanese
// its words for zones, stats and states.
msg::Text compare_outcomes(std::vector<Outcome>& outcomes, const Ruleset& ruleset);

}  // namespace judge
