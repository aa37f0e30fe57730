// An organiser's walk-through (issue 40, docs/official-sources.md): made-up official documents in the
// shape of the real ones (a Shift_JIS comprehensive rules text numbered 1. / 1.1 / 1.1.1 / 506.2 and a
// 200-item Q&A table) are imported, three bundled Duel Masters entries cite them, the site shows the
// official numbers with the version and date, and every mistake is refused where it was made.
#include <catch2/catch.hpp>

#include <iconv.h>

#include <fstream>

#include "support.hpp"

namespace fs = std::filesystem;

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string shift_jis(const std::string& utf8) {
    iconv_t cd = iconv_open("CP932", "UTF-8");
    REQUIRE(cd != reinterpret_cast<iconv_t>(-1));
    std::string in = utf8, out(utf8.size() * 2 + 16, '\0');
    char* from = in.data();
    char* to = out.data();
    std::size_t left = in.size(), room = out.size();
    const auto converted = iconv(cd, &from, &left, &to, &room);
    iconv_close(cd);
    REQUIRE(converted != static_cast<std::size_t>(-1));
    out.resize(out.size() - room);
    return out;
}

// A made-up comprehensive rules text (not the official one), numbered as the official one is.
std::string rules_text(bool with_506_2) {
    std::string text =
        "デュエル・マスターズ 総合ルール（試験用の架空の文書）\n"
        "1. ゲームの概要\n"
        "1.1 対戦は二人で行う。\n"
        "1.1.1 各プレイヤーは40枚のデッキを使う。\n"
        "5. ターンの進行\n"
        "506. ドローステップ\n"
        "506.1 先攻のプレイヤーは最初のターンにドローしない。\n";
    if (with_506_2) text += "506.2 ターン・プレイヤーは山札からカードを1枚引く。\n";
    text += with_506_2 ? "507. マナステップ\n507.1 手札を1枚マナゾーンに置いてもよい。\n" : "507. マナステップ\n507.1 手札を1枚までマナゾーンに置いてもよい。\n";
    return text;
}

// 200 items; item 3 names a card of the bundled library, item 150 supersedes item 50.
std::string qa_table() {
    std::string csv = "番号,日付,カード,質問,回答,出典,更新元\n";
    for (int n = 1; n <= 200; ++n) {
        csv += std::to_string(n) + ",2026-05-" + (n % 28 + 1 < 10 ? "0" : "") + std::to_string(n % 28 + 1) + ",";
        csv += n == 3 ? "火の兵士" : "";
        csv += ",\"試験の質問" + std::to_string(n) + "：攻撃するとき、誰がシールドを選びますか？\",\"試験の回答" + std::to_string(n) +
               "：攻撃しているプレイヤーが選びます。\",https://example.org/qa/" + std::to_string(n) + "," + (n == 150 ? "50" : "") + "\n";
    }
    return csv;
}

// Adds `line` as the first child of the entry `id` in `file` (an element written empty, <card …/>, is opened).
void cite(const fs::path& file, const std::string& id, const std::string& line) {
    auto text = test::read_file(file);
    const auto at = text.find("id=\"" + id + "\"");
    REQUIRE(at != std::string::npos);
    const auto end = text.find('>', at);
    if (text[end - 1] == '/') {
        const auto open = text.rfind('<', at);
        const auto name = text.substr(open + 1, text.find(' ', open) - open - 1);
        text.replace(end - 1, 2, ">" + line + "</" + name + ">");
    } else {
        text.insert(end + 1, "\n    " + line);
    }
    std::ofstream(file, std::ios::binary) << text;
}

}  // namespace

