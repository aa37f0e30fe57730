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
        state.note(cite::kRevolution0EvolutionReveal, say::kRev0DeckEmpty, {{"player", player}, {"card", card}});
        return;
    }
    const auto top = deck.front();
    state.card(top).face_down = false;
    state.record({"revealed", top, player, ""});
    if (state.card(top).type != "creature"sv) {
        state.note(cite::kRevolution0EvolutionReveal, say::kRev0NotCreature, {{"player", player}, {"top", top}, {"card", card}});
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
    state.note(cite::kRevolution0Trigger, say::kRev0Base, {{"player", player}, {"top", top}, {"card", card}, {"rule", cite::kGraveManaEvolution}});
    state.take(card);
    evolve_onto(state, card, top);
    trigger_all(state, "enters", card);
    trigger_all(state, "summoned", card);
}

void use_card(GameState& state, const PlayerId& player, const CardId& card, Decisions& decisions) {
    state.record({"revolution-0-trigger", card, player, ""});
    state.note(cite::kRevolution0Trigger, say::kRev0Uses, {{"player", player}, {"card", card}});
    const auto& c = state.card(card);
    if (c.type == "spell"sv) {
        cast_spell(state, player, card, "", "", decisions);
    } else if (c.type == "creature"sv && is_evolution(state, card)) {
        use_evolution(state, player, card);
    } else if (c.type == "creature"sv) {
        if (auto refused = refusal_in([&] { return summon(state, player, card, "", false, nullptr, decisions, cite::kUseIsSummon); }))
            state.note(refused->rule, say::kUseFails, {{"why", refused->reason}});
    }
}

}  // namespace

void revolution_0_trigger(GameState& state, Decisions& decisions) {
    const auto attacker = state.flags[kAttacker];
    const auto target = state.flags[kAttackTarget];
    const auto defender = state.opponent_of(state.flags[kAttackingPlayer]);
    std::vector<CardId> cards;
    for (const auto& id : state.zone(defender, "hand").cards)
        if (state.card(id).keywords().count(kRevolution0TriggerKw)) cards.push_back(id);
    if (cards.empty()) return;
    const auto shields = state.zone(defender, "shield").cards.size();
    if (target != "player"sv) {
        state.note(cite::kRevolution0Trigger, say::kRev0NotDirect, {{"attacker", attacker}, {"target", target}, {"player", defender}});
        return;
    }
    if (shields > 0) {
        state.note(cite::kRevolution0Trigger, say::kRev0HasShields, {{"player", defender}, {"n", shields}});
        return;
    }
    state.note(cite::kRevolution0Timing, say::kRev0Timing, {{"attacker", attacker}, {"player", defender}});
    for (const auto& card : cards) {
        if (state.winner || !state.is_in(card, "hand")) continue;
        if (!decisions.choose_may(defender, prompt(say::kPromptRev0, {{"card", card}}))) {
            state.note(cite::kRevolution0Trigger, say::kRev0NotUsed, {{"player", defender}, {"card", card}});

            continue;
        }
        use_card(state, defender, card, decisions);
    }
}

}  // namespace judge::dm
