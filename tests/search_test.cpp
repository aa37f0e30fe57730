// Search over the fixture corpus: ranking, aliases, IDs and hostile input.
#include <catch2/catch.hpp>

#include <algorithm>

#include "rulesdb/database.hpp"
#include "rulesdb/query_syntax.hpp"
#include "rulesdb/query_words.hpp"
#include "rulesdb/search.hpp"
#include "support.hpp"

namespace {

std::vector<std::string> ids(const rulesdb::SearchResult& result) {
    std::vector<std::string> out;
    for (const auto& hit : result.hits) out.push_back(hit.id);
    return out;
}

bool contains(const std::vector<std::string>& v, const std::string& id) { return std::find(v.begin(), v.end(), id) != v.end(); }

}  // namespace

TEST_CASE("a title hit ranks above a body hit", "[search]") {
    test::TempDir dir;
    auto db = rulesdb::open_database(test::build_fixture_db(dir));
    auto found = ids(rulesdb::search(*db, "貫通", {}));
    REQUIRE(found.size() >= 2);
    CHECK(found.front() == "IW-R-PIERCE");
    // IW-R-BARRIER mentions 貫通 only in its text.
    REQUIRE(contains(found, "IW-R-BARRIER"));
    CHECK(std::find(found.begin(), found.end(), "IW-R-PIERCE") < std::find(found.begin(), found.end(), "IW-R-BARRIER"));
}

TEST_CASE("two-character Japanese words are found", "[search]") {
    test::TempDir dir;
    auto db = rulesdb::open_database(test::build_fixture_db(dir));
    CHECK(ids(rulesdb::search(*db, "急襲", {})) == std::vector<std::string>{"IW-R-HASTE"});
}

TEST_CASE("glossary aliases widen the query", "[search]") {
    test::TempDir dir;
    auto db = rulesdb::open_database(test::build_fixture_db(dir));
    // IW-R-STATES says パーン, never タップ or tap.
    for (const char* typed : {"タップ", "tap", "TAP", "ﾀｯﾌﾟ"}) {
        INFO(typed);
        auto result = rulesdb::search(*db, typed, {});
        CHECK(contains(ids(result), "IW-R-STATES"));
        REQUIRE(result.expansions.size() == 1);
    }
    SECTION("multi-word aliases and dotted spellings") {
        for (const char* typed : {"shield trigger", "Sトリガー", "S・トリガー", "シールドトリガー"}) {
            INFO(typed);
            CHECK(contains(ids(rulesdb::search(*db, typed, {})), "IW-T-TRIGGER"));
        }
    }
}

TEST_CASE("filters by game and kind", "[search]") {
    test::TempDir dir;
    auto db = rulesdb::open_database(test::build_fixture_db(dir));
    auto rulings = ids(rulesdb::search(*db, "貫通", {"", "ruling", 20}));
    std::sort(rulings.begin(), rulings.end());
    CHECK(rulings == std::vector<std::string>{"IW-J-PIERCE-OLD", "IW-J-PIERCE-SINGLE"});
    CHECK(rulesdb::search(*db, "貫通", {"dm", "", 20}).hits.empty());
}

TEST_CASE("an exact ID goes straight to its entry", "[search]") {
    test::TempDir dir;
    auto db = rulesdb::open_database(test::build_fixture_db(dir));
    auto result = rulesdb::search(*db, "iw-j-pierce-single", {});
    CHECK(result.exact_id);
    CHECK(ids(result) == std::vector<std::string>{"IW-J-PIERCE-SINGLE"});
}

