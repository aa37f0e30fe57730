// Official documents an organiser imports (the comprehensive rules, the official Q&A) and the entries
// that cite them by their own section numbers (docs/official-sources.md): the rows that record them,
// the check that every citation resolves, and what a newer version leaves unresolved.
#pragma once

#include <map>
#include <string>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "messages/message.hpp"
#include "rulesdb/corpus_sink.hpp"
#include "rulesdb/diagnostic.hpp"
#include "rulesdb/section_number.hpp"
#include "rulesdb/text_import.hpp"

namespace rulesdb {

// One imported official document as a citation sees it: its numbers, each with how many headings
// carry it (a number written under several parents, （1）, cannot be cited).
struct OfficialDocument {
    std::string game;
    DocumentInfo info;
    std::map<std::string, int> sections;
};

// An official document's ID: lower-case ASCII letters, digits and hyphens, starting with a letter.
bool valid_document_id(const std::string& doc);

// "YYYY-MM-DD" naming a real day.
bool valid_date(const std::string& date);

// The documents among `imports` that were imported under an ID, with their section numbers
// (a text's numbered headings, a Q&A table's item numbers).
std::vector<OfficialDocument> official_documents(const std::vector<ImportedDocument>& texts,
                                                 const std::vector<ImportedDocument>& qa_tables);

// The official documents imported into an open database.
std::vector<OfficialDocument> official_documents(SQLite::Database& db);

// "デュエル・マスターズ総合ルール (version 1.40, effective 2026-04-01)": how a citation names its document,
// in the user's language or in `lang` (a page's).
std::string document_label(const DocumentInfo& info);
std::string document_label(const DocumentInfo& info, msg::Lang lang);
// Its version and date alone ("version 1.40, effective 2026-04-01"); empty when neither is known.
std::string document_edition(const DocumentInfo& info, msg::Lang lang);

// Checks every <official> citation as the entry is read: its document must be imported (under its
// ID, for the entry's game) and have exactly one section of that number. The problems name the
// nearest numbers the document has.
class OfficialCitationCheck final : public CorpusSink {
public:
    OfficialCitationCheck(std::vector<OfficialDocument> documents, std::string database) : documents_(std::move(documents)), database_(std::move(database)) {}
    void game(const Game& game) override {
        for (const auto& doc : game.documents) bundled_.push_back(game.id + "\t" + doc.id);
    }
    void rule(const Rule& rule) override { check(rule.game, rule.official); }
    void ruling(const Ruling& ruling) override { check(ruling.game, ruling.official); }
    void assumption(const Assumption& assumption) override { check(assumption.game, assumption.official); }
    void term(const Term&) override {}
    void scenario_link(const ScenarioLink&) override {}
    void card(const Card& card) override { check(card.game, card.official); }
    void card_use(const CardUse&) override {}

    const Diagnostics& problems() const { return problems_; }

private:
    void check(const std::string& game, const std::vector<OfficialRef>& refs);
    std::vector<OfficialDocument> documents_;
    std::vector<std::string> bundled_;  // "game\tdocument" of every game.xml <document>
    std::string database_;
    Diagnostics problems_;
};

// The sources imports of `doc` (of `game`) came from; none for an empty `doc`. Throws InputError
// (named after `display_name`) when `doc` names an import of another kind: a Q&A never replaces a
// rules text of the same ID, nor the other way round.
std::vector<std::string> imported_sources(SQLite::Database& db, const std::string& game, const std::string& doc, const char* kind,
                                          const std::string& display_name);

// Takes everything one import added (rules, Q&A rulings, their sections) and its record out of `db`.
void forget_import(SQLite::Database& db, const std::string& source);

// Records that `entry_id` is section `section` of the official document `doc`.
void record_section(SQLite::Database& db, const std::string& game, const std::string& doc, const std::string& section,
                    const std::string& entry_id);

// Records an import (kind "text", "qa" or "cards") with its document's ID, title, version and date.
void record_import(SQLite::Database& db, const ImportedDocument& doc, const char* kind);

// A citation of `doc` whose section the document, as now imported, does not have.
struct UnresolvedCitation {
    std::string entry_id, section, defined_at;
};
std::vector<UnresolvedCitation> unresolved_citations(SQLite::Database& db, const std::string& game, const std::string& doc);

// The text of each section of `doc` that some entry cites (a rule's text, a Q&A item's question and
// answer), by number: taken before a new version is imported, to tell which cited sections changed.
std::map<std::string, std::string> cited_section_texts(SQLite::Database& db, const std::string& game, const std::string& doc);

// The citations of `doc` whose section the new version still has, with a text other than `before`.
std::vector<UnresolvedCitation> changed_citations(SQLite::Database& db, const std::string& game, const std::string& doc,
                                                  const std::map<std::string, std::string>& before);

}  // namespace rulesdb
