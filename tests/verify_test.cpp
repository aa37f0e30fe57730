// `judge verify` as a user runs it: verdicts, expected vs actual, decisions, and one
// file:line:col line for each kind of malformed scenario.
#include <catch2/catch.hpp>

#include <algorithm>

#include "support.hpp"

using test::run_judge;
using test::shell_quote;
namespace fs = std::filesystem;

namespace {

using test::bundled_db;

test::RunResult verify(const std::filesystem::path& file, const std::string& flags = "") {
    return run_judge("--db " + shell_quote(bundled_db().string()) + " verify " + shell_quote(file.string()) + " " + flags);
}

int lines(const std::string& text) { return static_cast<int>(std::count(text.begin(), text.end(), '\n')); }

// A small valid scenario; `actions` and `expect` are spliced in.
std::string scenario(const std::string& actions, const std::string& expect, const std::string& decisions = "",
                     const std::string& extra_cards = "") {
    return R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario id="t" game="iw">
  <title ja="テスト"/>
  <setup turn="2" active="A" phase="main">
    <player id="A">
      <zone name="set"><card id="a1" type="geuda" attack="3" defense="2" cost="1"/></zone>
      <zone name="hand">)" + extra_cards + R"(</zone>
    </player>
    <player id="B">
      <zone name="set"><card id="b1" type="geuda" attack="1" defense="1" cost="1"/></zone>
      <zone name="barrier"><card id="bar" type="eventi" cost="1" face="down"><ability kind="barrier-trap" op="destroy" target="attackers"/></card></zone>
      <zone name="cost"><card id="c1" type="eventi" cost="0" face="down"/></zone>
    </player>
  </setup>
  <actions>
)" + actions + R"(
  </actions>
  <decisions>)" + decisions + R"(</decisions>
  <expect>)" + expect + R"(</expect>
</scenario>
)";
}

}  // namespace

TEST_CASE("a passing scenario exits 0 with the summary line", "[verify]") {
    test::TempDir dir;
    auto file = dir.write("ok.xml", scenario(R"(<attack player="A" attackers="a1"/><block player="B" blockers="b1"/>)",
                                             R"(<card id="b1" zone="trash"/><cited id="IW-A-SURVIVAL-CHECK"/>)"));
    auto r = verify(file);
    INFO(r.out << r.err);
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("PASS") == 0);
    CHECK(r.out.find("\n1 passed, 0 failed, 0 needs-decision, 0 errors\n") != std::string::npos);
}

TEST_CASE("a wrong expectation fails with expected and actual", "[verify]") {
    test::TempDir dir;
    auto file = dir.write("wrong.xml", scenario(R"(<attack player="A" attackers="a1"/><block player="B" blockers="b1"/>)",
                                                R"(
    <card id="b1" zone="set"/>)"));
    auto r = verify(file);
    INFO(r.out);
    CHECK(r.exit_code == 1);
    CHECK(r.out.find("FAIL") == 0);
    CHECK(r.out.find("wrong.xml:20:5: card b1 zone: expected set, got trash") != std::string::npos);
}

TEST_CASE("an unscripted choice stops with NEEDS-DECISION and the options", "[verify]") {
    test::TempDir dir;
    auto file = dir.write("trap.xml", scenario(R"(<attack player="A" attackers="a1"/><pass player="B"/>)", ""));
    auto r = verify(file);
    CHECK(r.exit_code == 1);
    CHECK(r.out.find("NEEDS-DECISION") == 0);
    CHECK(r.out.find("legal options: yes, no") != std::string::npos);

    SECTION("and the scripted choice is used") {
        auto scripted = dir.write("trap2.xml", scenario(R"(<attack player="A" attackers="a1"/><pass player="B"/>)",
                                                        R"(<card id="a1" zone="trash"/><card id="bar" zone="trash"/>)",
                                                        R"(<decision player="B" kind="may" choice="yes"/>)"));
        auto ok = verify(scripted);
        INFO(ok.out);
        CHECK(ok.exit_code == 0);
    }
    SECTION("an unused scripted decision is a failure") {
        auto unused = dir.write("unused.xml", scenario(R"(<attack player="A" attackers="a1"/><block player="B" blockers="b1"/>)",
                                                       R"(<card id="b1" zone="trash"/>)", R"(<decision player="B" kind="may" choice="yes"/>)"));
        auto r2 = verify(unused);
        CHECK(r2.exit_code == 1);
        CHECK(r2.out.find("expected it to be used") != std::string::npos);
    }
}

TEST_CASE("a refused action is checked against the rule that refuses it", "[verify]") {
    test::TempDir dir;
    auto refused = R"(<attack player="A" attackers="a1 hasty" expect="refused" because="IW-R-LINKED-ATTACK"/>)";
    auto hand = R"(<card id="hasty" type="geuda" attack="1" defense="1" cost="0"/>)";
    auto file = dir.write("refused.xml", scenario(refused, "", "", hand));
    auto r = verify(file);
    INFO(r.out);
    // hasty is in the hand, not the set zone: the declaration is refused by the attack rule first.
    CHECK(r.exit_code == 1);
    CHECK(r.out.find("expected refusal by IW-R-LINKED-ATTACK, got refusal by IW-A-ATTACK-DECLARATION") != std::string::npos);
}

TEST_CASE("an expected refusal that names no rule passes, and the report says which rule refused it", "[verify]") {
    test::TempDir dir;
    auto refused = R"(<attack player="A" attackers="a1 hasty" expect="refused"/>)";
    auto hand = R"(<card id="hasty" type="geuda" attack="1" defense="1" cost="0"/>)";
    auto r = verify(dir.write("unnamed.xml", scenario(refused, "", "", hand)));
    INFO(r.out);
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("refused, as expected, by IW-A-ATTACK-DECLARATION (no because=\"…\" holds it to that rule)") != std::string::npos);
}

