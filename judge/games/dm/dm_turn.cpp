// The Duel Masters turn: untap, start of turn, draw, mana charge, main, attack, end. There is no
// second main phase, and a step once passed is never entered again.
#include <algorithm>

#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

// "At the end of your turn" / "at the end of each turn" abilities trigger and resolve first; what
// lasted "this turn" ends after them (DM-A-END-OF-TURN-TRIGGERS).
void end_of_turn(GameState& state, Decisions& decisions) {
    bool any = false;
    for (const auto& player : state.players)
        for (const auto& id : std::vector<CardId>(state.zone(player.id, "battle").cards))
            for (const auto& a : state.card(id).abilities())
                if (a.kind == "triggered"sv && (a.trigger == "end-of-turn"sv || (a.trigger == "end-of-my-turn"sv && player.id == state.active))) any = true;
    if (any) {
        state.note(cite::kEndOfTurnTriggers, say::kEndOfTurnAbilities, {{"player", state.active}});
        for (const auto& player : state.players)
            for (const auto& id : std::vector<CardId>(state.zone(player.id, "battle").cards)) {
                if (player.id == state.active) trigger(state, id, "end-of-my-turn", "");
                trigger(state, id, "end-of-turn", "");
            }
        resolve_waiting(state, decisions);
    }
    state.end_turn_effects();
    state.note(cite::kEndStep, say::kEndOfTurn, {{"player", state.active}});
}

void untap_step(GameState& state) {
    if (int ended = state.end_until_next_turn(state.active); ended > 0)
        state.note(cite::kUntilNextTurn, say::kUntilNextTurnEnds, {{"n", ended}, {"player", state.active}});
    for (const char* zone : {"battle", "mana"})
        for (const auto& id : state.zone(state.active, zone).cards) state.card(id).tapped = false;
    state.note(cite::kUntapStep, say::kUntap, {{"turn", state.turn}, {"player", state.active}});
}

void start_of_turn(GameState& state, Decisions& decisions) {
    auto creatures = state.zone(state.active, "battle").cards;
    bool any = false;
    for (const auto& id : creatures)
        for (const auto& a : state.card(id).abilities()) any = any || (a.kind == "triggered"sv && a.trigger == "start-of-turn"sv);
    state.note(cite::kStartOfTurn, say::kStartOfTurn, {{"player", state.active}});
    if (any) state.note(cite::kStartOfTurnWording, say::kStartOfTurnAbilities);
    for (const auto& id : creatures) trigger(state, id, "start-of-turn", "");
    resolve_waiting(state, decisions);
}

void draw_step(GameState& state) {
    if (state.turn == 1) {
        state.note(cite::kFirstTurnNoDraw, say::kFirstTurnNoDraw);
        return;
    }
    draw_card(state, state.active, cite::kDrawStep);
}

// The rule that puts a step where it is in the turn: the seed's list of steps, except the start
// of the turn (its own wording rule), the draw (an assumption) and the end of the turn.
const char* step_rule(const std::string& phase) {
    if (phase == "start"sv) return cite::kStartOfTurn;
    if (phase == "draw"sv) return cite::kDrawStep;
    if (phase == "end"sv) return cite::kEndStep;
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
    state.note(cite_id, say::kDraws, {{"player", player}, {"card", top}});
    state.record({"drawn", top, player, ""});
    check_deck_out(state, player);
    return true;
}

void check_deck_out(GameState& state, const PlayerId& player) {
    if (state.winner || !state.zone(player, "deck").cards.empty()) return;
    state.winner = state.opponent_of(player);
    state.win_reason = msg::text(say::kDeckOutReason, {{"player", player}});
    state.flags[kWonBy] = cite::kDeckOut;
    state.note(cite::kDeckOut, say::kDeckOut, {{"player", player}, {"winner", *state.winner}});
}

