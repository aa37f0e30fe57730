// The `judge` FTS5 tokenizer: text_fold.hpp's tokenizing rules, registered on a connection.
#pragma once

struct sqlite3;
struct fts5_api;

namespace rulesdb {

// Registers the tokenizer named "judge" on `db`. Every connection that writes or queries the
// `search` table needs it. Throws std::runtime_error if FTS5 is not available.
void register_judge_tokenizer(sqlite3* db);

// The connection's FTS5 extension interface (for registering tokenizers and ranking functions), or
// nullptr if this SQLite has no FTS5.
fts5_api* fts5_api_of(sqlite3* db);

}  // namespace rulesdb