TEST_CASE("an organiser imports the official rules and Q&A, cites them, and publishes them", "[official]") {
    test::TempDir dir;
    const auto db_path = dir.path() / "judge.db";
    const auto db = "--db " + test::shell_quote(db_path.string()) + " ";
    REQUIRE(test::run_judge(db + "db build").exit_code == 0);

    // The comprehensive rules, in Shift_JIS, under an ID, with a title, version and date.
    auto cr = dir.write("cr-1.0.txt", shift_jis(rules_text(true)));
    auto imported = test::run_judge(db + "db import-text --game dm --doc dm-cr --title 試験用総合ルール --version 1.0 --effective 2026-04-01 " +
                                    test::shell_quote(cr.string()));
    REQUIRE(imported.exit_code == 0);
    CHECK(contains(imported.out, "imported 9 headings of 試験用総合ルール (version 1.0, effective 2026-04-01)"));
    CHECK(contains(imported.out, "its 9 numbered sections are cited as <official doc=\"dm-cr\" section=\"…\"/>"));

    // The Q&A table: 200 items, one linked to a card of the library, one superseding another.
    auto qa = dir.write("qa.csv", shift_jis(qa_table()));
    auto qa_imported = test::run_judge(db + "db import-qa --game dm --title " + test::shell_quote("試験用Q&A") + " --version 2026-05 " + test::shell_quote(qa.string()));
    REQUIRE(qa_imported.exit_code == 0);
    CHECK(contains(qa_imported.out, "imported 200 Q&A items of 試験用Q&A (version 2026-05) from " + qa.string() + " as DM-Q-QA-1 … DM-Q-QA-200 (read as CP932)"));
    auto listed = test::run_judge(db + "db imports");
    CHECK(contains(listed.out, "dm-cr  試験用総合ルール (version 1.0, effective 2026-04-01)\n  " + cr.string() + "  dm  CP932  9 rules"));
    CHECK(contains(listed.out, "qa  試験用Q&A (version 2026-05)\n  " + qa.string() + "  dm  CP932  200 Q&A items"));
    CHECK(contains(test::run_judge(db + "search 試験の質問77").out, "DM-Q-QA-77"));
    CHECK(contains(test::run_judge(db + "show DM-Q-QA-50").out, "superseded"));
    CHECK(contains(test::run_judge(db + "show 火の兵士").out, "DM-Q-QA-3"));

    // Three bundled entries cite them: an assumption, a rule and a ruling.
    const auto data = dir.path() / "data";
    fs::copy(fs::path(JUDGE_SOURCE_DIR) / "rulesdb/data", data, fs::copy_options::recursive);
    cite(data / "dm/assumptions.xml", "DM-A-DRAW-STEP", "<official doc=\"dm-cr\" section=\"506.2\"/>");
    // Written as a Japanese keyboard may type it: full-width digits and a trailing full stop.
    cite(data / "dm/rules.xml", "DM-R-MANA-CHARGE", "<official doc=\"dm-cr\" section=\"５０７．１．\"/>");
    cite(data / "dm/rulings.xml", "DM-J-FIRST-TURN-NO-DRAW", "<official doc=\"qa\" section=\"12\"/>");
    // And a card of the library: its entry cites the Q&A item about it.
    const auto scenarios = dir.path() / "scenarios";
    fs::copy(fs::path(JUDGE_SOURCE_DIR) / "scenarios", scenarios, fs::copy_options::recursive);
    cite(scenarios / "dm/cards.xml", "DM-C-FIRE-SOLDIER", "<official doc=\"qa\" section=\"3\"/>");
    const auto build = db + "db build --data " + test::shell_quote(data.string()) + " --scenarios " + test::shell_quote(scenarios.string());
    auto built = test::run_judge(build, dir.path());
    INFO(built.err);
    REQUIRE(built.exit_code == 0);
    CHECK(contains(built.out, "carried over 2 of 2 imported documents"));

    auto assumption = test::run_judge(db + "show DM-A-DRAW-STEP");
    CHECK(contains(assumption.out, "assumption, confirmed by an official source"));
    CHECK(contains(assumption.out, "Official source: 試験用総合ルール (version 1.0, effective 2026-04-01) 506.2 (DM-I-DM-CR-S506-2 "));
    CHECK(contains(test::run_judge(db + "show DM-I-DM-CR-S506-2").out, "Cited as an official source by:\n  DM-A-DRAW-STEP"));
    CHECK(contains(test::run_judge(db + "show DM-J-FIRST-TURN-NO-DRAW").out, "Official source: 試験用Q&A (version 2026-05) 12 (DM-Q-QA-12 "));
    CHECK(contains(test::run_judge(db + "show 火の兵士").out, "Official source: 試験用Q&A (version 2026-05) 3 (DM-Q-QA-3 "));
    // The engine plays the card as before: its citation is the entry's, not the game's.
    CHECK(test::run_judge("--db " + test::shell_quote(db_path.string()) + " verify " + test::shell_quote((scenarios / "dm").string())).exit_code == 0);

    // The site shows the official numbers with the version and date, linked to the imported text.
    const auto site = dir.path() / "site";
    auto exported = test::run_judge(db + "export html --out " + test::shell_quote(site.string()));
    REQUIRE(exported.exit_code == 0);
    CHECK(contains(exported.out, "200 official Q&A"));
    const auto ruling = test::read_file(site / "dm/DM-J-FIRST-TURN-NO-DRAW.html");
    CHECK(contains(ruling, "公式の出典で確認済みの前提"));
    CHECK(contains(ruling, "<cite>試験用総合ルール</cite>（版 1.0、2026-04-01 施行） <a href=\"DM-I-DM-CR-S506.html#DM-I-DM-CR-S506-2\" class=\"section-number\">506.2</a>"));
    CHECK(contains(ruling, "<cite>試験用Q&amp;A</cite>（版 2026-05） <a href=\"DM-Q-QA-12.html\" class=\"section-number\">12</a>"));
    CHECK(contains(test::read_file(site / "en/dm/DM-J-FIRST-TURN-NO-DRAW.html"), "(version 1.0, effective 2026-04-01)"));
    CHECK(contains(test::read_file(site / "dm/assumptions.html"), "公式の出典で確認済みの前提"));
    CHECK(contains(test::read_file(site / "dm/DM-C-FIRE-SOLDIER.html"), "<a href=\"DM-Q-QA-3.html\" class=\"section-number\">3</a>"));
    const auto item = test::read_file(site / "dm/DM-Q-QA-150.html");
    CHECK(contains(item, "公式Q&amp;A"));
    CHECK_FALSE(contains(item, "シナリオなし"));
    CHECK(contains(item, "https://example.org/qa/150"));

    // A citation of a section the document does not have is refused where it is written.
    auto assumptions = test::read_file(data / "dm/assumptions.xml");
    const auto wrong = data / "dm/assumptions.xml";
    {
        auto text = assumptions;
        text.replace(text.find("section=\"506.2\""), 15, "section=\"506.9\"");
        std::ofstream(wrong, std::ios::binary) << text;
    }
    auto refused = test::run_judge(build, dir.path());
    CHECK(refused.exit_code == 2);
    CHECK(contains(refused.err, "data/dm/assumptions.xml:"));
    CHECK(contains(refused.err, ": 試験用総合ルール (version 1.0, effective 2026-04-01) has no section 506.9 (nearest: 506.1, 506.2, 507, 507.1)"));
    CHECK(contains(refused.err, "judge.db is unchanged"));
    std::ofstream(wrong, std::ios::binary) << assumptions;

    // A newer version that drops 506.2 reports, by ID, the citation that no longer resolves.
    auto newer = dir.write("cr-1.1.txt", shift_jis(rules_text(false)));
    auto replaced = test::run_judge(db + "db import-text --game dm --doc dm-cr --title 試験用総合ルール --version 1.1 --effective 2026-10-01 " +
                                    test::shell_quote(newer.string()));
    CHECK(replaced.exit_code == 0);
    CHECK(contains(replaced.out, "it replaces the version imported before (試験用総合ルール (version 1.0, effective 2026-04-01))"));
    CHECK(contains(replaced.err, "1 citation of dm-cr does not resolve in this version"));
    CHECK(contains(replaced.err, "DM-A-DRAW-STEP (data/dm/assumptions.xml:"));
    CHECK(contains(replaced.err, ") cites section 506.2, which dm-cr no longer has"));
    // 507.1 is still there, reworded: the entry citing it is named for a look.
    CHECK(contains(replaced.err, "1 cited section(s) of dm-cr read differently in this version"));
    CHECK(contains(replaced.err, "  DM-R-MANA-CHARGE (data/dm/rules.xml:"));
    CHECK(contains(replaced.err, ") cites section 507.1, whose text changed"));
    // The site shows the citation that no longer resolves as such.
    const auto site_after = dir.path() / "site-1.1";
    REQUIRE(test::run_judge(db + "export html --out " + test::shell_quote(site_after.string())).exit_code == 0);
    CHECK(contains(test::read_file(site_after / "dm/DM-J-FIRST-TURN-NO-DRAW.html"), "506.2<span class=\"muted\">（今取り込まれている版にはありません）</span>"));
    CHECK(contains(test::run_judge(db + "show DM-A-DRAW-STEP").out, "506.2 (not in the version imported now"));
    CHECK(contains(test::run_judge(db + "db imports").out, "dm-cr  試験用総合ルール (version 1.1, effective 2026-10-01)"));
    CHECK(test::run_judge(build, dir.path()).exit_code == 2);

    // The organiser sees the work left.
    auto coverage = test::run_judge(db + "coverage --game dm");
    CHECK(coverage.exit_code == 0);
    CHECK(contains(coverage.out, "dm-cr  試験用総合ルール (version 1.1, effective 2026-10-01)"));
    CHECK(contains(coverage.out, "imported sections no entry cites (7):\n    dm-cr: 1, 1.1, 1.1.1, 5, 506, 506.1, 507\n"));
    CHECK(contains(coverage.out, "assumptions with no official source ("));
    CHECK(contains(coverage.out, "    DM-A-DECK-OUT  "));
    // The citation 1.1 no longer resolves: it is work left, and no longer backs the assumption.
    CHECK(contains(coverage.out, "citations the documents as imported now do not have (1; `judge db build` refuses them until corrected):\n    DM-A-DRAW-STEP  dm-cr 506.2\n"));
    CHECK(contains(coverage.out, "    DM-A-DRAW-STEP  "));
    CHECK(contains(test::run_judge(db + "show DM-A-DRAW-STEP").out, "DM-A-DRAW-STEP  assumption  "));
    // A search that finds nothing says what the database covers for the game.
    auto nothing = test::run_judge(db + "search --game dm zzqqxx");
    CHECK(contains(nothing.out, "the database covers dm with: "));
    CHECK(contains(nothing.out, "試験用総合ルール (version 1.1, effective 2026-10-01) (imported)"));
}

