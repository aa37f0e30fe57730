// Interning of IDs: open addressing over dense numbers, the texts in fixed blocks.
#include "rulesdb/id_table.hpp"

#include <cstring>
#include <functional>
#include <stdexcept>

namespace rulesdb {

std::string_view IdTable::text(Id id) const {
    const auto where = where_[id];
    if (where & kLong) return long_texts_[where & ~kLong];
    const char* at = blocks_[where / kBlockSize].get() + where % kBlockSize;
    return {at + 1, static_cast<unsigned char>(at[0])};
}

std::size_t IdTable::slot_of(std::string_view text) const {
    const std::size_t mask = slots_.size() - 1;
    std::size_t slot = std::hash<std::string_view>{}(text) & mask;
    while (slots_[slot] != kEmpty && this->text(slots_[slot]) != text) slot = (slot + 1) & mask;
    return slot;
}

std::optional<IdTable::Id> IdTable::find(std::string_view text) const {
    if (slots_.empty()) return std::nullopt;
    auto id = slots_[slot_of(text)];
    if (id == kEmpty) return std::nullopt;
    return id;
}

IdTable::Id IdTable::intern(std::string_view text) {
    if (4 * (size() + 1) > 3 * slots_.size()) grow();
    auto slot = slot_of(text);
    if (slots_[slot] != kEmpty) return slots_[slot];
    const auto id = static_cast<Id>(size());
    where_.push_back(store(text));
    slots_[slot] = id;
    return id;
}

std::uint32_t IdTable::store(std::string_view text) {
    if (text.size() > 255) {
        long_texts_.emplace_back(text);
        return kLong | static_cast<std::uint32_t>(long_texts_.size() - 1);
    }
    if (block_used_ + 1 + text.size() > kBlockSize) {
        if ((blocks_.size() + 1) * kBlockSize > kLong) throw std::length_error("too many IDs to check");
        blocks_.push_back(std::make_unique<char[]>(kBlockSize));
        block_used_ = 0;
    }
    char* at = blocks_.back().get() + block_used_;
    at[0] = static_cast<char>(text.size());
    std::memcpy(at + 1, text.data(), text.size());
    const auto where = static_cast<std::uint32_t>((blocks_.size() - 1) * kBlockSize + block_used_);
    block_used_ += 1 + text.size();
    return where;
}

std::size_t IdTable::retained_bytes() const {
    std::size_t bytes = blocks_.size() * kBlockSize + where_.retained_bytes() + slots_.capacity() * sizeof(Id);
    for (const auto& t : long_texts_) bytes += sizeof(std::string) + t.capacity();
    return bytes;
}

void IdTable::reserve(std::size_t count) {
    std::size_t slots = slots_.empty() ? 1024 : slots_.size();
    while (4 * count > 3 * slots) slots *= 2;
    if (slots != slots_.size()) rehash(slots);
}

void IdTable::grow() { rehash(slots_.empty() ? 1024 : 2 * slots_.size()); }

void IdTable::rehash(std::size_t slots) {
    std::vector<Id> old(slots, kEmpty);
    old.swap(slots_);
    for (Id id : old)
        if (id != kEmpty) slots_[slot_of(text(id))] = id;
}

}  // namespace rulesdb
