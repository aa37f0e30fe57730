// The rules content as read from rulesdb/data: plain values, each remembering where it was written.
#pragma once

#include <optional>
#include <string>
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

struct Rule {
    std::string id, game, parent_id;  // parent_id empty for a top-level section
    int order = 0;                    // among its siblings
    std::string title_ja, title_en, text, text_en, source_doc, heading;
    std::string imported_from;        // set only by `judge db import-text`
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
    std::optional<Reference> supersedes;
    Origin origin;
};

struct Assumption {
    std::string id, game, title_ja, title_en, text, why, source_doc;
    Origin origin;
};

struct Term {
    std::string id, game, ja, reading, en, note;
    std::vector<std::string> aliases;
    std::vector<Reference> see;
    Origin origin;
};

struct Corpus {
    std::vector<Game> games;
    std::vector<Rule> rules;
    std::vector<Ruling> rulings;
    std::vector<Assumption> assumptions;
    std::vector<Term> terms;
    // From <scenario> elements of rulings and from the scenario files that name a ruling.
    std::vector<ScenarioLink> scenario_links;
};

}  // namespace rulesdb
