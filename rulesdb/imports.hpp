// Imported documents that last: `judge db build` writes a fresh database from the bundled content,
// and carries over every document `judge db import-text` added to the database it replaces, read
// again from its source, or from the copy the database kept when the source is gone.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "rulesdb/text_import.hpp"

namespace rulesdb {

struct ImportRecord {
    ImportedDocument document;
    int rules = 0;
    bool source_exists = false;
};

// The documents imported into `db`, by source path.
std::vector<ImportRecord> list_imports(SQLite::Database& db);

// Takes an imported document (by its source path, as list_imports shows it) and its rules out of
// `db`; false when no document of that source was imported.
bool remove_import(SQLite::Database& db, const std::string& source);

// What a rebuild carries over from the database at `old_db` (none if there is none).
struct ImportsToCarry {
    std::vector<ImportedDocument> documents;  // to store into the new database
    std::vector<std::string> from_copy;       // sources that are gone: their stored text is used
    std::vector<std::string> lost;            // "SOURCE: why" for what cannot be carried over
};
ImportsToCarry imports_to_carry(const std::filesystem::path& old_db);

}  // namespace rulesdb
