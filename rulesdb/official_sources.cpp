// Official documents and the citations of their sections: see official_sources.hpp.
#include "rulesdb/official_sources.hpp"

#include <algorithm>
#include <cstdlib>

#include <SQLiteCpp/Statement.h>

#include "messages/language.hpp"
#include "rulesdb/db_builder.hpp"
#include "rulesdb/qa_import.hpp"
#include "rulesdb/rulesdb_messages.hpp"

namespace rulesdb {

namespace {

// Section numbers in the document's order: "2" before "10", "506.2" before "506.10".
bool number_before(const std::string& a, const std::string& b) {
    std::size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        const bool da = a[i] >= '0' && a[i] <= '9', db = b[j] >= '0' && b[j] <= '9';
        if (da && db) {
            std::size_t ei = i, ej = j;
            while (ei < a.size() && a[ei] >= '0' && a[ei] <= '9') ++ei;
            while (ej < b.size() && b[ej] >= '0' && b[ej] <= '9') ++ej;
            const auto na = std::strtoull(a.substr(i, ei - i).c_str(), nullptr, 10), nb = std::strtoull(b.substr(j, ej - j).c_str(), nullptr, 10);
            if (na != nb) return na < nb;
            i = ei;
            j = ej;
        } else {
            if (a[i] != b[j]) return a[i] < b[j];
            ++i;
            ++j;
        }
    }
    return a.size() - i < b.size() - j;
}

// The numbers either side of where `section` would stand, up to two each side.
std::string nearest(const std::map<std::string, int>& sections, const std::string& section) {
    std::vector<std::string> numbers;
    for (const auto& [number, count] : sections) numbers.push_back(number);
    std::sort(numbers.begin(), numbers.end(), number_before);
    const auto at = std::lower_bound(numbers.begin(), numbers.end(), section, number_before) - numbers.begin();
    std::string out;
    for (auto i = std::max<std::ptrdiff_t>(0, at - 2); i < std::min<std::ptrdiff_t>(static_cast<std::ptrdiff_t>(numbers.size()), at + 2); ++i)
        out += (out.empty() ? "" : ", ") + numbers[static_cast<std::size_t>(i)];
    return out;
}

}  // namespace

bool valid_document_id(const std::string& doc) {
    if (doc.empty() || doc.size() > 32 || doc.front() < 'a' || doc.front() > 'z' || doc.back() == '-') return false;
    return std::all_of(doc.begin(), doc.end(), [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; });
}

bool valid_date(const std::string& date) {
    if (date.size() != 10 || date[4] != '-' || date[7] != '-') return false;
    for (std::size_t i : {0u, 1u, 2u, 3u, 5u, 6u, 8u, 9u})
        if (date[i] < '0' || date[i] > '9') return false;
    const int year = std::atoi(date.substr(0, 4).c_str()), month = std::atoi(date.substr(5, 2).c_str()), day = std::atoi(date.substr(8, 2).c_str());
    static constexpr int kDays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (month < 1 || month > 12 || day < 1 || day > kDays[month - 1]) return false;
    return !(month == 2 && day == 29 && !(year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)));
}

std::vector<OfficialDocument> official_documents(const std::vector<ImportedDocument>& texts, const std::vector<ImportedDocument>& qa_tables) {
    std::vector<OfficialDocument> out;
    for (const auto& text : texts) {
        if (text.info.doc.empty()) continue;
        OfficialDocument doc{text.game, text.info, {}};
        for (const auto& rule : parse_rules_text(text.text, text.game, text.source, text.info.doc))
            if (!rule.section.empty()) ++doc.sections[rule.section];
        out.push_back(std::move(doc));
    }
    for (const auto& table : qa_tables) {
        OfficialDocument doc{table.game, table.info, {}};
        for (const auto& item : parse_qa_table(table, table.source).items) ++doc.sections[item.number];
        out.push_back(std::move(doc));
    }
    return out;
}

