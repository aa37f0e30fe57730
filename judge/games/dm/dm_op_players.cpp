// The dm operations a player carries out once, on their own cards: draw, deck-to-mana, add-shield,
// shield-to-graveyard and discard (the acting player is player="…", the controller unless written).
#include <algorithm>

#include "judge/games/dm/dm_operations.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

bool draw_cards(GameState& state, const Context& ctx, const Ability& a, Decisions&) {
    const auto who = player_of(state, a, ctx.controller);
    const int amount = amount_of(a);
    int drawn = 0;
    for (int i = 0; i < amount && !state.winner; ++i) drawn += draw_card(state, who, cite::kDraw) ? 1 : 0;
    return drawn > 0;
}

bool deck_to_mana(GameState& state, const Context& ctx, const Ability& a, Decisions&) {
    const auto who = player_of(state, a, ctx.controller);
    const int amount = amount_of(a);
    int moved = 0;
    for (int i = 0; i < amount; ++i) {
        auto& deck = state.zone(who, "deck").cards;
        if (deck.empty()) break;
        put_into_mana(state, deck.front());
        ++moved;
        check_deck_out(state, who);
    }
    return moved > 0;
}

// シールド追加: the top cards of the deck join the shields face down, as ordinary shields.
bool add_shields(GameState& state, const Context& ctx, const Ability& a, Decisions&) {
    const auto who = player_of(state, a, ctx.controller);
    const int amount = amount_of(a);
    int added = 0;
    for (int i = 0; i < amount && !state.winner; ++i) {
        auto& deck = state.zone(who, "deck").cards;
        if (deck.empty()) break;
        const auto top = deck.front();
        state.move(top, who, "shield");
        state.card(top).face_down = true;
        state.card(top).tapped = false;
        state.record({"shield-added", top, who, ctx.source});
        state.note(cite::kAddToShields, say::kAddedToShields, {{"card", top}, {"player", who}});
        ++added;
        check_deck_out(state, who);
    }
    return added > 0;
}

// The shield is chosen by the ability's controller, or by its opponent when the card says so
// (chooser="opponent"), whoever's shield it is (DM-A-EFFECT-CHOOSER).
bool shield_to_graveyard(GameState& state, const Context& ctx, const Ability& a, Decisions& decisions) {
    const auto who = player_of(state, a, ctx.controller);
    const auto& shields = state.zone(who, "shield").cards;
    if (shields.empty()) return false;
    const auto chooser = arg(a, "chooser", "me") == "opponent"sv ? state.opponent_of(ctx.controller) : ctx.controller;
    if (chooser != who && shields.size() > 1) state.note(cite::kEffectChooser, say::kChoosesTheirShield, {{"chooser", chooser}, {"player", who}});
    auto pick = decisions.choose(chooser, "target", prompt(say::kPromptShieldToGraveyard), shields);
    move_element(state, pick, "graveyard");
    state.note(cite::kMovedToOwnerZone, say::kShieldToGraveyard, {{"player", who}, {"card", pick}});
    return true;
}

// シールドをブレイクする: the acting player breaks shields of their opponent as an attack would: to the
// hand, and an S・トリガー may be used (DM-A-EFFECT-BREAK).
bool break_shield(GameState& state, const Context& ctx, const Ability& a, Decisions& decisions) {
    const auto breaker = player_of(state, a, ctx.controller);
    const auto defender = state.opponent_of(breaker);
    const int n = std::min<int>(amount_of(a), static_cast<int>(state.zone(defender, "shield").cards.size()));
    if (n == 0) return false;
    state.note(cite::kEffectBreak, say::kEffectBreaks, {{"source", ctx.source}, {"player", breaker}, {"n", n}, {"defender", defender}});
    break_shields(state, breaker, defender, n, decisions, cite::kEffectBreak);
    return true;
}

bool discard_card(GameState& state, const Context& ctx, const Ability& a, Decisions& decisions) {
    const auto who = player_of(state, a, ctx.controller);
    const auto hand = state.zone(who, "hand").cards;
    if (hand.empty()) {
        state.note(cite::kEffectAsWritten, say::kNothingToDiscard, {{"player", who}});
        return false;
    }
    auto pick = decisions.choose(who, "discard", prompt(say::kPromptDiscard, {{"player", who}}), hand);
    move_element(state, pick, "graveyard");
    state.record({"discarded", pick, who, ""});
    state.note(cite::kMovedToOwnerZone, say::kDiscards, {{"player", who}, {"card", pick}});
    return true;
}

}  // namespace judge::dm
