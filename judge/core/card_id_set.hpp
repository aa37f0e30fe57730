// The card ids of one scenario as the loader reads them: a duplicate is told on insertion, and
// every value that names a card is looked up here.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace judge {

// A set of views into the scenario's document (which outlives the reader), kept by open
// addressing: a std::set of strings allocated a node and copied the id for each card, and
// compared strings along a path for each lookup. An id is never empty: an empty view is a free slot.
class CardIdSet {
public:
    // False when `id` is there already.
    bool insert(std::string_view id) {
        if ((size_ + 1) * 2 > slots_.size()) grow();
        auto& slot = slots_[find_slot(slots_, id)];
        if (!slot.empty()) return false;
        slot = id;
        ++size_;
        return true;
    }
    bool contains(std::string_view id) const { return !slots_.empty() && !slots_[find_slot(slots_, id)].empty(); }
    std::size_t size() const { return size_; }
    // The ids in the order of their text, as messages list them.
    std::vector<std::string> sorted() const {
        std::vector<std::string> out;
        out.reserve(size_);
        for (auto id : slots_)
            if (!id.empty()) out.emplace_back(id);
        std::sort(out.begin(), out.end());
        return out;
    }

private:
    // FNV-1a: ids are a few bytes long, and any hash of them spreads them well enough.
    static std::size_t hash(std::string_view id) {
        std::uint64_t h = 14695981039346656037ull;
        for (unsigned char c : id) h = (h ^ c) * 1099511628211ull;
        return static_cast<std::size_t>(h);
    }
    // The slot that holds `id`, or the free one where it would go (there always is one: the set is
    // kept at most half full).
    static std::size_t find_slot(const std::vector<std::string_view>& slots, std::string_view id) {
        const std::size_t mask = slots.size() - 1;
        for (std::size_t i = hash(id) & mask;; i = (i + 1) & mask)
            if (slots[i].empty() || slots[i] == id) return i;
    }
    void grow() {
        std::vector<std::string_view> bigger(slots_.empty() ? 32 : slots_.size() * 2);
        for (auto id : slots_)
            if (!id.empty()) bigger[find_slot(bigger, id)] = id;
        slots_ = std::move(bigger);
    }

    std::vector<std::string_view> slots_;  // a power of two long
    std::size_t size_ = 0;
};

}  // namespace judge