std::vector<OfficialDocument> official_documents(SQLite::Database& db) {
    std::vector<OfficialDocument> out;
    SQLite::Statement docs(db, "SELECT game, doc, title, version, effective FROM imports WHERE doc <> '' ORDER BY game, doc");
    SQLite::Statement sections(db, "SELECT section, count(*) FROM official_sections WHERE game = ? AND doc = ? GROUP BY section");
    while (docs.executeStep()) {
        OfficialDocument doc{docs.getColumn(0).getString(),
                             {docs.getColumn(1).getString(), docs.getColumn(2).getString(), docs.getColumn(3).getString(), docs.getColumn(4).getString()},
                             {}};
        sections.reset();
        sections.bind(1, doc.game);
        sections.bind(2, doc.info.doc);
        while (sections.executeStep()) doc.sections[sections.getColumn(0).getString()] = sections.getColumn(1).getInt();
        out.push_back(std::move(doc));
    }
    return out;
}

std::string document_label(const DocumentInfo& info) { return document_label(info, msg::language()); }

std::string document_label(const DocumentInfo& info, msg::Lang lang) {
    const auto details = document_edition(info, lang);
    const auto& title = info.title.empty() ? info.doc : info.title;
    if (details.empty()) return title;
    return lang == msg::Lang::ja ? title + "（" + details + "）" : title + " (" + details + ")";
}

std::string document_edition(const DocumentInfo& info, msg::Lang lang) {
    std::string details;
    if (!info.version.empty()) details = msg::render(say::kDocumentVersion, lang, {{"version", info.version}});
    if (!info.effective.empty())
        details += (details.empty() ? "" : lang == msg::Lang::ja ? "、" : ", ") + msg::render(say::kDocumentEffective, lang, {{"date", info.effective}});
    return details;
}

void OfficialCitationCheck::check(const std::string& game, const std::vector<OfficialRef>& refs) {
    for (std::size_t i = 0; i < refs.size(); ++i) {
        const auto& ref = refs[i];
        const auto at = [&](std::string message) { problems_.push_back({ref.origin.file, ref.origin.line, ref.column, std::move(message)}); };
        bool twice = false;
        for (std::size_t j = 0; j < i; ++j) twice = twice || (refs[j].doc == ref.doc && refs[j].section == ref.section);
        if (twice) {
            at(msg::say(say::kOfficialTwice, {{"doc", ref.doc}, {"section", ref.section}}));
            continue;
        }
        const auto doc = std::find_if(documents_.begin(), documents_.end(), [&](const OfficialDocument& d) { return d.game == game && d.info.doc == ref.doc; });
        if (doc == documents_.end() && std::find(bundled_.begin(), bundled_.end(), game + "\t" + ref.doc) != bundled_.end()) {
            at(msg::say(say::kOfficialIsBundled, {{"doc", ref.doc}, {"game", game}}));
            continue;
        }
        if (doc == documents_.end()) {
            std::string imported;
            for (const auto& d : documents_)
                if (d.game == game) imported += (imported.empty() ? "" : ", ") + d.info.doc;
            at(msg::say(imported.empty() ? say::kOfficialNoDocuments : say::kOfficialUnknownDocument,
                        {{"doc", ref.doc}, {"game", game}, {"database", database_}, {"imported", imported}}));
            continue;
        }
        const auto section = doc->sections.find(ref.section);
        if (section == doc->sections.end())
            at(msg::say(say::kOfficialUnknownSection,
                        {{"doc", ref.doc}, {"label", document_label(doc->info)}, {"section", ref.section}, {"nearest", nearest(doc->sections, ref.section)}}));
        else if (section->second > 1)
            at(msg::say(say::kOfficialAmbiguousSection, {{"doc", ref.doc}, {"section", ref.section}, {"count", section->second}}));
    }
}

std::vector<std::string> imported_sources(SQLite::Database& db, const std::string& game, const std::string& doc, const char* kind,
                                          const std::string& display_name) {
    std::vector<std::string> out;
    if (doc.empty()) return out;
    SQLite::Statement query(db, "SELECT source, kind FROM imports WHERE game = ? AND doc = ? ORDER BY source");
    query.bind(1, game);
    query.bind(2, doc);
    while (query.executeStep()) {
        if (query.getColumn(1).getString() != kind)
            throw InputError({display_name, 0, 0,
                              msg::say(std::string_view(kind) == "qa" ? say::kDocIdIsRules : say::kDocIdIsQa,
                                       {{"doc", doc}, {"source", query.getColumn(0).getString()}})});
        out.push_back(query.getColumn(0).getString());
    }
    return out;
}

