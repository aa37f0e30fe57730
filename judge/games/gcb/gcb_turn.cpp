// Gouda Card Battler game start and turn (GCB-R-TURN): start time (standby → attack, special
// charge), draw time (the first player draws too), free time (ended only by the turn player), end
// time (discard down to seven).
#include "judge/games/gcb/gcb_internal.hpp"
#include "judge/games/gcb/gcb_rules.hpp"

namespace judge::gcb {

namespace {

void start_time(GameState& state) {
    state.note(cite::kStartTime, "start time of " + state.active);
    for (const auto& id : monsters_of(state, state.active)) {
        auto p = posture(state, id);
        if (p == kStandby) set_posture(state, id, kAttackPosture, cite::kStartTime);
        else if (p == kSpecialPosture) {
            state.card(id).status["charged"] = "true";
            state.note(cite::kStartTime, id + " stays in special posture and is special-charged (" + cite::kSpecialChargeState + ")");
        }
    }
}

void draw_time(GameState& state) {
    state.note(cite::kDrawTime, "draw time: " + state.active + " draws one card");
    draw_cards(state, state.active, 1, cite::kDrawTime);
}

void end_time(GameState& state, Decisions& decisions) {
    state.note(cite::kEndTime, "end time of " + state.active);
    const auto& player = state.active;  // the turn player's own hand
    auto hand = state.zone(player, kHand).cards;
    if (hand.size() >= 8) {
        auto n = hand.size() - 7;
        state.note(cite::kEndTime, player + " holds " + std::to_string(hand.size()) + " cards: discards " + std::to_string(n) + " down to seven");
        auto chosen = decisions.choose_several(player, "discard", "cards to discard down to seven", hand, n, n);
        state.note(cite::kEndTimeDiscardChoice, player + " chooses which cards to discard");
        for (const auto& c : chosen) discard(state, c, cite::kEndTime);
    } else {
        state.note(cite::kEndTime, player + " holds " + std::to_string(hand.size()) + " cards: nothing to discard");
    }
    state.end_turn_effects();
}

// Every time but free time moves on by itself once its work is done.
void run_until_free_time(GameState& state, Decisions& decisions) {
    while (!state.winner) {
        if (state.phase == "start") {
            start_time(state);
            state.phase = "draw";
        } else if (state.phase == "draw") {
            draw_time(state);
            if (state.winner) return;
            state.phase = "free";
            state.note(cite::kFreeTime, "free time of " + state.active + " (turn " + std::to_string(state.turn) + ")");
            return;
        } else if (state.phase == "end") {
            end_time(state, decisions);
            state.active = state.opponent_of(state.active);
            ++state.turn;
            state.phase = "start";
            state.note(cite::kTurn, "turn " + std::to_string(state.turn) + ": " + state.active + "'s turn");
        } else {
            return;
        }
    }
}

}  // namespace

void start_game(GameState& state, Decisions& decisions) {
    for (const auto& p : state.players) {
        auto n = state.zone(p.id, kDeck).cards.size();
        if (n != 40) throw Refused(cite::kDeck40, p.id + "'s deck has " + std::to_string(n) + " cards; a game needs exactly 40");
    }
    state.note(cite::kDeck40, "both decks hold exactly 40 cards");
    state.note(cite::kGameStartShuffle, "the decks are in the deck zones in the order the scenario gives (shuffled and cut)");
    state.note(cite::kGameStartFirstPlayer, state.active + " goes first");
    for (const auto& p : state.players) {
        for (int i = 0; i < 5; ++i) relocate(state, state.zone(p.id, kDeck).cards.front(), kLife, cite::kGameStartLife);
        state.note(cite::kGameStartLife, p.id + " puts the top five cards face down as life");
        for (int i = 0; i < 5; ++i) relocate(state, state.zone(p.id, kDeck).cards.front(), kHand, cite::kGameStartHand);
        state.note(cite::kGameStartHand, p.id + " draws five cards as the starting hand");
    }
    state.phase = "start";
    run_until_free_time(state, decisions);
}

void end_free_time(GameState& state, const Action& action, Decisions& decisions) {
    if (state.phase != "free") throw Refused(cite::kFreeTime, "it is " + state.phase + " time, not free time");
    if (action.player != state.active)
        throw Refused(cite::kFreeTime, "only the turn player (" + state.active + ") ends free time");
    state.note(cite::kFreeTime, action.player + " ends free time");
    state.phase = "end";
    run_until_free_time(state, decisions);
}

void next_time(GameState& state, Decisions& decisions) {
    if (state.phase == "free") throw Refused(cite::kFreeTime, "free time goes on until the turn player ends it (<end-free-time>)");
    run_until_free_time(state, decisions);
}

}  // namespace judge::gcb
