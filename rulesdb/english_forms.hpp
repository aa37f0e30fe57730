// Search tolerance for English words: the forms a typed word is also searched as (a small list of
// contractions, and simple inflections), and the prefix phrase a last word is retried as. The site's
// search.js does exactly the same (docs/database.md, "Tolerance").
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace rulesdb {

// The other forms of a typed Latin word (folded: lower case, apostrophes kept), without the word
// itself: from the contraction list (can't ↔ cannot, don't ↔ do not, …); else its stems (the word less
// -s/-es/-ies, -ed, -ing, a doubled last letter undone, or with an e put back), or the word itself when
// it has none of those endings, each with -s/-es/-ies, -ed/-d and -ing (a short consonant-vowel-
// consonant stem doubling its last letter): tapped → tap, taps, tapping; shields → shield, shielded,
// shielding. Forms no text has simply match nothing. Empty for a word of other characters, or of
// fewer than three letters; no inflections for a word of fewer than kMinInflectedLetters.
std::vector<std::string> english_forms(std::string_view word);

inline constexpr std::size_t kMinInflectedLetters = 4;

// A phrase marked to match as a prefix (FTS5's "word" *): the word followed by this character, which
// splits words and so is never part of a typed one.
inline constexpr char kPrefixMark = '\x1F';
// A Latin word of at least this many letters, last in a query that found nothing, is retried as a prefix.
inline constexpr std::size_t kMinPrefixLetters = 4;

}  // namespace rulesdb
