// Opening a built rules database: checks the file, the schema version, and registers the
// tokenizer the search table needs. Errors are user-facing sentences, never SQL messages.
#pragma once

#include <filesystem>
#include <memory>
#include <stdexcept>

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Exception.h>

namespace rulesdb {

inline constexpr int kSchemaVersion = 11;  // must match PRAGMA user_version in schema.sql

// How long a connection waits for another program's lock (an import, a build's rename is atomic and
// takes none) before it gives up with "busy": long enough for any import of a rules document.
inline constexpr int kBusyTimeoutMs = 10'000;

// A problem with the database file itself (missing, not a database, other version).
class DatabaseError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

enum class OpenMode { ReadOnly, ReadWrite };

// Opens `path` with the busy timeout, rolling back a write an interrupted program left unfinished;
// or throws DatabaseError saying what is wrong and what to do.
std::unique_ptr<SQLite::Database> open_database(const std::filesystem::path& path, OpenMode mode = OpenMode::ReadOnly);

// What a failed database operation means for the user: busy, read-only, an unfinished write, no
// permission, a disk problem, not a judge database. Only the last (and an outdated schema, which
// open_database reports) advise rebuilding, which would throw imported rules away.
DatabaseError explain_failure(const SQLite::Exception& e, const std::filesystem::path& path);

// Which judge built the database ("judge 0.5.0, commit …"), as `db build` stamped it; empty if unknown.
std::string database_built_by(SQLite::Database& db);

// What `db build` may replace at `target`: nothing there, an empty file, or a database judge built
// (any schema version). Anything else (a folder, a FIFO, a text, another program's SQLite file) is
// refused before anything is written, so that a mistyped --db never replaces a user's file.
enum class BuildTarget { absent, replaceable, folder, not_a_file, not_judge };
BuildTarget build_target(const std::filesystem::path& target);

}  // namespace rulesdb
