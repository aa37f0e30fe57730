// No scenario ever ends a run: a spell that uses itself, abilities that trigger each other for
// ever, values beyond the int range and a spent step budget each end their own scenario with one
// ERROR line, and the other scenarios of the same `judge verify` run still get their verdicts.
#include <catch2/catch.hpp>

#include <algorithm>
#include <limits>
#include <memory>
#include <string>

#include "judge/core/numbers.hpp"
#include "judge/core/repeat_detector.hpp"
#include "support.hpp"

using test::run_judge;
using test::shell_quote;

namespace {

// A DM scenario: player A's hand, battle zone and graveyard, one action.
std::string dm_scenario(const std::string& id, const std::string& hand, const std::string& battle, const std::string& graveyard,
                        const std::string& action, const std::string& expect) {
    return R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario id=")" + id + R"(" game="dm">
  <title ja="テスト"/>
  <setup turn="3" active="A" phase="main">
    <player id="A">
      <zone name="deck"><card id="Ad1" name="山札のカード"/><card id="Ad2" name="山札のカード"/></zone>
      <zone name="mana"><card id="Am1" type="creature" traits="火"/><card id="Am2" type="creature" traits="火"/></zone>
      <zone name="hand">)" + hand + R"(</zone>
      <zone name="battle">)" + battle + R"(</zone>
      <zone name="graveyard">)" + graveyard + R"(</zone>
    </player>
    <player id="B">
      <zone name="deck"><card id="Bd1" name="山札のカード"/><card id="Bd2" name="山札のカード"/></zone>
    </player>
  </setup>
  <actions>
    )" + action + R"(
  </actions>
  <expect>)" + expect + R"(</expect>
</scenario>
)";
}

// "file:LINE:COL" of the first line holding `needle` (the action the error must name).
std::string position_of(const std::string& file, const std::string& text, const std::string& needle) {
    auto at = text.find(needle);
    REQUIRE(at != std::string::npos);
    auto line = 1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n');
    // Columns count characters, as the judge's messages do: UTF-8 continuation bytes are not counted.
    const auto line_start = text.rfind('\n', at) + 1;  // npos + 1 == 0 on the first line
    auto column = 1 + std::count_if(text.begin() + static_cast<std::ptrdiff_t>(line_start), text.begin() + static_cast<std::ptrdiff_t>(at),
                                    [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; });
    return file + ":" + std::to_string(line) + ":" + std::to_string(column);
}

// The stderr line that starts with `prefix`, or "" when there is none.
std::string line_starting(const std::string& text, const std::string& prefix) {
    for (std::size_t start = 0; start < text.size();) {
        auto end = text.find('\n', start);
        auto line = text.substr(start, end == std::string::npos ? std::string::npos : end - start);
        if (line.rfind(prefix, 0) == 0) return line;
        if (end == std::string::npos) break;
        start = end + 1;
    }
    return "";
}

const std::string kSelfUse = dm_scenario(
    "self-use", R"(<card id="p" type="spell" cost="1" traits="火"><ability kind="spell" op="use" free="true"/></card>)", "", "",
    R"(<cast player="A" card="p" mana="Am1"/>)", R"(<card id="p" zone="graveyard"/>)");

const std::string kLoop = dm_scenario(
    "loop",
    R"(<card id="k1" type="creature" power="1000" cost="2" traits="火"><ability kind="triggered" trigger="enters" op="destroy"/><ability kind="triggered" trigger="destroyed" op="put-into-battle"/></card>)",
    "", "", R"(<summon player="A" card="k1" mana="Am1 Am2"/>)", R"(<card id="k1" zone="battle"/>)");

std::string overflow_scenario() {
    std::string spells;
    for (int i = 0; i < 2200; ++i) spells += R"(<card id="g)" + std::to_string(i) + R"(" type="spell" cost="1"/>)";
    return dm_scenario("overflow",
                       R"(<card id="p" type="spell" cost="1" traits="火"><ability kind="spell" op="modify" target="k1" stat="power" amount="1000000" per="my-graveyard-spells"/></card>)",
                       R"(<card id="k1" type="creature" power="1000" cost="2" traits="火"/>)", spells, R"(<cast player="A" card="p" mana="Am1"/>)",
                       R"(<card id="k1" zone="battle"/>)");
}

