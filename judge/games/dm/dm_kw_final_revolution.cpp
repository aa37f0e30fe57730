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
        state.note(cite::kFinalRevolution, ctx.source + "'s ファイナル革命 does nothing: " + ctx.controller +
                                               " has already used a ファイナル革命 this turn (turn " + std::to_string(state.turn) + ")");
        state.note(cite::kFinalLimitPerPlayer, "the once-a-turn limit counts " + ctx.controller + "'s own uses");
        state.record({"final-revolution-refused", ctx.source, ctx.controller, ""});
        return false;
    }
    state.bump(key);
    state.record({"final-revolution-used", ctx.source, ctx.controller, ""});
    state.note(cite::kFinalRevolution, ctx.controller + " uses " + ctx.source + "'s ファイナル革命, the first this turn (turn " +
                                           std::to_string(state.turn) + "); no other can be used until the turn ends");
    return true;
}

}  // namespace judge::dm
