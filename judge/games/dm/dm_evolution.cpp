// Evolution (進化): summoned on top of a creature of its owner; no summoning sickness; it keeps
// the base's tapped state and the continuous effects given to the base, not the base's abilities.
#include <algorithm>

#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {
const char* const kEvolutionKinds[] = {kEvolutionKw, kStarEvolutionKw, kNeoEvolutionKw, kGNeoEvolutionKw, kGraveEvolutionKw, kManaEvolutionKw};
}  // namespace

// Star, NEO, G-NEO, graveyard and mana evolution are all kinds of evolution.
bool is_evolution(GameState& state, const CardId& id) {
    const auto& kw = state.card(id).keywords();
    return std::any_of(std::begin(kEvolutionKinds), std::end(kEvolutionKinds), [&](const char* k) { return kw.count(k) > 0; });
}

[[nodiscard]] std::optional<Refused> check_evolution_base(GameState& state, const PlayerId& player, const CardId& id, const CardId& base) {
    if (base.empty()) return refusal(cite::kEvolution, say::kNameEvolutionBase, {{"card", id}});
    if (auto from_zone = zone_evolution_base(state, player, id, base); from_zone.applies) return from_zone.refused;
    if (tamaseed_evolution_base(state, player, id, base)) return std::nullopt;
    if (!is_creature(state, base) || controller_of(state, base) != player)
        return refusal(cite::kEvolution, say::kNoBaseToEvolveFrom, {{"base", base}, {"player", player}});
    return std::nullopt;
}

void evolve_onto(GameState& state, const CardId& id, const CardId& base, bool summoned) {
    bring_zone_evolution_base(state, id, base);
    auto where = state.locate(base);
    auto& cards = state.zone(where->owner, "battle").cards;
    cards[where->index] = id;
    auto& card = state.card(id);
    auto& below = state.card(base);
    card.beneath = {base};
    card.beneath.insert(card.beneath.end(), below.beneath.begin(), below.beneath.end());
    below.beneath.clear();
    card.tapped = below.tapped;
    card.face_down = false;
    card.entered_turn = state.turn;
    int kept = 0;
    for (auto& m : state.modifiers)
        if (m.target == base) m.target = id, ++kept;
    for (auto& p : state.permissions)
        if (p.subject == base) p.subject = id, ++kept;
    state.record({"entered", id, card.owner, summoned ? "summoned" : "put"});
    if (summoned) state.record({"summoned", id, card.owner, "evolution"});
    state.note(cite::kEvolution, card.tapped ? say::kEvolvesOntoTapped : say::kEvolvesOnto, {{"card", id}, {"base", base}});
    if (kept > 0)
        state.note(cite::kEvolutionKeepsContinuous, say::kKeepsContinuous, {{"card", id}, {"n", kept}, {"base", base}});

}

}  // namespace judge::dm
