// The conditions of the ability language, once for every game: condition="NAME:N" holds when a
// count the game defines (cards in a zone, the size of a field) is at least or at most N. Each game
// lists its conditions in one table; the loader's word list and the check at play are both made
// from it, so a condition is read by one parser and compared in one place.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "judge/core/game_state.hpp"
#include "judge/core/numbers.hpp"

namespace judge {

// "NAME:N" split into its name and number; "NAME" alone reads 0. The loader has checked the form
// (scenario_loader.cpp check_condition), so N is a whole number here.
struct NamedNumber {
    std::string_view name;
    int n = 0;
};

inline NamedNumber named_number(std::string_view word) {
    const auto colon = word.find(':');
    if (colon == std::string_view::npos) return {word, 0};
    return {word.substr(0, colon), whole_number(std::string(word.substr(colon + 1)), "the number after " + std::string(word.substr(0, colon)))};
}

// One condition: its name, how its count compares with N, and the count for the ability's
// controller. State is GameState where counting writes a step (iw's field), else const GameState.
enum class Compare { at_least, at_most };

template <class State>
struct CountCondition {
    std::string_view name;
    Compare compare;
    int (*count)(State& state, const PlayerId& controller);
};

// Whether `condition` holds for `controller`; an empty condition always holds.
template <class State, std::size_t N>
bool condition_holds(const CountCondition<State> (&table)[N], State& state, std::string_view condition, const PlayerId& controller) {
    if (condition.empty()) return true;
    const auto [name, n] = named_number(condition);
    for (const auto& c : table)
        if (c.name == name) {
            const int count = c.count(state, controller);
            return c.compare == Compare::at_least ? count >= n : count <= n;
        }
    return false;  // the loader lets no other name through
}

// The words the loader takes, "NAME:N" each.
template <class State, std::size_t N>
std::vector<std::string> condition_words(const CountCondition<State> (&table)[N]) {
    std::vector<std::string> out;
    for (const auto& c : table) out.push_back(std::string(c.name) + ":N");
    return out;
}

}  // namespace judge
