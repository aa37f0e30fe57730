// How each operation of the gcb ability language is carried out. The entries (gcb_language.cpp)
// pair each operation's OperationSpec with its handler: one that works once (draw, win, a
// permission for players or cards) or one for each card its target finds (modify, destroy, …);
// gcb_spells.cpp apply_effect finds the cards and calls it.
#pragma once

#include <string_view>
#include <vector>

#include "judge/core/ability_language.hpp"
#include "judge/core/card_filters.hpp"
#include "judge/core/shared_operations.hpp"
#include "judge/games/gcb/gcb_internal.hpp"

namespace judge::gcb {

// An effect as it resolves: whose ability, controlled by whom, with the targets chosen when it was
// activated, citing the rule that let it happen.
struct Effect {
    const CardId& source;
    const Ability& ability;
    const PlayerId& controller;
    const std::vector<CardId>& chosen;
    const char* cite;

    EffectStep step() const { return {source, ability, controller, cite}; }
};

using WholeOperation = void (*)(GameState& state, const Effect& effect);
using CardOperation = void (*)(GameState& state, const Effect& effect, const CardId& target);

struct Operation {
    OperationSpec spec;
    WholeOperation once = nullptr;
    CardOperation each = nullptr;
    bool from_hand = false;  // its cards are in the hand, not on the battlefield (summon)
};

const std::vector<Operation>& operation_table();  // gcb_language.cpp
const CardFilterWords& filter_words();             // gcb_language.cpp
// Whether a card passes the ability's filters, as `controller` sees sides (gcb_spells.cpp).
bool passes_filters(const GameState& state, const Ability& a, const CardId& id, const CardId& source, const PlayerId& controller);
const Operation& operation_entry(std::string_view name);

// gcb_operations.cpp
void draw_for(GameState&, const Effect&);
void win_now(GameState&, const Effect&);
void allow_for(GameState&, const Effect&);
void deny_for(GameState&, const Effect&);
void modify_power(GameState&, const Effect&, const CardId&);
void destroy_card(GameState&, const Effect&, const CardId&);
void card_to_graveyard(GameState&, const Effect&, const CardId&);
void seal_card(GameState&, const Effect&, const CardId&);
void return_to_hand(GameState&, const Effect&, const CardId&);
void summon_by_effect(GameState&, const Effect&, const CardId&);

}  // namespace judge::gcb
