// `judge verify PATH... [--trace] [--json] [--max-steps N] [-j N] [--check-traces | --write-traces]`: run
// scenario files and report each verdict, in the order given, each printed as soon as it and those before
// it are done; optionally compare each trace with its golden `.trace` file, or write those files.
#include <algorithm>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <optional>
#include <thread>
#include <utility>

#include <SQLiteCpp/Statement.h>
#include <sqlite3.h>

#include "commands.hpp"
#include "cli_messages.hpp"
#include "ordered_runs.hpp"
#include "report/json_writer.hpp"
#include "report/verify_report.hpp"
#include "messages/language.hpp"
#include "judge/core/golden_trace.hpp"
#include "judge/core/numbers.hpp"
#include "judge/core/verifier.hpp"
#include "judge/games/registry.hpp"
#include "rulesdb/corpus_loader.hpp"
#include "rulesdb/database.hpp"
#include "rulesdb/imported_cards.hpp"
#include "rulesdb/diagnostic.hpp"
#include "rulesdb/file_replace.hpp"
#include "rulesdb/id_table.hpp"
#include "rulesdb/input_file.hpp"
#include "terminal.hpp"

namespace fs = std::filesystem;

namespace cli {

namespace {

struct VerifyArgs {
    std::vector<std::string> paths;
    bool trace = false;
    bool json = false;
    std::size_t max_steps = judge::kDefaultMaxSteps;
    std::string jobs;  // -j: threads; empty: one per core
    bool check_traces = false;  // compare each trace with the golden .trace file beside the scenario
    bool write_traces = false;  // write that file for each passing scenario
    bool explore = false;       // play every line of the decisions each scenario leaves open
    std::size_t max_branches = judge::kDefaultMaxBranches;
};

// More threads than this is a typo, not a machine.
constexpr int kMaxThreads = 1024;

// What every scenario of the run reads, from any thread.
struct Shared {
    judge::KnownId known;
    judge::CardLibraryCache& libraries;
    fs::path library_root;
    bool colour = false;
    std::map<std::string, std::set<std::string>> lookup_only;  // by game: imported cards with a text and no abilities
    std::map<std::string, std::map<std::string, std::string>> unplayed;  // by game: imported cards' sentences not played
};

// The imported cards a scenario takes whose compiled text leaves sentences unplayed, with them.
std::vector<std::pair<std::string, std::string>> partly_played_cards(const judge::Scenario& scenario, const Shared& shared) {
    std::vector<std::pair<std::string, std::string>> out;
    const auto game = shared.unplayed.find(scenario.game);
    if (game == shared.unplayed.end()) return out;
    for (const auto& player : scenario.players)
        for (const auto& setup : player.cards)
            if (auto it = game->second.find(setup.card.name);
                it != game->second.end() && std::find_if(out.begin(), out.end(), [&](const auto& p) { return p.first == it->first; }) == out.end())
                out.emplace_back(it->first, it->second);
    return out;
}

// The imported cards that a scenario takes by name with nothing to play: a text but no abilities.
std::vector<std::string> lookup_only_cards(const judge::Scenario& scenario, const Shared& shared) {
    std::vector<std::string> out;
    const auto game = shared.lookup_only.find(scenario.game);
    if (game == shared.lookup_only.end()) return out;
    for (const auto& player : scenario.players)
        for (const auto& setup : player.cards)
            if (setup.card.abilities().empty() && game->second.contains(setup.card.name) &&
                std::find(out.begin(), out.end(), setup.card.name) == out.end())
                out.push_back(setup.card.name);
    return out;
}

// The IDs of the rules database in one read: every scenario's ID checks look here, from any thread.
// They go into the build's compact IdTable, not a set of strings: at 100,000 entries a string and a
// hash node each cost more than reading the row. The text is read through SQLite's C API, because
// SQLiteCpp's Column wraps every value in a shared pointer.
rulesdb::IdTable database_ids(const fs::path& database) {
    auto db = rulesdb::open_database(database);
    sqlite3_stmt* raw = nullptr;
    if (sqlite3_prepare_v2(db->getHandle(), "SELECT id FROM entries", -1, &raw, nullptr) != SQLITE_OK)
        throw SQLite::Exception(db->getHandle(), sqlite3_errcode(db->getHandle()));
    const std::unique_ptr<sqlite3_stmt, decltype(&sqlite3_finalize)> row(raw, &sqlite3_finalize);
    rulesdb::IdTable ids;
    ids.reserve(static_cast<std::size_t>(db->execAndGet("SELECT count(*) FROM entries").getInt64()));
    int step = SQLITE_ROW;
    while ((step = sqlite3_step(row.get())) == SQLITE_ROW) {
        const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(row.get(), 0));
        ids.intern(std::string_view(text, static_cast<std::size_t>(sqlite3_column_bytes(row.get(), 0))));
    }
    if (step != SQLITE_DONE) throw SQLite::Exception(db->getHandle(), step);
    return ids;
}

// One item of the run in the order given: a scenario file, or a path that does not exist.
struct Input {
    fs::path file;
    std::string name;
    bool missing = false;
};

// One scenario's report as it is printed, made by the thread that verified it.
struct Report {
    judge::Verdict verdict = judge::Verdict::Pass;
    bool wrote_trace = false;
    std::string out, err;  // text: stdout and stderr lines; JSON: the scenario's object
};

Report render(const judge::VerifyResult& r, const judge::Ruleset* ruleset, const VerifyArgs& args, bool colour) {
    Report report;
    report.verdict = r.verdict;
    if (args.json) {
        report::JsonWriter json;
        report::write_json(json, r);
        report.out = json.take();
    } else {
        report::write_text(r, ruleset, args.trace, colour, report.out, report.err);
    }
    return report;
}

// The golden file of a scenario in a language, as it is shown (the scenario's name with .trace or .ja.trace).
std::string golden_name(const Input& input, msg::Lang lang) {
    return judge::golden_trace_path(fs::path(input.name), lang).generic_string();
}

constexpr msg::Lang kGoldenLanguages[] = {msg::Lang::en, msg::Lang::ja};

// --check-traces: a passing scenario whose trace departs from its golden file fails, naming the line.
// Each language's golden file is checked; the first that departs is the failure.
void check_golden_trace(const Input& input, judge::VerifyResult& result, bool sections) {
    if (result.verdict != judge::Verdict::Pass && result.verdict != judge::Verdict::Fail) return;
    for (auto lang : kGoldenLanguages) {
        const auto path = judge::golden_trace_path(input.file, lang);
        std::string problem;
        std::error_code ec;
        if (!fs::exists(path, ec)) {
            problem = msg::say(kNoGoldenTrace, {{"golden", golden_name(input, lang)}, {"scenario", input.name}});
        } else {
            try {
                // Read as a scenario file is: a FIFO or a folder there is refused, not waited on.
                const auto golden = rulesdb::read_input_text(path, golden_name(input, lang), rulesdb::InputKind::scenario);
                problem = judge::golden_text_difference(report::golden_text(result, sections, lang), golden, golden_name(input, lang)).value_or("");
            } catch (const rulesdb::InputError& e) {
                problem = e.what();
            }
        }
        if (problem.empty()) continue;
        result.verdict = judge::Verdict::Fail;
        result.failures.push_back(std::move(problem));
        return;
    }
}

// Whether the file at `path` holds exactly `text`; a file that is not there or cannot be read (a
// FIFO, a folder: rulesdb/input_file.hpp) does not.
bool same_text(const fs::path& path, const std::string& text) {
    try {
        return rulesdb::read_input_text(path, path.string(), rulesdb::InputKind::scenario) == text;
    } catch (const rulesdb::InputError&) {
        return false;
    }
}

// --write-traces: a passing scenario's trace becomes its golden files, one per language (an
// unchanged file is left alone); each is written under a temporary name made with O_EXCL and
// renamed (rulesdb/file_replace.hpp), so a failed write loses nothing and a link planted where the
// temporary goes is never written through. Whether any file changed.
bool write_golden_trace(const Input& input, judge::VerifyResult& result, bool sections) {
    if (result.verdict != judge::Verdict::Pass) return false;
    bool wrote = false;
    for (auto lang : kGoldenLanguages) {
        const auto path = judge::golden_trace_path(input.file, lang);
        const auto text = report::golden_text(result, sections, lang);
        if (same_text(path, text)) continue;
        if (rulesdb::replace_file(path, text)) {
            result.verdict = judge::Verdict::Error;
            result.error = msg::say(kCannotWriteGoldenTrace, {{"golden", golden_name(input, lang)}});
            return false;
        }
        wrote = true;
    }
    return wrote;
}

Report verify_one(const Input& input, const VerifyArgs& args, const Shared& shared) {
    if (input.missing) {
        judge::VerifyResult missing;
        missing.file = input.name;
        missing.verdict = judge::Verdict::Error;
        missing.error = msg::say(kNoSuchFile, {{"path", input.name}});
        return render(missing, nullptr, args, shared.colour);
    }
    try {
        auto loaded = judge::load_scenario(input.file, input.name, judge::find_ruleset, shared.library_root, shared.libraries);
        // Text output shows the boards only with --trace or for a question; nothing else keeps them.
        const bool boards = !args.json && (args.trace || loaded.scenario.is_question());
        // The trace's sentences are shown in JSON, with --trace and for a question, and compared or
        // written with the golden traces; plain text output needs only the verdict.
        const bool note_text = args.json || args.trace || loaded.scenario.is_question() || args.check_traces || args.write_traces;
        const auto* ruleset = loaded.ruleset;
        // A scenario that asks to be explored keeps every outcome's trace in its golden file; any
        // other keeps the one line's (under --explore, the first outcome's).
        const bool sections = loaded.scenario.explore;
        const auto unplayable = lookup_only_cards(loaded.scenario, shared);
        const auto partly = partly_played_cards(loaded.scenario, shared);
        auto result = judge::verify(std::move(loaded), shared.known,
                                    judge::VerifyOptions{args.max_steps, boards, args.explore, args.max_branches, note_text});
        for (const auto& name : unplayable) result.notes.push_back(msg::say(kVerifyLookupOnlyCard, {{"card", name}}));
        for (const auto& [name, sentences] : partly) {
            std::string quoted;
            for (std::size_t at = 0; at < sentences.size();) {
                const auto end = std::min(sentences.find('\n', at), sentences.size());
                quoted += (quoted.empty() ? "「" : "」「") + sentences.substr(at, end - at);
                at = end + 1;
            }
            result.notes.push_back(msg::say(kVerifyPartlyPlayedCard, {{"card", name}, {"sentences", quoted + "」"}}));
        }
        bool wrote = false;
        if (args.check_traces) check_golden_trace(input, result, sections);
        if (args.write_traces) wrote = write_golden_trace(input, result, sections);
        auto report = render(result, ruleset, args, shared.colour);
        report.wrote_trace = wrote;
        return report;
    } catch (const rulesdb::InputError& e) {
        judge::VerifyResult bad;
        bad.file = input.name;
        bad.verdict = judge::Verdict::Error;
        bad.error = e.what();
        return render(bad, nullptr, args, shared.colour);
    }
}

// "-j N": a whole number of threads, 1 or more; anything else is refused with one line.
std::optional<unsigned> thread_count(const std::string& text) {
    if (text.empty()) return std::max(1u, std::thread::hardware_concurrency());
    auto parsed = judge::parse_whole_number(text, 1, kMaxThreads);
    if (parsed.value) return static_cast<unsigned>(*parsed.value);
    std::cerr << msg::say(kVerifyBadJobs, {{"value", text}, {"problem", parsed.problem}}) << '\n';
    return std::nullopt;
}

int run_verify(const Context& context, const VerifyArgs& args) {
    auto threads = thread_count(args.jobs);
    if (!threads) return kExitInvalid;
    const auto ids = database_ids(context.global.database());
    // The current folder is read once: every file's display name is worked out from it.
    const auto here = fs::current_path();
    judge::CardLibraryCache libraries(here);
    Shared shared{[&ids](const std::string& id) { return ids.find(id).has_value(); }, libraries, bundled_scenarios_dir(),
                  !args.json && use_colour(stdout), {}, {}};
    // The cards `db import-cards` added are cards of their game's library, by name.
    for (auto& [game, imported] : rulesdb::imported_cards_by_game(*rulesdb::open_database(context.global.database()))) {
        libraries.add_cards(game, std::move(imported.elements));
        shared.lookup_only[game] = std::move(imported.lookup_only);
        shared.unplayed[game] = std::move(imported.unplayed);
    }

    std::vector<Input> inputs;
    rulesdb::LexicalDisplayNames names(here);
    for (const auto& path : args.paths) {
        std::error_code ec;
        if (!fs::exists(path, ec)) {
            inputs.push_back({path, path, true});
            continue;
        }
        auto files = judge::find_scenario_files(path);
        if (files.empty()) {
            // Nothing verified is not a pass: a mistyped folder would otherwise look all green.
            std::cerr << msg::say(kVerifyNoScenarioFiles, {{"path", path}}) << '\n';
            return kExitInvalid;
        }
        for (auto& file : files) {
            auto name = names.name(file);
            inputs.push_back({std::move(file), std::move(name)});
        }
    }

    std::map<judge::Verdict, int> counts;
    int traces_written = 0;
    report::JsonWriter json;
    if (args.json) json.begin_object().key("scenarios").begin_array();
    run_in_order<Report>(
        inputs.size(), *threads, [&](std::size_t i) { return verify_one(inputs[i], args, shared); },
        [&](Report report) {
            ++counts[report.verdict];
            traces_written += report.wrote_trace;
            if (args.json) {
                json.raw(report.out);
                std::cout << json.take();
            } else {
                // std::cerr flushes std::cout before each write (it is tied to it): a scenario with
                // nothing for stderr writes nothing there, so that stdout goes out in large blocks.
                if (!report.err.empty()) std::cerr << report.err;
                std::cout << report.out;
            }
        });
    if (args.json) {
        json.end_array().key("summary").begin_object()
            .field("passed", counts[judge::Verdict::Pass]).field("failed", counts[judge::Verdict::Fail])
            .field("needs_decision", counts[judge::Verdict::NeedsDecision]).field("errors", counts[judge::Verdict::Error]);
        if (args.write_traces) json.field("traces_written", traces_written);
        json.end_object().end_object();
        std::cout << json.take() << '\n';
    } else {
        std::cout << msg::say(kVerifySummary, {{"passed", counts[judge::Verdict::Pass]},
                                               {"failed", counts[judge::Verdict::Fail]},
                                               {"undecided", counts[judge::Verdict::NeedsDecision]},
                                               {"errors", counts[judge::Verdict::Error]}})
                  << '\n';
        if (args.write_traces) std::cout << msg::say(traces_written == 1 ? kVerifyTraceWrittenOne : kVerifyTracesWritten, {{"n", traces_written}}) << '\n';
    }
    if (counts[judge::Verdict::Error]) return kExitInvalid;
    if (counts[judge::Verdict::Fail] || counts[judge::Verdict::NeedsDecision]) return kExitFailed;
    return kExitOk;
}

}  // namespace

