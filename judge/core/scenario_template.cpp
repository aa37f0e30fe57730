// The scenario template: see scenario_template.hpp.
#include "judge/core/scenario_template.hpp"

#include <algorithm>

#include "judge/core/decisions.hpp"
#include "judge/core/scenario_template_messages.hpp"

namespace judge {

namespace {

std::string prefix(std::string game) {
    for (auto& c : game)
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 32);
    return game;
}

// What an attribute's value looks like, by its declared type.
std::string placeholder(const AttributeSpec& a) {
    std::string words;
    for (const auto& w : a.words) words += "|" + w;
    switch (a.type) {
        case ValueType::CardId: return "ID" + words;
        case ValueType::CardIds: return "ID ID…";
        case ValueType::Player: return "A";
        case ValueType::WholeNumber: return std::to_string(std::max(a.min, 1));
        case ValueType::WholeNumbers: return "1 2…";
        case ValueType::Word: return words.empty() ? "…" : words.substr(1);
        case ValueType::Keyword: return "KEYWORD";
        case ValueType::Trait: return "TRAIT";
        case ValueType::Text: return "…";
    }
    return "…";
}

}  // namespace

std::string scenario_template(const Ruleset& r, msg::Lang lang, TemplateUse use, const std::string& format_doc) {
    const auto zones = r.zone_names();
    const auto stats = r.stats();
    std::string actions;
    for (const auto& a : r.actions()) {
        actions += "       <" + a.kind + (a.needs_player ? " player=\"A\"" : "");
        for (const auto& attr : a.attributes) {
            auto written = attr.name + "=\"" + placeholder(attr) + "\"";
            actions += attr.required ? " " + written : " [" + written + "]";
        }
        actions += "/>\n";
    }
    std::string example_stats;
    for (const auto& s : stats) example_stats += " " + s + "=\"1\"";
    const std::string game = r.game();
    const std::string p = prefix(game);
    const std::string statuses = r.statuses().empty() ? "" : ", " + comma_list(names_of(r.statuses()));
    std::vector<std::string> decision_names;
    for (const auto& d : r.decision_kinds()) decision_names.push_back(d.kind);
    const bool site = use == TemplateUse::site;
    const std::string format = format_doc.find("--") == std::string::npos ? format_doc : "scenario-format.md";
    auto vocabulary = msg::render(say::kTemplateVocabulary, lang, {{"phases", comma_list(r.phases())},
                                   {"zones", comma_list(zones)},
                                   {"types", comma_list(r.card_types())},
                                   {"stats", comma_list(stats)},
                                   {"statuses", statuses},
                                   {"game", game},
                                   {"kinds", comma_list(r.ability_kinds())},
                                   {"operations", comma_list(r.operations())},
                                   {"triggers", comma_list(r.triggers())},
                                   {"conditions", comma_list(r.conditions())},
                                   {"targets", comma_list(r.targets())},
                                   {"durations", comma_list(r.durations())}});
    // The site's template names no command: its page says how to run it.
    if (const auto line = msg::render(say::kTemplateOperationsHelp, lang); site) {
        if (const auto at = vocabulary.find(line); at != std::string::npos) vocabulary.erase(at, line.size());
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + msg::render(site ? say::kTemplateIntroSite : say::kTemplateIntro, lang, {{"game", game}, {"format", format}}) +
           "<scenario id=\"" + game + "-my-dispute\" game=\"" + game + "\">\n"
           "  <title ja=\"ここに争点を一行で\" en=\"The point in one line\"/>\n" +
           msg::render(site ? say::kTemplateRulingsSite : say::kTemplateRulings, lang, {{"prefix", p}}) +
           "  <rulings>\n  </rulings>\n"
           "  <notes>" + msg::render(say::kTemplateNotes, lang) + "</notes>\n\n" +
           vocabulary +
           "  <setup turn=\"1\" active=\"A\" phase=\"" + r.phases().back() + "\">\n"
           "    <player id=\"A\" name=\"Aさん\">\n"
           "      <zone name=\"" + zones.front() + "\">\n"
           "        <card id=\"a1\" type=\"" + r.card_types().front() + "\"" + example_stats + "/>\n"
           "      </zone>\n"
           "    </player>\n"
           "    <player id=\"B\" name=\"Bさん\">\n"
           "    </player>\n"
           "  </setup>\n\n" +
           msg::render(say::kTemplateActions, lang, {{"prefix", p}, {"actions", actions}}) +
           "  <actions>\n  </actions>\n\n" + msg::render(say::kTemplateDecisions, lang, {{"kinds", comma_list(decision_names)}, {"format", format}}) +
           "  <decisions>\n  </decisions>\n\n" + msg::render(say::kTemplateExpect, lang, {{"prefix", p}}) +
           "  <expect>\n  </expect>\n"
           "</scenario>\n";
}

}  // namespace judge
