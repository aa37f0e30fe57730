// `judge verify --explore` and explore="true": every line of the decisions a scenario leaves open,
// merged by final board, expectations over the lines, the bound, and the outcome table's output.
#include <catch2/catch.hpp>

#include <algorithm>
#include <regex>

#include "judge/core/decisions.hpp"
#include "strict_json.hpp"
#include "support.hpp"

using test::run_judge;
using test::shell_quote;

namespace {

test::RunResult verify(const std::filesystem::path& file, const std::string& flags = "") {
    return run_judge("--db " + shell_quote(test::bundled_db().string()) + " verify " + shell_quote(file.string()) + " " + flags);
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// A spell with three optional parts (draw, draw, top card into mana): three independent yes/no
// decisions, left open. The eight lines end on six boards: skipping the first draw or the second
// leaves the same cards in the same places.
std::string three_mays(const std::string& expect, const std::string& explore = " explore=\"true\"") {
    return R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario id="t3" game="dm")" + explore + R"(>
  <title ja="三つの任意効果"/>
  <setup turn="3" active="A" phase="main">
    <player id="A">
      <zone name="deck"><card id="d1" name="山札のカード"/><card id="d2" name="山札のカード"/><card id="d3" name="山札のカード"/><card id="d4" name="山札のカード"/></zone>
      <zone name="mana"><card id="m1" name="光のマナ"/></zone>
      <zone name="hand">
        <card id="s" type="spell" cost="1" traits="光">
          <ability kind="spell" op="draw" may="true"/>
          <ability kind="spell" op="draw" may="true"/>
          <ability kind="spell" op="deck-to-mana" may="true"/>
        </card>
      </zone>
    </player>
    <player id="B"><zone name="deck"><card id="e1" name="山札のカード"/></zone></player>
  </setup>
  <actions>
    <cast player="A" card="s" mana="m1"/>
  </actions>
)" + expect + R"(
</scenario>
)";
}

// IW: A attacks B with attack 4; B's answer is left open with two ゲウダ of defense 3 that can block.
std::string open_block(const std::string& expect, const std::string& explore = " explore=\"true\"") {
    return R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario id="tb" game="iw")" + explore + R"(>
  <title ja="ブロックは未定"/>
  <setup turn="3" active="A" phase="main">
    <player id="A"><zone name="set"><card id="a1" type="geuda" attack="4" defense="1" cost="1"/></zone></player>
    <player id="B">
      <zone name="set"><card id="w1" type="geuda" attack="1" defense="3" cost="1"/><card id="w2" type="geuda" attack="1" defense="3" cost="1"/></zone>
      <zone name="barrier"><card id="bar" type="eventi" cost="1" face="down"/></zone>
    </player>
  </setup>
  <actions>
    <attack player="A" attackers="a1" target="player"/>
    <any-answer player="B"/>
  </actions>
)" + expect + R"(
</scenario>
)";
}

}  // namespace

TEST_CASE("three independent yes/no decisions explore eight lines that end on six distinct boards", "[explore]") {
    test::TempDir dir;
    auto file = dir.write("t3.xml", three_mays(""));
    auto r = verify(file, "--json");
    INFO(r.out << r.err);
    CHECK(r.exit_code == 0);
    CHECK(test::json_problem(r.out) == std::nullopt);
    CHECK(has(r.out, R"("branches":{"explored":8,"distinct":6,"truncated":false,"outcomes":[)"));
    CHECK(has(r.out, R"("final":{"differs":"d1 zone A hand, d2 zone A hand, d3 zone A mana","winner":"none","cards":{"d1":{"zone":"A hand","position":"0","power":"1000","cost":"1"},)"));
    // The first line takes the first way of every decision; the merged outcomes count their lines.
    CHECK(has(r.out, R"({"choices":["A may: yes","A may: yes","A may: yes"],"lines":1,)"));
    CHECK(has(r.out, R"({"choices":["A may: yes","A may: no","A may: yes"],"lines":2,)"));
    auto text = verify(file);
    CHECK(has(text.out, "ANSWER  "));
    CHECK(has(text.out, "    explored 8 lines, 6 distinct outcomes; no line has a winner\n"));
    CHECK(has(text.out, "    outcome 6: 1 line, e.g. A may: no; A may: no; A may: no\n"));
}

