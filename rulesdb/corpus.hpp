// The rules content as read from rulesdb/data: plain values, each remembering where it was written.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace rulesdb {

struct Origin {
    std::string file;  // as shown in diagnostics
    int line = 0;
};

struct Document {
    std::string id, title, path;
    std::string url;  // where a reader can check the document; empty when there is none to give
    Origin origin;
};

struct Game {
    std::string id, name_ja, name_en;
    std::vector<Document> documents;
    Origin origin;
};

struct Reference {
    std::string id;
    Origin origin;
};

// A citation of an official document's section (<official doc="dm-cr" section="506.2"/>), checked
// against the documents imported into the database the build replaces (docs/official-sources.md).
struct OfficialRef {
    std::string doc, section;
    Origin origin;
    int column = 0;
};

struct Rule {
    std::string id, game, parent_id;  // parent_id empty for a top-level section
    int order = 0;                    // among its siblings
    std::string title_ja, title_en, text, text_en, source_doc, heading;
    std::string imported_from;        // set only by `judge db import-text`
    std::string section;              // an imported heading's own number ("506.2"); empty for others
    std::vector<OfficialRef> official;
    Origin origin;
};

struct ScenarioLink {
    std::string ruling_id;
    std::string path;         // relative to the scenarios folder
    std::string scenario_id;  // empty when given by the ruling rather than read from the scenario
    Origin origin;
};

struct Ruling {
    std::string id, game, title_ja, title_en, question, answer, date, source_doc, heading;
    std::vector<std::string> tags;
    std::vector<Reference> cites;
    std::vector<Reference> cards;  // the cards it is about (<card ref="…"/>)
    std::optional<Reference> supersedes;
    std::vector<OfficialRef> official;
    Origin origin;
};

struct Assumption {
    std::string id, game, title_ja, title_en, text, why, source_doc;
    std::vector<Reference> cards;  // the cards it is about (<card ref="…"/>)
    std::vector<OfficialRef> official;  // an official source that confirms it
    Origin origin;
};

struct Term {
    std::string id, game, ja, reading, en, note;
    std::vector<std::string> aliases;
    std::vector<std::string> known_as;  // what other card games call the same idea (trample for 貫通)
    std::vector<Reference> see;
    Origin origin;
};

// A card of a game (docs/database.md, "Cards"): a card library's <card> (scenarios/<game>/cards.xml,
// read by judge/core/card_entries.cpp) or a row of an imported card list.
struct Card {
    std::string id, game, name, reading, name_en, type, text, text_en, source_doc;
    std::vector<std::string> traits, keywords;
    // Its printed values and its other game-specific words, as written: {"power", "2000"}.
    std::vector<std::pair<std::string, std::string>> values;
    std::string abilities;      // its <ability> elements as written, empty for none
    std::string imported_from;  // the card list it came from; empty for a bundled library card
    std::vector<OfficialRef> official;  // official sections its entry cites (<official>)
    // The sentences of an imported card's text that were not understood when it was compiled into
    // abilities (docs/card-text.md), one a line: the judge does not play them, and says so.
    std::string unplayed;
    Origin origin;
};

// A scenario that uses a card of the library (by its name).
struct CardUse {
    std::string card_id;
    std::string path;  // relative to the scenarios folder
    std::string scenario_id;
};

struct Corpus {
    std::vector<Game> games;
    std::vector<Rule> rules;
    std::vector<Ruling> rulings;
    std::vector<Assumption> assumptions;
    std::vector<Term> terms;
    std::vector<Card> cards;
    std::vector<CardUse> card_uses;
    // From <scenario> elements of rulings and from the scenario files that name a ruling.
    std::vector<ScenarioLink> scenario_links;
};

}  // namespace rulesdb
