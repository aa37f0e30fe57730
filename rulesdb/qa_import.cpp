// Reading and storing an official Q&A table: see qa_import.hpp.
#include "rulesdb/qa_import.hpp"

#include <map>
#include <set>

#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>

#include "messages/language.hpp"
#include "rulesdb/corpus_validator.hpp"
#include "rulesdb/official_sources.hpp"
#include "rulesdb/rulesdb_messages.hpp"
#include "rulesdb/search_ranks.hpp"
#include "rulesdb/section_number.hpp"
#include "rulesdb/table_text.hpp"
#include "rulesdb/text_fold.hpp"
#include "rulesdb/xml_file.hpp"

namespace rulesdb {

namespace {

enum class Field { number, date, cards, question, answer, url, supersedes };

// The headings a column goes by (compared folded: case, width and kana alike).
constexpr struct {
    const char* name;
    Field field;
} kHeadings[] = {
    {"number", Field::number},     {"no", Field::number},        {"番号", Field::number},     {"id", Field::number},
    {"date", Field::date},         {"日付", Field::date},        {"更新日", Field::date},     {"掲載日", Field::date},
    {"cards", Field::cards},       {"card", Field::cards},       {"カード", Field::cards},    {"カード名", Field::cards},
    {"対象カード", Field::cards},  {"question", Field::question}, {"質問", Field::question},   {"q", Field::question},
    {"answer", Field::answer},     {"回答", Field::answer},      {"答え", Field::answer},     {"a", Field::answer},
    {"url", Field::url},           {"source", Field::url},       {"出典", Field::url},        {"supersedes", Field::supersedes},
    {"replaces", Field::supersedes}, {"更新元", Field::supersedes}, {"差し替え元", Field::supersedes},
};

bool valid_number(const std::string& number) {
    if (number.empty() || number.size() > 24) return false;
    for (char c : number)
        if (!((c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '-')) return false;
    return number.front() != '-' && number.back() != '-';
}

// The card names of a cell: one per line, or between ／, /, 、 or ;.
std::vector<std::string> card_names(std::string_view cell) {
    std::vector<std::string> out;
    std::string name;
    const auto done = [&] {
        if (auto trimmed = trim(name); !trimmed.empty()) out.push_back(std::move(trimmed));
        name.clear();
    };
    for (std::size_t at = 0; at < cell.size();) {
        bool split = false;
        for (std::string_view separator : {"／", "/", "、", ";", "；", "\r", "\n"})
            if (cell.substr(at, separator.size()) == separator) {
                at += separator.size();
                split = true;
                break;
            }
        if (split) done();
        else name += cell[at++];
    }
    done();
    return out;
}

// A cell's value and where it stands, as the checks below need it.
struct Cell {
    std::string value;
    int line = 0, column = 0;
    std::string heading;  // the column's heading (CSV) or the attribute or element (XML) it came from
};

// A problem with a cell, named by its column as a spreadsheet user sees it.
Diagnostic at(const std::string& file, const Cell& cell, std::string message) {
    if (!cell.heading.empty()) message = msg::say(say::kQaColumn, {{"column", cell.heading}, {"problem", message}});
    return {file, cell.line, cell.column, std::move(message)};
}
struct RawItem {
    std::map<Field, Cell> cells;
    int line = 0;
};

std::vector<RawItem> read_csv(const ImportedDocument& doc, const std::string& display_name, Diagnostics& problems) {
    const auto table = parse_table(doc.text, display_name);
    std::vector<RawItem> out;
    if (table.rows.empty()) return out;
    std::vector<std::optional<Field>> fields;
    std::vector<std::string> headings;
    for (const auto& cell : table.rows.front().cells) {
        headings.push_back(cell.value);
        std::optional<Field> field;
        for (const auto& h : kHeadings)
            if (fold_key(cell.value) == fold_key(h.name)) field = h.field;
        if (!field) problems.push_back({display_name, cell.line, cell.column, msg::say(say::kQaUnknownColumn, {{"heading", cell.value}})});
        fields.push_back(field);
    }
    for (std::size_t r = 1; r < table.rows.size(); ++r) {
        RawItem item;
        item.line = table.rows[r].line;
        for (std::size_t c = 0; c < table.rows[r].cells.size() && c < fields.size(); ++c)
            if (fields[c]) item.cells[*fields[c]] = {table.rows[r].cells[c].value, table.rows[r].cells[c].line, table.rows[r].cells[c].column, headings[c]};
        out.push_back(std::move(item));
    }
    return out;
}

// <qa><item number="1" date="…" url="…" supersedes="…"><card>…</card><question>…</question><answer>…</answer></item></qa>
std::vector<RawItem> read_xml(const ImportedDocument& doc, const std::string& display_name, Diagnostics& problems) {
    XmlFile file(XmlFile::FromText{}, doc.text, display_name);
    std::vector<RawItem> out;
    auto root = file.root();
    if (std::string_view(root.name()) != "qa") {
        problems.push_back(file.at(root, msg::say(say::kQaXmlRoot, {{"element", root.name()}})));
        return out;
    }
    for (auto item : root.children()) {
        if (item.type() != pugi::node_element) continue;
        if (std::string_view(item.name()) != "item") {
            problems.push_back(file.at(item, msg::say(say::kTakesNoElement, {{"element", "qa"}, {"child", item.name()}})));
            continue;
        }
        RawItem raw;
        const auto at = file.element_position(item);
        raw.line = at.line;
        for (auto attribute : item.attributes()) {
            const std::string_view name = attribute.name();
            const auto field = name == "number" ? Field::number : name == "date" ? Field::date : name == "url" ? Field::url
                             : name == "supersedes" ? Field::supersedes : Field::question;
            if (field == Field::question) {
                problems.push_back(file.at(attribute, item, msg::say(say::kTakesNoAttribute, {{"element", "item"}, {"attribute", attribute.name()}})));
                continue;
            }
            const auto place = file.at(attribute, item, "");
            raw.cells[field] = {attribute.value(), place.line, place.column, attribute.name()};
        }
        std::string cards;
        for (auto child : item.children()) {
            if (child.type() != pugi::node_element) continue;
            const std::string_view name = child.name();
            const auto place = file.element_position(child);
            const std::string value = trim(child.text().get());
            if (name == "question") raw.cells[Field::question] = {value, place.line, place.column, "question"};
            else if (name == "answer") raw.cells[Field::answer] = {value, place.line, place.column, "answer"};
            else if (name == "card") {
                cards += (cards.empty() ? "" : "\n") + value;
                raw.cells[Field::cards] = {cards, place.line, place.column, "card"};
            } else problems.push_back(file.at(child, msg::say(say::kTakesNoElement, {{"element", "item"}, {"child", child.name()}})));
        }
        out.push_back(std::move(raw));
    }
    return out;
}

}  // namespace

std::string qa_item_id(const std::string& game, const std::string& doc, const std::string& number) {
    std::string id = id_prefix(game) + "-Q-";
    for (char c : doc + "-" + number) id += (c >= 'a' && c <= 'z') ? static_cast<char>(c - 32) : c;
    return id;
}

QaTable parse_qa_table(const ImportedDocument& doc, const std::string& display_name) {
    QaTable table;
    std::vector<RawItem> raw;
    try {
        const auto first = doc.text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
        raw = first != std::string::npos && doc.text[first] == '<' ? read_xml(doc, display_name, table.problems)
                                                                  : read_csv(doc, display_name, table.problems);
    } catch (const InputError& e) {
        table.problems.push_back(e.diagnostic());
        return table;
    }
    auto& problems = table.problems;
    std::map<std::string, int> numbers;  // number → its row
    for (const auto& r : raw) {
        const auto cell = [&](Field f) { auto it = r.cells.find(f); return it == r.cells.end() ? Cell{"", r.line, 0, ""} : it->second; };
        QaItem item;
        item.line = r.line;
        const auto number = cell(Field::number);
        // 05 and 5, 5a and 5A are one number (normalized_section), as a citation reads them.
        item.number = normalized_section(number.value);
        if (!valid_number(item.number))
            problems.push_back(at(display_name, number, msg::say(say::kQaBadNumber, {{"number", number.value}})));
        else if (auto [first, fresh] = numbers.emplace(item.number, r.line); !fresh)
            problems.push_back(at(display_name, number, msg::say(say::kQaNumberTwice, {{"number", number.value}, {"line", first->second}})));
        for (auto [field, what] : {std::pair{Field::question, "question"}, std::pair{Field::answer, "answer"}}) {
            const auto c = cell(field);
            if (c.value.empty()) problems.push_back(at(display_name, c, msg::say(say::kQaMissing, {{"what", what}, {"number", item.number}})));
        }
        item.question = cell(Field::question).value;
        item.answer = cell(Field::answer).value;
        auto date = cell(Field::date);
        for (auto& c : date.value) c = c == '/' ? '-' : c;
        item.date = date.value;
        if (!item.date.empty() && !valid_date(item.date))
            problems.push_back(at(display_name, date, msg::say(say::kQaBadDate, {{"date", cell(Field::date).value}})));
        const auto url = cell(Field::url);
        item.url = url.value;
        if (!item.url.empty() && item.url.rfind("https://", 0) != 0 && item.url.rfind("http://", 0) != 0)
            problems.push_back(at(display_name, url, msg::say(say::kQaBadUrl, {{"url", item.url}})));
        item.cards_as_written = cell(Field::cards).value;
        item.cards = card_names(item.cards_as_written);
        item.supersedes = cell(Field::supersedes).value.empty() ? std::string() : normalized_section(cell(Field::supersedes).value);
        table.items.push_back(std::move(item));
    }
    // What an item supersedes is in the table, and no chain comes back to where it started.
    std::map<std::string, std::string> superseded_by;
    for (std::size_t i = 0; i < table.items.size(); ++i) {
        const auto& item = table.items[i];
        if (item.supersedes.empty()) continue;
        const auto c = raw[i].cells.at(Field::supersedes);
        if (!numbers.count(item.supersedes) || item.supersedes == item.number)
            problems.push_back(at(display_name, c, msg::say(say::kQaSupersedesUnknown, {{"number", item.supersedes}})));
        else if (auto [first, fresh] = superseded_by.emplace(item.supersedes, item.number); !fresh)
            problems.push_back(at(display_name, c, msg::say(say::kQaSupersededTwice, {{"number", item.supersedes}, {"other", first->second}})));
    }
    std::map<std::string, std::string> supersedes;
    for (const auto& item : table.items)
        if (!item.supersedes.empty()) supersedes[item.number] = item.supersedes;
    for (const auto& [start, _] : supersedes) {
        std::set<std::string> seen{start};
        for (auto next = supersedes.find(start); next != supersedes.end(); next = supersedes.find(next->second))
            if (!seen.insert(next->second).second) {
                problems.push_back({display_name, numbers[start], 0, msg::say(say::kQaSupersedesLoop, {{"number", start}})});
                break;
            }
    }
    if (table.items.empty() && problems.empty()) problems.push_back({display_name, 0, 0, msg::say(say::kQaEmpty)});
    if (!problems.empty()) table.items.clear();
    return table;
}

void delete_imported_qa(SQLite::Database& db, const std::string& source) {
    std::vector<std::int64_t> nums;
    SQLite::Statement dropped(db, "SELECT e.num FROM entries e JOIN rulings r ON r.id = e.id WHERE r.imported_from = ?");
    dropped.bind(1, source);
    while (dropped.executeStep()) nums.push_back(dropped.getColumn(0).getInt64());
    // External content: the index is told the text it drops, so this comes before the rows go.
    for (const char* sql : {"INSERT INTO search(search, rowid, title, body) SELECT 'delete', num, title, body FROM search_source"
                            " WHERE id IN (SELECT id FROM rulings WHERE imported_from = ?1)",
                            "DELETE FROM card_mentions WHERE entry_id IN (SELECT id FROM rulings WHERE imported_from = ?1)",
                            "DELETE FROM official_sections WHERE entry_id IN (SELECT id FROM rulings WHERE imported_from = ?1)",
                            "DELETE FROM rulings WHERE imported_from = ?1",
                            "DELETE FROM entries WHERE kind = 'ruling' AND id NOT IN (SELECT id FROM rulings)"}) {
        SQLite::Statement statement(db, sql);
        if (statement.getBindParameterCount() > 0) statement.bind(1, source);
        statement.exec();
    }
    for (auto num : nums) update_search_rank(db, num);
}

namespace {

// An item's title: its number and the start of its question, as lists show it.
std::string item_title(const QaItem& item) {
    // Q12; a number that starts with a letter is set apart (Q A-1), not run into the Q.
    std::string title(1, 'Q');
    if (item.number.front() < '0' || item.number.front() > '9') title.append(1, ' ');
    title.append(item.number).append(1, ' ');
    int characters = 0;
    for (std::size_t i = 0; i < item.question.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(item.question[i]);
        if ((c & 0xC0) != 0x80 && ++characters > 40) return title.append("…");
        title += item.question[i] == '\n' ? ' ' : item.question[i];
    }
    return title;
}

}  // namespace

StoredQa store_qa_table(SQLite::Database& db, const ImportedDocument& doc, const std::string& display_name) {
    auto table = parse_qa_table(doc, display_name);
    if (!table.problems.empty()) throw InputError(table.problems.front());
    StoredQa stored;
    // IMMEDIATE, as store_document: the write lock is waited for before anything is read.
    SQLite::Transaction transaction(db, SQLite::TransactionBehavior::IMMEDIATE);
    for (const auto& earlier : imported_sources(db, doc.game, doc.info.doc, "qa", display_name)) forget_import(db, earlier);
    forget_import(db, doc.source);
    SQLite::Statement clash(db, "SELECT source_file || ':' || source_line FROM entries WHERE id = ?");
    SQLite::Statement entry(db, "INSERT INTO entries(id, kind, game, source_file, source_line, title, title_key_ja, title_key_en)"
                                " VALUES (?, 'ruling', ?, ?, ?, ?, '', '')");
    SQLite::Statement ruling(db, "INSERT INTO rulings(id, game, title_ja, title_en, question, answer, tags, status, source_doc, source_heading,"
                                 " date, imported_from, url, cards_named) VALUES (?,?,?,'',?,?,'','active',?,?,?,?,?,?)");
    SQLite::Statement card(db, "SELECT id FROM cards WHERE game = ? AND (name_key = ?2 OR reading_key = ?2) ORDER BY id LIMIT 1");
    SQLite::Statement mention(db, "INSERT OR IGNORE INTO card_mentions(entry_id, card_id, ord) VALUES (?,?,?)");
    SQLite::Statement indexed(db, "INSERT INTO search(rowid, title, body) SELECT num, title, body FROM search_source WHERE id = ?");
    std::set<std::string> unknown;
    for (const auto& item : table.items) {
        const auto id = qa_item_id(doc.game, doc.info.doc, item.number);
        clash.reset();
        clash.bind(1, id);
        if (clash.executeStep())
            throw InputError({display_name, item.line, 0, msg::say(say::kIdTakenAt, {{"id", id}, {"place", clash.getColumn(0).getString()}})});
        entry.reset();
        entry.bind(1, id);
        entry.bind(2, doc.game);
        entry.bind(3, doc.source);
        entry.bind(4, item.line);
        entry.bind(5, item_title(item));
        entry.exec();
        ruling.reset();
        int i = 1;
        for (const auto* text : {&id, &doc.game}) ruling.bind(i++, *text);
        ruling.bind(i++, item_title(item));
        for (const auto* text : {&item.question, &item.answer, &doc.info.doc}) ruling.bind(i++, *text);
        ruling.bind(i++, std::string(1, 'Q').append(item.number));
        ruling.bind(i++, item.date.empty() ? doc.info.effective : item.date);
        for (const auto* text : {&doc.source, &item.url, &item.cards_as_written}) ruling.bind(i++, *text);
        ruling.exec();
        int order = 0;
        for (const auto& name : item.cards) {
            card.reset();
            card.bind(1, doc.game);
            card.bind(2, fold_key(name));
            if (!card.executeStep()) {
                unknown.insert(name);
                continue;
            }
            mention.reset();
            mention.bind(1, id);
            mention.bind(2, card.getColumn(0).getString());
            mention.bind(3, order++);
            mention.exec();
        }
        record_section(db, doc.game, doc.info.doc, item.number, id);
        indexed.reset();
        indexed.bind(1, id);
        indexed.exec();
    }
    SQLite::Statement superseded(db, "UPDATE rulings SET status = 'superseded', superseded_by = ?1 WHERE id = ?2");
    SQLite::Statement supersedes(db, "UPDATE rulings SET supersedes = ?2 WHERE id = ?1");
    for (const auto& item : table.items) {
        if (item.supersedes.empty()) continue;
        const auto newer = qa_item_id(doc.game, doc.info.doc, item.number), older = qa_item_id(doc.game, doc.info.doc, item.supersedes);
        for (auto* s : {&superseded, &supersedes}) {
            s->reset();
            s->bind(1, newer);
            s->bind(2, older);
            s->exec();
        }
    }
    write_search_ranks(db);
    record_import(db, doc, "qa");
    transaction.commit();
    stored.items = std::move(table.items);
    stored.unknown_cards.assign(unknown.begin(), unknown.end());
    return stored;
}

}  // namespace rulesdb
