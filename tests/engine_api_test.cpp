// The embeddable engine's C API (engine_api/judge_api.h), natively: a scenario given as text gives
// the verdict, golden traces and report that `judge verify` gives for the file, bad input is one
// located error, and known IDs are checked once they are given.
#include <catch2/catch.hpp>

#include <SQLiteCpp/Statement.h>

#include <string>

#include "engine_api/judge_api.h"
#include "judge/core/golden_trace.hpp"
#include "judge/core/scenario_loader.hpp"
#include "report/json_writer.hpp"
#include "rulesdb/database.hpp"
#include "strict_json.hpp"
#include "support.hpp"

namespace fs = std::filesystem;

namespace {

const fs::path kSource = JUDGE_SOURCE_DIR;

std::string verify(const std::string& xml, const std::string& options) { return judge_verify_json(xml.c_str(), options.c_str()); }

// `"name":"text"` as the answer writes a string member.
std::string member(const std::string& name, const std::string& text) { return report::json_quote(name) + ":" + report::json_quote(text); }

// The bundled database's IDs, one per line, as a host hands them to judge_set_known_ids.
std::string bundled_ids() {
    auto db = rulesdb::open_database(test::bundled_db());
    SQLite::Statement all(*db, "SELECT id FROM entries");
    std::string ids;
    while (all.executeStep()) ids += all.getColumn(0).getString() + "\n";
    return ids;
}

}  // namespace

TEST_CASE("Every bundled scenario given as text passes with the traces of its golden files") {
    judge_set_known_ids(bundled_ids().c_str());
    int scenarios = 0;
    for (const auto& file : judge::find_scenario_files(kSource / "scenarios")) {
        const auto name = fs::relative(file, kSource).generic_string();
        INFO(name);
        const auto answer = verify(test::read_file(file), "{\"file\": \"" + name + "\"}");
        REQUIRE(test::json_problem(answer) == std::nullopt);
        CHECK(answer.rfind("{\"verdict\":\"pass\",\"ids_checked\":true,", 0) == 0);
        CHECK(answer.find(member("en", test::read_file(judge::golden_trace_path(file, msg::Lang::en)))) != std::string::npos);
        CHECK(answer.find(member("ja", test::read_file(judge::golden_trace_path(file, msg::Lang::ja)))) != std::string::npos);
        ++scenarios;
    }
    CHECK(scenarios > 200);
}

TEST_CASE("The engine's report of a scenario is the text judge verify --trace prints for it, in either language") {
    judge_set_known_ids(bundled_ids().c_str());
    const std::string name = "scenarios/gcb/activation-refused-outside-its-timing.xml";
    const auto xml = test::read_file(kSource / name);
    for (std::string lang : {"en", "ja"}) {
        const auto cli = test::run_judge("--db " + test::shell_quote(test::bundled_db().string()) + " verify --trace " + name, kSource, lang);
        REQUIRE(cli.exit_code == 0);
        const auto report = cli.out.substr(0, cli.out.rfind('\n', cli.out.size() - 2) + 1);  // without the summary line
        const auto answer = verify(xml, "{\"file\": \"" + name + "\", \"lang\": \"" + lang + "\"}");
        CHECK(answer.find(member("text", report)) != std::string::npos);
        // The boards block is the site's, SVG diagrams and all.
        CHECK(answer.find("<div class=\\\"boards\\\">") != std::string::npos);
        CHECK(answer.find("<svg class=\\\"board board-after\\\"") != std::string::npos);
    }
}

TEST_CASE("A mistake in the scenario text is an error at its line and column") {
    const auto answer = verify("<scenario id=\"x\" game=\"iw\">\n  <setup>\n    <oops/>\n", "{\"file\": \"edited.xml\"}");
    REQUIRE(test::json_problem(answer) == std::nullopt);
    CHECK(answer.rfind("{\"verdict\":\"error\"", 0) == 0);
    CHECK(answer.find("\"locations\":[{\"line\":3,\"column\":12,") != std::string::npos);
    CHECK(answer.find("edited.xml:3:12: malformed XML") != std::string::npos);
    CHECK(answer.find("\"before\":null") != std::string::npos);
}

TEST_CASE("A scenario citing an ID that the given known IDs lack is an error, as judge verify makes it") {
    const std::string name = "scenarios/gcb/activation-refused-outside-its-timing.xml";
    const auto xml = test::read_file(kSource / name);
    const auto options = "{\"file\": \"" + name + "\"}";
    judge_set_known_ids("GCB-NOT-AN-ID\n");
    auto answer = verify(xml, options);
    CHECK(answer.rfind("{\"verdict\":\"error\",\"ids_checked\":true,", 0) == 0);
    CHECK(answer.find(name + ":") != std::string::npos);
    judge_set_known_ids(bundled_ids().c_str());
    answer = verify(xml, options);
    CHECK(answer.rfind("{\"verdict\":\"pass\",\"ids_checked\":true,", 0) == 0);
}

