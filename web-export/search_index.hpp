// The offline search index, written as a .js file (assets/search-index.js) so that it loads
// from file:// with a plain <script> tag. Documents are tokenized here by rulesdb::tokenize, the
// tokenizer `judge search` uses, and stored as space-separated tokens; search.js tokenizes the
// typed query the same way and widens it through the glossary names listed here by folded key.
#pragma once

#include <string>
#include <string_view>

#include "web-export/page_layout.hpp"

namespace web_export {

// A JavaScript string literal (JSON-compatible) safe anywhere: quotes, backslashes, control
// characters, < > & and U+2028/U+2029 escaped.
std::string js_string(std::string_view text);

// The whole of assets/search-index.js.
std::string search_index_js(const SiteContext& site);

// The tokens rulesdb::tokenize stores for `text`, separated by spaces (exposed for tests).
std::string document_tokens(std::string_view text);

}  // namespace web_export
