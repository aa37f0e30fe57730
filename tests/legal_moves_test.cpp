// The moves a page offers as buttons (judge/core/legal_moves.hpp): exactly those the rules carry
// out on the board after the file's moves, in each game; and each offered move, added to the file,
// is played without a refusal.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <string>

#include "judge/core/answer_xml.hpp"
#include "judge/core/legal_moves.hpp"
#include "judge/core/scenario_loader.hpp"
#include "judge/core/verifier.hpp"
#include "judge/games/registry.hpp"
#include "support.hpp"

namespace fs = std::filesystem;

namespace {

const fs::path kScenarios = fs::path(JUDGE_SOURCE_DIR) / "scenarios";

judge::LoadedScenario loaded(const test::TempDir& dir, const std::string& text) {
    return judge::load_scenario(dir.write("moves.xml", text), "moves.xml", judge::find_ruleset, kScenarios);
}

std::vector<std::string> labels(const std::vector<judge::LegalMove>& moves) {
    std::vector<std::string> out;
    for (const auto& m : moves) out.push_back(m.label);
    return out;
}

bool has(const std::vector<std::string>& list, const std::string& item) { return std::find(list.begin(), list.end(), item) != list.end(); }

// A dm board in A's main phase: a speed attacker in hand with three fire mana, B with an untapped blocker.
std::string dm_board(const std::string& actions) {
    return R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario id="dm-moves" game="dm">
  <title ja="手順の一覧"/>
  <setup turn="3" active="A" phase="main">
    <player id="A">
      <zone name="deck"><card id="Ad1" name="山札のカード"/><card id="Ad2" name="山札のカード"/></zone>
      <zone name="hand"><card id="sa" name="速攻の火竜"/><card id="big" type="creature" power="9000" cost="9" traits="火"/></zone>
      <zone name="mana"><card id="Am1" name="火のマナ"/><card id="Am2" name="火のマナ"/><card id="Am3" name="火のマナ"/></zone>
    </player>
    <player id="B">
      <zone name="deck"><card id="Bd1" name="山札のカード"/><card id="Bd2" name="山札のカード"/></zone>
      <zone name="battle"><card id="bl" type="creature" power="2000" cost="2" traits="光" keywords="ブロッカー"/></zone>
      <zone name="shield"><card id="Bs1" name="シールドのカード"/><card id="Bs2" name="シールドのカード"/></zone>
    </player>
  </setup>
  <actions>)" + actions + R"(</actions>
</scenario>
)";
}

}  // namespace

TEST_CASE("the moves offered are those the rules carry out now", "[legal-moves][dm]") {
    test::TempDir dir;
    auto scenario = loaded(dir, dm_board(""));
    auto board = judge::board_after_moves(scenario);
    REQUIRE(board);
    const auto before = labels(judge::legal_moves(*scenario.ruleset, *board));
    CAPTURE(before);
    CHECK(has(before, "summon sa"));        // 3 mana for a cost of 3
    CHECK_FALSE(has(before, "summon big"));  // 3 mana for a cost of 9
    CHECK_FALSE(has(before, "attack bl"));   // B's creature, on A's turn
    CHECK(has(before, "next-phase"));
    CHECK_FALSE(has(before, "charge sa"));   // the charge phase is over

    // After the summon: the speed attacker may attack the player at once; the blocker is untapped,
    // so it is no creature to attack.
    scenario = loaded(dir, dm_board(R"(<summon player="A" card="sa"/>)"));
    board = judge::board_after_moves(scenario);
    REQUIRE(board);
    const auto moves = judge::legal_moves(*scenario.ruleset, *board);
    const auto after = labels(moves);
    CAPTURE(after);
    CHECK(has(after, "attack sa"));
    CHECK_FALSE(has(after, "attack sa bl"));
    CHECK_FALSE(has(after, "summon sa"));

    // Each offered move, added to the file, is played without a refusal.
    for (const auto& m : moves) {
        const auto xml = judge::move_xml(m.move);
        INFO(xml);
        auto with_move = loaded(dir, dm_board(R"(<summon player="A" card="sa"/>)" + xml));
        const auto result = judge::verify(with_move, [](const std::string&) { return true; });
        CHECK(result.verdict != judge::Verdict::Error);
        CHECK(result.failures.empty());
    }

    // After the attack, B's answers only: the step waits for them.
    scenario = loaded(dir, dm_board(R"(<summon player="A" card="sa"/><attack player="A" attacker="sa"/>)"));
    board = judge::board_after_moves(scenario);
    REQUIRE(board);
    CHECK(labels(judge::legal_moves(*scenario.ruleset, *board)) == std::vector<std::string>{"pass", "block bl"});
}

