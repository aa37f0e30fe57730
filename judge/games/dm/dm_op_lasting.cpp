// The dm operations whose effect lasts (DM-R-CONTINUOUS-EFFECTS) and that dm says in words of its
// own: allow and deny an action, recorded as a permission of the card or player for its duration.
// (grant and lose a keyword are the shared operations: judge/core/shared_operations.cpp.)
#include "judge/games/dm/dm_operations.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

bool permission(GameState& state, const Context& ctx, const Ability& a, const CardId& t, bool allow) {
    const bool is_player = !state.has_card(t);
    auto capability = arg(a, "action");
    shared::add_permission(state, {ctx.source, a, ctx.controller, cite::kContinuousEffects}, t, capability, allow);
    const auto& said = is_player ? (allow ? say::kPlayerCanDo : say::kPlayerCannotDo) : (allow ? say::kCanDo : say::kCannotDo);
    state.note(cite::kContinuousEffects, said,
               {{"card", t}, {"capability", capability_name(capability, allow ? CapabilityForm::can : CapabilityForm::cannot)}, {"source", ctx.source}});
    return true;
}

}  // namespace

bool allow_action(GameState& state, const Context& ctx, const Ability& a, const CardId& t, Decisions&) { return permission(state, ctx, a, t, true); }
bool deny_action(GameState& state, const Context& ctx, const Ability& a, const CardId& t, Decisions&) { return permission(state, ctx, a, t, false); }

}  // namespace judge::dm
