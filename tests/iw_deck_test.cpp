// Imitation World deck checks (<present-deck>) and the field with its territory cards, as a user
// runs them: which cards count as the deck, refusals by the rule broken, and a deck the rules
// cannot judge (a card without a faction) as an error of the file at the action's line.
#include <catch2/catch.hpp>

#include <string>

#include "support.hpp"

using test::run_judge;
using test::shell_quote;

namespace {

test::RunResult verify(const std::filesystem::path& file, const std::string& flags = "") {
    return run_judge("--db " + shell_quote(test::bundled_db().string()) + " verify " + shell_quote(file.string()) + " " + flags);
}

// `n` ゲウダ named 兵士1…兵士n of faction `traits`, ids PREFIX1…PREFIXn (an empty traits writes none).
std::string soldiers(const std::string& prefix, int from, int to, const std::string& traits = "炎") {
    std::string out;
    for (int i = from; i <= to; ++i)
        out += "<card id=\"" + prefix + std::to_string(i) + "\" type=\"geuda\" name=\"兵士" + std::to_string(i) + "\"" +
               (traits.empty() ? "" : " traits=\"" + traits + "\"") + "/>\n";
    return out;
}

// Player A with `zones` and an アガ zone `aga`; B has nothing; the actions are `actions`.
std::string deck_scenario(const std::string& aga, const std::string& zones, const std::string& actions) {
    return R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario id="t" game="iw">
  <title ja="テスト"/>
  <setup turn="1" active="A" phase="start">
    <player id="A">
      <zone name="aga">)" + aga + R"(</zone>
)" + zones + R"(
    </player>
    <player id="B"/>
  </setup>
  <actions>
)" + actions + R"(
  </actions>
</scenario>
)";
}

const std::string kAga = R"(<card id="aga" type="aga" traits="炎"/>)";

}  // namespace

TEST_CASE("a deck check counts the cards a player brought in every zone but the アガ's", "[iw][deck]") {
    test::TempDir dir;
    // 60 cards: 50 in the deck, 5 in the hand, 5 in the trash.
    auto zones = "<zone name=\"deck\">" + soldiers("d", 1, 50) + "</zone><zone name=\"hand\">" + soldiers("d", 51, 55) +
                 "</zone><zone name=\"trash\">" + soldiers("d", 56, 60) + "</zone>";
    auto r = verify(dir.write("spread.xml", deck_scenario(kAga, zones, "<present-deck player=\"A\"/>")), "--trace");
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("[IW-A-DECK-CONTENTS] A's deck is the 60 cards they brought besides the アガ aga (deck 50, hand 5, trash 5)") !=
          std::string::npos);
    CHECK(r.out.find("[IW-R-AGA] every card is of the アガ aga's factions (炎)") != std::string::npos);

    // One card fewer, anywhere, and the deck is refused by the deck-size rule.
    auto short_zones = "<zone name=\"deck\">" + soldiers("d", 1, 50) + "</zone><zone name=\"trash\">" + soldiers("d", 51, 59) + "</zone>";
    auto refused = verify(dir.write("short.xml", deck_scenario(kAga, short_zones, "<present-deck player=\"A\" expect=\"refused\" because=\"IW-R-DECK\"/>")));
    CHECK(refused.exit_code == 0);
    CHECK(refused.out.find("PASS") != std::string::npos);
}

TEST_CASE("a deck check without an アガ is refused by the アガ rule", "[iw][deck]") {
    test::TempDir dir;
    auto zones = "<zone name=\"deck\">" + soldiers("d", 1, 60) + "</zone>";
    auto none = verify(dir.write("none.xml", deck_scenario("", zones, "<present-deck player=\"A\"/>")));
    CHECK(none.exit_code == 1);
    CHECK(none.out.find("got refused by IW-R-AGA (A has no アガ") != std::string::npos);
}

TEST_CASE("a second アガ for one player is refused at load, where it stands", "[iw][deck][bad-input]") {
    test::TempDir dir;
    auto zones = "<zone name=\"deck\">" + soldiers("d", 1, 60) + "</zone>";
    auto two = verify(dir.write("two.xml", deck_scenario(kAga + R"(<card id="aga2" type="aga" traits="炎"/>)", zones, "<present-deck player=\"A\"/>")));
    CHECK(two.exit_code == 2);
    CHECK(two.err.find("two.xml:") != std::string::npos);
    CHECK(two.err.find("A's aga zone may hold at most 1 card(s) in iw (IW-R-AGA): this card is one too many") != std::string::npos);
}

TEST_CASE("a deck card without a faction is an error of the file at the deck check, not a verdict", "[iw][deck][bad-input]") {
    test::TempDir dir;
    auto zones = "<zone name=\"deck\">" + soldiers("d", 1, 59) + soldiers("x", 60, 60, "") + "</zone>";
    auto file = dir.write("nofaction.xml", deck_scenario(kAga, zones, "    <present-deck player=\"A\"/>"));
    auto r = verify(file);
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("nofaction.xml:") != std::string::npos);
    CHECK(r.err.find(":5: the scenario cannot be played: x60 has no faction: write its 勢力 in traits") != std::string::npos);
}

TEST_CASE("a misspelt attribute on <present-deck> is refused where it stands", "[iw][deck][bad-input]") {
    test::TempDir dir;
    auto file = dir.write("typo.xml", deck_scenario(kAga, "", "    <present-deck player=\"A\" playr=\"B\"/>"));
    auto r = verify(file);
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("typo.xml:") != std::string::npos);
    CHECK(r.err.find("unknown attribute 'playr' on <present-deck>") != std::string::npos);
}

TEST_CASE("the field condition counts the player's own territory cards and the opponent's, not the opponent's set zone", "[iw][field]") {
    test::TempDir dir;
    auto text = R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario id="t" game="iw">
  <title ja="テスト"/>
  <setup turn="2" active="A" phase="main">
    <player id="A">
      <zone name="deck"><card id="top" type="geuda"/><card id="next" type="geuda"/></zone>
      <zone name="territory"><card id="own" type="territory"/></zone>
      <zone name="set"><card id="lamp" type="object"><ability kind="eventi" op="draw" condition="my-field-at-least:3"/></card></zone>
    </player>
    <player id="B">
      <zone name="territory"><card id="theirs" type="territory"/></zone>
      <zone name="set"><card id="g1" type="geuda"/><card id="g2" type="geuda"/></zone>
    </player>
  </setup>
  <actions>
    <use player="A" card="lamp" ability="eventi"/>
  </actions>
  <expect><card id="top" zone="hand"/><card id="next" zone="deck"/></expect>
</scenario>
)";
    auto r = verify(dir.write("field.xml", text), "--trace");
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("[IW-R-FIELD] A's field holds 3 cards (A's set zone 1, A's territory zone 1, B's territory zone 1)") != std::string::npos);
}
