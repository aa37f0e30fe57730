// Heading detection and the import transaction.
#include "rulesdb/text_import.hpp"

#include <fstream>
#include <sstream>

#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>

#include "rulesdb/corpus_validator.hpp"
#include "rulesdb/db_builder.hpp"
#include "rulesdb/diagnostic.hpp"
#include "rulesdb/text_encoding.hpp"
#include "rulesdb/xml_file.hpp"

namespace fs = std::filesystem;

namespace rulesdb {

namespace {

constexpr std::size_t kMaxTitleBytes = 120;

enum class HeadingKind { None, Numbered, Item };

struct Heading {
    HeadingKind kind = HeadingKind::None;
    std::string title;
    std::string rest;  // text on the same line after the title
};

bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

// "1." "12．" "3、" followed by text.
Heading numbered_heading(std::string_view line) {
    std::size_t i = 0;
    while (i < line.size() && line[i] >= '0' && line[i] <= '9') ++i;
    if (i == 0 || i > 3) return {};
    auto after = line.substr(i);
    for (std::string_view mark : {".", "．", "、", ")"}) {
        if (starts_with(after, mark)) {
            auto title = trim(after.substr(mark.size()));
            if (title.empty()) return {};
            // "1.モンスターゾーン...説明" lists a name and its description.
            std::string rest;
            if (auto dots = title.find("..."); dots != std::string::npos && dots > 0) {
                rest = trim(std::string_view(title).substr(dots + 3));
                title = trim(std::string_view(title).substr(0, dots));
            }
            return {HeadingKind::Numbered, title, rest};
        }
    }
    return {};
}

Heading bracketed_heading(std::string_view line, std::string_view open, std::string_view close, bool keep_whole_line) {
    if (!starts_with(line, open)) return {};
    auto end = line.find(close, open.size());
    if (end == std::string_view::npos) return {};
    if (keep_whole_line) return {HeadingKind::Item, std::string(line), ""};
    return {HeadingKind::Item, trim(line.substr(open.size(), end - open.size())), trim(line.substr(end + close.size()))};
}

Heading detect(std::string_view line) {
    if (auto h = numbered_heading(line); h.kind != HeadingKind::None) return h;
    if (starts_with(line, "・") && line.size() > 3) return {HeadingKind::Item, trim(line.substr(3)), ""};
    if (auto h = bracketed_heading(line, "【", "】", false); h.kind != HeadingKind::None) return h;
    if (auto h = bracketed_heading(line, "「", "」", true); h.kind != HeadingKind::None) return h;
    return {};
}

// Cuts a long heading (a whole sentence after `・`) to a title; the full line stays in the text.
std::string title_of(const std::string& heading, std::string& text) {
    if (heading.size() <= kMaxTitleBytes) return heading;
    std::size_t cut = kMaxTitleBytes;
    while (cut > 0 && (static_cast<unsigned char>(heading[cut]) & 0xC0) == 0x80) --cut;
    text = heading + (text.empty() ? "" : "\n" + text);
    return heading.substr(0, cut) + "…";
}

std::string stem_tag(const std::string& file_label) {
    std::string tag;
    for (char c : fs::path(file_label).stem().string()) {
        bool alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        if (alnum) tag += (c >= 'a' && c <= 'z') ? static_cast<char>(c - 32) : c;
        else if (!tag.empty() && tag.back() != '-') tag += '-';
    }
    while (!tag.empty() && tag.back() == '-') tag.pop_back();
    return tag.empty() ? "TEXT" : tag;
}

std::string padded(int n) {
    auto s = std::to_string(n);
    return std::string(s.size() < 4 ? 4 - s.size() : 0, '0') + s;
}

}  // namespace

std::vector<Rule> parse_rules_text(std::string_view text, const std::string& game, const std::string& file_label) {
    std::vector<Rule> rules;
    std::string prefix = id_prefix(game) + "-I-" + stem_tag(file_label) + "-";
    std::string section_id;
    int section_children = 0, top_level = 0;
    std::vector<std::string> body;

    auto close = [&] {
        if (rules.empty()) return;
        auto& rule = rules.back();
        std::string joined;
        for (const auto& line : body) joined += (joined.empty() ? "" : "\n") + line;
        if (!rule.text.empty() && !joined.empty()) rule.text += "\n";
        rule.text += joined;
        rule.title_ja = title_of(rule.title_ja, rule.text);
        if (rule.text.empty()) rule.text = rule.title_ja;
        body.clear();
    };

    std::istringstream in{std::string(text)};
    std::string raw;
    int line_number = 0;
    while (std::getline(in, raw)) {
        ++line_number;
        auto line = trim(raw);
        if (line.empty()) continue;
        auto heading = detect(line);
        if (heading.kind == HeadingKind::None) {
            if (!rules.empty()) body.push_back(line);
            continue;
        }
        close();
        Rule rule;
        rule.id = prefix + padded(static_cast<int>(rules.size()) + 1);
        rule.game = game;
        rule.title_ja = heading.title;
        rule.title_en = "";
        rule.text = heading.rest;
        rule.heading = heading.title;
        rule.imported_from = file_label;
        rule.source_doc = "";
        rule.origin = {file_label, line_number};
        if (heading.kind == HeadingKind::Numbered) {
            rule.order = top_level++;
            section_id = rule.id;
            section_children = 0;
        } else {
            rule.parent_id = section_id;
            rule.order = section_id.empty() ? top_level++ : section_children++;
        }
        rules.push_back(std::move(rule));
    }
    close();
    return rules;
}

std::vector<Rule> import_rules_text(SQLite::Database& db, const std::string& game, const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) throw InputError({file.string(), 0, 0, "cannot read the file"});
    std::ostringstream buffer;
    buffer << in.rdbuf();
    const auto text = buffer.str();
    if (auto problem = utf8_problem(text)) {
        auto at = position_of(text, problem->offset);
        throw InputError({file.string(), at.line, at.column, problem->message});
    }
    auto label = fs::absolute(file).lexically_normal().string();

    SQLite::Statement known(db, "SELECT 1 FROM games WHERE id = ?");
    known.bind(1, game);
    if (!known.executeStep()) throw InputError({file.string(), 0, 0, "unknown game '" + game + "' (the database has iw, gcb, dm)"});

    auto rules = parse_rules_text(text, game, label);
    if (rules.empty()) throw InputError({file.string(), 0, 0, "no headings found (numbered lines, ・ items, 【…】 or 「…」)"});

    SQLite::Transaction transaction(db);
    for (const char* sql : {"DELETE FROM search WHERE id IN (SELECT id FROM rules WHERE imported_from = ?1)",
                            "DELETE FROM rules WHERE imported_from = ?1",
                            "DELETE FROM entries WHERE kind = 'rule' AND id NOT IN (SELECT id FROM rules)"}) {
        SQLite::Statement statement(db, sql);
        if (statement.getBindParameterCount() > 0) statement.bind(1, label);
        statement.exec();
    }
    for (const auto& rule : rules) {
        SQLite::Statement clash(db, "SELECT 1 FROM entries WHERE id = ?");
        clash.bind(1, rule.id);
        if (clash.executeStep())
            throw InputError({file.string(), rule.origin.line, 0, "the ID " + rule.id + " is already taken by another entry"});
        insert_rule(db, rule);
    }
    transaction.commit();
    return rules;
}

}  // namespace rulesdb
