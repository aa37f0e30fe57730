// The core's static reach steps: a step when a static ability comes to reach a card and when it
// stops, none while nothing changes, and card IDs of any characters kept apart.
#include <catch2/catch.hpp>

#include "judge/core/static_reach.hpp"

using namespace judge;

namespace {

constexpr msg::Message kBegan{"{source} reaches {target}: {op}", "{source}が{target}に: {op}"};
constexpr msg::Message kEnded{"{source} leaves {target}", "{source}が{target}から"};

const StaticReachWords kWords{"test.reach", kBegan, kEnded, [](const Card&) -> std::string_view { return "X-R-STATIC"; },
                              [](const Ability& a) { return msg::Text::same(a.operation); }};

// A board whose cards are the given IDs, the first with a static ability.
GameState board_with(const std::vector<CardId>& ids) {
    GameState state;
    for (const auto& id : ids) {
        state.cards[id].id = id;
        state.cards[id].owner = "A";
    }
    Ability a;
    a.kind = "static";
    a.operation = "modify";
    state.cards[ids.front()].definition_to_change().abilities = {a, a};
    return state;
}

std::vector<std::string> steps(const GameState& state) {
    std::vector<std::string> out;
    for (const auto& step : state.trace) out.push_back(step.cite + " " + step.text.en);
    return out;
}

}  // namespace

TEST_CASE("a static ability's reach is a step when it begins and when it ends, and nothing else", "[engine]") {
    // IDs with the separators a naive list would split on: a colon, digits, a tab, a newline.
    const CardId source = "3:src", odd = "a\tb\n2:c", plain = "x";
    auto state = board_with({source, odd, plain});

    note_static_reach(state, {}, kWords);
    CHECK(state.trace.empty());
    CHECK_FALSE(state.flags.count("test.reach"));

    note_static_reach(state, {{source, 1, odd}, {source, 0, plain}}, kWords);
    CHECK(steps(state) == std::vector<std::string>{"X-R-STATIC 3:src reaches x: modify", "X-R-STATIC 3:src reaches a\tb\n2:c: modify"});

    state.trace.clear();
    note_static_reach(state, {{source, 0, plain}, {source, 1, odd}}, kWords);
    CHECK(state.trace.empty());

    note_static_reach(state, {{source, 0, plain}}, kWords);
    CHECK(steps(state) == std::vector<std::string>{"X-R-STATIC 3:src leaves a\tb\n2:c"});

    state.trace.clear();
    note_static_reach(state, {}, kWords);
    CHECK(steps(state) == std::vector<std::string>{"X-R-STATIC 3:src leaves x"});
    CHECK_FALSE(state.flags.count("test.reach"));
}
