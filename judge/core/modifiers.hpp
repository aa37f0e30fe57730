// Modifiers to card values, and permissions (can/can't, gain/lose), each with its source,
// duration and timestamp. Values are printed value + modifiers, with the game's floor applied
// only when the value is read: the modifiers themselves are kept as they are.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "judge/core/card.hpp"

namespace judge {

// UntilNextTurn: until the start of the next turn of the source card's owner.
enum class Duration { EndOfTurn, Permanent, WhileSourceOnField, UntilNextTurn };

// The duration an ability's `duration` word names (the loader has checked the word against the
// game's list): turn, while-source, until-next-turn; anything else, permanent.
Duration duration_of(const Ability& ability);

struct Modifier {
    CardId target;
    std::string stat;
    int amount = 0;
    CardId source;
    Duration duration = Duration::Permanent;
    int timestamp = 0;
    std::string cite;  // what allowed the modifier (the card's text is cited by the ruleset)
};

// One entry of the permission ledger: `subject` (a card or a player) can (allow) or cannot
// (deny) do `capability`, or gains/loses a keyword ("keyword:急襲").
struct Permission {
    std::string subject;
    std::string capability;
    bool allow = true;
    CardId source;
    Duration duration = Duration::Permanent;
    int timestamp = 0;
    bool overrides = false;  // a text that says it wins over the opposite
    std::string cite;        // the rule under which the entry was made
};

struct PermissionVerdict {
    bool allowed = false;
    bool conflict = false;   // both an allow and a deny applied: the tie-break rule decided
    std::optional<Permission> decisive;
};

// The printed value of a stat, 0 when the card has none. "printed:STAT" names the same value.
int printed_value(const Card& card, std::string_view stat);

// The sum of the modifiers on one card's stat. A game adds its static abilities and applies its
// floor when the value is read (the modifiers themselves are never clipped). A sum outside the
// int range throws ValueOutOfRange (judge/core/numbers.hpp).
int modifier_total(const std::vector<Modifier>& modifiers, std::string_view card, std::string_view stat);

// Resolves `base` (what the rules give without any entry) against the entries for subject and
// capability: an overriding entry wins; otherwise a deny beats an allow.
PermissionVerdict resolve_permission(const std::vector<Permission>& ledger, const std::string& subject,
                                     const std::string& capability, bool base);

}  // namespace judge