TEST_CASE("malformed scenarios give one file:line:col line and exit 2", "[verify]") {
    test::TempDir dir;
    struct Case {
        const char* name;
        std::string text;
        std::string expected;  // the start of the one stderr line, after the file name
    };
    std::vector<Case> cases = {
        {"unknown-card", scenario(R"(    <attack player="A" attackers="zz"/>)", ""), ":16:24: unknown card id 'zz'"},
        {"unknown-keyword", scenario("", "", "", R"(<card id="k" type="geuda" keywords="空中浮遊"/>)"), ":7:51: unknown keyword '空中浮遊' for iw"},
        {"unknown-action", scenario(R"(    <summon player="A" card="a1"/>)", ""), ":16:5: the game iw has no action <summon>"},
        {"missing-attribute", scenario(R"(    <attack player="A"/>)", ""), ":16:5: <attack> needs the attribute 'attackers'"},
        {"out-of-range", scenario("", "", "", R"(<card id="k" type="geuda" attack="-3"/>)"), ":7:51: 'attack' is '-3', which is out of range (0 to 1000000)"},
        {"malformed-xml", "<scenario id=\"t\" game=\"iw\">\n  <title ja=\"x\">\n</scenario>\n", ":3:3: malformed XML"},
        {"unknown-ruling", std::string("<scenario id=\"t\" game=\"iw\"><title ja=\"x\"/>\n<rulings><ruling ref=\"IW-J-NO-SUCH\"/></rulings>") +
                               "<setup active=\"A\" phase=\"main\"><player id=\"A\"/><player id=\"B\"/></setup></scenario>",
         ":2:10: unknown ruling ID IW-J-NO-SUCH"},
    };
    for (const auto& c : cases) {
        INFO(c.name);
        auto file = dir.write(std::string(c.name) + ".xml", c.text);
        auto r = verify(file);
        INFO(r.err);
        CHECK(r.exit_code == 2);
        CHECK(lines(r.err) == 1);
        CHECK(r.err.rfind(file.string() + c.expected, 0) == 0);
    }
}

