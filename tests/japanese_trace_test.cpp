// Every step of a bundled scenario's Japanese golden trace (<name>.ja.trace) is Japanese: a step that
// still carries an English word (three or more Latin letters that are not a card's id or name, a
// player's id, a rule ID or a word quoted from the scenario file) was left untranslated. One rule for
// every game, so a game's catalogue is checked the same way once its helper has converted it.
// Duel Masters also has its scenario words checked: each has a Japanese term of its own.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/registry.hpp"
#include "support.hpp"

namespace fs = std::filesystem;

namespace {

// The games whose trace sentences go through their message catalogue: all three.
const std::vector<std::string> kConvertedGames = {"iw", "gcb", "dm"};

// Game terms that the games themselves write with Latin letters inside a Japanese word
// (Duel Masters' NEO進化 and G-NEO進化): Japanese, not English left over.
const std::set<std::string> kLatinGameTerms = {"NEO", "G-NEO"};


bool ascii_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// Whether `text` has a UTF-8 character of a Japanese script (hiragana, katakana, CJK ideographs,
// the full-width forms and Japanese punctuation: U+3000 to U+30FF, U+4E00 to U+9FFF, U+FF00 to U+FFEF).
bool has_japanese(const std::string& text) {
    for (std::size_t i = 0; i + 2 < text.size(); ++i) {
        const auto b0 = static_cast<unsigned char>(text[i]), b1 = static_cast<unsigned char>(text[i + 1]);
        if (b0 == 0xE3 && b1 >= 0x80 && b1 <= 0x83) return true;         // U+3000–U+30FF
        if (b0 >= 0xE4 && b0 <= 0xE9) return true;                       // U+4E00–U+9FFF
        if (b0 == 0xEF && (b1 == 0xBC || b1 == 0xBD || b1 == 0xBE || b1 == 0xBF)) return true;  // U+FF00–U+FFEF
    }
    return false;
}

// The English words of a Japanese step: runs of three or more Latin letters in a token (a run of
// ASCII letters, digits and - _ # : . +) that is not one of `names` and not a rule ID, outside
// `…`, <…> and 「…」 (words of the scenario file, quoted as such).
std::vector<std::string> english_words(const std::string& step, const std::set<std::string>& names) {
    std::string text;
    for (std::size_t i = 0; i < step.size(); ++i) {
        auto skip_to = [&](const std::string& close) {
            auto end = step.find(close, i + 1);
            if (end == std::string::npos) return false;
            i = end + close.size() - 1;
            text += ' ';
            return true;
        };
        if (step[i] == '`' && skip_to("`")) continue;
        if (step[i] == '<' && skip_to(">")) continue;
        if (step.compare(i, 3, "「") == 0 && skip_to("」")) continue;
        text += step[i];
    }
    static const std::regex kRuleId("^[A-Z0-9]+(-[A-Z0-9]+)+$");
    auto token_char = [](char c) { return ascii_letter(c) || (c >= '0' && c <= '9') || std::string("-_#:.+").find(c) != std::string::npos; };
    std::vector<std::string> out;
    for (std::size_t i = 0; i < text.size();) {
        if (!token_char(text[i])) {
            ++i;
            continue;
        }
        auto end = i;
        while (end < text.size() && token_char(text[end])) ++end;
        auto token = text.substr(i, end - i);
        i = end;
        while (!token.empty() && std::string(":.").find(token.back()) != std::string::npos) token.pop_back();
        if (names.count(token) || kLatinGameTerms.count(token) || std::regex_match(token, kRuleId)) continue;
        if (auto hash = token.find('#'); hash != std::string::npos && names.count(token.substr(0, hash))) continue;
        int run = 0, longest = 0;
        for (char c : token) longest = std::max(longest, run = ascii_letter(c) ? run + 1 : 0);
        if (longest >= 3) out.push_back(token);
    }
    return out;
}

// The card ids and names and the player ids a scenario file gives (its id="…" and name="…"), each
// also split at spaces: a name of several words is written as given.
std::set<std::string> names_in(const fs::path& scenario) {
    std::set<std::string> names;
    static const std::regex kAttribute(R"re((?:^|\s)(?:id|name)="([^"]*)")re");
    const auto xml = test::read_file(scenario);
    for (std::sregex_iterator it(xml.begin(), xml.end(), kAttribute), end; it != end; ++it) {
        const auto value = (*it)[1].str();
        names.insert(value);
        std::istringstream words(value);
        for (std::string word; words >> word;) names.insert(word);
    }
    return names;
}


// The problem with one step of a Japanese trace, if any.
std::string untranslated(const std::string& step, const std::set<std::string>& names) {
    auto words = english_words(step, names);
    if (!words.empty()) return "English word '" + words.front() + "'";
    if (!has_japanese(step)) return "no Japanese";
    return {};
}

}  // namespace

TEST_CASE("the untranslated-step rule flags English steps and lets names and IDs and quoted scenario words through") {
    const std::set<std::string> names = {"A", "B", "maru", "lantern", "b-top", "shield1", "契約の巻物", "Fire", "Dragon"};
    CHECK(untranslated("Aはmaruをプレイする。Bはこのプレイに1度だけ応答できる", names).empty());
    CHECK(untranslated("Bの一番上のバリアb-topが破壊される(IW-A-BARRIER-BREAK)", names).empty());
    CHECK(untranslated("lanternのドローは何もしない: 条件`my-field-at-least:3`を満たしていない", names).empty());
    CHECK(untranslated("Aはパスする: <pass>", names).empty());
    CHECK(untranslated("Fire Dragonを召喚する", names).empty());
    CHECK(untranslated("A plays maru; B may answer this play once", names) == "English word 'plays'");
    CHECK(untranslated("Aはmaruをplayする", names) == "English word 'play'");
    CHECK(untranslated("shield1 b-top", names) == "no Japanese");
    // Two letters are no word (P, IDs like a1); a card id with a digit is a name only when the scenario has it.
    CHECK(untranslated("Pが同じ: 両方のモンスターが破壊される", names).empty());
    CHECK(untranslated("lancer2は破壊される", names) == "English word 'lancer2'");
    // A game term written in Latin letters is Japanese; any other Latin word still counts as English.
    CHECK(untranslated("n1はNEO進化クリーチャーで、G-NEO進化を持つ", names).empty());
    CHECK(untranslated("n1はneoクリーチャー", names) == "English word 'neo'");
}

TEST_CASE("every step of the Japanese golden traces of the converted games is in Japanese") {
    int steps = 0;
    for (const auto& game : kConvertedGames) {
        const auto folder = fs::path(JUDGE_SOURCE_DIR) / "scenarios" / game;
        std::vector<fs::path> traces;
        for (const auto& entry : fs::directory_iterator(folder)) {
            const auto name = entry.path().filename().string();
            if (name.size() > 9 && name.ends_with(".ja.trace")) traces.push_back(entry.path());
        }
        std::sort(traces.begin(), traces.end());
        REQUIRE_FALSE(traces.empty());
        for (const auto& trace : traces) {
            const auto base = trace.filename().string();
            const auto scenario = trace.parent_path() / (base.substr(0, base.size() - 9) + ".xml");
            REQUIRE(fs::exists(scenario));
            const auto names = names_in(scenario);
            std::istringstream lines(test::read_file(trace));
            int number = 0;
            for (std::string line; std::getline(lines, line);) {
                ++number;
                // Headers of explored traces ("== 結果1: …") are the core's; the choices in them are moves.
                if (line.empty() || line.rfind("==", 0) == 0) continue;
                const auto close = line.find("] ");
                REQUIRE(line.front() == '[');
                REQUIRE(close != std::string::npos);
                ++steps;
                const auto problem = untranslated(line.substr(close + 2), names);
                INFO(trace.string() << ":" << number << ": " << line);
                CHECK(problem.empty());
            }
        }
    }
    CHECK(steps > 1000);
}

// Duel Masters' scenario words (judge/games/dm/dm_words.cpp): each word the ruleset accepts has a
// Japanese term, so no trace step falls back to quoting it; the English is the word as written.
TEST_CASE("every operation, trigger, condition and allow/deny word of Duel Masters has a Japanese term and stays as written in English") {
    const judge::Ruleset* dm = nullptr;
    for (const auto* ruleset : judge::all_rulesets())
        if (ruleset->game() == "dm") dm = ruleset;
    REQUIRE(dm != nullptr);
    auto check = [](const msg::Text& text, const std::string& word) {
        INFO(word << ": " << text.ja);
        CHECK(text.en == word);
        CHECK(has_japanese(text.ja));
        CHECK(text.ja.find('`') == std::string::npos);  // quoted as written: no term of its own
    };
    for (const auto& op : dm->operations()) check(judge::dm::operation_name(op), op);
    for (const auto& trigger : dm->triggers()) check(judge::dm::trigger_name(trigger), trigger);
    for (auto condition : dm->conditions()) {
        condition.replace(condition.find(":N"), 2, ":2");
        check(judge::dm::condition_name(condition), condition);
        CHECK(judge::dm::condition_name(condition).ja.find('2') != std::string::npos);
    }
    using judge::dm::CapabilityForm;
    for (const std::string capability : {"attack", "block", "be-chosen", "be-attacked", "leave", "put-creature-power-at-most:5000"})
        for (auto form : {CapabilityForm::noun, CapabilityForm::can, CapabilityForm::cannot}) check(judge::dm::capability_name(capability, form), capability);
    CHECK(judge::dm::capability_name("attack", CapabilityForm::cannot).ja == "攻撃できない");
    CHECK(judge::dm::capability_name("be-chosen", CapabilityForm::cannot).ja == "選ばれない");
    CHECK(judge::dm::replacement_name("s:saver") == msg::Text{"s:saver", "sのセイバー"});
    CHECK(judge::dm::replacement_name("y#2") == msg::Text{"y#2", "y#2の置換効果"});
    // A word the table does not know is quoted as written, never dropped or guessed.
    CHECK(judge::dm::operation_name("frobnicate") == msg::Text{"frobnicate", "`frobnicate`"});
    CHECK(judge::dm::capability_name("fly", CapabilityForm::cannot) == msg::Text{"fly", "`fly`できない"});
}

TEST_CASE("every operation of every game has its term in its entry: Japanese, and in English the word as written") {
    for (const auto* ruleset : judge::all_rulesets())
        for (const auto& op : ruleset->operation_specs()) {
            INFO(ruleset->game() << " " << op.name);
            REQUIRE(op.term != nullptr);
            const auto term = msg::text(*op.term);
            CHECK(term.en == op.name);
            CHECK(has_japanese(term.ja));
        }
}
