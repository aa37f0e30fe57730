// English word forms for search: Snowball's English stemmer (Porter2, Debian's libstemmer) reduces
// a Latin word of the index and of a query to its stem, so that blocks, blocked and blocking are one
// token. The site's search.js holds a port of the same algorithm (englishStem), checked to agree on
// the database's vocabulary (tests/fold_agreement.test.cjs).
#pragma once

#include <string>
#include <string_view>

namespace rulesdb {

// The stem of a folded Latin word of lower-case ASCII letters (shields → shield, tapped → tap); any
// other word, and one of fewer than three letters, as it is.
std::string english_stem(std::string_view word);

}  // namespace rulesdb
