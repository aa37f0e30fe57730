// The scenario loader is strict: every name in a scenario is checked before anything is played,
// a mistake is one `file:line:col: message` line and exit 2 (with "did you mean …?" when a near
// name exists), never a rules verdict; nesting is bounded in both XML loaders; numbers are read by
// one strict parser; `judge scenario schema` writes an XSD that flags what the loader refuses.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <optional>
#include <regex>
#include <set>

#include "judge/core/near_name.hpp"
#include "judge/core/scenario_loader.hpp"
#include "judge/core/numbers.hpp"
#include "judge/games/registry.hpp"
#include "rulesdb/corpus_loader.hpp"
#include "rulesdb/diagnostic.hpp"
#include "support.hpp"

using test::run_judge;
using test::shell_quote;

namespace {

test::RunResult verify(const std::filesystem::path& file) {
    return run_judge("--db " + shell_quote(test::bundled_db().string()) + " verify " + shell_quote(file.string()));
}

std::string replace_all(std::string text, const std::string& from, const std::string& to) {
    for (auto at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) text.replace(at, from.size(), to);
    return text;
}

// A small dm scenario that PASSes as written: A's creature `small` attacks B, who has no shields.
// Each test changes one word of it. Line numbers: the attack stands on line 15.
const std::string kDm = R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario id="t" game="dm">
  <title ja="テスト" en="test"/>
  <setup turn="2" active="A" phase="attack">
    <player id="A">
      <zone name="battle"><card id="small" type="creature" power="1000" cost="1"/></zone>
    </player>
    <player id="B">
      <zone name="battle"><card id="big" type="creature" power="5000" cost="5" tapped="true"/></zone>
      <zone name="hand"><card id="h1" type="spell" cost="1"><ability kind="spell" op="draw" amount="1"/></card></zone>
    </player>
  </setup>
  <actions>
    <expect><card id="small" zone="battle"/></expect>
    <attack player="A" attacker="small" target="player"/>
  </actions>
  <decisions>
  </decisions>
  <expect>
    <winner player="A"/>
    <card id="small" tapped="true"/>
    <event type="direct-attack" card="small"/>
  </expect>
</scenario>
)";

struct Case {
    const char* name;
    std::string from, to;
    std::string expected;  // the whole stderr line after the file name
};

void check_cases(const std::vector<Case>& cases) {
    test::TempDir dir;
    for (const auto& c : cases) {
        INFO(c.name);
        auto text = replace_all(kDm, c.from, c.to);
        REQUIRE(text != kDm);
        auto file = dir.write(std::string(c.name) + ".xml", text);
        auto r = verify(file);
        INFO(r.out << r.err);
        CHECK(r.exit_code == 2);
        CHECK(r.out.find("0 passed, 0 failed, 0 needs-decision, 1 errors") != std::string::npos);
        CHECK(r.err == file.string() + c.expected + "\n");
    }
}

}  // namespace

TEST_CASE("the strict test scenario passes as written", "[strict]") {
    test::TempDir dir;
    auto r = verify(dir.write("ok.xml", kDm));
    INFO(r.out << r.err);
    CHECK(r.exit_code == 0);
    CHECK(r.out.rfind("PASS", 0) == 0);
}

TEST_CASE("a typo in an action's card id is a positioned error with a suggestion, not a rules refusal", "[strict]") {
    check_cases({
        {"attacker", R"(attacker="small")", R"(attacker="smal")", ":15:24: unknown card id 'smal'; did you mean 'small'?"},
        {"target", R"(target="player")", R"(target="plyer")", ":15:41: unknown card id 'plyer'; did you mean 'player'?"},
        {"far-off", R"(attacker="small")", R"(attacker="zzzzzz")", ":15:24: unknown card id 'zzzzzz'"},
        {"two-ids", R"(attacker="small")", R"(attacker="small big")", ":15:24: 'attacker' names one card, not 'small big'"},
        {"player", R"(<attack player="A")", R"(<attack player="C")", ":15:13: unknown player 'C'; expected one of A, B"},
        {"action", R"(<attack player="A")", R"(<atack player="A")", ":15:5: the game dm has no action <atack>; did you mean <attack>?"},
    });
}