const char* kNormal = "scenarios/dm/use-creature-is-summon.xml";

}  // namespace

TEST_CASE("a folder with a self-using spell, an endless loop and an overflow still gives every scenario its verdict", "[bounded]") {
    test::TempDir dir;
    const auto overflow = overflow_scenario();
    dir.write("a-self-use.xml", kSelfUse);
    dir.write("b-loop.xml", kLoop);
    dir.write("c-overflow.xml", overflow);
    const auto normal = test::read_file(std::filesystem::path(JUDGE_SOURCE_DIR) / kNormal);
    dir.write("d-normal.xml", normal);

    auto r = run_judge("--db " + shell_quote(test::bundled_db().string()) + " verify " + shell_quote(dir.path().string()));
    INFO(r.out << r.err);
    CHECK(r.exit_code == 2);  // errors among the verdicts: never a signal (the shell reports 128 + its number)

    auto file = [&](const char* name) { return (dir.path() / name).string(); };
    auto self_use = line_starting(r.err, position_of(file("a-self-use.xml"), kSelfUse, "<cast") + ": ");
    CHECK_THAT(self_use, Catch::Contains("p's use names the card itself, which is being resolved and is in no zone"));

    auto loop = line_starting(r.err, position_of(file("b-loop.xml"), kLoop, "<summon") + ": the judge stopped: ");
    CHECK_THAT(loop, Catch::Contains(R"(the waiting abilities k1 "enters" → k1 "destroyed" → k1 "enters" … repeat without end)"));
    CHECK_THAT(loop, Catch::Contains("no rule of the game ends such a loop"));

    auto too_big = line_starting(r.err, position_of(file("c-overflow.xml"), overflow, "<cast") + ": ");
    CHECK_THAT(too_big, Catch::Contains("power of k1 overflows: 1000000 × 2200 is outside the int range"));

    CHECK_THAT(r.out, Catch::Contains("PASS  " + file("d-normal.xml")));
    CHECK_THAT(r.out, Catch::Contains("1 passed, 0 failed, 0 needs-decision, 3 errors"));
}

TEST_CASE("verify --max-steps stops a normal scenario that needs more steps with one error line", "[bounded]") {
    auto file = std::filesystem::path(JUDGE_SOURCE_DIR) / kNormal;
    auto db = shell_quote(test::bundled_db().string());

    auto within = run_judge("--db " + db + " verify " + shell_quote(file.string()));
    INFO(within.out << within.err);
    CHECK(within.exit_code == 0);

    auto tiny = run_judge("--db " + db + " verify --max-steps 3 " + shell_quote(file.string()));
    INFO(tiny.out << tiny.err);
    CHECK(tiny.exit_code == 2);
    CHECK_THAT(tiny.err, Catch::Contains(": the judge stopped: the scenario took more than 3 steps (the step budget"));
    CHECK_THAT(tiny.out, Catch::Contains("0 passed, 0 failed, 0 needs-decision, 1 errors"));

    auto traced = run_judge("--db " + db + " verify --trace --max-steps 3 " + shell_quote(file.string()));
    CHECK(traced.exit_code == 2);
    CHECK_THAT(traced.out, Catch::Contains("use-creature-is-summon.xml  dm-use-creature-is-summon"));
    CHECK(traced.out.rfind("ERROR  ", 0) == 0);
    // The steps up to the stop follow (three steps: notes and events, and only notes are printed).
    auto printed = std::count(traced.out.begin(), traced.out.end(), '[');
    CHECK(printed >= 1);
    CHECK(printed <= 3);

    auto zero = run_judge("--db " + db + " verify --max-steps 0 " + shell_quote(file.string()));
    CHECK(zero.exit_code == 2);  // a budget must be a positive number: a usage error, not a run
    CHECK_THAT(zero.err, Catch::Contains("--max-steps"));
}

// ---- The core pieces each game relies on.

