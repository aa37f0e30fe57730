// "Did you mean": when a search finds nothing, the glossary names and entry IDs closest to what was
// typed (a typo, a missing letter, two letters swapped), so that `sheild` points at shield.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <SQLiteCpp/Database.h>

namespace rulesdb {

// At most `limit` glossary names (and entry IDs, for a query with a hyphen, as IDs have), the closest first, each within a few edits of the query (both folded
// as glossary keys are: width, case, separators). `game` narrows the names to one game when set.
std::vector<std::string> suggestions(SQLite::Database& db, std::string_view query, const std::string& game, std::size_t limit = 5);

// The optimal string alignment distance between two texts, counted in code points: insertions,
// deletions, substitutions and swaps of two neighbours each cost one (exposed for tests).
std::size_t edit_distance(std::string_view a, std::string_view b);

}  // namespace rulesdb
