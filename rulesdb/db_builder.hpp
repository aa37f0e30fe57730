// Writes the corpus into a new SQLite database, atomically: the file is written under a temporary
// name and renamed into place only when complete.
//
// `judge db build` streams: each entry's rows are written as the loader reads it, while the link
// checks keep only IDs and positions; when the checks pass, DatabaseBuild::commit settles the
// rows that depend on the whole corpus (entry numbers, who supersedes whom, the search index) and
// renames the file into place. When they fail, the temporary file is removed and the target stays as
// it was.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "rulesdb/corpus.hpp"
#include "rulesdb/corpus_sink.hpp"
#include "rulesdb/text_import.hpp"

namespace rulesdb {

struct BuildCounts {
    int games = 0, rules = 0, rulings = 0, assumptions = 0, terms = 0, cards = 0, scenario_links = 0;
    int imports = 0;                           // imported documents stored again
    std::vector<std::string> imports_refused;  // "SOURCE: why" for one that no longer fits (an ID now taken)
};

// Each superseded ruling with the ruling that supersedes it.
using Supersessions = std::vector<std::pair<std::string, std::string>>;

// A database being written to TARGET.tmp-PID: each entry handed in is written at once. A failure to
// write (a full disk, or a clash of IDs the checks will report) stops the writing and is kept for
// commit() to report. Destroyed without commit(), it removes the temporary file (and any folder it
// made for it), so nothing half-written is left behind.
class DatabaseBuild final : public CorpusSink {
public:
    explicit DatabaseBuild(std::filesystem::path target);
    ~DatabaseBuild() override;
    DatabaseBuild(const DatabaseBuild&) = delete;
    DatabaseBuild& operator=(const DatabaseBuild&) = delete;

    void game(const Game& game) override;
    void rule(const Rule& rule) override;
    void ruling(const Ruling& ruling) override;
    void assumption(const Assumption& assumption) override;
    void term(const Term& term) override;
    void scenario_link(const ScenarioLink& link) override;
    void card(const Card& card) override;
    void card_use(const CardUse& use) override;
    // A card list carried over from the database this build replaces: its record in `imports`
    // (its cards come through card()).
    void card_list(const ImportedDocument& list);

    // Numbers the entries (rules, assumptions, rulings, terms, cards, each kind in reading order), marks
    // the superseded rulings, fills the search index, stores the carried-over imported documents and Q&A tables
    // and renames the file into place. Throws std::runtime_error on an I/O failure, including one
    // met while the rows were written; the previous file at the target stays untouched.
    BuildCounts commit(const Supersessions& supersessions, const std::vector<ImportedDocument>& imports = {},
                       const std::vector<ImportedDocument>& qa_tables = {});

    // Which program builds the database ("judge 0.5.0, commit …"), stamped into it by commit().
    void built_by(std::string program) { built_by_ = std::move(program); }

private:
    struct State;
    template <class Write>
    void write(Write&& write);
    void abandon();

    std::filesystem::path target_, temporary_;
    std::vector<std::filesystem::path> made_folders_;  // deepest first
    std::unique_ptr<State> state_;
    std::string failure_;  // the first failure to write, empty while there is none
    std::string built_by_;
    BuildCounts counts_;
};

// Writes a whole corpus (unchecked) and then the imported documents carried over from the database
// it replaces. Throws std::runtime_error on an I/O failure; the previous file at `target` stays untouched.
BuildCounts write_database(const Corpus& corpus, const std::filesystem::path& target,
                           const std::vector<ImportedDocument>& imports = {});

// Inserts one rule with its search row into an open database (shared with import-text).
void insert_rule(SQLite::Database& db, const Rule& rule);

// Takes the rules imported from `source` out of the search index and the tables (the record in
// `imports` stays for the caller to drop or replace).
void delete_imported_rules(SQLite::Database& db, const std::string& source);

// Inserts the cards of an imported card list, with their search rows, into an open database (the
// search ranks are rewritten once for all of them). The caller holds the transaction.
void insert_cards(SQLite::Database& db, const std::vector<Card>& cards);

// Takes the cards imported from `source` out of the search index and the tables.
void delete_imported_cards(SQLite::Database& db, const std::string& source);

}  // namespace rulesdb
