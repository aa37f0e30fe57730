// Graveyard and mana evolution (墓地進化, マナ進化): the base comes from the named zone instead of
// the battle zone. The base is placed straight under the new creature, so it never enters the
// battle zone by itself and its "when it enters" abilities do not trigger.
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

// The zone a creature takes its base from ("graveyard", "mana"), or nothing for other creatures.
std::string base_zone(const GameState& state, const CardId& id) {
    const auto& kw = state.card(id).keywords;
    if (kw.count(kGraveEvolutionKw)) return "graveyard";
    if (kw.count(kManaEvolutionKw)) return "mana";
    return {};
}

}  // namespace

bool zone_evolution_base(GameState& state, const PlayerId& player, const CardId& id, const CardId& base) {
    const auto zone = base_zone(state, id);
    if (zone.empty()) return false;
    auto where = state.locate(base);
    if (!where || where->owner != player || where->zone != zone || state.card(base).type != "creature")
        throw Refused(cite::kZoneEvolutionBase, id + " takes its base from " + player + "'s " + zone + " zone; " + base +
                                                    " is not a creature card there");
    state.note(cite::kGraveManaEvolution, id + " takes " + base + " from the " + zone + " zone as its base: no base is needed in the battle zone");
    return true;
}

void bring_zone_evolution_base(GameState& state, const CardId& id, const CardId& base) {
    const auto zone = base_zone(state, id);
    if (zone.empty() || in_battle_zone(state, base)) return;
    auto& card = state.card(base);
    forget_object(state, base);
    // Put in the battle zone only as a slot for evolve_onto: no "entered" event, no trigger.
    state.move(base, card.owner, "battle");
    card.tapped = false;
    card.face_down = false;
    state.note(cite::kGraveManaEvolution, base + " goes from the " + zone + " zone straight under " + id +
                                              ": it does not enter the battle zone by itself, so its \"when it enters\" abilities do not trigger");
    state.note(cite::kZoneEvolutionBase, "the base from another zone counts as untapped, so " + id + " is untapped");
}

}  // namespace judge::dm