TEST_CASE("a Q&A table with mistakes is refused whole, each mistake at its row and column", "[official]") {
    test::TempDir dir;
    const auto db = "--db " + test::shell_quote((dir.path() / "judge.db").string()) + " ";
    REQUIRE(test::run_judge(db + "db build").exit_code == 0);
    auto table = dir.write("qa.csv",
                           "number,date,question,answer,url,supersedes,rarity\n"
                           "1,2026-02-30,質問,回答,https://example.org/1,,\n"
                           "01,2026-01-01,質問,回答,ftp://example.org,,\n"
                           "2,2026-01-01,,回答,,9,\n");
    auto r = test::run_judge(db + "db import-qa --game dm " + test::shell_quote(table.string()));
    CHECK(r.exit_code == 2);
    CHECK(contains(r.err, table.string() + ":1:44: unknown column 'rarity'"));
    CHECK(contains(r.err, table.string() + ":2:3: column 'date': the date '2026-02-30' is not a day of the calendar written YYYY-MM-DD or YYYY/MM/DD"));
    CHECK(contains(r.err, table.string() + ":3:1: column 'number': the item number 01 is already used on line 2"));
    CHECK(contains(r.err, table.string() + ":3:21: column 'url': the address 'ftp://example.org' is not an http:// or https:// address"));
    CHECK(contains(r.err, table.string() + ":4:14: column 'question': item 2 has no question"));
    CHECK(contains(r.err, table.string() + ":4:19: column 'supersedes': supersedes item 9, which the table does not have"));
    CHECK(contains(r.err, "nothing was imported"));
    CHECK(contains(test::run_judge(db + "db imports").out, "no imported documents"));
}

