// Search: ID lookup, alias expansion, the MATCH expression and bm25 ranking.
#include "rulesdb/search.hpp"

#include "rulesdb/corpus_loader.hpp"

#include <algorithm>
#include <cstdint>
#include <set>

#include <SQLiteCpp/Statement.h>

#include "messages/language.hpp"
#include "rulesdb/corpus_validator.hpp"
#include "rulesdb/english_forms.hpp"
#include "rulesdb/query_syntax.hpp"
#include "rulesdb/query_words.hpp"
#include "rulesdb/rulesdb_messages.hpp"
#include "rulesdb/search_rank.hpp"
#include "rulesdb/snippet_sentence.hpp"
#include "rulesdb/search_ranks.hpp"
#include "rulesdb/text_fold.hpp"

namespace rulesdb {

namespace {

// A hit's two titles apart and a ruling's tags, read by the entry's key in its kind's table.
void add_titles_and_tags(SQLite::Database& db, SearchHit& hit) {
    const char* sql = hit.kind == "rule"         ? "SELECT title_ja, title_en, '' FROM rules WHERE id = ?"
                      : hit.kind == "ruling"     ? "SELECT title_ja, title_en, tags FROM rulings WHERE id = ?"
                      : hit.kind == "assumption" ? "SELECT title_ja, title_en, '' FROM assumptions WHERE id = ?"
                      : hit.kind == "card"       ? "SELECT name, name_en, '' FROM cards WHERE id = ?"
                                                 : "SELECT ja, en, '' FROM terms WHERE id = ?";
    SQLite::Statement row(db, sql);
    row.bind(1, hit.id);
    if (!row.executeStep()) return;
    hit.title_ja = row.getColumn(0).getString();
    hit.title_en = row.getColumn(1).getString();
    hit.tags = split_tags(row.getColumn(2).getString());
}

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

// Every glossary name of the term(s) named `key` (folded), by one statement prepared once per search:
// a question tries each run of words and each inflection of its last word.
class GlossaryNames {
public:
    explicit GlossaryNames(SQLite::Database& db)
        : statement_(db, "SELECT DISTINCT n2.name FROM term_names n1 JOIN term_names n2 ON n2.term_id = n1.term_id"
                         " WHERE n1.key = ? ORDER BY n2.name") {}

