// Heading detection and the import transaction.
#include "rulesdb/text_import.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <map>
#include <utility>

#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>

#include "messages/language.hpp"
#include "rulesdb/corpus_validator.hpp"
#include "rulesdb/db_builder.hpp"
#include "rulesdb/diagnostic.hpp"
#include "rulesdb/rulesdb_messages.hpp"
#include "rulesdb/input_file.hpp"
#include "rulesdb/official_sources.hpp"
#include "rulesdb/text_encoding.hpp"
#include "rulesdb/xml_file.hpp"

namespace fs = std::filesystem;

namespace rulesdb {

namespace {

constexpr std::size_t kMaxTitleBytes = 120;
// IDs are GAME-I-STEM-NNNN: with a game ID of up to three letters, a stem of at most 32 and at most
// 99,999 headings, no generated ID is longer than 44 characters (docs/database.md).
constexpr std::size_t kMaxStemLength = 32;
constexpr std::size_t kMaxHeadings = 99'999;

// How deep a heading stands: a heading closes every open heading of the same or a deeper rank and
// becomes the child of the nearest shallower one. Items (・, 「…」) hold text but no children.
enum Rank : int {
    kNotAHeading = 0,
    kChapter = 10,   // 第1章
    kSection = 20,   // 第1節
    kArticle = 30,   // 第1条
    kNumbered = 40,  // 1. (plus one per dotted level: 1.1 is 41, 1.1.1 is 42)
    kParenthesised = 60,  // （1）
    kBracketed = 70,      // 【見出し】
    kItem = 80,           // ・項目, 「…」について
};

struct Heading {
    int rank = kNotAHeading;
    std::string number;  // as written: "第1章", "1.2.3", "（1）"; empty for 【】, ・ and 「」
    std::string title;
    std::string rest;    // text on the same line after the title
};

bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

// Digits, ASCII or full-width, at the start of `s`: their length in bytes.
std::size_t digits_at(std::string_view s) {
    std::size_t i = 0;
    for (;;) {
        if (i < s.size() && s[i] >= '0' && s[i] <= '9') ++i;
        else if (s.substr(i, 2) == "\xEF\xBC" && i + 2 < s.size() && static_cast<unsigned char>(s[i + 2]) >= 0x90 &&
                 static_cast<unsigned char>(s[i + 2]) <= 0x99)
            i += 3;  // ０-９ (EF BC 90 – EF BC 99)
        else return i;
    }
}

// "1.モンスターゾーン...説明" lists a name and its description.
Heading titled(int rank, std::string number, std::string_view after) {
    auto title = trim(after);
    if (title.empty()) return {};
    std::string rest;
    if (auto dots = title.find("..."); dots != std::string::npos && dots > 0) {
        rest = trim(std::string_view(title).substr(dots + 3));
        title = trim(std::string_view(title).substr(0, dots));
    }
    return {rank, std::move(number), title, rest};
}

// "第1章 総則", "第２条　…", "第3節".
Heading counted_heading(std::string_view line) {
    if (!starts_with(line, "第")) return {};
    auto n = digits_at(line.substr(3));
    if (n == 0) return {};
    auto unit = line.substr(3 + n, 3);
    int rank = unit == "章" ? kChapter : unit == "節" ? kSection : unit == "条" ? kArticle : kNotAHeading;
    if (rank == kNotAHeading) return {};
    return titled(rank, std::string(line.substr(0, 3 + n + 3)), line.substr(3 + n + 3));
}

// "1." "12．" "3、" "4)" and dotted "1.2" "1.2.3" (a trailing mark allowed), followed by text.
Heading numbered_heading(std::string_view line) {
    std::size_t end = digits_at(line);
    if (end == 0 || end > 4) return {};  // up to 9999: long documents number past 999
    int depth = 0;
    while (end < line.size() && line[end] == '.' && digits_at(line.substr(end + 1)) > 0) {
        end += 1 + digits_at(line.substr(end + 1));
        ++depth;
    }
    auto number = std::string(line.substr(0, end));
    auto after = line.substr(end);
    for (std::string_view mark : {".", "．", "、", ")"})
        if (starts_with(after, mark)) return titled(kNumbered + depth, number, after.substr(mark.size()));
    // A dotted number needs no mark after it: "1.2 見出し".
    if (depth > 0 && (starts_with(after, " ") || starts_with(after, "\xE3\x80\x80"))) return titled(kNumbered + depth, number, after);
    return {};
}

// "（1）細目" or "(2) …".
Heading parenthesised_heading(std::string_view line) {
    for (auto [open, close] : {std::pair<std::string_view, std::string_view>{"（", "）"}, {"(", ")"}}) {
        if (!starts_with(line, open)) continue;
        auto n = digits_at(line.substr(open.size()));
        if (n == 0 || !starts_with(line.substr(open.size() + n), close)) continue;
        auto length = open.size() + n + close.size();
        return titled(kParenthesised, std::string(line.substr(0, length)), line.substr(length));
    }
    return {};
}

Heading bracketed_heading(std::string_view line, std::string_view open, std::string_view close, int rank, bool keep_whole_line) {
    if (!starts_with(line, open)) return {};
    auto end = line.find(close, open.size());
    if (end == std::string_view::npos) return {};
    if (keep_whole_line) return {rank, "", std::string(line), ""};
    return {rank, "", trim(line.substr(open.size(), end - open.size())), trim(line.substr(end + close.size()))};
}

Heading detect(std::string_view line) {
    for (auto reader : {counted_heading, numbered_heading, parenthesised_heading})
        if (auto h = reader(line); h.rank != kNotAHeading) return h;
    if (starts_with(line, "・") && line.size() > 3) return {kItem, "", trim(line.substr(3)), ""};
    if (auto h = bracketed_heading(line, "【", "】", kBracketed, false); h.rank != kNotAHeading) return h;
    if (auto h = bracketed_heading(line, "「", "」", kItem, true); h.rank != kNotAHeading) return h;
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

// FNV-1a: a short, stable fingerprint of a file name (the same on every machine and build).
std::string fingerprint(std::string_view text) {
    std::uint32_t hash = 2166136261u;
    for (unsigned char c : text) hash = (hash ^ c) * 16777619u;
    char out[9];
    std::snprintf(out, sizeof out, "%08X", hash);
    return out;
}

// The file name's letters and digits, upper-cased, other runs as one hyphen. When that loses
// anything (Japanese, spaces, underscores) or is too long, a fingerprint of the whole name is
// added, so that two different names never give the same stem.
std::string stem_tag(const std::string& file_label) {
    const auto stem = fs::path(file_label).stem().string();
    std::string tag, upper;
    for (char c : stem) {
        bool alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        upper += (c >= 'a' && c <= 'z') ? static_cast<char>(c - 32) : c;
        if (alnum) tag += upper.back();
        else if (!tag.empty() && tag.back() != '-') tag += '-';
    }
    while (!tag.empty() && tag.back() == '-') tag.pop_back();
    if (tag == upper && !tag.empty() && tag.size() <= kMaxStemLength) return tag;
    tag.resize(std::min(tag.size(), kMaxStemLength - 9));
    while (!tag.empty() && tag.back() == '-') tag.pop_back();
    return (tag.empty() ? "" : tag + "-") + fingerprint(stem);
}

// An official document's numbered section keeps its ID from version to version: GAME-I-DOC-S506-2
// for 506.2, where the number is digits and dots and written once in the document; the others keep
// their place in it (GAME-I-DOC-0012).
void stable_section_ids(std::vector<Rule>& rules, const std::string& prefix) {
    std::map<std::string, int> count;
    for (const auto& rule : rules) ++count[rule.section];
    std::map<std::string, std::string> renamed;
    for (auto& rule : rules) {
        const auto& n = rule.section;
        const bool plain = !n.empty() && n.front() != '.' && std::all_of(n.begin(), n.end(), [](char c) { return (c >= '0' && c <= '9') || c == '.'; });
        if (!plain || count[n] != 1) continue;
        std::string id = prefix + "S";
        for (char c : n) id += c == '.' ? '-' : c;
        renamed[rule.id] = id;
        rule.id = id;
    }
    for (auto& rule : rules)
        if (auto it = renamed.find(rule.parent_id); it != renamed.end()) rule.parent_id = it->second;
}

std::string padded(int n) {
    auto s = std::to_string(n);
    return std::string(s.size() < 4 ? 4 - s.size() : 0, '0') + s;
}

}  // namespace

std::vector<Rule> parse_rules_text(std::string_view text, const std::string& game, const std::string& file_label,
                                   const std::string& id_stem) {
    std::vector<Rule> rules;
    std::string prefix = id_prefix(game) + "-I-" + stem_tag(id_stem.empty() ? file_label : id_stem) + "-";
    struct Open {
        int rank;
        std::size_t index;  // in `rules`
    };
    std::vector<Open> open;                  // the headings enclosing the next one, outermost first
    std::map<std::string, int> child_count;  // parent ID ("" for the top) → children so far
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

    // A byte-order mark is no part of the first line (it hid the first heading). Lines end at "\r\n",
    // "\n" or a lone "\r" (old Mac files, where the whole file was once one line).
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    int line_number = 0;
    for (std::size_t at = 0; at < text.size();) {
        const auto end = std::min(text.find_first_of("\r\n", at), text.size());
        const auto raw = text.substr(at, end - at);
        at = end + (text.compare(end, 2, "\r\n") == 0 ? 2 : 1);
        ++line_number;
        auto line = trim(raw);
        if (line.empty()) continue;
        auto heading = detect(line);
        if (heading.rank == kNotAHeading) {
            if (!rules.empty()) body.push_back(line);
            continue;
        }
        close();
        if (rules.size() == kMaxHeadings)
            throw InputError({file_label, line_number, 0, msg::say(say::kTooManyHeadings, {{"n", kMaxHeadings}})});
        while (!open.empty() && open.back().rank >= heading.rank) open.pop_back();
        Rule rule;
        rule.id = prefix + padded(static_cast<int>(rules.size()) + 1);
        rule.game = game;
        rule.parent_id = open.empty() ? "" : rules[open.back().index].id;
        rule.order = child_count[rule.parent_id]++;
        // An official document's headings are titled with their numbers, as readers cite them.
        rule.title_ja = id_stem.empty() || heading.number.empty() ? heading.title : heading.number + " " + heading.title;
        rule.title_en = "";
        rule.text = heading.rest;
        // The heading as the document numbers it, so that `judge search 1.2.3` finds it.
        rule.heading = heading.number.empty() ? heading.title : heading.number + " " + heading.title;
        rule.imported_from = file_label;
        rule.section = normalized_section(heading.number);
        rule.source_doc = "";
        rule.origin = {file_label, line_number};
        open.push_back({heading.rank, rules.size()});
        rules.push_back(std::move(rule));
    }
    close();
    if (!id_stem.empty()) stable_section_ids(rules, prefix);
    return rules;
}

ImportedDocument read_document(const fs::path& file, const std::string& game, const std::string& encoding) {
    const auto bytes = read_input_text(file, file.string(), InputKind::text_document);
    auto name = encoding == "auto" ? detect_encoding(bytes) : supported_encoding(encoding);
    if (name.empty() && encoding != "auto")
        throw InputError({file.string(), 0, 0, msg::say(say::kUnknownEncoding, {{"encoding", encoding}, {"supported", msg::text(say::kSupportedEncodings)}})});
    auto converted = to_utf8(bytes, name.empty() ? "UTF-8" : name);
    if (converted.problem) {
        auto at = position_of(bytes, converted.problem->offset);
        auto message = name.empty() && converted.problem->stray_byte ? msg::say(say::kNotSjisEither, {{"problem", converted.problem->message}})
                                                                     : converted.problem->message;
        throw InputError({file.string(), at.line, at.column, message});
    }
    return {fs::absolute(file).lexically_normal().string(), game, name.empty() ? "UTF-8" : name, converted.text, {}};
}

std::vector<Rule> store_document(SQLite::Database& db, const ImportedDocument& doc, const std::string& display_name) {
    auto rules = parse_rules_text(doc.text, doc.game, doc.source, doc.info.doc);
    if (rules.empty()) throw InputError({display_name, 0, 0, msg::say(say::kNoHeadings)});
    for (auto& rule : rules) rule.source_doc = doc.info.doc;

    // IMMEDIATE: the write lock is taken (waiting the busy timeout) before anything is read. A
    // deferred transaction that reads first cannot wait for it: SQLite refuses it at once when another
    // import holds it, so concurrent imports failed instead of queueing.
    SQLite::Transaction transaction(db, SQLite::TransactionBehavior::IMMEDIATE);
    // An official document replaces its earlier version, wherever that was read from.
    for (const auto& earlier : imported_sources(db, doc.game, doc.info.doc, "text", display_name)) forget_import(db, earlier);
    forget_import(db, doc.source);
    for (const auto& rule : rules) {
        SQLite::Statement clash(db, "SELECT 1 FROM entries WHERE id = ?");
        clash.bind(1, rule.id);
        if (clash.executeStep())
            throw InputError({display_name, rule.origin.line, 0, msg::say(say::kIdTaken, {{"id", rule.id}})});
        insert_rule(db, rule);
        if (!doc.info.doc.empty() && !rule.section.empty()) record_section(db, doc.game, doc.info.doc, rule.section, rule.id);
    }
    record_import(db, doc, "text");
    transaction.commit();
    return rules;
}

std::vector<Rule> import_rules_text(SQLite::Database& db, const std::string& game, const fs::path& file, const std::string& encoding,
                                    const DocumentInfo& info) {
    {
        // Finished before the import writes: a statement left open keeps its read lock, and two
        // imports each holding one while waiting to write would refuse each other at once.
        SQLite::Statement known(db, "SELECT 1 FROM games WHERE id = ?");
        known.bind(1, game);
        if (!known.executeStep()) throw InputError({file.string(), 0, 0, msg::say(say::kUnknownGameInDb, {{"game", game}})});
    }
    auto doc = read_document(file, game, encoding);
    doc.info = info;
    return store_document(db, doc, file.string());
}

}  // namespace rulesdb
