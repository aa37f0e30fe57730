// `judge verify PATH... [--trace] [--json] [--max-steps N] [-j N] [--check-traces | --write-traces]`: run
// scenario files and report each verdict, in the order given, each printed as soon as it and those before
// it are done; optionally compare each trace with its golden `.trace` file, or write those files.
#include <algorithm>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <thread>
#include <unordered_set>
#include <string_view>
#include <utility>

#include <SQLiteCpp/Statement.h>

#include "commands.hpp"
#include "cli_messages.hpp"
#include "json_writer.hpp"
#include "ordered_runs.hpp"
#include "judge/core/board_messages.hpp"
#include "judge/core/board_text.hpp"
#include "messages/language.hpp"
#include "judge/core/golden_trace.hpp"
#include "judge/core/numbers.hpp"
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
};

std::string upper(std::string s) {
    for (auto& c : s)
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 32);
    return s;
}

// Appends each part to `out`: a scenario's report is built as one string, no stream per scenario.
template <typename... Parts>
void put(std::string& out, const Parts&... parts) {
    (out += ... += parts);
}

// A board under its "board before:" heading: every line indented like the trace beside it.
void print_board(const std::string& heading, const std::string& board, std::string& out) {
    put(out, "  ", heading, '\n');
    std::size_t at = 0;
    while (at < board.size()) {
        auto end = board.find('\n', at);
        if (end == std::string::npos) end = board.size();
        put(out, "    ", std::string_view(board).substr(at, end - at), '\n');
        at = end + 1;
    }
}

void print_trace(const judge::Trace& trace, std::string& out) {
    for (const auto& step : trace) put(out, "    [", step.cite, "] ", msg::say(step.text), '\n');
}

std::string lines_text(std::size_t n) { return msg::say(n == 1 ? kVerifyLineOne : kVerifyLines, {{"n", n}}); }

// A verdict as the report's first word: PASS, FAIL, … in English, 合格, 不合格, … in Japanese.
std::string verdict_label(const judge::VerifyResult& r) {
    if (r.question && r.verdict == judge::Verdict::Pass) return msg::say(kVerdictAnswer);
    switch (r.verdict) {
        case judge::Verdict::Pass: return msg::say(kVerdictPass);
        case judge::Verdict::Fail: return msg::say(kVerdictFail);
        case judge::Verdict::NeedsDecision: return msg::say(kVerdictNeedsDecision);
        case judge::Verdict::Error: return msg::say(kVerdictError);
    }
    return upper(judge::verdict_name(r.verdict));
}

// An explored scenario's outcome table: each distinct outcome with its lines, a representative
// line's choices and what sets it apart; with --trace (or for a question) each one's trace and board.
void print_exploration(const judge::VerifyResult& r, const judge::Ruleset* ruleset, bool full, std::string& out) {
    const auto& ex = *r.exploration;
    put(out, "    ",
        msg::say(kVerifyExplored, {{"lines", lines_text(ex.explored)},
                                   {"truncated", ex.truncated ? msg::say(kVerifyTruncatedAt, {{"max", ex.max_branches}}) : std::string()},
                                   {"outcomes", msg::say(ex.outcomes.size() == 1 ? kVerifyOutcomeOne : kVerifyOutcomes, {{"n", ex.outcomes.size()}})}}),
        ex.common.empty() ? "" : "; " + msg::say(ex.common), '\n');
    for (std::size_t i = 0; i < ex.outcomes.size(); ++i) {
        const auto& o = ex.outcomes[i];
        std::string choices;
        for (const auto& c : o.choices) choices += (choices.empty() ? "" : "; ") + c;
        put(out, "    ",
            msg::say(kVerifyOutcomeLine, {{"k", i + 1}, {"lines", lines_text(o.lines)}, {"choices", choices.empty() ? msg::say(kVerifyNoOpenDecision) : choices}}),
            '\n');
        put(out, "      ", msg::say(o.differs), '\n');
    }
    if (!full) return;
    if (ruleset && r.initial) print_board(msg::say(judge::say::kBoardBefore), judge::board_text(*r.initial, *ruleset, msg::language()), out);
    for (std::size_t i = 0; i < ex.outcomes.size(); ++i) {
        const auto& o = ex.outcomes[i];
        put(out, "  ", msg::say(kVerifyOutcomeHeading, {{"k", i + 1}}), '\n');
        print_trace(o.trace, out);
        if (ruleset && o.final_state) print_board(msg::say(judge::say::kBoardAfter), judge::board_text(*o.final_state, *ruleset, msg::language()), out);
    }
}