TEST_CASE("an unknown attribute on any element is an error naming the element, not a state to compare", "[strict]") {
    check_cases({
        {"expect-card", R"(<card id="small" tapped="true"/>)", R"(<card id="small" tappd="true"/>)",
         ":21:22: unknown attribute 'tappd' on <card>; did you mean 'tapped'?"},
        {"scenario", R"(<scenario id="t")", R"(<scenario idd="t" id="t")", ":2:11: unknown attribute 'idd' on <scenario>; did you mean 'id'?"},
        {"title", R"(en="test")", R"(eng="test")", ":3:19: unknown attribute 'eng' on <title>; did you mean 'en'?"},
        {"setup", R"(turn="2")", R"(trun="2")", ":4:10: unknown attribute 'trun' on <setup>; did you mean 'turn'?"},
        {"player", R"(<player id="A">)", R"(<player id="A" nmae="x">)", ":5:20: unknown attribute 'nmae' on <player>; did you mean 'name'?"},
        {"zone", R"(<zone name="hand">)", R"(<zone nam="hand" name="hand">)", ":10:13: unknown attribute 'nam' on <zone>; did you mean 'name'?"},
        {"setup-card", R"(power="1000")", R"(powr="1000")", ":6:60: unknown attribute 'powr' on <card>; did you mean 'power'?"},
        {"ability", R"(amount="1")", R"(amout="1")", ":10:93: unknown attribute 'amout' on <ability>; did you mean 'amount'?"},
        {"action", R"(target="player")", R"(targt="player")", ":15:41: unknown attribute 'targt' on <attack>; did you mean 'target'?"},
        {"actions", "<actions>", R"(<actions x="1">)", ":13:12: unknown attribute 'x' on <actions>; it takes none"},
        {"decision", "<decisions>", R"(<decisions><decision player="B" kind="may" chioce="yes"/>)",
         ":17:46: unknown attribute 'chioce' on <decision>; did you mean 'choice'?"},
        {"winner", R"(<winner player="A"/>)", R"(<winner player="A" nnoe="true"/>)", ":20:24: unknown attribute 'nnoe' on <winner>; did you mean 'none'?"},
        {"element", R"(<title ja)", R"(<titel ja="x"/><title ja)", ":3:3: unknown element <titel> in <scenario>; did you mean <title>?"},
    });
}

