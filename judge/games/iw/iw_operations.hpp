// How each operation of the iw ability language is carried out. The entries (iw_language.cpp)
// pair each operation's OperationSpec with its handler: one that works once (draw) or one for each
// card its target finds (modify, destroy, …); iw_effects.cpp resolve_ability finds the cards and
// calls it. Responses and play conditions are carried out by the play itself (iw_ruleset.cpp).
#pragma once

#include <string_view>
#include <vector>

#include "judge/core/ability_language.hpp"
#include "judge/core/card_filters.hpp"
#include "judge/core/shared_operations.hpp"
#include "judge/games/iw/iw_internal.hpp"

namespace judge::iw {

// An effect as it resolves: whose ability, controlled by whom, citing what made it happen.
using Effect = EffectStep;

using WholeOperation = void (*)(GameState& state, const Effect& effect, Decisions& decisions);
using CardOperation = void (*)(GameState& state, const Effect& effect, const CardId& target, Decisions& decisions);

struct Operation {
    OperationSpec spec;
    WholeOperation once = nullptr;
    CardOperation each = nullptr;
    shared::CardHandler shared = nullptr;  // an operation the games share, carried out as written once
};

const std::vector<Operation>& operation_table();  // iw_language.cpp
const CardFilterWords& filter_words();             // iw_language.cpp
// Whether a card passes the ability's filters, as `controller` sees sides (iw_effects.cpp).
bool passes_filters(const GameState& state, const Ability& a, const CardId& id, const CardId& source, const PlayerId& controller);
const Operation& operation_entry(std::string_view name);

// iw_operations.cpp
void draw_own(GameState&, const Effect&, Decisions&);
void modify_value(GameState&, const Effect&, const CardId&, Decisions&);
void destroy_target(GameState&, const Effect&, const CardId&, Decisions&);
void allow_action(GameState&, const Effect&, const CardId&, Decisions&);
void deny_action(GameState&, const Effect&, const CardId&, Decisions&);
void return_to_hand(GameState&, const Effect&, const CardId&, Decisions&);
void trash_target(GameState&, const Effect&, const CardId&, Decisions&);
void untap_target(GameState&, const Effect&, const CardId&, Decisions&);

}  // namespace judge::iw
