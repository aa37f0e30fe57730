// Keyword search over rules, rulings, assumptions, glossary terms and cards.
//
// Typed text is never passed to SQLite as SQL or as FTS5 syntax: each typed word becomes a
// quoted phrase, widened through the glossary's aliases. Entries matching every word come first,
// then those matching most of them (search_rank.hpp, PartialMatch).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <SQLiteCpp/Database.h>

namespace rulesdb {

struct SearchOptions {
    std::string game;  // empty: every game
    std::string kind;  // empty: every kind; else rule, ruling, assumption or term
    int limit = 20;
};

// Marks around matched text inside SearchHit::snippet.
inline constexpr char kMatchStart = '\x01';
inline constexpr char kMatchEnd = '\x02';

struct SearchHit {
    std::string id, kind, game, title, snippet;
    std::string title_ja, title_en;  // the two titles apart (a glossary term: its Japanese and English names)
    std::vector<std::string> tags;   // a ruling's tags, in the content's order
    double score = 0;                // relevance: higher is better (minus FTS5's bm25 with titles weighted)
    bool exact_title = false;        // titled exactly what was typed, or another glossary name of it: ranked first
    int matched = 0;                 // how many of the query's words it matches (SearchResult::words)
};

struct Expansion {
    std::string typed;               // what the user typed
    std::vector<std::string> names;  // every glossary name it was widened to
};

struct SearchResult {
    std::vector<SearchHit> hits;
    std::size_t total = 0;     // every entry that matches, of which `hits` are the best `limit`
    std::vector<Expansion> expansions;
    bool exact_id = false;     // the query was an entry ID
    bool prefix = false;       // the last word was matched as a prefix (no entry has it as a word)
    bool nothing_to_search = false;  // the query had no letters, digits or kana/kanji
    // A question matches partly: the words it was matched by (a glossary name of several words, a
    // phrase or an OR is one), those no entry has, and the stop words and particles left out.
    std::vector<std::string> words;
    std::vector<std::string> unmatched;
    std::vector<std::string> ignored;
};

SearchResult search(SQLite::Database& db, std::string_view query, const SearchOptions& options);

// `phrase` as one FTS5 phrase: in double quotes, a quote inside doubled; a prefix phrase (ending in
// kPrefixMark, english_forms.hpp) followed by *.
std::string quote_phrase(const std::string& phrase);

// The FTS5 MATCH expression for a list of phrase groups (exposed for tests): groups are ANDed,
// phrases within a group ORed, every phrase quoted.
std::string match_expression(const std::vector<std::vector<std::string>>& groups);

}  // namespace rulesdb
