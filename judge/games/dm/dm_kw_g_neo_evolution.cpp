// G-NEO evolution (G-NEO進化): when the creature would leave the battle zone, its owner may
// destroy a card beneath it instead, and it stays. Summoned on its own it has nothing to give up.
// It is one of the replacements the leave step (dm_leave.cpp) offers.
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

void offer_g_neo(GameState& state, const CardId& id, const std::string& how, std::vector<LeaveReplacement>& out) {
    (void)how;  // any way of leaving
    if (!has_keyword(state, id, kGNeoEvolutionKw)) return;
    if (state.card(id).beneath.empty()) {
        state.note(cite::kGNeoEvolution, say::kGNeoNothingBeneath, {{"card", id}});
        return;
    }
    out.push_back({id, id + ":g-neo", true, cite::kGNeoEvolution, [id](GameState& s, Decisions& decisions) {
                       auto& card = s.card(id);
                       const auto owner = controller_of(s, id);
                       auto pick = card.beneath.size() == 1
                                       ? card.beneath.front()
                                       : decisions.choose(owner, "target", prompt(say::kPromptCardBeneathToDestroy, {{"card", id}}), card.beneath);
                       std::erase(card.beneath, pick);
                       auto& victim = s.card(pick);
                       s.move(pick, victim.owner, "graveyard");
                       victim.tapped = false;
                       victim.face_down = false;
                       s.record({"destroyed", pick, victim.owner, "G-NEO進化 of " + id});
                       s.note(cite::kGNeoEvolution, say::kGNeoStays, {{"card", id}, {"beneath", pick}});
                       s.note(cite::kGNeoGivesUpOneCard, say::kGNeoKeepsPlace, {{"card", id}});
                   }});
}

}  // namespace judge::dm
