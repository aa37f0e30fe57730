// 終極宣言 (final declaration): an ability with this label can be used once in a game. The count
// is the controller's own, taken when the ability resolves, and never reset (DM-A-FINAL-LIMIT-PER-PLAYER).
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

bool final_declaration_allows(GameState& state, const Context& ctx, const Ability& a) {
    if (!labelled(a, kFinalDeclarationKw)) return true;
    // No turn in the key: the count lasts the whole game.
    const auto key = "dm.final-declaration:" + ctx.controller;
    if (state.count(key) >= 1) {
        state.note(cite::kFinalDeclaration, say::kFinalDeclarationUsedUp, {{"card", ctx.source}, {"player", ctx.controller}});
        state.note(cite::kFinalLimitPerPlayer, say::kOnceAGameOwnUses, {{"player", ctx.controller}});
        state.record({"final-declaration-refused", ctx.source, ctx.controller, ""});
        return false;
    }
    state.bump(key);
    state.record({"final-declaration-used", ctx.source, ctx.controller, ""});
    state.note(cite::kFinalDeclaration, say::kFinalDeclarationUsed, {{"card", ctx.source}, {"player", ctx.controller}});
    return true;
}

}  // namespace judge::dm
