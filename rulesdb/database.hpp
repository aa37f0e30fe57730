// Opening a built rules database: checks the file, the schema version, and registers the
// tokenizer the search table needs. Errors are user-facing sentences, never SQL messages.
#pragma once

#include <filesystem>
#include <memory>
#include <stdexcept>

#include <SQLiteCpp/Database.h>

namespace rulesdb {

inline constexpr int kSchemaVersion = 2;  // must match PRAGMA user_version in schema.sql

// A problem with the database file itself (missing, not a database, other version).
class DatabaseError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

enum class OpenMode { ReadOnly, ReadWrite };

// Opens `path`, or throws DatabaseError saying what is wrong and how to rebuild.
std::unique_ptr<SQLite::Database> open_database(const std::filesystem::path& path, OpenMode mode = OpenMode::ReadOnly);

}  // namespace rulesdb
