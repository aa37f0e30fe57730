// `judge scenario schema --game ID`: an XSD for one game's scenario files (and its cards.xml card
// library), generated from the ruleset's own vocabulary, so that an editor autocompletes and flags
// what the loader would refuse. The generic scenarios/scenario.xsd keeps only the shared structure.
#pragma once

#include <string>

#include "judge/core/ruleset.hpp"

namespace judge {

std::string scenario_schema(const Ruleset& ruleset);

}  // namespace judge
