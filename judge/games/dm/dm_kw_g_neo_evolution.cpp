// G-NEO evolution (G-NEO進化): when the creature would leave the battle zone, its owner may
// destroy a card beneath it instead, and it stays. Summoned on its own it has nothing to give up.
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

bool g_neo_destroys_base_instead(GameState& state, const CardId& id, Decisions& decisions) {
    if (!is_creature(state, id) || !has_keyword(state, id, kGNeoEvolutionKw)) return false;
    auto& card = state.card(id);
    const auto owner = controller_of(state, id);
    if (card.beneath.empty()) {
        state.note(cite::kGNeoEvolution, id + " has G-NEO進化 but nothing beneath it (summoned alone, or its base is gone): nothing can be destroyed in its place");
        return false;
    }
    if (!decisions.choose_may(owner, "destroy a card beneath " + id + " so that it stays (G-NEO進化)")) {
        state.note(cite::kGNeoEvolution, owner + " does not destroy a card beneath " + id + " in its place");
        return false;
    }
    auto pick = card.beneath.size() == 1 ? card.beneath.front()
                                         : decisions.choose(owner, "target", "card beneath " + id + " to destroy instead", card.beneath);
    std::erase(card.beneath, pick);
    auto& victim = state.card(pick);
    state.zone(victim.owner, "graveyard").cards.push_back(pick);
    victim.tapped = false;
    victim.face_down = false;
    state.record({"destroyed", pick, victim.owner, "G-NEO進化 of " + id});
    state.record({"leave-replaced", id, owner, pick});
    state.note(cite::kGNeoEvolution, "instead of leaving the battle zone, " + id + " stays and " + pick + " beneath it is destroyed");
    state.note(cite::kGNeoGivesUpOneCard, "one card beneath " + id + " is destroyed; " + id + " keeps its place and tapped state");
    return true;
}

}  // namespace judge::dm
