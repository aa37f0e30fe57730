// パワード・ブレイカー: one shield, plus one more for every full 6000 of the creature's power as
// read when the breaks are counted (a power raised by effects counts).
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

std::optional<int> powered_breaker_count(GameState& state, const CardId& attacker) {
    if (!has_keyword(state, attacker, kPoweredBreakerKw)) return std::nullopt;
    int power = value_of(state, attacker, "power");
    // The power counted includes パワーアタッカー's bonus while it attacks: that rule is a step too.
    if (const int bonus = power_attacker_bonus(state, attacker); bonus > 0)
        state.note(cite::kPowerAttacker, say::kPowerAttackerAdds, {{"card", attacker}, {"n", bonus}});
    int extra = power / 6000;
    state.note(cite::kPoweredBreaker, say::kPoweredBreaker, {{"card", attacker}, {"power", power}, {"extra", extra}, {"n", 1 + extra}});

    return 1 + extra;
}

}  // namespace judge::dm
