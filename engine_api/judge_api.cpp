// The C API of judge_api.h: a scenario's text in, the report of report/ out as one JSON document.
// The bundled card libraries are compiled in (bundled_libraries.hpp); rulesets come from the
// registry, boards from the web export's drawing code: every piece is the one the CLI and the
// site use, so a result here is byte for byte the one `judge verify` gives.
#include "judge_api.h"

#include <charconv>
#include <optional>
#include <string>
#include <unordered_map>

#include <pugixml.hpp>

#include "engine_api/api_options.hpp"
#include "engine_api/bundled_libraries.hpp"
#include "judge/core/ability_language.hpp"
#include "judge/core/answer_xml.hpp"
#include "judge/core/choice_words.hpp"
#include "judge/core/board_text.hpp"
#include "judge/core/card_text.hpp"
#include "judge/core/legal_moves.hpp"
#include "judge/core/verifier.hpp"
#include "engine_api/api_messages.hpp"
#include "judge/core/scenario_loader.hpp"
#include "judge/games/registry.hpp"
#include "messages/language.hpp"
#include "report/json_writer.hpp"
#include "report/verify_report.hpp"
#include "rulesdb/diagnostic.hpp"
#include "web-export/html_writer.hpp"
#include "web-export/scenario_result.hpp"
#include "web-export/site_paths.hpp"
#include "web-export/svg_board.hpp"

