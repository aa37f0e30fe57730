// Steps that wait for a player (an attack waiting for a block, a play or the stack waiting for an
// answer) are ended only by that player, or by the rules when nothing is left to choose; and the
// messages say what is wrong with a choice or a refused move.
#include <catch2/catch.hpp>

#include "judge/core/decisions.hpp"
#include "support.hpp"

using test::run_judge;
using test::shell_quote;

namespace {

test::RunResult verify(const std::filesystem::path& file, const std::string& flags = "") {
    return run_judge("--db " + shell_quote(test::bundled_db().string()) + " verify " + shell_quote(file.string()) + " " + flags);
}

std::string bundled_scenario(const std::string& relative) {
    return test::read_file(std::filesystem::path(JUDGE_SOURCE_DIR) / "scenarios" / relative);
}

// `text` with its first `from` replaced; fails the test when `from` is not there.
std::string replaced(std::string text, const std::string& from, const std::string& to) {
    auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

// The scenario with everything from its first checkpoint or refused move on cut, ending after `last_action`.
std::string ending_after(const std::string& text, const std::string& last_action) {
    auto at = text.find(last_action);
    REQUIRE(at != std::string::npos);
    auto end = text.find("</actions>");
    return text.substr(0, at + last_action.size()) + "\n  " + text.substr(end, text.find("<expect>", end) - end) + "<expect/>\n</scenario>\n";
}

}  // namespace

TEST_CASE("a scripted choice of the wrong number says how many are needed and how many were given", "[decisions]") {
    judge::Decisions scripted({{"A", "discard", "h1", {7, 3}}});
    try {
        scripted.choose_several("A", "discard", "cards to discard for s1", {"h1", "h2", "h3"}, 2, 2);
        FAIL("no IllegalChoice");
    } catch (const judge::IllegalChoice& illegal) {
        CHECK(std::string(illegal.what()) ==
              "the scripted discard decision of A: choose 2 cards to discard for s1, got 1: 'h1' (legal: h1, h2, h3)");
        CHECK(illegal.pos.line == 7);
    }
    judge::Decisions twice({{"A", "discard", "h1 h1", {1, 1}}});
    CHECK_THROWS_WITH(twice.choose_several("A", "discard", "cards to discard", {"h1", "h2"}, 2, 2),
                      Catch::Contains("'h1' is chosen twice in 'h1 h1'"));
}

TEST_CASE("an iw attack the defender could still block is not played out by the attacker's next move", "[open-steps][iw]") {
    test::TempDir dir;
    auto text = bundled_scenario("iw/attack-waits-for-block-before-a-play.xml");
    auto file = dir.write("play.xml", ending_after(text, R"(<play player="A" card="plain" expect="refused" because="IW-A-BATTLE-STEPS"/>)"));
    auto r = verify(file, "--trace");
    INFO(r.out << r.err);
    CHECK(r.exit_code == 1);
    CHECK(r.out.find("NEEDS-DECISION") == 0);
    CHECK(r.out.find("[IW-A-BATTLE-STEPS] refused: playing a card is not possible now: A's attack waits for B to <block> or <pass>") !=
          std::string::npos);
    CHECK(r.out.find("legal options: pass, block shield") != std::string::npos);
    CHECK(r.out.find("barrier-broken") == std::string::npos);
}

TEST_CASE("an iw attack nobody can block goes on by itself, and the trace says why", "[open-steps][iw]") {
    test::TempDir dir;
    auto text = bundled_scenario("iw/attack-waits-for-block-before-a-play.xml");
    text = replaced(text, R"(<zone name="set"><card id="shield" name="守りの盾兵"/></zone>)", "");
    text = replaced(text, R"(<play player="A" card="plain" expect="refused" because="IW-A-BATTLE-STEPS"/>)", R"(<play player="A" card="plain"/>)");
    auto file = dir.write("noblock.xml", ending_after(text, R"(<play player="A" card="plain"/>)"));
    auto r = verify(file, "--trace");
    INFO(r.out << r.err);
    CHECK(r.out.find("[IW-A-BATTLE-STEPS] before playing a card while A's attack waits for B to <block> or <pass>; B has no ゲウダ that can "
                     "block this attack, so passing is the only legal answer and the step goes on") != std::string::npos);
    CHECK(r.out.find("b-top is broken") != std::string::npos);
}

TEST_CASE("a pass by the player who is not being waited for is refused", "[open-steps][iw]") {
    test::TempDir dir;
    auto text = bundled_scenario("iw/attack-waits-for-block-before-a-play.xml");
    text = replaced(text, R"(<play player="A" card="plain" expect="refused" because="IW-A-BATTLE-STEPS"/>)",
                    R"(<pass player="A" expect="refused" because="IW-A-BATTLE-STEPS"/>)");
    auto file = dir.write("wrongpass.xml", ending_after(text, R"(<block player="B" blockers="shield"/>)"));
    auto r = verify(file);
    INFO(r.out << r.err);
    CHECK(r.exit_code == 0);
}

TEST_CASE("a dm attack with a blocker able to block stops with NEEDS-DECISION when the actions end", "[open-steps][dm]") {
    test::TempDir dir;
    auto text = bundled_scenario("dm/attack-waits-for-block-decision.xml");
    auto file = dir.write("dm.xml", ending_after(text, R"(<attack player="A" attacker="x" target="player"/>)"));
    auto r = verify(file);
    INFO(r.out << r.err);
    CHECK(r.exit_code == 1);
    CHECK(r.out.find("B must decide (block) the actions end while x's attack waits for B to <block> or <pass>; legal options: pass, block guard") !=
          std::string::npos);
    CHECK(r.out.find(R"(add one of these moves at the end of <actions>: <pass player="B"/>  <block player="B" blocker="guard"/>)") != std::string::npos);
}

TEST_CASE("a gcb normal summon refused after an effect raised the limit names the new limit and its source", "[gcb]") {
    auto r = run_judge("--db " + shell_quote(test::bundled_db().string()) + " verify " +
                       shell_quote((std::filesystem::path(JUDGE_SOURCE_DIR) / "scenarios/gcb/speed-summon-allows-second-normal-summon.xml").string()) +
                       " --trace");
    INFO(r.out << r.err);
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("refused: the rules and speed's effect allow 2 normal summons this turn, 2 already made") != std::string::npos);
}

