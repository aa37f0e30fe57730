// `judge db import-cards`: a card list as a spreadsheet saves it (CSV or TSV, UTF-8 with or without
// a byte order mark, or Shift_JIS) becomes card entries; a list with a mistake is refused at the
// row and column of the mistake and changes nothing; imported cards survive `db build`.
#include <catch2/catch.hpp>

#include <fstream>
#include <iconv.h>

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include "card_list.hpp"
#include "judge/games/registry.hpp"
#include "rulesdb/table_text.hpp"
#include "support.hpp"

namespace fs = std::filesystem;

namespace {

const char* kCivilizations[] = {"火", "水", "光", "闇", "自然"};

// A dm card list of `count` cards with every column a Japanese list has, one row per card.
std::string card_list(int count) {
    std::string out = "カード名,読み,種類,文明,コスト,パワー,種族,キーワード,テキスト\r\n";
    for (int i = 1; i <= count; ++i) {
        const auto n = std::to_string(i);
        out += "試験の竜" + n + ",しけんのりゅう" + n + ",creature," + kCivilizations[i % 5] + "," + std::to_string(1 + i % 9) + "," +
               std::to_string(1000 * (1 + i % 12)) + ",ドラゴン," + (i % 3 == 0 ? "ブロッカー" : "") + ",\"試験用のカード" + n +
               "。「引用」, 読点つき\"\r\n";
    }
    return out;
}

std::string to_shift_jis(const std::string& utf8) {
    iconv_t cd = iconv_open("CP932", "UTF-8");
    REQUIRE(cd != reinterpret_cast<iconv_t>(-1));
    std::string out(utf8.size() * 2, '\0');
    char* in = const_cast<char*>(utf8.data());
    char* to = out.data();
    std::size_t in_left = utf8.size(), out_left = out.size();
    REQUIRE(iconv(cd, &in, &in_left, &to, &out_left) != static_cast<std::size_t>(-1));
    iconv_close(cd);
    out.resize(out.size() - out_left);
    return out;
}

fs::path copy_of_bundled(const test::TempDir& dir) {
    const auto db = dir.path() / "judge.db";
    fs::copy_file(test::bundled_db(), db);
    return db;
}

int count_of(const fs::path& db, const std::string& sql) {
    SQLite::Database d(db.string());
    SQLite::Statement q(d, sql);
    q.executeStep();
    return q.getColumn(0).getInt();
}

std::string run_on(const fs::path& db, const std::string& arguments, const fs::path& in, int expected_exit = 0) {
    auto run = test::run_judge("--db " + test::shell_quote(db.string()) + " " + arguments, in);
    INFO(run.err);
    CHECK(run.exit_code == expected_exit);
    return run.out + run.err;
}

}  // namespace

