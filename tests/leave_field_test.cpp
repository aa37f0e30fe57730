// "Leaves the field" as one core event: the follow-ups run whatever route a card leaves by,
// attached cards follow in a chain, and a game that attaches nothing only gets the rest.
#include <catch2/catch.hpp>

#include <algorithm>

#include "judge/core/leave_field.hpp"

using namespace judge;

namespace {

GameState board_with(const std::vector<CardId>& on_field) {
    GameState state;
    state.players = {{"A", "A", {{"field", on_field}, {"hand", {}}, {"trash", {}}}}, {"B", "B", {{"field", {}}, {"hand", {}}, {"trash", {}}}}};
    for (const auto& id : on_field) {
        state.cards[id].id = id;
        state.cards[id].owner = "A";
    }
    return state;
}

bool in_field(const GameState& state, const CardId& id) { return state.is_in(id, "field"); }

FieldRules test_rules() {
    return {in_field, "field", "X-A-WHILE", "X-A-NEW",
            [](GameState& state, const CardId& attached, const CardId& host) {
                state.note("X-R-ATTACHED", msg::Text::same(attached + " follows " + host));
                state.move(attached, "A", "trash");
                leave_field(state, attached, "trash", test_rules());
            }};
}

bool recorded(const GameState& state, const std::string& type, const CardId& card) {
    return std::any_of(state.events.begin(), state.events.end(), [&](const Event& e) { return e.type == type && e.card == card; });
}

}  // namespace

TEST_CASE("a card leaving the field ends what was given to it and what it gave while it stayed", "[engine]") {
    auto state = board_with({"host", "other"});
    state.modifiers.push_back({"host", "attack", 2, "other", Duration::EndOfTurn, 1, "X-R-EFFECT"});
    state.modifiers.push_back({"other", "attack", 1, "host", Duration::WhileSourceOnField, 2, "X-R-EFFECT"});
    state.modifiers.push_back({"other", "defense", 1, "other", Duration::Permanent, 3, "X-R-EFFECT"});
    state.permissions.push_back({"host", "attack", false, "other", Duration::Permanent, 4, false, "X-R-EFFECT"});

    state.move("host", "A", "hand");
    leave_field(state, "host", "hand", test_rules());

    REQUIRE(state.modifiers.size() == 1);
    CHECK(state.modifiers[0].target == "other");
    CHECK(state.modifiers[0].stat == "defense");
    CHECK(state.permissions.empty());
    CHECK(recorded(state, "left-field", "host"));
    REQUIRE(state.trace.size() == 2);
    CHECK(state.trace[0].cite == "X-A-WHILE");
    CHECK(state.trace[1].cite == "X-A-NEW");
}

TEST_CASE("attached cards follow their host away by the game's route, a chain of them too", "[engine]") {
    auto state = board_with({"host", "first", "second", "bystander"});
    state.card("first").attached_to = "host";
    state.card("second").attached_to = "first";

    state.move("host", "A", "trash");
    leave_field(state, "host", "trash", test_rules());

    CHECK(state.is_in("first", "trash"));
    CHECK(state.is_in("second", "trash"));
    CHECK(state.is_in("bystander", "field"));
    CHECK(recorded(state, "left-field", "first"));
    CHECK(recorded(state, "left-field", "second"));
    CHECK(state.card("first").attached_to.empty());
}

TEST_CASE("a game that attaches nothing gets the other follow-ups only", "[engine]") {
    auto state = board_with({"host", "first"});
    state.card("first").attached_to = "host";
    auto rules = test_rules();
    rules.send_attached = nullptr;

    state.move("host", "A", "trash");
    leave_field(state, "host", "trash", rules);

    CHECK(state.is_in("first", "field"));
    CHECK(recorded(state, "left-field", "host"));
    CHECK(state.trace.empty());
}
