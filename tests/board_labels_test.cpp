// Boards speak the reader's language: every zone, stat, status (and word-valued status value) and
// phase of every game has a display label in both languages (Ruleset::label), the English one the
// scenario word itself; board_text in Japanese shows those labels and in English reads as before.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "judge/core/board_text.hpp"
#include "judge/core/scenario_loader.hpp"
#include "judge/core/verifier.hpp"
#include "judge/games/registry.hpp"
#include "support.hpp"

namespace fs = std::filesystem;

namespace {

bool has_non_ascii(const std::string& text) {
    for (unsigned char c : text)
        if (c >= 0x80) return true;
    return false;
}

void check_label(const judge::Ruleset& ruleset, judge::WordKind kind, const std::string& word) {
    INFO(ruleset.game() << ": " << word << " (kind " << static_cast<int>(kind) << ")");
    auto label = ruleset.label(kind, word);
    REQUIRE(label);
    CHECK(label->en == word);  // English boards keep the scenario's words
    // A Japanese word, not the English one again; gcb writes its power P (GCB-T-POWER) in Japanese too.
    const bool game_writes_latin = ruleset.game() == "gcb" && word == "power" && label->ja == "P";
    CHECK((has_non_ascii(label->ja) || game_writes_latin));
}

judge::VerifyResult played(const std::string& relative, const judge::Ruleset** ruleset) {
    const fs::path scenarios = fs::path(JUDGE_SOURCE_DIR) / "scenarios";
    judge::KnownId known = [](const std::string&) { return true; };
    auto loaded = judge::load_scenario(scenarios / relative, relative, judge::find_ruleset, scenarios);
    *ruleset = loaded.ruleset;
    return judge::verify(loaded, known);
}

}  // namespace

TEST_CASE("every zone, stat, status, status value, phase and card type of every game has a label in both languages", "[board][labels]") {
    REQUIRE(judge::all_rulesets().size() >= 3);
    for (const auto* ruleset : judge::all_rulesets()) {
        for (const auto& zone : ruleset->zone_names()) check_label(*ruleset, judge::WordKind::zone, zone);
        for (const auto& stat : ruleset->stats()) check_label(*ruleset, judge::WordKind::stat, stat);
        for (const auto& phase : ruleset->phases()) check_label(*ruleset, judge::WordKind::phase, phase);
        for (const auto& type : ruleset->card_types()) check_label(*ruleset, judge::WordKind::card_type, type);
        for (const auto& status : ruleset->statuses()) {
            check_label(*ruleset, judge::WordKind::status, status.name);
            if (status.type == judge::ValueType::Word)
                for (const auto& value : status.words) check_label(*ruleset, judge::WordKind::value, value);
        }
    }
}

TEST_CASE("a word the game does not label is shown as written in both languages", "[board][labels]") {
    const auto* dm = judge::find_ruleset("dm");
    REQUIRE(dm);
    CHECK_FALSE(dm->label(judge::WordKind::zone, "no-such-zone"));
    CHECK(judge::shown_word(*dm, judge::WordKind::zone, "no-such-zone") == msg::Text{"no-such-zone", "no-such-zone"});
    // The same word is a zone and a stat in iw, each with its own label.
    const auto* iw = judge::find_ruleset("iw");
    REQUIRE(iw);
    CHECK(iw->label(judge::WordKind::zone, "cost")->ja == "コストゾーン");
    CHECK(iw->label(judge::WordKind::stat, "cost")->ja == "コスト");
}

TEST_CASE("the Japanese board text names zones, stats and the phase in the game's terms; the English one keeps the scenario words", "[board][labels]") {
    const judge::Ruleset* ruleset = nullptr;
    auto r = played("dm/blocker-becomes-target.xml", &ruleset);
    REQUIRE(r.initial);
    REQUIRE(ruleset);
    auto en = judge::board_text(*r.initial, *ruleset);
    auto ja = judge::board_text(*r.initial, *ruleset, msg::Lang::ja);
    CHECK(judge::board_text(*r.initial, *ruleset, msg::Lang::en) == en);
    CHECK(en.find("    battle:") != std::string::npos);
    CHECK(en.find(" power=") != std::string::npos);
    CHECK(en.rfind("turn ", 0) == 0);
    CHECK(ja.find("    バトルゾーン:") != std::string::npos);
    CHECK(ja.find(" パワー=") != std::string::npos);
    CHECK(ja.rfind("ターン", 0) == 0);
    CHECK(ja.find("battle:") == std::string::npos);
    CHECK(ja.find("power=") == std::string::npos);
}

TEST_CASE("verify --trace in Japanese heads the boards in Japanese, in English as before", "[board][labels][cli]") {
    auto scenario = test::shell_quote((fs::path(JUDGE_SOURCE_DIR) / "scenarios/iw/aga-survives-attack-below-defense.xml").string());
    auto db = test::shell_quote(test::bundled_db().string());
    auto ja = test::run_judge("--lang ja --db " + db + " verify --trace " + scenario);
    auto en = test::run_judge("--lang en --db " + db + " verify --trace " + scenario);
    INFO(ja.out << ja.err << en.out << en.err);
    REQUIRE(ja.exit_code == 0);
    REQUIRE(en.exit_code == 0);
    CHECK(ja.out.find("開始時の盤面:") != std::string::npos);
    CHECK(ja.out.find("終了時の盤面:") != std::string::npos);
    CHECK(ja.out.find("セットゾーン:") != std::string::npos);
    CHECK(ja.out.find("board before:") == std::string::npos);
    CHECK(en.out.find("board before:") != std::string::npos);
    CHECK(en.out.find("    set:") != std::string::npos);
}
