// What makes two explored lines one outcome (outcomes.hpp, board_key): the board as a reader sees
// it, not the cards' ids. Two alike cards swapped are one board; two different cards swapped, or a
// deck's order changed, are not; a hand's order is no part of it. And what a line chose, in the
// reader's words (choice_words.hpp).
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <string>

#include "judge/core/choice_words.hpp"
#include "judge/core/outcomes.hpp"
#include "judge/core/scenario_loader.hpp"
#include "judge/core/verifier.hpp"
#include "judge/games/registry.hpp"
#include "support.hpp"

namespace fs = std::filesystem;

namespace {

// B has two alike face-down shields and one other card in the shield zone, two alike cards and one
// other in the deck, and a hand of two.
judge::LoadedScenario loaded(const test::TempDir& dir) {
    return judge::load_scenario(dir.write("key.xml", R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario id="dm-key" game="dm">
  <title ja="盤面の鍵"/>
  <setup turn="3" active="A" phase="main">
    <player id="A"><zone name="deck"><card id="Ad1" name="山札のカード"/></zone></player>
    <player id="B">
      <zone name="deck"><card id="Bd1" name="山札のカード"/><card id="Bd2" name="山札のカード"/><card id="Bd3" type="creature" power="1000" cost="1" traits="火"/></zone>
      <zone name="hand"><card id="h1" type="creature" power="2000" cost="2" traits="水"/><card id="h2" type="spell" cost="3" traits="水"/></zone>
      <zone name="shield"><card id="s1" name="シールドのカード"/><card id="s2" name="シールドのカード"/><card id="t" type="spell" cost="6" traits="光" keywords="S・トリガー"/></zone>
    </player>
  </setup>
  <actions/>
</scenario>
)"),
                                "key.xml", judge::find_ruleset, fs::path(JUDGE_SOURCE_DIR) / "scenarios");
}

std::string key_of(const judge::Ruleset& ruleset, const judge::GameState& state) {
    judge::StatReader reader(ruleset);
    std::vector<judge::StatValue> values;
    reader.read(state, values);
    std::string key;
    judge::board_key(state, reader, values, key);
    return key;
}

void swap_in(judge::GameState& state, const char* zone, std::size_t a, std::size_t b) {
    auto& cards = state.zone("B", zone).cards;
    std::swap(cards[a], cards[b]);
}

}  // namespace

TEST_CASE("two alike cards swapped end in one outcome; different cards swapped do not", "[explore][outcomes]") {
    test::TempDir dir;
    auto scenario = loaded(dir);
    REQUIRE(scenario.ruleset);
    const auto start = judge::initial_state(scenario.scenario, scenario.ruleset->zone_names());
    const auto& dm = *scenario.ruleset;
    const auto before = key_of(dm, start);

    auto alike = start;  // s1 and s2: the same card face down
    swap_in(alike, "shield", 0, 1);
    CHECK(key_of(dm, alike) == before);

    auto different = start;  // s2 and t: a shield trigger is not a plain shield
    swap_in(different, "shield", 1, 2);
    CHECK(key_of(dm, different) != before);

    auto deck_alike = start;
    swap_in(deck_alike, "deck", 0, 1);
    CHECK(key_of(dm, deck_alike) == before);
    auto deck_order = start;  // which card is on top is the game's business
    swap_in(deck_order, "deck", 1, 2);
    CHECK(key_of(dm, deck_order) != before);

    auto hand_order = start;  // no rule reads a hand's order
    swap_in(hand_order, "hand", 0, 1);
    CHECK(key_of(dm, hand_order) == before);

    auto tapped = start;  // the same card in another state is another board
    tapped.cards.find("s1")->second.tapped = true;
    CHECK(key_of(dm, tapped) != before);
}

TEST_CASE("a line's choices are said in the game's words in Japanese and as a <decision> writes them in English", "[explore][messages]") {
    const auto& dm = *judge::find_ruleset("dm");
    const auto& iw = *judge::find_ruleset("iw");
    auto words = [](const judge::Ruleset& r, const char* player, const char* kind, const char* choice) {
        return judge::choice_words({player, kind, choice, 0, 2}, r);
    };
    CHECK(words(dm, "A", "shields", "Bs1 t") == msg::Text{"A shields: Bs1 t", "Aのブレイクするシールド: Bs1、t"});
    CHECK(words(dm, "B", "may", "yes") == msg::Text{"B may: yes", "Bの任意の選択: する"});
    CHECK(words(dm, "B", "may", "no").ja == "Bの任意の選択: しない");
    CHECK(words(dm, "B", "answer", "block guard").ja == "Bの応答: ブロック（guard）");
    CHECK(words(dm, "B", "answer", "pass").ja == "Bの応答: パス");
    CHECK(words(dm, "A", "order", "k1 k2").ja == "Aの解決の順番: k1→k2");
    CHECK(words(iw, "B", "answer", "respond batsu to maru").ja == "Bの応答: レスポンス（batsu→maru）");
    CHECK(judge::choices_line({words(dm, "B", "answer", "pass"), words(dm, "A", "shields", "Bs1")}) ==
          msg::Text{"B answer: pass; A shields: Bs1", "Bの応答: パス ／ Aのブレイクするシールド: Bs1"});
}

TEST_CASE("every action and decision kind of every game has a Japanese label", "[explore][labels]") {
    for (const auto* ruleset : judge::all_rulesets()) {
        INFO(ruleset->game());
        for (const auto& action : ruleset->actions()) {
            INFO(action.kind);
            auto label = ruleset->label(judge::WordKind::action, action.kind);
            REQUIRE(label);
            CHECK(label->ja != action.kind);
        }
        for (const auto& decision : ruleset->decision_kinds()) {
            INFO(decision.kind);
            CHECK(ruleset->label(judge::WordKind::decision, decision.kind));
        }
    }
}
