// Every row each phrase of a query matches, with the phrase's weighted count in that row, read out of
// the FTS5 index in one pass per phrase, in C++, with no SQL row per hit: what search ranks with
// (rulesdb/search_rank.hpp).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <SQLiteCpp/Database.h>

struct sqlite3;

namespace rulesdb {

// One phrase's matches, in ascending row (entry num) order.
struct PhraseMatches {
    std::vector<std::int64_t> rows;
    std::vector<double> frequency;  // per row: each instance weighted by its column (title, body)
};

struct PhraseHits {
    std::int64_t index_rows = 0;    // rows in the whole index (bm25's N)
    std::int64_t index_tokens = 0;  // tokens in the whole index, all columns (bm25's average length × N)
    std::vector<PhraseMatches> phrases;  // in the order the phrases were given
};

// The matches of each phrase of `phrases` (FTS5 phrase syntax, each quoted: "\"シールド\""), instances
// weighted by `title_weight` and `body_weight`. Every list is empty when no phrase matches anything.
PhraseHits phrase_hits(SQLite::Database& db, const std::vector<std::string>& phrases, double title_weight, double body_weight);

// Registers the judge_phrase_hits auxiliary function phrase_hits() calls on `db`. Throws
// std::runtime_error if FTS5 is not available.
void register_judge_phrase_hits(sqlite3* db);

}  // namespace rulesdb
