// Search: ID lookup, alias expansion, the MATCH expression and bm25 ranking.
#include "rulesdb/search.hpp"

#include <algorithm>
#include <set>

#include <SQLiteCpp/Statement.h>

#include "rulesdb/corpus_validator.hpp"
#include "rulesdb/text_fold.hpp"

namespace rulesdb {

namespace {

// Longest run of typed words that can be a single glossary name ("shield trigger").
constexpr std::size_t kMaxAliasWords = 4;

std::vector<std::string> split_words(std::string_view query) {
    std::vector<std::string> words;
    std::string current;
    auto flush = [&] {
        if (!current.empty()) words.push_back(current);
        current.clear();
    };
    for (std::size_t i = 0; i < query.size(); ++i) {
        auto c = static_cast<unsigned char>(query[i]);
        // Control characters separate words like spaces do: a NUL inside an FTS5 phrase would
        // end the query string early.
        if (c <= 0x20 || c == 0x7F) {
            flush();
        } else if (query.substr(i, 3) == "\xE3\x80\x80") {  // ideographic space
            flush();
            i += 2;
        } else {
            current += static_cast<char>(c);
        }
    }
    flush();
    return words;
}

std::string quote_phrase(const std::string& phrase) {
    std::string out = "\"";
    for (char c : phrase) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + "\"";
}

std::vector<std::string> names_for_key(SQLite::Database& db, const std::string& key) {
    std::vector<std::string> names;
    if (key.empty()) return names;
    SQLite::Statement statement(db,
                                "SELECT DISTINCT n2.name FROM term_names n1 JOIN term_names n2 ON n2.term_id = n1.term_id"
                                " WHERE n1.key = ? ORDER BY n2.name");
    statement.bind(1, key);
    while (statement.executeStep()) names.push_back(statement.getColumn(0).getString());
    return names;
}

std::string join_words(const std::vector<std::string>& words, std::size_t from, std::size_t to) {
    std::string out;
    for (auto i = from; i < to; ++i) out += (i > from ? " " : "") + words[i];
    return out;
}

std::string short_text(const std::string& text, std::size_t max_chars) {
    std::size_t chars = 0, i = 0;
    while (i < text.size() && chars < max_chars) {
        ++i;
        while (i < text.size() && (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) ++i;
        ++chars;
    }
    auto out = text.substr(0, i);
    std::replace(out.begin(), out.end(), '\n', ' ');
    return i < text.size() ? out + "…" : out;
}

bool find_by_id(SQLite::Database& db, const std::vector<std::string>& words, SearchResult& result) {
    if (words.size() != 1) return false;
    auto id = id_prefix(words.front());
    if (!is_well_formed_id(id)) return false;
    SQLite::Statement statement(db, "SELECT id, kind, game, title, body FROM search_source WHERE id = ?");
    statement.bind(1, id);
    if (!statement.executeStep()) return false;
    result.exact_id = true;
    result.hits.push_back({statement.getColumn(0).getString(), statement.getColumn(1).getString(),
                           statement.getColumn(2).getString(), statement.getColumn(3).getString(),
                           short_text(statement.getColumn(4).getString(), 60)});
    return true;
}


// What FTS5 matches a phrase by: its query tokens in order.
std::vector<std::string> phrase_tokens(const std::string& phrase) {
    std::vector<std::string> tokens;
    tokenize(phrase, TokenizeMode::Query, [&](const TextToken& t) {
        tokens.push_back(t.text);
        return true;
    });
    return tokens;
}

// The expression the ranking matches with: `groups` with each phrase that tokenizes like an
// earlier one of its group left out (ORing it again finds no other row), and for judge_bm25 the
// phrase of that expression standing for each phrase of the full one, in order, so that the score
// is the one bm25 gives the full expression.
struct RankingMatch {
    std::vector<std::vector<std::string>> groups;
    std::string terms;  // ", n, n, …": judge_bm25's trailing arguments
};

RankingMatch ranking_match(const std::vector<std::vector<std::string>>& groups) {
    RankingMatch out;
    int phrases = 0;
    for (const auto& group : groups) {
        std::vector<std::vector<std::string>> seen;
        std::vector<int> numbers;
        out.groups.emplace_back();
        for (const auto& phrase : group) {
            auto tokens = phrase_tokens(phrase);
            auto same = std::find(seen.begin(), seen.end(), tokens);
            if (same == seen.end()) {
                seen.push_back(std::move(tokens));
                numbers.push_back(phrases++);
                out.groups.back().push_back(phrase);
                out.terms += ", " + std::to_string(numbers.back());
            } else {
                out.terms += ", " + std::to_string(numbers[static_cast<std::size_t>(same - seen.begin())]);
            }
        }
    }
    return out;
}

}  // namespace

std::string match_expression(const std::vector<std::vector<std::string>>& groups) {
    std::string out;
    for (const auto& group : groups) {
        if (!out.empty()) out += " AND ";
        out += "(";
        for (std::size_t i = 0; i < group.size(); ++i) out += (i ? " OR " : "") + quote_phrase(group[i]);
        out += ")";
    }
    return out;
}

SearchResult search(SQLite::Database& db, std::string_view query, const SearchOptions& options) {
    SearchResult result;
    auto words = split_words(query);
    if (find_by_id(db, words, result)) return result;

    // Greedy: the longest run of words that is a glossary name becomes one widened group.
    std::vector<std::vector<std::string>> groups;
    for (std::size_t i = 0; i < words.size();) {
        std::size_t taken = 0;
        for (auto n = std::min(kMaxAliasWords, words.size() - i); n >= 1 && !taken; --n) {
            auto typed = join_words(words, i, i + n);
            auto names = names_for_key(db, fold_key(typed));
            if (names.empty()) continue;
            std::vector<std::string> group{typed};
            for (const auto& name : names)
                if (std::find(group.begin(), group.end(), name) == group.end()) group.push_back(name);
            std::erase_if(group, [](const std::string& p) { return !has_tokens(p); });
            if (!group.empty()) {
                result.expansions.push_back({typed, names});
                groups.push_back(std::move(group));
            }
            taken = n;
        }
        if (!taken) {
            if (has_tokens(words[i])) groups.push_back({words[i]});
            taken = 1;
        }
        i += taken;
    }
    if (groups.empty()) {
        result.nothing_to_search = true;
        return result;
    }

    // An entry whose title is exactly what was typed comes first, then one whose title is exactly
    // another name of it (when the whole query is one glossary name): "エスケープ" must bring up
    // エスケープ before 真・エスケープ, whose text mentions it more often.
    auto typed_key = fold_key(join_words(words, 0, words.size()));
    std::set<std::string> alias_keys;
    if (result.expansions.size() == 1 && groups.size() == 1)
        for (const auto& name : result.expansions.front().names) alias_keys.insert(fold_key(name));
    alias_keys.erase(typed_key);
    alias_keys.erase("");
    auto title_is = [](int param) { return "instr(title_keys, '|' || ?" + std::to_string(param) + " || '|') > 0"; };
    std::string alias_sql = "0";
    for (std::size_t i = 0; i < alias_keys.size(); ++i) alias_sql += " OR " + title_is(6 + static_cast<int>(i));
    std::string exact_sql = "CASE WHEN " + title_is(5) + " THEN 2 WHEN " + alias_sql + " THEN 1 ELSE 0 END";

    // bm25 weights: title above body. Kinds are weighted too: a glossary entry is short, so
    // bm25 alone would put it above the rule it names; rules come first, the glossary last.
    // Ranking needs only the index and the entries table; the text is read (for snippets) only
    // for the hits shown. The snippets use the full expression: snippet() picks its fragment by
    // the phrases it holds, counting a repeated phrase again.
    const auto ranking = ranking_match(groups);
    std::string sql =
        "SELECT e.num,"
        " judge_bm25(search, 10.0, 1.0" + ranking.terms + ") *"
        " CASE e.kind WHEN 'rule' THEN 1.0 WHEN 'ruling' THEN 0.8 WHEN 'assumption' THEN 0.7 ELSE 0.4 END AS score,"
        " (" + exact_sql + ") AS exact"
        " FROM search JOIN entries e ON e.num = search.rowid WHERE search MATCH ?1";
    if (!options.game.empty()) sql += " AND e.game = ?2";
    if (!options.kind.empty()) sql += " AND e.kind = ?3";
    sql += " ORDER BY exact DESC, score, e.id LIMIT ?4";
    const auto match = match_expression(groups);
    SQLite::Statement statement(db, sql);
    statement.bind(1, match_expression(ranking.groups));
    if (!options.game.empty()) statement.bind(2, options.game);
    if (!options.kind.empty()) statement.bind(3, options.kind);
    statement.bind(4, std::max(options.limit, 0));
    statement.bind(5, typed_key);
    int next = 6;
    for (const auto& key : alias_keys) statement.bind(next++, key);
    // The ranking sorts only numbers and IDs; what is shown is read for the hits kept.
    std::vector<int64_t> rows;
    while (statement.executeStep()) rows.push_back(statement.getColumn(0).getInt64());
    SQLite::Statement entry(db, "SELECT id, kind, game, title FROM entries WHERE num = ?");
    SQLite::Statement snippet(db, "SELECT snippet(search, -1, char(1), char(2), '…', 24) FROM search WHERE search MATCH ?1 AND rowid = ?2");
    for (auto row : rows) {
        entry.reset();
        entry.bind(1, row);
        if (!entry.executeStep()) continue;
        SearchHit hit{entry.getColumn(0).getString(), entry.getColumn(1).getString(), entry.getColumn(2).getString(),
                      entry.getColumn(3).getString(), ""};
        snippet.reset();
        snippet.bind(1, match);
        snippet.bind(2, row);
        if (snippet.executeStep()) hit.snippet = snippet.getColumn(0).getString();
        result.hits.push_back(std::move(hit));
    }
    return result;
}

}  // namespace rulesdb
