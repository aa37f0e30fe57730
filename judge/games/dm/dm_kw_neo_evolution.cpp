// NEO evolution (NEO進化, and G-NEO進化, a kind of it): the creature may be summoned on top of a
// creature like any evolution, or on its own; alone it is an ordinary creature and has
// summoning sickness (the attack check sees it has nothing beneath).
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

bool is_neo_evolution(GameState& state, const CardId& id) {
    const auto& kw = state.card(id).keywords();
    return kw.count(kNeoEvolutionKw) > 0 || kw.count(kGNeoEvolutionKw) > 0;
}

bool neo_evolution_alone(GameState& state, const CardId& id, const CardId& base) {
    if (!is_neo_evolution(state, id)) return false;
    if (!base.empty()) {
        state.note(cite::kNeoEvolution, say::kNeoAsEvolution, {{"card", id}, {"base", base}});
        return false;
    }
    state.note(cite::kNeoEvolution, say::kNeoAlone, {{"card", id}});

    return true;
}

}  // namespace judge::dm
