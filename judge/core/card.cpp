// A card's shared printed definition: copied only when a card that shares it is being set up.
#include "judge/core/card.hpp"

namespace judge {

CardDefinition& Card::definition_to_change() {
    // Only this card holds it: no other card or library can see the change. Otherwise this card
    // gets its own copy first. (The definition was made non-const; only the pointer is const.)
    if (definition_.use_count() != 1) definition_ = std::make_shared<CardDefinition>(*definition_);
    return const_cast<CardDefinition&>(*definition_);
}

const std::shared_ptr<const CardDefinition>& Card::no_definition() {
    static const auto empty = std::make_shared<const CardDefinition>();
    return empty;
}

}  // namespace judge
