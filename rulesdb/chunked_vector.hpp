// A vector that grows by fixed chunks: its elements never move, and it holds at most one chunk more
// than it needs (a std::vector may hold twice, and while it grows, three times what it needs).
// For the build's link checks, which keep a few bytes for every entry of the corpus.
#pragma once

#include <cstddef>
#include <memory>
#include <vector>

namespace rulesdb {

template <class T, std::size_t kChunk = 16384>
class ChunkedVector {
public:
    void push_back(const T& value) {
        if (size_ % kChunk == 0) chunks_.push_back(std::make_unique<T[]>(kChunk));
        chunks_.back()[size_ % kChunk] = value;
        ++size_;
    }
    T& operator[](std::size_t i) { return chunks_[i / kChunk][i % kChunk]; }
    const T& operator[](std::size_t i) const { return chunks_[i / kChunk][i % kChunk]; }
    T& back() { return (*this)[size_ - 1]; }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    std::size_t retained_bytes() const {
        return chunks_.size() * kChunk * sizeof(T) + chunks_.capacity() * sizeof(std::unique_ptr<T[]>);
    }

private:
    std::vector<std::unique_ptr<T[]>> chunks_;
    std::size_t size_ = 0;
};

}  // namespace rulesdb