void print_text(const judge::VerifyResult& r, const judge::Ruleset* ruleset, bool trace, bool colour, std::string& out, std::string& err) {
    if (r.verdict == judge::Verdict::Error) {
        put(err, r.error, '\n');
        // A scenario stopped while being played (a loop, the step budget): the steps up to the stop.
        if (trace && !r.trace.empty()) {
            put(out, verdict_label(r), "  ", r.file, "  ", r.id, "  ", r.title, "\n");
            print_trace(r.trace, out);
        }
        return;
    }
    const char* paint = !colour ? "" : r.verdict == judge::Verdict::Pass ? "\033[32m" : "\033[31m";
    const std::string label = verdict_label(r);
    put(out, paint, label, colour ? "\033[0m" : "", "  ", r.file, "  ", r.id, "  ", r.title, '\n');
    for (const auto& f : r.failures) put(out, "    ", f, '\n');
    if (r.decision) {
        std::string options;
        for (const auto& o : r.decision->options) options += (options.empty() ? "" : ", ") + o;
        put(out, "    ",
            msg::say(kVerifyMustDecide, {{"player", r.decision->player}, {"kind", r.decision->kind}, {"prompt", r.decision->prompt}, {"options", options}}),
            '\n');
        if (r.decision->by_action)
            put(out, "    ", msg::say(kVerifyAddMove, {{"player", r.decision->player}}), '\n');
        else
            put(out, "    ", msg::say(kVerifyScriptIt, {{"player", r.decision->player}, {"kind", r.decision->kind}}), '\n');
    }
    if (r.exploration) return print_exploration(r, ruleset, r.question || trace, out);
    if ((r.question || trace) && ruleset && r.initial) print_board(msg::say(judge::say::kBoardBefore), judge::board_text(*r.initial, *ruleset, msg::language()), out);
    if (r.question || trace) print_trace(r.trace, out);
    if ((r.question || trace) && ruleset && r.final_state) print_board(msg::say(judge::say::kBoardAfter), judge::board_text(*r.final_state, *ruleset, msg::language()), out);
}

void write_trace(JsonWriter& json, const judge::Trace& trace) {
    json.key("trace").begin_array();
    for (const auto& step : trace) json.begin_object().field("cite", step.cite).field("text", msg::say(step.text)).end_object();
    json.end_array();
}

// An outcome's board after: the winner, what sets it apart, and each card's facts.
void write_final(JsonWriter& json, const judge::Outcome& o) {
    json.key("final").begin_object();
    json.field("differs", msg::say(o.differs));
    std::string card;
    for (const auto& f : o.final) {
        if (f.card.empty()) {
            json.field(f.name, f.value);
            continue;
        }
        if (card.empty()) json.key("cards").begin_object();
        if (f.card != card) {
            if (!card.empty()) json.end_object();
            json.key(f.card).begin_object();
            card = f.card;
        }
        json.field(f.name, f.value);
    }
    if (!card.empty()) json.end_object().end_object();
    json.end_object();
}

void write_branches(JsonWriter& json, const judge::Exploration& ex) {
    json.key("branches").begin_object();
    json.key("explored").value(static_cast<long long>(ex.explored));
    json.key("distinct").value(static_cast<long long>(ex.outcomes.size()));
    json.field("truncated", ex.truncated);
    json.key("outcomes").begin_array();
    for (const auto& o : ex.outcomes) {
        json.begin_object().string_array("choices", o.choices);
        json.key("lines").value(static_cast<long long>(o.lines));
        write_final(json, o);
        write_trace(json, o.trace);
        json.end_object();
    }
    json.end_array().end_object();
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
    write_trace(json, r.trace);
    if (r.exploration) write_branches(json, *r.exploration);
    json.end_object();
}