TEST_CASE("an ability's unknown trigger, condition or target gives one file:line:col line and exits 2", "[verify]") {
    test::TempDir dir;
    // The card lands on line 7 at column 25; its <ability> starts at column 51.
    auto with_ability = [](const std::string& attributes) {
        return scenario("", "", "", R"(<card id="k" type="geuda"><ability kind="triggered" )" + attributes + R"( op="destroy"/></card>)");
    };
    struct Case {
        const char* name;
        std::string text;
        std::string expected;  // the whole stderr line after the file name
    };
    std::vector<Case> cases = {
        {"unknown-trigger", with_ability(R"(trigger="entres")"), ":7:77: unknown trigger 'entres'; did you mean 'enters'?"},
        {"unknown-condition", with_ability(R"(trigger="enters" condition="my-barrier-at-most:1")"),
         ":7:94: unknown condition 'my-barrier-at-most'; did you mean 'my-barriers-at-most'?"},
        {"condition-not-a-number", with_ability(R"(trigger="enters" condition="my-barriers-at-most:one")"),
         ":7:94: condition 'my-barriers-at-most' needs a whole number after the colon, not 'one'"},
        {"condition-without-number", with_ability(R"(trigger="enters" condition="cost-zone-at-least")"),
         ":7:94: condition 'cost-zone-at-least' needs a whole number after a colon (cost-zone-at-least:N)"},
        {"near-target", with_ability(R"(trigger="enters" target="my-geudas")"), ":7:94: unknown target 'my-geudas'; did you mean 'my-geuda'?"},
        {"unknown-target", with_ability(R"(trigger="enters" target="everyone")"),
         ":7:94: unknown target 'everyone'; iw has self, host, attackers, choose, my-geuda, opponent-geuda, all-geuda, "
         "or the id of a card in this scenario"},
    };
    for (const auto& c : cases) {
        INFO(c.name);
        auto file = dir.write(std::string(c.name) + ".xml", c.text);
        auto r = verify(file);
        INFO(r.out << r.err);
        CHECK(r.exit_code == 2);
        CHECK(lines(r.err) == 1);
        CHECK(r.err == file.string() + c.expected + "\n");
    }

    SECTION("a target may be the id of any card of the scenario, even one set up after the ability") {
        auto ok = dir.write("card-target.xml", with_ability(R"(trigger="enters" condition="my-barriers-at-most:0" target="b1")"));
        auto r = verify(ok);
        INFO(r.out << r.err);
        CHECK(r.exit_code == 0);
        CHECK(r.err.empty());
    }
}

TEST_CASE("verify --json reports each scenario with its trace", "[verify]") {
    test::TempDir dir;
    auto file = dir.write("ok.xml", scenario(R"(<attack player="A" attackers="a1"/><block player="B" blockers="b1"/>)",
                                             R"(<card id="b1" zone="trash"/>)"));
    auto r = verify(file, "--json");
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("{\"scenarios\":[{\"id\":\"t\",\"file\":") == 0);
    CHECK(r.out.find("\"verdict\":\"pass\"") != std::string::npos);
    CHECK(r.out.find("{\"cite\":\"IW-A-SURVIVAL-CHECK\",\"text\":") != std::string::npos);
    CHECK(r.out.find("\"summary\":{\"passed\":1,\"failed\":0,\"needs_decision\":0,\"errors\":0}") != std::string::npos);
}

TEST_CASE("a scenario with no expectations is answered with the board and trace", "[verify]") {
    test::TempDir dir;
    auto text = scenario(R"(<attack player="A" attackers="a1"/><block player="B" blockers="b1"/>)", "");
    text.replace(text.find("  <expect></expect>\n"), 20, "");
    auto r = verify(dir.write("question.xml", text));
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("ANSWER") == 0);
    CHECK(r.out.find("board after:") != std::string::npos);
    CHECK(r.out.find("[IW-A-SURVIVAL-CHECK]") != std::string::npos);
}

TEST_CASE("scenario new prints a template that verify reads", "[verify]") {
    auto r = run_judge("scenario new --game iw");
    CHECK(r.exit_code == 0);
    test::TempDir dir;
    auto file = dir.write("new.xml", r.out);
    auto v = verify(file);
    INFO(v.out << v.err);
    CHECK(v.exit_code == 0);
    CHECK(run_judge("scenario new --game xx").exit_code == 2);
}

namespace {

std::string bundled_scenario(const std::string& relative) {
    return test::read_file(std::filesystem::path(JUDGE_SOURCE_DIR) / "scenarios" / relative);
}

std::string replace_all(std::string text, const std::string& from, const std::string& to) {
    for (auto at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) text.replace(at, from.size(), to);
    return text;
}

}  // namespace

TEST_CASE("a keyword an ability grants may be named by an alias; an unknown one is refused where it stands", "[verify]") {
    test::TempDir dir;
    const auto original = bundled_scenario("iw/negative-wins-gain-and-lose-keyword.xml");
    REQUIRE(original.find(R"(keyword="急襲")") != std::string::npos);

    auto alias = dir.write("alias.xml", replace_all(original, R"(keyword="急襲")", R"(keyword="haste")"));
    auto ok = verify(alias);
    INFO(ok.out << ok.err);
    CHECK(ok.exit_code == 0);

    auto unknown = dir.write("unknown.xml", replace_all(original, R"(keyword="急襲")", R"(keyword="空中浮遊")"));
    auto bad = verify(unknown);
    CHECK(bad.exit_code == 2);
    CHECK(lines(bad.err) == 1);
    CHECK(bad.err.rfind(unknown.string() + ":14:", 0) == 0);
    CHECK(bad.err.find("unknown keyword '空中浮遊' for iw") != std::string::npos);
}

