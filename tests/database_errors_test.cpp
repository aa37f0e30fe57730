// Database errors say the truth (rulesdb/database): busy waits, an interrupted write is rolled
// back, and only a file that is not a judge database is met with "rebuild".
#include <catch2/catch.hpp>

#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <thread>

#include <SQLiteCpp/SQLiteCpp.h>

#include "rulesdb/database.hpp"
#include "support.hpp"

namespace fs = std::filesystem;

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string explained(int extended_code) {
    return rulesdb::explain_failure(SQLite::Exception("x", extended_code), "rules.db").what();
}

}  // namespace

TEST_CASE("a search waits for another program's write lock instead of failing", "[database]") {
    test::TempDir dir;
    const auto db = test::build_fixture_db(dir);
    SQLite::Database writer(db.string(), SQLite::OPEN_READWRITE);
    writer.exec("BEGIN EXCLUSIVE");  // as an import holds it while it writes
    std::thread release([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(1500));
        writer.exec("COMMIT");
    });
    auto result = test::run_judge("--db " + test::shell_quote(db.string()) + " search 貫通");
    release.join();
    CHECK(result.exit_code == 0);
    CHECK(contains(result.out, "IW-R-PIERCE"));
    CHECK(result.err.empty());
}

TEST_CASE("a write left unfinished by a killed program is rolled back and the rules stay readable", "[database]") {
    test::TempDir dir;
    const auto db = test::build_fixture_db(dir);
    pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        // Begin a large write that spills into the file, then die without committing or cleaning up.
        sqlite3* handle = nullptr;
        sqlite3_open(db.c_str(), &handle);
        sqlite3_exec(handle, "PRAGMA cache_size = 1; BEGIN; CREATE TABLE filler(x);", nullptr, nullptr, nullptr);
        for (int i = 0; i < 5000; ++i)
            sqlite3_exec(handle, "INSERT INTO filler VALUES (randomblob(200));", nullptr, nullptr, nullptr);
        ::_exit(0);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    REQUIRE(fs::exists(db.string() + "-journal"));

    auto result = test::run_judge("--db " + test::shell_quote(db.string()) + " search 貫通");
    CHECK(result.exit_code == 0);
    CHECK(contains(result.out, "IW-R-PIERCE"));
    CHECK_FALSE(fs::exists(db.string() + "-journal"));
}

TEST_CASE("each kind of database failure has its own message, and only a foreign file says rebuild", "[database]") {
    CHECK(contains(explained(SQLITE_BUSY), "is busy"));
    CHECK(contains(explained(SQLITE_LOCKED), "is busy"));
    CHECK(contains(explained(SQLITE_READONLY_ROLLBACK), "unfinished write"));
    CHECK(contains(explained(SQLITE_READONLY), "is read-only"));
    CHECK(contains(explained(SQLITE_CANTOPEN), "permission denied"));
    CHECK(contains(explained(SQLITE_FULL), "disk is full"));
    for (int code : {SQLITE_BUSY, SQLITE_LOCKED, SQLITE_READONLY_ROLLBACK, SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_FULL, SQLITE_IOERR}) {
        INFO(code);
        CHECK_FALSE(contains(explained(code), "rebuild"));
    }
    CHECK(contains(explained(SQLITE_NOTADB), "is not a judge database"));
    // Not "rebuild it": db build replaces no file it did not make, so the advice is to remove it first.
    CHECK(contains(explained(SQLITE_NOTADB), "give --db a judge database, or remove the file and run `judge db build`"));
}

TEST_CASE("a file that is not a database, or an SQLite file of something else, is told apart from a busy one", "[database]") {
    test::TempDir dir;
    auto text = dir.write("notes.db", "just some text, no database at all........................................................");
    auto notadb = test::run_judge("--db " + test::shell_quote(text.string()) + " search x");
    CHECK(notadb.exit_code == 2);
    CHECK(contains(notadb.err, "is not a judge database"));
    // What the advice says holds: db build refuses the file, and leaves it as it was.
    auto build = test::run_judge("--db " + test::shell_quote(text.string()) + " db build");
    CHECK(build.exit_code == 2);
    CHECK(contains(build.err, "is not a database judge built"));
    CHECK(test::read_file(text).starts_with("just some text"));
    {
        SQLite::Database other((dir.path() / "other.db").string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        // Of our schema version, so that only the missing tables give it away.
        other.exec("CREATE TABLE t(x); PRAGMA user_version = " + std::to_string(rulesdb::kSchemaVersion) + ";");
    }
    auto foreign = test::run_judge("--db " + test::shell_quote((dir.path() / "other.db").string()) + " search x");
    CHECK(foreign.exit_code == 2);
    CHECK(contains(foreign.err, "is not a judge database"));
}

TEST_CASE("temporary files of a killed database build are removed by the next build", "[database]") {
    test::TempDir dir;
    const auto target = dir.path() / "rules.db";
    auto stale = dir.write("rules.db.tmp-999999999", "left by a killed build");
    auto live = dir.write("rules.db.tmp-" + std::to_string(::getpid()), "a build still running");
    auto theirs = dir.write("rules.db.tmp-notes", "not ours");
    auto result = test::run_judge("--db " + test::shell_quote(target.string()) + " db build");
    CHECK(result.exit_code == 0);
    CHECK_FALSE(fs::exists(stale));
    CHECK(fs::exists(live));
    CHECK(fs::exists(theirs));
}