TEST_CASE("zones, phases, statuses, decisions and events are checked by the ruleset's lists", "[strict]") {
    check_cases({
        {"zone", R"(<zone name="hand">)", R"(<zone name="hnd">)", ":10:13: unknown zone 'hnd'; did you mean 'hand'?"},
        {"phase", R"(phase="attack")", R"(phase="atack")", ":4:30: unknown phase 'atack'; did you mean 'attack'?"},
        {"expect-zone", R"(<card id="small" zone="battle"/>)", R"(<card id="small" zone="batle"/>)",
         ":14:30: unknown zone 'batle'; did you mean 'battle'?"},
        {"expect-tapped", R"(<card id="small" tapped="true"/>)", R"(<card id="small" tapped="yes"/>)", ":21:22: unknown tapped 'yes'; expected one of true, false"},
        {"expect-card-id", R"(<card id="small" tapped)", R"(<card id="smll" tapped)", ":21:11: unknown card id 'smll'; did you mean 'small'?"},
        {"event-type", R"(type="direct-attack")", R"(type="direct-atack")", ":22:12: unknown type 'direct-atack'; did you mean 'direct-attack'?"},
        {"decision-kind", "<decisions>", R"(<decisions><decision player="B" kind="mays" choice="yes"/>)",
         ":17:35: unknown decision kind 'mays'; did you mean 'may'?"},
        {"decision-player", "<decisions>", R"(<decisions><decision player="Z" kind="may" choice="yes"/>)",
         ":17:24: unknown player 'Z'; expected one of A, B"},
        {"decision-choice-card", "<decisions>", R"(<decisions><decision player="A" kind="shields" choice="bg"/>)",
         ":17:50: unknown card id 'bg'; did you mean 'big'?"},
        {"decision-choice-word", "<decisions>", R"(<decisions><decision player="A" kind="may" choice="yse"/>)",
         ":17:46: unknown choice 'yse'; did you mean 'yes'?"},
        {"ability-word", R"(amount="1")", R"(amount="1" may="ture")", ":10:104: unknown may 'ture'; did you mean 'true'?"},
        {"ability-player", R"(amount="1")", R"(amount="1" player="theirs")", ":10:104: unknown player 'theirs'; expected one of me, opponent"},
        {"ability-argument-not-taken", R"(amount="1")", R"(amount="1" side="mine")",
         ":10:104: operation 'draw' takes no argument 'side'; it takes amount, label, revolution, may, player"},
        {"status-card-id", R"(power="1000" cost="1"/>)", R"(power="1000" cost="1" ex-life-shield="bg"/>)",
         ":6:82: unknown card id 'bg'; did you mean 'big'?"},
        {"expected-status", R"(<card id="small" tapped="true"/>)", R"(<card id="small" tapped="true" face-up-in-deck="yes"/>)",
         ":21:36: unknown face-up-in-deck 'yes'; expected one of true, false, none"},
        {"keyword", R"(power="5000")", R"(power="5000" keywords="blokcer")", ":9:71: unknown keyword 'blokcer' for dm; did you mean 'blocker'?"},
    });
}

TEST_CASE("numbers in a scenario are ASCII whole numbers in range, each bad one a positioned error", "[strict]") {
    // power="…" of B's creature: line 9, the attribute at column 63.
    const std::vector<std::pair<std::string, std::string>> bad = {
        {"2147483648", "which is out of range (0 to 1000000)"},
        {"9223372036854775808", "which is out of range (0 to 1000000)"},
        {"", "which is empty; a whole number is needed"},
        {"abc", "which is not a whole number (digits 0-9, optionally a leading '-')"},
        {"٣", "which is not a whole number (digits 0-9, optionally a leading '-')"},
        {"１２", "which is not a whole number (digits 0-9, optionally a leading '-')"},
        {"-0", "which is not a whole number as written; write 0"},
        {"+5", "which is not a whole number (digits 0-9, optionally a leading '-')"},
        {"1e3", "which is not a whole number (digits 0-9, optionally a leading '-')"},
        {"-5", "which is out of range (0 to 1000000)"},
    };
    std::vector<Case> cases;
    for (const auto& [text, problem] : bad)
        cases.push_back({"power", R"(power="5000")", "power=\"" + text + "\"", ":9:58: 'power' is '" + text + "', " + problem});
    // A number the ruleset used to read later is checked at load, at its attribute.
    cases.push_back({"ability-amount", R"(amount="1")", R"(amount="one")",
                     ":10:93: 'amount' is 'one', which is not a whole number (digits 0-9, optionally a leading '-')"});
    cases.push_back({"turn", R"(turn="2")", R"(turn="0")", ":4:10: 'turn' is '0', which is out of range (1 to 10000)"});
    cases.push_back({"condition", R"(op="draw")", R"(op="draw" trigger="enters" condition="my-mana-at-least:٣")",
                     ":10:110: condition 'my-mana-at-least' needs a whole number after the colon, not '٣'"});
    check_cases(cases);
}

