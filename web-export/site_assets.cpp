// Looking up an embedded asset by name (the table itself is generated: embedded_assets.cpp), and
// the search box's words in each language: see site_assets.hpp.
#include "web-export/site_assets.hpp"

#include "rulesdb/rulesdb_messages.hpp"
#include "web-export/search_index.hpp"
#include "web-export/site_messages.hpp"

namespace web_export {

std::string_view embedded_asset(std::string_view name) {
    for (const auto& asset : embedded_assets())
        if (asset.name == name) return asset.content;
    return {};
}

const std::vector<SearchWord>& search_words() {
    namespace site = web_export::say;
    namespace query = rulesdb::say;
    static const std::vector<SearchWord> words = {
        // The results.
        {"resultOne", site::kSearchResultOne},
        {"results", site::kSearchResults},
        {"firstShown", site::kSearchFirstShown},
        {"also", site::kSearchAlso},
        {"didYouMean", site::kSearchDidYouMean},
        {"matchedSome", site::kSearchMatchedSome},
        {"noEntryHas", site::kSearchNoEntryHas},
        {"leftOut", site::kSearchLeftOut},
        {"separator", site::kSearchListSeparator},
        {"unavailable", site::kSearchUnavailable},
        {"cannotLoad", site::kSearchCannotLoad},
        {"badQuery", site::kSearchBadQuery},
        // A hit's kind badge.
        {"hitRule", site::kKindRule},
        {"hitRuling", site::kSearchHitRuling},
        {"hitAssumption", site::kKindAssumption},
        {"hitTerm", site::kSearchHitTerm},
        {"hitCard", site::kKindCard},
        // The filters.
        {"filterGame", site::kGame},
        {"filterKind", site::kSearchFilterKind},
        {"allGames", site::kSearchAllGames},
        {"allKinds", site::kSearchAllKinds},
        {"kindRule", site::kSearchRules},
        {"kindRuling", site::kSearchRulings},
        {"kindAssumption", site::kSearchAssumptions},
        {"kindTerm", site::kSearchGlossary},
        {"kindCard", site::kSearchCards},
        // A malformed query, as `judge search` says it.
        {"unclosedQuote", query::kQueryUnclosedQuote},
        {"loneMinus", query::kQueryLoneMinus},
        {"emptyPhrase", query::kQueryEmptyPhrase},
        {"orSides", query::kQueryOrSides},
        {"filterNoValue", query::kQueryFilterNoValue},
        {"unknownKind", query::kQueryUnknownKind},
        {"twoFilters", query::kQueryTwoFilters},
        {"unknownGame", query::kQueryUnknownGame},
    };
    return words;
}

std::string search_words_path(msg::Lang lang) { return lang == msg::Lang::ja ? "assets/search-words-ja.js" : "assets/search-words-en.js"; }

std::string search_words_script(msg::Lang lang, const std::vector<GameInfo>& games) {
    std::string out = "// The search box's words, written by `judge export html` from its message catalogues.\n";
    out += "window.JUDGE_SEARCH_WORDS = {\n  \"lang\": " + js_string(lang == msg::Lang::ja ? "ja" : "en");
    for (const auto& word : search_words()) out += ",\n  " + js_string(word.key) + ": " + js_string(word.message.in(lang));
    std::string names;
    for (const auto& g : games) {
        const auto& name = lang == msg::Lang::en && !g.name_en.empty() ? g.name_en : g.name_ja;
        names += (names.empty() ? "" : ", ") + js_string(g.id) + ": " + js_string(name.empty() ? g.id : name);
    }
    return out + ",\n  \"gameNames\": {" + names + "}\n};\n";
}

}  // namespace web_export
