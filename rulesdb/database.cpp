// Opening and version-checking the rules database.
#include "rulesdb/database.hpp"

#include <SQLiteCpp/Exception.h>

#include "rulesdb/fts_tokenizer.hpp"

namespace fs = std::filesystem;

namespace rulesdb {

std::unique_ptr<SQLite::Database> open_database(const fs::path& path, OpenMode mode) {
    const std::string rebuild = "; rebuild it with `judge db build`";
    std::error_code ec;
    if (!fs::is_regular_file(path, ec))
        throw DatabaseError("no rules database at " + path.string() + "; build it with `judge db build` (or pass --db PATH)");
    try {
        auto flags = mode == OpenMode::ReadOnly ? SQLite::OPEN_READONLY : SQLite::OPEN_READWRITE;
        auto db = std::make_unique<SQLite::Database>(path.string(), flags);
        db->exec("PRAGMA foreign_keys = ON");
        int version = db->execAndGet("PRAGMA user_version").getInt();
        if (version != kSchemaVersion) {
            throw DatabaseError("the database " + path.string() + " has schema version " + std::to_string(version) +
                                " but this judge reads version " + std::to_string(kSchemaVersion) + rebuild);
        }
        register_judge_tokenizer(db->getHandle());
        return db;
    } catch (const SQLite::Exception&) {
        throw DatabaseError(path.string() + " is not a readable judge database" + rebuild);
    }
}

}  // namespace rulesdb
