// The games judge knows: the one place that names every ruleset.
#pragma once

#include <string>
#include <vector>

#include "judge/core/ruleset.hpp"

namespace judge {

const Ruleset* find_ruleset(const std::string& game);
std::vector<const Ruleset*> all_rulesets();

}  // namespace judge
