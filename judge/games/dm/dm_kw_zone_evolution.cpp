// Graveyard and mana evolution (墓地進化, マナ進化): the base comes from the named zone instead of
// the battle zone. The base is placed straight under the new creature, so it never enters the
// battle zone by itself and its "when it enters" abilities do not trigger.
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

// The zone a creature takes its base from ("graveyard", "mana"), or nothing for other creatures.
std::string base_zone(const GameState& state, const CardId& id) {
    const auto& kw = state.card(id).keywords();
    if (kw.count(kGraveEvolutionKw)) return "graveyard";
    if (kw.count(kManaEvolutionKw)) return "mana";
    return {};
}

}  // namespace

ZoneEvolutionBase zone_evolution_base(GameState& state, const PlayerId& player, const CardId& id, const CardId& base) {
    const auto zone = base_zone(state, id);
    if (zone.empty()) return {};
    auto where = state.locate(base);
    if (!where || where->owner != player || where->zone != zone || state.card(base).type != "creature"sv)
        return {true, refusal(cite::kZoneEvolutionBase, say::kZoneBaseMissing, {{"card", id}, {"player", player}, {"zone", zone_name(zone)}, {"base", base}})};
    state.note(cite::kGraveManaEvolution, say::kZoneBaseTaken, {{"card", id}, {"base", base}, {"zone", zone_name(zone)}});
    return {true, std::nullopt};
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
    state.note(cite::kGraveManaEvolution, say::kZoneBaseNoEnter, {{"base", base}, {"zone", zone_name(zone)}, {"card", id}});
    state.note(cite::kZoneEvolutionBase, say::kZoneBaseUntapped, {{"card", id}});

}

}  // namespace judge::dm
