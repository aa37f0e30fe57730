// The game-independent core: permissions, decisions, the state as a value, the rulesets' trigger,
// condition and target lists, and their citations against the bundled database.
#include <catch2/catch.hpp>

#include <SQLiteCpp/Statement.h>

#include <map>
#include <set>

#include "judge/core/decisions.hpp"
#include "judge/core/game_state.hpp"
#include "judge/core/modifiers.hpp"
#include "judge/games/registry.hpp"
#include "rulesdb/database.hpp"
#include "support.hpp"

using namespace judge;

TEST_CASE("the negative permission wins unless an entry overrides", "[engine]") {
    std::vector<Permission> ledger;
    CHECK(resolve_permission(ledger, "a1", "attack", true).allowed);
    ledger.push_back({"a1", "attack", true, "src1", Duration::Permanent, 1, false, "X-R-A"});
    ledger.push_back({"a1", "attack", false, "src2", Duration::Permanent, 2, false, "X-R-B"});
    auto verdict = resolve_permission(ledger, "a1", "attack", true);
    CHECK_FALSE(verdict.allowed);
    CHECK(verdict.conflict);
    CHECK(verdict.decisive->source == "src2");
    CHECK(resolve_permission(ledger, "a2", "attack", true).allowed);  // other subjects are untouched

    ledger.push_back({"a1", "attack", true, "src3", Duration::Permanent, 3, true, "X-R-C"});
    CHECK(resolve_permission(ledger, "a1", "attack", true).allowed);
}

TEST_CASE("decisions: one legal option is taken, several need a script", "[engine]") {
    Decisions none;
    CHECK(none.choose("A", "target", "pick", {"x"}) == "x");
    try {
        none.choose("A", "target", "pick", {"x", "y"});
        FAIL("no NeedsDecision");
    } catch (const NeedsDecision& needed) {
        CHECK(needed.options == std::vector<std::string>{"x", "y"});
        CHECK(needed.player == "A");
    }
    CHECK_THROWS_AS(none.choose_may("A", "optional"), NeedsDecision);

    Decisions scripted({{"A", "target", "y", {3, 5}}, {"B", "may", "no", {4, 5}}});
    CHECK_THROWS_AS(scripted.choose("A", "target", "pick", {"x", "z"}), IllegalChoice);
    CHECK(scripted.choose("A", "target", "pick", {"x", "y"}) == "y");
    auto unused = scripted.unused();
    REQUIRE(unused.size() == 1);
    CHECK(unused.front().player == "B");
    CHECK_FALSE(scripted.choose_may("B", "optional"));
    CHECK(scripted.unused().empty());
}

TEST_CASE("decisions: orders must be permutations", "[engine]") {
    Decisions scripted({{"A", "order", "t2 t1", {1, 1}}, {"A", "order", "t1 t1", {2, 1}}});
    CHECK(scripted.choose_order("A", "order", "", {"t1", "t2"}) == std::vector<std::string>{"t2", "t1"});
    CHECK_THROWS_AS(scripted.choose_order("A", "order", "", {"t1", "t2"}), IllegalChoice);
}

TEST_CASE("the game state is a value: a copy evolves on its own", "[engine]") {
    GameState state;
    state.players = {{"A", "A", {{"hand", {"c1"}}, {"trash", {}}}}, {"B", "B", {{"hand", {}}, {"trash", {}}}}};
    state.cards["c1"] = Card{};
    state.cards["c1"].id = "c1";
    state.cards["c1"].owner = "A";

    GameState branch = state;
    branch.move("c1", "A", "trash");
    branch.card("c1").tapped = true;
    CHECK(state.is_in("c1", "hand"));
    CHECK_FALSE(state.card("c1").tapped);
    CHECK(branch.is_in("c1", "trash"));
    CHECK(state.opponent_of("A") == "B");
}

TEST_CASE("the card table walks its cards in the order of their ids and finds each by id", "[engine]") {
    const std::vector<std::string> ids{"d2", "d10", "A", "d1", "Ad3", "b", "\xE3\x81\x82", "d", "very-long-card-id-9", "very-long-card-id-10"};
    std::vector<CardTable::value_type> entries;
    for (const auto& id : ids) {
        Card card;
        card.id = id;
        entries.emplace_back(id, std::move(card));
    }
    Card again;
    again.name = "the later";
    entries.emplace_back("d1", std::move(again));  // of two with one id, the later stays
    CardTable table(std::move(entries));

    std::map<std::string, int> in_map_order;
    for (const auto& id : ids) in_map_order[id] = 0;
    std::vector<std::string> walked, expected;
    for (const auto& [id, card] : table) walked.push_back(id);
    for (const auto& [id, unused] : in_map_order) expected.push_back(id);
    CHECK(walked == expected);
    for (const auto& id : ids) CHECK(table.find(id)->first == id);
    CHECK(table.find("d1")->second.name == "the later");
    CHECK_FALSE(table.contains("d3"));
    CHECK(table.find("d3") == table.end());

    table["d3"].owner = "B";  // added in its place
    CHECK(std::next(table.find("d2"))->first == "d3");
    CHECK(table.find("d3")->second.owner == "B");
    CHECK(table.size() == ids.size() + 1);
}

