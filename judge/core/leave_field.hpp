// "Leaves the field" as one event for every game. Each route by which a card leaves its game's
// field (destroyed, trashed or put into the graveyard by an effect, returned to a hand, put into
// mana, …) ends in leave_field once the card is in its new zone, so the follow-ups the rules tie
// to leaving happen on every route and are written in one place:
//   1. the event "left-field" is recorded (an <event type="left-field"> expectation sees it);
//   2. what the card made last for as long as it stayed on the field ends;
//   3. what was given to the card ends: having moved, it is a new card to the rules;
//   4. each card attached to it that is still on the field follows it away, by the game's route
//      (itself a way off the field, so it comes back here for that card).
// The game says what its field is and which rule decides each follow-up; the core never names a game.
#pragma once

#include <functional>
#include <string>

#include "judge/core/game_state.hpp"

namespace judge {

struct FieldRules {
    // Whether a card is on the game's field now, as the game defines the field.
    std::function<bool(const GameState&, const CardId&)> on_field;
    StepWord field_name;             // "field", "battlefield", "battle zone": for the trace
    const char* while_source_rule;   // decides 2
    const char* new_card_rule;       // decides 3
    // Sends a card that was attached to `host` away now that `host` has left (the game writes
    // the step and its rule, and calls leave_field for it in turn). Empty: the game attaches nothing.
    std::function<void(GameState&, const CardId& attached, const CardId& host)> send_attached = {};
};

// `card` has just left the field for `to_zone` (it is already there).
void leave_field(GameState& state, const CardId& card, const std::string& to_zone, const FieldRules& rules);

}  // namespace judge
