// The split search index: see search_index.hpp.
#include "web-export/search_index.hpp"

#include <algorithm>
#include <cmath>
#include <set>
#include <tuple>
#include <charconv>
#include <cstdio>
#include <iterator>
#include <stdexcept>

#include "rulesdb/text_fold.hpp"

namespace web_export {

namespace {

// The first `max_chars` characters of `text` on one line, … when cut.
std::string snippet(const std::string& text, std::size_t max_chars) {
    std::size_t chars = 0, i = 0;
    while (i < text.size() && chars < max_chars) {
        ++i;
        while (i < text.size() && (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) ++i;
        ++chars;
    }
    std::string out;
    for (char c : text.substr(0, i)) out += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
    return i < text.size() ? out + "…" : out;
}

// The postings alphabet: printable ASCII that needs no escaping in a script's string literal (no
// quote, backslash, <, > or &), 88 characters: the first 44 are digits with more to follow, the
// last 44 the final digit of a number. search.js reads them with the same list.
constexpr std::string_view kPostingDigits =
    "#$%'()*+,-./0123456789:;=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_`abcdefghijklmnopqrstuvwxyz{|}~";
constexpr std::uint64_t kPostingRadix = 44;
static_assert(kPostingDigits.size() == 2 * kPostingRadix);

// `value` in base 44, most significant digit first, the last digit marked as the last: a gap of
// up to 21 documents with one occurrence takes one character.
void append_posting_number(std::string& out, std::uint64_t value) {
    char digits[16];
    int n = 0;
    digits[n++] = kPostingDigits[kPostingRadix + value % kPostingRadix];
    value /= kPostingRadix;
    while (value) {
        digits[n++] = kPostingDigits[value % kPostingRadix];
        value /= kPostingRadix;
    }
    while (n) out += digits[--n];
}

// A key's value as a shard writes it: a token's two postings lists (title, body), or one list.
std::string token_value(const std::string& title, const std::string& body) { return "[\"" + title + "\",\"" + body + "\"]"; }
std::string list_value(const std::string& postings) { return "\"" + postings + "\""; }

// A part of the index: a script registering `value` under `name`.
std::string part_script(const std::string& name, const std::string& value) {
    return "(window.JUDGE_SEARCH_PARTS = window.JUDGE_SEARCH_PARTS || {})[\"" + name + "\"] = " + value + ";\n";
}

}  // namespace

std::string js_string(std::string_view text) {
    std::string out = "\"";
    for (std::size_t i = 0; i < text.size(); ++i) {
        auto c = static_cast<unsigned char>(text[i]);
        if (c == '"') out += "\\\"";
        else if (c == '\\') out += "\\\\";
        else if (c == '\n') out += "\\n";
        else if (c < 0x20 || c == '<' || c == '>' || c == '&' || c == 0x7F) {
            char buffer[8];
            std::snprintf(buffer, sizeof buffer, "\\u%04x", c);
            out += buffer;
        } else if (c == 0xE2 && i + 2 < text.size() && static_cast<unsigned char>(text[i + 1]) == 0x80 &&
                   (static_cast<unsigned char>(text[i + 2]) == 0xA8 || static_cast<unsigned char>(text[i + 2]) == 0xA9)) {
            out += static_cast<unsigned char>(text[i + 2]) == 0xA8 ? "\\u2028" : "\\u2029";
            i += 2;
        } else {
            out += static_cast<char>(c);
        }
    }
    return out + "\"";
}

std::string document_tokens(std::string_view text) {
    std::string out;
    rulesdb::tokenize(text, rulesdb::TokenizeMode::Document, [&](const rulesdb::TextToken& token) {
        if (!out.empty()) out += ' ';
        out += token.text;
        return true;
    });
    return out;
}

void SearchIndexWriter::PostingList::add(std::uint32_t doc, std::uint32_t count) {
    if (any && last == doc) return;  // a title key named twice by one entry's titles
    // The gap from the previous document, doubled, plus one when a count follows (more than one
    // occurrence): most postings of a common token are one character.
    const std::uint64_t gap = doc - (any ? last : 0);
    append_posting_number(text, gap * 2 + (count > 1 ? 1 : 0));
    if (count > 1) append_posting_number(text, count);
    last = doc;
    any = true;
}

SearchIndexWriter::SearchIndexWriter(SiteSink& sink, SearchIndexLayout layout) : sink_(sink), layout_(layout) {
    if (layout_.block_documents == 0) layout_.block_documents = 1;
}

std::uint32_t SearchIndexWriter::find_token(std::string_view token) const {
    const std::uint64_t hash = std::hash<std::string_view>{}(token);
    const std::size_t mask = token_slots_.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        const auto& slot = token_slots_[i];
        if (slot.number == kNoToken) return kNoToken;
        if (slot.hash == hash && tokens_[slot.number].token == token) return slot.number;
    }
}

std::uint32_t SearchIndexWriter::token_number(std::string_view token) {
    const std::uint64_t hash = std::hash<std::string_view>{}(token);
    std::size_t mask = token_slots_.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        auto& slot = token_slots_[i];
        if (slot.number == kNoToken) break;
        if (slot.hash == hash && tokens_[slot.number].token == token) return slot.number;
    }
    const auto number = static_cast<std::uint32_t>(tokens_.size());
    tokens_.push_back({std::string(token), {}});
    token_seen_.push_back(0);
    token_count_.push_back(0);
    if (tokens_.size() * 2 > token_slots_.size()) {  // at most half full: short probes
        std::vector<TokenSlot> bigger(token_slots_.size() * 2);
        mask = bigger.size() - 1;
        for (const auto& slot : token_slots_) {
            if (slot.number == kNoToken) continue;
            std::size_t i = slot.hash & mask;
            while (bigger[i].number != kNoToken) i = (i + 1) & mask;
            bigger[i] = slot;
        }
        token_slots_ = std::move(bigger);
    }
    std::size_t i = hash & mask;
    while (token_slots_[i].number != kNoToken) i = (i + 1) & mask;
    token_slots_[i] = {hash, number};
    return number;
}