TEST_CASE("an expectation that fails in exactly one explored line names that line's choices", "[explore]") {
    test::TempDir dir;
    auto file = dir.write("t3.xml", three_mays(R"(<expect><card id="d3" zone="deck"/></expect>)"));
    auto r = verify(file);
    INFO(r.out << r.err);
    CHECK(r.exit_code == 1);
    CHECK(r.out.rfind("FAIL  ", 0) == 0);
    CHECK(has(r.out, "t3.xml:21:9: in the line (A may: yes; A may: yes; A may: yes): card d3 zone: expected deck, got mana (fails in 1 of 8 lines)\n"));
}

TEST_CASE("branches=\"some\" and branches=\"none\" count the lines an expectation holds in", "[explore]") {
    test::TempDir dir;
    auto some = verify(dir.write("some.xml", three_mays(R"(<expect branches="some"><card id="d3" zone="mana"/></expect>)")));
    INFO(some.out << some.err);
    CHECK(some.exit_code == 0);
    CHECK(some.out.rfind("PASS  ", 0) == 0);
    auto never = verify(dir.write("never.xml", three_mays(R"(<expect branches="some"><card id="d4" zone="hand"/></expect>)")));
    CHECK(never.exit_code == 1);
    CHECK(has(never.out, R"(expected <card id="d4" zone="hand"/> to hold in some line (branches="some"), got it held in none of 8 of 8 lines reaching it)"));
    auto none = verify(dir.write("none.xml", three_mays(R"(<expect branches="none"><card id="d1" zone="mana"/></expect>)")));
    INFO(none.out);
    CHECK(none.exit_code == 1);
    CHECK(has(none.out, R"(expected <card id="d1" zone="mana"/> to hold in no line (branches="none"), got it held in 1 of 8 lines, first the line (A may: no; A may: no; A may: yes))"));
    auto none_ok = verify(dir.write("none-ok.xml", three_mays(R"(<expect branches="none"><card id="d4" zone="mana"/></expect>)")));
    CHECK(none_ok.exit_code == 0);
}

TEST_CASE("exploration past --max-branches is reported as truncated and is never a pass", "[explore]") {
    test::TempDir dir;
    auto file = dir.write("t3.xml", three_mays(R"(<expect><winner none="true"/></expect>)"));
    auto r = verify(file, "--max-branches 5");
    INFO(r.out << r.err);
    CHECK(r.exit_code == 1);
    CHECK(r.out.rfind("FAIL  ", 0) == 0);
    CHECK(has(r.out, "the exploration was truncated: 5 lines played (--max-branches 5) and more remain"));
    CHECK(has(r.out, "    explored 5 lines (truncated at --max-branches 5), "));
    auto json = verify(file, "--max-branches 5 --json");
    CHECK(has(json.out, R"("explored":5,)"));
    CHECK(has(json.out, R"("truncated":true,)"));
    // Exactly enough lines is not truncated.
    CHECK(verify(file, "--max-branches 8").exit_code == 0);
}

TEST_CASE("an open answer explores every legal block, several blockers in each order, and merges equal boards", "[explore]") {
    test::TempDir dir;
    auto file = dir.write("tb.xml", open_block(""));
    auto r = verify(file, "--json");
    INFO(r.out << r.err);
    CHECK(r.exit_code == 0);
    // pass, block w1, block w2, block w1 w2, block w2 w1: the front blocker falls either way.
    CHECK(has(r.out, R"("explored":5,"distinct":3,)"));
    CHECK(has(r.out, R"({"choices":["B answer: block w1"],"lines":2,)"));
    CHECK(has(r.out, R"({"choices":["B answer: block w2"],"lines":2,)"));
    auto text = verify(file);
    CHECK(has(text.out, "    outcome 1: 1 line, e.g. B answer: pass\n"));
}

TEST_CASE("an answer left open without exploring stops with NEEDS-DECISION and the legal answers", "[explore]") {
    test::TempDir dir;
    auto r = verify(dir.write("tb.xml", open_block("", "")));
    INFO(r.out << r.err);
    CHECK(r.exit_code == 1);
    CHECK(has(r.out, "NEEDS-DECISION  "));
    CHECK(has(r.out, "legal options: pass, block w1, block w2, block w1 w2, block w2 w1"));
    auto explored = verify(dir.path() / "tb.xml", "--explore");
    CHECK(explored.exit_code == 0);
}

TEST_CASE("an open answer for a player nothing waits for fails at the move", "[explore]") {
    test::TempDir dir;
    auto text = open_block("");
    text.replace(text.find("<any-answer player=\"B\"/>"), 24, "<any-answer player=\"A\"/>");
    auto r = verify(dir.write("tb.xml", text));
    INFO(r.out << r.err);
    CHECK(r.exit_code == 1);
    CHECK(has(r.out, "tb.xml:13:5: in the line (no open decision): <any-answer>: expected a step waiting for A's answer, got one waiting for B"));
}

