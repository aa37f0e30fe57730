// ニンジャ・チェンジ (ninja change): when an opposing creature declares an attack or a block, the
// declared card takes the place of any of its owner's creatures that meets the condition, not only
// the attacked or blocking one; the tapped state carries over (exchange() in
// dm_kw_revolution_change.cpp).
// Scenario side: keywords="ニンジャ・チェンジ" and optionally <ability kind="keyword" op="ninja-change" creature="水"/>.
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

std::vector<CardId> exchangeable(GameState& state, const CardId& card, const PlayerId& player) {
    const auto* params = keyword_params(state, card, "ninja-change");
    const auto needed = params ? arg(*params, "creature") : std::string();
    std::vector<CardId> out;
    for (const auto& id : state.zone(player, "battle").cards)
        if (is_creature(state, id) && has_trait(state, id, needed)) out.push_back(id);
    return out;
}

}  // namespace

bool ninja_change_may_declare(GameState& state, const CardId& card, const PlayerId& player) {
    if (!exchangeable(state, card, player).empty()) return true;
    state.note(cite::kNinjaChange, say::kNinjaChangeNoCreature, {{"player", player}, {"card", card}});
    return false;
}

void resolve_ninja_change(GameState& state, const CardId& card, const PlayerId& player, const std::string& zone, Decisions& decisions) {
    auto options = exchangeable(state, card, player);
    if (options.empty()) return declaration_fails(state, card, zone, cite::kNinjaChange, msg::text(say::kNoCreatureMeetsNow, {{"player", player}}));

    auto old = decisions.choose(player, "target", prompt(say::kPromptNinjaExchange, {{"player", player}, {"card", card}}), options);
    auto target = state.flags.count(kAttackTarget) ? state.flags.at(kAttackTarget) : std::string();
    if (old != target)
        state.note(cite::kNinjaChange, say::kNinjaNotInvolved, {{"card", old}});

    exchange(state, card, old, zone, cite::kNinjaChange);
}

}  // namespace judge::dm
