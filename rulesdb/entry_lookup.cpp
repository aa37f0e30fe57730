// Gathering an entry and its links from the database.
#include "rulesdb/entry_lookup.hpp"

#include <set>

#include <SQLiteCpp/Statement.h>

#include "rulesdb/corpus_validator.hpp"
#include "rulesdb/official_sources.hpp"
#include "rulesdb/text_fold.hpp"

namespace rulesdb {

namespace {

std::vector<EntryLink> links(SQLite::Database& db, const std::string& sql, const std::string& id) {
    SQLite::Statement statement(db, sql);
    statement.bind(1, id);
    std::vector<EntryLink> out;
    while (statement.executeStep())
        out.push_back({statement.getColumn(0).getString(), statement.getColumn(1).getString(), statement.getColumn(2).getString()});
    return out;
}

std::string linked(const char* inner) {
    // entries holds every entry's title ("日本語 English"), looked up by its ID index.
    return std::string("SELECT x.id, e.kind, e.title FROM (") + inner + ") x JOIN entries e ON e.id = x.id";
}

void add_group(Entry& entry, std::string name, std::string label, std::vector<EntryLink> found) {
    if (!found.empty()) entry.links.push_back({std::move(name), std::move(label), std::move(found)});
}

void add_field(Entry& entry, std::string name, std::string label, std::string value) {
    if (!value.empty()) entry.fields.push_back({std::move(name), std::move(label), std::move(value)});
}

std::string document_source(SQLite::Database& db, const std::string& game, const std::string& doc, const std::string& heading) {
    SQLite::Statement statement(db, "SELECT title, path FROM documents WHERE game = ? AND id = ?");
    statement.bind(1, game);
    statement.bind(2, doc);
    std::string out = doc;
    if (statement.executeStep())
        out = statement.getColumn(0).getString() + " (" + statement.getColumn(1).getString() + ")";
    if (!heading.empty()) out += " › " + heading;
    return out;
}

// An official document's title, version and date as its import recorded them.
std::optional<DocumentInfo> imported_document(SQLite::Database& db, const std::string& game, const std::string& doc) {
    SQLite::Statement s(db, "SELECT doc, title, version, effective FROM imports WHERE game = ? AND doc = ? LIMIT 1");
    s.bind(1, game);
    s.bind(2, doc);
    if (!s.executeStep() || doc.empty()) return std::nullopt;
    return DocumentInfo{s.getColumn(0).getString(), s.getColumn(1).getString(), s.getColumn(2).getString(), s.getColumn(3).getString()};
}

// An imported section's source: its document's title, version and date, then its own heading.
std::string official_source(SQLite::Database& db, const std::string& game, const std::string& doc, const std::string& heading) {
    const auto info = imported_document(db, game, doc);
    return (info ? document_label(*info) : doc) + " › " + heading;
}

// The entries that cite the official section `entry_id` is.
void add_official_citers(SQLite::Database& db, Entry& entry) {
    add_group(entry, "official_cited_by", "Cited as an official source by",
              links(db, linked("SELECT c.entry_id AS id FROM official_sections s JOIN official_citations c"
                               " ON c.game = s.game AND c.doc = s.doc AND c.section = s.section WHERE s.entry_id = ?1 ORDER BY c.entry_id"),
                    entry.id));
}

// The cards a ruling or an assumption is about.
void add_cards(SQLite::Database& db, Entry& entry) {
    add_group(entry, "cards", "About cards", links(db, linked("SELECT card_id AS id FROM card_mentions WHERE entry_id = ?1 ORDER BY ord"), entry.id));
}

void fill_rule(SQLite::Database& db, Entry& entry) {
    SQLite::Statement r(db, "SELECT text, text_en, source_doc, source_heading, imported_from, parent_id FROM rules WHERE id = ?");
    r.bind(1, entry.id);
    if (!r.executeStep()) return;
    add_field(entry, "text", "Text", r.getColumn(0).getString());
    add_field(entry, "text_en", "English", r.getColumn(1).getString());
    entry.source = r.getColumn(4).isNull() ? document_source(db, entry.game, r.getColumn(2).getString(), r.getColumn(3).getString())
                   : r.getColumn(2).getString().empty() ? "imported from " + r.getColumn(4).getString() + " › " + r.getColumn(3).getString()
                                                        : official_source(db, entry.game, r.getColumn(2).getString(), r.getColumn(3).getString());
    add_official_citers(db, entry);
    add_group(entry, "parent", "Section", links(db, linked("SELECT parent_id AS id FROM rules WHERE id = ?1 AND parent_id IS NOT NULL"), entry.id));
    add_group(entry, "children", "Contains", links(db, linked("SELECT id FROM rules WHERE parent_id = ?1 ORDER BY ord"), entry.id));
    add_group(entry, "cited_by", "Rulings citing it", links(db, linked("SELECT ruling_id AS id FROM citations WHERE cited_id = ?1 ORDER BY ruling_id"), entry.id));
}

void fill_ruling(SQLite::Database& db, Entry& entry) {
    SQLite::Statement r(db, "SELECT question, answer, tags, status, date, source_doc, source_heading, imported_from, url, cards_named"
                            " FROM rulings WHERE id = ?");
    r.bind(1, entry.id);
    if (!r.executeStep()) return;
    add_field(entry, "question", "Question", r.getColumn(0).getString());
    add_field(entry, "answer", "Answer", r.getColumn(1).getString());
    add_field(entry, "tags", "Tags", r.getColumn(2).getString());
    add_field(entry, "status", "Status", r.getColumn(3).getString());
    add_field(entry, "date", "Date", r.getColumn(4).getString());
    if (r.getColumn(7).isNull()) {
        entry.source = document_source(db, entry.game, r.getColumn(5).getString(), r.getColumn(6).getString());
    } else {
        // An official Q&A item: its document and number, its own address, the cards as it names them.
        entry.official_qa = true;
        add_field(entry, "cards_named", "Cards named", r.getColumn(9).getString());
        add_field(entry, "url", "Address", r.getColumn(8).getString());
        entry.source = official_source(db, entry.game, r.getColumn(5).getString(), r.getColumn(6).getString());
        add_official_citers(db, entry);
    }
    add_group(entry, "cites", "Cites", links(db, linked("SELECT cited_id AS id FROM citations WHERE ruling_id = ?1 ORDER BY ord"), entry.id));
    add_cards(db, entry);

    // The chain: walk back to the oldest, then forward to the newest.
    std::string oldest = entry.id;
    std::set<std::string> seen{oldest};
    for (;;) {
        SQLite::Statement back(db, "SELECT supersedes FROM rulings WHERE id = ? AND supersedes IS NOT NULL");
        back.bind(1, oldest);
        if (!back.executeStep() || !seen.insert(back.getColumn(0).getString()).second) break;
        oldest = back.getColumn(0).getString();
    }
    std::vector<EntryLink> chain;
    std::string current = oldest;
    seen.clear();
    while (!current.empty() && seen.insert(current).second) {
        SQLite::Statement step(db, "SELECT id, 'ruling', title_ja || ' ' || title_en, coalesce(superseded_by, '') FROM rulings WHERE id = ?");
        step.bind(1, current);
        if (!step.executeStep()) break;
        chain.push_back({step.getColumn(0).getString(), step.getColumn(1).getString(), step.getColumn(2).getString()});
        current = step.getColumn(3).getString();
    }
    if (chain.size() > 1) entry.supersession = chain;

    SQLite::Statement s(db, "SELECT scenario_path, scenario_id FROM ruling_scenarios WHERE ruling_id = ? ORDER BY scenario_path");
    s.bind(1, entry.id);
    while (s.executeStep()) entry.scenarios.push_back({s.getColumn(0).getString(), s.getColumn(1).getString()});
}

void fill_assumption(SQLite::Database& db, Entry& entry) {
    SQLite::Statement a(db, "SELECT text, why, source_doc FROM assumptions WHERE id = ?");
    a.bind(1, entry.id);
    if (!a.executeStep()) return;
    add_field(entry, "text", "Assumes", a.getColumn(0).getString());
    add_field(entry, "why", "Why", a.getColumn(1).getString());
    if (!a.getColumn(2).getString().empty()) entry.source = document_source(db, entry.game, a.getColumn(2).getString(), "");
    add_group(entry, "cited_by", "Rulings citing it", links(db, linked("SELECT ruling_id AS id FROM citations WHERE cited_id = ?1 ORDER BY ruling_id"), entry.id));
    add_cards(db, entry);
    SQLite::Statement s(db, "SELECT scenario_path, scenario_id FROM ruling_scenarios WHERE ruling_id = ? ORDER BY scenario_path");
    s.bind(1, entry.id);
    while (s.executeStep()) entry.scenarios.push_back({s.getColumn(0).getString(), s.getColumn(1).getString()});
}

void fill_term(SQLite::Database& db, Entry& entry) {
    SQLite::Statement t(db, "SELECT ja, reading, en, note FROM terms WHERE id = ?");
    t.bind(1, entry.id);
    if (!t.executeStep()) return;
    add_field(entry, "ja", "Japanese", t.getColumn(0).getString());
    add_field(entry, "reading", "Reading", t.getColumn(1).getString());
    add_field(entry, "en", "English", t.getColumn(2).getString());
    add_field(entry, "note", "Note", t.getColumn(3).getString());
    std::string aliases, known_as;
    SQLite::Statement n(db, "SELECT name, elsewhere FROM term_names WHERE term_id = ? AND name NOT IN (SELECT ja FROM terms WHERE id = ?1 UNION SELECT en FROM terms WHERE id = ?1 UNION SELECT reading FROM terms WHERE id = ?1) ORDER BY name");
    n.bind(1, entry.id);
    while (n.executeStep()) {
        auto& list = n.getColumn(1).getInt() ? known_as : aliases;
        list += (list.empty() ? "" : ", ") + n.getColumn(0).getString();
    }
    add_field(entry, "aliases", "Aliases", aliases);
    add_field(entry, "known_as", "Known in other games as", known_as);
    add_group(entry, "related", "Related terms", links(db, linked("SELECT related_id AS id FROM term_links WHERE term_id = ?1 ORDER BY related_id"), entry.id));
}

// A card's values as shown: "power 2000, cost 2" from the stored "power=2000 cost=2".
std::string shown_values(const std::string& stored) {
    std::string out;
    for (char c : stored) out += c == '=' ? std::string(" ") : c == ' ' ? std::string(", ") : std::string(1, c);
    return out;
}

void fill_card(SQLite::Database& db, Entry& entry) {
    SQLite::Statement c(db, "SELECT name, reading, name_en, type, traits, keywords, vals, text, text_en, abilities, source_doc, imported_from,"
                            " unplayed FROM cards WHERE id = ?");
    c.bind(1, entry.id);
    if (!c.executeStep()) return;
    const char* names[] = {"name", "reading", "name_en", "type", "traits", "keywords", "values", "text", "text_en", "abilities"};
    const char* labels[] = {"Name", "Reading", "English", "Card type", "Traits", "Keywords", "Values", "Text", "English text", "Abilities"};
    for (int i = 0; i < 10; ++i) {
        auto value = c.getColumn(i).getString();
        if (i == 6) value = shown_values(value);
        add_field(entry, names[i], labels[i], value);
    }
    add_field(entry, "unplayed", "Not played (its text compiled in part)", c.getColumn(12).getString());
    entry.source = c.getColumn(11).isNull() ? document_source(db, entry.game, c.getColumn(10).getString(), "")
                                            : "imported from " + c.getColumn(11).getString();
    add_group(entry, "about", "Rulings and assumptions about it",
              links(db, linked("SELECT entry_id AS id FROM card_mentions WHERE card_id = ?1 ORDER BY entry_id"), entry.id));
    SQLite::Statement s(db, "SELECT scenario_path, scenario_id FROM card_scenarios WHERE card_id = ? ORDER BY scenario_path");
    s.bind(1, entry.id);
    while (s.executeStep()) entry.scenarios.push_back({s.getColumn(0).getString(), s.getColumn(1).getString()});
}

// The ID of the card named or read `typed` (folded as search folds it: half-width, hiragana or
// katakana alike); empty when no card has that name.
std::string card_named(SQLite::Database& db, const std::string& typed) {
    const auto key = fold_key(typed);
    if (key.empty()) return {};
    SQLite::Statement by_name(db, "SELECT id FROM cards WHERE name_key = ?1 ORDER BY game, id LIMIT 1");
    by_name.bind(1, key);
    if (by_name.executeStep()) return by_name.getColumn(0).getString();
    SQLite::Statement by_reading(db, "SELECT id FROM cards WHERE reading_key = ? ORDER BY game, id LIMIT 1");
    by_reading.bind(1, key);
    return by_reading.executeStep() ? by_reading.getColumn(0).getString() : std::string();
}

}  // namespace

std::vector<OfficialSource> official_sources_of(SQLite::Database& db, const std::string& entry_id) {
    std::vector<OfficialSource> out;
    SQLite::Statement s(db, "SELECT c.game, c.doc, c.section, coalesce(s.entry_id, ''), coalesce(e.title, '') FROM official_citations c"
                            " LEFT JOIN official_sections s ON s.game = c.game AND s.doc = c.doc AND s.section = c.section"
                            " LEFT JOIN entries e ON e.id = s.entry_id WHERE c.entry_id = ? ORDER BY c.ord");
    s.bind(1, entry_id);
    while (s.executeStep()) {
        const auto game = s.getColumn(0).getString(), doc = s.getColumn(1).getString();
        const auto info = imported_document(db, game, doc);
        out.push_back({doc, s.getColumn(2).getString(), info ? document_label(*info) : doc, s.getColumn(3).getString(), s.getColumn(4).getString()});
    }
    return out;
}

std::optional<Entry> lookup_entry(SQLite::Database& db, const std::string& typed_id) {
    auto id = id_prefix(typed_id);
    SQLite::Statement statement(db,
                                "SELECT e.id, e.kind, e.game, g.name_ja || ' / ' || g.name_en, e.source_file || ':' || e.source_line,"
                                " e.title FROM entries e JOIN games g ON g.id = e.game WHERE e.id = ?");
    statement.bind(1, id);
    if (!statement.executeStep()) {
        // Not an ID: a card is asked for by its name as often as by its ID.
        const auto card = card_named(db, typed_id);
        if (card.empty()) return std::nullopt;
        statement.reset();
        statement.bind(1, card);
        if (!statement.executeStep()) return std::nullopt;
    }
    Entry entry;
    entry.id = statement.getColumn(0).getString();
    entry.kind = statement.getColumn(1).getString();
    entry.game = statement.getColumn(2).getString();
    entry.game_name = statement.getColumn(3).getString();
    entry.defined_at = statement.getColumn(4).getString();
    entry.title = statement.getColumn(5).getString();
    if (entry.kind == "rule") fill_rule(db, entry);
    else if (entry.kind == "ruling") fill_ruling(db, entry);
    else if (entry.kind == "assumption") fill_assumption(db, entry);
    else if (entry.kind == "card") fill_card(db, entry);
    else fill_term(db, entry);
    entry.official = official_sources_of(db, entry.id);
    return entry;
}

}  // namespace rulesdb
