// `judge show ID`: one entry in full with everything linked to it.
#include <algorithm>
#include <iostream>

#include "cli_messages.hpp"
#include "commands.hpp"
#include "report/json_writer.hpp"
#include "rulesdb/corpus_loader.hpp"
#include "rulesdb/database.hpp"
#include "rulesdb/entry_lookup.hpp"
#include "rulesdb/imported_cards.hpp"
#include "terminal.hpp"

namespace cli {

using report::JsonWriter;

namespace {

// A field's or link group's heading in the user's language, by its machine name; the database's own
// label (English) for a name this version does not know.
std::string heading(const std::string& kind, const std::string& name, const std::string& stored) {
    static const struct {
        const char* kind;  // empty: any kind
        const char* name;
        const msg::Message* message;
    } kHeadings[] = {
        {"card", "name_en", &kShowEnglishName},  {"card", "text_en", &kShowEnglishText},
        {"assumption", "text", &kShowAssumes}, {"", "text", &kShowText},        {"", "text_en", &kShowEnglish},
        {"", "question", &kShowQuestion},     {"", "answer", &kShowAnswer},    {"", "tags", &kShowTags},
        {"", "status", &kShowStatus},         {"", "date", &kShowDate},        {"", "why", &kShowWhy},
        {"", "ja", &kShowJapanese},           {"", "reading", &kShowReading},  {"", "en", &kShowEnglish},
        {"", "note", &kShowNote},             {"", "aliases", &kShowAliases},  {"", "known_as", &kShowKnownAs}, {"", "parent", &kShowSection},
        {"", "children", &kShowContains},     {"", "cited_by", &kShowCitedBy}, {"", "cites", &kShowCites},
        {"", "related", &kShowRelated},       {"", "name", &kShowCardName},    {"", "name_en", &kShowEnglish},
        {"", "type", &kShowCardType},         {"", "traits", &kShowTraits},    {"", "keywords", &kShowKeywords},
        {"", "values", &kShowValues},         {"", "abilities", &kShowAbilities}, {"", "cards", &kShowAboutCards},
        {"", "about", &kShowRulingsAbout},   {"", "cards_named", &kShowCardsNamed}, {"", "url", &kShowAddress},
        {"", "official_cited_by", &kShowOfficialCitedBy}, {"", "unplayed", &kShowUnplayed},
    };
    for (const auto& h : kHeadings)
        if ((!*h.kind || kind == h.kind) && name == h.name) return msg::say(*h.message);
    return stored;
}

// A field's value in the reader's words where it is one of the database's words: a ruling's status
// (active, superseded) and a list of tags, written with spaces after its commas.
std::string field_value(const std::string& name, const std::string& value) {
    if (name == "status") {
        if (value == "active") return msg::say(kShowStatusActive);
        if (value == "superseded") return msg::say(kShowStatusSuperseded);
    }
    if (name == "tags") {
        std::string out;
        for (char c : value) out += c == ',' ? std::string(", ") : std::string(1, c);
        return out;
    }
    return value;
}

void print_links(const std::vector<rulesdb::EntryLink>& links) {
    for (const auto& link : links) std::cout << "  " << link.id << "  " << kind_name(link.kind) << "  " << printable(link.title, false) << '\n';
}

void print_text(const rulesdb::Entry& e, const std::string& built_by) {
    bool colour = use_colour(stdout);
    // An official Q&A item is a ruling of its own kind; an assumption an official section confirms says so.
    const auto kind = e.official_qa ? msg::say(kShowKindOfficialQa)
                    : e.kind == "assumption" && std::any_of(e.official.begin(), e.official.end(), [](const auto& o) { return !o.entry_id.empty(); })
                        ? kind_name(e.kind) + msg::say(kShowConfirmed)
                                                                    : kind_name(e.kind);
    std::cout << (colour ? "\033[1m" : "") << e.id << (colour ? "\033[0m" : "") << "  " << kind << "  " << e.game_name << '\n'
              << printable(e.title, false) << "\n\n";
    for (const auto& f : e.fields) {
        // Every line of a value indented as its first (a card's sentences not played, one a line).
        std::string value = printable(field_value(f.name, f.value));
        for (std::size_t at = 0; (at = value.find('\n', at)) != std::string::npos; at += 3) value.insert(at + 1, "  ");
        std::cout << heading(e.kind, f.name, f.label) << ":\n  " << value << "\n\n";
    }
    // An imported card whose text says more than its keywords, with no abilities, cannot be played as
    // printed: say so where its abilities would stand.
    const auto field = [&](const char* name) {
        for (const auto& f : e.fields)
            if (f.name == name) return f.value;
        return std::string();
    };
    if (e.kind == "card" && field("abilities").empty() && rulesdb::text_beyond_keywords(field("text"), field("keywords")) &&
        e.source.rfind("imported from", 0) == 0)
        std::cout << msg::say(kShowAbilities) << ":\n  " << msg::say(kShowNoAbilities) << "\n\n";
    if (!e.source.empty()) std::cout << msg::say(kShowSource, {{"source", printable(e.source)}}) << '\n';
    for (const auto& o : e.official)
        std::cout << msg::say(o.entry_id.empty() ? kShowOfficialGone : kShowOfficial,
                              {{"document", printable(o.document, false)}, {"section", printable(o.section, false)}, {"id", o.entry_id},
                               {"title", printable(o.title, false)}})
                  << '\n';
    std::cout << msg::say(kShowDefinedAt, {{"place", printable(e.defined_at)}}) << '\n';
    for (const auto& group : e.links) {
        std::cout << '\n' << heading(e.kind, group.name, group.label) << ":\n";
        print_links(group.links);
    }
    if (!e.supersession.empty()) {
        std::cout << '\n' << msg::say(kShowSupersession) << '\n';
        for (const auto& link : e.supersession)
            std::cout << "  " << (link.id == e.id ? "* " : "  ") << link.id << "  " << printable(link.title, false) << '\n';
    }
    if (!e.scenarios.empty()) {
        std::cout << '\n' << msg::say(kShowScenarios) << '\n';
        for (const auto& s : e.scenarios) std::cout << "  scenarios/" << printable(s.path) << (s.id.empty() ? "" : "  (" + printable(s.id) + ")") << '\n';
    }
    if (!built_by.empty()) std::cout << '\n' << msg::say(kShowBuiltBy, {{"judge", printable(built_by, false)}}) << '\n';
}

void write_links(JsonWriter& json, const std::vector<rulesdb::EntryLink>& links) {
    json.begin_array();
    for (const auto& link : links) json.begin_object().field("id", link.id).field("kind", link.kind).field("title", link.title).end_object();
    json.end_array();
}

void print_json(const rulesdb::Entry& e, const std::string& built_by) {
    JsonWriter json;
    json.begin_object().field("id", e.id).field("kind", e.kind).field("game", e.game).field("title", e.title);
    for (const auto& f : e.fields) {
        if (f.name == "tags") json.string_array("tags", rulesdb::split_tags(f.value));  // a list, as search --json gives it
        else json.field(f.name, f.value);
    }
    json.field("source", e.source).field("defined_at", e.defined_at);
    json.key("official").begin_array();
    for (const auto& o : e.official)
        json.begin_object().field("doc", o.doc).field("section", o.section).field("document", o.document).field("id", o.entry_id).field("title", o.title).end_object();
    json.end_array().field("official_qa", e.official_qa);
    json.key("links").begin_object();
    for (const auto& group : e.links) {
        json.key(group.name);
        write_links(json, group.links);
    }
    json.end_object();
    json.key("supersession");
    write_links(json, e.supersession);
    json.key("scenarios").begin_array();
    for (const auto& s : e.scenarios) json.begin_object().field("path", s.path).field("id", s.id).end_object();
    json.end_array().field("database_built_by", built_by).end_object();
    std::cout << json.str() << '\n';
}

}  // namespace

void add_show_command(CLI::App& app, Context& context) {
    auto id = std::make_shared<std::string>();
    auto json = std::make_shared<bool>(false);
    auto* command = app.add_subcommand("show", msg::say(kShowHelp));
    command->add_option("ID", *id, msg::say(kShowIdHelp))->required();
    command->add_flag("--json", *json, msg::say(kJsonHelp));
    command->callback([&context, id, json] {
        auto db = rulesdb::open_database(context.global.database());
        auto entry = rulesdb::lookup_entry(*db, *id);
        if (!entry) {
            std::cerr << msg::say(kShowNoEntry, {{"id", printable(echoed(*id), false)}}) << '\n';
            // A script reading --json gets an answer it can parse (docs/json/show-error.schema.json).
            if (*json) {
                JsonWriter error;
                error.begin_object().field("error", "no entry with this ID").field("id", *id).end_object();
                std::cout << error.str() << '\n';
            }
            context.exit_code = kExitFailed;
            return;
        }
        const auto built_by = rulesdb::database_built_by(*db);
        if (*json) print_json(*entry, built_by);
        else print_text(*entry, built_by);
    });
}

}  // namespace cli
