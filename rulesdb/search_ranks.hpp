// What search ranks each entry with besides its matches: its length in tokens, its kind and its game,
// packed in the `search_ranks` table (docs/database.md) so that one read of a few hundred kilobytes
// loads them for every entry, instead of a lookup (FTS5's size table, `entries`) per matching row.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <SQLiteCpp/Database.h>

namespace rulesdb {

// The kinds in the order of their codes.
inline constexpr std::string_view kEntryKinds[] = {"rule", "ruling", "assumption", "term", "card"};
inline constexpr int kEntryKindCount = 5;
// The kind's code, or -1 for no kind of entry.
int entry_kind_code(std::string_view kind);

// Entries per row of `search_ranks`, and the bytes each takes: its token count (4 bytes,
// little-endian) and one byte: kind code + 8 × game code (1 + the game's place among the games in
// ID order).
inline constexpr std::int64_t kRanksPerBlock = 4096;
inline constexpr std::size_t kRankBytes = 5;
inline constexpr std::int64_t kMaxGames = 31;

// The game's code, or 0 if the database has no such game.
std::int64_t game_code(SQLite::Database& db, const std::string& game);

// Every entry's numbers, by entry num.
class SearchRanks {
public:
    static SearchRanks load(SQLite::Database& db);

    bool has(std::int64_t num) const { return num >= 0 && static_cast<std::size_t>(num) < tokens_.size() && kind_game_[num] != 0; }
    std::uint32_t tokens(std::int64_t num) const { return tokens_[static_cast<std::size_t>(num)]; }
    int kind(std::int64_t num) const { return kind_game_[static_cast<std::size_t>(num)] & 7; }
    int game(std::int64_t num) const { return kind_game_[static_cast<std::size_t>(num)] >> 3; }

private:
    std::vector<std::uint32_t> tokens_;
    std::vector<std::uint8_t> kind_game_;  // 0: no entry with this num (game codes start at 1)
};

// Writes `search_ranks` for every entry, from `entries` and the search index's sizes (after the index
// is filled).
void write_search_ranks(SQLite::Database& db);
// Rewrites the record of entry `num` in its block: after the entry is added to the index or removed.
void update_search_rank(SQLite::Database& db, std::int64_t num);

}  // namespace rulesdb
