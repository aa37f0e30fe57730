// Writes a validated Corpus into a new SQLite database, atomically: the file is written under a
// temporary name and renamed into place only when complete.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "rulesdb/corpus.hpp"
#include "rulesdb/text_import.hpp"

namespace rulesdb {

struct BuildCounts {
    int games = 0, rules = 0, rulings = 0, assumptions = 0, terms = 0, scenario_links = 0;
    int imports = 0;                           // imported documents stored again
    std::vector<std::string> imports_refused;  // "SOURCE: why" for one that no longer fits (an ID now taken)
};

// Writes the corpus, then the imported documents carried over from the database it replaces.
// Throws std::runtime_error on an I/O failure; the previous file at `target` stays untouched.
BuildCounts write_database(const Corpus& corpus, const std::filesystem::path& target,
                           const std::vector<ImportedDocument>& imports = {});

// Inserts one rule with its search row into an open database (shared with import-text).
void insert_rule(SQLite::Database& db, const Rule& rule);

// Takes the rules imported from `source` out of the search index and the tables (the record in
// `imports` stays for the caller to drop or replace).
void delete_imported_rules(SQLite::Database& db, const std::string& source);

}  // namespace rulesdb
