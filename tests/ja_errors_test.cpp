// Errors and verdict failures speak the user's language: the same mistake gives one line in
// English and one in Japanese, both with the same file:line:col prefix (editors jump to it); only
// the message after it is translated. A verdict failure and an explored outcome read the same way.
#include <catch2/catch.hpp>

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "judge/core/near_name.hpp"
#include "judge/core/numbers.hpp"
#include "judge/core/outcomes.hpp"
#include "judge/games/registry.hpp"
#include "messages/language.hpp"
#include "rulesdb/query_syntax.hpp"
#include "support.hpp"

namespace fs = std::filesystem;
using test::run_judge;
using test::shell_quote;

namespace {

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::stringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

// "file:line:col: " of a diagnostic line: everything up to the third ": "-ended colon group.
std::string prefix_of(const std::string& line, int colons) {
    std::size_t at = 0;
    for (int i = 0; i < colons; ++i) {
        at = line.find(':', at);
        if (at == std::string::npos) return {};
        ++at;
    }
    return line.substr(0, at);
}

bool has_japanese(const std::string& text) {
    // Hiragana, katakana and CJK ideographs all start with the UTF-8 lead bytes E3 to E9.
    for (unsigned char c : text)
        if (c >= 0xE3 && c <= 0xE9) return true;
    return false;
}

// A dm scenario that PASSes as written; the tests change one word of it.
const std::string kDm = R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario id="t" game="dm">
  <title ja="テスト" en="test"/>
  <setup turn="2" active="A" phase="attack">
    <player id="A">
      <zone name="battle"><card id="small" type="creature" power="1000" cost="1"/></zone>
    </player>
    <player id="B">
      <zone name="battle"><card id="big" type="creature" power="5000" cost="5" tapped="true"/></zone>
    </player>
  </setup>
  <actions>
    <attack player="A" attacker="small" target="player"/>
  </actions>
  <expect>
    <winner player="A"/>
    <card id="small" tapped="true"/>
  </expect>
</scenario>
)";

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

test::RunResult verify(const fs::path& file, const std::string& language) {
    return run_judge("--db " + shell_quote(test::bundled_db().string()) + " verify " + shell_quote(file.string()), {}, language);
}

// Sets the process's language for one test and puts English back after it.
struct LanguageFor {
    explicit LanguageFor(msg::Lang lang) { msg::set_language(lang); }
    ~LanguageFor() { msg::set_language(msg::Lang::en); }
};

}  // namespace

TEST_CASE("a load error in Japanese is one line with the same file:line:col prefix as in English", "[messages][load]") {
    test::TempDir dir;
    auto file = dir.write("typo.xml", replaced(kDm, R"(attacker="small")", R"(atacker="small")"));
    auto en = verify(file, "en");
    auto ja = verify(file, "ja");
    CHECK(en.exit_code == 2);
    CHECK(ja.exit_code == 2);
    auto en_lines = lines_of(en.err), ja_lines = lines_of(ja.err);
    REQUIRE(en_lines.size() == 1);
    REQUIRE(ja_lines.size() == 1);
    // The English line is the one the format has always given.
    CHECK(en_lines[0] == file.string() + ":13:24: unknown attribute 'atacker' on <attack>; did you mean 'attacker'?");
    CHECK(prefix_of(ja_lines[0], 3) == file.string() + ":13:24:");
    CHECK(ja_lines[0] == file.string() + ":13:24: <attack> の属性「atacker」は不明です。「attacker」のことですか？");
}

TEST_CASE("a load error's value problems and lists are Japanese too, machine words kept as written", "[messages][load]") {
    test::TempDir dir;
    auto bad_number = dir.write("power.xml", replaced(kDm, R"(power="1000")", R"(power="１０００")"));
    auto ja = verify(bad_number, "ja");
    CHECK(ja.exit_code == 2);
    auto lines = lines_of(ja.err);
    REQUIRE(lines.size() == 1);
    CHECK(lines[0] == bad_number.string() + ":6:60: 「power」の値「１０００」は整数ではありません（0〜9の数字、先頭に「-」も可）");

    auto bad_zone = dir.write("zone.xml", replaced(kDm, R"(<zone name="battle"><card id="small")", R"(<zone name="nowhere"><card id="small")"));
    auto zone = lines_of(verify(bad_zone, "ja").err);
    REQUIRE(zone.size() == 1);
    CHECK(zone[0].rfind(bad_zone.string() + ":6:13: ゾーン「nowhere」は不明です。dm にあるのは ", 0) == 0);
    CHECK(zone[0].find("battle、") != std::string::npos);  // the list joined the Japanese way, its words as written
}

