// `judge db build` and `judge db import-text`.
#include <algorithm>
#include <iostream>

#include "commands.hpp"
#include "rulesdb/corpus_loader.hpp"
#include "rulesdb/corpus_validator.hpp"
#include "rulesdb/database.hpp"
#include "rulesdb/db_builder.hpp"
#include "judge/core/scenario_loader.hpp"
#include "rulesdb/text_import.hpp"

namespace fs = std::filesystem;

namespace cli {

namespace {

struct BuildOptions {
    std::string data, scenarios;
};

// Each scenario names the rulings it demonstrates; those become ruling→scenario links.
void add_scenario_links(const fs::path& scenarios, const fs::path& base, rulesdb::Corpus& corpus, rulesdb::Diagnostics& problems) {
    std::error_code ec;
    if (!fs::is_directory(scenarios, ec)) return;
    for (const auto& file : judge::find_scenario_files(scenarios)) {
        auto name = rulesdb::display_path(file, base);
        try {
            auto header = judge::read_scenario_header(file, name);
            auto relative = fs::relative(file, scenarios).generic_string();
            for (std::size_t i = 0; i < header.rulings.size(); ++i)
                corpus.scenario_links.push_back({header.rulings[i], relative, header.id, {name, header.ruling_lines[i]}});
        } catch (const rulesdb::InputError& e) {
            problems.push_back(e.diagnostic());
        }
    }
}

// Each problem on its own line; but when content could not be read, the references to IDs that are
// then undefined are most likely its follow-ons: one line counts them, so the cause stays in view.
void print_problems(const rulesdb::Diagnostics& problems, bool content_was_lost) {
    std::vector<std::string> follow_on_ids;
    for (const auto& p : problems) {
        if (content_was_lost && !p.unknown_id.empty()) follow_on_ids.push_back(p.unknown_id);
        else std::cerr << p.format() << '\n';
    }
    if (follow_on_ids.empty()) return;
    std::sort(follow_on_ids.begin(), follow_on_ids.end());
    follow_on_ids.erase(std::unique(follow_on_ids.begin(), follow_on_ids.end()), follow_on_ids.end());
    std::string named;
    for (std::size_t i = 0; i < follow_on_ids.size() && i < 3; ++i) named += (i ? ", " : "") + follow_on_ids[i];
    if (follow_on_ids.size() > 3) named += ", …";
    std::size_t count = 0;
    for (const auto& p : problems) count += content_was_lost && !p.unknown_id.empty();
    std::cerr << "judge: and " << count << " reference" << (count == 1 ? "" : "s") << " to IDs that are not defined (" << named
              << "), most likely entries of the content that could not be read above; fix that first\n";
}

int build(const Context& context, const BuildOptions& options) {
    fs::path data = options.data.empty() ? bundled_data_dir() : fs::path(options.data);
    fs::path scenarios = options.scenarios.empty() ? bundled_scenarios_dir() : fs::path(options.scenarios);
    auto base = fs::current_path();

    auto loaded = rulesdb::load_corpus(data, base);
    auto problems = loaded.problems;
    add_scenario_links(scenarios, base, loaded.corpus, problems);
    auto checked = rulesdb::validate_corpus(loaded.corpus, scenarios);
    problems.insert(problems.end(), checked.begin(), checked.end());
    if (!problems.empty()) {
        print_problems(problems, !loaded.problems.empty());
        std::cerr << "judge: the database was not built (" << problems.size() << " problem"
                  << (problems.size() == 1 ? "" : "s") << "); " << context.global.database().string() << " is unchanged\n";
        return kExitInvalid;
    }
    auto target = context.global.database();
    auto counts = rulesdb::write_database(loaded.corpus, target);
    std::cout << "built " << target.string() << ": " << counts.games << " games, " << counts.rules << " rules, "
              << counts.rulings << " rulings, " << counts.assumptions << " assumptions, " << counts.terms << " terms, "
              << counts.scenario_links << " scenario links\n";
    return kExitOk;
}

int import_text(const Context& context, const std::string& game, const std::string& file, const std::string& encoding) {
    auto db = rulesdb::open_database(context.global.database(), rulesdb::OpenMode::ReadWrite);
    auto rules = rulesdb::import_rules_text(*db, game, file, encoding);
    std::cout << "imported " << rules.size() << " headings from " << file << " as " << rules.front().id << " … "
              << rules.back().id << '\n';
    return kExitOk;
}

}  // namespace

void add_db_commands(CLI::App& app, Context& context) {
    auto* db = app.add_subcommand("db", "build or extend the rules database");
    db->require_subcommand(1);

    auto options = std::make_shared<BuildOptions>();
    auto* build_command = db->add_subcommand("build", "check rulesdb/data and compile it into the SQLite database");
    build_command->add_option("--data", options->data, "rules data folder (default: the bundled rulesdb/data)");
    build_command->add_option("--scenarios", options->scenarios, "scenarios folder (default: the bundled scenarios/)");
    build_command->callback([&context, options] { context.exit_code = build(context, *options); });

    auto game = std::make_shared<std::string>();
    auto file = std::make_shared<std::string>();
    auto encoding = std::make_shared<std::string>("auto");
    auto* import_command = db->add_subcommand("import-text", "read a plain-text rules document into rule entries");
    import_command->add_option("--game", *game, "game id (iw, gcb, dm)")->required();
    import_command->add_option("FILE", *file, "plain-text rules document")->required();
    import_command->add_option("--encoding", *encoding,
                               "the document's encoding: auto (default: UTF-8, else Shift_JIS or EUC-JP as detected), utf-8, shift_jis, cp932, euc-jp");
    import_command->callback([&context, game, file, encoding] { context.exit_code = import_text(context, *game, *file, *encoding); });
}

}  // namespace cli