// The IDs of the rules database in one read: every scenario's ID checks look here, from any thread.
std::unordered_set<std::string> database_ids(const fs::path& database) {
    auto db = rulesdb::open_database(database);
    SQLite::Statement all(*db, "SELECT id FROM entries");
    std::unordered_set<std::string> ids;
    while (all.executeStep()) ids.insert(all.getColumn(0).getString());
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
        JsonWriter json;
        write_json(json, r);
        report.out = json.take();
    } else {
        print_text(r, ruleset, args.trace, colour, report.out, report.err);
    }
    return report;
}

// The golden file of a scenario in a language, as it is shown (the scenario's name with .trace or .ja.trace).
std::string golden_name(const Input& input, msg::Lang lang) {
    return judge::golden_trace_path(fs::path(input.name), lang).generic_string();
}

constexpr msg::Lang kGoldenLanguages[] = {msg::Lang::en, msg::Lang::ja};

// --check-traces: a passing scenario whose trace departs from its golden file fails, naming the line.
// The golden text of a result: its trace, or for a scenario explored in sections every outcome's.
std::string golden_text(const judge::VerifyResult& result, bool sections, msg::Lang lang) {
    if (sections && result.exploration) return judge::golden_exploration_text(*result.exploration, lang);
    return judge::golden_trace_text(result.trace, lang);
}

// Each language's golden file is checked; the first that departs is the failure.
void check_golden_trace(const Input& input, judge::VerifyResult& result, bool sections) {
    if (result.verdict != judge::Verdict::Pass && result.verdict != judge::Verdict::Fail) return;
    for (auto lang : kGoldenLanguages) {
        std::ifstream file(judge::golden_trace_path(input.file, lang), std::ios::binary);
        std::string problem;
        if (!file) {
            problem = msg::say(kNoGoldenTrace, {{"golden", golden_name(input, lang)}, {"scenario", input.name}});
        } else {
            std::string golden((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
            problem = judge::golden_text_difference(golden_text(result, sections, lang), golden, golden_name(input, lang)).value_or("");
        }
        if (problem.empty()) continue;
        result.verdict = judge::Verdict::Fail;
        result.failures.push_back(std::move(problem));
        return;
    }
}

// --write-traces: a passing scenario's trace becomes its golden files, one per language (an
// unchanged file is left alone); each is written under a temporary name and renamed, so a failed
// write loses nothing. Whether any file changed.
bool write_golden_trace(const Input& input, judge::VerifyResult& result, bool sections) {
    if (result.verdict != judge::Verdict::Pass) return false;
    bool wrote = false;
    for (auto lang : kGoldenLanguages) {
        const auto path = judge::golden_trace_path(input.file, lang);
        const auto text = golden_text(result, sections, lang);
        {
            std::ifstream existing(path, std::ios::binary);
            if (existing && std::string((std::istreambuf_iterator<char>(existing)), std::istreambuf_iterator<char>()) == text) continue;
        }
        auto temporary = path;
        temporary += ".tmp";
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out << text;
        out.close();
        std::error_code ec;
        if (out) fs::rename(temporary, path, ec);
        if (!out || ec) {
            fs::remove(temporary, ec);
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
        const auto* ruleset = loaded.ruleset;
        // A scenario that asks to be explored keeps every outcome's trace in its golden file; any
        // other keeps the one line's (under --explore, the first outcome's).
        const bool sections = loaded.scenario.explore;
        auto result = judge::verify(std::move(loaded), shared.known,
                                    judge::VerifyOptions{args.max_steps, boards, args.explore, args.max_branches});
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
    Shared shared{[&ids](const std::string& id) { return ids.count(id) > 0; }, libraries, bundled_scenarios_dir(),
                  !args.json && use_colour(stdout)};

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
    JsonWriter json;
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
                        msg::say(kVerifyMaxStepsHelp, {{"default", judge::kDefaultMaxSteps}}))
        ->check(CLI::PositiveNumber);
    command->add_flag("--explore", args->explore,
                      msg::say(kVerifyExploreHelp));
    command->add_option("--max-branches", args->max_branches,
                        msg::say(kVerifyMaxBranchesHelp, {{"default", judge::kDefaultMaxBranches}}))
        ->check(CLI::PositiveNumber);
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
