// Snowball's English stemmer through libstemmer (english_stem.hpp). A stemmer keeps state while it
// works, so each thread has its own.
#include "rulesdb/english_stem.hpp"

#include <libstemmer.h>

#include <memory>
#include <new>

namespace rulesdb {

namespace {

struct StemmerDeleter {
    void operator()(sb_stemmer* stemmer) const { sb_stemmer_delete(stemmer); }
};

sb_stemmer* english() {
    thread_local std::unique_ptr<sb_stemmer, StemmerDeleter> stemmer(sb_stemmer_new("english", "UTF_8"));
    if (!stemmer) throw std::bad_alloc();  // libstemmer's only failure with a known algorithm
    return stemmer.get();
}

}  // namespace

std::string english_stem(std::string_view word) {
    if (word.size() < 3) return std::string(word);
    for (char c : word)
        if (c < 'a' || c > 'z') return std::string(word);
    auto* stemmer = english();
    const auto* stem = sb_stemmer_stem(stemmer, reinterpret_cast<const sb_symbol*>(word.data()), static_cast<int>(word.size()));
    if (!stem) throw std::bad_alloc();
    return {reinterpret_cast<const char*>(stem), static_cast<std::size_t>(sb_stemmer_length(stemmer))};
}

}  // namespace rulesdb