TEST_CASE("an action's number that is no number is an ERROR at its attribute when loading, and the run goes on", "[verify]") {
    test::TempDir dir;
    // The use's index is no number: the loader reads it by the type the ruleset declares for it.
    auto text = bundled_scenario("iw/negative-wins-gain-and-lose-keyword.xml");
    text = replace_all(text, R"(ability="eventi" index="1")", R"(ability="eventi" index="first")");
    auto broken = dir.write("broken.xml", text);
    auto good = dir.write("good.xml", scenario(R"(<attack player="A" attackers="a1"/><block player="B" blockers="b1"/>)",
                                               R"(<card id="b1" zone="trash"/>)"));
    auto r = run_judge("--db " + shell_quote(bundled_db().string()) + " verify " + shell_quote(broken.string()) + " " +
                       shell_quote(good.string()));
    INFO(r.out << r.err);
    CHECK(r.exit_code == 2);
    CHECK(r.out.find("PASS  " + good.string()) != std::string::npos);
    CHECK(r.out.find("1 passed, 0 failed, 0 needs-decision, 1 errors") != std::string::npos);
    CHECK(lines(r.err) == 1);
    // The number is named where it stands, before anything is played.
    CHECK(r.err == broken.string() + ":25:51: 'index' is 'first', which is not a whole number (digits 0-9, optionally a leading '-')\n");
}

TEST_CASE("a gcb static deny reaches the monster set it names", "[verify][gcb]") {
    test::TempDir dir;
    // B's 青の騎士 says "the opponent's monsters cannot attack": A's attack is refused by that effect.
    auto text = bundled_scenario("gcb/armor-without-host-to-graveyard.xml");
    text = replace_all(text, R"(<card id="b1" name="青の騎士"/>)",
                       R"(<card id="b1" name="青の騎士"><ability kind="static" op="deny" target="opponent-monsters" action="attack"/></card>)");
    text = replace_all(text, R"(<attack player="A" card="m1" target="b1"/>)",
                       R"(<attack player="A" card="m1" target="b1" expect="refused" because="GCB-R-EFFECT-OVER-RULE"/>)");
    text = replace_all(text, R"(<pass player="B"/>)", "");
    auto start = text.find("<expect>");
    text = text.substr(0, start) + "<expect><card id=\"m1\" zone=\"monster\"/></expect>\n</scenario>\n";
    auto file = dir.write("deny.xml", text);
    auto r = verify(file);
    INFO(r.out << r.err);
    CHECK(r.exit_code == 0);
}

TEST_CASE("an effect that lasts while its source is on the field ends when the source leaves", "[verify][iw]") {
    test::TempDir dir;
    // 風向きの祭壇 gives plain 急襲 while the altar stays; then the altar returns itself to the hand.
    auto text = bundled_scenario("iw/negative-wins-gain-and-lose-keyword.xml");
    text = replace_all(text, R"(<ability kind="eventi" op="lose" target="choose" keyword="急襲" duration="turn"/>)",
                       R"(<ability kind="eventi" op="grant" target="choose" keyword="急襲" duration="while-source"/>)");
    text = replace_all(text, R"(<ability kind="eventi" op="grant" target="choose" keyword="急襲" duration="turn"/>)",
                       R"(<ability kind="eventi" op="return-to-hand" target="self"/>)");
    text = replace_all(text, R"(<use player="A" card="altar" ability="eventi" index="2" target="plain"/>)",
                       R"(<use player="A" card="altar" ability="eventi" index="2"/>)");
    text = replace_all(text, R"(<cited id="IW-R-NEGATIVE-WINS"/>)", R"(<card id="altar" zone="hand"/><cited id="IW-A-WHILE-SOURCE"/>)");
    auto file = dir.write("while-source.xml", text);
    auto r = verify(file);
    INFO(r.out << r.err);
    // The attack is refused for summoning sickness: the 急襲 ended with the altar.
    CHECK(r.exit_code == 0);

    SECTION("while the altar stays, the granted 急襲 works") {
        auto stays = replace_all(text, R"(<use player="A" card="altar" ability="eventi" index="2"/>)", "");
        stays = replace_all(stays, R"( expect="refused" because="IW-A-SUMMONING-SICKNESS")", "");
        stays = replace_all(stays, R"(<card id="plain" tapped="false"/>)", R"(<card id="plain" tapped="true"/>)");
        stays = replace_all(stays, R"(<card id="b-top" zone="barrier"/>)", "");
        stays = replace_all(stays, R"(<card id="altar" zone="hand"/><cited id="IW-A-WHILE-SOURCE"/>)", "");
        auto kept = dir.write("while-source-stays.xml", stays);
        auto r2 = verify(kept);
        INFO(r2.out << r2.err);
        CHECK(r2.exit_code == 0);
    }
}

