// The cards of a board by id. They iterate in the order of their ids (as a std::map of them
// would: boards, fingerprints and every rule that walks the cards read them in that order) and
// are found through a small hash index. Looking a card up is the most frequent thing a ruleset
// does; a search down a tree compared a few ids on every level. The table is a plain value: its
// cards sit in one vector and the index holds places in it, so a copy of a board (a line explored,
// a resume point) copies two vectors instead of a node per card.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include "judge/core/card.hpp"

namespace judge {

class CardTable {
public:
    using value_type = std::pair<CardId, Card>;
    using iterator = std::vector<value_type>::iterator;
    using const_iterator = std::vector<value_type>::const_iterator;

    CardTable() = default;
    // The cards of a board being set up, in any order; of two with one id the later stays (as
    // assigning them one by one would leave it).
    explicit CardTable(std::vector<value_type> entries);

    iterator begin() { return entries_.begin(); }
    iterator end() { return entries_.end(); }
    const_iterator begin() const { return entries_.begin(); }
    const_iterator end() const { return entries_.end(); }
    std::size_t size() const { return entries_.size(); }
    bool empty() const { return entries_.empty(); }

    iterator find(std::string_view id) { return entries_.begin() + static_cast<std::ptrdiff_t>(place_of(id)); }
    const_iterator find(std::string_view id) const { return entries_.begin() + static_cast<std::ptrdiff_t>(place_of(id)); }
    std::size_t count(std::string_view id) const { return place_of(id) < entries_.size() ? 1 : 0; }
    bool contains(std::string_view id) const { return count(id) > 0; }

    // The card with this id, added (empty, in its place by id) when there is none. Adding one moves
    // the cards after it: a board adds its cards while it is set up, never in play.
    Card& operator[](const CardId& id);

private:
    // The place of `id` in entries_, or entries_.size() when there is none.
    std::size_t place_of(std::string_view id) const;
    void index();

    std::vector<value_type> entries_;  // ordered by id (CardIdOrder)
    // Open addressing over a power-of-two number of slots, at most half of them full: each slot
    // holds a place in entries_ plus one, or 0 when empty.
    std::vector<std::uint32_t> slots_;
};

}  // namespace judge
