// `judge verify PATH... [--trace] [--json] [--max-steps N]`: run scenario files and report each verdict.
#include <iostream>
#include <map>

#include <SQLiteCpp/Statement.h>

#include "commands.hpp"
#include "json_writer.hpp"
#include "judge/core/board_text.hpp"
#include "judge/core/verifier.hpp"
#include "judge/games/registry.hpp"
#include "rulesdb/corpus_loader.hpp"
#include "rulesdb/database.hpp"
#include "rulesdb/diagnostic.hpp"
#include "terminal.hpp"

namespace fs = std::filesystem;

namespace cli {

namespace {

struct VerifyArgs {
    std::vector<std::string> paths;
    bool trace = false;
    bool json = false;
    std::size_t max_steps = judge::kDefaultMaxSteps;
};

std::string upper(std::string s) {
    for (auto& c : s)
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 32);
    return s;
}

void print_trace(const judge::Trace& trace) {
    for (const auto& step : trace) std::cout << "    [" << step.cite << "] " << step.text << '\n';
}

void print_text(const judge::VerifyResult& r, const judge::Ruleset* ruleset, bool trace, bool colour) {
    if (r.verdict == judge::Verdict::Error) {
        std::cerr << r.error << '\n';
        // A scenario stopped while being played (a loop, the step budget): the steps up to the stop.
        if (trace && !r.trace.empty()) {
            std::cout << "ERROR  " << r.file << "  " << r.id << "  " << r.title << "\n";
            print_trace(r.trace);
        }
        return;
    }
    const char* paint = !colour ? "" : r.verdict == judge::Verdict::Pass ? "\033[32m" : "\033[31m";
    std::string label = r.question && r.verdict == judge::Verdict::Pass ? "ANSWER" : upper(judge::verdict_name(r.verdict));
    std::cout << paint << label << (colour ? "\033[0m" : "") << "  " << r.file << "  " << r.id << "  " << r.title << '\n';
    for (const auto& f : r.failures) std::cout << "    " << f << '\n';
    if (r.decision) {
        std::string options;
        for (const auto& o : r.decision->options) options += (options.empty() ? "" : ", ") + o;
        std::cout << "    " << r.decision->player << " must decide (" << r.decision->kind << ") " << r.decision->prompt
                  << "; legal options: " << options << '\n';
        if (r.decision->by_action)
            std::cout << "    add that move by " << r.decision->player << " at the end of <actions> (e.g. <pass player=\"" << r.decision->player
                      << "\"/>)\n";
        else
            std::cout << "    script it with <decision player=\"" << r.decision->player << "\" kind=\"" << r.decision->kind
                      << "\" choice=\"…\"/>\n";
    }
    if ((r.question || trace) && ruleset && r.initial) {
        std::cout << "  board before:\n" << judge::board_text(*r.initial, *ruleset);
    }
    if (r.question || trace) print_trace(r.trace);
    if ((r.question || trace) && ruleset && r.final_state) std::cout << "  board after:\n" << judge::board_text(*r.final_state, *ruleset);
}

void write_json(JsonWriter& json, const judge::VerifyResult& r) {
    json.begin_object().field("id", r.id).field("file", r.file).field("game", r.game).field("title", r.title);
    json.field("verdict", judge::verdict_name(r.verdict)).field("question", r.question);
    json.string_array("rulings", r.rulings);
    auto failures = r.failures;
    if (r.verdict == judge::Verdict::Error) failures.push_back(r.error);
    json.string_array("failures", failures);
    if (r.decision) {
        json.key("decision").begin_object().field("player", r.decision->player).field("kind", r.decision->kind)
            .field("prompt", r.decision->prompt).string_array("options", r.decision->options)
            .field("by_action", r.decision->by_action).end_object();
    }
    json.key("trace").begin_array();
    for (const auto& step : r.trace) json.begin_object().field("cite", step.cite).field("text", step.text).end_object();
    json.end_array().end_object();
}

int run_verify(const Context& context, const VerifyArgs& args) {
    auto db = rulesdb::open_database(context.global.database());
    SQLite::Statement lookup(*db, "SELECT 1 FROM entries WHERE id = ?");
    judge::KnownId known = [&](const std::string& id) {
        lookup.reset();
        lookup.bind(1, id);
        return lookup.executeStep();
    };

    std::vector<judge::VerifyResult> results;
    std::vector<const judge::Ruleset*> rulesets;
    for (const auto& path : args.paths) {
        std::error_code ec;
        if (!fs::exists(path, ec)) {
            judge::VerifyResult missing;
            missing.file = path;
            missing.verdict = judge::Verdict::Error;
            missing.error = path + ": no such file or folder";
            results.push_back(missing);
            rulesets.push_back(nullptr);
            continue;
        }
        for (const auto& file : judge::find_scenario_files(path)) {
            auto name = rulesdb::display_path(file, fs::current_path());
            try {
                auto loaded = judge::load_scenario(file, name, judge::find_ruleset, bundled_scenarios_dir());
                results.push_back(judge::verify(loaded, known, judge::VerifyOptions{args.max_steps}));
                rulesets.push_back(loaded.ruleset);
            } catch (const rulesdb::InputError& e) {
                judge::VerifyResult bad;
                bad.file = name;
                bad.verdict = judge::Verdict::Error;
                bad.error = e.what();
                results.push_back(bad);
                rulesets.push_back(nullptr);
            }
        }
    }

    std::map<judge::Verdict, int> counts;
    for (const auto& r : results) ++counts[r.verdict];
    if (args.json) {
        JsonWriter json;
        json.begin_object().key("scenarios").begin_array();
        for (const auto& r : results) write_json(json, r);
        json.end_array().key("summary").begin_object()
            .field("passed", counts[judge::Verdict::Pass]).field("failed", counts[judge::Verdict::Fail])
            .field("needs_decision", counts[judge::Verdict::NeedsDecision]).field("errors", counts[judge::Verdict::Error])
            .end_object().end_object();
        std::cout << json.str() << '\n';
    } else {
        bool colour = use_colour(stdout);
        for (std::size_t i = 0; i < results.size(); ++i) print_text(results[i], rulesets[i], args.trace, colour);
        std::cout << counts[judge::Verdict::Pass] << " passed, " << counts[judge::Verdict::Fail] << " failed, "
                  << counts[judge::Verdict::NeedsDecision] << " needs-decision, " << counts[judge::Verdict::Error] << " errors\n";
    }
    if (counts[judge::Verdict::Error]) return kExitInvalid;
    if (counts[judge::Verdict::Fail] || counts[judge::Verdict::NeedsDecision]) return kExitFailed;
    return kExitOk;
}

}  // namespace

void add_verify_command(CLI::App& app, Context& context) {
    auto args = std::make_shared<VerifyArgs>();
    auto* command = app.add_subcommand("verify", "play out scenario files under the rules and check their expectations");
    command->add_option("PATH", args->paths, "scenario files, or folders searched recursively")->required();
    command->add_flag("--trace", args->trace, "print every step with the rule, ruling or assumption that decided it");
    command->add_flag("--json", args->json, "print JSON");
    command->add_option("--max-steps", args->max_steps,
                        "steps one scenario may take before it is stopped with an error (default " +
                            std::to_string(judge::kDefaultMaxSteps) + ")")
        ->check(CLI::PositiveNumber);
    command->callback([&context, args] { context.exit_code = run_verify(context, *args); });
}

}  // namespace cli
