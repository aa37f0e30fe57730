// The board diagrams of the web export: text wrapped to its box without losing a character, and
// what the board after marks read from the two states the verifier keeps (never from the trace).
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <string>

#include "judge/core/scenario_loader.hpp"
#include "judge/core/verifier.hpp"
#include "judge/games/registry.hpp"
#include "web-export/board_changes.hpp"
#include "web-export/svg_board.hpp"
#include "web-export/svg_text.hpp"

namespace fs = std::filesystem;

namespace {

const fs::path kScenarios = fs::path(JUDGE_SOURCE_DIR) / "scenarios";

judge::VerifyResult played(const std::string& relative, const judge::Ruleset** ruleset) {
    judge::KnownId known = [](const std::string&) { return true; };
    auto loaded = judge::load_scenario(kScenarios / relative, relative, judge::find_ruleset, kScenarios);
    *ruleset = loaded.ruleset;
    return judge::verify(loaded, known);
}

std::string without_spaces(std::string text) {
    text.erase(std::remove(text.begin(), text.end(), ' '), text.end());
    return text;
}

}  // namespace

TEST_CASE("board text: every wrapped line fits its width and the lines keep every character", "[export][board]") {
    for (const std::string text : {"シールドのカード", "iw-attacker-with-a-very-long-identifier", "posture: attack→standby",
                                   "empty: deck, hand, territory, cost, barrier, trash, past, aga", "PWR 12000→15000", "x"}) {
        for (int width : {30, 64, 90, 320}) {
            INFO(text << " in " << width);
            auto lines = web_export::wrap_text(text, width, 10);
            std::string joined;
            for (const auto& line : lines) {
                CHECK(!line.empty());
                // A line is only wider than asked when it is one word that is wider by itself:
                // one character, or a Japanese word, which is never broken.
                if (web_export::text_width(line, 10) > width)
                    CHECK((line.size() <= 3 || line == "シールドの" || line == "カード"));
                joined += line;
            }
            CHECK(without_spaces(joined) == without_spaces(text));
        }
    }
    CHECK(web_export::wrap_text("PWR 4000→6000", 64, 10) == std::vector<std::string>{"PWR", "4000→6000"});
    // Japanese breaks between phrases, never inside a word: a katakana or kanji run, a Latin letter
    // and its kana, a word and its particle.
    CHECK(web_export::wrap_text("シールドゾーン", 60, 11, true) == std::vector<std::string>{"シールドゾーン"});
    CHECK(web_export::wrap_text("シールドのカード", 60, 11) == std::vector<std::string>{"シールドの", "カード"});
    CHECK(web_export::wrap_text("S・トリガー · Wブレイカー", 70, 9.5, true) == std::vector<std::string>{"S・トリガー", "·", "Wブレイカー"});
    CHECK(web_export::wrap_text("攻撃フェイズに進む", 60, 10) == std::vector<std::string>{"攻撃フェイズに", "進む"});
    CHECK(web_export::wrap_text("水晶チャージャー", 40, 11, true) == std::vector<std::string>{"水晶チャージャー"});
    CHECK(web_export::wrap_text("墓地に置かれる", 30, 10) == std::vector<std::string>{"墓地に", "置かれる"});
    CHECK(web_export::wrap_text("deck · 4 cards", 320, 11) == std::vector<std::string>{"deck · 4 cards"});
    CHECK(web_export::text_width("貫通", 10) == 20);
}

