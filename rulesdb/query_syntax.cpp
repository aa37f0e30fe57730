// The search query language: see query_syntax.hpp.
#include "rulesdb/query_syntax.hpp"

#include <algorithm>

#include "messages/language.hpp"
#include "rulesdb/rulesdb_messages.hpp"

namespace rulesdb {

namespace {

// A malformed query, said in the user's language.
QueryError bad_query(const msg::Message& message, msg::Args args = {}) { return QueryError(msg::say(message, args)); }

// Spaces, control characters and the ideographic space separate terms, as they separate words.
std::size_t space_at(std::string_view q, std::size_t i) {
    const auto c = static_cast<unsigned char>(q[i]);
    if (c <= 0x20 || c == 0x7F) return 1;
    if (q.substr(i, 3) == "\xE3\x80\x80") return 3;
    return 0;
}

struct Item {
    enum Kind { Word, Phrase, Or, Excluded, Filter } kind;
    std::string text, value;  // a filter: its name and value
    bool quoted = false;      // an excluded phrase
};

constexpr std::string_view kKinds[] = {"rule", "ruling", "assumption", "term", "card"};

std::vector<Item> items(std::string_view q) {
    std::vector<Item> out;
    std::size_t i = 0;
    auto read_quoted = [&](std::size_t open) {
        const auto close = q.find('"', open + 1);
        if (close == std::string_view::npos) throw bad_query(say::kQueryUnclosedQuote);
        auto text = std::string(q.substr(open + 1, close - open - 1));
        // Control characters inside a phrase separate words, as between words: a NUL inside an FTS5
        // phrase would end the query string early.
        for (auto& c : text)
            if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) c = ' ';
        i = close + 1;
        return text;
    };
    auto read_word = [&] {
        const auto start = i;
        while (i < q.size() && !space_at(q, i) && q[i] != '"') ++i;
        return std::string(q.substr(start, i - start));
    };
    while (i < q.size()) {
        if (auto n = space_at(q, i)) {
            i += n;
            continue;
        }
        if (q[i] == '"') {
            out.push_back({Item::Phrase, read_quoted(i), "", true});
        } else if (q[i] == '-' && (i + 1 == q.size() || space_at(q, i + 1))) {
            throw bad_query(say::kQueryLoneMinus);
        } else if (q[i] == '-') {  // at a term's start: an exclusion
            ++i;
            if (q[i] == '"') out.push_back({Item::Excluded, read_quoted(i), "", true});
            else out.push_back({Item::Excluded, read_word(), "", false});
        } else {
            auto word = read_word();
            const auto colon = word.find(':');
            const auto name = colon == std::string::npos ? std::string() : word.substr(0, colon);
            if (word == "OR") out.push_back({Item::Or, word, "", false});
            else if (name == "game" || name == "kind" || name == "tag") out.push_back({Item::Filter, name, word.substr(colon + 1), false});
            else out.push_back({Item::Word, word, "", false});
        }
    }
    return out;
}

}  // namespace

ParsedQuery parse_query(std::string_view query) {
    ParsedQuery out;
    if (query.size() > kMaxQueryBytes) throw bad_query(say::kQueryTooLong, {{"size", query.size()}, {"max", kMaxQueryBytes}});
    const auto all = items(query);
    if (all.size() > kMaxQueryItems) throw bad_query(say::kQueryTooManyItems, {{"count", all.size()}, {"max", kMaxQueryItems}});
    auto positive = [&](std::size_t i) { return i < all.size() && (all[i].kind == Item::Word || all[i].kind == Item::Phrase); };
    for (std::size_t i = 0; i < all.size(); ++i) {
        const auto& item = all[i];
        switch (item.kind) {
        case Item::Word:
        case Item::Phrase:
            if (item.kind == Item::Phrase && item.text.find_first_not_of(" \t") == std::string::npos)
                throw bad_query(say::kQueryEmptyPhrase);
            if (i > 0 && all[i - 1].kind == Item::Or) out.required.back().push_back({item.text, item.quoted});
            else out.required.push_back({{item.text, item.quoted}});
            break;
        case Item::Or:
            if (!(i > 0 && positive(i - 1)) || !positive(i + 1))
                throw bad_query(say::kQueryOrSides);
            break;
        case Item::Excluded:
            if (item.text.empty()) throw bad_query(say::kQueryLoneMinus);
            out.excluded.push_back({item.text, item.quoted});
            break;
        case Item::Filter: {
            auto& slot = item.text == "game" ? out.game : item.text == "kind" ? out.kind : out.tag;
            if (item.value.empty()) throw bad_query(say::kQueryFilterNoValue, {{"filter", item.text}});
            if (item.text == "kind" && std::find(std::begin(kKinds), std::end(kKinds), item.value) == std::end(kKinds))
                throw bad_query(say::kQueryUnknownKind, {{"kind", item.value}});
            if (!slot.empty() && slot != item.value) throw bad_query(say::kQueryTwoFilters, {{"filter", item.text}});
            slot = item.value;
            break;
        }
        }
    }
    return out;
}

}  // namespace rulesdb