TEST_CASE("exploring gives byte-identical output on every run", "[explore]") {
    test::TempDir dir;
    auto file = dir.write("tb.xml", open_block(R"(<expect branches="some"><card id="w1" zone="trash"/></expect>)"));
    auto three = dir.write("t3.xml", three_mays(""));
    for (const auto* flags : {"--trace", "--json"}) {
        auto args = std::string(flags) + " " + shell_quote(three.string());
        auto first = verify(file, args), second = verify(file, args);
        CHECK(first.exit_code == 0);
        CHECK(first.out == second.out);
        CHECK(first.err == second.err);
    }
}

TEST_CASE("an explored scenario's golden trace holds every outcome's trace under its header", "[explore]") {
    test::TempDir dir;
    auto file = dir.write("tb.xml", open_block(""));
    REQUIRE(verify(file, "--write-traces").exit_code == 0);
    auto golden = test::read_file(dir.path() / "tb.trace");
    CHECK(golden.rfind("== explored 5 lines, 3 distinct outcomes\n== outcome 1: 1 line; B answer: pass\n[", 0) == 0);
    CHECK(has(golden, "\n== outcome 2: 2 lines; B answer: block w1\n["));
    CHECK(verify(file, "--check-traces").exit_code == 0);
    // One line of one outcome changed: the check names it.
    auto changed = golden;
    changed.replace(changed.find("== outcome 3: 2 lines"), 21, "== outcome 3: 3 lines");
    dir.write("tb.trace", changed);
    auto r = verify(file, "--check-traces");
    CHECK(r.exit_code == 1);
    CHECK(has(r.out, "expected `== outcome 3: 3 lines; B answer: block w2`, got `== outcome 3: 2 lines; B answer: block w2`"));
}

TEST_CASE("a bundled scenario played as one line gives the same verdict under --explore", "[explore]") {
    auto root = std::filesystem::path(JUDGE_SOURCE_DIR) / "scenarios" / "iw" / "multi-block-front-to-back.xml";
    auto plain = verify(root), explored = verify(root, "--explore");
    CHECK(plain.exit_code == 0);
    CHECK(explored.exit_code == 0);
    CHECK(has(explored.out, "    explored 1 line, 1 distinct outcome"));
}

TEST_CASE("explore and branches take only their words", "[explore]") {
    test::TempDir dir;
    auto bad = open_block("");
    bad.replace(bad.find(" explore=\"true\""), 15, " explore=\"yes\"");
    auto r = verify(dir.write("bad.xml", bad));
    CHECK(r.exit_code == 2);
    CHECK(has(r.err, "bad.xml:2:"));
    CHECK(has(r.err, "unknown explore value 'yes'"));
    auto r2 = verify(dir.write("bad2.xml", three_mays(R"(<expect branches="most"><winner none="true"/></expect>)")));
    CHECK(r2.exit_code == 2);
    CHECK(has(r2.err, "unknown branches value 'most'"));
}

TEST_CASE("the scenario template tells how to explore every line", "[explore]") {
    auto r = run_judge("scenario new --game dm");
    CHECK(r.exit_code == 0);
    CHECK(has(r.out, "explore=\"true\" on <scenario>"));
    CHECK(has(r.out, "<any-answer player=\"B\"/>"));
    CHECK(has(r.out, "Exploring every line"));
}

namespace {

// Every way an exploring Decisions takes at one open decision, in the order it takes them: the
// decision is made with paths {0}, {1}, … until the recorded number of ways is reached.
template <typename Make>
std::vector<std::string> every_way(Make make) {
    std::vector<std::string> ways;
    for (std::size_t way = 0;; ++way) {
        judge::Decisions decisions;
        decisions.explore({way});
        make(decisions);
        REQUIRE(decisions.taken().size() == 1);
        ways.push_back(decisions.taken().front().choice);
        if (way + 1 == decisions.taken().front().ways) return ways;
    }
}

}  // namespace