TEST_CASE("moves are listed after the file's moves only when they all played", "[legal-moves]") {
    test::TempDir dir;
    // A move the rules refuse and the file does not expect refused: no board to list moves on.
    auto refused = loaded(dir, dm_board(R"(<summon player="A" card="big"/>)"));
    CHECK_FALSE(judge::board_after_moves(refused));
}

TEST_CASE("each game's bundled boards offer only moves that play", "[legal-moves]") {
    test::TempDir dir;
    std::map<std::string, int> boards, offered;
    for (const auto& game : {"iw", "gcb", "dm"}) {
        for (const auto& entry : fs::directory_iterator(kScenarios / game)) {
            if (entry.path().extension() != ".xml" || entry.path().filename() == "cards.xml") continue;
            auto scenario = judge::load_scenario(entry.path(), entry.path().filename().string(), judge::find_ruleset, kScenarios);
            if (scenario.scenario.explore) continue;
            auto board = judge::board_after_moves(scenario);
            if (!board) continue;
            for (const auto& m : judge::legal_moves(*scenario.ruleset, *board)) {
                // The move played on the board it was offered on is not refused (the bundled boards'
                // moves are all carried out by the first way of making their choices).
                auto copy = *board;
                judge::Decisions decisions;
                decisions.explore({});
                INFO(entry.path().string() << ": " << judge::move_xml(m.move));
                std::optional<judge::Refused> refusal;
                try {
                    refusal = scenario.ruleset->perform(copy, m.move, decisions);
                } catch (const judge::Refused& thrown) {
                    refusal = thrown;
                } catch (const judge::NeedsDecision&) {
                }
                CHECK_FALSE(refusal);
                ++offered[game];
            }
            if (++boards[game] == 12) break;  // a dozen boards a game keeps the test quick
        }
    }
    CAPTURE(offered);
    CHECK(offered["iw"] > 10);
    CHECK(offered["gcb"] > 10);
    CHECK(offered["dm"] > 10);
}

// Found by the scenario fuzzer once it listed the next moves: reading the attackers of an attack
// that was not open left an empty attack behind, and the end of the moves then failed to find its
// attacking player (map::at: "the scenario cannot be played").
TEST_CASE("an iw effect on the attackers, used when no attack is open, finds nothing and opens no attack", "[legal-moves][iw]") {
    test::TempDir dir;
    auto scenario = loaded(dir, R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario id="iw-attackers-outside-an-attack" game="iw">
  <title ja="攻撃がないときの攻撃中のゲウダへの効果"/>
  <setup turn="5" active="A" phase="main">
    <player id="A">
      <zone name="deck"><card id="d1" name="平凡なゲウダ"/></zone>
      <zone name="set"><card id="sweeper" type="object" name="一掃の祭壇" cost="3"><ability kind="eventi" op="destroy" target="attackers"/></card></zone>
    </player>
    <player id="B"><zone name="set"><card id="g" name="平凡なゲウダ"/></zone></player>
  </setup>
  <actions>
    <use player="A" card="sweeper" ability="eventi"/>
  </actions>
</scenario>
)");
    const auto result = judge::verify(scenario, [](const std::string&) { return true; });
    CHECK(result.verdict == judge::Verdict::Pass);
    CHECK(result.error.empty());
    auto board = judge::board_after_moves(scenario);
    REQUIRE(board);
    CHECK(board->flags.count("iw.attackers") == 0);
    CHECK_FALSE(labels(judge::legal_moves(*scenario.ruleset, *board)).empty());
}

TEST_CASE("a move whose choices have more ways than exploring plays through is still offered", "[legal-moves][dm]") {
    // 70 mana for a cost of 3: 54,740 ways to tap them, past what exploring plays (kMaxWaysAtOneDecision);
    // one way carries the summon out, so it is offered, and the mana is asked for when it is played.
    std::string mana;
    for (int i = 0; i < 70; ++i) mana += "<card id=\"m" + std::to_string(i) + "\" name=\"火のマナ\"/>";
    test::TempDir dir;
    auto text = dm_board("");
    text.replace(text.find("<zone name=\"mana\">"), std::string("<zone name=\"mana\">").size(), "<zone name=\"mana\">" + mana);
    auto scenario = loaded(dir, text);
    auto board = judge::board_after_moves(scenario);
    REQUIRE(board);
    CHECK(has(labels(judge::legal_moves(*scenario.ruleset, *board)), "summon sa"));
}