TEST_CASE("a gcb second normal summon without any effect says the rules allow one", "[gcb]") {
    auto r = run_judge("--db " + shell_quote(test::bundled_db().string()) + " verify " +
                       shell_quote((std::filesystem::path(JUDGE_SOURCE_DIR) / "scenarios/gcb/second-normal-summon-refused.xml").string()) +
                       " --trace");
    INFO(r.out << r.err);
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("refused: the rules allow one normal summon a turn, 1 already made") != std::string::npos);
}

TEST_CASE("a gcb move while the other player could still stack is refused, not a silent decline", "[open-steps][gcb]") {
    test::TempDir dir;
    // B holds 時の守り and 時の引き, spells B may activate on A's turn: B's right to stack on x is a real choice.
    auto text = bundled_scenario("gcb/stack-right-belongs-to-the-other-player.xml");
    text = replaced(text, R"(<activate player="A" card="z" target="a1" expect="refused" because="GCB-R-STACK"/>)",
                    R"(<end-free-time player="A" expect="refused" because="GCB-A-STACK-DECLINE"/>)");
    auto file = dir.write("right.xml", text);
    auto r = verify(file, "--trace");
    INFO(r.out << r.err);
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("refused: <end-free-time> is not possible now: B has the right to stack on x (stack on it or <pass>)") != std::string::npos);

    SECTION("and when the actions end there, the moves B could make are listed") {
        auto open = dir.write("open.xml", ending_after(text, R"(<activate player="A" card="x" target="a1"/>)"));
        auto r2 = verify(open);
        INFO(r2.out << r2.err);
        CHECK(r2.out.find("B must decide (stack)") != std::string::npos);
        CHECK(r2.out.find("legal options: pass, activate y, activate d") != std::string::npos);
    }
}

TEST_CASE("an iw play whose play condition cannot be paid is refused when it is played", "[iw]") {
    test::TempDir dir;
    auto text = bundled_scenario("iw/nullify-play-skips-play-condition.xml");
    auto hand_at = text.find(R"(<zone name="hand">)");
    auto hand_end = text.find("</zone>", hand_at);
    REQUIRE(hand_at != std::string::npos);
    // A's hand keeps only the ritual (discard 1 to play): nothing is left to discard.
    text = text.substr(0, hand_at) + R"(<zone name="hand"><card id="ritual" name="生贄の儀式"/>)" + text.substr(hand_end);
    text = replaced(text, R"(<play player="A" card="ritual"/>)", R"(<play player="A" card="ritual" expect="refused" because="IW-R-EFFECTS"/>)");
    auto file = dir.write("cond.xml", ending_after(text, R"(expect="refused" because="IW-R-EFFECTS"/>)"));
    auto r = verify(file, "--trace");
    INFO(r.out << r.err);
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("ritual's play condition discards 1 card(s), but A holds only 0 other card(s)") != std::string::npos);
}

