// ガードストライク: a variant of the shield trigger. When the card comes from a broken shield into
// the hand, its owner may pick one of the attacking player's creatures; that creature cannot
// attack again this turn. The card is not used, so it stays in the hand.
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

void guard_strike(GameState& state, const PlayerId& attacker_player, const PlayerId& defender, const std::vector<CardId>& broken,
                  Decisions& decisions) {
    for (const auto& s : broken) {
        if (!state.card(s).keywords().count(kGuardStrikeKw) || !state.is_in(s, "hand")) continue;
        std::vector<CardId> legal;
        for (const auto& id : state.zone(attacker_player, "battle").cards) {
            if (!is_creature(state, id)) continue;
            // Picking a creature is a choice, so "cannot be chosen" protects it.
            if (!permitted(state, id, "be-chosen") || !permitted(state, id, "be-chosen-by-opponent")) {
                state.note(cite::kCannotBeChosen, say::kGuardStrikeCannotPick, {{"card", id}, {"source", s}});
                continue;
            }
            legal.push_back(id);
        }
        if (legal.empty()) {
            state.note(cite::kGuardStrike, say::kGuardStrikeNoCreature, {{"source", s}, {"player", attacker_player}});
            continue;
        }
        if (!decisions.choose_may(defender, prompt(say::kPromptUseGuardStrike, {{"source", s}}))) {
            state.note(cite::kGuardStrike, say::kGuardStrikeNotUsed, {{"player", defender}, {"source", s}});
            continue;
        }
        auto pick = decisions.choose(defender, "target", prompt(say::kPromptGuardStrikeTarget, {{"player", attacker_player}}), legal);
        // No source card: the restriction comes from a card in the hand, never from the battle zone,
        // so "the source has left" does not apply to it.
        state.permissions.push_back({pick, "attack", false, "", Duration::EndOfTurn, state.stamp(), false, cite::kGuardStrike});
        state.record({"guard-strike", s, defender, pick});
        state.note(cite::kGuardStrike, say::kGuardStrikeUsed, {{"player", defender}, {"source", s}, {"card", pick}});
    }
}

}  // namespace judge::dm
