// Opening and version-checking the rules database, and saying truthfully why it failed.
#include "rulesdb/database.hpp"

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <sqlite3.h>

#include <SQLiteCpp/Exception.h>
#include <SQLiteCpp/Statement.h>

#include "messages/language.hpp"
#include "rulesdb/fts_tokenizer.hpp"
#include "rulesdb/phrase_hits.hpp"
#include "rulesdb/rulesdb_messages.hpp"

namespace fs = std::filesystem;

namespace rulesdb {

namespace {

// The extended result code where SQLite gave one, else the code the exception was made with.
int extended_code(const SQLite::Exception& e) { return e.getExtendedErrorCode() >= 0 ? e.getExtendedErrorCode() : e.getErrorCode(); }

bool has_hot_journal_code(const SQLite::Exception& e) {
    return extended_code(e) == SQLITE_READONLY_ROLLBACK || extended_code(e) == SQLITE_READONLY_RECOVERY;
}

std::unique_ptr<SQLite::Database> open_checked(const fs::path& path, int flags) {
    auto db = std::make_unique<SQLite::Database>(path.string(), flags, kBusyTimeoutMs);
    db->exec("PRAGMA foreign_keys = ON");
    int version = db->execAndGet("PRAGMA user_version").getInt();
    if (version != kSchemaVersion) {
        throw DatabaseError(msg::say(say::kSchemaVersion, {{"db", path.string()}, {"version", version}, {"reads", kSchemaVersion}}) +
                            msg::say(say::kRebuild));
    }
    register_judge_tokenizer(db->getHandle());
    register_judge_phrase_hits(db->getHandle());
    return db;
}

// A program killed while writing leaves a journal that a read-only connection cannot roll back.
// Opening the file once for writing lets SQLite roll the unfinished write back, as it is made to.
void roll_back_interrupted_write(const fs::path& path) {
    SQLite::Database db(path.string(), SQLite::OPEN_READWRITE, kBusyTimeoutMs);
    db.execAndGet("SELECT count(*) FROM sqlite_master");
}

}  // namespace

DatabaseError explain_failure(const SQLite::Exception& e, const fs::path& path) {
    const std::string db = path.string();
    const std::string seconds = std::to_string(kBusyTimeoutMs / 1000);
    switch (extended_code(e) & 0xff) {
        case SQLITE_BUSY:
        case SQLITE_LOCKED:
            return DatabaseError(msg::say(say::kBusy, {{"db", db}, {"seconds", seconds}}));
        case SQLITE_READONLY:
            if (has_hot_journal_code(e))
                return DatabaseError(msg::say(say::kUnfinishedWrite, {{"db", db}}));
            return DatabaseError(msg::say(say::kReadOnly, {{"db", db}}));
        case SQLITE_CANTOPEN:
        case SQLITE_PERM:
        case SQLITE_AUTH:
            return DatabaseError(msg::say(say::kCannotOpen, {{"db", db}}));
        case SQLITE_IOERR:
        case SQLITE_FULL:
            return DatabaseError(msg::say(say::kDiskError, {{"db", db}}));
        case SQLITE_NOTADB:
        case SQLITE_CORRUPT:
            return DatabaseError(msg::say(say::kNotADatabase, {{"db", db}, {"rebuild", msg::text(say::kReplaceNotJudge)}}));
        case SQLITE_ERROR:
            // Our own queries only fail so on a file that lacks our tables: an SQLite file of something else.
            return DatabaseError(msg::say(say::kLacksTables, {{"db", db}, {"rebuild", msg::text(say::kReplaceNotJudge)}}));
        default:
            return DatabaseError(msg::say(say::kCouldNotAnswer, {{"db", db}, {"reason", e.getErrorStr()}}));
    }
}

std::unique_ptr<SQLite::Database> open_database(const fs::path& path, OpenMode mode) {
    std::error_code ec;
    if (!fs::is_regular_file(path, ec))
        throw DatabaseError(msg::say(say::kNoDatabase, {{"path", path.string()}}));
    const int flags = mode == OpenMode::ReadOnly ? SQLite::OPEN_READONLY : SQLite::OPEN_READWRITE;
    try {
        return open_checked(path, flags);
    } catch (const SQLite::Exception& e) {
        if (!has_hot_journal_code(e)) throw explain_failure(e, path);
    }
    try {
        roll_back_interrupted_write(path);
        return open_checked(path, flags);
    } catch (const SQLite::Exception& e) {
        throw explain_failure(e, path);
    }
}

std::string database_built_by(SQLite::Database& db) {
    SQLite::Statement s(db, "SELECT value FROM build_info WHERE key = 'built_by'");
    return s.executeStep() ? s.getColumn(0).getString() : std::string();
}

BuildTarget build_target(const std::filesystem::path& target) {
    struct stat info {};
    if (::stat(target.c_str(), &info) != 0) return errno == ENOENT ? BuildTarget::absent : BuildTarget::not_a_file;
    if (S_ISDIR(info.st_mode)) return BuildTarget::folder;
    if (!S_ISREG(info.st_mode)) return BuildTarget::not_a_file;
    if (info.st_size == 0) return BuildTarget::replaceable;
    // SQLite's header first: opening a text as a database would only fail at the first query.
    char header[16] = {};
    const int fd = ::open(target.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) return BuildTarget::not_a_file;
    const auto got = ::read(fd, header, sizeof header);
    ::close(fd);
    if (got != static_cast<ssize_t>(sizeof header) || std::memcmp(header, "SQLite format 3", sizeof header) != 0) return BuildTarget::not_judge;
    try {
        SQLite::Database db(target.string(), SQLite::OPEN_READONLY);
        SQLite::Statement tables(db, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN ('entries', 'games')");
        return tables.executeStep() && tables.getColumn(0).getInt() == 2 ? BuildTarget::replaceable : BuildTarget::not_judge;
    } catch (const SQLite::Exception&) {
        return BuildTarget::not_judge;
    }
}

}  // namespace rulesdb