TEST_CASE("iw abilities of one player that trigger together resolve in the order that player chooses", "[iw]") {
    test::TempDir dir;
    auto text = std::string(R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario id="t" game="iw">
  <title ja="テスト"/>
  <setup turn="3" active="A" phase="main">
    <player id="A">
      <zone name="set"><card id="big" type="geuda" attack="5" defense="4" cost="3"/></zone>
    </player>
    <player id="B">
      <zone name="deck"><card id="bd1" type="geuda" attack="1" defense="1" cost="1"/><card id="bd2" type="geuda" attack="1" defense="1" cost="1"/></zone>
      <zone name="set">
        <card id="g1" type="geuda" attack="1" defense="2" cost="1"><ability kind="triggered" trigger="destroyed" op="draw" amount="1"/></card>
        <card id="g2" type="geuda" attack="1" defense="2" cost="1"><ability kind="triggered" trigger="destroyed" op="draw" amount="1"/></card>
      </zone>
      <zone name="barrier"><card id="bar" type="eventi" cost="0" face="down"/></zone>
    </player>
  </setup>
  <actions>
    <attack player="A" attackers="big"/>
    <block player="B" blockers="g1 g2"/>
  </actions>
  <decisions>DECISIONS</decisions>
  <expect><card id="g1" zone="trash"/><card id="g2" zone="trash"/></expect>
</scenario>
)");
    auto asked = verify(dir.write("asked.xml", replaced(text, "DECISIONS", "")));
    INFO(asked.out << asked.err);
    CHECK(asked.out.find("B must decide (order)") != std::string::npos);
    CHECK(asked.out.find("legal options: g1, g2") != std::string::npos);

    auto ordered = verify(dir.write("ordered.xml", replaced(text, "DECISIONS", R"(<decision player="B" kind="order" choice="g2 g1"/>)")), "--trace");
    INFO(ordered.out);
    CHECK(ordered.exit_code == 0);
    auto second = ordered.out.find("g1's destroyed ability resolves");
    auto first = ordered.out.find("g2's destroyed ability resolves");
    CHECK(first < second);
    CHECK(second != std::string::npos);
    CHECK(ordered.out.find("[IW-A-WAITING-ORDER]") != std::string::npos);
}

TEST_CASE("a gcb attacker cannot act on its own open attack before the attacked player has", "[open-steps][gcb]") {
    test::TempDir dir;
    auto text = bundled_scenario("gcb/unblocked-attack-takes-leftmost-life.xml");
    text = replaced(text, R"(<zone name="monster"><card id="a1" name="青の戦士"/></zone>)",
                    R"(<zone name="monster"><card id="a1" name="青の戦士"/></zone><zone name="hand"><card id="x" name="力の呪文"/></zone>)");
    text = replaced(text, R"(<pass player="B"/>)",
                    R"(<activate player="A" card="x" target="a1" expect="refused" because="GCB-R-STACK"/><pass player="B"/>)");
    auto r = verify(dir.write("attacker.xml", text), "--trace");
    INFO(r.out << r.err);
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("refused: the right to stack on a1's attack belongs to B") != std::string::npos);
}

TEST_CASE("a pass when nothing waits for an answer is refused in every game", "[open-steps]") {
    test::TempDir dir;
    struct Case {
        const char* scenario;
        const char* first_action;
        const char* rule;
    };
    for (const auto& c : {Case{"iw/unblocked-attack-destroys-aga-wins.xml", R"(<attack player="A" attackers="big" target="player"/>)", "IW-A-TURN-STRUCTURE"},
                          Case{"dm/attack-waits-for-block-decision.xml", R"(<attack player="A" attacker="x" target="player"/>)", "DM-R-ATTACK-ORDER"},
                          Case{"gcb/unblocked-attack-takes-leftmost-life.xml", R"(<attack player="A" card="a1" target="player"/>)", "GCB-R-STACK"}}) {
        auto text = replaced(bundled_scenario(c.scenario), c.first_action,
                             std::string(R"(<pass player="A" expect="refused" because=")") + c.rule + R"("/>)" + c.first_action);
        auto r = verify(dir.write("pass.xml", text));
        INFO(c.scenario << "\n" << r.out << r.err);
        CHECK(r.exit_code == 0);
    }
}
