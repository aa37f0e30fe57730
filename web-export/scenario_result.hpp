// A scenario's result as the site shows it: the verdict badge and the file, the failures, an open
// decision, the boards before and after (or an explored scenario's outcomes) and the trace with
// every cited ID linked. One code for the exported ruling pages and for the embeddable engine
// (engine_api/), which renders an edited scenario's result into the page as the export would.
#pragma once

#include <functional>
#include <string>

#include "judge/core/ruleset.hpp"
#include "judge/core/verifier.hpp"
#include "messages/message.hpp"
#include "web-export/html_writer.hpp"

namespace web_export {

// What the result needs of the page it is shown on: its language and where each cited ID's entry
// is, as a link relative to the page (empty for an ID the site does not hold: shown as code).
struct ResultView {
    msg::Lang lang = msg::Lang::ja;
    std::function<std::string(const std::string& id)> href;
    // The exported pages are read by players: a passing scenario shows its boards (and outcomes),
    // and keeps what a judge checks (the verdict and file, each trace) in one <details class="judge-view">.
    bool judge_details_folded = false;
};

// <p class="verdict"> … then the failures, boards and trace; `shown_path` is the file as named there.
// Folded (ResultView::judge_details_folded, a passing scenario): the boards or outcomes first, then
// the verdict and the traces in <details class="judge-view">.
void write_scenario_result(HtmlWriter& html, const ResultView& view, const judge::VerifyResult& result, const judge::Ruleset* ruleset,
                           const std::string& shown_path);

// The verdict badge's words for a result ("verified", "failing: could not run", …) in the view's language.
std::string scenario_verdict_label(const ResultView& view, const judge::VerifyResult& result);

// <span class="badge KIND">text</span>
void write_badge(HtmlWriter& html, const std::string& text, const std::string& kind);
// <a class="id" href="…">ID</a>, or <code class="id unknown">ID</code> without a link.
void write_id_link(HtmlWriter& html, const std::string& href, const std::string& id);

}  // namespace web_export
