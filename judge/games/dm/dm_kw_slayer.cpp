// スレイヤー: a creature with slayer that battles takes the other creature down with it, even when
// the other one had more power. Read before anything is destroyed, while both are still there.
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

std::vector<CardId> slayer_victims(GameState& state, const CardId& a, const CardId& b, int power_a, int power_b) {
    std::vector<CardId> out;
    auto check = [&](const CardId& slayer, const CardId& other, int mine, int theirs) {
        if (!has_keyword(state, slayer, kSlayerKw)) return;
        if (theirs <= mine) {
            // The other creature loses (or ties) anyway: the battle destroys it, slayer adds nothing.
            state.note(cite::kSlayer, say::kSlayerBattleDestroys, {{"slayer", slayer}, {"other", other}});
            return;
        }
        state.note(cite::kSlayer, say::kSlayerTakesDown, {{"slayer", slayer}, {"other", other}});

        out.push_back(other);
    };
    check(a, b, power_a, power_b);
    check(b, a, power_b, power_a);
    return out;
}

}  // namespace judge::dm
