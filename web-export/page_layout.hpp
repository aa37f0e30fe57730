// What every page shares: the document frame (head, header with the search box, footer, the
// scripts), links to entries by ID, and small building blocks (text blocks, badges).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "web-export/html_writer.hpp"
#include "web-export/scenario_runs.hpp"
#include "web-export/site_data.hpp"
#include "web-export/site_paths.hpp"

namespace web_export {

// The site as the page writers see it: the data, the verdicts, and every entry's URL.
struct SiteContext {
    const SiteData& data;
    const ScenarioRuns& runs;
    EntryUrls urls;

    SiteContext(const SiteData& site_data, const ScenarioRuns& scenario_runs);
    // The link from `from_page` to an entry; empty when the ID is not in the database.
    std::string href(const std::string& from_page, const std::string& id) const;
    std::string game_name(const std::string& game) const;
};

struct Crumb {
    std::string label;
    std::string target;  // site-relative; empty for the current page
};

// A whole HTML document around `main_html`.
std::string render_page(const SiteContext& site, const std::string& page_path, const std::string& title, const std::vector<Crumb>& crumbs,
                        const std::string& main_html);

// <a href="…" class="id">ID</a>, then the entry's title when `with_title`; plain text for unknown IDs.
void write_entry_link(HtmlWriter& html, const SiteContext& site, const std::string& from_page, const std::string& id,
                      bool with_title = true);
// Text that keeps its line breaks (styled white-space: pre-line).
void write_text_block(HtmlWriter& html, const std::string& text, const std::string& cls = "text");
void write_badge(HtmlWriter& html, const std::string& text, const std::string& kind);
std::string verdict_class(RulingVerdict v);  // verified, failing, none

}  // namespace web_export
