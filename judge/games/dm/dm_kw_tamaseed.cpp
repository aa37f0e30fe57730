// Tamaseed (タマシード): an element that stays in the battle zone without being a creature. It
// cannot attack or block, but an evolution creature may be put on top of it; and while the
// condition of its "become-creature" ability holds it is treated as a creature (昇格).
#include <algorithm>

#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

bool tamaseed_in_battle_zone(const GameState& state, const CardId& id) {
    return state.has_card(id) && state.card(id).type == "tamaseed"sv && in_battle_zone(state, id);
}

}  // namespace

bool tamaseed_promoted(const GameState& state, const CardId& id) {
    if (!tamaseed_in_battle_zone(state, id)) return false;
    const auto& card = state.card(id);
    return std::any_of(card.abilities().begin(), card.abilities().end(), [&](const Ability& a) {
        return a.kind == "static"sv && a.operation == "become-creature"sv && condition_holds(state, a, card.owner, id);
    });
}

[[nodiscard]] std::optional<Refused> tamaseed_combat_refusal(GameState& state, const CardId& id, const std::string& move) {
    // Checked before the generic "not a creature" refusal so the trace names the reason. Only a
    // tamaseed gets that far: the words are made for it alone.
    if (!tamaseed_in_battle_zone(state, id)) return std::nullopt;
    const auto what = msg::text(move == "block"sv ? say::kWhatBlock : say::kWhatAttack);
    if (tamaseed_promoted(state, id)) {
        state.note(cite::kTamaseed, say::kTamaseedPromoted, {{"card", id}, {"what", what}});
        state.note(cite::kTamaseedPromotion, say::kTamaseedSickness);
        return std::nullopt;
    }
    return refusal(cite::kTamaseed, say::kTamaseedCannot, {{"card", id}, {"what", what}});
}

bool tamaseed_evolution_base(GameState& state, const PlayerId& player, const CardId& id, const CardId& base) {
    if (!tamaseed_in_battle_zone(state, base) || controller_of(state, base) != player) return false;
    state.note(cite::kTamaseed, say::kTamaseedBase, {{"base", base}, {"card", id}});
    state.note(cite::kTamaseedEvolutionBase, say::kTamaseedEvolutionBase);

    return true;
}

}  // namespace judge::dm