TEST_CASE("exploring takes each decision's ways in the documented order", "[explore]") {
    CHECK(every_way([](judge::Decisions& d) { d.choose_may("A", "draw"); }) == std::vector<std::string>{"yes", "no"});
    CHECK(every_way([](judge::Decisions& d) { d.choose("B", "target", "a target", {"x", "y", "z"}); }) ==
          std::vector<std::string>{"x", "y", "z"});
    // Several: fewer first, then in the options' order.
    CHECK(every_way([](judge::Decisions& d) { d.choose_several("A", "targets", "targets", {"a", "b", "c"}, 1, 2); }) ==
          std::vector<std::string>{"a", "b", "c", "a b", "a c", "b c"});
    CHECK(every_way([](judge::Decisions& d) { d.choose_several("A", "discard", "cards", {"a", "b"}, 0, 1); }) ==
          std::vector<std::string>{"none", "a", "b"});
    // Orders: the order given first, then the others lexicographically by place.
    CHECK(every_way([](judge::Decisions& d) { d.choose_order("A", "order", "abilities", {"p", "q", "r"}); }) ==
          std::vector<std::string>{"p q r", "p r q", "q p r", "q r p", "r p q", "r q p"});
}

TEST_CASE("an exploring decision returns the way it records, and a scripted one is never explored", "[explore]") {
    judge::Decisions decisions({{"A", "order", "r q p", {}}});
    decisions.explore({4});
    CHECK(decisions.choose_several("B", "targets", "targets", {"a", "b", "c"}, 1, 2) == std::vector<std::string>{"a", "c"});
    CHECK(decisions.choose_order("A", "order", "abilities", {"p", "q", "r"}) == std::vector<std::string>{"r", "q", "p"});
    REQUIRE(decisions.taken().size() == 1);
    CHECK(judge::line_text(decisions.taken()) == "B targets: a c");
    CHECK(decisions.taken().front().ways == 6);
}

TEST_CASE("a checkpoint between moves is checked in every explored line that reaches it", "[explore]") {
    test::TempDir dir;
    auto text = three_mays("");
    text.replace(text.find("  </actions>"), 0, R"(    <expect><card id="s" zone="graveyard"/></expect>
    <expect><card id="d1" zone="hand"/></expect>
)");
    auto r = verify(dir.write("t3.xml", text));
    INFO(r.out << r.err);
    CHECK(r.exit_code == 1);
    CHECK_FALSE(has(r.out, "card s zone"));
    CHECK(has(r.out, "t3.xml:21:13: in the line (A may: no; A may: no; A may: yes): card d1 zone: expected hand, got mana (fails in 2 of 8 lines)\n"));
}

TEST_CASE("a scripted decision some explored lines use is not reported unused; one no line uses is", "[explore]") {
    test::TempDir dir;
    // The barrier is a trap B can pay for: B's "may" about it is asked only in the line where B
    // passes and the barrier breaks, never in the lines where a ゲウダ blocks.
    auto text = open_block("");
    const std::string plain_barrier = R"(<card id="bar" type="eventi" cost="1" face="down"/>)";
    text.replace(text.find(plain_barrier), plain_barrier.size(),
                 R"(<card id="bar" type="eventi" cost="1" face="down"><ability kind="barrier-trap" op="destroy" target="attackers"/></card>)");
    text.replace(text.find("    </player>\n  </setup>"), 0, R"(      <zone name="cost"><card id="c1" type="eventi" cost="0" face="down"/></zone>
)");
    auto some = text;
    some.replace(some.find("</scenario>"), 0, R"(<decisions><decision player="B" kind="may" choice="no"/></decisions>
)");
    auto r = verify(dir.write("some.xml", some));
    INFO(r.out << r.err);
    CHECK(r.exit_code == 0);
    CHECK(has(r.out, "    outcome 1: 1 line, e.g. B answer: pass\n"));
    CHECK_FALSE(has(r.out, "expected it to be used"));
    auto never = text;
    never.replace(never.find("</scenario>"), 0, R"(<decisions><decision player="A" kind="may" choice="yes"/></decisions>
)");
    auto n = verify(dir.write("never.xml", never));
    INFO(n.out);
    CHECK(n.exit_code == 1);
    CHECK(has(n.out, "the scripted may decision of A ('yes'): expected it to be used, got no such decision in any line"));
}

TEST_CASE("a decision with more ways than can be explored stops the scenario with an error, not a guess", "[explore]") {
    judge::Decisions decisions;
    decisions.explore({});
    std::vector<std::string> nine{"a", "b", "c", "d", "e", "f", "g", "h", "i"};  // 9! orders
    CHECK_THROWS_WITH(decisions.choose_order("A", "order", "abilities", nine),
                      Catch::Contains("more than 40320 ways, too many to explore; script it with a <decision>"));
    std::vector<std::string> eight(nine.begin(), nine.end() - 1);  // 8! = 40320: still explored
    CHECK(decisions.choose_order("A", "order", "abilities", eight) == eight);
    CHECK(decisions.taken().back().ways == 40320);
}
