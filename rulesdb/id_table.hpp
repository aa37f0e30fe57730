// A compact set of ID strings, each given a small dense number: what the build's link checks keep
// of every entry and reference, so that their memory is a few dozen bytes per ID, never a text.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rulesdb/chunked_vector.hpp"

namespace rulesdb {

class IdTable {
public:
    using Id = std::uint32_t;

    // The number of `text`, given the next free one when it is new.
    Id intern(std::string_view text);
    std::optional<Id> find(std::string_view text) const;
    // Room for `count` IDs in all, so that a known number of them is interned without regrowing.
    void reserve(std::size_t count);
    std::string_view text(Id id) const;
    std::size_t size() const { return where_.size(); }
    // The memory held, in bytes.
    std::size_t retained_bytes() const;

private:
    std::size_t slot_of(std::string_view text) const;  // where `text` is, or the empty slot it would take
    std::uint32_t store(std::string_view text);
    void grow();
    void rehash(std::size_t slots);

    static constexpr Id kEmpty = UINT32_MAX;
    // Each text is kept once, after a one-byte length, in fixed blocks that never move (a growing
    // single buffer would copy them all, and for a moment hold them twice). A text longer than 255
    // bytes (no well-formed ID is) is kept on its own; its `where_` has the top bit set.
    static constexpr std::size_t kBlockSize = 256 * 1024;
    static constexpr std::uint32_t kLong = 0x80000000u;
    std::vector<std::unique_ptr<char[]>> blocks_;
    std::size_t block_used_ = kBlockSize;
    std::vector<std::string> long_texts_;
    ChunkedVector<std::uint32_t> where_;  // by number: block * kBlockSize + offset, or kLong | index
    std::vector<Id> slots_;               // open addressing, at most 3/4 full
};

}  // namespace rulesdb