TEST_CASE("a 1,000-card list imports in UTF-8 with a byte order mark and in Shift_JIS, and survives a rebuild", "[cards][import]") {
    for (const bool shift_jis : {false, true}) {
        DYNAMIC_SECTION((shift_jis ? "Shift_JIS" : "UTF-8 with BOM")) {
            test::TempDir dir;
            const auto db = copy_of_bundled(dir);
            const auto text = card_list(1000);
            dir.write("cards.csv", shift_jis ? to_shift_jis(text) : "\xEF\xBB\xBF" + text);
            const auto out = run_on(db, "db import-cards --game dm cards.csv", dir.path());
            CHECK(out.rfind(std::string("imported 1000 cards of dm from cards.csv (read as ") + (shift_jis ? "CP932" : "UTF-8") + ")\n", 0) == 0);
            // Made-up texts with no abilities column: each is read into abilities, and none is understood.
            CHECK(out.find("read 1000 cards' text into abilities (no abilities column): 0 compiled, 0 partly compiled, 1000 not compiled") != std::string::npos);
            CHECK(out.find("  … and 990 more cards not compiled whole") != std::string::npos);
            CHECK(count_of(db, "SELECT count(*) FROM cards WHERE imported_from IS NOT NULL") == 1000);
            auto shown = run_on(db, "show 試験の竜537", dir.path());
            CHECK(shown.find("しけんのりゅう537") != std::string::npos);
            CHECK(shown.find("試験用のカード537。「引用」, 読点つき") != std::string::npos);
            CHECK(shown.find("power 10000") != std::string::npos);
            auto found = run_on(db, "search しけんのりゅう537 --kind card", dir.path());
            CHECK(found.find("試験の竜537") != std::string::npos);

            run_on(db, "db build", dir.path());
            CHECK(count_of(db, "SELECT count(*) FROM cards WHERE imported_from IS NOT NULL") == 1000);
            CHECK(run_on(db, "show 試験の竜1000", dir.path()).find("しけんのりゅう1000") != std::string::npos);
            CHECK(run_on(db, "db imports", dir.path()).find("1000 cards") != std::string::npos);
            if (shift_jis) {
                // Each imported card has its page on the exported site, in both languages.
                run_on(db, "export html --out site", dir.path());
                SQLite::Database d(db.string());
                SQLite::Statement ids(d, "SELECT id FROM cards WHERE imported_from IS NOT NULL");
                int pages = 0;
                while (ids.executeStep()) {
                    const auto id = ids.getColumn(0).getString();
                    pages += fs::exists(dir.path() / "site" / "dm" / (id + ".html")) && fs::exists(dir.path() / "site" / "en" / "dm" / (id + ".html"));
                }
                CHECK(pages == 1000);
                CHECK(test::read_file(dir.path() / "site" / "dm" / "cards.html").find("試験の竜537") != std::string::npos);
            }

            run_on(db, "db import-cards --remove cards.csv", dir.path());
            CHECK(count_of(db, "SELECT count(*) FROM cards WHERE imported_from IS NOT NULL") == 0);
            CHECK(count_of(db, "SELECT count(*) FROM entries WHERE kind = 'card'") == count_of(test::bundled_db(), "SELECT count(*) FROM cards"));
        }
    }
}

TEST_CASE("a card list with a mistake in row 537 is refused at its row and column and changes nothing", "[cards][import]") {
    test::TempDir dir;
    const auto db = copy_of_bundled(dir);
    auto text = card_list(1000);
    const std::string wrong = std::string("試験の竜537,しけんのりゅう537,creature,") + kCivilizations[537 % 5] + ",";
    const auto at = text.find(wrong);
    REQUIRE(at != std::string::npos);
    text.replace(at + wrong.size(), 1, "八");  // the cost: 八 instead of a number
    dir.write("cards.csv", text);
    const auto before = test::read_file(db);
    const auto out = run_on(db, "db import-cards --game dm cards.csv", dir.path(), 2);
    CHECK(out == "cards.csv:538:31: column 'コスト': '八' is not a whole number from 0 to 1000000\n"
                 "judge: nothing was imported (1 problem); " + db.string() + " is unchanged\n");
    CHECK(test::read_file(db) == before);
}

TEST_CASE("each problem of a card list names its row, column and what is wrong", "[cards][import]") {
    const auto& dm = *judge::find_ruleset("dm");
    auto problems = [&](const std::string& text) {
        std::vector<std::string> out;
        for (const auto& p : cli::read_card_list(rulesdb::parse_table(text, "list.csv"), "list.csv", "/list.csv", dm).problems)
            out.push_back(p.format());
        return out;
    };
    CHECK(problems("name,type,colour\nA,creature,red\n") ==
          std::vector<std::string>{"list.csv:1:11: unknown column 'colour' (leave it out with --skip-column 'colour'); a dm card list takes id, name, reading, name_en, type, traits, races, "
                                   "keywords, text, text_en, abilities, civilizations, power, cost, spell-cost, power-attacker, ex-life-shield, "
                                   "saver-for, spell-keywords, face-up-in-deck"});
    CHECK(problems("name,power\nA,1000\n") == std::vector<std::string>{"list.csv:1:1: the card list has no 'type' column: every card needs one"});
    CHECK(problems("name,type,civilizations\nA,creature,火 炎\n") ==
          std::vector<std::string>{"list.csv:2:12: column 'civilizations': unknown civilization '炎'; dm has darkness, fire, light, nature, water, 光, 水, 火, 自然, 闇"});
    CHECK(problems("name,type\nA,creature\nA,spell\n") ==
          std::vector<std::string>{"list.csv:3:1: column 'name': a second card named A (the first is on line 2): a name is one card"});
    CHECK(problems("name,type\nA,monster\n") ==
          std::vector<std::string>{"list.csv:2:3: column 'type': unknown card type 'monster'; dm has creature, spell, tamaseed"});
    CHECK(problems("name,type,keywords\nA,creature,ブロッカ\n").front().rfind("list.csv:2:12: column 'keywords': unknown keyword 'ブロッカ'", 0) == 0);
    const auto ability = problems("name,type,abilities\nA,creature,\"<ability kind=\"\"triggered\"\" trigger=\"\"enters\"\" op=\"\"draw\"\" amount=\"\"lots\"\"/>\"\n");
    REQUIRE(ability.size() == 1);
    CHECK(ability.front().rfind("list.csv:2:12: column 'abilities': ", 0) == 0);
    CHECK(problems("name,type\nA,creature,extra\n") ==
          std::vector<std::string>{"list.csv:2:12: more cells than the header's 2 columns (a comma inside a value needs \"quotes\")"});
    CHECK(problems("name,type,id\nA,creature,IW-C-A\n") ==
          std::vector<std::string>{"list.csv:2:12: column 'id': 'IW-C-A' is not a card ID of this game: DM-C- then upper-case letters, digits and single hyphens"});
}