TEST_CASE("a database source error in Japanese keeps its file:line:col prefix", "[messages][db]") {
    test::TempDir dir;
    dir.write("data/iw/game.xml", R"(<game id="iw" name-ja="テスト" name-en="Test"><document id="doc" title="Doc" path="doc.txt"/></game>)");
    dir.write("data/iw/entries.xml", "<entries game=\"iw\">\n"
                                     "<rule id=\"IW-R-A\" titel-ja=\"甲\" title-en=\"A\" source=\"doc\"><text>本文</text></rule>\n"
                                     "</entries>\n");
    fs::create_directories(dir.path() / "scenarios");
    auto build = [&](const std::string& language) {
        return run_judge("--db " + shell_quote((dir.path() / "x.db").string()) + " db build --data " + shell_quote((dir.path() / "data").string()) +
                             " --scenarios " + shell_quote((dir.path() / "scenarios").string()),
                         {}, language);
    };
    auto en = build("en");
    auto ja = build("ja");
    CHECK(en.exit_code == 2);
    CHECK(ja.exit_code == 2);
    auto en_lines = lines_of(en.err), ja_lines = lines_of(ja.err);
    REQUIRE(!en_lines.empty());
    REQUIRE(en_lines.size() == ja_lines.size());
    CHECK(en_lines[0].find("entries.xml:2:19: <rule> takes no attribute 'titel-ja'") != std::string::npos);
    CHECK(prefix_of(ja_lines[0], 3) == prefix_of(en_lines[0], 3));
    CHECK(ja_lines[0].substr(prefix_of(ja_lines[0], 3).size()) == " <rule> は属性「titel-ja」をとりません");
}

TEST_CASE("a verdict failure in Japanese says what was expected and what happened", "[messages][verify]") {
    test::TempDir dir;
    auto file = dir.write("fails.xml", replaced(kDm, R"(<card id="small" tapped="true"/>)", R"(<card id="small" tapped="false"/>)"));
    auto en = verify(file, "en");
    auto ja = verify(file, "ja");
    CHECK(en.exit_code == 1);
    CHECK(ja.exit_code == 1);
    const auto where = file.string() + ":17:5: ";
    CHECK(en.out.find(where + "card small tapped: expected false, got true") != std::string::npos);
    CHECK(ja.out.find(where + "カード small のタップ状態: 期待 アンタップ、実際 タップ") != std::string::npos);
    CHECK(ja.out.find("expected false") == std::string::npos);
}

// The scenario words a Japanese failure, outcome or board must not show: every zone, stat, status,
// status value, phase and card type of the game, and the format's state words.
std::vector<std::string> scenario_words(const judge::Ruleset& ruleset) {
    std::vector<std::string> words = {"none", "true", "false", "up", "down"};
    for (const auto& w : ruleset.zone_names()) words.push_back(w);
    for (const auto& w : ruleset.stats()) words.push_back(w);
    for (const auto& w : ruleset.phases()) words.push_back(w);
    for (const auto& w : ruleset.card_types()) words.push_back(w);
    for (const auto& s : ruleset.statuses()) {
        words.push_back(s.name);
        for (const auto& v : s.words) words.push_back(v);
    }
    return words;
}

// The scenario words in `text` standing as words (not inside a longer Latin word such as a card id).
std::vector<std::string> latin_words_in(const std::string& text, const std::vector<std::string>& words) {
    std::vector<std::string> found;
    auto latin = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_'; };
    for (const auto& w : words)
        for (auto at = text.find(w); at != std::string::npos; at = text.find(w, at + 1))
            if ((at == 0 || !latin(text[at - 1])) && (at + w.size() == text.size() || !latin(text[at + w.size()]))) {
                found.push_back(w);
                break;
            }
    return found;
}

TEST_CASE("a Japanese failure names every zone, state and value by the game's own word, no scenario word", "[messages][verify]") {
    test::TempDir dir;
    auto file = dir.write("zones.xml", replaced(replaced(kDm, R"(<card id="small" tapped="true"/>)",
                                                          R"(<card id="small" zone="graveyard"/><card id="big" face="down"/><count player="A" zone="mana" equals="9"/>)"),
                                                 R"(<winner player="A"/>)", R"(<winner none="true"/>)"));
    auto ja = verify(file, "ja");
    CHECK(ja.out.find("カード small のゾーン: 期待 墓地、実際 バトルゾーン") != std::string::npos);
    CHECK(ja.out.find("カード big の向き: 期待 裏向き、実際 表向き") != std::string::npos);
    CHECK(ja.out.find("のマナゾーンのカードの枚数: 期待 9") != std::string::npos);
    CHECK(ja.out.find("勝者: 期待 なし、実際 A") != std::string::npos);
    const auto words = scenario_words(*judge::find_ruleset("dm"));
    for (const auto& line : lines_of(ja.out)) {
        if (line.find("期待") == std::string::npos) continue;
        // The file:line:col before the message is the reader's own path.
        const auto message = line.substr(line.find(": ") + 2);
        INFO(line);
        CHECK(latin_words_in(message, words).empty());
    }
}

