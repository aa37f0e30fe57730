// `judge scenario new --game ID`: a commented scenario template, drawn from the game's ruleset
// so that it lists exactly the zones, actions and vocabulary that game accepts.
// `judge scenario schema --game ID [--out FILE]`: the game's XSD (judge/core/scenario_schema.hpp).
#include <algorithm>
#include <fstream>
#include <iostream>

#include "commands.hpp"
#include "scenario_messages.hpp"
#include "judge/core/decisions.hpp"
#include "judge/core/scenario_schema.hpp"
#include "judge/games/registry.hpp"

namespace cli {

namespace {

std::string prefix(std::string game) {
    for (auto& c : game)
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 32);
    return game;
}

std::vector<std::string> names_of(const std::vector<judge::AttributeSpec>& specs) {
    std::vector<std::string> out;
    for (const auto& s : specs) out.push_back(s.name);
    return out;
}

// What an attribute's value looks like, by its declared type.
std::string placeholder(const judge::AttributeSpec& a) {
    std::string words;
    for (const auto& w : a.words) words += "|" + w;
    switch (a.type) {
        case judge::ValueType::CardId: return "ID" + words;
        case judge::ValueType::CardIds: return "ID ID…";
        case judge::ValueType::Player: return "A";
        case judge::ValueType::WholeNumber: return std::to_string(std::max(a.min, 1));
        case judge::ValueType::WholeNumbers: return "1 2…";
        case judge::ValueType::Word: return words.empty() ? "…" : words.substr(1);
        case judge::ValueType::Text: return "…";
    }
    return "…";
}

std::string template_for(const judge::Ruleset& r) {
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
    const std::string statuses = r.statuses().empty() ? "" : ", " + judge::comma_list(names_of(r.statuses()));
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + msg::say(kTemplateIntro, {{"game", game}}) +
           "<scenario id=\"" + game + "-my-dispute\" game=\"" + game + "\">\n"
           "  <title ja=\"ここに争点を一行で\" en=\"The point in one line\"/>\n" +
           msg::say(kTemplateRulings, {{"prefix", p}}) +
           "  <rulings>\n  </rulings>\n"
           "  <notes>" + msg::say(kTemplateNotes) + "</notes>\n\n" +
           msg::say(kTemplateVocabulary, {{"phases", judge::comma_list(r.phases())},
                                          {"zones", judge::comma_list(zones)},
                                          {"types", judge::comma_list(r.card_types())},
                                          {"stats", judge::comma_list(stats)},
                                          {"statuses", statuses},
                                          {"game", game},
                                          {"kinds", judge::comma_list(r.ability_kinds())},
                                          {"operations", judge::comma_list(r.operations())},
                                          {"triggers", judge::comma_list(r.triggers())},
                                          {"conditions", judge::comma_list(r.conditions())},
                                          {"targets", judge::comma_list(r.targets())},
                                          {"durations", judge::comma_list(r.durations())}}) +
           "  <setup turn=\"1\" active=\"A\" phase=\"" + r.phases().back() + "\">\n"
           "    <player id=\"A\" name=\"Aさん\">\n"
           "      <zone name=\"" + zones.front() + "\">\n"
           "        <card id=\"a1\" type=\"" + r.card_types().front() + "\"" + example_stats + "/>\n"
           "      </zone>\n"
           "    </player>\n"
           "    <player id=\"B\" name=\"Bさん\">\n"
           "    </player>\n"
           "  </setup>\n\n" +
           msg::say(kTemplateActions, {{"prefix", p}, {"actions", actions}}) +
           "  <actions>\n  </actions>\n\n" + msg::say(kTemplateDecisions) +
           "  <decisions>\n  </decisions>\n\n" + msg::say(kTemplateExpect, {{"prefix", p}}) +
           "  <expect>\n  </expect>\n"
           "</scenario>\n";
}

}  // namespace

namespace {

const judge::Ruleset* ruleset_or_complain(const std::string& game, Context& context) {
    if (const auto* ruleset = judge::find_ruleset(game)) return ruleset;
    std::vector<std::string> known;
    for (const auto* r : judge::all_rulesets()) known.push_back(r->game());
    std::cerr << msg::say(kNoRuleset, {{"game", game}, {"games", judge::comma_list(known)}}) << '\n';
    context.exit_code = kExitInvalid;
    return nullptr;
}

}  // namespace

void add_scenario_command(CLI::App& app, Context& context) {
    auto* scenario = app.add_subcommand("scenario", msg::say(kScenarioHelp));
    scenario->require_subcommand(1);
    auto game = std::make_shared<std::string>();
    auto* create = scenario->add_subcommand("new", msg::say(kScenarioNewHelp));
    create->add_option("--game", *game, msg::say(kGameIdHelp))->required();
    create->callback([&context, game] {
        if (const auto* ruleset = ruleset_or_complain(*game, context)) std::cout << template_for(*ruleset);
    });

    auto schema_game = std::make_shared<std::string>();
    auto out = std::make_shared<std::string>();
    auto* schema = scenario->add_subcommand("schema", msg::say(kScenarioSchemaHelp));
    // The game may be given bare (`judge scenario schema dm`) so that the command can be quoted in
    // an XML comment, where "--" may not stand.
    auto* game_option = schema->add_option("--game", *schema_game, msg::say(kGameIdHelp));
    auto* game_positional = schema->add_option("game", *schema_game, msg::say(kGamePositionalHelp));
    game_option->excludes(game_positional);

    schema->add_option("--out", *out, msg::say(kOutHelp))->check(non_empty_path());
    schema->callback([&context, schema_game, out] {
        if (schema_game->empty()) {
            std::cerr << msg::say(kSchemaNeedsGame) << '\n';
            context.exit_code = kExitInvalid;
            return;
        }
        const auto* ruleset = ruleset_or_complain(*schema_game, context);
        if (!ruleset) return;
        const auto text = judge::scenario_schema(*ruleset);
        if (out->empty()) {
            std::cout << text;
            return;
        }
        std::ofstream file(*out, std::ios::binary);
        file << text;
        if (!file.flush()) {
            std::cerr << msg::say(kCannotWriteFile, {{"file", *out}}) << '\n';
            context.exit_code = kExitInvalid;
        }
    });
}

}  // namespace cli
