// `judge db import-text`: headings found in plain-text rules documents.
#include <catch2/catch.hpp>

#include <algorithm>

#include "rulesdb/database.hpp"
#include "rulesdb/diagnostic.hpp"
#include "rulesdb/search.hpp"
#include "rulesdb/text_import.hpp"
#include "support.hpp"

namespace fs = std::filesystem;

namespace {

std::vector<std::string> titles(const std::vector<rulesdb::Rule>& rules) {
    std::vector<std::string> out;
    for (const auto& r : rules) out.push_back(r.title_ja);
    return out;
}

bool has(const std::vector<std::string>& v, const std::string& s) { return std::find(v.begin(), v.end(), s) != v.end(); }

}  // namespace

TEST_CASE("headings of every recognised form are found", "[import]") {
    auto rules = rulesdb::parse_rules_text(
        "前置き\n1.準備\n山札を用意する。\n・効果A\nAの説明。\n【複合】\n説明\n「その後」について\n本文\n2．進行\n・効果B\n", "gcb",
        "my-rules.txt");
    CHECK(titles(rules) == std::vector<std::string>{"準備", "効果A", "複合", "「その後」について", "進行", "効果B"});
    CHECK(rules[0].id == "GCB-I-MY-RULES-0001");
    CHECK(rules[1].parent_id == rules[0].id);
    CHECK(rules[5].parent_id == rules[4].id);
    CHECK(rules[0].parent_id.empty());
    CHECK(rules[1].text == "Aの説明。");
    CHECK(rules[1].origin.line == 4);
}

TEST_CASE("an imported document becomes searchable, and a re-import replaces it", "[import]") {
    test::TempDir dir;
    auto db_path = test::build_fixture_db(dir);
    auto text = dir.write("official.txt", "1.特別な勝利\n山札切れで負ける。\n・竜巻\n全てを吹き飛ばす。\n");
    {
        auto db = rulesdb::open_database(db_path, rulesdb::OpenMode::ReadWrite);
        CHECK(rulesdb::import_rules_text(*db, "iw", text).size() == 2);
        CHECK(rulesdb::import_rules_text(*db, "iw", text).size() == 2);
    }
    auto db = rulesdb::open_database(db_path);
    auto found = rulesdb::search(*db, "竜巻", {});
    REQUIRE(found.hits.size() == 1);
    CHECK(found.hits.front().id == "IW-I-OFFICIAL-0002");
    CHECK_THROWS_AS(rulesdb::import_rules_text(*db, "xx", text), rulesdb::InputError);
}

TEST_CASE("the seed documents import with their headings", "[import]") {
    fs::path seeds = JUDGE_SHARED_SEEDS;
    if (!fs::is_directory(seeds)) {
        WARN("skipped: no seed documents at " << seeds);
        return;
    }
    auto read = [&](const char* name) { return test::read_file(seeds / name); };

    auto iw = titles(rulesdb::parse_rules_text(read("000_db70253c57b2f64a.txt"), "iw", "000.txt"));
    for (const char* h : {"急襲", "貫通", "バリアクラッシャー", "罠破り", "連結攻撃", "複数アタック", "バリアトラップ", "括弧について"})
        CHECK(has(iw, h));

    auto gcb = titles(rulesdb::parse_rules_text(read("001_68e658498a0d57fe.txt"), "gcb", "001.txt"));
    for (const char* h : {"対戦前に用意するもの", "モンスターゾーン", "封印ゾーン", "ゲームの進行と勝利条件", "モンスターで攻撃する",
                          "通常召喚", "モンスターで攻撃を行う"})
        CHECK(has(gcb, h));

    auto dm = titles(rulesdb::parse_rules_text(read("002_a69d39679cd22e25.txt"), "dm", "002.txt"));
    for (const char* h : {"「攻撃する時」能力の処理順", "「体」と「枚」", "「〜する。そうしたら〜」", "「出す」「召喚する」「使う (使用/プレイする)」"})
        CHECK(has(dm, h));
}
