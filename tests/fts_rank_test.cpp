// judge_bm25 (rulesdb/fts_rank.hpp): the very numbers FTS5's bm25 gives, also when a repeated phrase is
// matched once and named twice, which is what lets search match "Sトリガー" and "S・トリガー" once.
#include <catch2/catch.hpp>

#include <map>
#include <string>

#include <SQLiteCpp/Statement.h>

#include "rulesdb/database.hpp"
#include "support.hpp"

namespace {

// Each matching row's score from `function` (a call on the search table) under `match`.
std::map<long long, double> scores(SQLite::Database& db, const std::string& function, const std::string& match) {
    SQLite::Statement statement(db, "SELECT rowid, " + function + " FROM search WHERE search MATCH ?1");
    statement.bind(1, match);
    std::map<long long, double> out;
    while (statement.executeStep()) out[statement.getColumn(0).getInt64()] = statement.getColumn(1).getDouble();
    return out;
}

}  // namespace

TEST_CASE("judge_bm25 with no phrase list gives bm25's score for every row", "[search]") {
    auto db = rulesdb::open_database(test::bundled_db());
    for (std::string match : {"\"タップ\"", "(\"shield trigger\" OR \"シールド・トリガー\") AND (\"破壊\")", "\"攻撃\" AND \"ブロック\""}) {
        INFO(match);
        auto expected = scores(*db, "bm25(search, 10.0, 1.0)", match);
        REQUIRE(!expected.empty());
        CHECK(scores(*db, "judge_bm25(search, 10.0, 1.0)", match) == expected);
    }
}

TEST_CASE("judge_bm25 counts a phrase it is told to count twice as bm25 counts a repeated phrase", "[search]") {
    auto db = rulesdb::open_database(test::bundled_db());
    // "Sトリガー" and "S・トリガー" are the same tokens: the second phrase of the long expression is the
    // first phrase again.
    auto expected = scores(*db, "bm25(search, 10.0, 1.0)", "(\"Sトリガー\" OR \"S・トリガー\" OR \"shield trigger\")");
    REQUIRE(expected.size() > 1);
    auto twice = scores(*db, "judge_bm25(search, 10.0, 1.0, 0, 0, 1)", "(\"Sトリガー\" OR \"shield trigger\")");
    CHECK(twice == expected);
    // Counted once, the scores differ: the list is what makes them equal.
    CHECK(scores(*db, "judge_bm25(search, 10.0, 1.0, 0, 1)", "(\"Sトリガー\" OR \"shield trigger\")") != expected);
}

TEST_CASE("judge_bm25 refuses a phrase number the expression does not have", "[search]") {
    auto db = rulesdb::open_database(test::bundled_db());
    CHECK_THROWS(scores(*db, "judge_bm25(search, 10.0, 1.0, 0, 5)", "(\"Sトリガー\" OR \"shield trigger\")"));
}