namespace engine_api {

namespace {

// What lives between calls: the known IDs (each with its entry's site-relative address, or empty),
// the card libraries read once, the last answer.
struct Engine {
    std::optional<std::unordered_map<std::string, std::string>> known_ids;
    judge::CardLibraryCache libraries{"/"};
    std::string answer;
};

Engine& engine() {
    static Engine e;
    return e;
}

// "FILE:LINE:COL: message" (how every failure and error of `file` starts) as its parts.
struct Location {
    int line = 0, column = 0;
    std::string message;
};

std::optional<int> whole(std::string_view text) {
    int n = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (ec != std::errc() || end != text.data() + text.size() || n < 1) return std::nullopt;
    return n;
}

std::optional<Location> location_in(const std::string& file, const std::string& line) {
    const std::string prefix = file + ":";
    if (line.compare(0, prefix.size(), prefix) != 0) return std::nullopt;
    const auto rest = std::string_view(line).substr(prefix.size());
    const auto colon1 = rest.find(':');
    const auto colon2 = colon1 == std::string_view::npos ? colon1 : rest.find(':', colon1 + 1);
    if (colon2 == std::string_view::npos || rest.substr(colon2, 2) != ": ") return std::nullopt;
    auto l = whole(rest.substr(0, colon1));
    auto c = whole(rest.substr(colon1 + 1, colon2 - colon1 - 1));
    if (!l || !c) return std::nullopt;
    return Location{*l, *c, std::string(rest.substr(colon2 + 2))};
}

void write_locations(report::JsonWriter& json, const std::string& file, const judge::VerifyResult& r) {
    json.key("locations").begin_array();
    auto lines = r.failures;
    if (r.verdict == judge::Verdict::Error) lines.push_back(r.error);
    for (const auto& line : lines) {
        if (auto at = location_in(file, line))
            json.begin_object().field("line", at->line).field("column", at->column).field("message", at->message).end_object();
    }
    json.end_array();
}

void write_board(report::JsonWriter& json, std::string_view name, const std::optional<judge::GameState>& state,
                 const judge::Ruleset* ruleset, msg::Lang lang) {
    json.key(name);
    if (state && ruleset) json.value(judge::board_text(*state, *ruleset, lang));
    else json.null();
}

// The result block exactly as the exported site's pages show a scenario's result, the IDs linked
// to their entries' addresses relative to the page.
std::string result_html(const judge::VerifyResult& r, const judge::Ruleset* ruleset, const ApiOptions& options) {
    const auto& known = engine().known_ids;
    web_export::ResultView view{options.lang, [&](const std::string& id) -> std::string {
        if (!known) return {};
        auto it = known->find(id);
        return it == known->end() || it->second.empty() ? std::string() : web_export::relative_url(options.page, it->second);
    }, options.player_view};
    web_export::HtmlWriter html;
    web_export::write_scenario_result(html, view, r, ruleset, options.file);
    return html.str();
}

// Where each card ended and who won, for a page to offer them as expectations (the board after,
// as the rules left it; absent when the scenario did not run to its end).
void write_final(report::JsonWriter& json, const judge::VerifyResult& r, const judge::Ruleset* ruleset) {
    if (!r.final_state || !ruleset) return;
    const auto& state = *r.final_state;
    json.key("final").begin_object();
    json.key("winner");
    if (state.winner) json.value(*state.winner);
    else json.null();
    json.key("cards").begin_array();
    for (const auto& player : state.players)
        for (const auto& zone : player.zones)
            for (const auto& id : zone.cards)
            {
                const auto& card = state.card(id);
                json.begin_object().field("id", id).field("player", player.id).field("zone", zone.name).field("tapped", card.tapped);
                // The values an effect changed (as the rules read them now, and as printed): what a
                // dispute about a value asks, without a button for every printed number.
                json.key("changed").begin_array();
                for (const auto& [stat, printed] : card.printed()) {
                    int now = printed;
                    try {
                        now = ruleset->read_value(state, id, stat);
                    } catch (const std::exception&) {
                    }
                    if (now != printed) json.begin_object().field("stat", stat).field("value", now).field("printed", printed).end_object();
                }
                json.end_array().end_object();
            }
    json.end_array();
    json.end_object();
}

std::string answer(const judge::VerifyResult& r, const judge::Ruleset* ruleset, const ApiOptions& options, bool sections) {
    report::JsonWriter json;
    json.begin_object().field("verdict", judge::verdict_name(r.verdict));
    json.field("ids_checked", engine().known_ids.has_value());
    json.key("result");
    report::write_json(json, r);
    std::string out, err;
    report::write_text(r, ruleset, true, false, out, err);
    json.field("text", out).field("errors", err);
    write_locations(json, options.file, r);
    json.key("golden").begin_object();
    for (auto lang : {msg::Lang::en, msg::Lang::ja}) json.field(lang == msg::Lang::en ? "en" : "ja", report::golden_text(r, sections, lang));
    json.end_object();
    json.key("boards").begin_object();
    write_board(json, "before", r.initial, ruleset, options.lang);
    write_board(json, "after", r.final_state, ruleset, options.lang);
    web_export::HtmlWriter html;
    if (ruleset) web_export::write_boards(html, r.initial, r.final_state, ruleset, options.lang);
    json.field("html", html.str());
    json.end_object();
    write_final(json, r, ruleset);
    json.field("html", result_html(r, ruleset, options));
    return json.end_object().take();
}

std::string verify_json(const char* xml, const char* options_json) {
    auto parsed = parse_options(options_json ? options_json : "");
    judge::VerifyResult bad;
    bad.verdict = judge::Verdict::Error;
    if (auto* problem = std::get_if<std::string>(&parsed)) {
        bad.error = *problem;
        return answer(bad, nullptr, ApiOptions{}, false);
    }
    const auto& options = std::get<ApiOptions>(parsed);
    msg::set_language(options.lang);
    bad.file = options.file;
    const auto& known = engine().known_ids;
    const judge::KnownId is_known = [&known](const std::string& id) { return !known || known->count(id) > 0; };
    try {
        auto loaded = judge::load_scenario_text(xml ? xml : "", options.file, judge::find_ruleset, bundled_library, engine().libraries);
        const auto* ruleset = loaded.ruleset;
        const bool sections = loaded.scenario.explore;
        auto result = judge::verify(std::move(loaded), is_known, options.verify);
        return answer(result, ruleset, options, sections);
    } catch (const rulesdb::InputError& e) {
        bad.error = e.what();
        return answer(bad, nullptr, options, false);
    }
}

std::string legal_moves_json(const char* xml, const char* options_json) {
    report::JsonWriter json;
    json.begin_object();
    auto parsed = parse_options(options_json ? options_json : "");
    if (auto* problem = std::get_if<std::string>(&parsed)) return json.field("problem", *problem).key("moves").begin_array().end_array().end_object().take();
    const auto& options = std::get<ApiOptions>(parsed);
    msg::set_language(options.lang);
    std::vector<judge::LegalMove> moves;
    const judge::Ruleset* ruleset = nullptr;
    try {
        auto loaded = judge::load_scenario_text(xml ? xml : "", options.file, judge::find_ruleset, bundled_library, engine().libraries);
        ruleset = loaded.ruleset;
        if (auto board = judge::board_after_moves(loaded)) moves = judge::legal_moves(*loaded.ruleset, *board);
        else json.field("problem", msg::say(say::kMovesStopEarly));
    } catch (const rulesdb::InputError& e) {
        json.field("problem", e.what());
    } catch (const std::exception&) {
        json.field("problem", msg::say(say::kMovesStopEarly));
    }
    json.key("moves").begin_array();
    for (const auto& m : moves)
        json.begin_object().field("label", m.label).field("text", ruleset ? judge::move_words(m.label, *ruleset).in(options.lang) : m.label)
            .field("player", m.move.player).field("xml", judge::move_xml(m.move)).end_object();
    return json.end_array().end_object().take();
}

void write_words(report::JsonWriter& json, std::string_view name, const judge::Ruleset& ruleset, judge::WordKind kind,
                 const std::vector<std::string>& words, msg::Lang lang) {
    json.key(name).begin_array();
    for (const auto& w : words)
        json.begin_object().field("word", w).field("label", judge::shown_word(ruleset, kind, w).in(lang)).end_object();
    json.end_array();
}

const char* type_name(judge::ValueType type) {
    switch (type) {
        case judge::ValueType::CardId: return "card";
        case judge::ValueType::CardIds: return "cards";
        case judge::ValueType::Player: return "player";
        case judge::ValueType::WholeNumber: return "number";
        case judge::ValueType::WholeNumbers: return "numbers";
        case judge::ValueType::Word: return "word";
        case judge::ValueType::Keyword: return "keyword";
        case judge::ValueType::Trait: return "trait";
        case judge::ValueType::Text: return "text";
    }
    return "text";
}

void write_arguments(report::JsonWriter& json, std::string_view name, const std::vector<judge::AttributeSpec>& specs) {
    json.key(name).begin_array();
    for (const auto& a : specs) {
        json.begin_object().field("name", a.name).field("type", type_name(a.type)).field("required", a.required);
        if (!a.words.empty()) json.string_array("words", a.words);
        if (a.type == judge::ValueType::WholeNumber || a.type == judge::ValueType::WholeNumbers) json.field("min", a.min).field("max", a.max);
        json.end_object();
    }
    json.end_array();
}

// The ability language of a game as an editor offers it: each operation with the kinds it is written
// in, its arguments and its targets by kind (the same entries the loader checks an <ability> against).
void write_ability_language(report::JsonWriter& json, const judge::Ruleset& ruleset, msg::Lang lang) {
    json.key("abilities").begin_object();
    json.string_array("kinds", ruleset.ability_kinds());
    json.string_array("triggered_kinds", ruleset.triggered_kinds());
    json.string_array("condition_kinds", ruleset.condition_kinds());
    json.string_array("triggers", ruleset.triggers());
    json.string_array("conditions", ruleset.conditions());
    json.string_array("durations", ruleset.durations());
    write_arguments(json, "common_arguments", ruleset.common_ability_arguments());
    json.key("kind_arguments").begin_object();
    for (const auto& kind : ruleset.ability_kinds()) write_arguments(json, kind, ruleset.kind_arguments(kind));
    json.end_object();
    json.key("operations").begin_array();
    for (const auto& op : ruleset.operation_specs()) {
        json.begin_object().field("name", op.name).field("label", op.term ? msg::render(*op.term, lang) : op.name);
        json.string_array("kinds", op.kinds).field("takes_trigger", op.takes_trigger).string_array("duration_kinds", op.duration_kinds);
        write_arguments(json, "arguments", op.arguments);
        json.key("targets").begin_array();
        for (const auto& t : op.targets)
            json.begin_object().string_array("kinds", t.kinds).string_array("words", t.words).field("card_id", t.card_id)
                .field("required", t.required).end_object();
        json.end_array().end_object();
    }
    json.end_array();
    json.end_object();
}

std::string board_vocabulary_json(const char* game_id, const char* lang_code) {
    report::JsonWriter json;
    json.begin_object();
    const std::string game = game_id ? game_id : "";
    const auto lang = lang_code && std::string_view(lang_code) == "ja" ? msg::Lang::ja : msg::Lang::en;
    const auto* ruleset = judge::find_ruleset(game);
    if (!ruleset) return json.field("problem", msg::render(say::kNoSuchGame, lang, {{"game", game}})).end_object().take();
    write_words(json, "zones", *ruleset, judge::WordKind::zone, ruleset->zone_names(), lang);
    write_words(json, "card_types", *ruleset, judge::WordKind::card_type, ruleset->card_types(), lang);
    write_words(json, "stats", *ruleset, judge::WordKind::stat, ruleset->stats(), lang);
    write_words(json, "phases", *ruleset, judge::WordKind::phase, ruleset->phases(), lang);
    json.string_array("keywords", ruleset->keyword_names());
    json.field("cards_tap", ruleset->cards_tap());
    // The game's own card state (gcb's posture, dm's saver-for, …), each with its label where the game has one.
    json.key("statuses").begin_array();
    for (const auto& st : ruleset->statuses()) {
        json.begin_object().field("name", st.name).field("label", judge::shown_word(*ruleset, judge::WordKind::status, st.name).in(lang))
            .field("type", type_name(st.type));
        if (!st.words.empty()) {
            json.key("words").begin_array();
            for (const auto& w : st.words)
                json.begin_object().field("word", w).field("label", judge::shown_word(*ruleset, judge::WordKind::value, w).in(lang)).end_object();
            json.end_array();
        }
        json.end_object();
    }
    json.end_array();
    write_ability_language(json, *ruleset, lang);
    // Whether pasted card text can be read into abilities (judge_compile_card_text_json).
    json.field("reads_card_text", ruleset->card_text_grammar() != nullptr);
    json.key("library").begin_array();
    if (auto library = bundled_library(game)) {
        pugi::xml_document doc;
        if (doc.load_buffer(library->text.data(), library->text.size()))
            for (const auto& card : doc.document_element().children("card"))
                json.begin_object().field("name", card.attribute("name").as_string()).field("reading", card.attribute("reading").as_string())
                    .field("type", card.attribute("type").as_string()).end_object();
    }
    json.end_array();
    return json.end_object().take();
}

// A card's printed text read into abilities (docs/card-text.md): each sentence with its abilities,
// or the part that could not be read, which is not played.
std::string compile_card_text_json(const char* game_id, const char* type_word, const char* text) {
    report::JsonWriter json;
    json.begin_object();
    const auto* ruleset = judge::find_ruleset(game_id ? game_id : "");
    const auto* grammar = ruleset ? ruleset->card_text_grammar() : nullptr;
    json.field("reads_card_text", grammar != nullptr);
    if (!grammar) return json.end_object().take();
    const std::string type = type_word && *type_word ? type_word : "creature";
    auto card = judge::compile_card_text(*ruleset, *grammar, text ? text : "", type);
    judge::check_compiled_abilities(*ruleset, card, type);
    json.field("status", card.status == judge::CompileStatus::compiled ? "compiled" : card.status == judge::CompileStatus::partly ? "partly" : "not-compiled");
    json.string_array("keywords", card.keywords);
    json.key("values").begin_object();
    for (const auto& [name, value] : card.values) json.field(name, value);
    json.end_object();
    json.key("sentences").begin_array();
    for (const auto& s : card.sentences) {
        json.begin_object().field("text", s.text).field("understood", s.understood()).field("unread", s.unread).field("after", s.after);
        json.string_array("readings", s.readings);
        json.key("abilities").begin_array();
        for (const auto& a : s.abilities) json.value(judge::ability_xml(a));
        json.end_array().end_object();
    }
    json.end_array();
    return json.end_object().take();
}

}  // namespace

}  // namespace engine_api

