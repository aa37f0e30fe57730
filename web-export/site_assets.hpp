// The site's static files: site.css, search.js, favicon.svg and play.js (web-export/assets/; play.js
// only with the engine), compiled into the binary by embed_assets.cmake and written under assets/; and the search box's words, one
// script per language made from the message catalogues.
#pragma once

#include "web-export/site_data.hpp"

#include <string>
#include <string_view>
#include <vector>

#include "messages/message.hpp"

namespace web_export {

struct EmbeddedAsset {
    std::string_view name;     // file name under assets/
    std::string_view content;
};

const std::vector<EmbeddedAsset>& embedded_assets();
// The content of one asset; empty when there is none by that name.
std::string_view embedded_asset(std::string_view name);

// The search box's words: search.js holds no sentence of its own. The export writes them from the
// catalogues (site_messages.hpp for the page's words, rulesdb_messages.hpp for a malformed query,
// the sentences `judge search` says) into assets/search-words-<lang>.js, which each page loads
// before search.js: the site's search speaks the page's language and says a query error as the
// command line does. One word or sentence search.js asks for by key, its {placeholders} unfilled:
struct SearchWord {
    std::string_view key;
    const msg::Message& message;
};

// Every key search.js uses.
const std::vector<SearchWord>& search_words();
// "assets/search-words-ja.js", site-relative.
std::string search_words_path(msg::Lang lang);
// The script: window.JUDGE_SEARCH_WORDS = {"lang": "ja", key: template, …, "gameNames": {id: name}},
// the games named in `lang` (the game filter shows names, not ids).
std::string search_words_script(msg::Lang lang, const std::vector<GameInfo>& games = {});

}  // namespace web_export
