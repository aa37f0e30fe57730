// Imported documents that last: `judge db build` writes a fresh database from the bundled content,
// and carries over every document `judge db import-text` added to the database it replaces, read
// again from its source, or from the copy the database kept when the source is gone.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "rulesdb/diagnostic.hpp"
#include "rulesdb/text_import.hpp"

namespace rulesdb {

struct ImportRecord {
    ImportedDocument document;
    int rules = 0;
    bool source_exists = false;
    int cards = 0;             // a card list's cards
    int items = 0;             // a Q&A table's items
    std::string kind;          // "text" (import-text), "cards" (import-cards) or "qa" (import-qa)
    bool card_list = false;    // added by import-cards
};

// The documents imported into `db`, by source path.
std::vector<ImportRecord> list_imports(SQLite::Database& db);

// Takes an imported document or card list (by its source path, as list_imports shows it) and its
// rules or cards out of `db`; false when nothing of that source was imported.
bool remove_import(SQLite::Database& db, const std::string& source);

// What a rebuild carries over from the database at `old_db` (none if there is none).
struct ImportsToCarry {
    std::vector<ImportedDocument> documents;  // to store into the new database
    std::vector<ImportedDocument> qa_tables;  // the official Q&A tables, to store into the new database
    std::vector<ImportedDocument> card_lists; // the card lists, read again (or their stored copy) for the caller to read
    // Each card list's copy as the database stored it, by source: what a rebuild keeps when the
    // list read again no longer reads cleanly (a mistake made in the file since).
    std::map<std::string, ImportedDocument> card_list_copies;
    std::vector<std::string> from_copy;       // sources that are gone: their stored text is used
    std::vector<std::string> lost;            // "SOURCE: why" for what cannot be carried over
};
ImportsToCarry imports_to_carry(const std::filesystem::path& old_db);

// Stores the cards of an imported card list `list` (read by the command line, which knows the
// games' rules), replacing what an earlier import of the same source added, and records the list
// in `imports` so that `db build` carries it over. Returns, at each card's row, every ID that another
// entry has and every name that another card of the game has; nothing is written then.
// The clashes name the list as `display_name` (as the user typed it); the cards are defined at their
// origin (the list's own path).
Diagnostics store_card_list(SQLite::Database& db, const ImportedDocument& list, const std::vector<Card>& cards, const std::string& display_name);

}  // namespace rulesdb
