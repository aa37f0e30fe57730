// Steps for static abilities as they come to reach a card or player and stop reaching it. A static
// ability changes a value or a can/cannot without ever resolving, so without these steps a trace
// shows only its results (a 7000, a refused attack). The ruleset lists what each of its static
// abilities reaches after a move; this compares that with the list kept from the last move.
#pragma once

#include <string>
#include <tuple>
#include <string_view>
#include <vector>

#include "judge/core/game_state.hpp"

namespace judge {

// One static ability of `source` (its index among the card's abilities) reaching `target`.
struct StaticReach {
    CardId source;
    std::size_t ability = 0;
    std::string target;

    // Written out: the WebAssembly build's libc++ has no <=> for std::string.
    friend bool operator<(const StaticReach& a, const StaticReach& b) {
        return std::tie(a.source, a.ability, a.target) < std::tie(b.source, b.ability, b.target);
    }
};

// How a game words and cites these steps: `began` takes {source} {target} {op}, `ended` {source}
// {target}; `cite` names the rule that makes the source's text apply, `effect` what it does there.
struct StaticReachWords {
    std::string_view flag;  // the state flag that keeps the last list
    const msg::Message& began;
    const msg::Message& ended;
    std::string_view (*cite)(const Card& source);
    msg::Text (*effect)(const Ability& ability);
};

// Writes a step for each reach in `now` that was not there after the last move, and for each that
// has ended, then keeps `now`. The steps come in the order of source, ability and target.
void note_static_reach(GameState& state, const std::vector<StaticReach>& now, const StaticReachWords& words);

}  // namespace judge
