// Search's ranking (rulesdb/search_rank.hpp) against FTS5's own bm25 in SQL: the same rows and the very
// same doubles, also for phrases repeated within and across groups, with filters, and after imports
// change the index; and it runs no statement per matching row.
#include <catch2/catch.hpp>

#include <sqlite3.h>

#include <map>
#include <string>
#include <vector>

#include <SQLiteCpp/Statement.h>

#include "rulesdb/database.hpp"
#include "rulesdb/imports.hpp"
#include "rulesdb/search.hpp"
#include "rulesdb/search_rank.hpp"
#include "rulesdb/text_import.hpp"
#include "support.hpp"

namespace {

using Groups = std::vector<std::vector<std::string>>;

// What the ranking must equal: FTS5's bm25 over the whole expression times the kind weight, in SQL.
std::map<long long, double> sql_scores(SQLite::Database& db, const Groups& groups, const rulesdb::SearchOptions& options = {}) {
    std::string sql =
        "SELECT e.num, bm25(search, 10.0, 1.0) * CASE e.kind WHEN 'rule' THEN 1.0 WHEN 'ruling' THEN 0.8"
        " WHEN 'assumption' THEN 0.7 WHEN 'card' THEN 0.3 ELSE 0.4 END FROM search JOIN entries e ON e.num = search.rowid WHERE search MATCH ?1";
    if (!options.game.empty()) sql += " AND e.game = ?2";
    if (!options.kind.empty()) sql += " AND e.kind = ?3";
    SQLite::Statement statement(db, sql);
    statement.bind(1, rulesdb::match_expression(groups));
    if (!options.game.empty()) statement.bind(2, options.game);
    if (!options.kind.empty()) statement.bind(3, options.kind);
    std::map<long long, double> out;
    while (statement.executeStep()) out[statement.getColumn(0).getInt64()] = statement.getColumn(1).getDouble();
    return out;
}

std::map<long long, double> ranked(SQLite::Database& db, const Groups& groups, const rulesdb::SearchOptions& options = {}) {
    std::map<long long, double> out;
    for (const auto& entry : rulesdb::rank_entries(db, groups, options)) out[entry.num] = entry.score;
    return out;
}

// Counts the statements a connection runs, FTS5's internal ones included.
class StatementCount {
public:
    explicit StatementCount(SQLite::Database& db) : db_(db.getHandle()) { sqlite3_trace_v2(db_, SQLITE_TRACE_PROFILE, &StatementCount::on_finish, this); }
    ~StatementCount() { sqlite3_trace_v2(db_, 0, nullptr, nullptr); }
    StatementCount(const StatementCount&) = delete;
    StatementCount& operator=(const StatementCount&) = delete;
    int count = 0;

private:
    static int on_finish(unsigned, void* self, void*, void*) {
        ++static_cast<StatementCount*>(self)->count;
        return 0;
    }
    sqlite3* db_;
};

}  // namespace

TEST_CASE("search ranks every matching entry with FTS5's bm25 times its kind weight, the very same doubles", "[search]") {
    auto db = rulesdb::open_database(test::bundled_db());
    const std::vector<Groups> queries{
        {{"タップ"}},
        {{"攻撃"}, {"ブロック"}},
        // Sトリガー and S・トリガー are the same tokens: matched once, counted twice.
        {{"shield trigger", "Sトリガー", "S・トリガー", "シールド・トリガー", "シールドトリガー"}},
        {{"Sトリガー", "S・トリガー"}, {"破壊"}},
        // The same phrase in two groups.
        {{"貫通"}, {"貫通", "pierce"}},
        {{"the"}, {"card"}},
    };
    for (const auto& groups : queries) {
        INFO(rulesdb::match_expression(groups));
        const auto expected = sql_scores(*db, groups);
        REQUIRE(expected.size() > 1);
        CHECK(ranked(*db, groups) == expected);
        for (const auto& options : {rulesdb::SearchOptions{"dm", "", 20}, rulesdb::SearchOptions{"", "ruling", 20},
                                    rulesdb::SearchOptions{"iw", "rule", 20}}) {
            INFO("--game '" << options.game << "' --kind '" << options.kind << "'");
            CHECK(ranked(*db, groups, options) == sql_scores(*db, groups, options));
        }
    }
    CHECK(ranked(*db, {{"xylophone"}}).empty());
    CHECK(ranked(*db, {{"タップ"}, {"xylophone"}}).empty());
    CHECK(ranked(*db, {{"タップ"}}, rulesdb::SearchOptions{"no-such-game", "", 20}).empty());
}

TEST_CASE("an import and a removal keep the ranking's per-entry numbers in step with the index", "[search][import]") {
    test::TempDir dir;
    auto db_path = test::build_fixture_db(dir);
    auto text = dir.write("official.txt", "1.特別な勝利\n山札切れで負ける。貫通\n・竜巻\n全てを吹き飛ばす。貫通 貫通\n");
    auto db = rulesdb::open_database(db_path, rulesdb::OpenMode::ReadWrite);
    const auto before = sql_scores(*db, {{"貫通"}});
    REQUIRE(!before.empty());
    REQUIRE(rulesdb::import_rules_text(*db, "iw", text).size() == 2);
    const auto imported = sql_scores(*db, {{"貫通"}});
    CHECK(imported.size() == before.size() + 2);
    CHECK(ranked(*db, {{"貫通"}}) == imported);
    CHECK(ranked(*db, {{"竜巻"}}) == sql_scores(*db, {{"竜巻"}}));
    REQUIRE(rulesdb::remove_import(*db, rulesdb::read_document(text, "iw", "auto").source));
    CHECK(ranked(*db, {{"竜巻"}}).empty());
    CHECK(ranked(*db, {{"貫通"}}) == sql_scores(*db, {{"貫通"}}));
}

TEST_CASE("a search runs a few statements, not one per entry it matches", "[search][plan]") {
    auto db = rulesdb::open_database(test::bundled_db());
    const auto matching = rulesdb::rank_entries(*db, {{"the"}}, {}).size();
    REQUIRE(matching > 200);
    StatementCount statements(*db);
    const auto found = rulesdb::search(*db, "the", rulesdb::SearchOptions{"", "", 5});
    CHECK(found.hits.size() == 5);
    // The glossary lookups, the phrase pass, the ranking numbers, the exact titles, and per hit shown
    // its entry and its snippet (with FTS5's own reads for it).
    INFO(statements.count << " statements for " << matching << " matching entries");
    CHECK(statements.count < 60);
}
