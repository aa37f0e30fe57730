// ファイナル革命 (final revolution): an ability with this label can be used once in a turn. The
// count is the controller's own and is taken when the ability resolves (DM-A-FINAL-LIMIT-PER-PLAYER).
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

bool final_revolution_allows(GameState& state, const Context& ctx, const Ability& a) {
    if (!labelled(a, kFinalRevolutionKw)) return true;
    // The turn number is part of the key, so a new turn starts a fresh count.
    const auto key = "dm.final-revolution:" + ctx.controller + ":" + std::to_string(state.turn);
    if (state.count(key) >= 1) {
        state.note(cite::kFinalRevolution, say::kFinalRevolutionUsedUp, {{"card", ctx.source}, {"player", ctx.controller}, {"turn", state.turn}});
        state.note(cite::kFinalLimitPerPlayer, say::kOnceATurnOwnUses, {{"player", ctx.controller}});
        state.record({"final-revolution-refused", ctx.source, ctx.controller, ""});
        return false;
    }
    state.bump(key);
    state.record({"final-revolution-used", ctx.source, ctx.controller, ""});
    state.note(cite::kFinalRevolution, say::kFinalRevolutionUsed, {{"card", ctx.source}, {"player", ctx.controller}, {"turn", state.turn}});
    return true;
}

}  // namespace judge::dm