// The next step: its name first in the trace, then what happens in it.
void advance_phase(GameState& state, Decisions& decisions) {
    const std::string from = state.phase;
    auto enter = [&](const char* phase) {
        state.phase = phase;
        state.note(step_rule(state.phase), say::kStep, {{"phase", phase_name(state.phase)}});
    };
    if (from == "untap"sv) {
        enter("start");
        start_of_turn(state, decisions);
    } else if (from == "start"sv) {
        enter("draw");
        draw_step(state);
    } else if (from == "draw"sv) {
        enter("charge");
        state.note(cite::kManaCharge, say::kMayCharge, {{"player", state.active}});
    } else if (from == "charge"sv) {
        enter("main");
        state.note(cite::kMainPhase, say::kMainPhase, {{"player", state.active}});
    } else if (from == "main"sv) {
        enter("attack");
        state.note(cite::kAttackPhase, say::kAttackPhase, {{"player", state.active}, {"rule", cite::kNoSecondMain}});
    } else if (from == "attack"sv) {
        enter("end");
        end_of_turn(state, decisions);
    } else {
        state.active = state.opponent_of(state.active);
        ++state.turn;
        enter("untap");
        untap_step(state);
    }
}

msg::Text phase_name(const std::string& phase) {
    for (const auto* m : {&say::kPhaseUntap, &say::kPhaseStart, &say::kPhaseDraw, &say::kPhaseCharge, &say::kPhaseMain, &say::kPhaseAttack,
                          &say::kPhaseEnd})
        if (m->in(msg::Lang::en) == phase) return msg::text(*m);
    return msg::Text::same(phase);  // a phase word the turn never sets; shown as written
}

[[nodiscard]] std::optional<Refused> enter_main_phase(GameState& state, const PlayerId& player, const msg::Message& what) {
    if (state.active != player)
        return refusal(cite::kMainPhase, say::kOnlyOwnMain, {{"what", msg::text(what)}, {"player", player}, {"active", state.active}});
    if (state.phase == "main"sv) return std::nullopt;
    if (state.phase == "attack"sv || state.phase == "end"sv)
        return refusal(cite::kNoSecondMain, say::kNoSecondMain, {{"what", msg::text(what)}, {"player", player}, {"phase", phase_name(state.phase)}});
    if (state.phase != "charge"sv) return refusal(cite::kTurn, say::kOnlyInMain, {{"what", msg::text(what)}, {"phase", phase_name(state.phase)}});
    state.phase = "main";
    state.note(cite::kMainPhase, say::kGoesToMain, {{"player", player}});
    return std::nullopt;
}

[[nodiscard]] std::optional<Refused> charge_mana(GameState& state, const Action& action, Decisions&) {
    const auto& player = action.player;
    const auto card_id = action.arg("card");
    if (state.active != player) return refusal(cite::kManaCharge, say::kOnlyTurnPlayerCharges);
    if (state.phase == "untap"sv || state.phase == "start"sv || state.phase == "draw"sv)
        return refusal(state.phase == "draw"sv ? cite::kDrawStep : cite::kTurn, say::kChargeLater, {{"phase", phase_name(state.phase)}});
    if (state.phase != "charge"sv)
        return refusal(cite::kManaChargeOptional, say::kChargeBeforeMain, {{"phase", phase_name(state.phase)}});
    if (!state.is_in(card_id, "hand") || state.card(card_id).owner != player)
        return refusal(cite::kManaCharge, say::kNotInHand, {{"card", card_id}, {"player", player}});
    auto key = "dm.charged:" + player + ":" + std::to_string(state.turn);
    if (state.count(key) >= 1) return refusal(cite::kManaCharge, say::kAlreadyCharged, {{"player", player}});
    state.bump(key);
    auto& card = state.card(card_id);
    state.move(card_id, player, "mana");
    card.face_down = false;
    card.tapped = civilizations(card).size() >= 2;
    state.record({"charged", card_id, player, ""});
    state.note(cite::kManaCharge, card.tapped ? say::kChargesTapped : say::kChargesUntapped, {{"player", player}, {"card", card_id}});
    return std::nullopt;
}

}  // namespace judge::dm
