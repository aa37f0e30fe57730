// 侵略 (invasion): when one of the player's creatures that meets the invasion condition declares an
// attack, the declared card evolves onto it for free. At resolution it evolves onto whatever is
// attacking now (so a second invasion goes on top of the first), and fails when that creature does
// not meet the card's evolution condition.
// Scenario side: keywords="侵略" and optionally <ability kind="keyword" op="invade" creature="火" onto="ドラゴン"/>.
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

bool invasion_may_declare(GameState& state, const CardId& card, const CardId& attacker) {
    const auto* params = keyword_params(state, card, "invade");
    const auto needed = params ? arg(*params, "creature") : std::string();
    if (has_trait(state, attacker, needed)) return true;
    state.note(cite::kInvasion, say::kInvasionConditionUnmet, {{"attacker", attacker}, {"card", card}, {"needed", needed}});
    return false;
}

void resolve_invasion(GameState& state, const CardId& card, const PlayerId& player, const std::string& zone, const char* rule) {
    // The attacker now, not the one at declaration: a chained invasion stacks onto the first one.
    auto it = state.flags.find(kAttacker);
    const auto base = it == state.flags.end() ? std::string() : it->second;
    if (base.empty() || !is_creature(state, base) || controller_of(state, base) != player)
        return declaration_fails(state, card, zone, rule, msg::text(say::kAttackerNoLonger));
    const auto* params = keyword_params(state, card, "invade");
    const auto onto = params ? arg(*params, "onto") : std::string();
    if (!has_trait(state, base, onto))
        return declaration_fails(state, card, zone, cite::kInvasion,
                                 msg::text(say::kNoEvolutionCondition, {{"card", base}, {"onto", onto}}));
    std::string why_rule;
    if (auto why = entry_forbidden(state, player, card, &why_rule)) {
        state.note(why_rule, *why);
        return declaration_fails(state, card, zone, rule, msg::text(say::kMayNotEnter));

    }
    state.take(card);
    evolve_onto(state, card, base, false);
    state.flags[kAttacker] = card;
    state.record({"invaded", card, player, base});
    state.note(rule, say::kInvades, {{"card", card}, {"zone", zone_name(zone)}, {"base", base}});
    state.note(cite::kInvasionNotSummon, say::kNotSummonedEnterTriggers, {{"card", card}});
    state.note(cite::kInvasion, say::kInvasionAttackGoesOn, {{"card", card}});
    trigger_all(state, "enters", card);
}

}  // namespace judge::dm
