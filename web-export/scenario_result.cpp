// A scenario's result block: see scenario_result.hpp.
#include "web-export/scenario_result.hpp"

#include "judge/core/choice_words.hpp"
#include "judge/core/id_in_text.hpp"

#include "web-export/site_messages.hpp"
#include "web-export/svg_board.hpp"

namespace web_export {

namespace {

std::string words(const ResultView& view, const msg::Message& message, msg::Args args = {}) { return msg::render(message, view.lang, args); }

void write_trace(HtmlWriter& html, const ResultView& view, const judge::Trace& trace) {
    if (trace.empty()) return;
    html.element("h4", words(view, say::kTraceHeading));
    html.open("ol", {{"class", "trace"}});
    for (const auto& step : trace) {
        html.open("li");
        write_id_link(html, view.href ? view.href(step.cite) : std::string(), step.cite);
        // A step whose Japanese form is still its English one (not yet translated) is marked English.
        if (view.lang == msg::Lang::ja && step.text.ja == step.text.en) html.text(" ").element("span", step.text.en, {{"class", "step"}, {"lang", "en"}});
        else html.text(" ").element("span", step.text.in(view.lang), {{"class", "step"}});
        html.close("li");
    }
    html.close("ol").newline();
}

// Under an outcome's boards, each card that ended somewhere else and the steps that moved it, read
// from where the trace stood when it last moved (Card::moved_at): a step naming it just before (what
// destroyed the attacker, the battle it lost) and the step written as it moved. A reader of the board sees
// where cards went; this says why, with the rules.
void write_what_moved(HtmlWriter& html, const ResultView& view, const judge::GameState& before, const judge::GameState& after,
                      const judge::Trace& trace, const judge::Ruleset* ruleset) {
    struct Moved {
        std::string what;
        std::vector<const judge::TraceStep*> why;  // the step before the move that names the card (its cause), then the move's own
    };
    std::vector<Moved> moved;
    for (const auto& entry : after.cards) {
        const auto& id = entry.first;  // named: clang 14 lambdas take no structured binding
        const auto& card = entry.second;
        const auto was = before.locate(id), is = after.locate(id);
        if (!was || !is || (was->zone == is->zone && was->owner == is->owner)) continue;
        const auto names = [&](std::size_t i) { return judge::names_id(trace[i].text.in(view.lang), id); };
        const auto at = std::min(card.moved_at, trace.size());
        std::vector<const judge::TraceStep*> why;
        // The cause: a step about the card (starting with it) among the few just before the move
        // (xは破壊される(tの効果), b1は破壊される(バトル)); a step naming it as another's source is not.
        const auto starts_with_card = [&](std::size_t i) { return judge::id_at(trace[i].text.in(view.lang), 0, id); };
        for (std::size_t back = 1; back <= 3 && back <= at && why.empty(); ++back)
            if (starts_with_card(at - back)) why.push_back(&trace[at - back]);
        // The move itself: the step written as it moved, when it names the card (…は墓地に置かれる);
        // with no cause before it, the first step from there on that names the card.
        if (at < trace.size() && names(at)) why.push_back(&trace[at]);
        else if (why.empty())
            for (std::size_t i = at; i < trace.size(); ++i)
                if (names(i)) {
                    why.push_back(&trace[i]);
                    break;
                }
        const auto zone = ruleset ? judge::shown_word(*ruleset, judge::WordKind::zone, is->zone).in(view.lang) : is->zone;
        const bool ja = view.lang == msg::Lang::ja;
        const auto name = card.name.empty() || card.name == id ? id : card.name + (ja ? "（" : " (") + id + (ja ? "）" : ")");
        moved.push_back({words(view, say::kMovedTo, {{"card", name}, {"player", is->owner}, {"zone", zone}}), std::move(why)});
    }
    if (moved.empty()) return;
    html.element("p", words(view, say::kWhatMoved), {{"class", "moved-heading"}});
    html.open("ul", {{"class", "moved"}});
    for (const auto& m : moved) {
        html.open("li").element("strong", m.what);
        for (std::size_t k = 0; k < m.why.size(); ++k) {
            html.text(k == 0 ? ": " : words(view, say::kThen)).element("span", m.why[k]->text.in(view.lang), {{"class", "step"}}).text(" ");
            write_id_link(html, view.href ? view.href(m.why[k]->cite) : std::string(), m.why[k]->cite);
        }
        html.close("li");
    }
    html.close("ul").newline();
}

// An explored scenario: the outcome table (each distinct outcome's lines, a representative line's
// choices and what sets it apart), then each outcome's board after and trace.
void write_outcomes(HtmlWriter& html, const ResultView& view, const judge::VerifyResult& r, const judge::Ruleset* ruleset, bool traces) {
    const auto& ex = *r.exploration;
    auto count = [&](std::size_t n, const msg::Message& one, const msg::Message& many) {
        return n == 1 ? words(view, one) : words(view, many, {{"n", n}});
    };
    html.open("h4").text(words(view, say::kEveryLine, {{"lines", count(ex.explored, say::kLineOne, say::kLines)},
                                                     {"truncated", ex.truncated ? words(view, say::kTruncated) : ""},
                                                     {"outcomes", count(ex.outcomes.size(), say::kOutcomeOne, say::kOutcomes)}}));
    if (!ex.common.empty()) html.text((view.lang == msg::Lang::ja ? "。" : "; ") + ex.common.in(view.lang));
    html.close("h4");
    html.open("table", {{"class", "outcomes"}}).newline();
    html.open("thead").open("tr").element("th", words(view, say::kOutcomeColumn)).element("th", words(view, say::kLinesColumn))
        .element("th", words(view, say::kChoicesColumn)).element("th", words(view, say::kDiffersColumn)).close("tr").close("thead").newline();
    html.open("tbody");
    for (std::size_t i = 0; i < ex.outcomes.size(); ++i) {
        const auto& o = ex.outcomes[i];
        const auto choices = judge::choices_line(o.choices).in(view.lang);
        html.open("tr").element("td", std::to_string(i + 1)).element("td", std::to_string(o.lines));
        html.element("td", choices.empty() ? words(view, say::kNoOpenDecision) : choices);
        html.element("td", o.differs.in(view.lang));
        html.close("tr").newline();
    }
    html.close("tbody").close("table").newline();
    for (std::size_t i = 0; i < ex.outcomes.size(); ++i) {
        const auto& o = ex.outcomes[i];
        html.open("section", {{"class", "outcome"}});
        html.element("h4", words(view, say::kOutcomeHeading, {{"n", i + 1}, {"lines", count(o.lines, say::kLineOne, say::kLines)}}));
        // The board before beside this outcome's board after, which marks what happened in it.
        write_boards(html, r.initial, o.final_state, ruleset, view.lang);
        if (r.initial && o.final_state) write_what_moved(html, view, *r.initial, *o.final_state, o.trace, ruleset);
        if (traces) write_trace(html, view, o.trace);
        html.close("section").newline();
    }
}

}  // namespace

std::string scenario_verdict_label(const ResultView& view, const judge::VerifyResult& r) {
    switch (r.verdict) {
        case judge::Verdict::Pass: return words(view, r.question ? say::kScenarioAnswered : say::kVerdictVerified);
        case judge::Verdict::Fail: return words(view, say::kVerdictFailing);
        case judge::Verdict::NeedsDecision: return words(view, say::kScenarioNeedsDecision);
        case judge::Verdict::Error: break;
    }
    return words(view, say::kScenarioCouldNotRun);
}

void write_badge(HtmlWriter& html, const std::string& text, const std::string& kind) {
    html.element("span", text, {{"class", "badge " + kind}});
}

void write_id_link(HtmlWriter& html, const std::string& href, const std::string& id) {
    if (href.empty()) html.element("code", id, {{"class", "id unknown"}});
    else html.element("a", id, {{"class", "id"}, {"href", href}});
}

void write_verdict_line(HtmlWriter& html, const ResultView& view, const judge::VerifyResult& r, const std::string& shown_path) {
    html.open("p", {{"class", "verdict"}});
    write_badge(html, scenario_verdict_label(view, r),
                r.verdict == judge::Verdict::Pass ? "verified" : r.verdict == judge::Verdict::NeedsDecision ? "waiting" : "failing");
    html.text(" ").element("code", shown_path, {{"class", "path"}});
    html.close("p").newline();
}

void write_scenario_result(HtmlWriter& html, const ResultView& view, const judge::VerifyResult& r, const judge::Ruleset* ruleset,
                           const std::string& shown_path) {
    if (view.judge_details_folded && r.verdict == judge::Verdict::Pass) {
        // What a player reads first: the board, or what can happen; a judge opens the rest.
        if (r.exploration) {
            write_outcomes(html, view, r, ruleset, false);
        } else {
            write_boards(html, r.initial, r.final_state, ruleset, view.lang);
            if (r.initial && r.final_state) write_what_moved(html, view, *r.initial, *r.final_state, r.trace, ruleset);
        }
        html.open("details", {{"class", "judge-view"}}).element("summary", words(view, say::kJudgeDetails)).newline();
        write_verdict_line(html, view, r, shown_path);
        if (!r.exploration) write_trace(html, view, r.trace);
        else
            for (std::size_t i = 0; i < r.exploration->outcomes.size(); ++i) {
                const auto& o = r.exploration->outcomes[i];
                html.element("h4", words(view, say::kOutcomeTraceHeading, {{"n", i + 1}}));
                write_trace(html, view, o.trace);
            }
        html.close("details").newline();
        return;
    }
    write_verdict_line(html, view, r, shown_path);
    // The verifier's failures are in English for now.
    auto failure = [&](const std::string& text) {
        if (view.lang == msg::Lang::ja) html.element("pre", text, {{"class", "failure"}, {"lang", "en"}});
        else html.element("pre", text, {{"class", "failure"}});
    };
    if (r.verdict == judge::Verdict::Error) failure(r.error);
    for (const auto& f : r.failures) failure(f);
    if (r.decision) {
        std::string options;
        for (const auto& o : r.decision->options) options += (options.empty() ? "" : ", ") + o;
        html.element("p", words(view, say::kMustDecide, {{"player", r.decision->player}, {"kind", r.decision->kind}, {"prompt", r.decision->prompt}, {"options", options}}),
                     {{"class", "failure"}});
    }
    if (r.verdict != judge::Verdict::Error && r.exploration) {
        write_outcomes(html, view, r, ruleset, true);
    } else if (r.verdict != judge::Verdict::Error) {
        write_boards(html, r.initial, r.final_state, ruleset, view.lang);
        write_trace(html, view, r.trace);
    }
}

}  // namespace web_export
