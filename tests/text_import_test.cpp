// `judge db import-text`: headings found in plain-text rules documents.
#include <catch2/catch.hpp>

#include <algorithm>

#include "rulesdb/corpus_loader.hpp"
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

TEST_CASE("Japanese document structure nests: chapters, articles, dotted numbers, (1) items and 【】", "[import]") {
    auto rules = rulesdb::parse_rules_text(
        "第1章 総則\n第1条 目的\nこの規則の目的。\n1. ゲームの準備\n1.1 山札\n1.1.1 枚数\n40枚。\n（1）例外\n例外の説明。\n1.2 手札\n"
        "【注意】\n・項目\n第２章　進行\n2.1 ターン\n",
        "gcb", "rules.txt");
    auto id_of = [&](const std::string& title) {
        auto it = std::find_if(rules.begin(), rules.end(), [&](const rulesdb::Rule& r) { return r.title_ja == title; });
        REQUIRE(it != rules.end());
        return it->id;
    };
    auto parent_of = [&](const std::string& title) {
        return std::find_if(rules.begin(), rules.end(), [&](const rulesdb::Rule& r) { return r.title_ja == title; })->parent_id;
    };
    CHECK(parent_of("総則").empty());
    CHECK(parent_of("目的") == id_of("総則"));
    CHECK(parent_of("ゲームの準備") == id_of("目的"));
    CHECK(parent_of("山札") == id_of("ゲームの準備"));
    CHECK(parent_of("枚数") == id_of("山札"));
    CHECK(parent_of("例外") == id_of("枚数"));
    CHECK(parent_of("手札") == id_of("ゲームの準備"));  // 1.2 closes 1.1, 1.1.1 and (1)
    CHECK(parent_of("注意") == id_of("手札"));
    CHECK(parent_of("項目") == id_of("注意"));
    CHECK(parent_of("進行").empty());  // the next chapter closes everything
    CHECK(parent_of("ターン") == id_of("進行"));
    auto table = std::find_if(rules.begin(), rules.end(), [](const rulesdb::Rule& r) { return r.title_ja == "枚数"; });
    CHECK(table->heading == "1.1.1 枚数");
    CHECK(table->text == "40枚。");
}

TEST_CASE("an imported rule is found by the number the document gives it", "[import]") {
    test::TempDir dir;
    auto db_path = test::build_fixture_db(dir);
    auto text = dir.write("numbered.txt", "1. 準備\n1.1 山札\n1.2 手札\n1.2.3 初手の枚数\n5枚引く。\n");
    {
        auto db = rulesdb::open_database(db_path, rulesdb::OpenMode::ReadWrite);
        rulesdb::import_rules_text(*db, "iw", text);
    }
    auto db = rulesdb::open_database(db_path);
    auto found = rulesdb::search(*db, "1.2.3", {});
    REQUIRE_FALSE(found.hits.empty());
    CHECK(found.hits.front().title == "初手の枚数");
}

