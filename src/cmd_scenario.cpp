// `judge scenario new --game ID`: a commented scenario template, drawn from the game's ruleset
// so that it lists exactly the zones, actions and vocabulary that game accepts.
// `judge scenario schema --game ID [--out FILE]`: the game's XSD (judge/core/scenario_schema.hpp).
#include <algorithm>
#include <fstream>
#include <iostream>

#include "commands.hpp"
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
    const auto p = prefix(r.game());
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<!-- A disputed situation for " + r.game() + ". Fill in the board, the moves and what you expect, then run\n"
           "     `judge verify THIS-FILE` (with the trace option to see each step). The format is explained in\n"
           "     docs/scenario-format.md. For an editor that completes and checks every name, write the game's schema\n"
           "     with `judge scenario schema " + r.game() + " > " + r.game() + ".xsd` and point the editor at it, e.g. with\n"
           "     xsi:noNamespaceSchemaLocation=\"" + r.game() + ".xsd\" and xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"\n"
           "     on <scenario>. -->\n"
           "<scenario id=\"" + r.game() + "-my-dispute\" game=\"" + r.game() + "\">\n"
           "  <title ja=\"ここに争点を一行で\" en=\"The point in one line\"/>\n"
           "  <!-- The rulings this scenario demonstrates, e.g. <ruling ref=\"" + p + "-J-…\"/> (find them with `judge search`). -->\n"
           "  <rulings>\n  </rulings>\n"
           "  <notes>Why this situation is disputed.</notes>\n\n"
           "  <!-- phases: " + judge::comma_list(r.phases()) + "\n"
           "       zones: " + judge::comma_list(zones) + " (listed top/front first)\n"
           "       card types: " + judge::comma_list(r.card_types()) + "; values: " + judge::comma_list(stats) + "\n"
           "       card state: tapped=\"true\", face=\"down\", entered=\"this-turn\", attached-to=\"ID\"" +
           (r.statuses().empty() ? "" : ", " + judge::comma_list(names_of(r.statuses()))) + "\n"
           "       a card is defined here with a type, or taken by name from scenarios/" + r.game() + "/cards.xml\n"
           "       abilities: <ability kind=\"…\" op=\"…\" [trigger condition target duration] [stat amount keyword action]/>\n"
           "         kinds: " + judge::comma_list(r.ability_kinds()) + "\n"
           "         operations: " + judge::comma_list(r.operations()) + "\n"
           "         triggers: " + judge::comma_list(r.triggers()) + "\n"
           "         conditions: " + judge::comma_list(r.conditions()) + "\n"
           "         targets: " + judge::comma_list(r.targets()) + ", or a card id\n"
           "         durations: " + judge::comma_list(r.durations()) + " -->\n"
           "  <setup turn=\"1\" active=\"A\" phase=\"" + r.phases().back() + "\">\n"
           "    <player id=\"A\" name=\"Aさん\">\n"
           "      <zone name=\"" + zones.front() + "\">\n"
           "        <card id=\"a1\" type=\"" + r.card_types().front() + "\"" + example_stats + "/>\n"
           "      </zone>\n"
           "    </player>\n"
           "    <player id=\"B\" name=\"Bさん\">\n"
           "    </player>\n"
           "  </setup>\n\n"
           "  <!-- The moves, in order. Mark one the rules should refuse with expect=\"refused\" because=\"" + p + "-R-…\".\n"
           "       An <expect> between moves is a checkpoint. <any-answer player=\"B\"/> leaves B's answer to the\n"
           "       waiting step (block, response, pass, …) open: each legal answer becomes a line when exploring.\n" + actions + "  -->\n"
           "  <actions>\n  </actions>\n\n"
           "  <!-- Choices players make, in order: <decision player=\"B\" kind=\"may|target|targets|order|…\" choice=\"…\"/>.\n"
           "       An unscripted choice with several legal options stops the run with NEEDS-DECISION and lists them,\n"
           "       unless the scenario explores: explore=\"true\" on <scenario> (or the explore option of verify) plays\n"
           "       every legal option of every open choice and lists the distinct outcomes (docs/scenario-format.md,\n"
           "       \"Exploring every line\"); <expect branches=\"some\"> or branches=\"none\"> then counts the lines. -->\n"
           "  <decisions>\n  </decisions>\n\n"
           "  <!-- What must hold at the end. Leave it out to ask \"what happens here?\": verify then prints the board\n"
           "       and the trace.\n"
           "       <card id=\"a1\" zone=\"…\" [tapped=\"true\"] [face=\"up\"]/>  <value card=\"a1\" stat=\"…\" equals=\"0\"/>\n"
           "       <count player=\"B\" zone=\"…\" equals=\"2\"/>  <winner player=\"A\"/> or <winner none=\"true\"/>\n"
           "       <event type=\"destroyed\" card=\"b1\" [happened=\"false\"]/>  <cited id=\"" + p + "-R-…\"/> -->\n"
           "  <expect>\n  </expect>\n"
           "</scenario>\n";
}

}  // namespace

namespace {

const judge::Ruleset* ruleset_or_complain(const std::string& game, Context& context) {
    if (const auto* ruleset = judge::find_ruleset(game)) return ruleset;
    std::vector<std::string> known;
    for (const auto* r : judge::all_rulesets()) known.push_back(r->game());
    std::cerr << "judge: no ruleset for the game '" << game << "'; judge has " << judge::comma_list(known) << '\n';
    context.exit_code = kExitInvalid;
    return nullptr;
}

}  // namespace

void add_scenario_command(CLI::App& app, Context& context) {
    auto* scenario = app.add_subcommand("scenario", "start a scenario file, or write a game's scenario schema");
    scenario->require_subcommand(1);
    auto game = std::make_shared<std::string>();
    auto* create = scenario->add_subcommand("new", "print a commented scenario template for a game");
    create->add_option("--game", *game, "game id")->required();
    create->callback([&context, game] {
        if (const auto* ruleset = ruleset_or_complain(*game, context)) std::cout << template_for(*ruleset);
    });

    auto schema_game = std::make_shared<std::string>();
    auto out = std::make_shared<std::string>();
    auto* schema = scenario->add_subcommand("schema", "write the XSD of a game's scenario files (its actions, zones, keywords, …)");
    // The game may be given bare (`judge scenario schema dm`) so that the command can be quoted in
    // an XML comment, where "--" may not stand.
    auto* game_option = schema->add_option("--game", *schema_game, "game id");
    auto* game_positional = schema->add_option("game", *schema_game, "game id (the same as --game)");
    game_option->excludes(game_positional);

    schema->add_option("--out", *out, "write to FILE instead of stdout")->check(non_empty_path());
    schema->callback([&context, schema_game, out] {
        if (schema_game->empty()) {
            std::cerr << "judge: scenario schema needs a game: judge scenario schema GAME (or --game GAME)\n";
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
            std::cerr << *out << ": cannot write the file\n";
            context.exit_code = kExitInvalid;
        }
    });
}

}  // namespace cli