TEST_CASE("checked arithmetic gives the exact result in range and names the value out of range", "[bounded]") {
    const int max = std::numeric_limits<int>::max(), min = std::numeric_limits<int>::min();
    CHECK(judge::checked_add(max - 1, 1, "x") == max);
    CHECK(judge::checked_multiply(-46340, 46340, "x") == -46340 * 46340);
    CHECK(judge::checked_subtract(min + 1, 1, "x") == min);
    CHECK_THROWS_WITH(judge::checked_add(max, 1, "power of k1"), Catch::StartsWith("power of k1 overflows: 2147483647 + 1 is outside the int range"));
    CHECK_THROWS_WITH(judge::checked_multiply(1000000, 2200, [] { return std::string("power of k1"); }),
                      Catch::StartsWith("power of k1 overflows: 1000000 × 2200 is outside the int range"));
    CHECK_THROWS_AS(judge::checked_negate(min, "P of m1"), judge::ValueOutOfRange);
}

TEST_CASE("the step budget stops a state that takes one step too many", "[bounded]") {
    judge::GameState state;
    state.max_steps = 3;
    state.note("X", msg::Text::same("one"));
    state.record({"drawn", "c", "A", ""});
    state.step();
    CHECK(state.steps == 3);
    CHECK_THROWS_AS(state.note("X", msg::Text::same("four")), judge::JudgeStopped);
}

TEST_CASE("effects nest up to the limit and no deeper", "[bounded]") {
    judge::GameState state;
    std::vector<std::unique_ptr<judge::Nested>> levels;
    for (int i = 0; i < judge::kMaxNesting; ++i) levels.push_back(std::make_unique<judge::Nested>(state, "s"));
    CHECK_THROWS_WITH(judge::Nested(state, "s's effect"), Catch::Contains("(s's effect once more): a recursion without end"));
    levels.pop_back();
    CHECK_NOTHROW(judge::Nested(state, "s"));
}

TEST_CASE("the repeat detector names the cycle when the same state comes back, and not before", "[bounded]") {
    judge::GameState state;
    state.players.push_back({"A", "A", {{"battle", {}}, {"graveyard", {}}}});
    state.cards["k1"] = judge::Card{};
    judge::Decisions decisions;
    judge::RepeatDetector repeats;
    auto place = [&](const char* zone, const char* trigger) {
        state.zone("A", "battle").cards.clear();
        state.zone("A", "graveyard").cards.clear();
        state.zone("A", zone).cards.push_back("k1");
        state.waiting = {{"k1", "A", 0, trigger}};
    };
    place("battle", "enters");
    repeats.before_resolving(state, decisions, "k1", "enters");
    place("graveyard", "destroyed");
    repeats.before_resolving(state, decisions, "k1", "destroyed");
    place("battle", "enters");
    state.card("k1").tapped = true;  // one card state differs: not a repeat
    CHECK_NOTHROW(repeats.before_resolving(state, decisions, "k1", "enters"));
    state.card("k1").tapped = false;
    CHECK_THROWS_WITH(repeats.before_resolving(state, decisions, "k1", "enters"),
                      Catch::Contains(R"(the waiting abilities k1 "enters" → k1 "destroyed" → k1 "enters" → k1 "enters" … repeat without end)"));
}

TEST_CASE("a GCB spell allowing two billion summons is refused at its attribute instead of exhausting memory", "[bounded]") {
    auto text = test::read_file(std::filesystem::path(JUDGE_SOURCE_DIR) / "scenarios/gcb/last-emperor-beats-speed-summon.xml");
    const std::string plain = R"(<card id="speed" name="スピード・サモン"/>)";
    auto at = text.find(plain);
    REQUIRE(at != std::string::npos);
    text.replace(at, plain.size(),
                 R"(<card id="speed" type="normal-spell"><ability kind="play" op="allow" action="normal-summon" times="2000000000" target="me" duration="turn"/></card>)");
    test::TempDir dir;
    auto file = dir.write("times.xml", text);
    auto r = run_judge("--db " + shell_quote(test::bundled_db().string()) + " verify " + shell_quote(file.string()));
    INFO(r.out << r.err);
    CHECK(r.exit_code == 2);
    // The loader knows how many summons a spell may allow (GoudaCardBattler::ability_arguments), so the
    // number never reaches the engine; a run over many rounds is stopped by the step budget instead.
    CHECK_THAT(r.err, Catch::Contains(position_of(file.string(), text, "times=") + ": 'times' is '2000000000', which is out of range (1 to 100)"));
}