TEST_CASE("board changes: a block battle marks the destroyed attacker, the tapped blocker, and the attack from the events", "[export][board]") {
    const judge::Ruleset* ruleset = nullptr;
    auto r = played("dm/blocker-becomes-target.xml", &ruleset);
    REQUIRE(r.initial);
    REQUIRE(r.final_state);
    auto changes = web_export::board_changes(*r.initial, *r.final_state, *ruleset);
    const auto* x = changes.find("x");
    REQUIRE(x != nullptr);
    CHECK(x->destroyed);
    CHECK(x->moved_from.en == "battle");
    CHECK(x->moved_from.ja == "バトルゾーン");
    const auto* g = changes.find("g");
    REQUIRE(g != nullptr);
    CHECK_FALSE(g->destroyed);
    CHECK(g->moved_from.empty());
    REQUIRE(g->states.size() == 1);
    CHECK(g->states[0].text == msg::Text{"tapped", "タップ"});
    CHECK(g->states[0].now);
    CHECK(changes.find("Ad1") == nullptr);  // the deck did not change
    REQUIRE(changes.attacks.size() == 1);
    CHECK(changes.attacks[0].attacker == "x");
    CHECK(changes.attacks[0].target == "player");
    CHECK(changes.attacks[0].defender == "B");
    CHECK(changes.attacks[0].blockers == std::vector<std::string>{"g"});
    // The same board compared with itself: nothing happened.
    auto none = web_export::board_changes(*r.initial, *r.initial, *ruleset);
    CHECK(none.cards.empty());
    CHECK(none.attacks.empty());
}

TEST_CASE("board changes: a value an effect changed reads old and new as the rules read them", "[export][board]") {
    const judge::Ruleset* ruleset = nullptr;
    auto r = played("gcb/activation-refused-outside-its-timing.xml", &ruleset);
    REQUIRE(r.initial);
    REQUIRE(r.final_state);
    auto changes = web_export::board_changes(*r.initial, *r.final_state, *ruleset);
    const auto* b1 = changes.find("b1");
    REQUIRE(b1 != nullptr);
    REQUIRE(b1->values.size() == 1);
    CHECK(b1->values[0].stat == "power");
    CHECK(b1->values[0].before == 4000);
    CHECK(b1->values[0].after == 6000);
    auto svg = web_export::board_svg(*r.final_state, *ruleset, "after", &*r.initial);
    CHECK(svg.find(">4000→6000</text>") != std::string::npos);  // under "PWR": the line is wrapped at the space
    CHECK(svg.find("<desc>What happened:") != std::string::npos);
    // The board before marks nothing.
    auto plain = web_export::board_svg(*r.initial, *ruleset, "before");
    CHECK(plain.find("class=\"pill") == std::string::npos);
    CHECK(plain.find("<desc>") == std::string::npos);
    // In Japanese: the game's words for the value and the zones, the marks in Japanese.
    auto ja = web_export::board_svg(*r.final_state, *ruleset, "終了時", &*r.initial, msg::Lang::ja);
    INFO(ja);
    CHECK(ja.find(">P</text>") != std::string::npos);  // the game's own word for power (GCB-T-POWER)
    CHECK(ja.find(">4000→6000</text>") != std::string::npos);
    CHECK(ja.find("<desc>起きたこと:") != std::string::npos);
    CHECK(ja.find("モンスターゾーン") != std::string::npos);
    CHECK(ja.find(">monster") == std::string::npos);
    CHECK(ja.find(">PWR") == std::string::npos);
    CHECK(ja.find(">CHANGED<") == std::string::npos);
    CHECK(ja.find(">変化<") != std::string::npos);
}

TEST_CASE("board changes: a card from under an evolution creature has moved from there, it is not new", "[export][board]") {
    const judge::Ruleset* ruleset = nullptr;
    auto r = played("dm/destroy-one-card-of-evolution.xml", &ruleset);
    REQUIRE(r.initial);
    REQUIRE(r.final_state);
    auto changes = web_export::board_changes(*r.initial, *r.final_state, *ruleset);
    const auto* bb = changes.find("bb");
    REQUIRE(bb != nullptr);
    CHECK(bb->destroyed);
    CHECK_FALSE(bb->arrived);
    CHECK(bb->moved_from.en == "under e");
    const auto* e = changes.find("e");
    REQUIRE(e != nullptr);
    REQUIRE(e->states.size() == 1);
    CHECK(e->states[0].text.en == "over none (was bb)");
    CHECK(e->states[0].text.ja == "下になし（前はbb）");
}