TEST_CASE("a Japanese outcome table and board of every bundled explored scenario holds no scenario word", "[messages][explore]") {
    std::size_t checked = 0;
    for (const char* game : {"iw", "gcb", "dm"}) {
        const auto folder = std::filesystem::path(JUDGE_SOURCE_DIR) / "scenarios" / game;
        const auto words = scenario_words(*judge::find_ruleset(game));
        for (const auto& entry : std::filesystem::directory_iterator(folder)) {
            const auto name = entry.path().filename().string();
            if (name.rfind("explore-", 0) != 0 || entry.path().extension() != ".xml") continue;
            auto ja = run_judge("--db " + shell_quote(test::bundled_db().string()) + " verify --trace " + shell_quote(entry.path().string()), {}, "ja");
            REQUIRE(ja.exit_code == 0);
            for (const auto& line : lines_of(ja.out)) {
                // The verdict line names the file; a trace step quotes its rule's ID.
                if (line.find(".xml") != std::string::npos || line.find("[") != std::string::npos) continue;
                INFO(name << ": " << line);
                CHECK(latin_words_in(line, words).empty());
                ++checked;
            }
        }
    }
    CHECK(checked > 300);  // the outcome lines and the boards before and after of some 20 scenarios
}

TEST_CASE("the Latin-word check finds a scenario word standing alone, not inside an id", "[messages]") {
    CHECK(latin_words_in("期待 graveyard、実際 battle", {"graveyard", "battle"}).size() == 2);
    CHECK(latin_words_in("カード mana-1 の位置", {"mana"}).empty());
    CHECK(latin_words_in("Bの手札にBs1", {"hand"}).empty());
}

TEST_CASE("an engine error in Japanese keeps the place of the action that caused it", "[messages][verify]") {
    test::TempDir dir;
    auto file = dir.write("budget.xml", kDm);
    auto ja = run_judge("--db " + shell_quote(test::bundled_db().string()) + " verify --max-steps 1 " + shell_quote(file.string()), {}, "ja");
    auto en = run_judge("--db " + shell_quote(test::bundled_db().string()) + " verify --max-steps 1 " + shell_quote(file.string()), {}, "en");
    CHECK(lines_of(ja.err).size() == lines_of(en.err).size());
    CHECK(en.err.find(file.string() + ":13:5: the judge stopped: the scenario took more than 1 steps") != std::string::npos);
    CHECK(ja.err.find(file.string() + ":13:5: judge が停止しました: シナリオが1手順を超えました") != std::string::npos);
}

TEST_CASE("near-name suggestions and number problems follow the process's language", "[messages]") {
    CHECK(judge::did_you_mean("plyer", {"player"}) == "; did you mean 'player'?");
    CHECK(judge::parse_whole_number("x", 0, 3).problem == "is not a whole number (digits 0-9, optionally a leading '-')");
    LanguageFor ja(msg::Lang::ja);
    CHECK(judge::did_you_mean("plyer", {"player"}) == "。「player」のことですか？");
    CHECK(judge::parse_whole_number("9", 0, 3).problem == "範囲外です（0〜3）");
    CHECK(judge::did_you_mean("xyz", {"player"}).empty());
}

TEST_CASE("what sets explored outcomes apart and what they share exist in both languages from one run", "[messages][explore]") {
    const auto& dm = *judge::find_ruleset("dm");
    std::vector<judge::Outcome> outcomes(2);
    outcomes[0].final = {{"", "winner", "A"}, {"k1", "zone", "A battle"}};
    outcomes[1].final = {{"", "winner", "A"}, {"k1", "zone", "A graveyard"}};
    auto common = judge::compare_outcomes(outcomes, dm);
    CHECK(common.en == "A wins in every line");
    CHECK(common.ja == "どの進行でもAが勝つ");
    CHECK(outcomes[0].differs.en == "k1 zone A battle");
    CHECK(outcomes[1].differs.en == "k1 zone A graveyard");
    CHECK(outcomes[0].differs.ja == "Aのバトルゾーンにk1、Aの墓地は空");
    CHECK(outcomes[1].differs.ja == "Aのバトルゾーンは空、Aの墓地にk1");

    std::vector<judge::Outcome> one(1);
    one[0].final = {{"", "winner", "none"}};
    auto none = judge::compare_outcomes(one, dm);
    CHECK(none.en == "no line has a winner");
    CHECK(has_japanese(none.ja));
    CHECK(one[0].differs == msg::Text{"every line ends on this board", "どの進行もこの盤面で終わる"});
}

