// Everything the site shows, read from a built rules database into plain values, in sorted
// orders (so that the same database always gives the same site).
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include <SQLiteCpp/Database.h>

namespace web_export {

struct GameInfo {
    std::string id, name_ja, name_en;
};

// Where an entry comes from, as a reader can check it: the document's title, the section in it,
// and the document's address when the content gives one. Never a file path of the project.
struct SourceInfo {
    std::string title, section, url;
    std::string version, effective;  // an imported official document's version and the date it took effect
    bool empty() const { return title.empty() && section.empty(); }
};

struct RuleInfo {
    std::string id, game, parent_id, title_ja, title_en, text, text_en;
    SourceInfo source;
    int ord = 0;                        // order among its siblings
    std::vector<std::string> children;  // in the rules' own order
    bool imported = false;              // made by `judge db import-text`
};

struct ScenarioLink {
    std::string path;  // relative to scenarios/
    std::string scenario_id;
};

struct RulingInfo {
    std::string id, game, title_ja, title_en, question, answer, status, supersedes, superseded_by, date;
    bool official_qa = false;  // an item of an official Q&A (`judge db import-qa`), its source the Q&A itself
    std::string cards_named;   // an official Q&A item's cards as it names them
    SourceInfo source;
    std::vector<std::string> tags;
    std::vector<std::string> cites;  // in citation order
    std::vector<ScenarioLink> scenarios;  // sorted by path
};

struct AssumptionInfo {
    std::string id, game, title_ja, title_en, text, why;
    SourceInfo source;
    std::vector<ScenarioLink> scenarios;  // the scenarios that show the assumption at work
};

struct TermInfo {
    std::string id, game, ja, reading, en, note;
    std::vector<std::string> aliases;  // names other than ja, en and reading
    std::vector<std::string> known_as;  // what other card games call it
    std::vector<std::string> related;
};

// A card entry (docs/database.md, "Cards"): what a reader looks up and what the judge plays.
struct CardInfo {
    std::string id, game, name, reading, name_en, type, text, text_en;
    std::string abilities;                                    // its <ability> elements as written, one a line; empty for none
    std::vector<std::string> traits, keywords;                // as written, in order
    std::vector<std::pair<std::string, std::string>> values;  // as written: "power=2000" → {power, 2000}
    SourceInfo source;                    // empty for an imported card
    bool imported = false;                // from a card list `judge db import-cards` added
    std::vector<std::string> about;       // the rulings and assumptions about it (card_mentions), by ID
    std::vector<ScenarioLink> scenarios;  // the scenarios that take it from the library, by path
};

// A section of an official document an entry cites (<official>): the document's title, version and
// date, the section's number, and the imported section's entry (its page).
struct OfficialCitation {
    SourceInfo document;  // its title, version and date (no section)
    std::string section, entry_id;
};

// One row of the database's search table: the text `judge search` indexes for an entry.
struct SearchText {
    std::string id, kind, game, title, body;
    std::string title_keys;  // the titles' folded keys as |key|key| (empty for glossary terms)
};

struct SiteData {
    std::string built_by;                        // which judge built the database (rulesdb::database_built_by)
    std::vector<GameInfo> games;                 // by ID
    std::map<std::string, RuleInfo> rules;       // by ID
    std::map<std::string, RulingInfo> rulings;
    std::map<std::string, AssumptionInfo> assumptions;
    std::map<std::string, TermInfo> terms;
    std::map<std::string, CardInfo> cards;
    std::map<std::string, std::vector<std::string>> cards_of;           // ruling/assumption → the cards it is about, in its order
    std::map<std::string, std::vector<std::string>> cards_in_scenario;  // scenario path → the library cards it takes, by ID
    std::map<std::string, std::string> kind_of;  // every entry ID → rule, ruling, assumption, term, card
    std::map<std::string, std::string> title_of; // every entry ID → its title as search shows it
    std::map<std::string, std::vector<std::string>> cited_by;  // rule/assumption → rulings, sorted
    std::map<std::string, std::vector<OfficialCitation>> official_of;  // entry → the official sections it cites, in its order
    // An entry at least one of whose official citations the imported documents resolve.
    bool officially_confirmed(const std::string& id) const;
    std::map<std::string, std::vector<std::string>> official_cited_by;  // imported section → the entries citing it, sorted
    std::map<std::string, std::vector<std::string>> names_by_key;  // glossary: folded key → names
    std::map<std::string, std::vector<std::string>> term_games_by_key;  // folded key → games with a term of that name

    // Top-level rule sections of a game in the rules' own order; and the section a rule stands in.
    std::vector<std::string> sections(const std::string& game) const;
    std::string section_of(const std::string& rule_id) const;
    std::string ruling_title(const RulingInfo& r) const;
    // What a card's game word (a keyword, trait or type) is about, matched by its folded key within
    // the game: the rule titled so (not an imported one), or the glossary term of that name; empty
    // when there is none.
    std::string rule_titled(const std::string& game, const std::string& word) const;
    std::string term_named(const std::string& game, const std::string& word) const;

    // game + '\t' + folded key → the first rule (by ID) titled so, the first term named so.
    std::map<std::string, std::string> rules_by_title, terms_by_name;
};

SiteData load_site_data(SQLite::Database& db);

// Every row of the search table in ID order, read one at a time (the search index needs each once).
void for_each_search_text(SQLite::Database& db, const std::function<void(const SearchText&)>& visit);

}  // namespace web_export
