// The `judge_bm25` FTS5 ranking function: see fts_rank.hpp.
#include "rulesdb/fts_rank.hpp"

#include <sqlite3.h>

#include <cmath>
#include <new>
#include <stdexcept>
#include <vector>

#include "rulesdb/fts_tokenizer.hpp"

namespace rulesdb {

namespace {

// What is the same for every row of one query: worked out on the first row, kept as auxiliary data.
struct QueryStats {
    double average_length = 0;        // tokens per row, over the whole table
    std::vector<double> idf;          // per phrase of the MATCH expression
    std::vector<double> frequency;    // per phrase, for the current row (reused)
    std::vector<int> terms;           // the phrase of each term of the sum, in the sum's order
};

int count_row(const Fts5ExtensionApi*, Fts5Context*, void* count) {
    ++*static_cast<sqlite3_int64*>(count);
    return SQLITE_OK;
}

// FTS5's own bm25 statistics (fts5_aux.c), operation for operation, so that the doubles are the same.
int query_stats(const Fts5ExtensionApi* api, Fts5Context* fts, int extra, sqlite3_value** terms, QueryStats*& out) {
    out = static_cast<QueryStats*>(api->xGetAuxdata(fts, 0));
    if (out) return SQLITE_OK;
    auto* stats = new (std::nothrow) QueryStats;
    if (!stats) return SQLITE_NOMEM;
    const int phrases = api->xPhraseCount(fts);
    sqlite3_int64 rows = 0, tokens = 0;
    int rc = api->xRowCount(fts, &rows);
    if (rc == SQLITE_OK) rc = api->xColumnTotalSize(fts, -1, &tokens);
    try {
        if (rc == SQLITE_OK) stats->average_length = (double)tokens / (double)rows;
        for (int i = 0; rc == SQLITE_OK && i < phrases; ++i) {
            sqlite3_int64 hits = 0;
            rc = api->xQueryPhrase(fts, i, &hits, count_row);
            double idf = std::log((rows - hits + 0.5) / (hits + 0.5));
            if (idf <= 0.0) idf = 1e-6;
            stats->idf.push_back(idf);
        }
        stats->frequency.assign(static_cast<std::size_t>(phrases), 0.0);
        for (int i = 0; i < extra; ++i) {
            const int phrase = sqlite3_value_int(terms[i]);
            if (phrase < 0 || phrase >= phrases) rc = SQLITE_ERROR;
            stats->terms.push_back(phrase);
        }
        if (extra == 0)
            for (int i = 0; i < phrases; ++i) stats->terms.push_back(i);
    } catch (const std::bad_alloc&) {
        rc = SQLITE_NOMEM;
    }
    if (rc == SQLITE_OK) rc = api->xSetAuxdata(fts, stats, [](void* p) { delete static_cast<QueryStats*>(p); });
    else delete stats;
    if (rc == SQLITE_OK) out = stats;
    return rc;
}

// judge_bm25(search, title weight, body weight, phrase...): the argument list is bm25's, then the
// phrase number of each term of the sum. bm25 sums one term per phrase of the MATCH expression; a
// query that names the same phrase twice (two glossary names that tokenize alike, "Sトリガー" and
// "S・トリガー") can match it once and list its number twice, and gets the very score bm25 gives the
// longer expression, in half the matching.
void judge_bm25(const Fts5ExtensionApi* api, Fts5Context* fts, sqlite3_context* context, int count, sqlite3_value** values) {
    constexpr double k1 = 1.2, b = 0.75;  // bm25's constants
    const int weights = count < 2 ? count : 2;
    QueryStats* stats = nullptr;
    int rc = query_stats(api, fts, count - weights, values + weights, stats);
    // A phrase's frequency: each instance weighted by its column. The weights are whole numbers, so
    // the sum is exact in any order (bm25 adds them in position order across all phrases).
    for (std::size_t phrase = 0; rc == SQLITE_OK && phrase < stats->frequency.size(); ++phrase) {
        double frequency = 0;
        Fts5PhraseIter iter;
        int column = 0, offset = 0;
        rc = api->xPhraseFirst(fts, static_cast<int>(phrase), &iter, &column, &offset);
        for (; rc == SQLITE_OK && column >= 0; api->xPhraseNext(fts, &iter, &column, &offset))
            frequency += column < weights ? sqlite3_value_double(values[column]) : 1.0;
        stats->frequency[phrase] = frequency;
    }
    double length = 0.0;
    if (rc == SQLITE_OK) {
        int tokens = 0;
        rc = api->xColumnSize(fts, -1, &tokens);
        length = (double)tokens;
    }
    double score = 0.0;
    for (std::size_t i = 0; rc == SQLITE_OK && i < stats->terms.size(); ++i) {
        const double frequency = stats->frequency[static_cast<std::size_t>(stats->terms[i])];
        score += stats->idf[static_cast<std::size_t>(stats->terms[i])] *
                 ((frequency * (k1 + 1.0)) / (frequency + k1 * (1 - b + b * length / stats->average_length)));
    }
    if (rc == SQLITE_OK) sqlite3_result_double(context, -1.0 * score);
    else sqlite3_result_error_code(context, rc);
}

}  // namespace

void register_judge_rank(sqlite3* db) {
    auto* api = fts5_api_of(db);
    if (!api) throw std::runtime_error("this SQLite has no FTS5");
    if (api->xCreateFunction(api, "judge_bm25", nullptr, judge_bm25, nullptr) != SQLITE_OK)
        throw std::runtime_error("cannot register the judge_bm25 ranking function");
}

}  // namespace rulesdb
