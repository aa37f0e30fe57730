// The judge_phrase_hits auxiliary function and phrase_hits(): see phrase_hits.hpp.
#include "rulesdb/phrase_hits.hpp"

#include <sqlite3.h>

#include <memory>
#include <new>
#include <stdexcept>

#include <SQLiteCpp/Exception.h>

#include "rulesdb/fts_tokenizer.hpp"

namespace rulesdb {

namespace {

constexpr const char* kPointerType = "judge_phrase_hits";

struct Collecting {
    const Fts5ExtensionApi* api;
    PhraseMatches* out;
    double weights[2];
};

// One row of one phrase (xQueryPhrase's callback): its instances, each weighted by its column. The
// weights are whole numbers, so the sum is exact in any order (bm25 adds them in position order).
int collect_row(const Fts5ExtensionApi* api, Fts5Context* fts, void* context) {
    auto& collecting = *static_cast<Collecting*>(context);
    double frequency = 0;
    Fts5PhraseIter iter;
    int column = 0, offset = 0;
    int rc = api->xPhraseFirst(fts, 0, &iter, &column, &offset);
    for (; rc == SQLITE_OK && column >= 0; api->xPhraseNext(fts, &iter, &column, &offset))
        frequency += column < 2 ? collecting.weights[column] : 1.0;
    if (rc != SQLITE_OK) return rc;
    collecting.out->rows.push_back(api->xRowid(fts));
    collecting.out->frequency.push_back(frequency);
    return SQLITE_OK;
}

// judge_phrase_hits(search, pointer, title weight, body weight): called on the first row the query
// matches (LIMIT 1), it runs each phrase of the MATCH expression over the whole index and fills the
// PhraseHits the pointer names. It returns nothing.
void judge_phrase_hits(const Fts5ExtensionApi* api, Fts5Context* fts, sqlite3_context* context, int count, sqlite3_value** values) {
    auto* out = count == 3 ? static_cast<PhraseHits*>(sqlite3_value_pointer(values[0], kPointerType)) : nullptr;
    if (!out) {
        sqlite3_result_error(context, "judge_phrase_hits: wrong arguments", -1);
        return;
    }
    sqlite3_int64 rows = 0, tokens = 0;
    int rc = api->xRowCount(fts, &rows);
    if (rc == SQLITE_OK) rc = api->xColumnTotalSize(fts, -1, &tokens);
    try {
        out->index_rows = rows;
        out->index_tokens = tokens;
        const int phrases = api->xPhraseCount(fts);
        out->phrases.assign(static_cast<std::size_t>(phrases), {});
        for (int i = 0; rc == SQLITE_OK && i < phrases; ++i) {
            Collecting collecting{api, &out->phrases[static_cast<std::size_t>(i)],
                                  {sqlite3_value_double(values[1]), sqlite3_value_double(values[2])}};
            rc = api->xQueryPhrase(fts, i, &collecting, collect_row);
        }
    } catch (const std::bad_alloc&) {
        rc = SQLITE_NOMEM;
    }
    if (rc == SQLITE_OK) sqlite3_result_null(context);
    else sqlite3_result_error_code(context, rc);
}

}  // namespace

PhraseHits phrase_hits(SQLite::Database& db, const std::vector<std::string>& phrases, double title_weight, double body_weight) {
    PhraseHits out;
    out.phrases.resize(phrases.size());
    if (phrases.empty()) return out;
    std::string match;
    for (const auto& phrase : phrases) match += (match.empty() ? "" : " OR ") + phrase;
    // The raw interface: SQLiteCpp binds no pointers.
    sqlite3_stmt* raw = nullptr;
    const char* sql = "SELECT judge_phrase_hits(search, ?2, ?3, ?4) FROM search WHERE search MATCH ?1 LIMIT 1";
    int rc = sqlite3_prepare_v2(db.getHandle(), sql, -1, &raw, nullptr);
    std::unique_ptr<sqlite3_stmt, int (*)(sqlite3_stmt*)> statement(raw, sqlite3_finalize);
    if (rc == SQLITE_OK) rc = sqlite3_bind_text(raw, 1, match.data(), static_cast<int>(match.size()), SQLITE_STATIC);
    if (rc == SQLITE_OK) rc = sqlite3_bind_pointer(raw, 2, &out, kPointerType, nullptr);
    if (rc == SQLITE_OK) rc = sqlite3_bind_double(raw, 3, title_weight);
    if (rc == SQLITE_OK) rc = sqlite3_bind_double(raw, 4, body_weight);
    if (rc == SQLITE_OK) rc = sqlite3_step(raw);
    if (rc != SQLITE_ROW && rc != SQLITE_DONE) throw SQLite::Exception(db.getHandle(), rc);
    return out;
}

void register_judge_phrase_hits(sqlite3* db) {
    auto* api = fts5_api_of(db);
    if (!api) throw std::runtime_error("this SQLite has no FTS5");
    if (api->xCreateFunction(api, "judge_phrase_hits", nullptr, judge_phrase_hits, nullptr) != SQLITE_OK)
        throw std::runtime_error("cannot register the judge_phrase_hits function");
}

}  // namespace rulesdb
