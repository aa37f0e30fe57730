// 革命0トリガー: when an opposing creature declares an attack on a player who has no shields, that
// player may use such cards from the hand without paying their cost (DM-A-REVOLUTION-0-TIMING:
// at once, cutting in like a shield trigger). An evolution creature with it reveals the top card
// of the deck, puts it out if it is a creature and evolves on top of it; that base really entered,
// so its "when it enters" abilities trigger (unlike graveyard evolution).
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

void use_evolution(GameState& state, const PlayerId& player, const CardId& card) {
    const auto& deck = state.zone(player, "deck").cards;
    if (deck.empty()) {
        state.note(cite::kRevolution0EvolutionReveal, player + "'s deck is empty: " + card + " has nothing to evolve from and stays in the hand");
        return;
    }
    const auto top = deck.front();
    state.card(top).face_down = false;
    state.record({"revealed", top, player, ""});
    if (state.card(top).type != "creature") {
        state.note(cite::kRevolution0EvolutionReveal, player + " reveals " + top + ", not a creature: it stays on top of the deck and " + card +
                                                          " stays in the hand");
        state.card(top).face_down = true;
        return;
    }
    std::string rule;
    if (auto why = entry_forbidden(state, player, top, &rule)) {
        state.note(rule, *why);
        state.card(top).face_down = true;
        return;
    }
    state.take(top);
    enter_battle_zone(state, top, false, cite::kRevolution0Trigger);
    state.note(cite::kRevolution0Trigger, player + " reveals the creature " + top + " and puts it into the battle zone as " + card +
                                              "'s base; it did enter, so its \"when it enters\" abilities trigger (" + cite::kGraveManaEvolution +
                                              " is different: there the base never enters)");
    state.take(card);
    evolve_onto(state, card, top);
    trigger_all(state, "enters", card);
    trigger(state, card, "summoned", card);
}

void use_card(GameState& state, const PlayerId& player, const CardId& card, Decisions& decisions) {
    state.record({"revolution-0-trigger", card, player, ""});
    state.note(cite::kRevolution0Trigger, player + " uses " + card + "'s 革命0トリガー without paying its cost");
    const auto& c = state.card(card);
    if (c.type == "spell") {
        cast_spell(state, player, card, "", "", decisions);
    } else if (c.type == "creature" && is_evolution(state, card)) {
        use_evolution(state, player, card);
    } else if (c.type == "creature") {
        try {
            summon(state, player, card, "", false, nullptr, decisions, cite::kUseIsSummon);
        } catch (const Refused& r) {
            state.note(r.rule, std::string("the use fails: ") + r.what());
        }
    }
}

}  // namespace

void revolution_0_trigger(GameState& state, Decisions& decisions) {
    const auto attacker = state.flags[kAttacker];
    const auto target = state.flags[kAttackTarget];
    const auto defender = state.opponent_of(state.flags[kAttackingPlayer]);
    std::vector<CardId> cards;
    for (const auto& id : state.zone(defender, "hand").cards)
        if (state.card(id).keywords.count(kRevolution0TriggerKw)) cards.push_back(id);
    if (cards.empty()) return;
    const auto shields = state.zone(defender, "shield").cards.size();
    if (target != "player") {
        state.note(cite::kRevolution0Trigger, attacker + " attacks the creature " + target + ", not " + defender +
                                                  ": not a direct attack, so 革命0トリガー cannot be used");
        return;
    }
    if (shields > 0) {
        state.note(cite::kRevolution0Trigger, defender + " still has " + std::to_string(shields) + " shield(s): 革命0トリガー cannot be used");
        return;
    }
    state.note(cite::kRevolution0Timing, attacker + " attacks " + defender + ", who has no shields: " + defender +
                                             " may use 革命0トリガー now, before the attack goes on");
    for (const auto& card : cards) {
        if (state.winner || !state.is_in(card, "hand")) continue;
        if (!decisions.choose_may(defender, "use the 革命0トリガー of " + card + " without paying its cost")) {
            state.note(cite::kRevolution0Trigger, defender + " does not use " + card + "'s 革命0トリガー");
            continue;
        }
        use_card(state, defender, card, decisions);
    }
}

}  // namespace judge::dm
