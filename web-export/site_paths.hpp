// Where every page and anchor of the exported site lives. URLs are built from IDs only (checked
// here again to be [A-Z0-9-], game IDs [a-z0-9-]); no other string ever becomes part of a path.
//
//   index.html                      the games, with counts
//   <game>/index.html               one game: sections, rulings, assumptions, glossary
//   <game>/<RULING-ID>.html         one ruling
//   <game>/<SECTION-ID>.html        one top-level rule section; each rule in it at #<RULE-ID>
//   <game>/assumptions.html         the game's assumptions, each at #<ID>
//   <game>/glossary.html            the game's glossary, each term at #<ID>
//   <game>/cards.html               the game's cards, by reading
//   <game>/<CARD-ID>.html           one card
//   <game>/tags/<tag>.html          the game's rulings with one tag (the tag's bytes outside
//                                   [a-z0-9-] written as _XX, so any tag gives a safe, unique name)
//   sitemap.xml                     every page, when the export is given a base URL
//   assets/                         site.css, search.js, search-index.js (and play.js with the engine)
//   play.html, engine/              with the WebAssembly engine only: the blank board, the engine and the known IDs
#pragma once

#include <map>
#include <stdexcept>
#include <string>
#include <string_view>

namespace web_export {

class UnsafePathError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

bool is_safe_entry_id(std::string_view id);  // [A-Z0-9-]+
bool is_safe_game_id(std::string_view id);   // [a-z0-9-]+

// Throws UnsafePathError unless the ID is safe.
const std::string& checked_entry_id(const std::string& id);
const std::string& checked_game_id(const std::string& id);

// Site-relative page paths ("iw/index.html").
std::string game_index_path(const std::string& game);
std::string entry_page_path(const std::string& game, const std::string& id);  // rulings, sections and cards
std::string assumptions_path(const std::string& game);
std::string glossary_path(const std::string& game);
std::string cards_path(const std::string& game);
std::string tag_page_path(const std::string& game, const std::string& tag);

// The site-relative URL of every entry (page, or page#anchor), by ID.
using EntryUrls = std::map<std::string, std::string>;

// A link from the page at `from_page` (site-relative) to the site-relative `target`.
std::string relative_url(std::string_view from_page, std::string_view target);

}  // namespace web_export
