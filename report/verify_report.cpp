// A verdict report: see verify_report.hpp. Moved here from the CLI's verify command unchanged, so that
// the command line and the embeddable engine print the same bytes.
#include "report/verify_report.hpp"

#include <string_view>

#include "judge/core/answer_xml.hpp"
#include "judge/core/choice_words.hpp"
#include "judge/core/board_messages.hpp"
#include "judge/core/board_text.hpp"
#include "judge/core/golden_trace.hpp"
#include "judge/games/registry.hpp"
#include "messages/language.hpp"
#include "report/report_messages.hpp"

namespace report {

namespace {

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
        ex.common.empty() ? "" : msg::say(kVerifyExploredCommon, {{"common", ex.common}}), '\n');
    for (std::size_t i = 0; i < ex.outcomes.size(); ++i) {
        const auto& o = ex.outcomes[i];
        const auto choices = judge::choices_line(o.choices).in(msg::language());
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
        std::vector<std::string> choices;  // the scenario format's words, as a <decision> writes them
        for (const auto& c : o.choices) choices.push_back(c.en);
        json.begin_object().string_array("choices", choices);
        json.key("lines").value(static_cast<long long>(o.lines));
        write_final(json, o);
        write_trace(json, o.trace);
        json.end_object();
    }
    json.end_array().end_object();
}

}  // namespace

void write_text(const judge::VerifyResult& r, const judge::Ruleset* ruleset, bool trace, bool colour, std::string& out, std::string& err) {
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
    for (const auto& n : r.notes) put(out, "    ", n, '\n');
    if (r.decision) {
        std::string options;
        for (const auto& o : r.decision->options) options += (options.empty() ? "" : ", ") + o;
        put(out, "    ",
            msg::say(kVerifyMustDecide, {{"player", r.decision->player}, {"kind", r.decision->kind}, {"prompt", r.decision->prompt}, {"options", options}}),
            '\n');
        if (r.decision->by_action && !r.decision->answers.empty()) {
            std::string moves;
            for (const auto& a : r.decision->answers) moves += (moves.empty() ? "" : "  ") + judge::move_xml(a.move);
            put(out, "    ", msg::say(kVerifyAddOneOf, {{"moves", moves}}), '\n');
        } else if (r.decision->by_action)
            put(out, "    ", msg::say(kVerifyAddMove, {{"player", r.decision->player}}), '\n');
        else
            put(out, "    ", msg::say(kVerifyScriptIt, {{"player", r.decision->player}, {"kind", r.decision->kind}}), '\n');
    }
    if (r.exploration) return print_exploration(r, ruleset, r.question || trace, out);
    if ((r.question || trace) && ruleset && r.initial) print_board(msg::say(judge::say::kBoardBefore), judge::board_text(*r.initial, *ruleset, msg::language()), out);
    if (r.question || trace) print_trace(r.trace, out);
    if ((r.question || trace) && ruleset && r.final_state) print_board(msg::say(judge::say::kBoardAfter), judge::board_text(*r.final_state, *ruleset, msg::language()), out);
}

std::string golden_text(const judge::VerifyResult& result, bool sections, msg::Lang lang) {
    if (sections && result.exploration) return judge::golden_exploration_text(*result.exploration, lang);
    return judge::golden_trace_text(result.trace, lang);
}

void write_json(JsonWriter& json, const judge::VerifyResult& r) {
    json.begin_object().field("id", r.id).field("file", r.file).field("game", r.game).field("title", r.title);
    json.field("verdict", judge::verdict_name(r.verdict)).field("question", r.question);
    json.string_array("rulings", r.rulings);
    auto failures = r.failures;
    if (r.verdict == judge::Verdict::Error) failures.push_back(r.error);
    json.string_array("failures", failures);
    // What passed but the file leaves loose, as the text output says it under the verdict.
    json.string_array("notes", r.notes);
    if (r.decision) {
        const auto& d = *r.decision;
        json.key("decision").begin_object().field("player", d.player).field("kind", d.kind)
            .field("prompt", d.prompt).string_array("options", d.options)
            .field("by_action", d.by_action);
        // How a page answers it: a choice of how many options, or each answer's XML and where it goes.
        json.key("choose").begin_object().field("fewest", static_cast<int>(d.fewest))
            .field("most", static_cast<int>(d.most)).field("ordered", d.ordered).end_object();
        // `text`: the answer in the reader's words (ブロック（bl）, する), for a button.
        json.key("answers").begin_array();
        const auto* ruleset = judge::find_ruleset(r.game);
        if (d.by_action)
            for (const auto& a : d.answers)
                json.begin_object().field("label", a.label).field("text", ruleset ? judge::move_words(a.label, *ruleset).in(msg::language()) : a.label)
                    .field("xml", judge::move_xml(a.move)).field("into", "actions").end_object();
        else if (d.most == 1 && !d.ordered)
            for (const auto& o : d.options)
                json.begin_object().field("label", o).field("text", judge::option_words(d.kind, o).in(msg::language()))
                    .field("xml", judge::decision_xml(d.player, d.kind, o)).field("into", "decisions").end_object();
        json.end_array();
        json.end_object();
    }
    write_trace(json, r.trace);
    if (r.exploration) write_branches(json, *r.exploration);
    json.end_object();
}

}  // namespace report