TEST_CASE("IDs from Japanese or long file names never collide and stay short", "[import]") {
    auto first = rulesdb::parse_rules_text("1. 準備\n", "dm", "公式ルール.txt").front().id;
    auto second = rulesdb::parse_rules_text("1. 準備\n", "dm", "総合ルール.txt").front().id;
    CHECK(first != second);
    CHECK(first.rfind("DM-I-", 0) == 0);
    auto mixed = rulesdb::parse_rules_text("1. 準備\n", "dm", "DM総合ルール_v2.txt").front().id;
    CHECK(mixed.rfind("DM-I-DM-V2-", 0) == 0);  // the ASCII part stays readable
    auto spaced = rulesdb::parse_rules_text("1. 準備\n", "dm", "my rules.txt").front().id;
    auto hyphened = rulesdb::parse_rules_text("1. 準備\n", "dm", "my-rules.txt").front().id;
    CHECK(spaced != hyphened);
    auto long_id = rulesdb::parse_rules_text("1. 準備\n", "gcb", std::string(250, 'a') + ".txt").front().id;
    CHECK(long_id.size() <= 44);
    CHECK(long_id != rulesdb::parse_rules_text("1. 準備\n", "gcb", std::string(251, 'a') + ".txt").front().id);
    for (const auto& id : {first, second, mixed, long_id})
        CHECK(id.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-") == std::string::npos);
}

TEST_CASE("a Shift_JIS rules document imports with correct search results, detected or named", "[import]") {
    test::TempDir dir;
    auto db_path = test::build_fixture_db(dir);
    // "1. 特別な勝利\n山札切れで負ける。\n" in Shift_JIS.
    const std::string sjis = "1. \x93\xc1\x95\xca\x82\xc8\x8f\x9f\x97\x98\n\x8e\x52\x8e\x44\x90\xd8\x82\xea\x82\xc5\x95\x89\x82\xaf\x82\xe9\x81\x42\n";
    auto detected = dir.write("sjis.txt", sjis);
    auto named = dir.write("named.txt", sjis);
    {
        auto db = rulesdb::open_database(db_path, rulesdb::OpenMode::ReadWrite);
        REQUIRE(rulesdb::import_rules_text(*db, "iw", detected).front().title_ja == "特別な勝利");
        REQUIRE(rulesdb::import_rules_text(*db, "iw", named, "shift_jis").front().text == "山札切れで負ける。");
        CHECK_THROWS_AS(rulesdb::import_rules_text(*db, "iw", named, "latin1"), rulesdb::InputError);
    }
    auto db = rulesdb::open_database(db_path);
    auto found = rulesdb::search(*db, "山札切れ", {});
    REQUIRE(found.hits.size() == 2);
    CHECK(found.hits.front().title == "特別な勝利");
}

TEST_CASE("a content file declaring Shift_JIS is read as Shift_JIS", "[import]") {
    test::TempDir dir;
    dir.write("data/iw/game.xml", R"(<?xml version="1.0" encoding="UTF-8"?>
<game id="iw" name-ja="テスト" name-en="Test"><document id="doc" title="Doc" path="doc.txt"/></game>
)");
    // <rule … title-ja="貫通"><text>余った攻撃力。</text></rule> in Shift_JIS.
    dir.write("data/iw/entries.xml", "<?xml version=\"1.0\" encoding=\"Shift_JIS\"?>\n<entries game=\"iw\">\n"
                                     "<rule id=\"IW-R-A\" title-ja=\"\x8a\xd1\x92\xca\" title-en=\"Pierce\" source=\"doc\">"
                                     "<text>\x97\x5d\x82\xc1\x82\xbd\x8d\x55\x8c\x82\x97\xcd\x81\x42</text></rule>\n</entries>\n");
    auto loaded = rulesdb::load_corpus(dir.path() / "data", dir.path());
    REQUIRE(loaded.problems.empty());
    REQUIRE(loaded.corpus.rules.size() == 1);
    CHECK(loaded.corpus.rules[0].title_ja == "貫通");
    CHECK(loaded.corpus.rules[0].text == "余った攻撃力。");
}

TEST_CASE("a text's lines end at CR LF, LF or a lone CR, and a byte-order mark hides no heading", "[import]") {
    for (std::string_view end : {"\n", "\r\n", "\r"}) {
        INFO("line end " << (end == "\r" ? "CR" : end == "\n" ? "LF" : "CR LF"));
        std::string text = "\xEF\xBB\xBF第1章 総則";
        for (auto line : {"本文", "第2章 進行", "本文2"}) text += std::string(end) + line;
        auto rules = rulesdb::parse_rules_text(text, "gcb", "doc.txt");
        CHECK(titles(rules) == std::vector<std::string>{"総則", "進行"});
        REQUIRE(rules.size() == 2);
        CHECK(rules[1].origin.line == 3);
        CHECK(rules[1].text == "本文2");
    }
}

TEST_CASE("numbered headings go past 999", "[import]") {
    std::string text;
    for (int i = 1; i <= 1200; ++i) text += std::to_string(i) + ". 見出し\n";
    auto rules = rulesdb::parse_rules_text(text, "gcb", "doc.txt");
    CHECK(rules.size() == 1200);
    CHECK(rules.back().heading == "1200 見出し");
}
