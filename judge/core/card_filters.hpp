// The filters that narrow the cards a target finds, one set of words for every game that has them:
// whose card it is (side), a trait, a card type, bounds on a value (min-STAT / max-STAT), tapped or
// not (where cards tap) and "other than this card". A game lists the ones it reads in its operation
// entries (TargetSpec::filters) and asks passes_card_filters of each card a target finds, so that
// "your fire creatures" or "power 3000 or less" is written the same way in every operation.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "judge/core/attribute_spec.hpp"
#include "judge/core/game_state.hpp"

namespace judge {

// Which filters a game has: the values it bounds, its card types, whether its cards tap.
struct CardFilterWords {
    std::vector<std::string> bounded_stats;  // "attack" gives min-attack and max-attack
    std::vector<std::string> card_types;
    bool cards_tap = true;
};

// The filters as ability arguments, all optional, in the order a message lists them.
std::vector<AttributeSpec> card_filter_arguments(const CardFilterWords& words);
// Their names; `with_bounds` false leaves the value bounds out (a static ability's reach may not
// depend on the values static abilities change).
std::vector<std::string> card_filter_names(const CardFilterWords& words, bool with_bounds = true);

// The filters a static ability takes: all but the value bounds, which the loader refuses there.
// Read with these, a static ability's reach asks no value (and so no static ability) at all.
inline CardFilterWords without_bounds(CardFilterWords words) {
    words.bounded_stats.clear();
    return words;
}

// How the game reads a card's value as the rules read it now.
using ReadValue = std::function<int(const CardId& card, const std::string& stat)>;

// Whether `id` passes every filter `a` writes: side (the owner of the zone it is in, against
// `controller`), trait, card-type, tapped, other (not `source`), and min-/max- bounds read by `value`.
bool passes_card_filters(const GameState& state, const Ability& a, const CardId& id, const CardId& source, const PlayerId& controller,
                         const CardFilterWords& words, const ReadValue& value);

}  // namespace judge
