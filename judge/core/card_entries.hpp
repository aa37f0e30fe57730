// A game's card library read as card entries of the rules database (docs/database.md, "Cards"):
// each card's entry ID, names, printed values and text and its abilities as written, for
// `judge db build`. The engine plays the same file (scenario_loader.hpp); this reads what a
// reader looks up, and checks every card as the engine would, used by a scenario or not.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "judge/core/ruleset.hpp"
#include "rulesdb/corpus.hpp"
#include "rulesdb/diagnostic.hpp"

namespace judge {

struct CardEntries {
    std::vector<rulesdb::Card> cards;     // in file order
    rulesdb::Diagnostics problems;        // in file order
};

// The cards of the library at `path` (named `display_name` in messages), checked against
// `ruleset`; an absent file has none. Every card needs an entry ID and a name of its own.
CardEntries read_card_entries(const std::filesystem::path& path, const std::string& display_name, const Ruleset& ruleset);

// The same for a library given as text (an imported card list, written as a library first).
CardEntries read_card_entries_text(std::string text, const std::string& display_name, const Ruleset& ruleset);

}  // namespace judge