TEST_CASE("a Q&A table in XML imports as the CSV one does, and the options are checked", "[official]") {
    test::TempDir dir;
    const auto db = "--db " + test::shell_quote((dir.path() / "judge.db").string()) + " ";
    REQUIRE(test::run_judge(db + "db build").exit_code == 0);
    auto xml = dir.write("qa.xml",
                         "<qa>\n"
                         "  <item number=\"A-1\" date=\"2026/03/01\" url=\"https://example.org/a1\">\n"
                         "    <card>火の兵士</card><card>水の兵士</card>\n"
                         "    <question>火の兵士と水の兵士がバトルしたら？</question>\n"
                         "    <answer>パワーの大きいほうが勝ちます。</answer>\n"
                         "  </item>\n"
                         "</qa>\n");
    auto r = test::run_judge(db + "db import-qa --game dm --doc dm-qa " + test::shell_quote(xml.string()));
    INFO(r.err);
    CHECK(r.exit_code == 0);
    auto shown = test::run_judge(db + "show DM-Q-DM-QA-A-1");
    CHECK(contains(shown.out, "official Q&A"));
    CHECK(contains(shown.out, "2026-03-01"));
    CHECK(contains(shown.out, "About cards:\n  DM-C-"));

    auto misspelt = dir.write("bad.xml", "<qa>\n  <item number=\"1\" dat=\"2026-01-01\"><question>q</question><answer>a</answer></item>\n</qa>\n");
    auto bad = test::run_judge(db + "db import-qa --game dm " + test::shell_quote(misspelt.string()));
    CHECK(bad.exit_code == 2);
    CHECK(contains(bad.err, misspelt.string() + ":2:20: <item> takes no attribute 'dat'"));

    auto doc = dir.write("cr.txt", "1. 概要\n");
    // One ID names one document: a Q&A does not replace a rules text of the same ID.
    REQUIRE(test::run_judge(db + "db import-text --game dm --doc dm-cr " + test::shell_quote(doc.string())).exit_code == 0);
    auto clash = test::run_judge(db + "db import-qa --game dm --doc dm-cr " + test::shell_quote(xml.string()));
    CHECK(clash.exit_code == 2);
    CHECK(contains(clash.err, "dm-cr is the ID of the rules text imported from " + doc.string() + "; a Q&A takes an ID of its own (--doc)"));
    CHECK(contains(test::run_judge(db + "db imports").out, "dm-cr  dm-cr\n"));
    CHECK(test::run_judge(db + "db import-text --game dm --doc DM-CR " + test::shell_quote(doc.string())).err ==
          "judge: --doc 'DM-CR' must be lower-case letters, digits and hyphens (up to 32), starting with a letter\n");
    CHECK(test::run_judge(db + "db import-text --game dm --doc seed-002 " + test::shell_quote(doc.string())).err ==
          "judge: seed-002 is a document of the bundled data of dm; give the official document an ID of its own\n");
    CHECK(test::run_judge(db + "db import-text --game dm --version 2 " + test::shell_quote(doc.string())).err ==
          "judge: --title, --version and --effective describe an official document: give its ID with --doc too\n");
    CHECK(test::run_judge(db + "db import-text --game dm --doc dm-cr --effective 2026-13-01 " + test::shell_quote(doc.string())).err ==
          "judge: --effective '2026-13-01' is not a day written YYYY-MM-DD\n");
}
