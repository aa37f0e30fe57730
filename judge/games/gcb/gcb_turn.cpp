// Gouda Card Battler game start and turn (GCB-R-TURN): start time (standby → attack, special
// charge), draw time (the first player draws too), free time (ended only by the turn player), end
// time (discard down to seven).
#include <algorithm>

#include "judge/games/gcb/gcb_internal.hpp"
#include "judge/games/gcb/gcb_messages.hpp"
#include "judge/games/gcb/gcb_rules.hpp"
#include "messages/language.hpp"

namespace judge::gcb {

namespace {

void start_time(GameState& state) {
    state.note(cite::kStartTime, say::kStartTimeOf, {{"player", state.active}});
    for (const auto& id : monsters_of(state, state.active)) {
        auto p = posture(state, id);
        if (p == kStandby) set_posture(state, id, kAttackPosture, cite::kStartTime);
        else if (p == kSpecialPosture) {
            state.card(id).status["charged"] = "true";
            state.note(cite::kStartTime, say::kCharged, {{"card", id}, {"rule", cite::kSpecialChargeState}});
        }
    }
}

void draw_time(GameState& state) {
    state.note(cite::kDrawTime, say::kDrawTime, {{"player", state.active}});
    draw_cards(state, state.active, 1, cite::kDrawTime);
}

void end_time(GameState& state, Decisions& decisions) {
    state.note(cite::kEndTime, say::kEndTimeOf, {{"player", state.active}});
    const auto& player = state.active;  // the turn player's own hand
    auto hand = state.zone(player, kHand).cards;
    if (hand.size() >= 8) {
        auto n = hand.size() - 7;
        state.note(cite::kEndTime, say::kDiscardsDownToSeven, {{"player", player}, {"n", hand.size()}, {"k", n}});
        auto chosen = decisions.choose_several(player, "discard", msg::say(say::kPromptDiscardToSeven), hand, n, n);
        state.note(cite::kEndTimeDiscardChoice, say::kChoosesDiscards, {{"player", player}});
        for (const auto& c : chosen) discard(state, c, cite::kEndTime);
    } else {
        state.note(cite::kEndTime, say::kNothingToDiscard, {{"player", player}, {"n", hand.size()}});
    }
    const auto lasting = [](const auto& e) { return e.duration == Duration::EndOfTurn; };
    const auto ending = std::count_if(state.modifiers.begin(), state.modifiers.end(), lasting) +
                        std::count_if(state.permissions.begin(), state.permissions.end(), lasting);
    if (ending > 0) state.note(cite::kTurnEffectsEnd, say::kTurnEffectsEnd, {{"n", static_cast<int>(ending)}});
    state.end_turn_effects();
}

// Every time but free time moves on by itself once its work is done.
void run_until_free_time(GameState& state, Decisions& decisions) {
    while (!state.winner) {
        if (state.phase == "start"sv) {
            start_time(state);
            state.phase = "draw";
        } else if (state.phase == "draw"sv) {
            draw_time(state);
            if (state.winner) return;
            state.phase = "free";
            state.note(cite::kFreeTime, say::kFreeTimeOf, {{"player", state.active}, {"n", state.turn}});
            return;
        } else if (state.phase == "end"sv) {
            end_time(state, decisions);
            state.active = state.opponent_of(state.active);
            ++state.turn;
            state.phase = "start";
            state.note(cite::kTurn, say::kTurnOf, {{"n", state.turn}, {"player", state.active}});
        } else {
            return;
        }
    }
}

}  // namespace

[[nodiscard]] std::optional<Refused> start_game(GameState& state, Decisions& decisions) {
    for (const auto& p : state.players) {
        auto n = state.zone(p.id, kDeck).cards.size();
        if (n != 40) return Refused(cite::kDeck40, msg::text(say::kDeckNot40, {{"player", p.id}, {"n", n}}));
    }
    state.note(cite::kDeck40, say::kDecks40);
    state.note(cite::kGameStartShuffle, say::kDecksInOrder);
    state.note(cite::kGameStartFirstPlayer, say::kGoesFirst, {{"player", state.active}});
    for (const auto& p : state.players) {
        for (int i = 0; i < 5; ++i) relocate(state, state.zone(p.id, kDeck).cards.front(), kLife, cite::kGameStartLife);
        state.note(cite::kGameStartLife, say::kPutsLife, {{"player", p.id}});
        for (int i = 0; i < 5; ++i) relocate(state, state.zone(p.id, kDeck).cards.front(), kHand, cite::kGameStartHand);
        state.note(cite::kGameStartHand, say::kStartingHand, {{"player", p.id}});
    }
    state.phase = "start";
    run_until_free_time(state, decisions);
    return std::nullopt;
}

[[nodiscard]] std::optional<Refused> end_free_time(GameState& state, const Action& action, Decisions& decisions) {
    if (state.phase != "free"sv) return Refused(cite::kFreeTime, msg::text(say::kNotFreeTime, {{"phase", time_word(state.phase)}}));
    if (action.player != state.active)
        return Refused(cite::kFreeTime, msg::text(say::kOnlyTurnPlayerEnds, {{"player", state.active}}));
    state.note(cite::kFreeTime, say::kEndsFreeTime, {{"player", action.player}});
    state.phase = "end";
    run_until_free_time(state, decisions);
    return std::nullopt;
}

[[nodiscard]] std::optional<Refused> next_time(GameState& state, Decisions& decisions) {
    if (state.phase == "free"sv) return Refused(cite::kFreeTime, msg::text(say::kFreeTimeGoesOn));

    run_until_free_time(state, decisions);
    return std::nullopt;
}

}  // namespace judge::gcb