TEST_CASE("a duration the game does not have is refused where it stands", "[verify]") {
    test::TempDir dir;
    auto text = replace_all(bundled_scenario("iw/negative-wins-gain-and-lose-keyword.xml"), R"(keyword="急襲" duration="turn")",
                            R"(keyword="急襲" duration="until-next-turn")");
    auto file = dir.write("duration.xml", text);
    auto r = verify(file);
    CHECK(r.exit_code == 2);
    CHECK(lines(r.err) == 1);
    CHECK(r.err.rfind(file.string() + ":14:", 0) == 0);
    CHECK(r.err.find("unknown duration 'until-next-turn'; iw has turn, permanent, while-source") != std::string::npos);
}


TEST_CASE("a gcb effect lasting while its source is on the battlefield ends when the source leaves", "[verify][gcb]") {
    test::TempDir dir;
    const std::string text = R"XML(<?xml version="1.0" encoding="UTF-8"?>
<scenario id="t-gcb-while-source" game="gcb">
  <title ja="テスト"/>
  <setup turn="3" active="A" phase="free">
    <player id="A" name="Aさん">
      <zone name="monster">
        <card id="m" name="青の戦士">
          <ability kind="activated" op="modify" target="choose" stat="power" amount="1000" duration="while-source"/>
          <ability kind="activated" op="return-to-hand" target="self"/>
        </card>
        <card id="a2" name="青の騎士"/>
      </zone>
    </player>
    <player id="B" name="Bさん">
      <zone name="monster"><card id="b1" name="青の騎士"/></zone>
    </player>
  </setup>
  <actions>
    <use player="A" card="m" index="1" target="a2"/>
    <pass player="B"/>
    <expect><value card="a2" stat="power" equals="6000"/></expect>
    <use player="A" card="m" index="2"/>
    <pass player="B"/>
  </actions>
  <expect>
    <card id="m" zone="hand"/>
    <value card="a2" stat="power" equals="5000"/>
    <cited id="GCB-A-WHILE-SOURCE"/>
  </expect>
</scenario>
)XML";
    auto r = verify(dir.write("while-source.xml", text));
    INFO(r.out << r.err);
    CHECK(r.exit_code == 0);
    // The same effect made permanent stays after m leaves: the check above is what ends it.
    auto kept = verify(dir.write("permanent.xml", replace_all(text, R"(duration="while-source")", R"(duration="permanent")")));
    CHECK(kept.exit_code == 1);
    CHECK(kept.out.find("value power of a2: expected 5000, got 6000") != std::string::npos);
}

TEST_CASE("a dm name written as an operation or label is refused as a card keyword", "[verify][dm]") {
    test::TempDir dir;
    auto text = replace_all(bundled_scenario("dm/ex-life-skips-face-up-top-card.xml"), R"(keywords="EXライフ")",
                            R"(keywords="EXライフ メクレイド")");
    auto file = dir.write("mekuraid-keyword.xml", text);
    auto r = verify(file);
    CHECK(r.exit_code == 2);
    CHECK(lines(r.err) == 1);
    CHECK(r.err.find("unknown keyword 'メクレイド' for dm") != std::string::npos);
}