void add_verify_command(CLI::App& app, Context& context) {
    auto args = std::make_shared<VerifyArgs>();
    auto* command = app.add_subcommand("verify", msg::say(kVerifyHelp));
    command->add_option("PATH", args->paths, msg::say(kVerifyPathHelp))->required()->check(non_empty_path());
    command->add_flag("--trace", args->trace, msg::say(kVerifyTraceHelp));
    command->add_flag("--json", args->json, msg::say(kJsonHelp));
    command->add_option("--max-steps", args->max_steps,
                        msg::say(kVerifyMaxStepsHelp, {{"default", judge::kDefaultMaxSteps}, {"most", judge::kMostMaxSteps}}))
        ->check(CLI::Range(std::size_t{1}, judge::kMostMaxSteps));
    command->add_flag("--explore", args->explore,
                      msg::say(kVerifyExploreHelp));
    command->add_option("--max-branches", args->max_branches,
                        msg::say(kVerifyMaxBranchesHelp, {{"default", judge::kDefaultMaxBranches}, {"most", judge::kMostMaxBranches}}))
        ->check(CLI::Range(std::size_t{1}, judge::kMostMaxBranches));
    command->add_option("-j,--jobs", args->jobs,
                        msg::say(kVerifyJobsHelp));
    auto* check = command->add_flag("--check-traces", args->check_traces,
                                    msg::say(kVerifyCheckTracesHelp));
    command->add_flag("--write-traces", args->write_traces,
                      msg::say(kVerifyWriteTracesHelp))
        ->excludes(check);
    command->callback([&context, args] { context.exit_code = run_verify(context, *args); });
}

}  // namespace cli
