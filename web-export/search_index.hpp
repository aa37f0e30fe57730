// The offline search index, split so that a query loads only the parts it needs (docs/web-export.md):
//
//   assets/search-index.js   window.JUDGE_SEARCH, the head: the document and token counts bm25
//                            scores with, each document's kind, game and length,
//                            the first key of each shard, and
//                            the glossary names and the games having a term by folded key
//   assets/search/s<N>.js    shard N of the sorted keys: "w"+token → its title and body postings,
//                            "k"+folded title → the documents titled so (exact titles rank first),
//                            "p"+a glossary name's tokens → the documents holding it as a phrase,
//                            with its count weighted as bm25 weighs it (title × 10 + body),
//                            "t"+tag → the rulings tagged so
//   assets/search/d<N>.js    documents N*block … : ID, kind, URL, title, snippet
//   assets/search/ids.js     the first ID of each document block (loaded for an ID typed alone)
//   assets/search/g<N>.js    a glossary term's part: for each of the names a typed word is widened
//                            to, its phrase's matches (the "p" value the shards hold, or for a
//                            name of one token "q"+token → its documents with the count weighted
//                            title × 10 + body) and its folded title's "k" value, null for a key
//                            the index does not have; so a widened word loads one file instead of
//                            a shard per name's key; and "d"+N → document N's display row, for the
//                            documents likely to be shown first for one of its keys typed alone
//
// Each part is a plain script that registers itself in window.JUDGE_SEARCH_PARTS, so that it loads
// from file:// with a <script> tag. Documents are tokenized here by rulesdb::tokenize, the tokenizer
// `judge search` uses; search.js tokenizes the typed query the same way. Documents are numbered in
// ID order; a postings list is a run of numbers in base 44 (a final digit ends each): per document,
// the gap from the previous one doubled, plus one when the token's count (more than one) follows.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "web-export/site_data.hpp"
#include "web-export/site_writer.hpp"

namespace web_export {

// A JavaScript string literal (JSON-compatible) safe anywhere: quotes, backslashes, control
// characters, < > & and U+2028/U+2029 escaped.
std::string js_string(std::string_view text);

// The tokens rulesdb::tokenize stores for `text`, separated by spaces (exposed for tests).
std::string document_tokens(std::string_view text);

struct SearchIndexLayout {
    std::size_t shard_bytes = 16 * 1024;  // a shard is closed once it holds this much (a single bigger token stays whole)
    std::size_t block_documents = 16;     // documents per display block
    std::size_t term_rows = 8;            // display rows in a term's part for each of its keys (search.js shows 8 first)
};

// Builds the index from documents handed over one at a time, writing each display block as soon
// as it is full; only the postings (compact text) and a few bytes per document are kept until finish().
class SearchIndexWriter {
public:
    explicit SearchIndexWriter(SiteSink& sink, SearchIndexLayout layout = {});

    // Documents in ID order. `url` is the entry's site-relative URL.
    void add(const SearchText& text, const std::string& url);
    // A phrase's matches as FTS5 finds them (its tokens next to each other): `key` its query tokens
    // joined by spaces, `matches` (document, weighted count) in document order. Before finish().
    void add_phrase(const std::string& key, const std::vector<std::pair<std::uint32_t, std::uint32_t>>& matches);
    std::uint32_t documents() const { return documents_; }
    // The tags of the document added last (a ruling's), for tag: filters.
    void add_tags(const std::vector<std::string>& tags);
    // Writes the shards and the head; `aliases` are the glossary names by folded key, `term_games`
    // the games having a term of each key.
    void finish(const std::map<std::string, std::vector<std::string>>& aliases,
                const std::map<std::string, std::vector<std::string>>& term_games = {});

private:
    // One list of postings, kept as the text it is written as.
    struct PostingList {
        std::string text;
        std::uint32_t last = 0;
        bool any = false;
        void add(std::uint32_t doc, std::uint32_t count);
    };
    struct TokenPostings {
        std::string token;
        PostingList fields[2];  // title, body
    };
    // Token text → token number: open addressing over a power-of-two table, so that the
    // per-token lookup (tens of millions at scale) is a mask and a probe or two.
    struct TokenSlot {
        std::uint64_t hash = 0;
        std::uint32_t number = kNoToken;
    };
    static constexpr std::uint32_t kNoToken = 0xFFFFFFFF;
    std::uint32_t token_number(std::string_view token);
    std::uint32_t find_token(std::string_view token) const;  // kNoToken when the documents do not have it
    // A token's documents with its count weighted as bm25 weighs the fields (title × 10 + body).
    std::vector<std::pair<std::uint32_t, std::uint32_t>> weighted_postings(std::string_view token) const;

    // Writes assets/search/g<N>.js for each distinct list of glossary names and returns, by folded
    // key, the number of its names' part.
    std::map<std::string, std::size_t> write_term_parts(const std::map<std::string, std::vector<std::string>>& aliases,
                                                        const std::map<std::string, std::vector<std::string>>& term_games);
    // The documents search.js is likely to show first for each of `keys` typed alone (widened to
    // `names`): ranked as it ranks them, closely enough to save loading their blocks; the page
    // ranks the query itself, so a document missed here only costs its block.
    std::vector<std::uint32_t> likely_first(const std::vector<std::string>& names, const std::vector<std::string>& keys,
                                            const std::map<std::string, std::vector<std::string>>& term_games) const;

    std::size_t index_field(int field, const std::string& text, std::uint32_t doc);
    void flush_block();

    SiteSink& sink_;
    SearchIndexLayout layout_;
    std::uint32_t documents_ = 0;
    std::uint64_t total_tokens_ = 0;     // every document's length summed
    std::vector<std::string> kinds_;     // in order of first appearance
    std::vector<std::string> games_;     // in order of first appearance
    std::string stats_;                  // per document: kind + 8 × game, length in tokens
    std::vector<std::uint8_t> kind_of_, game_of_;  // per document: places in kinds_ and games_
    std::vector<std::uint32_t> length_of_;         // per document: its length in tokens
    std::vector<std::string> rows_;                // per document: its display row, for the term parts
    std::string block_;                  // the display block being filled
    std::vector<std::string> block_first_ids_;
    std::vector<TokenSlot> token_slots_ = std::vector<TokenSlot>(1024);
    std::vector<TokenPostings> tokens_;      // by token number, in order of first appearance
    std::vector<std::uint64_t> token_seen_;  // by token number: 1 + the document and field it was last counted in
    std::vector<std::uint32_t> token_count_; // by token number: its occurrences there
    std::vector<std::uint32_t> field_tokens_;  // the distinct token numbers of the field being indexed
    std::unordered_map<std::string, PostingList> titles_;  // by folded title key
    std::unordered_map<std::string, PostingList> phrases_;  // by query tokens joined by spaces
    std::unordered_map<std::string, PostingList> tags_;     // rulings by tag
};

}  // namespace web_export