TEST_CASE("a TSV card list is read by its tabs, and a quote left open is refused where it opens", "[cards][import]") {
    const auto table = rulesdb::parse_table("name\ttype\n\"A, B\"\tcreature\n", "list.tsv");
    CHECK(table.separator == '\t');
    REQUIRE(table.rows.size() == 2);
    CHECK(table.rows[1].cells[0].value == "A, B");
    try {
        rulesdb::parse_table("name,type\n\"A,creature\n", "list.csv");
        FAIL("an open quote was taken");
    } catch (const rulesdb::InputError& e) {
        CHECK(e.diagnostic().format() == "list.csv:2:1: a quoted field is never closed: a \" is missing");
    }
}

TEST_CASE("verify plays an imported card by name, and notes one imported with a text but no abilities", "[cards][import]") {
    test::TempDir dir;
    const auto db = copy_of_bundled(dir);
    dir.write("mine.csv", "name,type,civilizations,cost,power,text,abilities\n"
                          "炎の剣士,creature,火,3,3000,出た時1枚引く,\"<ability kind=\"\"triggered\"\" trigger=\"\"enters\"\" op=\"\"draw\"\" amount=\"\"1\"\"/>\"\n"
                          "水の盾,creature,水,2,2000,ブロッカーのような何か,\n");
    run_on(db, "db import-cards --game dm mine.csv", dir.path());
    dir.write("s.xml", R"(<scenario id="s" game="dm"><title ja="取り込んだカード" en="Imported cards"/>
<setup turn="3" active="A" phase="main"><player id="A">
<zone name="hand"><card id="k" name="炎の剣士"/><card id="t" name="水の盾"/></zone>
<zone name="mana"><card id="m1" name="火のマナ"/><card id="m2" name="火のマナ"/><card id="m3" name="火のマナ"/></zone>
<zone name="deck"><card id="d1" name="山札のカード"/><card id="d2" name="山札のカード"/></zone></player>
<player id="B"><zone name="deck"><card id="e1" name="山札のカード"/></zone></player></setup>
<actions><summon player="A" card="k" mana="m1 m2 m3"/></actions>
<expect><card id="d1" zone="hand"/></expect></scenario>)");
    const auto out = run_on(db, "verify s.xml", dir.path());
    CHECK(out.find("PASS  s.xml") == 0);
    CHECK(out.find("note: 水の盾 is an imported card whose printed text says more than its keywords, with no abilities given") != std::string::npos);
    CHECK(out.find("炎の剣士 is an imported") == std::string::npos);
}

