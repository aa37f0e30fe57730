// The iw operations' handlers (iw_operations.hpp), each citing what made its effect happen.
#include "judge/core/leave_field.hpp"
#include "judge/core/numbers.hpp"
#include "judge/games/iw/iw_messages.hpp"
#include "judge/games/iw/iw_operations.hpp"
#include "judge/games/iw/iw_rules.hpp"

namespace judge::iw {

// The controller draws from their own deck (IW-R-OWNER-ZONES), as far as it goes.
void draw_own(GameState& state, const Effect& e, Decisions&) {
    const int n = whole_number(arg(e.ability, "amount", "1"), "amount");
    int drawn = 0;
    for (; drawn < n && !state.zone(e.controller, "deck").cards.empty(); ++drawn) {
        auto top = state.zone(e.controller, "deck").cards.front();
        state.move(top, e.controller, "hand");
        state.card(top).face_down = false;
    }
    state.note(e.cite, say::kDrawsFromOwnDeck, {{"player", e.controller}, {"n", drawn}, {"rule", cite::kOwnerZones}});
    // An empty deck ends the drawing, and loses no game: the アガ's destruction is the only way to lose.
    if (drawn < n) state.note(cite::kWinCondition, say::kDeckRanOut, {{"player", e.controller}, {"n", n - drawn}});
}

void modify_value(GameState& state, const Effect& e, const CardId& target, Decisions&) {
    const auto stat = arg(e.ability, "stat");
    shared::modify_stat(state, e, target, stat, stat_word(stat));
}

void destroy_target(GameState& state, const Effect& e, const CardId& target, Decisions& decisions) {
    state.note(e.cite, say::kDestroys, {{"source", e.source}, {"target", target}});
    destroy(state, target, "effect of " + e.source, decisions);  // the event's detail, a machine word
}

namespace {

void permission(GameState& state, const Effect& e, const CardId& target, bool allow) {
    shared::add_permission(state, e, target, arg(e.ability, "action"), allow);
    state.note(e.cite, allow ? say::kCan : say::kCannotAction, {{"target", target}, {"action", action_word(arg(e.ability, "action"))}});
}

}  // namespace

void allow_action(GameState& state, const Effect& e, const CardId& target, Decisions&) { permission(state, e, target, true); }
void deny_action(GameState& state, const Effect& e, const CardId& target, Decisions&) { permission(state, e, target, false); }

// The card goes to its owner's hand (IW-R-OWNER-ZONES), face up and upright; leaving the field ends what it carried.
void return_to_hand(GameState& state, const Effect&, const CardId& target, Decisions&) {
    auto& card = state.card(target);
    const bool was_on_field = is_on_field(state, target);
    state.move(target, card.owner, "hand");
    card.face_down = false;
    card.tapped = false;
    state.note(cite::kOwnerZones, say::kReturnsToHand, {{"card", target}, {"owner", card.owner}});
    if (was_on_field) leave_field(state, target, "hand", field_rules());
}

void trash_target(GameState& state, const Effect& e, const CardId& target, Decisions&) { to_trash(state, target, e.cite); }

// The card is turned upright: リパーン, unused (IW-R-STATES), whatever it was.
void untap_target(GameState& state, const Effect& e, const CardId& target, Decisions&) {
    state.card(target).tapped = false;
    state.note(cite::kStates, say::kTurnedRepaan, {{"card", target}, {"source", e.source}});
}

}  // namespace judge::iw
