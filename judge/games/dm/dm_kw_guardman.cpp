// ガードマン: a variant of the blocker. It may take over an attack aimed at another creature of
// its controller, but not an attack on the player, so it never protects the shields.
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

bool guardman_may_block(GameState& state, const CardId& blocker) {
    if (!has_keyword(state, blocker, kGuardmanKw)) return false;
    const auto target = state.flags[kAttackTarget];
    if (target == "player")
        throw Refused(cite::kGuardman, blocker + " has ガードマン, not ブロッカー: it cannot stop an attack on the player");
    if (target == blocker)
        throw Refused(cite::kGuardman, blocker + " is itself the target; ガードマン takes over attacks on other creatures");
    state.note(cite::kGuardman, blocker + " has ガードマン: the attack is aimed at " + target + ", a creature, so it may take it over");
    return true;
}

}  // namespace judge::dm