TEST_CASE("a card list as Japanese spreadsheets write it: Japanese card types, full-width digits, thousands separators, columns to skip", "[cards][import]") {
    const auto& dm = *judge::find_ruleset("dm");
    const auto table = rulesdb::parse_table("カード名,種類,コスト,パワー,レアリティ\n竜,クリーチャー,３,\"3,000\",SR\n術,呪文,２,,C\n", "list.csv");
    const auto read = cli::read_card_list(table, "list.csv", "/list.csv", dm, {"レアリティ"});
    REQUIRE(read.problems.empty());
    REQUIRE(read.cards.size() == 2);
    CHECK(read.cards[0].type == "creature");
    CHECK(read.cards[0].values == std::vector<std::pair<std::string, std::string>>{{"cost", "3"}, {"power", "3000"}});
    CHECK(read.cards[1].type == "spell");
    const auto wrong = cli::read_card_list(rulesdb::parse_table("name,type,power\nA,creature,\"30,00\"\n", "list.csv"), "list.csv", "/list.csv", dm);
    REQUIRE(wrong.problems.size() == 1);
    CHECK(wrong.problems.front().format() == "list.csv:2:12: column 'power': '30,00' is not a whole number from 0 to 1000000");
}

TEST_CASE("a rebuild keeps the list as imported when the file no longer reads cleanly, and an import that clashes names every clash", "[cards][import]") {
    test::TempDir dir;
    const auto db = copy_of_bundled(dir);
    dir.write("mine.csv", "name,type,civilizations,power\n甲の竜,creature,火,3000\n乙の竜,creature,水,2000\n");
    run_on(db, "db import-cards --game dm mine.csv", dir.path());
    dir.write("mine.csv", "name,type,civilizations,power\n甲の竜,creature,緑,3000\n乙の竜,creature,水,2000\n");
    auto run = test::run_judge("--db " + test::shell_quote(db.string()) + " db build", dir.path());
    CHECK(run.exit_code == 0);
    CHECK(run.err.find("mine.csv:2:") != std::string::npos);
    CHECK(run.err.find("no longer reads cleanly, so the list as it was imported is kept (2 cards)") != std::string::npos);
    CHECK(count_of(db, "SELECT count(*) FROM cards WHERE imported_from IS NOT NULL") == 2);

    // Another list naming the same cards: both clashes, and nothing written.
    dir.write("other.csv", "name,type\n甲の竜,creature\n乙の竜,creature\n");
    const auto out = run_on(db, "db import-cards --game dm other.csv", dir.path(), 2);
    CHECK(out.find("other.csv:2: a second card named 甲の竜: the first is at ") != std::string::npos);
    CHECK(out.find("other.csv:3: a second card named 乙の竜: the first is at ") != std::string::npos);
    CHECK(out.find("judge: nothing was imported (2 problems)") != std::string::npos);
    CHECK(count_of(db, "SELECT count(*) FROM cards WHERE imported_from IS NOT NULL") == 2);
}

TEST_CASE("a keyword-only imported card plays without a note; one whose text says more is noted, in text and in --json", "[cards][import]") {
    test::TempDir dir;
    const auto db = copy_of_bundled(dir);
    dir.write("mine.csv", "name,type,civilizations,cost,power,keywords,text\n盾の天使,creature,光,2,3000,ブロッカー,ブロッカー\n"
                          "雷の竜,creature,火,2,3000,,このクリーチャーは相手のターン中、攻撃されない。\n");
    run_on(db, "db import-cards --game dm mine.csv", dir.path());
    CHECK(run_on(db, "show 盾の天使", dir.path()).find("none given") == std::string::npos);
    CHECK(run_on(db, "show 雷の竜", dir.path()).find("none given, though the text says more than the keywords") != std::string::npos);
    dir.write("s.xml", R"(<scenario id="s" game="dm"><title ja="取り込んだカード" en="Imported cards"/>
<setup turn="3" active="A" phase="main"><player id="A"><zone name="battle"><card id="a" name="盾の天使"/><card id="b" name="雷の竜"/></zone></player>
<player id="B"/></setup></scenario>)");
    const auto text = run_on(db, "verify s.xml", dir.path());
    CHECK(text.find("note: 雷の竜 is an imported card") != std::string::npos);
    CHECK(text.find("盾の天使 is an imported card") == std::string::npos);
    CHECK(run_on(db, "verify --json s.xml", dir.path()).find("\"notes\":[\"note: 雷の竜 is an imported card") != std::string::npos);
}
