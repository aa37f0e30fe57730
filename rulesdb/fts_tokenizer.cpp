// Registration of the `judge` FTS5 tokenizer through the fts5_api pointer (SQLite's documented
// way: SELECT fts5(?1) with a bound pointer of type "fts5_api_ptr").
#include "rulesdb/fts_tokenizer.hpp"

#include <sqlite3.h>

#include <new>
#include <stdexcept>

#include "rulesdb/text_fold.hpp"

namespace rulesdb {

namespace {

struct JudgeTokenizer {};  // stateless: the rules need no options

int create(void*, const char**, int, Fts5Tokenizer** out) {
    *out = reinterpret_cast<Fts5Tokenizer*>(new (std::nothrow) JudgeTokenizer);
    return *out ? SQLITE_OK : SQLITE_NOMEM;
}

void destroy(Fts5Tokenizer* tokenizer) { delete reinterpret_cast<JudgeTokenizer*>(tokenizer); }

int run(Fts5Tokenizer*, void* context, int flags, const char* text, int length,
        int (*token)(void*, int, const char*, int, int, int)) {
    auto mode = (flags & FTS5_TOKENIZE_QUERY) ? TokenizeMode::Query : TokenizeMode::Document;
    int rc = SQLITE_OK;
    try {
        tokenize({text, static_cast<std::size_t>(length)}, mode, [&](const TextToken& t) {
            rc = token(context, t.colocated ? FTS5_TOKEN_COLOCATED : 0, t.text.data(),
                       static_cast<int>(t.text.size()), t.start, t.end);
            return rc == SQLITE_OK;
        });
    } catch (const std::bad_alloc&) {
        return SQLITE_NOMEM;
    }
    return rc == SQLITE_DONE ? SQLITE_OK : rc;
}

}  // namespace

fts5_api* fts5_api_of(sqlite3* db) {
    fts5_api* api = nullptr;
    sqlite3_stmt* statement = nullptr;
    if (sqlite3_prepare_v2(db, "SELECT fts5(?1)", -1, &statement, nullptr) != SQLITE_OK) return nullptr;
    sqlite3_bind_pointer(statement, 1, &api, "fts5_api_ptr", nullptr);
    sqlite3_step(statement);
    sqlite3_finalize(statement);
    return api;
}

void register_judge_tokenizer(sqlite3* db) {
    auto* api = fts5_api_of(db);
    if (!api) throw std::runtime_error("this SQLite has no FTS5");
    fts5_tokenizer methods{create, destroy, run};
    if (api->xCreateTokenizer(api, "judge", nullptr, &methods, nullptr) != SQLITE_OK)
        throw std::runtime_error("cannot register the judge tokenizer");
}

}  // namespace rulesdb
