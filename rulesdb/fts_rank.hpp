// The `judge_bm25` FTS5 ranking function: FTS5's bm25 with the terms of its sum named, so that a
// phrase the query repeats is matched once and still counted as often as the query names it.
#pragma once

struct sqlite3;

namespace rulesdb {

// Registers judge_bm25(search, title weight, body weight, phrase...) on `db`: bm25(search, title
// weight, body weight), the very same number, summed over the listed phrase numbers of the MATCH
// expression in that order (every phrase once, in order, when none are listed). Throws
// std::runtime_error if FTS5 is not available.
void register_judge_rank(sqlite3* db);

}  // namespace rulesdb