TEST_CASE("Options that are not understood are refused in the options' own language, English without one") {
    const auto japanese = verify("<scenario/>", "{\"max_steps\": 0, \"lang\": \"ja\"}");
    CHECK(japanese.find("options: \\\"max_steps\\\" は 1 から 40000 までの整数でなければなりません") != std::string::npos);
    const auto english = verify("<scenario/>", "{\"max_steps\": 0}");
    CHECK(english.find("options: \\\"max_steps\\\" must be a whole number from 1 to 40000") != std::string::npos);
    const auto too_many = verify("<scenario/>", "{\"max_steps\": 40001}");  // the range of verify --max-steps
    CHECK(too_many.find("options: \\\"max_steps\\\" must be a whole number from 1 to 40000") != std::string::npos);
    const auto syntax = verify("<scenario/>", "{\"lang\": \"ja\" \"file\": \"a\"}");
    CHECK(syntax.find("options: オフセット 14 に「,」か「}」が必要です") != std::string::npos);
    const auto unknown = verify("<scenario/>", "{\"lang\": \"ja\", \"colour\": true}");
    CHECK(unknown.find("options: 不明なメンバー \\\"colour\\\"。使えるもの: file, lang, page, max_steps, explore, max_branches, player_view") != std::string::npos);
    // A language that is not one is itself the mistake, said in English.
    CHECK(verify("<scenario/>", "{\"lang\": \"fr\"}").find("options: \\\"lang\\\" must be \\\"en\\\" or \\\"ja\\\"") != std::string::npos);
}

TEST_CASE("Options that are not understood are refused with one message, never a default") {
    for (std::string options : {"{\"lang\": \"fr\"}", "{\"max_steps\": 0}", "{\"explore\": \"yes\"}", "{\"colour\": true}", "[1]", "{\"file\": \"a\""}) {
        INFO(options);
        const auto answer = verify("<scenario/>", options);
        REQUIRE(test::json_problem(answer) == std::nullopt);
        CHECK(answer.rfind("{\"verdict\":\"error\"", 0) == 0);
        CHECK(answer.find("options: ") != std::string::npos);
    }
}

TEST_CASE("the engine lists the moves that could be added, each as its element, and says why when it cannot", "[legal-moves]") {
    const std::string board = R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario id="dm-moves" game="dm">
  <title ja="手順"/>
  <setup turn="3" active="A" phase="main">
    <player id="A">
      <zone name="deck"><card id="Ad1" name="山札のカード"/></zone>
      <zone name="hand"><card id="sa" name="速攻の火竜"/></zone>
      <zone name="mana"><card id="Am1" name="火のマナ"/><card id="Am2" name="火のマナ"/><card id="Am3" name="火のマナ"/></zone>
    </player>
    <player id="B"><zone name="deck"><card id="Bd1" name="山札のカード"/></zone></player>
  </setup>
  <actions>MOVES</actions>
</scenario>
)";
    auto with = [&](const std::string& moves) {
        auto text = board;
        return text.replace(text.find("MOVES"), 5, moves);
    };
    const std::string listed = judge_legal_moves_json(with("").c_str(), "");
    CHECK_FALSE(test::json_problem(listed));
    CHECK(listed.find(R"({"label":"summon sa","text":"summon sa","player":"A","xml":"<summon player=\"A\" card=\"sa\"/>"})") != std::string::npos);
    // In Japanese a button says the move in the game's words.
    CHECK(std::string(judge_legal_moves_json(with("").c_str(), R"({"lang": "ja"})")).find(R"("label":"summon sa","text":"召喚（sa）")") != std::string::npos);
    CHECK(listed.find("\"problem\"") == std::string::npos);
    // A move the rules refuse, not marked as expected: no board to list moves on, and the reason to look.
    const std::string stopped = judge_legal_moves_json(with(R"(<attack player="A" attacker="sa"/>)").c_str(), R"({"lang": "ja"})");
    CHECK(stopped.find(R"("moves":[])") != std::string::npos);
    CHECK(stopped.find("シナリオが最後の手順の前で止まります") != std::string::npos);
    // The verdict's answer says where each card ended, for expectations to be offered from it.
    const std::string ran = verify(with(R"(<summon player="A" card="sa"/>)"), "");
    CHECK(ran.find(R"("final":{"winner":null,"cards":[)") != std::string::npos);
    CHECK(ran.find(R"({"id":"sa","player":"A","zone":"battle","tapped":false,"changed":[]})") != std::string::npos);
    CHECK(ran.find(R"({"id":"Am1","player":"A","zone":"mana","tapped":true,"changed":[]})") != std::string::npos);
    // A value an effect changed is given with the printed one (p's power, 7000 printed, 13000 in play).
    const std::string changed = verify(test::read_file(kSource / "scenarios/dm/powered-breaker-one-per-6000.xml"), "");
    CHECK(changed.find(R"({"id":"p","player":"A","zone":"battle","tapped":true,"changed":[{"stat":"power","value":13000,"printed":7000}]})") != std::string::npos);
    // A file that does not load: its one located line.
    const std::string broken = judge_legal_moves_json("<scenario", R"({"file": "x.xml"})");
    CHECK(broken.find(R"("problem":"x.xml:1:)") != std::string::npos);
}

TEST_CASE("the engine gives a board editor each game's words with their labels, and its library's cards") {
    const std::string dm = judge_board_vocabulary_json("dm", "ja");
    CHECK_FALSE(test::json_problem(dm));
    CHECK(dm.find(R"({"word":"battle","label":"バトルゾーン"})") != std::string::npos);
    CHECK(dm.find(R"({"word":"power","label":"パワー"})") != std::string::npos);
    CHECK(dm.find(R"("cards_tap":true)") != std::string::npos);
    CHECK(dm.find(R"({"name":"速攻の火竜","reading":"そっこうのかりゅう","type":"creature"})") != std::string::npos);
    CHECK(dm.find("\"スピードアタッカー\"") != std::string::npos);
    const std::string gcb = judge_board_vocabulary_json("gcb", "en");
    CHECK(gcb.find(R"("cards_tap":false)") != std::string::npos);
    const std::string none = judge_board_vocabulary_json("xx", "en");
    CHECK(none == R"X({"problem":"no game 'xx' in this engine (iw, gcb, dm)"})X");
}