    std::vector<std::string> of(const std::string& key) {
        std::vector<std::string> names;
        if (key.empty()) return names;
        statement_.reset();
        statement_.bind(1, key);
        while (statement_.executeStep()) names.push_back(statement_.getColumn(0).getString());
        return names;
    }

private:
    SQLite::Statement statement_;
};

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
    // The entries table first: preparing a statement on the search_source view costs more than the
    // whole of a search that finds nothing, and most words of ID form (xylophone) are no ID.
    SQLite::Statement exists(db, "SELECT 1 FROM entries WHERE id = ?");
    exists.bind(1, id);
    if (!exists.executeStep()) return false;
    SQLite::Statement statement(db, "SELECT id, kind, game, title, body FROM search_source WHERE id = ?");
    statement.bind(1, id);
    if (!statement.executeStep()) return false;
    result.exact_id = true;
    SearchHit hit;
    hit.id = statement.getColumn(0).getString();
    hit.kind = statement.getColumn(1).getString();
    hit.game = statement.getColumn(2).getString();
    hit.title = statement.getColumn(3).getString();
    hit.snippet = short_text(statement.getColumn(4).getString(), 60);
    add_titles_and_tags(db, hit);
    result.hits.push_back(std::move(hit));
    result.total = 1;
    return true;
}


struct RankedRow {
    std::int64_t num;
    int exact;     // 2: titled exactly what was typed; 1: titled another name of it; 0
    int matched;   // how many of the query's words it matches
    int kind;      // among exact titles: 0 term, 1 card, 2 rule, 3 ruling, 4 assumption (docs/database.md)
    bool other_game;  // not of the one game whose glossary has the typed term
    double score;  // lower is better, as bm25's
};

// Among entries titled what was typed: the glossary term (a card named after a game word, such as
// iw's filler card バリア, is not what the word asks about), the card of that name, then the rule,
// then rulings, then assumptions.
int exact_kind_order(int kind_code) { return kind_code == 3 ? 0 : kind_code == 4 ? 1 : kind_code + 2; }

// The one game whose glossary has a term named as a typed word or run of words, or "" when none
// does or several do.
std::string term_game(SQLite::Database& db, const std::vector<Expansion>& expansions) {
    std::set<std::string> games;
    SQLite::Statement statement(db, "SELECT DISTINCT t.game FROM term_names n JOIN terms t ON t.id = n.term_id WHERE n.key = ?");
    for (const auto& e : expansions) {
        statement.reset();
        statement.bind(1, fold_key(e.typed));
        while (statement.executeStep()) games.insert(statement.getColumn(0).getString());
    }
    return games.size() == 1 ? *games.begin() : std::string();
}

// The entries titled `key` (folded), in num order.
std::vector<std::int64_t> titled(SQLite::Database& db, const std::string& key) {
    std::vector<std::int64_t> nums;
    SQLite::Statement statement(db, "SELECT num FROM entries WHERE title_key_ja = ?1 UNION SELECT num FROM entries WHERE title_key_en = ?1");
    statement.bind(1, key);
    while (statement.executeStep()) nums.push_back(statement.getColumn(0).getInt64());
    std::sort(nums.begin(), nums.end());
    return nums;
}

bool holds(const std::vector<std::int64_t>& sorted, std::int64_t num) { return std::binary_search(sorted.begin(), sorted.end(), num); }

// Whether `word` is the plural of `stem`: stem + s, + es, or y → ies.
bool is_plural_of(const std::string& word, const std::string& stem) {
    if (word == stem + "s" || word == stem + "es") return true;
    return !stem.empty() && stem.back() == 'y' && word == stem.substr(0, stem.size() - 1) + "ies";
}

// A typed word as english_forms() takes it: ASCII letters lower-cased, ’ read as an apostrophe; ""
// for a word with anything else in it.
std::string latin_word(const std::string& word) {
    std::string out;
    for (std::size_t i = 0; i < word.size(); ++i) {
        const char c = word[i];
        if (c >= 'A' && c <= 'Z') out += static_cast<char>(c - 'A' + 'a');
        else if ((c >= 'a' && c <= 'z') || c == '\'') out += c;
        else if (word.compare(i, 3, "\xE2\x80\x99") == 0) out += '\'', i += 2;
        else return "";
    }
    return out;
}

// The rulings tagged `tag`, by num in order.
std::vector<std::int64_t> rulings_tagged(SQLite::Database& db, const std::string& tag) {
    std::vector<std::int64_t> nums;
    SQLite::Statement statement(db, "SELECT e.num FROM rulings j JOIN entries e ON e.id = j.id"
                                    " WHERE instr(',' || j.tags || ',', ',' || ?1 || ',') > 0");
    statement.bind(1, tag);
    while (statement.executeStep()) nums.push_back(statement.getColumn(0).getInt64());
    std::sort(nums.begin(), nums.end());
    return nums;
}

// Whether some entry has `word` (plain text, one token) in its title or text.
bool indexed_word(SQLite::Database& db, const std::string& word) {
    SQLite::Statement statement(db, "SELECT 1 FROM search WHERE search MATCH ? LIMIT 1");
    statement.bind(1, quote_phrase(word));
    return statement.executeStep();
}

}  // namespace

std::string quote_phrase(const std::string& phrase) {
    const bool prefix = !phrase.empty() && phrase.back() == kPrefixMark;
    std::string out = "\"";
    for (char c : prefix ? phrase.substr(0, phrase.size() - 1) : phrase) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + (prefix ? "\"*" : "\"");
}