TEST_CASE("the one whole-number reader accepts plain digits and refuses everything else", "[strict]") {
    CHECK(judge::parse_whole_number("0", 0, 10).value == 0);
    CHECK(judge::parse_whole_number("007", 0, 10).value == 7);
    CHECK(judge::parse_whole_number("-12", -20, 10).value == -12);
    CHECK(judge::parse_whole_number("2147483647", 0, 2147483647).value == 2147483647);
    for (const char* text : {"", "-", "-0", "+1", " 1", "1 ", "1.0", "0x10", "٣", "１２", "2147483648", "-9223372036854775809"})
        CHECK_FALSE(judge::parse_whole_number(text, -2147483647 - 1, 2147483647).value);
    CHECK_THROWS_WITH(judge::whole_number("１２", "index"), "index must be a whole number, not '１２'");
}

TEST_CASE("a near name is offered only when it is a likely typo", "[strict]") {
    CHECK(judge::near_name("smal", {"big", "small"}) == std::optional<std::string>("small"));
    CHECK(judge::near_name("tappd", {"id", "zone", "tapped"}) == std::optional<std::string>("tapped"));
    CHECK(judge::near_name("entres", {"destroyed", "enters"}) == std::optional<std::string>("enters"));
    CHECK(judge::edit_distance("trun", "turn") == 1);  // a swap of neighbours is one edit
    CHECK_FALSE(judge::near_name("a1", {"b2"}));          // two edits in two characters: no
    CHECK_FALSE(judge::near_name("zzzzzz", {"small"}));
    CHECK(judge::near_name("ブロッカ", {"ブロッカー"}) == std::optional<std::string>("ブロッカー"));  // counted per character
    CHECK(judge::edit_distance("ブロッカー", "ブロッカ") == 1);
    CHECK(judge::did_you_mean("plyer", {"player"}) == "; did you mean 'player'?");
    CHECK(judge::did_you_mean("xyz", {"player"}).empty());
}

TEST_CASE("a gcb cost is checked at load: an unknown one is no refusal by a rule", "[strict]") {
    test::TempDir dir;
    auto gcb = [](const std::string& cost) {
        return std::string(R"(<scenario id="t" game="gcb">
  <title ja="テスト"/>
  <setup active="A" phase="free">
    <player id="A"><zone name="monster"><card id="m" type="blue-monster" power="7000"><ability kind="activated" op="draw" amount="1" cost=")") +
               cost + R"("/></card></zone></player>
    <player id="B"/>
  </setup>
</scenario>
)";
    };
    struct Cost {
        std::string cost, expected;
    };
    for (const auto& c : std::vector<Cost>{
             {"tapp", ":4:134: unknown cost 'tapp'; did you mean 'tap'?"},
             {"lower-p:5k", ":4:134: 'cost' lower-p needs a whole number after the colon, not '5k'"},
             {"pay-life", ":4:134: unknown cost 'pay-life'; expected one of discard-hand, lower-p:N, set-p-zero, tap"},
         }) {
        auto file = dir.write("cost.xml", gcb(c.cost));
        auto r = verify(file);
        INFO(c.cost << "\n" << r.out << r.err);
        CHECK(r.exit_code == 2);
        CHECK(r.err == file.string() + c.expected + "\n");
    }
    // A card's summon status is a word gcb_summoning.cpp compares: a typo is no "not a special monster" refusal.
    auto summon = dir.write("summon.xml", replace_all(gcb("tap"), R"(power="7000")", R"(power="7000" summon="specail")"));
    auto bad = verify(summon);
    CHECK(bad.exit_code == 2);
    CHECK(bad.err == summon.string() + ":4:87: unknown summon 'specail'; did you mean 'special'?\n");

    auto ok = verify(dir.write("ok.xml", gcb("lower-p:5000")));
    INFO(ok.out << ok.err);
    CHECK(ok.exit_code == 0);
}

