// ガードマン: a variant of the blocker. It may take over an attack aimed at another creature of
// its controller, but not an attack on the player, so it never protects the shields.
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

bool guardman_may_block(GameState& state, const CardId& blocker) {
    if (!has_keyword(state, blocker, kGuardmanKw)) return false;
    const auto target = state.flags[kAttackTarget];
    if (target == "player")
        throw refusal(cite::kGuardman, say::kGuardmanNotPlayer, {{"card", blocker}});
    if (target == blocker)
        throw refusal(cite::kGuardman, say::kGuardmanIsTarget, {{"card", blocker}});
    state.note(cite::kGuardman, msg::text(say::kGuardmanTakesOver, {{"card", blocker}, {"target", target}}));

    return true;
}

}  // namespace judge::dm
