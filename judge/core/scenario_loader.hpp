// Reads a scenario file into a Scenario, checking it against its game's ruleset: every problem
// is an InputError at file:line:col (unknown card id, unknown keyword, an action the game does
// not have, a missing attribute, a value out of range).
#pragma once

#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "judge/core/ruleset.hpp"
#include "judge/core/scenario.hpp"
#include "rulesdb/diagnostic.hpp"

namespace rulesdb {
class XmlFile;
}

namespace judge {

using RulesetLookup = std::function<const Ruleset*(const std::string& game)>;

struct LoadedScenario {
    Scenario scenario;
    const Ruleset* ruleset = nullptr;
};

struct CardLibrary;  // one game's cards.xml, read and checked (scenario_loader.cpp)

// A card library handed over as text with the name it goes by in messages, for a caller with no
// file system (the WebAssembly engine, engine_api/).
struct LibraryText {
    std::string text, display_name;
};
// A game's card library as text; nothing when the game has none (an empty library, as for a
// missing cards.xml).
using LibraryTexts = std::function<std::optional<LibraryText>(const std::string& game)>;

// The card libraries of a run, each read, checked and its card definitions worked out once, then
// shared by every scenario that names its cards. Safe to use from several threads at once: a
// library is built under a lock and never changed after.
class CardLibraryCache {
public:
    // Library files are named relative to `display_base` (an absolute folder, the current one).
    explicit CardLibraryCache(std::filesystem::path display_base);
    ~CardLibraryCache();
    CardLibraryCache(const CardLibraryCache&) = delete;
    CardLibraryCache& operator=(const CardLibraryCache&) = delete;

    // The library at `path` checked against `ruleset`; an absent file is an empty library.
    std::shared_ptr<const CardLibrary> get(const std::filesystem::path& path, const Ruleset& ruleset);
    // The library given as text, checked against `ruleset`; kept under its display name (one text per name).
    std::shared_ptr<const CardLibrary> get(const LibraryText& library, const Ruleset& ruleset);
    // The library of `ruleset`'s game under `root` (root/<game>/cards.xml), as get() gives it: what
    // every scenario of a run asks, answered without building and splitting the path again.
    std::shared_ptr<const CardLibrary> get_in(const std::filesystem::path& root, const Ruleset& ruleset);
    // How many libraries were built (looked for and read): one per file and game however many
    // scenarios use it.
    std::size_t builds() const;
    // More cards of `game`'s library (<card> elements: the cards `judge db import-cards` added),
    // read as if the library file ended with them. Called before any library of the game is read.
    void add_cards(const std::string& game, std::string elements);

private:
    std::filesystem::path display_base_;
    mutable std::mutex mutex_;
    std::map<std::pair<std::string, std::string>, std::shared_ptr<const CardLibrary>> libraries_;
    std::size_t builds_ = 0;
    struct Found {
        std::string root, game;
        std::shared_ptr<const CardLibrary> library;
    };
    std::vector<Found> found_;  // get_in's answers: a few roots and games, looked over one by one
    std::map<std::string, std::string> added_;  // add_cards's, by game
    std::shared_ptr<const rulesdb::XmlFile> with_added_cards(const std::filesystem::path& path, const std::string& elements,
                                                             const std::string& game) const;
};

// `library_root` holds <game>/cards.xml card libraries (the bundled scenarios/ folder). Without a
// cache, the libraries are read for this one scenario.
LoadedScenario load_scenario(const std::filesystem::path& file, const std::string& display_name, const RulesetLookup& rulesets,
                             const std::filesystem::path& library_root);
LoadedScenario load_scenario(const std::filesystem::path& file, const std::string& display_name, const RulesetLookup& rulesets,
                             const std::filesystem::path& library_root, CardLibraryCache& libraries);

// A scenario given as text, named `display_name` in messages, its card library from `library_texts`.
LoadedScenario load_scenario_text(std::string text, const std::string& display_name, const RulesetLookup& rulesets,
                                  const LibraryTexts& library_texts, CardLibraryCache& libraries);

// Every problem of the card library in `file` checked against `ruleset`: the library's own problem
// (then no card is read), else each card's definition in file order (a scenario reports only the
// cards it uses; the database build, every card).
struct CardLibraryProblems {
    std::optional<rulesdb::Diagnostic> library;
    rulesdb::Diagnostics cards;
};
CardLibraryProblems card_library_problems(std::shared_ptr<const rulesdb::XmlFile> file, const Ruleset& ruleset);

// Only the metadata (id, game, rulings, the names of its cards) of a scenario file, for the database build's links.
struct ScenarioHeader {
    std::string id, game;
    std::vector<std::string> rulings;
    std::vector<int> ruling_lines;
    std::vector<std::string> card_names;  // the names its setup's cards give, each once, in file order
};
ScenarioHeader read_scenario_header(const std::filesystem::path& file, const std::string& display_name);

// Scenario files under `path` (a file, or a folder searched recursively), sorted; card
// libraries (cards.xml) are not scenarios.
std::vector<std::filesystem::path> find_scenario_files(const std::filesystem::path& path);

}  // namespace judge