TEST_CASE("10,000 nested cards are refused at the 65th level, without a crash", "[strict]") {
    test::TempDir dir;
    auto deep = [](int levels) {
        std::string open, close;
        for (int i = 0; i < levels; ++i) {
            open += "<card id=\"n" + std::to_string(i) + "\" type=\"creature\" power=\"1000\" cost=\"1\">\n";
            close += "</card>";
        }
        auto text = replace_all(kDm, R"(<zone name="hand">)", "<zone name=\"hand\">" + open + close);
        return text;
    };
    auto file = dir.write("deep.xml", deep(10'000));
    auto r = verify(file);
    INFO(r.out << r.err.substr(0, 300));
    CHECK(r.exit_code == 2);
    // The 65th card stands on line 10 + 64.
    CHECK(r.err == file.string() + ":74:1: cards nested deeper than 64 levels\n");

    auto fine = verify(dir.write("sixty-four.xml", deep(64)));
    INFO(fine.out << fine.err);
    CHECK(fine.exit_code == 0);
}

TEST_CASE("10,000 nested rules are refused at the 65th level, without a crash", "[strict]") {
    test::TempDir dir;
    dir.write("data/zz/game.xml", R"(<game id="zz" name-ja="ゼット" name-en="Zed"><document id="d" title="D" path="d.txt"/></game>)");
    std::string open, close;
    for (int i = 0; i < 10'000; ++i) {
        open += "<rule id=\"ZZ-R-" + std::to_string(i) + "\" title-ja=\"t\" title-en=\"t\" source=\"d\"><text>x</text>\n";
        close += "</rule>";
    }
    dir.write("data/zz/rules.xml", "<entries game=\"zz\">\n" + open + close + "</entries>\n");
    auto result = rulesdb::load_corpus(dir.path() / "data", dir.path());
    REQUIRE(result.problems.size() == 1);
    CHECK(result.problems.front().format() == "data/zz/rules.xml:66:1: rules nested deeper than 64 levels");
    CHECK(result.corpus.rules.size() == 64);
}

TEST_CASE("scenario schema writes a game's XSD that flags what the loader refuses", "[strict]") {
    test::TempDir dir;
    auto xsd = dir.path() / "dm.xsd";
    auto r = run_judge("scenario schema dm --out " + shell_quote(xsd.string()));
    INFO(r.err);
    REQUIRE(r.exit_code == 0);
    auto text = test::read_file(xsd);
    CHECK(text.find(R"(<xs:element name="attack">)") != std::string::npos);
    CHECK(text.find(R"(<xs:attribute name="attacker" type="cardId" use="required"/>)") != std::string::npos);
    CHECK(text.find(R"(<xs:enumeration value="ブロッカー"/>)") != std::string::npos);
    CHECK(run_judge("scenario schema --game dm").out == text);
    CHECK(run_judge("scenario schema xx").exit_code == 2);

    auto validate = [&](const std::string& name, const std::string& scenario) {
        auto file = dir.write(name, scenario);
        return std::system(("xmllint --noout --schema " + shell_quote(xsd.string()) + " " + shell_quote(file.string()) + " 2>/dev/null").c_str());
    };
    CHECK(validate("ok.xml", kDm) == 0);
    CHECK(validate("tappd.xml", replace_all(kDm, R"(<card id="small" tapped="true"/>)", R"(<card id="small" tappd="true"/>)")) != 0);
    CHECK(validate("zone.xml", replace_all(kDm, R"(<zone name="hand">)", R"(<zone name="hnd">)")) != 0);
    CHECK(validate("action.xml", replace_all(kDm, R"(target="player")", R"(targt="player")")) != 0);
    CHECK(validate("number.xml", replace_all(kDm, R"(power="5000")", R"(power="１２")")) != 0);
}

TEST_CASE("scenario new points at the schema command and its output is well-formed for xmllint", "[strict]") {
    auto r = run_judge("scenario new --game gcb");
    REQUIRE(r.exit_code == 0);
    CHECK(r.out.find("judge scenario schema gcb > gcb.xsd") != std::string::npos);
    test::TempDir dir;
    auto file = dir.write("new.xml", r.out);
    CHECK(std::system(("xmllint --noout " + shell_quote(file.string()) + " 2>/dev/null").c_str()) == 0);
}

namespace {

// The text of every source file in a folder of judge/ ("games/iw", "core").
std::string sources_in(const std::string& folder) {
    std::string all;
    for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(JUDGE_SOURCE_DIR) / "judge" / folder))
        if (entry.path().extension() == ".cpp") all += test::read_file(entry.path()) + "\n";
    return all;
}

// The text of every source file of a game.
std::string game_sources(const std::string& game) { return sources_in("games/" + game); }

std::set<std::string> matches(const std::string& text, const std::regex& pattern, int group = 1) {
    std::set<std::string> out;
    for (std::sregex_iterator it(text.begin(), text.end(), pattern), end; it != end; ++it) out.insert((*it)[group].str());
    return out;
}

}  // namespace

