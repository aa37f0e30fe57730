// The card table's order and hash index: see card_table.hpp.
#include "judge/core/card_table.hpp"

#include <algorithm>

namespace judge {

namespace {

// The order of card ids: std::string's own (byte by byte, then the shorter first), compared in
// place rather than through memcmp, since ids are a few characters long.
struct CardIdOrder {
    bool operator()(std::string_view a, std::string_view b) const noexcept {
        const auto n = a.size() < b.size() ? a.size() : b.size();
        for (std::size_t i = 0; i < n; ++i)
            if (a[i] != b[i]) return static_cast<unsigned char>(a[i]) < static_cast<unsigned char>(b[i]);
        return a.size() < b.size();
    }
};

// FNV-1a: ids are a few characters long, and every byte counts towards telling "d1" from "d2".
std::uint64_t id_hash(std::string_view id) {
    std::uint64_t h = 14695981039346656037ull;
    for (unsigned char c : id) h = (h ^ c) * 1099511628211ull;
    return h;
}

// Two ids are the same: compared in place, the last characters (where the ids of one board
// mostly differ) first.
bool ids_equal(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (auto i = a.size(); i > 0; --i)
        if (a[i - 1] != b[i - 1]) return false;
    return true;
}

// The first eight bytes of an id as a number that orders as the id does (the bytes most
// significant first, missing ones as zero): most pairs of ids are told apart by comparing two
// numbers, and only ids that share their first eight bytes are compared byte by byte.
std::uint64_t order_key(std::string_view id) {
    std::uint64_t key = 0;
    for (std::size_t i = 0; i < 8; ++i) key = key << 8 | (i < id.size() ? static_cast<unsigned char>(id[i]) : 0u);
    return key;
}

}  // namespace

CardTable::CardTable(std::vector<value_type> entries) : entries_(std::move(entries)) {
    // Sorted by id through their places (moving a card is dearer than moving a number), the later
    // of two with one id first, so that the first of each id kept is the one that stays.
    struct Place {
        std::uint64_t key;
        std::uint32_t at;
    };
    std::vector<Place> order;
    order.reserve(entries_.size());
    for (std::size_t i = 0; i < entries_.size(); ++i) order.push_back({order_key(entries_[i].first), static_cast<std::uint32_t>(i)});
    std::sort(order.begin(), order.end(), [&](const Place& a, const Place& b) {
        if (a.key != b.key) return a.key < b.key;
        const CardIdOrder before;
        if (before(entries_[a.at].first, entries_[b.at].first)) return true;
        if (before(entries_[b.at].first, entries_[a.at].first)) return false;
        return a.at > b.at;
    });
    std::vector<std::uint32_t> from;  // the place each card comes from, in the order they end in
    from.reserve(order.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        if (i == 0 || !ids_equal(entries_[order[i - 1].at].first, entries_[order[i].at].first)) from.push_back(order[i].at);
    if (from.size() == entries_.size()) {
        // Each card moves once: along each cycle of the permutation, into the place it ends in.
        std::vector<bool> placed(from.size(), false);
        for (std::size_t start = 0; start < from.size(); ++start) {
            if (placed[start] || from[start] == start) continue;
            auto held = std::move(entries_[start]);
            auto at = start;
            for (;;) {
                placed[at] = true;
                const std::size_t next = from[at];
                if (next == start) {
                    entries_[at] = std::move(held);
                    break;
                }
                entries_[at] = std::move(entries_[next]);
                at = next;
            }
        }
    } else {
        std::vector<value_type> kept;
        kept.reserve(from.size());
        for (auto i : from) kept.push_back(std::move(entries_[i]));
        entries_ = std::move(kept);
    }
    index();
}

Card& CardTable::operator[](const CardId& id) {
    if (auto at = place_of(id); at < entries_.size()) return entries_[at].second;
    auto at = std::lower_bound(entries_.begin(), entries_.end(), id,
                               [](const value_type& entry, const CardId& key) { return CardIdOrder{}(entry.first, key); });
    at = entries_.insert(at, {id, Card{}});
    const auto place = at - entries_.begin();
    index();
    return entries_[static_cast<std::size_t>(place)].second;
}

std::size_t CardTable::place_of(std::string_view id) const {
    if (slots_.empty()) return entries_.size();
    const auto mask = slots_.size() - 1;
    for (auto slot = id_hash(id) & mask;; slot = (slot + 1) & mask) {
        const auto held = slots_[slot];
        if (held == 0) return entries_.size();
        if (ids_equal(entries_[held - 1].first, id)) return held - 1;
    }
}

void CardTable::index() {
    std::size_t n = 8;
    while (n < 2 * entries_.size()) n *= 2;
    slots_.assign(n, 0);
    const auto mask = n - 1;
    for (std::size_t i = 0; i < entries_.size(); ++i) {
        auto slot = id_hash(entries_[i].first) & mask;
        while (slots_[slot] != 0) slot = (slot + 1) & mask;
        slots_[slot] = static_cast<std::uint32_t>(i + 1);
    }
}

}  // namespace judge
