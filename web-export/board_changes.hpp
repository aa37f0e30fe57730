// What happened between the board before a scenario and the board after it, read from the two
// GameStates the verifier keeps (never from the trace's English): which cards arrived, moved to
// another zone, changed a value or their state, were destroyed, and which attacks were declared
// (the "attack-declared" and "blocked" events the rulesets record). The after-board draws these
// as marks and arrows (svg_board.hpp).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "judge/core/game_state.hpp"
#include "judge/core/ruleset.hpp"
#include "messages/message.hpp"

namespace web_export {

struct ValueChange {
    std::string stat;
    int before = 0, after = 0;
};

// One change of a card's state, in both languages.
struct StateChange {
    msg::Text text;
    std::string key;   // the status key, when a status changed ("posture"), as the scenario writes it
    bool now = false;  // a state the card is now in (tapped, face up): the card says "now …"
};

struct CardChange {
    bool arrived = false;             // in no zone on the board before, nor under a card (put into play, created)
    msg::Text moved_from;             // where it was before, when it is elsewhere now ("hand", "B's hand", "under e"), in both languages
    bool destroyed = false;           // a "destroyed" event named it
    std::vector<ValueChange> values;  // values as the rules read them, where they differ
    std::vector<StateChange> states;  // "tapped", "untapped", "face up", "posture: attack→standby", …

    bool any() const { return arrived || !moved_from.empty() || destroyed || !values.empty() || !states.empty(); }
};

struct AttackChange {
    judge::CardId attacker;
    judge::PlayerId player;    // the attacking player
    std::string target;        // a card id, or "player" for the defending player
    judge::PlayerId defender;  // the player attacked (the target's owner, or the other player)
    std::vector<judge::CardId> blockers;  // the cards that blocked it, as "blocked" events name them
};

struct BoardChanges {
    std::map<judge::CardId, CardChange> cards;  // only cards with a change
    std::vector<AttackChange> attacks;          // in the order declared

    const CardChange* find(const judge::CardId& id) const {
        auto it = cards.find(id);
        return it == cards.end() ? nullptr : &it->second;
    }
};

// The changes from `before` to `after` (the same game: after is before played on).
BoardChanges board_changes(const judge::GameState& before, const judge::GameState& after, const judge::Ruleset& ruleset);

// Tapped and untapped in the game's words (パーン, タップ …): its labels for the statuses
// "tapped" and "untapped", else the site's own.
msg::Text tapped_word(const judge::Ruleset& ruleset);
msg::Text untapped_word(const judge::Ruleset& ruleset);

// The keywords a card has in `state` as the board shows them: its printed ones, and those the
// state's permission ledger gives ("+急襲") or takes away ("−急襲").
std::vector<std::string> shown_keywords(const judge::GameState& state, const judge::Card& card);

}  // namespace web_export
