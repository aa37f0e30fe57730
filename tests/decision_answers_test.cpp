// A NEEDS-DECISION names its answers as the file writes them (judge/core/answer_xml.hpp), so that a
// page can offer each as a button: every answer, added where it goes, is carried out and the run
// moves past that decision, in each game.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "judge/core/answer_xml.hpp"
#include "judge/core/scenario_loader.hpp"
#include "judge/core/verifier.hpp"
#include "judge/games/registry.hpp"
#include "support.hpp"

namespace fs = std::filesystem;

namespace {

const fs::path kScenarios = fs::path(JUDGE_SOURCE_DIR) / "scenarios";

std::string read(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

judge::VerifyResult run(const test::TempDir& dir, const std::string& text) {
    const auto file = dir.write("answer.xml", text);
    judge::KnownId known = [](const std::string&) { return true; };
    auto loaded = judge::load_scenario(file, "answer.xml", judge::find_ruleset, kScenarios);
    return judge::verify(loaded, known);
}

// `text` with `xml` added as the last child of <into>.
std::string added(std::string text, const std::string& into, const std::string& xml) {
    const auto end = text.rfind("</" + into + ">");
    REQUIRE(end != std::string::npos);
    return text.insert(end, "  " + xml + "\n  ");
}

bool same_decision(const judge::PendingDecision& a, const judge::PendingDecision& b) {
    return a.player == b.player && a.kind == b.kind && a.prompt == b.prompt && a.options == b.options;
}

}  // namespace

TEST_CASE("a step left waiting when the moves end lists each answering move, and each one answers it", "[verify][decisions]") {
    test::TempDir dir;
    std::map<std::string, int> checked;  // game → scenarios whose answers were all played
    for (const auto& entry : fs::recursive_directory_iterator(kScenarios)) {
        if (entry.path().extension() != ".xml" || entry.path().filename() == "cards.xml") continue;
        auto text = read(entry.path());
        // An explored scenario whose moves end by leaving B's answer open: not explored, and
        // without that last <any-answer>, the run stops there.
        static const std::regex last_open_answer(R"(\s*<any-answer player="B"/>(\s*</actions>))");
        if (text.find("explore=\"true\"") == std::string::npos || !std::regex_search(text, last_open_answer)) continue;
        text = std::regex_replace(text, std::regex(" explore=\"true\""), "");
        text = std::regex_replace(text, last_open_answer, "$1");
        auto stopped = run(dir, text);
        if (stopped.verdict != judge::Verdict::NeedsDecision || !stopped.decision->by_action) continue;
        const auto& decision = *stopped.decision;
        INFO(entry.path().string() << ": " << decision.prompt);
        REQUIRE(decision.answers.size() == decision.options.size());
        for (std::size_t i = 0; i < decision.answers.size(); ++i) {
            const auto& answer = decision.answers[i];
            CHECK(answer.label == decision.options[i]);
            const auto xml = judge::move_xml(answer.move);
            INFO(xml);
            auto answered = run(dir, added(text, "actions", xml));
            CHECK(answered.verdict != judge::Verdict::Error);
            CHECK_FALSE((answered.decision && same_decision(*answered.decision, decision)));
        }
        ++checked[stopped.game];
    }
    CHECK(checked["dm"] >= 1);
    CHECK(checked["gcb"] >= 1);
    CHECK(checked["iw"] >= 1);
}

TEST_CASE("a choice of one option is written as its <decision>, and that answers it", "[verify][decisions]") {
    test::TempDir dir;
    // B lets the attack through; A then chooses which of B's two shields to break.
    auto text = read(kScenarios / "dm" / "attack-waits-for-block-decision.xml");
    text = std::regex_replace(text, std::regex(R"(<decision player="A" kind="shields" choice="Bs1"/>)"), "");
    auto stopped = run(dir, text);
    REQUIRE(stopped.verdict == judge::Verdict::NeedsDecision);
    const auto& decision = *stopped.decision;
    CHECK_FALSE(decision.by_action);
    CHECK(decision.kind == "shields");
    CHECK(decision.fewest == 1);
    CHECK(decision.most == 1);
    CHECK(decision.options == std::vector<std::string>{"Bs1", "Bs2"});
    CHECK(judge::decision_xml(decision.player, decision.kind, "Bs1") == R"(<decision player="A" kind="shields" choice="Bs1"/>)");
    auto answered = run(dir, added(text, "decisions", judge::decision_xml(decision.player, decision.kind, "Bs1")));
    CHECK(answered.verdict == judge::Verdict::Pass);
}

TEST_CASE("an answer's XML escapes what an attribute cannot hold", "[decisions]") {
    judge::Action move{"block", "B", {{"blocker", "a\"<&>b"}}, {}, false, {}, {}};
    CHECK(judge::move_xml(move) == R"(<block player="B" blocker="a&quot;&lt;&amp;&gt;b"/>)");
    CHECK(judge::decision_xml("A", "order", "x y") == R"(<decision player="A" kind="order" choice="x y"/>)");
}
