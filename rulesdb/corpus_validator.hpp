// Checks the corpus as a whole: ID forms, duplicates, dangling references, supersession loops,
// scenario files that do not exist. Each problem is one located diagnostic.
//
// The checks take the entries one at a time, as the loader reads them, and keep only what they
// need of each (its ID, kind, game and file:line, and its references' IDs and lines; never a text),
// so that `judge db build` holds a few dozen bytes per entry whatever the size of the corpus.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "rulesdb/chunked_vector.hpp"
#include "rulesdb/corpus.hpp"
#include "rulesdb/corpus_sink.hpp"
#include "rulesdb/diagnostic.hpp"
#include "rulesdb/id_table.hpp"

namespace rulesdb {

class LinkChecker final : public CorpusSink {
public:
    explicit LinkChecker(std::filesystem::path scenarios_dir);

    void game(const Game& game) override;
    void rule(const Rule& rule) override;
    void ruling(const Ruling& ruling) override;
    void assumption(const Assumption& assumption) override;
    void term(const Term& term) override;
    void scenario_link(const ScenarioLink& link) override;
    void card(const Card& card) override;
    void card_use(const CardUse&) override {}  // made by the build from names it found: nothing to check

    // Every problem, in the same order whatever order the kinds were read in: ID forms and
    // duplicates (rules, rulings, assumptions, terms, then cards), sources no game.xml lists (rules,
    // assumptions, then cards), each ruling's source, date, citations and supersession, supersession
    // loops, term links, scenario links, the cards rulings and assumptions are about. Called once,
    // after the last entry.
    Diagnostics finish();

    // After a finish() with no problems: each superseded ruling and the ruling that supersedes it.
    const std::vector<std::pair<std::string, std::string>>& supersessions() const { return supersessions_; }

    // What the checks hold now, in bytes (for the test that their state stays small).
    std::size_t retained_bytes() const;

private:
    using Id = IdTable::Id;
    // One declared entry; its references are those of `refs` from the previous entry's refs_end.
    struct Declared {
        Id id;
        std::uint32_t place;  // file and game
        std::int32_t line;
        std::uint32_t refs_end;
        char kind;  // R, I (an imported rule), J, A, T, C
        bool supersedes;
    };
    // A reference, written in its entry's file (RefPlaces holds the rare exception).
    struct Ref {
        Id id;
        std::int32_t line;
    };
    using RefPlaces = std::unordered_map<std::uint32_t, std::uint32_t>;  // index of a reference → its place
    struct Link {
        Id ruling;
        std::uint32_t place;
        std::int32_t line;
        bool safe_path;
    };
    // A problem found as the entry was read, waiting for its place in the order.
    using Early = std::pair<std::uint32_t, Diagnostic>;  // index of its entry or link

    // The index of a file (and the game its entries belong to; any game when null) in places_.
    std::uint32_t place_of(const std::string& file, const std::string* game);
    Declared declared(const std::string& id, const std::string& game, char kind, const Origin& origin);
    void add_ref(ChunkedVector<Ref>& refs, RefPlaces& places, const Reference& reference, std::uint32_t entry_place);
    static std::uint32_t place_of_ref(const RefPlaces& places, std::uint32_t index, std::uint32_t entry_place);
    Diagnostic at(std::uint32_t place, int line, std::string message) const;
    bool lists_document(const std::string& game, const std::string& doc) const;
    std::string source_problem(const std::string& id, const std::string& game, const std::string& doc) const;

    void mentions(const std::vector<Reference>& cards, const Declared& entry);
    void check_declarations();
    void check_rulings();
    void check_supersession_loops();
    void check_terms();
    void check_scenario_links();
    void check_card_mentions();
    // The known kind of an ID (R for a rule of either sort), 0 when undeclared.
    char known_kind(Id id) const;
    bool expect(const Ref& ref, std::uint32_t place, std::string_view kinds, const std::string& message);

    std::filesystem::path scenarios_dir_;
    std::vector<std::pair<std::string, std::vector<std::string>>> documents_;  // game → documents
    std::vector<std::pair<std::string, std::string>> places_;                 // file, game
    IdTable ids_;
    ChunkedVector<Declared> rules_, rulings_, assumptions_, terms_, cards_;
    ChunkedVector<Ref> ruling_refs_, term_refs_;
    RefPlaces ruling_ref_places_, term_ref_places_;
    ChunkedVector<Link> links_;
    bool any_supersedes_ = false;
    Diagnostics rule_sources_, assumption_sources_, card_sources_;
    // The cards a ruling or an assumption is about: where each reference stands, and the entry's ID.
    struct Mention {
        Ref card;
        std::uint32_t place;
        Id entry;
    };
    std::vector<Mention> card_mentions_;
    // Each game's card names ("game\tname"), with where the card stands: a name is one card.
    std::unordered_map<std::string, std::pair<std::uint32_t, std::int32_t>> card_names_;
    Diagnostics card_name_problems_;
    std::vector<Early> ruling_problems_, link_problems_;

    // Filled by finish(): where each ID was first declared (kinds in the order above).
    static constexpr std::uint32_t kUndeclared = UINT32_MAX;
    std::vector<std::uint32_t> first_declared_;
    Diagnostics problems_;
    std::vector<std::pair<std::string, std::string>> supersessions_;
};

Diagnostics validate_corpus(const Corpus& corpus, const std::filesystem::path& scenarios_dir);

// True for IDs of the form GAME-K-NAME (upper-case letters, digits, hyphens): safe as a file
// name and a URL fragment.
bool is_well_formed_id(std::string_view id);

// The game prefix used in IDs: "iw" → "IW".
std::string id_prefix(std::string_view game);

}  // namespace rulesdb