// Indexes one field's tokens (0 for titles, 1 for bodies) and returns its length as FTS5 counts it
// for bm25: every token at a position of its own (a colocated one only when it is the field's first).
std::size_t SearchIndexWriter::index_field(int field, const std::string& text, std::uint32_t doc) {
    const std::uint64_t here = (static_cast<std::uint64_t>(doc) << 1 | static_cast<std::uint64_t>(field)) + 1;
    field_tokens_.clear();
    std::size_t length = 0;
    rulesdb::tokenize(text, rulesdb::TokenizeMode::Document, [&](const rulesdb::TextToken& token) {
        if (!token.colocated || length == 0) ++length;
        const auto number = token_number(token.text);
        if (token_seen_[number] != here) {
            token_seen_[number] = here;
            token_count_[number] = 0;
            field_tokens_.push_back(number);
        }
        ++token_count_[number];
        return true;
    });
    for (auto number : field_tokens_) tokens_[number].fields[field].add(doc, token_count_[number]);
    return length;
}

void SearchIndexWriter::add(const SearchText& text, const std::string& url) {
    const auto doc = documents_++;
    if (doc % layout_.block_documents == 0) block_first_ids_.push_back(text.id);

    auto kind = std::find(kinds_.begin(), kinds_.end(), text.kind);
    if (kind == kinds_.end()) kind = kinds_.insert(kinds_.end(), text.kind);
    auto game = std::find(games_.begin(), games_.end(), text.game);
    if (game == games_.end()) game = games_.insert(games_.end(), text.game);
    const auto kind_index = static_cast<std::size_t>(kind - kinds_.begin());
    const auto game_index = static_cast<std::size_t>(game - games_.begin());
    if (kind_index >= 8) throw std::runtime_error("the search index has room for 8 kinds of entry");
    const auto length = index_field(0, text.title, doc) + index_field(1, text.body, doc);
    total_tokens_ += length;
    // Two postings-alphabet numbers per document: kind + 8 × game, then its length in tokens.
    append_posting_number(stats_, kind_index + 8 * game_index);
    append_posting_number(stats_, length);
    kind_of_.push_back(static_cast<std::uint8_t>(kind_index));
    game_of_.push_back(static_cast<std::uint8_t>(game_index));
    length_of_.push_back(static_cast<std::uint32_t>(length));

    for (std::size_t start = 0; start < text.title_keys.size();) {
        auto end = std::min(text.title_keys.find('|', start), text.title_keys.size());
        if (end > start) titles_[text.title_keys.substr(start, end - start)].add(doc, 1);
        start = end + 1;
    }

    block_ += block_.empty() ? "\n" : ",\n";
    rows_.push_back("[" + js_string(text.id) + "," + js_string(text.kind) + "," + js_string(url) + "," + js_string(text.title) + "," +
                    js_string(snippet(text.body, 90)) + "]");
    block_ += rows_.back();
    if (documents_ % layout_.block_documents == 0) flush_block();
}

void SearchIndexWriter::add_phrase(const std::string& key, const std::vector<std::pair<std::uint32_t, std::uint32_t>>& matches) {
    auto& list = phrases_[key];
    for (const auto& [doc, count] : matches) list.add(doc, count);
}

