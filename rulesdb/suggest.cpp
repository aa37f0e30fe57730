// Suggestions for a search that found nothing: see suggest.hpp.
#include "rulesdb/suggest.hpp"

#include <algorithm>
#include <map>

#include <SQLiteCpp/Statement.h>

#include "rulesdb/text_fold.hpp"

namespace rulesdb {

namespace {

// How far a suggestion may be from what was typed: one edit for a short word, more for a longer one.
std::size_t allowed_edits(std::size_t length) { return length <= 4 ? 1 : length <= 9 ? 2 : 3; }

// The distance edit_distance() gives, or limit + 1 once every cell of a row is past `limit`: most
// of the glossary's names are far from what was typed, and a search that finds nothing reads them
// all. Three rows are kept (a swap looks two back) instead of the whole table, in a scratch space
// the caller reuses for every name.
struct DistanceRows {
    std::vector<std::size_t> two_back, previous, row;
};

std::size_t bounded_distance(const std::u32string& a, const std::u32string& b, std::size_t limit, DistanceRows& rows) {
    auto& [two_back, previous, row] = rows;
    two_back.assign(b.size() + 1, 0);
    previous.resize(b.size() + 1);
    row.assign(b.size() + 1, 0);
    for (std::size_t j = 0; j <= b.size(); ++j) previous[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        row[0] = i;
        std::size_t smallest = row[0];
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
            row[j] = std::min({previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) row[j] = std::min(row[j], two_back[j - 2] + 1);
            smallest = std::min(smallest, row[j]);
        }
        if (smallest > limit) return limit + 1;
        std::swap(two_back, previous);
        std::swap(previous, row);
    }
    return previous[b.size()];
}

}  // namespace

std::size_t edit_distance(std::string_view a_text, std::string_view b_text) {
    const auto a = code_points(a_text), b = code_points(b_text);
    std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
    for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
    for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i)
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    return d[a.size()][b.size()];
}

std::vector<std::string> suggestions(SQLite::Database& db, std::string_view query, const std::string& game, std::size_t limit) {
    const auto typed = fold_key(query);
    const auto typed_points = code_points(typed);
    const auto length = typed_points.size();
    if (length < 3) return {};  // one or two letters are a few edits from everything
    const auto allowed = allowed_edits(length);
    // Each candidate once, by the name shown; its distance is its key's.
    std::map<std::string, std::size_t> found;
    DistanceRows rows;
    auto consider = [&](const std::string& shown, const std::string& key) {
        if (key.empty() || key == typed) return;
        const auto other = character_count(key);
        if ((other > length ? other - length : length - other) > allowed) return;  // too long or short to be close
        if (auto distance = bounded_distance(typed_points, code_points(key), allowed, rows); distance <= allowed) {
            auto [it, inserted] = found.emplace(shown, distance);
            if (!inserted) it->second = std::min(it->second, distance);
        }
    };
    // SQLite's length() counts characters: names too long or short to be close are left in the table.
    SQLite::Statement names(db, "SELECT name, key FROM term_names WHERE length(key) BETWEEN ?2 AND ?3"
                                " AND (?1 = '' OR term_id IN (SELECT id FROM terms WHERE game = ?1))");
    names.bind(1, game);
    names.bind(2, static_cast<int64_t>(length > allowed ? length - allowed : 0));
    names.bind(3, static_cast<int64_t>(length + allowed));
    while (names.executeStep()) consider(names.getColumn(0).getString(), names.getColumn(1).getString());
    // Entry IDs only for a query shaped like one (a hyphen in it): reading every ID costs time in
    // proportion to the corpus, the glossary's names do not, and a word that found nothing must stay cheap.
    if (query.find('-') != std::string_view::npos) {
        SQLite::Statement ids(db, "SELECT id FROM entries WHERE ?1 = '' OR game = ?1");
        ids.bind(1, game);
        while (ids.executeStep()) {
            auto id = ids.getColumn(0).getString();
            consider(id, fold_key(id));
        }
    }
    std::vector<std::pair<std::size_t, std::string>> ranked;
    for (const auto& [shown, distance] : found) ranked.emplace_back(distance, shown);
    std::sort(ranked.begin(), ranked.end());
    std::vector<std::string> out;
    for (const auto& [distance, shown] : ranked) {
        if (out.size() == limit) break;
        out.push_back(shown);
    }
    return out;
}

}  // namespace rulesdb
