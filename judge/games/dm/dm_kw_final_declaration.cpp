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
        state.note(cite::kFinalDeclaration, ctx.source + "'s 終極宣言 does nothing: " + ctx.controller +
                                                " has already used a 終極宣言 in this game, and the limit does not reset with the turn");
        state.note(cite::kFinalLimitPerPlayer, "the once-a-game limit counts " + ctx.controller + "'s own uses");
        state.record({"final-declaration-refused", ctx.source, ctx.controller, ""});
        return false;
    }
    state.bump(key);
    state.record({"final-declaration-used", ctx.source, ctx.controller, ""});
    state.note(cite::kFinalDeclaration, ctx.controller + " uses " + ctx.source + "'s 終極宣言: the only one " + ctx.controller +
                                            " may use in this game");
    return true;
}

}  // namespace judge::dm