void SearchIndexWriter::add_tags(const std::vector<std::string>& tags) {
    for (const auto& tag : tags) tags_[tag].add(documents_ - 1, 1);
}

void SearchIndexWriter::flush_block() {
    if (block_.empty()) return;
    const auto number = std::to_string((documents_ - 1) / layout_.block_documents);
    sink_.add("assets/search/d" + number + ".js", part_script("d" + number, "[" + block_ + "\n]"));
    block_.clear();
}

void SearchIndexWriter::finish(const std::map<std::string, std::vector<std::string>>& aliases,
                               const std::map<std::string, std::vector<std::string>>& term_games) {
    flush_block();

    // Every key with its value as the shard writes it: "w"+token → [title postings, body postings],
    // "k"+folded title → postings. Sorted, so that a key's shard is found by its first key.
    struct Entry {
        std::string key;
        const TokenPostings* token;
        const PostingList* title;
    };
    std::vector<Entry> entries;
    entries.reserve(tokens_.size() + titles_.size() + phrases_.size() + tags_.size());
    for (const auto& token : tokens_) entries.push_back({"w" + token.token, &token, nullptr});
    for (const auto& [key, list] : titles_) entries.push_back({"k" + key, nullptr, &list});
    for (const auto& [key, list] : phrases_) entries.push_back({"p" + key, nullptr, &list});
    for (const auto& [tag, list] : tags_) entries.push_back({"t" + tag, nullptr, &list});
    std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return a.key < b.key; });

    // Consecutive keys fill a shard up to its size; the head lists the first key of each.
    std::vector<std::string> shard_first_keys;
    std::string shard;
    auto close_shard = [&] {
        if (shard.empty()) return;
        const auto number = std::to_string(shard_first_keys.size() - 1);
        sink_.add("assets/search/s" + number + ".js", part_script("s" + number, "{" + shard + "\n}"));
        shard.clear();
    };
    for (const auto& [key, token, title] : entries) {
        std::string line = js_string(key) + ":";
        line += token ? token_value(token->fields[0].text, token->fields[1].text) : list_value(title->text);
        if (!shard.empty() && shard.size() + line.size() > layout_.shard_bytes) close_shard();
        if (shard.empty()) shard_first_keys.push_back(key);
        shard += shard.empty() ? "\n" : ",\n";
        shard += line;
    }
    close_shard();

    const auto term_parts = write_term_parts(aliases, term_games);

    std::string head =
        "// Generated by `judge export html`: the head of the offline search index (docs/web-export.md).\n"
        "// documents, tokens: the document count and every document's tokens summed (bm25's average\n"
        "// length); kinds, games; stats: per document, in the postings' base-44 numbers, its kind + 8 × its\n"
        "// game (places in kinds and games), then its length in tokens (title and text, as FTS5 counts them);\n"
        "// blockSize: documents per assets/search/d<N>.js (assets/search/ids.js lists the first\n"
        "// ID of each); shards: the first key of each assets/search/s<N>.js;\n"
        "// aliases: glossary names by folded key, as `judge search` widens a typed word; termGames: by\n"
        "// folded key, the games whose glossary has a term of that name; termParts: by folded key, N of\n"
        "// the assets/search/g<N>.js holding what a word widened to its names needs.\n"
        "window.JUDGE_SEARCH = {\"version\":4,\"documents\":" + std::to_string(documents_) + ",\"tokens\":" +
        std::to_string(total_tokens_) + ",\"kinds\":[";
    for (std::size_t i = 0; i < kinds_.size(); ++i) head += (i ? "," : "") + js_string(kinds_[i]);
    head += "],\"games\":[";
    for (std::size_t i = 0; i < games_.size(); ++i) head += (i ? "," : "") + js_string(games_[i]);
    head += "],\n\"stats\":" + js_string(stats_) + ",\n\"blockSize\":" + std::to_string(layout_.block_documents) + ",\n\"shards\":[";
    for (std::size_t i = 0; i < shard_first_keys.size(); ++i) head += (i ? "," : "") + js_string(shard_first_keys[i]);
    head += "],\n\"aliases\":{\n";
    bool first = true;
    for (const auto& [key, names] : aliases) {
        head += first ? "" : ",\n";
        first = false;
        head += js_string(key) + ":[";
        for (std::size_t i = 0; i < names.size(); ++i) head += (i ? "," : "") + js_string(names[i]);
        head += "]";
    }
    head += "\n},\n\"termGames\":{\n";
    first = true;
    for (const auto& [key, games] : term_games) {
        head += first ? "" : ",\n";
        first = false;
        head += js_string(key) + ":[";
        for (std::size_t i = 0; i < games.size(); ++i) head += (i ? "," : "") + js_string(games[i]);
        head += "]";
    }
    head += "\n},\n\"termParts\":{\n";
    first = true;
    for (const auto& [key, number] : term_parts) {
        head += first ? "" : ",\n";
        first = false;
        head += js_string(key) + ":" + std::to_string(number);
    }
    head += "\n}};\n";
    sink_.add("assets/search-index.js", head);

    // The first ID of each document block, for an ID typed alone: a part of its own, as most queries
    // are not IDs and need none of it.
    std::string blocks = "{\"blocks\":[";
    for (std::size_t i = 0; i < block_first_ids_.size(); ++i) blocks += (i ? "," : "") + js_string(block_first_ids_[i]);
    sink_.add("assets/search/ids.js", part_script("ids", blocks + "]}"));
}

