// How each operation of the dm ability language is carried out. The entries (dm_language.cpp) pair
// each operation's OperationSpec with its handler: a player's operation works once, for the acting
// player; a card operation once for each card its target finds (dm_effects.cpp apply). Every
// handler returns whether it did what it says (a そうしたら part follows only then).
#pragma once

#include <string_view>

#include "judge/core/ability_language.hpp"
#include "judge/core/shared_operations.hpp"
#include "judge/games/dm/dm_internal.hpp"

namespace judge::dm {

using PlayerOperation = bool (*)(GameState& state, const Context& ctx, const Ability& a, Decisions& decisions);
using CardOperation = bool (*)(GameState& state, const Context& ctx, const Ability& a, const CardId& target, Decisions& decisions);

struct Operation {
    OperationSpec spec;
    PlayerOperation once = nullptr;  // draw, discard, …
    CardOperation each = nullptr;    // destroy, modify, …
    // The zone a card operation takes a creature to, out of the battle zone (a leave replacement
    // may apply first: DM-R-REPLACEMENT-CHOICE); null when it does not take one out so.
    const char* takes_to = nullptr;
    shared::CardHandler shared = nullptr;  // an operation the games share, carried out as written once (its spec names the cite)
};

// Every operation, in the order the docs list them (dm_language.cpp).
const std::vector<Operation>& operation_table();
// The entry of an operation the loader accepted.
const Operation& operation_entry(std::string_view name);

// The acting player: the controller, or the opponent with player="opponent".
PlayerId player_of(const GameState& state, const Ability& a, const PlayerId& controller);
// What an applied ability's target (or battle's `with`) finds: cards, or players (dm_effects.cpp).
std::vector<std::string> resolve_targets(GameState& state, const Context& ctx, const Ability& a, const std::string& spec, Decisions& decisions);
// How many times, or how much: the ability's amount, 1 unless written (the loader checked its range).
int amount_of(const Ability& a);

// dm_op_players.cpp
bool draw_cards(GameState&, const Context&, const Ability&, Decisions&);
bool deck_to_mana(GameState&, const Context&, const Ability&, Decisions&);
bool add_shields(GameState&, const Context&, const Ability&, Decisions&);
bool shield_to_graveyard(GameState&, const Context&, const Ability&, Decisions&);
bool discard_card(GameState&, const Context&, const Ability&, Decisions&);
bool break_shield(GameState&, const Context&, const Ability&, Decisions&);
// dm_alt_costs.cpp
bool reduce_next_cost(GameState&, const Context&, const Ability&, Decisions&);

// dm_op_cards.cpp
bool modify_value(GameState&, const Context&, const Ability&, const CardId&, Decisions&);
bool destroy_target(GameState&, const Context&, const Ability&, const CardId&, Decisions&);
bool destroy_one_card(GameState&, const Context&, const Ability&, const CardId&, Decisions&);
bool move_to_mana(GameState&, const Context&, const Ability&, const CardId&, Decisions&);
bool move_to_hand(GameState&, const Context&, const Ability&, const CardId&, Decisions&);
bool move_to_graveyard(GameState&, const Context&, const Ability&, const CardId&, Decisions&);
bool move_to_deck_bottom(GameState&, const Context&, const Ability&, const CardId&, Decisions&);
bool put_into_battle(GameState&, const Context&, const Ability&, const CardId&, Decisions&);
bool use_card(GameState&, const Context&, const Ability&, const CardId&, Decisions&);
bool tap_creature(GameState&, const Context&, const Ability&, const CardId&, Decisions&);
bool untap_creature(GameState&, const Context&, const Ability&, const CardId&, Decisions&);
bool fight(GameState&, const Context&, const Ability&, const CardId&, Decisions&);

// dm_op_lasting.cpp: effects that last (DM-R-CONTINUOUS-EFFECTS); grant and lose are the shared ones.
bool allow_action(GameState&, const Context&, const Ability&, const CardId&, Decisions&);
bool deny_action(GameState&, const Context&, const Ability&, const CardId&, Decisions&);

}  // namespace judge::dm
