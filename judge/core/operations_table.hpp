// `judge scenario operations GAME`: the game's ability language as a Markdown table, made from its
// operation entries (ability_language.hpp). Each game's page in docs/games/ holds this table
// between two markers, and a test fails when the page and the entries differ.
#pragma once

#include <string>

#include "judge/core/ruleset.hpp"

namespace judge {

std::string operations_table(const Ruleset& ruleset);

}  // namespace judge
