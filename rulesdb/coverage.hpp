// What a game's database rests on, and the work left to make it authoritative (`judge coverage`,
// docs/official-sources.md): its documents with their versions, its entries counted by what backs
// them, and the imported sections no entry cites, the glossary terms no rule uses and the
// assumptions with no official source.
#pragma once

#include <string>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "rulesdb/text_import.hpp"

namespace rulesdb {

struct CoveredDocument {
    std::string id, title, url;
    DocumentInfo official;  // set for an official document imported under an ID
    bool imported = false;  // imported (import-text, import-qa), not a document of the bundled data
    int sections = 0;       // an official document's numbered sections or Q&A items
};

struct CoverageEntry {
    std::string id, title;
};

struct UncitedSections {
    std::string doc;
    DocumentInfo info;
    std::vector<std::string> sections;  // in the document's order
};

struct GameCoverage {
    std::string game, name;
    std::vector<CoveredDocument> documents;
    // Rules, rulings and assumptions by what backs them, each counted once. Imported: the sections
    // and Q&A items of the official documents themselves. Citing: an entry of the content with at least
    // one official citation the imports resolve. Assumption only: an assumption no official section
    // confirms, or a ruling that cites only such. Seed: the rest, written from a bundled document.
    // Imported text: rules of a document imported with no ID, which nothing can cite.
    int imported = 0, citing = 0, seed = 0, assumption_only = 0, imported_text = 0;
    // Citations the documents as now imported do not resolve (a newer version dropped the section):
    // `db build` refuses them until they are corrected.
    struct Unresolved {
        std::string entry_id, doc, section;
    };
    std::vector<Unresolved> unresolved;
    std::vector<UncitedSections> uncited;
    std::vector<CoverageEntry> terms_without_rule;           // no rule's title or text names it
    std::vector<CoverageEntry> assumptions_without_source;   // no <official> citation
};

// Each game's coverage (only `game` when it is not empty), in game ID order.
std::vector<GameCoverage> coverage(SQLite::Database& db, const std::string& game = {});

// The documents of `game` only: what a search that found nothing says the database covers.
std::vector<CoveredDocument> covered_documents(SQLite::Database& db, const std::string& game);

}  // namespace rulesdb
