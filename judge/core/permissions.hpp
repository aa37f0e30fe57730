// Can and can't, gain and lose: the one decision every game makes when the rules, a card's own
// keywords and effects speak to the same thing. The ledger decides (resolve_permission: an
// overriding text wins, otherwise the negative); when a "can" met a "cannot" (or a keyword had was
// also lost), the game's precedence rule is what decided, and that decision is a step of the trace
// citing it, never a silent choice.
#pragma once

#include <string>
#include <vector>

#include "judge/core/game_state.hpp"
#include "judge/core/modifiers.hpp"
#include "judge/core/trace.hpp"

namespace judge {

struct PermissionQuestion {
    std::string subject;     // a card or a player
    std::string capability;  // "attack", "paan", or "keyword:急襲"
    StepWord wording;        // for the step: "attack", "use パーン abilities", "急襲"
    bool base = true;        // what the rules give when no entry speaks
    // A "can" from outside the ledger: the keyword or rule that permits it (IW's 急襲 lets a ゲウダ
    // attack on the turn it entered), or for a keyword question the card's printed keyword; in
    // both languages, since the precedence step names it. Empty when nothing outside the ledger permits it.
    StepWord granted_by = std::string();
};

// Decides `question` against `ledger` and writes the precedence step when an allow met a deny and
// the deny won (for a keyword: the keyword had was lost), citing `precedence_rule`.
PermissionVerdict decide_permission(GameState& state, const std::vector<Permission>& ledger, const PermissionQuestion& question,
                                    const std::string& precedence_rule);

}  // namespace judge
