// The operations several games share, written once: their entries' arguments and what they do to
// the game state. A game that has one lists it in its own table (<id>_language.cpp) with the kinds
// and targets it takes there, and carries it out with the handler here, so that "gains a keyword"
// or "gets +N" is the same entry in the ledger and the same step in every game's trace.
#pragma once

#include <string>
#include <vector>

#include "judge/core/ability_language.hpp"
#include "judge/core/game_state.hpp"

namespace judge {

// An effect as it is carried out: whose ability, controlled by whom, and the rule each of its
// steps names (the game decides which: the operation's own rule, or what made the effect happen).
struct EffectStep {
    const CardId& source;
    const Ability& ability;
    const PlayerId& controller;
    const char* cite;
};

namespace shared {

// What a shared operation does to one card (or player) its target found.
using CardHandler = void (*)(GameState& state, const EffectStep& effect, const CardId& target);

// The entries. `more` holds the game's own further arguments (its filters, a side), after the
// operation's; `kinds` and `targets` are where the game lets it be written.
// grant / lose: the target has, or no longer has, keyword="…" for the effect's duration.
OperationSpec grant(const msg::Message* term, std::vector<std::string> kinds, std::vector<TargetSpec> targets, std::vector<AttributeSpec> more = {});
OperationSpec lose(const msg::Message* term, std::vector<std::string> kinds, std::vector<TargetSpec> targets, std::vector<AttributeSpec> more = {});
// modify: the target's `stat` (the game's words for its values, and whether it must be written)
// changes by `amount` for the duration.
OperationSpec modify(const msg::Message* term, std::vector<std::string> kinds, std::vector<TargetSpec> targets, AttributeSpec amount, AttributeSpec stat,
                     std::vector<AttributeSpec> more = {});
// modify's amount="N": required, unless a game's own default stands (dm's 1).
AttributeSpec modify_amount();
// allow / deny (`name`): the target can, or cannot, do action="…" (one of `actions`) for the duration.
OperationSpec permission(std::string name, const msg::Message* term, std::vector<std::string> kinds, std::vector<TargetSpec> targets,
                         std::vector<std::string> actions, std::vector<AttributeSpec> more = {});

// The handlers.
void grant_keyword(GameState& state, const EffectStep& effect, const CardId& target);
void lose_keyword(GameState& state, const EffectStep& effect, const CardId& target);
// modify: the target's `stat` changes by the amount written, "{source} gives {card} +N {stat}"
// in the game's word for the stat.
void modify_stat(GameState& state, const EffectStep& effect, const CardId& target, const std::string& stat, const msg::Text& stat_word);
// The ledger entries of modify and of allow/deny alone, for a game that works out the amount or
// says the step in words of its own.
void add_modifier(GameState& state, const EffectStep& effect, const CardId& target, const std::string& stat, int amount);
void add_permission(GameState& state, const EffectStep& effect, const std::string& subject, const std::string& action, bool allow);

}  // namespace shared
}  // namespace judge