void forget_import(SQLite::Database& db, const std::string& source) {
    delete_imported_rules(db, source);
    delete_imported_qa(db, source);
    SQLite::Statement forget(db, "DELETE FROM imports WHERE source = ?");
    forget.bind(1, source);
    forget.exec();
}

void record_section(SQLite::Database& db, const std::string& game, const std::string& doc, const std::string& section, const std::string& entry_id) {
    SQLite::Statement insert(db, "INSERT INTO official_sections(game, doc, section, entry_id) VALUES (?,?,?,?)");
    insert.bind(1, game);
    insert.bind(2, doc);
    insert.bind(3, section);
    insert.bind(4, entry_id);
    insert.exec();
}

void record_import(SQLite::Database& db, const ImportedDocument& doc, const char* kind) {
    SQLite::Statement record(db, "INSERT INTO imports(source, game, encoding, text, kind, doc, title, version, effective) VALUES (?,?,?,?,?,?,?,?,?)");
    int i = 1;
    for (const auto* text : {&doc.source, &doc.game, &doc.encoding, &doc.text}) record.bind(i++, *text);
    record.bind(i++, kind);
    for (const auto* text : {&doc.info.doc, &doc.info.title, &doc.info.version, &doc.info.effective}) record.bind(i++, *text);
    record.exec();
}

std::map<std::string, std::string> cited_section_texts(SQLite::Database& db, const std::string& game, const std::string& doc) {
    std::map<std::string, std::string> out;
    SQLite::Statement query(db, "SELECT s.section, coalesce(r.text, q.question || char(10) || q.answer, '') FROM official_sections s"
                                " LEFT JOIN rules r ON r.id = s.entry_id LEFT JOIN rulings q ON q.id = s.entry_id"
                                " WHERE s.game = ?1 AND s.doc = ?2 AND EXISTS (SELECT 1 FROM official_citations c"
                                " WHERE c.game = s.game AND c.doc = s.doc AND c.section = s.section)");
    query.bind(1, game);
    query.bind(2, doc);
    while (query.executeStep()) out[query.getColumn(0).getString()] = query.getColumn(1).getString();
    return out;
}

std::vector<UnresolvedCitation> changed_citations(SQLite::Database& db, const std::string& game, const std::string& doc,
                                                  const std::map<std::string, std::string>& before) {
    std::vector<UnresolvedCitation> out;
    const auto after = cited_section_texts(db, game, doc);
    SQLite::Statement query(db, "SELECT c.entry_id, c.section, e.source_file || ':' || e.source_line FROM official_citations c"
                                " JOIN entries e ON e.id = c.entry_id WHERE c.game = ?1 AND c.doc = ?2 ORDER BY c.entry_id, c.ord");
    query.bind(1, game);
    query.bind(2, doc);
    while (query.executeStep()) {
        const auto section = query.getColumn(1).getString();
        const auto old_text = before.find(section), new_text = after.find(section);
        if (old_text != before.end() && new_text != after.end() && old_text->second != new_text->second)
            out.push_back({query.getColumn(0).getString(), section, query.getColumn(2).getString()});
    }
    return out;
}

std::vector<UnresolvedCitation> unresolved_citations(SQLite::Database& db, const std::string& game, const std::string& doc) {
    std::vector<UnresolvedCitation> out;
    SQLite::Statement query(db, "SELECT c.entry_id, c.section, e.source_file || ':' || e.source_line FROM official_citations c"
                                " JOIN entries e ON e.id = c.entry_id WHERE c.game = ?1 AND c.doc = ?2 AND NOT EXISTS"
                                " (SELECT 1 FROM official_sections s WHERE s.game = ?1 AND s.doc = ?2 AND s.section = c.section)"
                                " ORDER BY c.entry_id, c.ord");
    query.bind(1, game);
    query.bind(2, doc);
    while (query.executeStep())
        out.push_back({query.getColumn(0).getString(), query.getColumn(1).getString(), query.getColumn(2).getString()});
    return out;
}

}  // namespace rulesdb
