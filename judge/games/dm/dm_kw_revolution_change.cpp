// 革命チェンジ (revolution change): when one of the player's creatures that meets the condition
// declares an attack, the declared card from the hand takes the attacker's place. It is put, not
// summoned; it keeps the old creature's tapped state, yet it is a new creature with summoning
// sickness. It fails when the old creature is gone or does not leave. exchange() is shared with
// ニンジャ・チェンジ, a variant.
// Scenario side: keywords="革命チェンジ" and optionally <ability kind="keyword" op="revolution-change" creature="火"/>.
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

bool revolution_change_may_declare(GameState& state, const CardId& card, const CardId& attacker) {
    const auto* params = keyword_params(state, card, "revolution-change");
    const auto needed = params ? arg(*params, "creature") : std::string();
    if (has_trait(state, attacker, needed)) return true;
    state.note(cite::kRevolutionChange, say::kChangeConditionUnmet, {{"attacker", attacker}, {"card", card}, {"needed", needed}});
    return false;
}

bool exchange(GameState& state, const CardId& incoming, const CardId& outgoing, const std::string& zone, const char* rule) {
    if (!in_battle_zone(state, outgoing)) {
        declaration_fails(state, incoming, zone, rule, msg::text(say::kNothingToExchange, {{"card", outgoing}}));
        return false;
    }
    std::string why;
    if (!permitted(state, outgoing, "leave", &why)) {
        state.note(why, say::kCannotLeave, {{"card", outgoing}});
        declaration_fails(state, incoming, zone, rule, msg::text(say::kExchangeNotHappen, {{"card", outgoing}}));
        return false;
    }
    const auto owner = state.card(incoming).owner;
    std::string why_rule;
    if (auto forbidden = entry_forbidden(state, owner, incoming, &why_rule)) {
        state.note(why_rule, *forbidden);
        declaration_fails(state, incoming, zone, rule, msg::text(say::kMayNotEnter));

        return false;
    }
    const bool tapped = state.card(outgoing).tapped;
    const bool was_attacker = state.flags.count(kAttacker) && state.flags.at(kAttacker) == outgoing;
    state.note(cite::kChangeOldToHand, say::kOldToHand, {{"card", outgoing}});
    move_element(state, outgoing, "hand");
    state.take(incoming);
    enter_battle_zone(state, incoming, false, rule);
    // A different creature, but the tapped state carries over from the one it replaced.
    state.card(incoming).tapped = tapped;
    state.record({"exchanged", incoming, owner, outgoing});
    state.note(cite::kPutVsSummon, say::kChangePutNotSummoned, {{"card", incoming}});
    state.note(rule, tapped ? say::kTakesPlaceTapped : say::kTakesPlaceUntapped, {{"card", incoming}, {"old", outgoing}});
    if (was_attacker) {
        state.flags[kAttacker] = incoming;
        state.note(rule, say::kAttackGoesOnWith, {{"card", incoming}});
    }
    return true;
}

void resolve_revolution_change(GameState& state, const CardId& card, const CardId& old, const std::string& zone) {
    if (!exchange(state, card, old, zone, cite::kRevolutionChange)) return;
    state.note(cite::kRevolutionChange, say::kChangeNotEvolution, {{"card", card}});

}

}  // namespace judge::dm
