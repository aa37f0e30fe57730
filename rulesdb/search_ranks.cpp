// The packed per-entry ranking numbers: see search_ranks.hpp.
#include "rulesdb/search_ranks.hpp"

#include <algorithm>
#include <limits>
#include <map>
#include <stdexcept>
#include <string>

#include <SQLiteCpp/Statement.h>

namespace rulesdb {

namespace {

// The sum of the varints in an FTS5 `docsize` value: one per column, each the column's token count
// (SQLite's varint: 7 bits a byte, high bit set while more follow, a ninth byte of 8 bits).
std::uint64_t sum_of_varints(const unsigned char* data, std::size_t size) {
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < size;) {
        std::uint64_t value = 0;
        int bytes = 0;
        for (; i < size && bytes < 8 && (data[i] & 0x80); ++i, ++bytes) value = value << 7 | (data[i] & 0x7F);
        if (i < size) value = bytes == 8 ? value << 8 | data[i] : value << 7 | data[i];
        ++i;
        sum += value;
    }
    return sum;
}

// The record of one entry: its token count and kind and game byte.
void put_record(std::string& block, std::int64_t num, std::uint64_t tokens, int kind, std::int64_t game) {
    if (kind < 0) throw std::runtime_error("search_ranks: an entry of no known kind");
    if (game < 1 || game > kMaxGames) throw std::runtime_error("search_ranks: room for " + std::to_string(kMaxGames) + " games");
    if (tokens > 0xFFFFFFFFu) throw std::runtime_error("search_ranks: an entry of more than 4,294,967,295 tokens");
    auto* at = block.data() + static_cast<std::size_t>(num % kRanksPerBlock) * kRankBytes;
    for (int i = 0; i < 4; ++i) at[i] = static_cast<char>(tokens >> (8 * i) & 0xFF);
    at[4] = static_cast<char>(kind | game << 3);
}

// The entries with their sizes in the index, in num order, from `from` to `to`.
constexpr const char* kRecordsSql =
    "SELECT e.num, e.kind, e.game, d.sz FROM entries e JOIN search_docsize d ON d.id = e.num"
    " WHERE e.num BETWEEN ?1 AND ?2 ORDER BY e.num";

// Each game's code: 1 + its place among the games in ID order.
std::map<std::string, std::int64_t> game_codes(SQLite::Database& db) {
    std::map<std::string, std::int64_t> codes;
    SQLite::Statement games(db, "SELECT id FROM games ORDER BY id");
    while (games.executeStep()) codes.emplace(games.getColumn(0).getString(), static_cast<std::int64_t>(codes.size()) + 1);
    return codes;
}

// One entry's record from a row of kRecordsSql.
void put_record(std::string& block, SQLite::Statement& records, const std::map<std::string, std::int64_t>& games) {
    const auto size = records.getColumn(3);
    const auto game = games.find(records.getColumn(2).getString());
    put_record(block, records.getColumn(0).getInt64(),
               sum_of_varints(static_cast<const unsigned char*>(size.getBlob()), static_cast<std::size_t>(size.getBytes())),
               entry_kind_code(records.getColumn(1).getString()), game == games.end() ? 0 : game->second);
}

void write_block(SQLite::Database& db, std::int64_t block, const std::string& data) {
    SQLite::Statement write(db, "INSERT OR REPLACE INTO search_ranks(block, data) VALUES (?, ?)");
    write.bind(1, block);
    write.bind(2, data.data(), static_cast<int>(data.size()));
    write.exec();
}

}  // namespace

std::int64_t game_code(SQLite::Database& db, const std::string& game) {
    // game_codes() as two lookups in the games' ID index (a search reads no whole table for it).
    SQLite::Statement code(db, "SELECT 1 + (SELECT count(*) FROM games WHERE id < ?1) FROM games WHERE id = ?1");
    code.bind(1, game);
    return code.executeStep() ? code.getColumn(0).getInt64() : 0;
}

int entry_kind_code(std::string_view kind) {
    for (int i = 0; i < kEntryKindCount; ++i)
        if (kEntryKinds[i] == kind) return i;
    return -1;
}

SearchRanks SearchRanks::load(SQLite::Database& db) {
    SearchRanks out;
    SQLite::Statement blocks(db, "SELECT block, data FROM search_ranks ORDER BY block");
    while (blocks.executeStep()) {
        const auto block = blocks.getColumn(0).getInt64();
        const auto data = blocks.getColumn(1);
        const auto* bytes = static_cast<const unsigned char*>(data.getBlob());
        const auto entries = static_cast<std::size_t>(data.getBytes()) / kRankBytes;
        const auto first = static_cast<std::size_t>(block * kRanksPerBlock);
        if (out.tokens_.size() < first + entries) {
            out.tokens_.resize(first + entries);
            out.kind_game_.resize(first + entries);
        }
        for (std::size_t i = 0; i < entries; ++i, bytes += kRankBytes) {
            out.tokens_[first + i] = std::uint32_t(bytes[0]) | std::uint32_t(bytes[1]) << 8 | std::uint32_t(bytes[2]) << 16 |
                                     std::uint32_t(bytes[3]) << 24;
            out.kind_game_[first + i] = bytes[4];
        }
    }
    return out;
}

void write_search_ranks(SQLite::Database& db) {
    db.exec("DELETE FROM search_ranks");
    const auto games = game_codes(db);
    SQLite::Statement records(db, kRecordsSql);
    records.bind(1, std::int64_t{0});
    records.bind(2, std::numeric_limits<std::int64_t>::max());
    std::string data;
    std::int64_t block = -1;
    while (records.executeStep()) {
        const auto num = records.getColumn(0).getInt64();
        if (num / kRanksPerBlock != block) {
            if (block >= 0) write_block(db, block, data);
            block = num / kRanksPerBlock;
            data.assign(kRanksPerBlock * kRankBytes, '\0');
        }
        put_record(data, records, games);
    }
    if (block >= 0) write_block(db, block, data);
}

void update_search_rank(SQLite::Database& db, std::int64_t num) {
    const auto block = num / kRanksPerBlock;
    std::string data(kRanksPerBlock * kRankBytes, '\0');
    SQLite::Statement read(db, "SELECT data FROM search_ranks WHERE block = ?");
    read.bind(1, block);
    if (read.executeStep()) {
        const auto stored = read.getColumn(0);
        data.assign(static_cast<const char*>(stored.getBlob()), static_cast<std::size_t>(stored.getBytes()));
        data.resize(kRanksPerBlock * kRankBytes, '\0');
    }
    std::fill_n(data.begin() + static_cast<std::ptrdiff_t>(num % kRanksPerBlock) * kRankBytes, kRankBytes, '\0');
    SQLite::Statement records(db, kRecordsSql);
    records.bind(1, num);
    records.bind(2, num);
    if (records.executeStep()) put_record(data, records, game_codes(db));
    write_block(db, block, data);
}

}  // namespace rulesdb
