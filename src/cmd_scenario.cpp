// `judge scenario new --game ID`: a commented scenario template, drawn from the game's ruleset
// so that it lists exactly the zones, actions and vocabulary that game accepts.
// `judge scenario schema --game ID [--out FILE]`: the game's XSD (judge/core/scenario_schema.hpp).
// `judge scenario operations GAME`: what each operation of its ability language takes (operations_table.hpp).
#include <filesystem>
#include <fstream>
#include <iostream>

#include "commands.hpp"
#include "paths.hpp"
#include "scenario_messages.hpp"
#include "judge/core/decisions.hpp"
#include "judge/core/scenario_template.hpp"
#include "judge/core/operations_table.hpp"
#include "judge/core/scenario_schema.hpp"
#include "judge/games/registry.hpp"

namespace cli {

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
        // The format's page where this judge has it: the checkout's docs/, or the installed share/doc/judge/;
        // in Japanese its Japanese copy, docs/ja/.
        if (const auto* ruleset = ruleset_or_complain(*game, context)) {
            // A copied binary has neither: the page is then named as the judge's source has it.
            const bool ja = msg::language() == msg::Lang::ja;
            auto format = docs_dir() / (ja ? "ja/scenario-format.md" : "scenario-format.md");
            if (!std::filesystem::exists(format)) format = docs_dir() / "scenario-format.md";
            if (!std::filesystem::exists(format)) format = ja ? "docs/ja/scenario-format.md" : "docs/scenario-format.md";
            std::cout << judge::scenario_template(*ruleset, msg::language(), judge::TemplateUse::command_line, format.string());
        }
    });

    auto table_game = std::make_shared<std::string>();
    auto* table = scenario->add_subcommand("operations", msg::say(kScenarioOperationsHelp));
    table->add_option("game", *table_game, msg::say(kGameIdHelp))->required();
    table->callback([&context, table_game] {
        if (const auto* ruleset = ruleset_or_complain(*table_game, context)) std::cout << judge::operations_table(*ruleset);
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
