// Imported documents last: a rebuild carries them over, from their source or from the stored copy,
// and they can be listed and removed (rulesdb/imports).
#include <catch2/catch.hpp>

#include <cstdlib>

#include "support.hpp"

namespace fs = std::filesystem;

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("a rebuild keeps imported documents, from their source or, when it is gone, from the stored copy", "[imports]") {
    test::TempDir dir;
    const auto db = "--db " + test::shell_quote((dir.path() / "judge.db").string()) + " ";
    REQUIRE(test::run_judge(db + "db build").exit_code == 0);
    // "1. 特別な勝利\n山札切れで負ける。\n" in Shift_JIS: the rebuild reads it again in that encoding.
    auto doc = dir.write("公式.txt", "1. \x93\xc1\x95\xca\x82\xc8\x8f\x9f\x97\x98\n\x8e\x52\x8e\x44\x90\xd8\x82\xea\x82\xc5\x95\x89\x82\xaf\x82\xe9\x81\x42\n");
    REQUIRE(test::run_judge(db + "db import-text --game iw " + test::shell_quote(doc.string())).exit_code == 0);

    auto listed = test::run_judge(db + "db imports");
    CHECK(contains(listed.out, doc.string() + "  iw  CP932  1 rules"));

    auto rebuilt = test::run_judge(db + "db build");
    CHECK(rebuilt.exit_code == 0);
    CHECK(contains(rebuilt.out, "carried over 1 of 1 imported document;"));
    CHECK(contains(test::run_judge(db + "search 山札切れ").out, "特別な勝利"));

    fs::remove(doc);
    auto from_copy = test::run_judge(db + "db build");
    CHECK(from_copy.exit_code == 0);
    CHECK(contains(from_copy.out, "carried over 1 of 1 imported document (1 from the copy the database kept: the source is gone)"));
    CHECK(contains(from_copy.err, doc.string() + " is gone; what it added was kept from the stored copy"));
    CHECK(contains(test::run_judge(db + "search 山札切れ").out, "特別な勝利"));
    CHECK(contains(test::run_judge(db + "db imports").out, "(the file is gone: a rebuild keeps the stored copy)"));
}

TEST_CASE("import-text --remove takes a document and its rules out, for good", "[imports]") {
    test::TempDir dir;
    const auto db = "--db " + test::shell_quote((dir.path() / "judge.db").string()) + " ";
    REQUIRE(test::run_judge(db + "db build").exit_code == 0);
    auto doc = dir.write("house-rules.txt", "1. 竜巻の扱い\n全てを吹き飛ばす。\n");
    REQUIRE(test::run_judge(db + "db import-text --game iw " + test::shell_quote(doc.string())).exit_code == 0);
    REQUIRE(contains(test::run_judge(db + "search 竜巻").out, "IW-I-HOUSE-RULES-0001"));

    auto removed = test::run_judge(db + "db import-text --remove " + test::shell_quote(doc.string()));
    CHECK(removed.exit_code == 0);
    CHECK(contains(removed.out, "removed " + doc.string()));
    CHECK_FALSE(contains(test::run_judge(db + "search 竜巻").out, "IW-I-HOUSE-RULES"));
    CHECK(contains(test::run_judge(db + "db imports").out, "no imported documents"));
    auto rebuilt = test::run_judge(db + "db build");
    CHECK_FALSE(contains(rebuilt.out, "carried over"));
    CHECK_FALSE(contains(test::run_judge(db + "search 竜巻").out, "IW-I-HOUSE-RULES"));

    auto again = test::run_judge(db + "db import-text --remove " + test::shell_quote(doc.string()));
    CHECK(again.exit_code == 2);
    CHECK(contains(again.err, "was not imported into"));
}

TEST_CASE("imports run at the same time queue for the database, and every one lands", "[imports]") {
    test::TempDir dir;
    const auto db = dir.path() / "judge.db";
    REQUIRE(test::run_judge("--db " + test::shell_quote(db.string()) + " db build").exit_code == 0);
    // Six judges started together; each import waits its turn (the busy timeout) instead of failing.
    std::string script;
    for (int i = 1; i <= 6; ++i) {
        auto doc = dir.write("doc" + std::to_string(i) + ".txt", "第1章 題" + std::to_string(i) + "\n本文\n");
        script += "(JUDGE_LANG=en " + test::shell_quote(JUDGE_BINARY) + " --db " + test::shell_quote(db.string()) + " db import-text --game gcb " +
                  test::shell_quote(doc.string()) + " >/dev/null 2>" + test::shell_quote((dir.path() / ("err" + std::to_string(i))).string()) +
                  "; echo $? > " + test::shell_quote((dir.path() / ("rc" + std::to_string(i))).string()) + ") & ";
    }
    script += "wait";
    REQUIRE(std::system(script.c_str()) == 0);
    for (int i = 1; i <= 6; ++i) {
        INFO("import " << i);
        CHECK(test::read_file(dir.path() / ("rc" + std::to_string(i))) == "0\n");
        CHECK(test::read_file(dir.path() / ("err" + std::to_string(i))).empty());
    }
    CHECK(contains(test::run_judge("--db " + test::shell_quote(db.string()) + " db imports").out, "doc6.txt"));
}
