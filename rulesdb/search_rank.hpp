// Ranking for search: every entry a query's phrase groups match, with FTS5's bm25 score times the
// weight of its kind, worked out in C++ from each phrase's matches (phrase_hits.hpp) and each entry's
// packed numbers (search_ranks.hpp): the very doubles `bm25(search, 10.0, 1.0) × kind weight` gives
// in SQL over the whole expression, without a lookup per matching row.
#pragma once

#include <cstdint>
#include <string>
#include <iterator>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "rulesdb/search_ranks.hpp"

namespace rulesdb {

struct SearchOptions;

struct RankedEntry {
    std::int64_t num;  // the entry's num (its row in the search index)
    double score;      // lower is better, as bm25's
    int kind = 0;      // kind code (kEntryKinds)
    std::int64_t game = 0;  // game code (game_code())
    int matched = 0;   // how many of the query's groups it matches
};

// A typed question matches partly (docs/database.md, "Ranking"): an entry must match every strict
// group (a quoted phrase) and at least half of the groups, or, when no entry of the game and kind
// asked for matches that many, as many as the best of them does.
struct PartialMatch {
    std::vector<bool> strict;  // per group
    std::vector<bool> found;   // set by rank_entries: per group, whether any entry of the index matches it
};

// bm25's weights: a title counts ten times the text.
inline constexpr double kTitleWeight = 10.0, kBodyWeight = 1.0;
// Kinds are weighted too: a glossary entry is short, so bm25 alone would put it above the rule it
// names; rules come first, the glossary last. By kind code (search_ranks.hpp): rule, ruling,
// assumption, term.
inline constexpr double kKindWeight[] = {1.0, 0.8, 0.7, 0.4, 0.3};
static_assert(std::size(kKindWeight) == std::size(kEntryKinds), "a weight for every kind of entry");

// The entries of options.game and options.kind (empty: any) matching every group (a group matches
// where any of its phrases does; each phrase is plain text, as match_expression() quotes it), or as
// many as `partial` asks, in num order, with their scores. Nothing when a group is empty.
std::vector<RankedEntry> rank_entries(SQLite::Database& db, const std::vector<std::vector<std::string>>& groups,
                                      const SearchOptions& options, PartialMatch* partial = nullptr);

}  // namespace rulesdb
