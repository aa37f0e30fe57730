// The Duel Masters turn: untap, start of turn, draw, mana charge, main, attack, end. There is no
// second main phase, and a step once passed is never entered again.
#include <algorithm>

#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

void end_of_turn(GameState& state) {
    state.end_turn_effects();
    state.note(cite::kEndStep, "end of " + state.active + "'s turn: effects lasting this turn end");
}

void untap_step(GameState& state) {
    if (int ended = state.end_until_next_turn(state.active); ended > 0)
        state.note(cite::kUntilNextTurn, std::to_string(ended) + " effect(s) of " + state.active + "'s cards lasting until " + state.active +
                                             "'s next turn end as that turn begins");
    for (const char* zone : {"battle", "mana"})
        for (const auto& id : state.zone(state.active, zone).cards) state.card(id).tapped = false;
    state.note(cite::kUntapStep, "turn " + std::to_string(state.turn) + ": " + state.active +
                                     " untaps their creatures and mana");
}

void start_of_turn(GameState& state, Decisions& decisions) {
    auto creatures = state.zone(state.active, "battle").cards;
    bool any = false;
    for (const auto& id : creatures)
        for (const auto& a : state.card(id).abilities) any = any || (a.kind == "triggered" && a.trigger == "start-of-turn");
    state.note(cite::kStartOfTurn, "start of " + state.active + "'s turn: after the untap, before the draw");
    if (any) state.note(cite::kStartOfTurnWording, "\"at the start of your turn\" abilities trigger now, before the draw");
    for (const auto& id : creatures) trigger(state, id, "start-of-turn", "");
    resolve_waiting(state, decisions);
}

void draw_step(GameState& state) {
    if (state.turn == 1) {
        state.note(cite::kFirstTurnNoDraw, "the first player skips the draw of the first turn");
        return;
    }
    draw_card(state, state.active, cite::kDrawStep);
}

// The rule that puts a step where it is in the turn: the seed's list of steps, except the start
// of the turn (its own wording rule), the draw (an assumption) and the end of the turn.
const char* step_rule(const std::string& phase) {
    if (phase == "start") return cite::kStartOfTurn;
    if (phase == "draw") return cite::kDrawStep;
    if (phase == "end") return cite::kEndStep;
    return cite::kTurn;
}

}  // namespace

bool draw_card(GameState& state, const PlayerId& player, const char* cite_id) {
    auto& deck = state.zone(player, "deck").cards;
    if (deck.empty()) return false;
    auto top = deck.front();
    state.move(top, player, "hand");
    state.card(top).face_down = false;
    state.card(top).tapped = false;
    state.note(cite_id, player + " draws " + top);
    state.record({"drawn", top, player, ""});
    check_deck_out(state, player);
    return true;
}

void check_deck_out(GameState& state, const PlayerId& player) {
    if (state.winner || !state.zone(player, "deck").cards.empty()) return;
    state.winner = state.opponent_of(player);
    state.win_reason = player + "'s deck ran out";
    state.flags[kWonBy] = cite::kDeckOut;
    state.note(cite::kDeckOut, player + "'s deck is empty: " + player + " loses, " + *state.winner + " wins");
}

void advance_phase(GameState& state, Decisions& decisions) {
    const auto& p = state.phase;
    if (p == "untap") {
        state.phase = "start";
        start_of_turn(state, decisions);
    } else if (p == "start") {
        state.phase = "draw";
        draw_step(state);
    } else if (p == "draw") {
        state.phase = "charge";
        state.note(cite::kManaCharge, state.active + " may put one card from their hand into the mana zone");
    } else if (p == "charge") {
        state.phase = "main";
        state.note(cite::kMainPhase, state.active + "'s main phase");
    } else if (p == "main") {
        state.phase = "attack";
        state.note(cite::kAttackPhase, state.active + "'s attack phase (" + cite::kNoSecondMain + ": no main phase follows)");
    } else if (p == "attack") {
        state.phase = "end";
        end_of_turn(state);
    } else {
        state.active = state.opponent_of(state.active);
        ++state.turn;
        state.phase = "untap";
        untap_step(state);
    }
    state.note(step_rule(state.phase), "step: " + state.phase);
}

void enter_main_phase(GameState& state, const PlayerId& player, const std::string& what) {
    if (state.active != player)
        throw Refused(cite::kMainPhase, what + " only in " + player + "'s own main phase (it is " + state.active + "'s turn)");
    if (state.phase == "main") return;
    if (state.phase == "attack" || state.phase == "end")
        throw Refused(cite::kNoSecondMain, what + ": " + player + " has already moved on to the " + state.phase +
                                               " step, and there is no second main phase");
    if (state.phase != "charge") throw Refused(cite::kTurn, what + " only in the main phase (now: " + state.phase + ")");
    state.phase = "main";
    state.note(cite::kMainPhase, player + " goes on to the main phase (the mana charge is over)");
}

void charge_mana(GameState& state, const Action& action, Decisions&) {
    const auto& player = action.player;
    const auto card_id = action.arg("card");
    if (state.active != player) throw Refused(cite::kManaCharge, "only the turn player charges mana");
    if (state.phase == "untap" || state.phase == "start" || state.phase == "draw")
        throw Refused(state.phase == "draw" ? cite::kDrawStep : cite::kTurn,
                      "it is now the " + state.phase + " step; the mana charge comes later in the turn");
    if (state.phase != "charge")
        throw Refused(cite::kManaChargeOptional, "mana is charged before the main phase; it is now the " + state.phase + " step");
    if (!state.is_in(card_id, "hand") || state.card(card_id).owner != player)
        throw Refused(cite::kManaCharge, card_id + " is not in " + player + "'s hand");
    auto key = "dm.charged:" + player + ":" + std::to_string(state.turn);
    if (state.count(key) >= 1) throw Refused(cite::kManaCharge, player + " already charged one card this turn");
    state.bump(key);
    auto& card = state.card(card_id);
    state.move(card_id, player, "mana");
    card.face_down = false;
    card.tapped = civilizations(card).size() >= 2;
    state.record({"charged", card_id, player, ""});
    state.note(cite::kManaCharge, player + " charges " + card_id + " upside down into the mana zone" +
                                      (card.tapped ? ", tapped: it is multicoloured" : ", untapped"));
}

}  // namespace judge::dm
