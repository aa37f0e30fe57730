// Edit and run: the editor block that assets/play.js drives (a scenario's XML in a <textarea>, Run,
// Reset, Download, and the result shown by the engine's rendering of write_scenario_result), under
// each scenario of a ruling or assumption page, and play.html, a blank board for each game starting
// from its scenario template. Written only when the export holds the engine (site.engine).
#pragma once

#include <functional>
#include <string>

#include "web-export/page_layout.hpp"

namespace web_export {

inline constexpr const char* kPlayPagePath = "play.html";

struct EditorBlock {
    std::string file;    // the name the engine gives the text in messages ("scenarios/iw/x.xml")
    std::string page;    // the site-relative page it is on, which the result's links start from
    std::string source;  // the editor's text at first and after Reset
    std::string id;      // the <textarea>'s id, unique on the page
    bool folded = true;  // behind an "Edit and run" button; play.html shows it open
};

// `before_editor` writes what goes above the editor inside the block (play.html's game list).
void write_editor(HtmlWriter& html, const SiteContext& site, const EditorBlock& block, const std::function<void()>& before_editor = {});

// play.html: pick a game, start from its template (judge/core/scenario_template.hpp), edit, run.
std::string play_page(const SiteContext& site);

}  // namespace web_export