TEST_CASE("an iw static ability that grants a keyword works while its card is on the field", "[verify][iw]") {
    test::TempDir dir;
    // 風向きの祭壇 now says "your ゲウダ have 急襲": plain, which entered this turn, may attack.
    auto text = bundled_scenario("iw/negative-wins-gain-and-lose-keyword.xml");
    text = replace_all(text, R"(<ability kind="eventi" op="lose" target="choose" keyword="急襲" duration="turn"/>)",
                       R"(<ability kind="static" op="grant" target="my-geuda" keyword="急襲"/>)");
    text = replace_all(text, R"(<ability kind="eventi" op="grant" target="choose" keyword="急襲" duration="turn"/>)", "");
    text = replace_all(text, R"(<use player="A" card="altar" ability="eventi" index="1" target="plain"/>)", "");
    text = replace_all(text, R"(<use player="A" card="altar" ability="eventi" index="2" target="plain"/>)", "");
    text = replace_all(text, R"( expect="refused" because="IW-A-SUMMONING-SICKNESS")", "");
    text = replace_all(text, R"(<card id="plain" tapped="false"/>)", R"(<card id="plain" tapped="true"/>)");
    text = replace_all(text, R"(<card id="b-top" zone="barrier"/>)", "");
    text = replace_all(text, R"(<cited id="IW-R-NEGATIVE-WINS"/>)", R"(<cited id="IW-R-HASTE"/>)");
    auto r = verify(dir.write("static-grant.xml", text));
    INFO(r.out << r.err);
    CHECK(r.exit_code == 0);
}

TEST_CASE("a static modify without stat modifies power, as docs/games/dm.md says", "[verify]") {
    // It was read as modifying nothing: the creature's power stayed 2000, a wrong verdict.
    test::TempDir dir;
    fs::create_directories(dir.path() / "dm");
    fs::copy_file(fs::path(JUDGE_SOURCE_DIR) / "scenarios/dm/cards.xml", dir.path() / "dm/cards.xml");
    dir.write("dm/static-modify.xml", R"xml(<?xml version="1.0" encoding="UTF-8"?>
<scenario id="static-modify-default-stat" game="dm">
  <title ja="静的な修正の既定は power" en="A static modify without stat modifies power"/>
  <setup turn="3" active="A" phase="main">
    <player id="A" name="A">
      <zone name="deck"><card id="Ad1" name="山札のカード"/></zone>
      <zone name="battle"><card id="lord" name="火の兵士"><ability kind="static" op="modify" amount="1000" target="other-my-creatures"/></card><card id="small" name="火の兵士"/></zone>
    </player>
    <player id="B" name="B">
      <zone name="deck"><card id="Bd1" name="山札のカード"/></zone>
    </player>
  </setup>
  <expect><value card="small" stat="power" equals="3000"/></expect>
</scenario>
)xml");
    auto result = run_judge("--db " + shell_quote(bundled_db().string()) + " verify dm/static-modify.xml", dir.path());
    CHECK(result.exit_code == 0);
    CHECK(result.out.find("PASS  dm/static-modify.xml") != std::string::npos);
}

TEST_CASE("a static ability's filters and condition narrow what it covers, and a filter of the other kind is refused", "[verify]") {
    test::TempDir dir;
    fs::create_directories(dir.path() / "dm");
    fs::copy_file(fs::path(JUDGE_SOURCE_DIR) / "scenarios/dm/cards.xml", dir.path() / "dm/cards.xml");
    auto scenario = [&](const std::string& name, const std::string& ability, const std::string& expect) {
        dir.write("dm/" + name + ".xml", R"xml(<?xml version="1.0" encoding="UTF-8"?>
<scenario id=")xml" + name + R"xml(" game="dm">
  <title ja="静的能力の絞り込み" en="A static ability's filters"/>
  <setup turn="3" active="A" phase="main">
    <player id="A" name="A">
      <zone name="deck"><card id="Ad1" name="山札のカード"/></zone>
      <zone name="mana"><card id="m1" name="火のマナ"/></zone>
      <zone name="battle"><card id="lord" name="火の兵士">)xml" + ability + R"xml(</card><card id="small" name="火の兵士"/><card id="big" type="creature" power="6000" cost="6" traits="水"/></zone>
    </player>
    <player id="B" name="B">
      <zone name="deck"><card id="Bd1" name="山札のカード"/></zone>
    </player>
  </setup>
  <expect>)xml" + expect + R"xml(</expect>
</scenario>
)xml");
        return run_judge("--db " + shell_quote(bundled_db().string()) + " verify dm/" + name + ".xml", dir.path());
    };
    // "Your other fire creatures get +1000": not the lord itself, not the water creature.
    auto other = scenario("other-fire", R"(<ability kind="static" op="modify" amount="1000" target="my-creatures" other="true" trait="火"/>)",
                          R"(<value card="lord" stat="power" equals="2000"/><value card="small" stat="power" equals="3000"/><value card="big" stat="power" equals="6000"/>)");
    INFO(other.out << other.err);
    CHECK(other.exit_code == 0);
    // "While you have 5 or more mana": with one mana, nothing.
    auto condition = scenario("while-mana", R"(<ability kind="static" op="modify" amount="1000" target="other-my-creatures" condition="my-mana-at-least:5"/>)",
                              R"(<value card="small" stat="power" equals="2000"/>)");
    INFO(condition.out << condition.err);
    CHECK(condition.exit_code == 0);
    // side narrows an applied ability's all/choose; a static one names its side in its target.
    auto side = scenario("static-side", R"(<ability kind="static" op="modify" amount="1000" target="my-creatures" side="opponent"/>)", "");
    CHECK(side.exit_code == 2);
    CHECK(side.err.find("'side' narrows nothing in a static ability's 'modify'") != std::string::npos);
    // duration means nothing on a destruction.
    auto duration = scenario("destroy-duration", R"(<ability kind="triggered" trigger="enters" op="destroy" target="choose" duration="turn"/>)", "");
    CHECK(duration.exit_code == 2);
    CHECK(duration.err.find("'duration' means nothing on 'destroy' in dm: no ability of that operation reads it") != std::string::npos);
}