extern "C" const char* judge_compile_card_text_json(const char* game, const char* type, const char* text) {
    auto& e = engine_api::engine();
    e.answer = engine_api::compile_card_text_json(game, type, text);
    return e.answer.c_str();
}

extern "C" const char* judge_board_vocabulary_json(const char* game, const char* lang) {
    auto& e = engine_api::engine();
    e.answer = engine_api::board_vocabulary_json(game, lang);
    return e.answer.c_str();
}

extern "C" const char* judge_legal_moves_json(const char* scenario_xml, const char* options_json) {
    auto& e = engine_api::engine();
    e.answer = engine_api::legal_moves_json(scenario_xml, options_json);
    return e.answer.c_str();
}

extern "C" const char* judge_verify_json(const char* scenario_xml, const char* options_json) {
    auto& e = engine_api::engine();
    e.answer = engine_api::verify_json(scenario_xml, options_json);
    return e.answer.c_str();
}

extern "C" void judge_set_known_ids(const char* ids) {
    if (!ids) {
        engine_api::engine().known_ids.reset();
        return;
    }
    std::unordered_map<std::string, std::string> set;
    std::string_view rest = ids ? ids : "";
    while (!rest.empty()) {
        const auto end = rest.find('\n');
        auto id = rest.substr(0, end);
        if (!id.empty() && id.back() == '\r') id.remove_suffix(1);
        // "ID" or "ID<tab>address": the address is where the site shows the entry.
        std::string_view address;
        if (const auto tab = id.find('\t'); tab != std::string_view::npos) {
            address = id.substr(tab + 1);
            id = id.substr(0, tab);
        }
        if (!id.empty()) set.emplace(id, address);
        if (end == std::string_view::npos) break;
        rest.remove_prefix(end + 1);
    }
    engine_api::engine().known_ids = std::move(set);
}
