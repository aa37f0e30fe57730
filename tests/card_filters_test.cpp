// The card filters every game shares (judge/core/card_filters.hpp): each narrows the cards a target
// finds in iw and gcb as it does in dm, for an effect as it resolves and for a static ability, and
// a bound on a value is refused on a static ability, whose reach would then depend on itself.
#include <catch2/catch.hpp>

#include <string>

#include "support.hpp"

namespace {

// An iw board: A's シャーマン has the ability written in `ability`; each side has a small ゲウダ
// (attack 1, trait 炎) and a big one (attack 5, trait 水).
std::string iw_scenario(const std::string& ability, const std::string& actions, const std::string& expect) {
    return R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario id="iw-filter" game="iw">
  <title ja="絞り込み" en="filters"/>
  <setup turn="3" active="A" phase="main">
    <player id="A" name="A">
      <zone name="set">
        <card id="shaman" type="geuda" name="シャーマン" attack="1" defense="1" cost="2">)" +
           ability + R"(</card>
        <card id="a-small" type="geuda" name="小兵" attack="1" defense="1" cost="1" traits="炎"/>
        <card id="a-big" type="geuda" name="巨人" attack="5" defense="5" cost="5" traits="水"/>
      </zone>
    </player>
    <player id="B" name="B">
      <zone name="set">
        <card id="b-small" type="geuda" name="小兵" attack="1" defense="1" cost="1" traits="炎"/>
        <card id="b-big" type="geuda" name="巨人" attack="5" defense="5" cost="5" traits="水"/>
      </zone>
    </player>
  </setup>
  <actions>)" + actions + R"(</actions>
  <expect>)" + expect + R"(</expect>
</scenario>
)";
}

// A gcb board: A plays a spell whose ability is `ability`; each side has a blue monster of 3000 P
// and a red one of 6000 P.
std::string gcb_scenario(const std::string& ability, const std::string& expect) {
    return R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario id="gcb-filter" game="gcb">
  <title ja="絞り込み" en="filters"/>
  <setup turn="3" active="A" phase="free">
    <player id="A" name="A">
      <zone name="monster">
        <card id="a-blue" type="blue-monster" name="青" power="3000"/>
        <card id="a-red" type="red-monster" name="赤" power="6000"/>
      </zone>
      <zone name="hand"><card id="bolt" type="normal-spell" name="呪文">)" +
           ability + R"(</card></zone>
    </player>
    <player id="B" name="B">
      <zone name="monster">
        <card id="b-blue" type="blue-monster" name="青" power="3000"/>
        <card id="b-red" type="red-monster" name="赤" power="6000"/>
      </zone>
    </player>
  </setup>
  <actions>
    <activate player="A" card="bolt"/>
    <pass player="B"/>
  </actions>
  <expect>)" + expect + R"(</expect>
</scenario>
)";
}

test::RunResult verify(const test::TempDir& dir, const std::string& text) {
    return test::run_judge("--db " + test::shell_quote(test::bundled_db().string()) + " verify " + test::shell_quote(dir.write("s.xml", text).string()));
}

}  // namespace

TEST_CASE("iw: side and a bound narrow the ゲウダ an effect destroys", "[filters]") {
    test::TempDir dir;
    const auto ability = R"(<ability kind="eventi" op="destroy" target="all-geuda" side="opponent" max-attack="2"/>)";
    const auto use = R"(<use player="A" card="shaman" ability="eventi"/>)";
    auto r = verify(dir, iw_scenario(ability, use,
                                     R"(<card id="b-small" zone="trash"/><card id="b-big" zone="set"/><card id="a-small" zone="set"/><card id="a-big" zone="set"/>)"));
    INFO(r.out << r.err);
    CHECK(r.exit_code == 0);
    // The same expectation fails without the bound: the check can tell the filter's work.
    auto unbounded = verify(dir, iw_scenario(R"(<ability kind="eventi" op="destroy" target="all-geuda" side="opponent"/>)", use,
                                             R"(<card id="b-big" zone="set"/>)"));
    CHECK(unbounded.exit_code == 1);
}

TEST_CASE("iw: a static ability covers only the ゲウダ its filters let through", "[filters]") {
    test::TempDir dir;
    const auto ability = R"(<ability kind="static" op="modify" stat="attack" amount="2" target="all-geuda" trait="炎" side="mine"/>)";
    auto r = verify(dir, iw_scenario(ability, "",
                                     R"(<value card="a-small" stat="attack" equals="3"/><value card="a-big" stat="attack" equals="5"/>)"
                                     R"(<value card="b-small" stat="attack" equals="1"/>)"));
    INFO(r.out << r.err);
    CHECK(r.exit_code == 0);
}

TEST_CASE("iw and gcb: a value bound on a static ability is refused where it is written", "[filters]") {
    test::TempDir dir;
    auto iw = verify(dir, iw_scenario(R"(<ability kind="static" op="modify" stat="attack" amount="2" target="all-geuda" max-attack="3"/>)", "", ""));
    CHECK(iw.exit_code == 2);
    CHECK(iw.err.find("'max-attack' narrows nothing in a static ability's 'modify'") != std::string::npos);
}

TEST_CASE("gcb: card type and a P bound narrow the monsters a spell destroys", "[filters]") {
    test::TempDir dir;
    auto r = verify(dir, gcb_scenario(R"(<ability kind="play" op="destroy" target="all-monsters" card-type="red-monster" side="opponent"/>)",
                                      R"(<card id="b-red" zone="graveyard"/><card id="b-blue" zone="monster"/><card id="a-red" zone="monster"/>)"));
    INFO(r.out << r.err);
    CHECK(r.exit_code == 0);
    auto bounded = verify(dir, gcb_scenario(R"(<ability kind="play" op="destroy" target="all-monsters" max-power="3000"/>)",
                                            R"(<card id="a-blue" zone="graveyard"/><card id="b-blue" zone="graveyard"/><card id="a-red" zone="monster"/><card id="b-red" zone="monster"/>)"));
    INFO(bounded.out << bounded.err);
    CHECK(bounded.exit_code == 0);
}