namespace {

// A postings list's text (PostingList) as (document, count) pairs.
std::vector<std::pair<std::uint32_t, std::uint32_t>> decode_postings(std::string_view text) {
    std::vector<std::pair<std::uint32_t, std::uint32_t>> out;
    std::uint64_t value = 0, doc = 0;
    bool counting = false;
    for (char c : text) {
        const auto digit = static_cast<std::uint64_t>(kPostingDigits.find(c));
        if (digit < kPostingRadix) {
            value = value * kPostingRadix + digit;
            continue;
        }
        value = value * kPostingRadix + digit - kPostingRadix;
        if (counting) {
            out.back().second = static_cast<std::uint32_t>(value);
            counting = false;
        } else {
            doc += value >> 1;
            out.emplace_back(static_cast<std::uint32_t>(doc), 1);
            counting = (value & 1) != 0;
        }
        value = 0;
    }
    return out;
}

}  // namespace

std::vector<std::pair<std::uint32_t, std::uint32_t>> SearchIndexWriter::weighted_postings(std::string_view token) const {
    std::map<std::uint32_t, std::uint32_t> weighted;
    if (auto number = find_token(token); number != kNoToken) {
        for (auto [doc, count] : decode_postings(tokens_[number].fields[0].text)) weighted[doc] += count * 10;
        for (auto [doc, count] : decode_postings(tokens_[number].fields[1].text)) weighted[doc] += count;
    }
    return {weighted.begin(), weighted.end()};
}

std::map<std::string, std::size_t> SearchIndexWriter::write_term_parts(const std::map<std::string, std::vector<std::string>>& aliases,
                                                                      const std::map<std::string, std::vector<std::string>>& term_games) {
    // Keys sharing one list of names (a term's names, or those of terms sharing a name) share a part.
    std::map<std::vector<std::string>, std::size_t> part_of_names;
    std::map<std::string, std::size_t> part_of_key;
    std::vector<std::vector<std::string>> keys_of_part;
    for (const auto& [key, names] : aliases) {
        auto [it, added] = part_of_names.emplace(names, part_of_names.size());
        part_of_key.emplace(key, it->second);
        if (added) keys_of_part.emplace_back();
        keys_of_part[it->second].push_back(key);
    }
    for (const auto& [names, number] : part_of_names) {
        // For each name: its phrase's value as search.js looks it up (a "p" key for a name of several
        // tokens, the token's "w" key for one) and its folded title's "k" key; null when absent.
        std::map<std::string, std::string> values;
        auto list_or_null = [](const std::unordered_map<std::string, PostingList>& lists, const std::string& key) {
            auto found = lists.find(key);
            return found == lists.end() ? std::string("null") : list_value(found->second.text);
        };
        for (const auto& name : names) {
            std::vector<std::string> tokens;
            rulesdb::tokenize(name, rulesdb::TokenizeMode::Query, [&](const rulesdb::TextToken& t) {
                tokens.push_back(t.text);
                return true;
            });
            if (tokens.size() == 1) {
                // The token's documents with its count weighted title × 10 + body, as search.js would
                // work them out from its two lists.
                PostingList weighted;
                for (auto [doc, count] : weighted_postings(tokens[0])) weighted.add(doc, count);
                values["q" + tokens[0]] = weighted.any ? list_value(weighted.text) : "null";
            } else if (tokens.size() > 1) {
                std::string joined;
                for (const auto& t : tokens) joined += (joined.empty() ? "" : " ") + t;
                values["p" + joined] = list_or_null(phrases_, joined);
            }
            if (auto title_key = rulesdb::fold_key(name); !title_key.empty()) values["k" + title_key] = list_or_null(titles_, title_key);
        }
        for (const auto& key : keys_of_part[number]) values["k" + key] = list_or_null(titles_, key);
        std::string part;
        for (const auto& [k, value] : values) part += (part.empty() ? "\n" : ",\n") + js_string(k) + ":" + value;
        for (auto doc : likely_first(names, keys_of_part[number], term_games))
            part += ",\n\"d" + std::to_string(doc) + "\":" + rows_[doc];
        const auto name = "g" + std::to_string(number);
        sink_.add("assets/search/" + name + ".js", part_script(name, "{" + part + "\n}"));
    }
    return part_of_key;
}

