// The `judge` FTS5 tokenizer: text_fold.hpp's tokenizing rules, registered on a connection.
#pragma once

struct sqlite3;

namespace rulesdb {

// Registers the tokenizer named "judge" on `db`. Every connection that writes or queries the
// `search` table needs it. Throws std::runtime_error if FTS5 is not available.
void register_judge_tokenizer(sqlite3* db);

}  // namespace rulesdb
