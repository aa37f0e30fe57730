// Tamaseed (タマシード): an element that stays in the battle zone without being a creature. It
// cannot attack or block, but an evolution creature may be put on top of it; and while the
// condition of its "become-creature" ability holds it is treated as a creature (昇格).
#include <algorithm>

#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

bool tamaseed_in_battle_zone(const GameState& state, const CardId& id) {
    return state.has_card(id) && state.card(id).type == "tamaseed" && in_battle_zone(state, id);
}

}  // namespace

bool tamaseed_promoted(const GameState& state, const CardId& id) {
    if (!tamaseed_in_battle_zone(state, id)) return false;
    const auto& card = state.card(id);
    return std::any_of(card.abilities.begin(), card.abilities.end(), [&](const Ability& a) {
        return a.kind == "static" && a.operation == "become-creature" && condition_holds(state, a, card.owner);
    });
}

void refuse_tamaseed_combat(GameState& state, const CardId& id, const std::string& what) {
    // Checked before the generic "not a creature" refusal so the trace names the reason.
    if (tamaseed_promoted(state, id)) {
        state.note(cite::kTamaseed, id + " is a tamaseed whose condition holds: it is treated as a creature, so it may " + what);
        state.note(cite::kTamaseedPromotion, "a promoted tamaseed entered the battle zone when the tamaseed did; summoning sickness counts from then");
        return;
    }
    if (tamaseed_in_battle_zone(state, id))
        throw Refused(cite::kTamaseed, id + " is a tamaseed, not a creature: it cannot " + what);
}

bool tamaseed_evolution_base(GameState& state, const PlayerId& player, const CardId& id, const CardId& base) {
    if (!tamaseed_in_battle_zone(state, base) || controller_of(state, base) != player) return false;
    state.note(cite::kTamaseed, base + " is a tamaseed: not a creature, but it can be the base " + id + " evolves on");
    state.note(cite::kTamaseedEvolutionBase, "every tamaseed in its owner's battle zone is treated as a possible evolution base");
    return true;
}

}  // namespace judge::dm
