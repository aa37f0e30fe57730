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

}  // namespace judge
