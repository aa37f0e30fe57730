// Star evolution (スター進化): when the creature leaves the battle zone, only its top card moves;
// the cards beneath stay there as a creature.
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

void star_evolution_top_leaves(GameState& state, const CardId& id) {
    auto& card = state.card(id);
    if (!in_battle_zone(state, id) || card.beneath.empty() || !has_keyword(state, id, kStarEvolutionKw)) return;
    const auto where = state.locate(id);
    const auto below = card.beneath.front();
    auto& next = state.card(below);
    // The card below becomes the element left behind, carrying the rest of the pile.
    next.beneath.assign(card.beneath.begin() + 1, card.beneath.end());
    card.beneath.clear();
    next.tapped = card.tapped;
    next.face_down = false;
    auto& cards = state.zone(where->owner, "battle").cards;
    cards.insert(cards.begin() + static_cast<std::ptrdiff_t>(where->index) + 1, below);
    state.note(cite::kStarEvolution, say::kStarEvolutionLeaves, {{"card", id}, {"below", below}});
    state.note(cite::kStarEvolutionRemainder, next.tapped ? say::kStarRemainderTapped : say::kStarRemainderUntapped, {{"card", below}});

}

}  // namespace judge::dm