TEST_CASE("an explored outcome's facts are said in the game's own words in Japanese, as written in English", "[messages][explore]") {
    const auto& iw = *judge::find_ruleset("iw");
    std::vector<judge::Outcome> outcomes(2);
    outcomes[0].final = {{"", "winner", "none"}, {"g1", "zone", "A territory"}, {"g1", "tapped", "true"},
                         {"g1", "attack", "3000"}, {"e1", "zone", "A territory"}, {"e1", "attached-to", "g1"}};
    outcomes[1].final = {{"", "winner", "none"}, {"g1", "zone", "A territory"}, {"g1", "attack", "5000"},
                         {"e1", "zone", "A territory"}};
    judge::compare_outcomes(outcomes, iw);
    CHECK(outcomes[0].differs.en == "e1 attached-to g1, g1 tapped true, g1 attack 3000");
    CHECK(outcomes[1].differs.en == "e1 attached-to none, g1 tapped false, g1 attack 5000");
    CHECK(outcomes[0].differs.ja == "e1はg1に付いている、g1はパーン状態、g1の攻撃力は3000");
    CHECK(outcomes[1].differs.ja == "e1はどのカードにも付いていない、g1はパーン状態でない、g1の攻撃力は5000");
}

TEST_CASE("a malformed search query is an exit-2 error in the user's language", "[messages][search]") {
    const auto db = shell_quote(test::bundled_db().string());
    // --lang decides, whatever JUDGE_LANG (run_judge's `language`) says.
    auto en = run_judge("--db " + db + " --lang en search '\"abc'", {}, "ja");
    auto ja = run_judge("--db " + db + " --lang ja search '\"abc'", {}, "en");
    CHECK(en.exit_code == 2);
    CHECK(ja.exit_code == 2);
    CHECK(en.out.empty());
    CHECK(ja.out.empty());
    CHECK(en.err == "judge: bad query: unclosed quote: a phrase needs its closing \"\n");
    CHECK(ja.err == "judge: 検索式の誤り: 引用符が閉じていません。フレーズの終わりにも \" を付けてください\n");
    // The query's own game: filter, checked against the database.
    auto game = run_judge("--db " + db + " search 'game:xx 貫通'", {}, "ja");
    CHECK(game.exit_code == 2);
    CHECK(game.err == "judge: 検索式の誤り: game:xx のゲーム「xx」は不明です\n");
}

TEST_CASE("every malformed query has its Japanese sentence, machine words kept as typed", "[messages][search]") {
    auto problem = [](const std::string& query) {
        try {
            rulesdb::parse_query(query);
        } catch (const rulesdb::QueryError& e) {
            return std::string(e.what());
        }
        return std::string("(no error)");
    };
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"\"abc", "unclosed quote: a phrase needs its closing \""},
        {"- abc", "a lone '-': put the word to leave out right after it (-word)"},
        {"\"\"", "an empty phrase: put words between the quotes"},
        {"abc OR", "OR needs a word or phrase on each side (a OR b)"},
        {"tag: abc", "tag: needs a value (tag:VALUE)"},
        {"kind:x abc", "unknown kind 'x' in kind:x; kinds are rule, ruling, assumption, term"},
        {"game:iw game:dm abc", "two different game: filters"},
    };
    for (const auto& [query, english] : cases) CHECK(problem(query) == english);
    LanguageFor ja(msg::Lang::ja);
    const std::vector<std::string> japanese = {
        "引用符が閉じていません。フレーズの終わりにも \" を付けてください",
        "「-」だけでは何も除けません。除く語をすぐ後に続けてください（-語）",
        "フレーズが空です。引用符の間に語を入れてください",
        "OR の両側に語かフレーズが必要です（a OR b）",
        "tag: に値がありません（tag:値）",
        "kind:x の種類「x」は不明です。種類は rule、ruling、assumption、term です",
        "game: の絞り込みに2つの異なる値があります",
    };
    for (std::size_t i = 0; i < cases.size(); ++i) CHECK(problem(cases[i].first) == japanese[i]);
}
