// Reading the database into SiteData: plain SQL over the tables docs/database.md describes.
#include "web-export/site_data.hpp"

#include "rulesdb/corpus_loader.hpp"
#include "rulesdb/database.hpp"
#include "rulesdb/official_sources.hpp"
#include "rulesdb/text_fold.hpp"

#include <algorithm>
#include <set>

#include <SQLiteCpp/Statement.h>

namespace web_export {

namespace {

std::string column(SQLite::Statement& s, int i) { return s.getColumn(i).isNull() ? std::string() : s.getColumn(i).getString(); }

// The non-empty words of a space-separated list (a card's traits, keywords and values).
std::vector<std::string> words_of(const std::string& text) {
    std::vector<std::string> out;
    for (std::size_t start = 0; start <= text.size();) {
        auto end = std::min(text.find(' ', start), text.size());
        if (end > start) out.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return out;
}


using Documents = std::map<std::pair<std::string, std::string>, SourceInfo>;

// Each game's documents by (game, id): title and address, not the path they were read from; an
// official document imported under an ID by its title, version and date.
Documents document_titles(SQLite::Database& db) {
    Documents out;
    SQLite::Statement s(db, "SELECT game, id, title, url FROM documents");
    while (s.executeStep()) out[{column(s, 0), column(s, 1)}] = {column(s, 2), "", column(s, 3), "", ""};
    for (const auto& doc : rulesdb::official_documents(db))
        out[{doc.game, doc.info.doc}] = {doc.info.title.empty() ? doc.info.doc : doc.info.title, "", "", doc.info.version, doc.info.effective};
    return out;
}

// "power=2000 cost=2" → {power, 2000}, {cost, 2}; a word without "=" keeps an empty value.
std::vector<std::pair<std::string, std::string>> card_values(const std::string& stored) {
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& word : words_of(stored)) {
        const auto equals = word.find('=');
        if (equals == std::string::npos) out.emplace_back(word, "");
        else out.emplace_back(word.substr(0, equals), word.substr(equals + 1));
    }
    return out;
}

SourceInfo source_of(const Documents& documents, const std::string& game, const std::string& doc, const std::string& heading) {
    SourceInfo out{doc, heading, "", "", ""};
    if (auto it = documents.find({game, doc}); it != documents.end()) {
        out = it->second;
        out.section = heading;
    }
    return out;
}

}  // namespace

std::vector<std::string> SiteData::sections(const std::string& game) const {
    std::vector<const RuleInfo*> roots;
    for (const auto& [id, rule] : rules)
        if (rule.game == game && rule.parent_id.empty()) roots.push_back(&rule);
    std::stable_sort(roots.begin(), roots.end(), [](const RuleInfo* a, const RuleInfo* b) { return a->ord < b->ord; });
    std::vector<std::string> out;
    for (const auto* rule : roots) out.push_back(rule->id);
    return out;
}

std::string SiteData::section_of(const std::string& rule_id) const {
    std::string current = rule_id;
    std::set<std::string> seen;
    for (;;) {
        auto it = rules.find(current);
        if (it == rules.end() || it->second.parent_id.empty() || !seen.insert(current).second) return current;
        current = it->second.parent_id;
    }
}

bool SiteData::officially_confirmed(const std::string& id) const {
    const auto it = official_of.find(id);
    return it != official_of.end() && std::any_of(it->second.begin(), it->second.end(), [](const auto& c) { return !c.entry_id.empty(); });
}

std::string SiteData::ruling_title(const RulingInfo& r) const {
    if (r.title_en.empty()) return r.title_ja;
    return r.title_ja + " / " + r.title_en;
}

std::string SiteData::rule_titled(const std::string& game, const std::string& word) const {
    auto it = rules_by_title.find(game + '\t' + rulesdb::fold_key(word));
    return it == rules_by_title.end() ? std::string() : it->second;
}

std::string SiteData::term_named(const std::string& game, const std::string& word) const {
    auto it = terms_by_name.find(game + '\t' + rulesdb::fold_key(word));
    return it == terms_by_name.end() ? std::string() : it->second;
}

SiteData load_site_data(SQLite::Database& db) {
    SiteData data;
    data.built_by = rulesdb::database_built_by(db);
    auto documents = document_titles(db);
    {
        SQLite::Statement s(db, "SELECT id, name_ja, name_en FROM games ORDER BY id");
        while (s.executeStep()) data.games.push_back({column(s, 0), column(s, 1), column(s, 2)});
    }
    {
        SQLite::Statement s(db, "SELECT id, game, coalesce(parent_id, ''), title_ja, title_en, text, text_en, source_doc,"
                                " source_heading, imported_from, ord FROM rules ORDER BY id");
        while (s.executeStep()) {
            RuleInfo r{column(s, 0), column(s, 1), column(s, 2), column(s, 3), column(s, 4), column(s, 5), column(s, 6), {},
                       s.getColumn(10).getInt(), {}, !s.getColumn(9).isNull()};
            // An imported document is named by its kind, not by the file it was imported from.
            r.source = s.getColumn(9).isNull() || !column(s, 7).empty() ? source_of(documents, r.game, column(s, 7), column(s, 8))
                                                                         : SourceInfo{"Imported rules document", column(s, 8), "", "", ""};
            if (!r.imported)
                for (const auto* title : {&r.title_ja, &r.title_en})
                    if (auto key = rulesdb::fold_key(*title); !key.empty()) data.rules_by_title.emplace(r.game + '\t' + key, r.id);
            data.rules.emplace(r.id, std::move(r));
        }
        SQLite::Statement children(db, "SELECT id, parent_id FROM rules WHERE parent_id IS NOT NULL ORDER BY parent_id, ord, id");
        while (children.executeStep())
            if (auto it = data.rules.find(column(children, 1)); it != data.rules.end()) it->second.children.push_back(column(children, 0));
    }
    {
        SQLite::Statement s(db, "SELECT id, game, title_ja, title_en, question, answer, tags, status, coalesce(supersedes, ''),"
                                " coalesce(superseded_by, ''), source_doc, source_heading, date, imported_from IS NOT NULL, url, cards_named FROM rulings ORDER BY id");
        while (s.executeStep()) {
            RulingInfo r;
            r.id = column(s, 0), r.game = column(s, 1), r.title_ja = column(s, 2), r.title_en = column(s, 3);
            r.question = column(s, 4), r.answer = column(s, 5), r.tags = rulesdb::split_tags(column(s, 6)), r.status = column(s, 7);
            r.supersedes = column(s, 8), r.superseded_by = column(s, 9);
            r.source = source_of(documents, r.game, column(s, 10), column(s, 11));
            r.date = column(s, 12);
            r.official_qa = s.getColumn(13).getInt() != 0;
            if (r.official_qa) r.source.url = column(s, 14);
            r.cards_named = column(s, 15);
            data.rulings.emplace(r.id, std::move(r));
        }
        SQLite::Statement cites(db, "SELECT ruling_id, cited_id FROM citations ORDER BY ruling_id, ord, cited_id");
        while (cites.executeStep()) {
            auto ruling = column(cites, 0), cited = column(cites, 1);
            if (auto it = data.rulings.find(ruling); it != data.rulings.end()) it->second.cites.push_back(cited);
            data.cited_by[cited].push_back(ruling);
        }
        SQLite::Statement scenarios(db, "SELECT ruling_id, scenario_path, scenario_id FROM ruling_scenarios ORDER BY ruling_id, scenario_path");
        while (scenarios.executeStep())
            if (auto it = data.rulings.find(column(scenarios, 0)); it != data.rulings.end())
                it->second.scenarios.push_back({column(scenarios, 1), column(scenarios, 2)});
    }
    for (auto& [id, citing] : data.cited_by) std::sort(citing.begin(), citing.end());
    {
        SQLite::Statement s(db, "SELECT c.entry_id, c.game, c.doc, c.section, coalesce(o.entry_id, '') FROM official_citations c"
                                " LEFT JOIN official_sections o ON o.game = c.game AND o.doc = c.doc AND o.section = c.section"
                                " ORDER BY c.entry_id, c.ord");
        while (s.executeStep()) {
            const auto doc = documents.find({column(s, 1), column(s, 2)});
            const auto section = column(s, 4);
            data.official_of[column(s, 0)].push_back({doc == documents.end() ? SourceInfo{column(s, 2), "", "", "", ""} : doc->second, column(s, 3), section});
            if (!section.empty()) data.official_cited_by[section].push_back(column(s, 0));
        }
    }
    {
        SQLite::Statement s(db, "SELECT id, game, title_ja, title_en, text, why, source_doc FROM assumptions ORDER BY id");
        while (s.executeStep()) {
            AssumptionInfo a{column(s, 0), column(s, 1), column(s, 2), column(s, 3), column(s, 4), column(s, 5), {}, {}};
            if (!column(s, 6).empty()) a.source = source_of(documents, a.game, column(s, 6), "");
            data.assumptions.emplace(a.id, std::move(a));
        }
        // A scenario may show an assumption at work as well as a ruling.
        SQLite::Statement scenarios(db, "SELECT ruling_id, scenario_path, scenario_id FROM ruling_scenarios ORDER BY ruling_id, scenario_path");
        while (scenarios.executeStep())
            if (auto it = data.assumptions.find(column(scenarios, 0)); it != data.assumptions.end())
                it->second.scenarios.push_back({column(scenarios, 1), column(scenarios, 2)});
    }
    {
        SQLite::Statement s(db, "SELECT id, game, ja, reading, en, note FROM terms ORDER BY id");
        while (s.executeStep()) {
            TermInfo t{column(s, 0), column(s, 1), column(s, 2), column(s, 3), column(s, 4), column(s, 5), {}, {}, {}};
            data.terms.emplace(t.id, std::move(t));
        }
        SQLite::Statement names(db, "SELECT term_id, name, key, elsewhere FROM term_names ORDER BY term_id, name");
        while (names.executeStep()) {
            auto term = column(names, 0), name = column(names, 1);
            if (auto it = data.terms.find(term); it != data.terms.end() && name != it->second.ja && name != it->second.en &&
                                                 name != it->second.reading)
                (names.getColumn(3).getInt() ? it->second.known_as : it->second.aliases).push_back(name);
        }
        SQLite::Statement keys(db, "SELECT DISTINCT n1.key, n2.name FROM term_names n1 JOIN term_names n2 ON n2.term_id = n1.term_id"
                                   " WHERE n1.key <> '' ORDER BY n1.key, n2.name");
        while (keys.executeStep()) data.names_by_key[column(keys, 0)].push_back(column(keys, 1));
        SQLite::Statement games(db, "SELECT DISTINCT n.key, t.game FROM term_names n JOIN terms t ON t.id = n.term_id"
                                    " WHERE n.key <> '' ORDER BY n.key, t.game");
        while (games.executeStep()) data.term_games_by_key[column(games, 0)].push_back(column(games, 1));
        SQLite::Statement named(db, "SELECT t.game, n.key, t.id FROM term_names n JOIN terms t ON t.id = n.term_id WHERE n.key <> ''"
                                    " ORDER BY t.game, n.key, t.id");
        while (named.executeStep()) data.terms_by_name.emplace(column(named, 0) + '\t' + column(named, 1), column(named, 2));
        SQLite::Statement links(db, "SELECT term_id, related_id FROM term_links ORDER BY term_id, related_id");
        while (links.executeStep())
            if (auto it = data.terms.find(column(links, 0)); it != data.terms.end()) it->second.related.push_back(column(links, 1));
    }
    {
        SQLite::Statement s(db, "SELECT id, game, name, reading, name_en, type, traits, keywords, vals, text, text_en, abilities,"
                                " source_doc, imported_from FROM cards ORDER BY id");
        while (s.executeStep()) {
            CardInfo c;
            c.id = column(s, 0), c.game = column(s, 1), c.name = column(s, 2), c.reading = column(s, 3), c.name_en = column(s, 4);
            c.type = column(s, 5), c.traits = words_of(column(s, 6)), c.keywords = words_of(column(s, 7));
            c.values = card_values(column(s, 8)), c.text = column(s, 9), c.text_en = column(s, 10), c.abilities = column(s, 11);
            // An imported card list is named by its kind (in the page's language), not by the file it was imported from.
            c.imported = !s.getColumn(13).isNull();
            if (!c.imported) c.source = source_of(documents, c.game, column(s, 12), "");
            data.cards.emplace(c.id, std::move(c));
        }
        SQLite::Statement mentions(db, "SELECT entry_id, card_id FROM card_mentions ORDER BY entry_id, ord, card_id");
        while (mentions.executeStep()) {
            auto entry = column(mentions, 0), card = column(mentions, 1);
            data.cards_of[entry].push_back(card);
            if (auto it = data.cards.find(card); it != data.cards.end()) it->second.about.push_back(entry);
        }
        SQLite::Statement scenarios(db, "SELECT card_id, scenario_path, scenario_id FROM card_scenarios ORDER BY card_id, scenario_path");
        while (scenarios.executeStep()) {
            auto card = column(scenarios, 0), path = column(scenarios, 1);
            data.cards_in_scenario[path].push_back(card);
            if (auto it = data.cards.find(card); it != data.cards.end()) it->second.scenarios.push_back({path, column(scenarios, 2)});
        }
    }
    {
        SQLite::Statement s(db, "SELECT id, kind, title FROM entries ORDER BY id");
        while (s.executeStep()) {
            data.kind_of[column(s, 0)] = column(s, 1);
            data.title_of[column(s, 0)] = column(s, 2);
        }
    }
    return data;
}

void for_each_search_text(SQLite::Database& db, const std::function<void(const SearchText&)>& visit) {
    // search_source is exactly the text `judge search` matches against.
    SQLite::Statement text(db, "SELECT id, kind, game, title, body, title_keys FROM search_source ORDER BY id");
    while (text.executeStep())
        visit(SearchText{column(text, 0), column(text, 1), column(text, 2), column(text, 3), column(text, 4), column(text, 5)});
}

}  // namespace web_export