TEST_CASE("a failing checkpoint says when a step still waits for a player's answer, and how to check after it", "[verify]") {
    test::TempDir dir;
    dir.write("cp.xml", R"(<scenario id="cp" game="iw"><title ja="チェックポイント" en="Checkpoint"/>
<setup turn="3" active="A" phase="main">
<player id="A"><zone name="hand"><card id="g" name="平凡なゲウダ"/></zone><zone name="cost"><card id="c1" name="平凡なゲウダ" face="down"/></zone></player>
<player id="B"/></setup>
<actions>
<play player="A" card="g"/>
<expect><card id="g" zone="set"/></expect>
</actions>
<expect><card id="g" zone="set"/></expect>
</scenario>)");
    auto run = test::run_judge("--db " + test::shell_quote(test::bundled_db().string()) + " verify cp.xml", dir.path());
    CHECK(run.exit_code == 1);
    CHECK(run.out.find("cp.xml:7:9: card g zone: expected set, got none (at this checkpoint a step still waits for B's answer: pass; "
                       "the judge settles it at the next move or when the actions end, so write that answer, e.g. <pass player=\"B\"/>, "
                       "before the checkpoint to check the board after it)") != std::string::npos);
    // With the answer written first, the same checkpoint holds.
    dir.write("cp.xml", test::read_file(dir.path() / "cp.xml").replace(test::read_file(dir.path() / "cp.xml").find("<expect>"), 0, "<pass player=\"B\"/>\n"));
    run = test::run_judge("--db " + test::shell_quote(test::bundled_db().string()) + " verify cp.xml", dir.path());
    CHECK(run.out.rfind("PASS", 0) == 0);
}

TEST_CASE("a decision that names the card it is for answers only a prompt naming that card", "[verify][decisions]") {
    test::TempDir dir;
    const auto scenario = test::read_file(fs::path(JUDGE_SOURCE_DIR) / "scenarios/iw/barrier-trap-played-when-broken.xml");
    const std::string plain = "<decision player=\"B\" kind=\"may\" choice=\"yes\" for=\"trap\"/>";
    REQUIRE(scenario.find(plain) != std::string::npos);
    auto with_for = [&](const std::string& card) {
        auto text = scenario;
        return text.replace(text.find(plain), plain.size(), "<decision player=\"B\" kind=\"may\" choice=\"yes\" for=\"" + card + "\"/>");
    };
    dir.write("ok.xml", with_for("trap"));
    dir.write("wrong.xml", with_for("b-second"));
    const auto db = test::shell_quote(test::bundled_db().string());
    CHECK(test::run_judge("--db " + db + " verify ok.xml", dir.path()).exit_code == 0);
    const auto wrong = test::run_judge("--db " + db + " verify wrong.xml", dir.path());
    CHECK(wrong.exit_code == 1);
    CHECK(wrong.out.find("wrong.xml:29:5: the scripted may decision of B is for b-second, but the next may prompt B answers is "
                         "\"play the barrier trap trap\"") != std::string::npos);
}
