// Exploration: each line is the loaded scenario played with a path of choices (never the file read
// again); the next line's path is the last one with its deepest choice that has another way moved
// on, so lines come depth first and each is played once. A line plays on from a copy of the last
// point of an earlier line that its choices share (between two moves, or where a step waits for an
// answer by a move: line::ResumePoints), or from a copy of the set-up board.
#include "judge/core/verifier_explore.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <unordered_map>
#include <utility>

#include "judge/core/core_messages.hpp"
#include "judge/core/choice_words.hpp"
#include "judge/core/outcomes.hpp"
#include "judge/core/verifier_line.hpp"
#include "messages/language.hpp"

namespace judge {

namespace {

// How one expectation fared over the lines that reached it.
struct Tally {
    std::size_t reached = 0, held = 0;
    std::string first_failing_line, first_problem, first_holding_line;
    std::string members;  // a group's expectations as written
};

// A non-expectation failure (a refusal against the file, an illegal choice) and where it was met.
struct LineFailure {
    std::string text, first_line;
    std::size_t lines = 0;
};

msg::Text in_lines(std::size_t n, std::size_t of) { return msg::text(of == 1 ? say::kInLinesOne : say::kInLines, {{"n", n}, {"of", of}}); }

// The next line's path after a line that took `taken`: its deepest choice with another way moves
// on, the choices after it are dropped (the next line takes their first ways). Empty: no line is left.
std::optional<std::vector<std::size_t>> next_path(const std::vector<TakenChoice>& taken) {
    auto i = taken.size();
    while (i > 0 && taken[i - 1].way + 1 == taken[i - 1].ways) --i;
    if (i == 0) return std::nullopt;
    std::vector<std::size_t> path;
    path.reserve(i);
    for (std::size_t j = 0; j + 1 < i; ++j) path.push_back(taken[j].way);
    path.push_back(taken[i - 1].way + 1);
    return path;
}

}  // namespace

VerifyResult explore(const LoadedScenario& loaded, GameState start, VerifyResult result, const VerifyOptions& options) {
    const auto& s = loaded.scenario;
    const auto& ruleset = *loaded.ruleset;
    Exploration ex;
    ex.max_branches = options.max_branches;
    std::unordered_map<std::string, std::size_t> outcome_of;  // board key → index in ex.outcomes
    std::map<const Expectation*, Tally> tallies;      // each branches="all" expectation
    std::map<std::size_t, Tally> group_tallies;        // each some/none <expect>, by group
    std::vector<LineFailure> line_failures;
    std::vector<bool> used_in_some_line(s.decisions.size(), false);
    if (options.keep_boards) result.initial = start;

    StatReader stat_reader(ruleset);
    std::vector<StatValue> values;
    std::string key;
    std::vector<std::size_t> path;
    // The set-up's trace is copied into each line apart from the board, into room for as many
    // steps as the longest line so far took: the lines of one scenario are much alike, and a trace
    // copied with the board would grow (each step moved again) from its first note on.
    const Trace start_trace = std::exchange(start.trace, {});
    std::size_t longest = start_trace.size();
    line::ResumePoints points;
    // One line for all: each line's board, decisions and findings are assigned over the last one's,
    // which keeps the nodes and room of its maps, vectors and strings instead of building and
    // freeing a whole board for every line.
    line::Line l;
    for (;;) {
        // The line's path first differs from the line before it at its last choice: it plays on
        // from the last point before that choice, or from the set-up.
        const auto differs_at = path.empty() ? 0 : path.size() - 1;
        auto& by_taken = points.by_taken;
        if (by_taken.size() > differs_at + 1) by_taken.resize(differs_at + 1);
        auto resume = by_taken.rbegin();
        while (resume != by_taken.rend() && !*resume) ++resume;
        std::optional<line::Resume> from;  // where the line plays on from (its board is the line's), when it does
        if (resume != by_taken.rend()) {
            const auto& point = **resume;
            from = line::Resume{point.action, GameState(), Decisions(), {}, point.answers, point.prompt, point.pos};
            l.state = point.state;
            l.decisions = point.decisions;
            l.findings = point.findings;
            l.decisions.explore_on(std::move(path));
        } else {
            l.state = start;
            l.state.trace.reserve(longest);
            l.state.trace.assign(start_trace.begin(), start_trace.end());
            l.decisions = Decisions(s.decisions);
            l.findings.clear();
            l.decisions.explore(std::move(path));
        }
        l.end = Verdict::Pass;
        l.decision.reset();
        l.error.clear();
        line::play(s, ruleset, l, from ? &*from : nullptr, &points);
        ++ex.explored;
        longest = std::max(longest, l.state.trace.size());
        const auto& taken = l.decisions.taken();
        points.record_below = ex.explored == 1 ? taken.size() : std::max(points.record_below, taken.size());  // see ResumePoints
        // The line's name, "(choice, …)", made only when a message names the line.
        std::string line_name;
        auto name = [&]() -> const std::string& {
            if (line_name.empty()) line_name = "(" + line_text(taken) + ")";
            return line_name;
        };
        if (l.end == Verdict::Error || l.end == Verdict::NeedsDecision) {
            // The line cannot be judged; neither can the scenario. Its trace shows how far it got.
            result.verdict = l.end;
            auto colon = l.error.find(": ");
            result.error = colon == std::string::npos ? l.error
                                                      : l.error.substr(0, colon) + ": " + msg::say(say::kInTheLine, {{"line", name()}}) + l.error.substr(colon);
            if (l.end == Verdict::NeedsDecision) result.failures.push_back(s.file + ": " + msg::say(say::kDecisionLeftOpen, {{"line", name()}}));
            result.decision = std::move(l.decision);
            result.trace = std::move(l.state.trace);
            result.exploration = std::move(ex);
            return result;
        }
        for (const auto& g : line::group_findings(l.findings)) {
            auto& t = group_tallies[g.members.front()->group];
            if (t.members.empty()) t.members = line::written(g);
            ++t.reached;
            if (g.held) {
                if (t.held++ == 0) t.first_holding_line = name();
            } else if (t.first_failing_line.empty()) {
                t.first_failing_line = name();
                t.first_problem = g.first_problem;
            }
        }
        for (const auto& f : l.findings) {
            if (f.expectation && f.expectation->branches != Branches::All) continue;
            if (f.expectation) {
                auto& t = tallies[f.expectation];
                ++t.reached;
                if (!f.problem) {
                    if (t.held++ == 0) t.first_holding_line = name();
                } else if (t.first_failing_line.empty()) {
                    t.first_failing_line = name();
                    t.first_problem = *f.problem;
                }
                continue;
            }
            auto text = line::where(s, f.pos) + ": " + *f.problem;
            auto it = std::find_if(line_failures.begin(), line_failures.end(), [&](const LineFailure& x) { return x.text == text; });
            if (it == line_failures.end()) line_failures.push_back({text, name(), 1});
            else ++it->lines;
        }
        auto used = l.decisions.used_flags();
        for (std::size_t i = 0; i < used.size(); ++i) used_in_some_line[i] = used_in_some_line[i] || used[i];

        stat_reader.read(l.state, values);
        board_key(l.state, stat_reader, values, key);
        auto [at, fresh] = outcome_of.emplace(key, ex.outcomes.size());
        if (fresh) {
            Outcome o;
            for (const auto& c : taken) o.choices.push_back(choice_words(c, ruleset));
            o.final = board_features(l.state, stat_reader.stats(), values);
            o.trace = std::move(l.state.trace);
            if (options.keep_boards) o.final_state = std::move(l.state);
            ex.outcomes.push_back(std::move(o));
        }
        ++ex.outcomes[at->second].lines;

        auto next = next_path(taken);
        if (!next) break;
        if (ex.explored >= options.max_branches) {
            ex.truncated = true;
            break;
        }
        path = std::move(*next);
    }

    // Expectations in the order the file gives them: checkpoints, then those at the end.
    std::vector<const Expectation*> expectations;
    for (const auto& a : s.actions)
        for (const auto& e : a.checkpoint) expectations.push_back(&e);
    for (const auto& e : s.expectations) expectations.push_back(&e);
    std::size_t last_group = 0;
    const Tally none;  // for an expectation no line reached
    for (const auto* e : expectations) {
        // Where the expectation is written, and the some/none group's members as written: made
        // only for a failure that names them.
        auto at = [&] { return line::where(s, e->pos) + ": "; };
        if (e->branches == Branches::All) {
            const auto found = tallies.find(e);
            const Tally& t = found == tallies.end() ? none : found->second;
            const auto failed = t.reached - t.held;
            if (failed > 0)
                result.failures.push_back(at() + msg::say(say::kFailsIn, {{"line", t.first_failing_line},
                                                                          {"problem", t.first_problem},
                                                                          {"lines", in_lines(failed, t.reached)}}));
            continue;
        }
        // A some/none <expect> is reported once, at its first expectation.
        if (e->group == last_group) continue;
        last_group = e->group;
        const auto found = group_tallies.find(e->group);
        const Tally& t = found == group_tallies.end() ? none : found->second;
        auto members = [&] { return t.members.empty() ? line::written(*e) : t.members; };
        if (e->branches == Branches::Some && t.held == 0)
            result.failures.push_back(at() + msg::say(say::kSomeHeldInNone, {{"members", members()}, {"lines", in_lines(t.reached, t.reached)}}) +
                                      (t.first_failing_line.empty()
                                           ? ""
                                           : msg::say(say::kSomeFirstFailing, {{"line", t.first_failing_line}, {"problem", t.first_problem}})));
        if (e->branches == Branches::None && t.held > 0)
            result.failures.push_back(at() + msg::say(say::kNoneHeldIn, {{"members", members()},
                                                                         {"lines", in_lines(t.held, t.reached)},
                                                                         {"line", t.first_holding_line}}));
    }
    for (const auto& f : line_failures) {
        auto colon = f.text.find(": ");
        result.failures.push_back(f.text.substr(0, colon) + ": " + msg::say(say::kInTheLine, {{"line", f.first_line}}) + f.text.substr(colon) +
                                  (f.lines > 1 ? msg::say(say::kOtherLines, {{"n", f.lines - 1}}) : ""));
    }
    for (std::size_t i = 0; i < s.decisions.size(); ++i) {
        if (used_in_some_line[i]) continue;
        const auto& d = s.decisions[i];
        result.failures.push_back(line::where(s, d.pos) + ": " +
                                  msg::say(say::kUnusedDecisionAnyLine, {{"kind", d.kind}, {"player", d.player}, {"choice", d.choice}}));
    }
    if (ex.truncated) {
        auto count = [](std::size_t n, const msg::Message& one, const msg::Message& many) { return n == 1 ? msg::text(one) : msg::text(many, {{"n", n}}); };
        result.failures.push_back(s.file + ": " + msg::say(say::kTruncatedFailure, {{"lines", count(ex.explored, say::kLineWordOne, say::kLineWord)},
                                                                                   {"max", options.max_branches},
                                                                                   {"outcomes", count(ex.outcomes.size(), say::kOutcomeWordOne, say::kOutcomeWord)}}));
    }
    // What the file says the exploration comes to: so many lines, so many distinct outcomes.
    auto check_count = [&](const std::optional<ExpectedCount>& want, std::size_t got, const msg::Message& what) {
        if (want && want->n != got)
            result.failures.push_back(line::where(s, want->pos) + ": " +
                                      msg::say(say::kMismatch, {{"what", msg::text(what)}, {"expected", want->n}, {"actual", got}}));
    };
    check_count(s.expect_lines, ex.explored, say::kExploredLines);
    check_count(s.expect_outcomes, ex.outcomes.size(), say::kDistinctOutcomesWord);
    std::map<std::string, std::string, std::less<>> names;  // the outcome lines name cards by their names
    for (const auto& [id, card] : start.cards)
        if (!card.name.empty()) names.emplace(id, card.name);
    ex.common = compare_outcomes(ex.outcomes, ruleset, names);
    result.verdict = result.failures.empty() ? Verdict::Pass : Verdict::Fail;
    result.trace = ex.outcomes.front().trace;
    if (options.keep_boards) result.final_state = ex.outcomes.front().final_state;
    result.exploration = std::move(ex);
    return result;
}

}  // namespace judge