namespace {

// Whether `group` already holds `phrase` as the index reads it: ｸﾘｰﾁｬｰ typed and its glossary name
// クリーチャー are one phrase, and counted twice they would weigh twice in the ranking.
bool holds_phrase(const std::vector<std::string>& group, const std::string& phrase) {
    const auto key = fold_key(phrase);
    return std::any_of(group.begin(), group.end(), [&](const std::string& p) { return fold_key(p) == key; });
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

SearchResult search(SQLite::Database& db, std::string_view query, const SearchOptions& given) {
    SearchResult result;
    const auto parsed = parse_query(query);
    SearchOptions options = given;  // the query's filters override --game and --kind
    if (!parsed.game.empty()) {
        if (game_code(db, parsed.game) == 0) throw QueryError(msg::say(say::kQueryUnknownGame, {{"game", parsed.game}}));
        options.game = parsed.game;
    }
    if (!parsed.kind.empty()) options.kind = parsed.kind;
    if (!parsed.tag.empty()) options.kind = "ruling";
    // The typed terms that must match, in order (the exact-title key is made of them).
    std::vector<std::string> words;
    for (const auto& alternatives : parsed.required)
        for (const auto& term : alternatives) words.push_back(term.text);
    const bool plain_query = parsed.excluded.empty() && parsed.game.empty() && parsed.kind.empty() && parsed.tag.empty();
    if (plain_query && parsed.required.size() == 1 && parsed.required[0].size() == 1 && !parsed.required[0][0].quoted &&
        find_by_id(db, split_words(words[0]), result))
        return result;

    GlossaryNames glossary(db);
    std::vector<std::vector<std::string>> groups;
    std::vector<std::string> labels;  // each group as the user typed it, for "no entry has …"
    std::vector<bool> strict;         // per group: a quoted phrase, which every hit must hold
    std::string last_plain_word;  // the last term, a word that is not a glossary name, alone
    // A word the glossary does not name: also its other English forms (english_forms.hpp).
    auto with_forms = [](const std::string& word) {
        std::vector<std::string> group{word};
        for (auto& form : english_forms(latin_word(word)))
            if (has_tokens(form)) group.push_back(std::move(form));
        return group;
    };
    auto add_group = [&](std::vector<std::string> group, std::string label, bool must) {
        groups.push_back(std::move(group));
        labels.push_back(std::move(label));
        strict.push_back(must);
    };
    bool keep_stop_words = false;
    // A run of plain words. Greedy: the longest run of words that is a glossary name becomes one
    // widened group; a stop word alone is left out (query_words.hpp).
    auto add_run = [&](const std::vector<std::string>& run, bool last) {
        for (std::size_t i = 0; i < run.size();) {
            std::size_t taken = 0;
            for (auto n = std::min(kMaxAliasWords, run.size() - i); n >= 1 && !taken; --n) {
                auto typed = join_words(run, i, i + n);
                auto names = glossary.of(fold_key(typed));
                // "shield triggers": a glossary name of several words with its last word inflected
                // (a stem of it, shorter than the word).
                // A single word only as a plural (blockers → blocker; blocked keeps its English forms).
                const auto last = latin_word(run[i + n - 1]);
                for (const auto& form : english_forms(last))
                    if (names.empty() && form.size() < last.size() && form.find(' ') == std::string::npos && (n > 1 || is_plural_of(last, form)))
                        names = glossary.of(fold_key(join_words(run, i, i + n - 1) + " " + form));
                if (names.empty()) continue;
                std::vector<std::string> group{typed};
                for (const auto& name : names)
                    if (!holds_phrase(group, name)) group.push_back(name);
                std::erase_if(group, [](const std::string& p) { return !has_tokens(p); });
                if (!group.empty()) {
                    result.expansions.push_back({typed, names});
                    add_group(std::move(group), typed, false);
                }
                taken = n;
            }
            if (!taken) {
                if (!keep_stop_words && is_stop_word(latin_word(run[i]))) result.ignored.push_back(run[i]);
                else if (has_tokens(run[i])) {
                    add_group(with_forms(run[i]), run[i], false);
                    if (last && i + 1 == run.size()) last_plain_word = run[i];
                }
                taken = 1;
            }
            i += taken;
        }
    };
    // A typed word: itself when the glossary names it, else the runs of it a judge means (a Japanese
    // word less its particles and okurigana). An entry titled with the whole word (火の兵士) still
    // comes first: the exact title is the query's, whatever it is matched by.
    auto typed_words = [&](const std::string& text) {
        std::vector<std::string> out;
        for (auto& word : split_words(text)) {
            if (!glossary.of(fold_key(word)).empty()) out.push_back(std::move(word));
            else
                for (auto& part : content_runs(word, result.ignored)) out.push_back(std::move(part));
        }
        return out;
    };
    auto build_groups = [&] {
        std::vector<std::string> run;
        for (std::size_t t = 0; t < parsed.required.size(); ++t) {
            const auto& alternatives = parsed.required[t];
            if (alternatives.size() == 1 && !alternatives[0].quoted) {
                for (auto& word : typed_words(alternatives[0].text)) run.push_back(std::move(word));
                continue;
            }
            add_run(run, false);
            run.clear();
            // A phrase, or terms joined by OR: one group holding each (a word widened by the glossary or
            // its English forms). A phrase alone is strict.
            std::vector<std::string> group;
            std::string label;
            auto add = [&](const std::string& phrase) {
                if (has_tokens(phrase) && !holds_phrase(group, phrase)) group.push_back(phrase);
            };
            for (const auto& term : alternatives) {
                label += (label.empty() ? "" : " OR ") + (term.quoted ? "\"" + term.text + "\"" : term.text);
                if (term.quoted) {
                    add(term.text);
                    continue;
                }
                auto names = glossary.of(fold_key(term.text));
                if (!names.empty()) result.expansions.push_back({term.text, names});
                add(term.text);
                for (const auto& name : names) add(name);
                if (names.empty())
                    for (const auto& form : with_forms(term.text)) add(form);
            }
            if (!group.empty()) add_group(std::move(group), label, alternatives.size() == 1);
        }
        add_run(run, true);
    };
    build_groups();
    if (groups.empty() && !result.ignored.empty()) {
        // Only stop words (a query of "the"): they are what was asked.
        result = SearchResult{};
        keep_stop_words = true;
        build_groups();
    }
    if (groups.empty()) {
        result.nothing_to_search = true;
        return result;
    }
    result.words = labels;

    // An entry whose title is exactly what was typed comes first, then one whose title is exactly
    // another name of it (when the whole query is one glossary name): "エスケープ" must bring up
    // エスケープ before 真・エスケープ, whose text mentions it more often.
    auto typed_key = fold_key(join_words(words, 0, words.size()));
    std::set<std::string> alias_keys;
    if (result.expansions.size() == 1 && groups.size() == 1)
        for (const auto& name : result.expansions.front().names) alias_keys.insert(fold_key(name));
    alias_keys.erase(typed_key);
    alias_keys.erase("");
    // Ranking needs only the index and search_ranks (search_rank.hpp); the entries are read (and
    // snippets made) only for the hits shown. The order: exact titles first, then by score, then by
    // ID. The ranking sorts on the first two; where the last hit kept ties with others, IDs decide.
    // A last Latin word of four letters or more that no entry has as a word is matched as a prefix
    // instead (pierc → pierce, piercing).
    if (!last_plain_word.empty()) {
        const auto last = latin_word(last_plain_word);
        if (last.size() >= kMinPrefixLetters && last.find('\'') == std::string::npos && !indexed_word(db, last)) {
            groups.back() = {last + kPrefixMark};
            result.prefix = true;
        }
    }
    PartialMatch partial{strict, {}};
    auto matches = rank_entries(db, groups, options, &partial);
    for (std::size_t g = 0; g < groups.size(); ++g)
        if (!partial.found[g]) result.unmatched.push_back(labels[g]);
    // Excluded terms (as typed) and a tag: filter leave entries out.
    if (!parsed.excluded.empty() || !parsed.tag.empty()) {
        std::vector<std::int64_t> out;
        for (const auto& term : parsed.excluded)
            if (has_tokens(term.text))
                for (const auto& entry : rank_entries(db, {{term.text}}, options)) out.push_back(entry.num);
        std::sort(out.begin(), out.end());
        const auto tagged = parsed.tag.empty() ? std::vector<std::int64_t>{} : rulings_tagged(db, parsed.tag);
        std::erase_if(matches, [&](const RankedEntry& e) { return holds(out, e.num) || (!parsed.tag.empty() && !holds(tagged, e.num)); });
    }
    if (matches.empty()) return result;
    const auto exact = typed_key.empty() ? std::vector<std::int64_t>{} : titled(db, typed_key);
    std::vector<std::int64_t> alias;
    for (const auto& key : alias_keys) {
        auto nums = titled(db, key);
        alias.insert(alias.end(), nums.begin(), nums.end());
    }
    std::sort(alias.begin(), alias.end());
    // The order (docs/database.md, "Ranking"): exact titles first, among them by kind; then the
    // entries of the game whose glossary has the typed term, when only one game's has; then by score.
    const auto only_game = term_game(db, result.expansions);
    const std::int64_t preferred_code = only_game.empty() ? 0 : game_code(db, only_game);
    std::vector<RankedRow> ranked;
    ranked.reserve(matches.size());
    for (const auto& entry : matches) {
        const int tier = holds(exact, entry.num) ? 2 : holds(alias, entry.num) ? 1 : 0;
        ranked.push_back({entry.num, tier, entry.matched, tier ? exact_kind_order(entry.kind) : 0, preferred_code != 0 && entry.game != preferred_code, entry.score});
    }
    const auto limit = static_cast<std::size_t>(std::max(options.limit, 0));
    result.total = ranked.size();
    auto before = [](const RankedRow& a, const RankedRow& b) {
        if (a.exact != b.exact) return a.exact > b.exact;
        if (a.matched != b.matched) return a.matched > b.matched;
        if (a.kind != b.kind) return a.kind < b.kind;
        if (a.other_game != b.other_game) return !a.other_game;
        return a.score < b.score;
    };
    std::sort(ranked.begin(), ranked.end(), before);
    auto kept = std::min(limit, ranked.size());
    while (kept > 0 && kept < ranked.size() && !before(ranked[kept - 1], ranked[kept])) ++kept;
    struct Shown {
        RankedRow row;
        SearchHit hit;
    };
    std::vector<Shown> shown;
    SQLite::Statement entry(db, "SELECT id, kind, game, title FROM entries WHERE num = ?");
    for (std::size_t i = 0; i < kept; ++i) {
        entry.reset();
        entry.bind(1, ranked[i].num);
        if (!entry.executeStep()) continue;
        SearchHit hit;
        hit.id = entry.getColumn(0).getString();
        hit.kind = entry.getColumn(1).getString();
        hit.game = entry.getColumn(2).getString();
        hit.title = entry.getColumn(3).getString();
        hit.score = -ranked[i].score;
        hit.exact_title = ranked[i].exact > 0;
        hit.matched = ranked[i].matched;
        shown.push_back({ranked[i], std::move(hit)});
    }
    std::sort(shown.begin(), shown.end(), [&](const Shown& a, const Shown& b) {
        return before(a.row, b.row) || (!before(b.row, a.row) && a.hit.id < b.hit.id);
    });
    if (shown.size() > limit) shown.resize(limit);

    // The snippet is the sentence of the text (not the title, which is shown already) holding most
    // of the query's words: highlight() marks every matched token of the whole text, and the groups
    // are ORed since a hit may hold only some of them.
    std::string match;
    for (const auto& group : groups) match += (match.empty() ? "" : " OR ") + match_expression({group});
    const bool query_is_japanese = mostly_japanese(query);
    SQLite::Statement marked(db, "SELECT highlight(search, 1, char(1), char(2)) FROM search WHERE search MATCH ?1 AND rowid = ?2");
    for (auto& [row, hit] : shown) {
        marked.reset();
        marked.bind(1, match);
        marked.bind(2, row.num);
        if (marked.executeStep()) hit.snippet = best_sentence(marked.getColumn(0).getString(), query_is_japanese);
        add_titles_and_tags(db, hit);
        result.hits.push_back(std::move(hit));
    }
    return result;
}

}  // namespace rulesdb
