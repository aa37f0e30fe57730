// The dm operations whose effect lasts (DM-R-CONTINUOUS-EFFECTS): grant and lose a keyword, allow
// and deny an action, each recorded as a permission of the card or player for its duration.
#include "judge/games/dm/dm_operations.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

bool keyword_change(GameState& state, const Context& ctx, const Ability& a, const CardId& t, bool gain) {
    state.permissions.push_back({t, "keyword:" + arg(a, "keyword"), gain, ctx.source, duration_of(a), state.stamp(), false, cite::kContinuousEffects});
    state.note(cite::kContinuousEffects, gain ? say::kGains : say::kLoses, {{"card", t}, {"keyword", arg(a, "keyword")}});
    return true;
}

bool permission(GameState& state, const Context& ctx, const Ability& a, const CardId& t, bool allow) {
    const bool is_player = !state.has_card(t);
    auto capability = arg(a, "action");
    state.permissions.push_back({t, capability, allow, ctx.source, duration_of(a), state.stamp(), false, cite::kContinuousEffects});
    const auto& said = is_player ? (allow ? say::kPlayerCanDo : say::kPlayerCannotDo) : (allow ? say::kCanDo : say::kCannotDo);
    state.note(cite::kContinuousEffects, said,
               {{"card", t}, {"capability", capability_name(capability, allow ? CapabilityForm::can : CapabilityForm::cannot)}, {"source", ctx.source}});
    return true;
}

}  // namespace

bool grant_keyword(GameState& state, const Context& ctx, const Ability& a, const CardId& t, Decisions&) { return keyword_change(state, ctx, a, t, true); }
bool lose_keyword(GameState& state, const Context& ctx, const Ability& a, const CardId& t, Decisions&) { return keyword_change(state, ctx, a, t, false); }
bool allow_action(GameState& state, const Context& ctx, const Ability& a, const CardId& t, Decisions&) { return permission(state, ctx, a, t, true); }
bool deny_action(GameState& state, const Context& ctx, const Ability& a, const CardId& t, Decisions&) { return permission(state, ctx, a, t, false); }

}  // namespace judge::dm