TEST_CASE("hostile queries give results, nothing, or a query error naming the problem, never another error", "[search]") {
    test::TempDir dir;
    auto db = rulesdb::open_database(test::build_fixture_db(dir));
    // Results, nothing, or a QueryError (exit 2 on the command line): never an SQL error.
    auto outcome = [&](const std::string& typed) -> std::string {
        try {
            auto result = rulesdb::search(*db, typed, {});
            return result.nothing_to_search ? "nothing" : "searched";
        } catch (const rulesdb::QueryError& e) {
            return std::string("query error: ") + e.what();
        }
    };
    // std::string elements, not const char*: a NUL byte in the middle must reach search as typed.
    for (const std::string& typed : std::vector<std::string>{
             "\"", "", "   ", "AND", "OR", "NOT", "*", "貫通*", "(貫通", "\"貫通", "貫通\"", "NEAR(a b)", "title:貫通", "^貫通",
             "a AND", "'; DROP TABLE rules; --", "\\", "{}", "貫通 OR", "\xff\xfe", std::string("\"a\0b\"", 5),
             "貫通\x01\"\x7f", "-", "- 貫通", "--貫通", "game:", "kind:x", "tag:", "\"\"", "OR OR", "a OR -b"}) {
        INFO(typed);
        CHECK_NOTHROW(outcome(typed));
    }
    CHECK(outcome("\"") == "query error: unclosed quote: a phrase needs its closing \"");
    CHECK(outcome("\"貫通").rfind("query error: unclosed quote", 0) == 0);
    CHECK(outcome("OR").rfind("query error: OR needs", 0) == 0);
    CHECK(outcome("貫通 OR").rfind("query error: OR needs", 0) == 0);
    CHECK(outcome("- 貫通").rfind("query error: a lone '-'", 0) == 0);
    CHECK(outcome("kind:x").rfind("query error: unknown kind 'x'", 0) == 0);
    CHECK(outcome("") == "nothing");
    CHECK(outcome("-貫通") == "nothing");  // only an exclusion: nothing to search for
    CHECK(ids(rulesdb::search(*db, "\"貫通\"", {})).front() == "IW-R-PIERCE");
    CHECK(ids(rulesdb::search(*db, "貫通*", {})).front() == "IW-R-PIERCE");
    // A NUL byte inside a word once ended the FTS5 phrase early (found by tests/fuzz/search_fuzz).
    CHECK_NOTHROW(outcome(std::string("貫\0\"通", 8)));
    CHECK(ids(rulesdb::search(*db, std::string("貫通\0", 7), {})).front() == "IW-R-PIERCE");
}

TEST_CASE("the match expression quotes every phrase", "[search]") {
    CHECK(rulesdb::match_expression({{"a\"b", "c"}, {"AND"}}) == "(\"a\"\"b\" OR \"c\") AND (\"AND\")");
}

TEST_CASE("a question matches partly: every word first, then most of them, and says what it left out", "[search]") {
    test::TempDir dir;
    auto db = rulesdb::open_database(test::build_fixture_db(dir));
    // "xylophone" is in no entry: the entries holding 貫通 still come, and the answer says which word failed.
    auto partly = rulesdb::search(*db, "貫通 xylophone", {});
    REQUIRE_FALSE(partly.hits.empty());
    CHECK(partly.hits.front().id == "IW-R-PIERCE");
    CHECK(partly.hits.front().matched == 1);
    CHECK(partly.words == std::vector<std::string>{"貫通", "xylophone"});
    CHECK(partly.unmatched == std::vector<std::string>{"xylophone"});
    // Stop words are left out, and said to be.
    auto question = rulesdb::search(*db, "what does the 貫通 do", {});
    CHECK(question.ignored == std::vector<std::string>{"what", "does", "the", "do"});
    CHECK(ids(question) == ids(rulesdb::search(*db, "貫通", {})));
    // A query of stop words only searches them.
    CHECK(rulesdb::search(*db, "the", {}).ignored.empty());
    // A quoted phrase stays strict: nothing holds it, so nothing is found, whatever else matches.
    CHECK(rulesdb::search(*db, "貫通 \"xylophone sonata\"", {}).hits.empty());
    // An entry holding both words ranks above those holding one (IW-R-PIERCE's title is 貫通, which
    // bm25 alone would put first).
    auto both = rulesdb::search(*db, "貫通 バリア", {});
    REQUIRE(both.hits.size() >= 2);
    CHECK(both.hits.front().id == "IW-R-BARRIER");
    CHECK(both.hits.front().matched == 2);
    CHECK(std::is_sorted(both.hits.begin(), both.hits.end(), [](const auto& a, const auto& b) { return a.matched > b.matched; }));
    CHECK(both.hits.back().matched == 1);
}

TEST_CASE("a Japanese question is matched by its words, less particles and okurigana", "[search]") {
    std::vector<std::string> left_out;
    CHECK(rulesdb::content_runs("ブロックされたクリーチャーはシールドをブレイクできる？", left_out) ==
          std::vector<std::string>{"ブロック", "クリーチャー", "シールド", "ブレイク"});
    CHECK(left_out == std::vector<std::string>{"された", "は", "を", "できる"});
    left_out.clear();
    // Hiragana alone (a term typed in kana), none at all, and English words stay whole.
    for (const char* word : {"くりーちゃー", "S・トリガー", "can't", "1.5"}) {
        INFO(word);
        CHECK(rulesdb::content_runs(word, left_out) == std::vector<std::string>{word});
    }
    CHECK(left_out.empty());
    CHECK(rulesdb::is_stop_word("the"));
    CHECK_FALSE(rulesdb::is_stop_word("not"));
    CHECK_FALSE(rulesdb::is_stop_word("before"));
}
