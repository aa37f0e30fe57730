// Breakers (Wブレイカー, Tブレイカー): how many shields an unblocked attack on a player breaks.
// The player cannot break fewer; a creature with several breakers uses one, chosen by its controller.
#include <algorithm>

#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

int breaks_of(GameState& state, const CardId& attacker, Decisions& decisions) {
    std::vector<std::string> options;
    if (has_keyword(state, attacker, kWBreakerKw)) options.push_back("2");
    if (has_keyword(state, attacker, kTBreakerKw)) options.push_back("3");
    if (options.empty()) {
        state.note(cite::kShieldBreak, attacker + " breaks one shield");
        return 1;
    }
    int n = number(options.front(), 0);
    if (options.size() > 1) {
        state.note(cite::kBreaker, attacker + " has several breaker abilities; its controller uses one of them");
        n = number(decisions.choose(controller_of(state, attacker), "breaker", "breaker ability " + attacker + " uses", options), 0);
    }
    state.note(n == 3 ? cite::kTBreaker : cite::kWBreaker, attacker + " breaks " + std::to_string(n) + " shields");
    return n;
}

}  // namespace judge::dm