TEST_CASE("each ruleset's declared decision kinds, event types and ability arguments are the ones its code uses", "[strict]") {
    for (const auto* ruleset : judge::all_rulesets()) {
        INFO(ruleset->game());
        const auto sources = game_sources(ruleset->game());

        // Decisions: the literal kind of each choose… call (its player may be a call itself), and "may" for choose_may.
        auto asked = matches(sources, std::regex(R"re(choose(?:_several|_order)?\((?:[^,;()]|\([^()]*\))+,\s*"([a-z-]+)")re"));
        if (sources.find("choose_may(") != std::string::npos) asked.insert("may");
        std::set<std::string> declared;
        for (const auto& d : ruleset->decision_kinds()) declared.insert(d.kind);
        CHECK(asked == declared);

        // Events: every string literal inside state.record({…}) before its first ", " argument end,
        // in the game's files and in the core's, which records events for every game (left-field).
        std::set<std::string> recorded;
        for (const auto& head : matches(sources + sources_in("core"), std::regex(R"(record\(\{([^,]*,))"))) {
            auto literals = matches(head, std::regex(R"re("([a-z0-9-]+)")re"));
            recorded.insert(literals.begin(), literals.end());
        }
        const auto types = ruleset->event_types();
        for (const auto& t : recorded) CHECK(std::find(types.begin(), types.end(), t) != types.end());
        for (const auto& t : types) CHECK(recorded.count(t) == 1);

        // Ability arguments: arg(ABILITY, "name") calls (not action.arg("name")).
        auto read = matches(sources, std::regex(R"re((^|[^.\w])arg\(\*?[A-Za-z_][\w.>-]*,\s*"([a-z-]+)")re"), 2);
        std::set<std::string> arguments;
        for (const auto& a : ruleset->ability_arguments()) arguments.insert(a.name);
        for (const auto& name : read) {
            INFO(name);
            CHECK(arguments.count(name) == 1);
        }
    }
}

TEST_CASE("an attribute given twice is refused where it is given again, however many the element has", "[loader]") {
    auto problem = [](const std::string& text) -> std::string {
        judge::CardLibraryCache libraries{"/"};
        auto no_library = [](const std::string&) { return std::optional<judge::LibraryText>{}; };
        try {
            judge::load_scenario_text(text, "t.xml", judge::find_ruleset, no_library, libraries);
        } catch (const rulesdb::InputError& e) {
            return e.what();
        }
        return "loaded";
    };
    // pugixml keeps every attribute of a name; a reader asking by name would see only the first,
    // and the action the other: a typo beside the right word must be an error, never a verdict.
    auto twice = problem(replace_all(kDm, R"(<card id="small" tapped="true"/>)", R"(<card tapped="false" zone="battle" id="small" tapped="true"/>)"));
    CHECK(twice.find("the attribute 'tapped' is given twice on <card>") != std::string::npos);
    std::string attack = R"(<attack player="A" target="small")";
    for (int i = 0; i < 20; ++i) attack += " attacker=\"big\"";
    attack += R"( attacker="small" target="player"/>)";
    auto action = problem(replace_all(kDm, R"(<attack player="A" attacker="small" target="player"/>)", attack));
    CHECK(action.find("the attribute 'attacker' is given twice on <attack>") != std::string::npos);
    CHECK(problem(kDm) == "loaded");
}
