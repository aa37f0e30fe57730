// The moves a player could make next on a board: what a page offers as buttons, so that a judge at
// the table adds a move by tapping it instead of writing XML. Game-independent: each ruleset's
// action table (Ruleset::actions) says what moves exist and what they name, and each candidate is
// tried on a copy of the board through Ruleset::perform, so a move is offered only when the rules
// would carry it out (the engine never offers an option that cannot be carried out).
#pragma once

#include <string>
#include <vector>

#include "judge/core/game_state.hpp"
#include "judge/core/ruleset.hpp"

namespace judge {

struct LegalMove {
    std::string label;  // "attack sa bl": the kind, then the values it names
    Action move;
};

// Every move the rules allow now: when a step waits for a player's answer, those answers
// (Ruleset::open_answers); otherwise each player's moves, the active player's first, each kind in
// the ruleset's order. A move's card attributes are tried with every card on the board, an
// optional `target` card only for a move that is legal without one (an attack on a creature, not
// just the player). A move that needs the player's choices (mana to tap, a shield to break) is offered
// when some way of making them carries it out; those choices are asked when it is played.
std::vector<LegalMove> legal_moves(const Ruleset& ruleset, const GameState& state);

}  // namespace judge
