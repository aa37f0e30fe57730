// bm25 ranking over the phrases' matches: see search_rank.hpp.
#include "rulesdb/search_rank.hpp"

#include <algorithm>
#include <cmath>

#include "rulesdb/english_forms.hpp"
#include "rulesdb/phrase_hits.hpp"
#include "rulesdb/search.hpp"
#include "rulesdb/search_ranks.hpp"
#include "rulesdb/text_fold.hpp"

namespace rulesdb {

namespace {

// bm25's constants (fts5_aux.c).
constexpr double kK1 = 1.2, kB = 0.75;

// What FTS5 matches a phrase by: its query tokens in order.
// A prefix phrase is told apart by a last "*" token, which no text has.
std::vector<std::string> phrase_tokens(const std::string& phrase) {
    std::vector<std::string> tokens;
    tokenize(phrase, TokenizeMode::Query, [&](const TextToken& t) {
        tokens.push_back(t.text);
        return true;
    });
    if (!phrase.empty() && phrase.back() == kPrefixMark) tokens.push_back("*");
    return tokens;
}

// The query's phrases as FTS5 sees them: the distinct ones (by their tokens: "Sトリガー" and
// "S・トリガー" are the same phrase), which are matched once each; for each phrase of the full
// expression in order, which distinct one it is (bm25 sums one term per phrase of the expression,
// a repeated phrase counted again); for each group, the distinct phrases it ORs.
struct QueryPhrases {
    std::vector<std::string> distinct;  // quoted, as MATCH takes them
    std::vector<std::size_t> terms;
    std::vector<std::vector<std::size_t>> groups;
};

QueryPhrases query_phrases(const std::vector<std::vector<std::string>>& groups) {
    QueryPhrases out;
    std::vector<std::vector<std::string>> seen;
    for (const auto& group : groups) {
        out.groups.emplace_back();
        for (const auto& phrase : group) {
            auto tokens = phrase_tokens(phrase);
            auto same = static_cast<std::size_t>(std::find(seen.begin(), seen.end(), tokens) - seen.begin());
            if (same == seen.size()) {
                seen.push_back(std::move(tokens));
                out.distinct.push_back(quote_phrase(phrase));
            }
            out.terms.push_back(same);
            if (std::find(out.groups.back().begin(), out.groups.back().end(), same) == out.groups.back().end())
                out.groups.back().push_back(same);
        }
    }
    return out;
}

// How many groups each row matches (a row counts once per group, however many of its phrases match
// it), and whether it matches every strict one, by row number.
struct GroupCounts {
    std::vector<std::uint32_t> matched;
    std::vector<bool> all_strict;
};

GroupCounts count_groups(const QueryPhrases& query, const PhraseHits& hits, const std::vector<bool>& strict) {
    std::int64_t last_row = -1;
    for (const auto& phrase : hits.phrases)
        if (!phrase.rows.empty()) last_row = std::max(last_row, phrase.rows.back());
    const auto rows = static_cast<std::size_t>(last_row + 1);
    GroupCounts out{std::vector<std::uint32_t>(rows, 0), std::vector<bool>(rows, true)};
    std::vector<std::uint32_t> last_group(rows, 0);
    for (std::size_t g = 0; g < query.groups.size(); ++g) {
        std::vector<bool> in_group(strict.empty() || !strict[g] ? 0 : rows, false);
        for (auto phrase : query.groups[g])
            for (auto row : hits.phrases[phrase].rows) {
                const auto r = static_cast<std::size_t>(row);
                if (!in_group.empty()) in_group[r] = true;
                if (last_group[r] == g + 1) continue;
                last_group[r] = static_cast<std::uint32_t>(g + 1);
                ++out.matched[r];
            }
        if (!in_group.empty())
            for (std::size_t r = 0; r < rows; ++r)
                if (!in_group[r]) out.all_strict[r] = false;
    }
    return out;
}

}  // namespace

std::vector<RankedEntry> rank_entries(SQLite::Database& db, const std::vector<std::vector<std::string>>& groups,
                                      const SearchOptions& options, PartialMatch* partial) {
    const auto query = query_phrases(groups);
    if (partial) partial->found.assign(groups.size(), false);
    if (query.groups.empty() || std::any_of(query.groups.begin(), query.groups.end(), [](const auto& g) { return g.empty(); })) return {};
    const int kind = options.kind.empty() ? -1 : entry_kind_code(options.kind);
    const auto game = options.game.empty() ? 0 : game_code(db, options.game);
    if ((!options.kind.empty() && kind < 0) || (!options.game.empty() && game == 0)) return {};

    const auto hits = phrase_hits(db, query.distinct, kTitleWeight, kBodyWeight);
    if (partial)
        for (std::size_t g = 0; g < query.groups.size(); ++g)
            for (auto phrase : query.groups[g])
                if (!hits.phrases[phrase].rows.empty()) partial->found[g] = true;
    // A word found nowhere (the usual query that finds nothing) needs no ranks, whose load is most of its time.
    if (std::all_of(hits.phrases.begin(), hits.phrases.end(), [](const auto& p) { return p.rows.empty(); })) return {};
    const auto ranks = SearchRanks::load(db);
    const auto counts = count_groups(query, hits, partial ? partial->strict : std::vector<bool>{});
    const auto wanted = [&](std::int64_t num) {
        return ranks.has(num) && (kind < 0 || ranks.kind(num) == kind) && (game == 0 || ranks.game(num) == game);
    };
    const auto groups_count = static_cast<std::uint32_t>(query.groups.size());
    std::uint32_t need = groups_count;
    if (partial) {
        std::uint32_t best = 0;
        for (std::size_t r = 0; r < counts.matched.size(); ++r)
            if (counts.all_strict[r] && counts.matched[r] > best && wanted(static_cast<std::int64_t>(r))) best = counts.matched[r];
        need = std::max<std::uint32_t>(1, std::min((groups_count + 1) / 2, best));
    }
    std::vector<std::int64_t> rows;
    for (std::size_t r = 0; r < counts.matched.size(); ++r)
        if (counts.matched[r] >= need && counts.all_strict[r] && wanted(static_cast<std::int64_t>(r))) rows.push_back(static_cast<std::int64_t>(r));
    if (rows.empty()) return {};

    // Each distinct phrase's weighted count in each of those rows (0 where it is absent).
    const auto phrases = query.distinct.size();
    std::vector<double> frequency(rows.size() * phrases, 0.0);
    for (std::size_t d = 0; d < phrases; ++d) {
        const auto& matches = hits.phrases[d];
        for (std::size_t i = 0, j = 0; i < rows.size() && j < matches.rows.size();) {
            if (rows[i] < matches.rows[j]) ++i;
            else if (matches.rows[j] < rows[i]) ++j;
            else frequency[i++ * phrases + d] = matches.frequency[j++];
        }
    }

    // bm25 (fts5_aux.c), operation for operation so that the doubles are the same: each phrase's
    // inverse document frequency over the whole index, then per row the sum over the expression's
    // phrases in order, negated; then times the kind's weight, as the SQL that ranked before did.
    std::vector<double> idf(phrases);
    for (std::size_t d = 0; d < phrases; ++d) {
        const auto matching = static_cast<std::int64_t>(hits.phrases[d].rows.size());
        idf[d] = std::log((hits.index_rows - matching + 0.5) / (matching + 0.5));
        if (idf[d] <= 0.0) idf[d] = 1e-6;
    }
    const double average_length = (double)hits.index_tokens / (double)hits.index_rows;
    std::vector<RankedEntry> out;
    out.reserve(rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const auto num = rows[i];
        const double length = (double)ranks.tokens(num);
        double score = 0.0;
        for (auto d : query.terms) {
            const double f = frequency[i * phrases + d];
            score += idf[d] * ((f * (kK1 + 1.0)) / (f + kK1 * (1 - kB + kB * length / average_length)));
        }
        out.push_back({num, (-1.0 * score) * kKindWeight[ranks.kind(num)], ranks.kind(num), ranks.game(num),
                       static_cast<int>(counts.matched[static_cast<std::size_t>(num)])});
    }
    return out;
}

}  // namespace rulesdb