std::vector<std::uint32_t> SearchIndexWriter::likely_first(const std::vector<std::string>& names, const std::vector<std::string>& keys,
                                                           const std::map<std::string, std::vector<std::string>>& term_games) const {
    // Each name's matches with its count weighted title × 10 + body, as search.js's phraseMatches.
    std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>> matches;
    std::vector<std::string> name_keys;
    for (const auto& name : names) {
        std::vector<std::string> tokens;
        rulesdb::tokenize(name, rulesdb::TokenizeMode::Query, [&](const rulesdb::TextToken& t) {
            tokens.push_back(t.text);
            return true;
        });
        name_keys.push_back(rulesdb::fold_key(name));
        if (tokens.size() > 1) {
            std::string joined;
            for (const auto& t : tokens) joined += (joined.empty() ? "" : " ") + t;
            auto found = phrases_.find(joined);
            matches.push_back(found == phrases_.end() ? decltype(matches)::value_type{} : decode_postings(found->second.text));
        } else if (tokens.size() == 1) {
            matches.push_back(weighted_postings(tokens[0]));
        }
    }
    // bm25 as search.js works it out, summed over the names, times the kind's weight (negative: lower first).
    const double average = static_cast<double>(total_tokens_) / documents_, k1 = 1.2, b = 0.75;
    std::unordered_map<std::uint32_t, double> score;
    for (const auto& list : matches) {
        const double n = static_cast<double>(list.size());
        double idf = std::log((documents_ - n + 0.5) / (n + 0.5));
        if (idf <= 0.0) idf = 1e-6;
        for (auto [doc, f] : list)
            score[doc] += idf * ((f * (k1 + 1.0)) / (f + k1 * (1 - b + b * length_of_[doc] / average)));
    }
    auto weight = [&](std::uint32_t doc) {
        const auto& kind = kinds_[kind_of_[doc]];
        return kind == "rule" ? 1.0 : kind == "ruling" ? 0.8 : kind == "assumption" ? 0.7 : kind == "term" ? 0.4 : kind == "card" ? 0.3 : 1.0;
    };
    auto exact_order = [&](std::uint32_t doc) {
        const auto& kind = kinds_[kind_of_[doc]];
        return kind == "term" ? 0 : kind == "card" ? 1 : kind == "rule" ? 2 : kind == "ruling" ? 3 : kind == "assumption" ? 4 : 5;
    };
    auto titled = [&](const std::string& key) {
        std::set<std::uint32_t> docs;
        if (auto found = titles_.find(key); found != titles_.end())
            for (auto [doc, count] : decode_postings(found->second.text)) docs.insert(doc);
        return docs;
    };
    std::set<std::uint32_t> out;
    for (const auto& key : keys) {
        // As search.js orders a word typed alone: titled so, titled as another of its names, the
        // only game with a term of that name, then the score.
        const auto exact = titled(key);
        std::set<std::uint32_t> alias;
        for (const auto& other : name_keys)
            if (!other.empty() && other != key) alias.merge(titled(other));
        const auto games = term_games.find(key);
        const std::string only_game = games != term_games.end() && games->second.size() == 1 ? games->second[0] : "";
        std::vector<std::tuple<int, double, std::uint32_t>> ranked;
        ranked.reserve(score.size());
        for (auto [doc, sum] : score) {
            const int tier = exact.count(doc) ? 2 : alias.count(doc) ? 1 : 0;
            const int other = !only_game.empty() && games_[game_of_[doc]] != only_game ? 1 : 0;
            ranked.emplace_back((2 - tier) * 16 + (tier ? exact_order(doc) : 0) * 2 + other, -sum * weight(doc), doc);
        }
        const auto shown = std::min(layout_.term_rows, ranked.size());
        std::partial_sort(ranked.begin(), ranked.begin() + static_cast<std::ptrdiff_t>(shown), ranked.end());
        for (std::size_t i = 0; i < shown; ++i) out.insert(std::get<2>(ranked[i]));
    }
    return {out.begin(), out.end()};
}

}  // namespace web_export