TEST_CASE("copies of a card share its printed definition until one of them is set up differently", "[engine]") {
    Card library;
    library.definition_to_change().printed = {{"attack", 3}};
    library.definition_to_change().keywords = {"haste"};
    Card named = library;  // a scenario card named after the library card
    CHECK(named.definition() == library.definition());

    // An inline override (a scenario's own attribute) gives that card its own copy; the library
    // card and every other card sharing its definition keep the printed values.
    named.definition_to_change().printed["attack"] = 5;
    CHECK(named.definition() != library.definition());
    CHECK(named.printed().at("attack") == 5);
    CHECK(named.keywords().count("haste") == 1);
    CHECK(library.printed().at("attack") == 3);

    // A card with no definition of its own reads an empty one.
    Card blank;
    CHECK(blank.printed().empty());
    CHECK(blank.abilities().empty());
}

TEST_CASE("the Imitation World value floor applies when read, the modifiers stay", "[engine]") {
    const auto* iw = find_ruleset("iw");
    REQUIRE(iw);
    GameState state;
    state.players = {{"A", "A", {}}, {"B", "B", {}}};
    for (auto& p : state.players)
        for (const auto& z : iw->zone_names()) p.zones.push_back({z, {}});
    Card card;
    card.id = "g";
    card.owner = "A";
    card.type = "geuda";
    card.definition_to_change().printed = {{"attack", 1}, {"defense", 1}, {"cost", 1}};
    state.cards["g"] = card;
    state.zone("A", "set").cards.push_back("g");

    state.modifiers.push_back({"g", "attack", -2, "x", Duration::Permanent, 1, ""});
    CHECK(iw->read_value(state, "g", "attack") == 0);
    state.modifiers.push_back({"g", "attack", 2, "y", Duration::Permanent, 2, ""});
    CHECK(iw->read_value(state, "g", "attack") == 1);
    CHECK(iw->read_value(state, "g", "printed:attack") == 1);
}

TEST_CASE("each ruleset lists its triggers, conditions and targets, each word once", "[engine]") {
    for (const auto* ruleset : all_rulesets()) {
        const std::map<std::string, std::vector<std::string>> lists = {
            {"triggers", ruleset->triggers()}, {"conditions", ruleset->conditions()}, {"targets", ruleset->targets()}};
        for (const auto& [what, words] : lists) {
            INFO(ruleset->game() << " " << what);
            CHECK_FALSE(words.empty());
            std::set<std::string> seen;
            for (const auto& w : words) {
                INFO(w);
                CHECK_FALSE(w.empty());
                // A condition is compared by its name, the part before the colon.
                CHECK(seen.insert(what == "conditions" ? w.substr(0, w.find(':')) : w).second);
            }
        }
    }
}

TEST_CASE("every ID a ruleset cites exists in the bundled rules database", "[engine][data]") {
    auto db = rulesdb::open_database(test::bundled_db());
    SQLite::Statement lookup(*db, "SELECT 1 FROM entries WHERE id = ?");
    for (const auto* ruleset : all_rulesets()) {
        for (const auto& id : ruleset->citations()) {
            INFO(ruleset->game() << " cites " << id);
            lookup.reset();
            lookup.bind(1, id);
            CHECK(lookup.executeStep());
        }
    }
}

TEST_CASE("a decision that cannot be made is never offered: too few options is an error, not a question", "[engine]") {
    judge::Decisions decisions;
    CHECK_THROWS_WITH(decisions.choose_several("A", "discard", "cards to discard", {"h1"}, 2, 2),
                      Catch::Contains("but only 1 can be chosen, and no rule refused this first"));
    CHECK(decisions.choose_several("A", "discard", "cards to discard", {"h1", "h2"}, 2, 2) == std::vector<std::string>{"h1", "h2"});
}

TEST_CASE("dm takes the keyword spellings seed 002 itself uses", "[engine]") {
    const auto* dm = judge::find_ruleset("dm");
    REQUIRE(dm != nullptr);
    // Each as the seed writes it (its keyword headings and its own text), with the name it stands for.
    const std::pair<const char*, const char*> spellings[] = {
        {"シールドトリガー", "S・トリガー"}, {"Sトリガー", "S・トリガー"}, {"Wブレイカー", "Wブレイカー"}, {"Tブレイカー", "Tブレイカー"},
        {"パワードブレイカー", "パワード・ブレイカー"}, {"真エスケープ", "真・エスケープ"}, {"ウルトラセイバー", "ウルトラ・セイバー"},
        {"ニンジャチェンジ", "ニンジャ・チェンジ"}, {"ニンジャストライク", "ニンジャ・ストライク"}, {"メガラストバースト", "メガ・ラストバースト"},
        {"スピードアタッカー", "スピードアタッカー"}, {"マッハファイター", "マッハファイター"}, {"ブロッカー", "ブロッカー"}};
    for (const auto& [written, canonical] : spellings) {
        INFO(written);
        const auto found = dm->keyword(written);
        REQUIRE(found.has_value());
        CHECK(*found == canonical);
    }
}
