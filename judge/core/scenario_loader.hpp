// Reads a scenario file into a Scenario, checking it against its game's ruleset: every problem
// is an InputError at file:line:col (unknown card id, unknown keyword, an action the game does
// not have, a missing attribute, a value out of range).
#pragma once

#include <filesystem>
#include <functional>
#include <string>

#include "judge/core/ruleset.hpp"
#include "judge/core/scenario.hpp"

namespace judge {

using RulesetLookup = std::function<const Ruleset*(const std::string& game)>;

struct LoadedScenario {
    Scenario scenario;
    const Ruleset* ruleset = nullptr;
};

// `library_root` holds <game>/cards.xml card libraries (the bundled scenarios/ folder).
LoadedScenario load_scenario(const std::filesystem::path& file, const std::string& display_name, const RulesetLookup& rulesets,
                             const std::filesystem::path& library_root);

// Only the metadata (id, game, rulings) of a scenario file, for the database build's links.
struct ScenarioHeader {
    std::string id, game;
    std::vector<std::string> rulings;
    std::vector<int> ruling_lines;
};
ScenarioHeader read_scenario_header(const std::filesystem::path& file, const std::string& display_name);

// Scenario files under `path` (a file, or a folder searched recursively), sorted; card
// libraries (cards.xml) are not scenarios.
std::vector<std::filesystem::path> find_scenario_files(const std::filesystem::path& path);

}  // namespace judge
