// ガードマン: a variant of the blocker. It may take over an attack aimed at another creature of
// its controller, but not an attack on the player, so it never protects the shields.
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

GuardmanBlock guardman_block(GameState& state, const CardId& blocker) {
    if (!has_keyword(state, blocker, kGuardmanKw)) return {};
    const auto target = state.flags[kAttackTarget];
    if (target == "player"sv)
        return {false, refusal(cite::kGuardman, say::kGuardmanNotPlayer, {{"card", blocker}})};
    if (target == blocker)
        return {false, refusal(cite::kGuardman, say::kGuardmanIsTarget, {{"card", blocker}})};
    state.note(cite::kGuardman, say::kGuardmanTakesOver, {{"card", blocker}, {"target", target}});

    return {true, std::nullopt};
}

}  // namespace judge::dm
