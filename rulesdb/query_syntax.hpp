// The search query language (docs/database.md, "Query syntax"): words, "quoted phrases", OR between
// two terms, -excluded terms, and the filters game:, kind:, tag:. The site's search.js parses the
// same way (parseSyntax), and the relevance judgements check both.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace rulesdb {

// A malformed query: its message says what is wrong; `judge search` exits 2 with it.
struct QueryError : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
};

struct QueryTerm {
    std::string text;     // the word, or the phrase without its quotes
    bool quoted = false;  // a "phrase": matched as typed, never widened
};

// A run of terms that must match: one term, or several joined by OR (any of them).
using QueryAlternatives = std::vector<QueryTerm>;

struct ParsedQuery {
    std::vector<QueryAlternatives> required;  // in the order typed
    std::vector<QueryTerm> excluded;          // -word, -"phrase": entries holding one are left out
    std::string game, kind, tag;              // filters; empty: none
};

// Parses a typed query. Throws QueryError for an unclosed quote, an empty phrase, a lone -, OR at
// either end or next to another OR or an exclusion, a filter with no value, an unknown kind, or two
// different values for one filter.
// A query is what a person types. Past these it is refused in one line (QueryError) rather than
// searched for seconds: each word is widened into its aliases and forms and looked up on its own.
inline constexpr std::size_t kMaxQueryBytes = 1000;
inline constexpr std::size_t kMaxQueryItems = 32;  // words, phrases, exclusions, ORs and filters

ParsedQuery parse_query(std::string_view query);

}  // namespace rulesdb
