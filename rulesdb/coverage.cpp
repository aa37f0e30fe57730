// Counting a game's entries by their backing: see coverage.hpp. Plain SQL over the tables of
// docs/database.md; the official documents' section order comes from official_sections.
#include "rulesdb/coverage.hpp"

#include <algorithm>
#include <map>

#include <SQLiteCpp/Statement.h>

#include "rulesdb/official_sources.hpp"

namespace rulesdb {

namespace {

std::vector<CoverageEntry> entries(SQLite::Database& db, const char* sql, const std::string& game) {
    SQLite::Statement s(db, sql);
    s.bind(1, game);
    std::vector<CoverageEntry> out;
    while (s.executeStep()) out.push_back({s.getColumn(0).getString(), s.getColumn(1).getString()});
    return out;
}

int count(SQLite::Database& db, const char* sql, const std::string& game) {
    SQLite::Statement s(db, sql);
    s.bind(1, game);
    return s.executeStep() ? s.getColumn(0).getInt() : 0;
}

// The sections and Q&A items of the official documents themselves.
constexpr const char* kImportedIds =
    "SELECT id FROM rules WHERE game = ?1 AND imported_from IS NOT NULL AND source_doc <> ''"
    " UNION SELECT id FROM rulings WHERE game = ?1 AND imported_from IS NOT NULL";
// Entries with at least one official citation that resolves.
constexpr const char* kCitingIds =
    "SELECT c.entry_id FROM official_citations c JOIN official_sections s ON s.game = c.game AND s.doc = c.doc AND s.section = c.section"
    " WHERE c.game = ?1";

}  // namespace

std::vector<CoveredDocument> covered_documents(SQLite::Database& db, const std::string& game) {
    std::vector<CoveredDocument> out;
    SQLite::Statement bundled(db, "SELECT id, title, url FROM documents WHERE game = ? ORDER BY id");
    bundled.bind(1, game);
    while (bundled.executeStep()) out.push_back({bundled.getColumn(0).getString(), bundled.getColumn(1).getString(), bundled.getColumn(2).getString(), {}, false, 0});
    for (const auto& doc : official_documents(db)) {
        if (doc.game != game) continue;
        int sections = 0;
        for (const auto& [number, n] : doc.sections) sections += n;
        out.push_back({doc.info.doc, doc.info.title, "", doc.info, true, sections});
    }
    SQLite::Statement plain(db, "SELECT source FROM imports WHERE game = ? AND doc = '' AND kind = 'text' ORDER BY source");
    plain.bind(1, game);
    while (plain.executeStep()) out.push_back({"", plain.getColumn(0).getString(), "", {}, true, 0});
    return out;
}

std::vector<GameCoverage> coverage(SQLite::Database& db, const std::string& only) {
    std::vector<GameCoverage> out;
    SQLite::Statement games(db, "SELECT id, name_ja || ' / ' || name_en FROM games ORDER BY id");
    while (games.executeStep()) {
        GameCoverage c;
        c.game = games.getColumn(0).getString();
        c.name = games.getColumn(1).getString();
        if (!only.empty() && c.game != only) continue;
        c.documents = covered_documents(db, c.game);
        const std::string imported_ids = kImportedIds, citing_ids = kCitingIds;
        const std::string official_ids = imported_ids + " UNION " + citing_ids;
        c.imported = count(db, ("SELECT count(*) FROM (" + imported_ids + ")").c_str(), c.game);
        c.citing = count(db, ("SELECT count(*) FROM (" + citing_ids + " EXCEPT " + imported_ids + ")").c_str(), c.game);
        c.imported_text = count(db, "SELECT count(*) FROM rules WHERE game = ?1 AND imported_from IS NOT NULL AND source_doc = ''", c.game);
        // An assumption with no official section, and a ruling that rests on such assumptions alone.
        const std::string bare_assumptions = "SELECT id FROM assumptions WHERE game = ?1 AND id NOT IN (" + official_ids + ")";
        c.assumption_only = count(db, ("SELECT (SELECT count(*) FROM (" + bare_assumptions + ")) + (SELECT count(*) FROM rulings r"
                                       " WHERE r.game = ?1 AND r.imported_from IS NULL AND r.id NOT IN (" + official_ids + ")"
                                       " AND EXISTS (SELECT 1 FROM citations WHERE ruling_id = r.id) AND NOT EXISTS"
                                       " (SELECT 1 FROM citations x WHERE x.ruling_id = r.id AND x.cited_id NOT IN (" + bare_assumptions + ")))").c_str(),
                                  c.game);
        const int all = count(db, "SELECT (SELECT count(*) FROM rules WHERE game = ?1) + (SELECT count(*) FROM rulings WHERE game = ?1)"
                                  " + (SELECT count(*) FROM assumptions WHERE game = ?1)", c.game);
        c.seed = all - c.imported - c.citing - c.assumption_only - c.imported_text;
        {
            SQLite::Statement s(db, "SELECT c.entry_id, c.doc, c.section FROM official_citations c WHERE c.game = ?1 AND NOT EXISTS"
                                    " (SELECT 1 FROM official_sections s WHERE s.game = c.game AND s.doc = c.doc AND s.section = c.section)"
                                    " ORDER BY c.entry_id, c.ord");
            s.bind(1, c.game);
            while (s.executeStep()) c.unresolved.push_back({s.getColumn(0).getString(), s.getColumn(1).getString(), s.getColumn(2).getString()});
        }

        for (const auto& doc : official_documents(db)) {
            if (doc.game != c.game) continue;
            SQLite::Statement s(db, "SELECT s.section FROM official_sections s JOIN rules r ON r.id = s.entry_id"
                                    " WHERE s.game = ?1 AND s.doc = ?2 AND NOT EXISTS (SELECT 1 FROM official_citations c"
                                    " WHERE c.game = s.game AND c.doc = s.doc AND c.section = s.section)"
                                    // A number written for several headings cannot be cited: it is no work left.
                                    " AND (SELECT count(*) FROM official_sections t WHERE t.game = s.game AND t.doc = s.doc AND t.section = s.section) = 1"
                                    " ORDER BY r.rowid");
            s.bind(1, c.game);
            s.bind(2, doc.info.doc);
            UncitedSections uncited{doc.info.doc, doc.info, {}};
            while (s.executeStep()) uncited.sections.push_back(s.getColumn(0).getString());
            if (!uncited.sections.empty()) c.uncited.push_back(std::move(uncited));
        }
        // A term is a rule's word when a rule's title or text has one of its own names (not what
        // other games call it).
        c.terms_without_rule = entries(db,
                                       "SELECT t.id, t.ja FROM terms t WHERE t.game = ?1 AND NOT EXISTS (SELECT 1 FROM term_names n"
                                       " JOIN rules r ON r.game = t.game WHERE n.term_id = t.id AND n.elsewhere = 0 AND length(n.name) > 1"
                                       " AND (instr(r.text, n.name) > 0 OR instr(r.title_ja, n.name) > 0 OR instr(lower(r.text_en), lower(n.name)) > 0))"
                                       " ORDER BY t.id",
                                       c.game);
        c.assumptions_without_source = entries(db,
                                               ("SELECT id, title_ja FROM assumptions WHERE game = ?1 AND id NOT IN (" + citing_ids + ") ORDER BY id").c_str(),
                                               c.game);
        out.push_back(std::move(c));
    }
    return out;
}

}  // namespace rulesdb
