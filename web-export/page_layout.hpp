// What every page shares: the document frame (head, header with the search box, footer, the
// scripts), links to entries by ID, and small building blocks (text blocks, badges).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "messages/message.hpp"
#include "web-export/html_writer.hpp"
#include "web-export/linked_text.hpp"
#include "web-export/scenario_result.hpp"
#include "web-export/scenario_runs.hpp"
#include "web-export/site_data.hpp"
#include "web-export/site_paths.hpp"

namespace web_export {

// Where a scenario is shown in full (its trace and board after): a ruling or assumption it
// demonstrates, and the site-relative address of the scenario on its page ("iw/IW-J-X.html#scenario-1").
struct ScenarioHome {
    std::string entry_id, target;
};

// The site as the page writers see it: the data, the verdicts, and every entry's URL.
struct SiteContext {
    const SiteData& data;
    const ScenarioRuns& runs;
    EntryUrls urls;
    std::map<std::string, std::vector<ScenarioHome>> scenario_homes;  // by scenario path, in ID order
    TextLinker linker;  // IDs and glossary terms inside text become links
    std::string base_url;  // where the site will be published ("https://…/"), or empty: no canonical links
    // The pages' language: Japanese at the site's root, English in its en/ copy (`prefix`), the
    // folder the pages are written to; links between pages are relative and do not change.
    msg::Lang lang = msg::Lang::ja;
    std::string prefix;
    // The export holds the WebAssembly engine (engine/): every scenario can be edited and run in
    // its page, and pages load assets/play.js.
    bool engine = false;
    // Where the bytes of the editors written into the pages are counted, for the export's summary.
    std::size_t* play_bytes = nullptr;
    // Each game's rules, for the words a card's values are shown by (パワー, 攻撃力); may be empty.
    judge::RulesetLookup rulesets;

    SiteContext(const SiteData& site_data, const ScenarioRuns& scenario_runs);
    SiteContext(const SiteContext&) = delete;  // the linker refers to `urls`
    SiteContext& operator=(const SiteContext&) = delete;
    // The link from `from_page` to an entry; empty when the ID is not in the database.
    std::string href(const std::string& from_page, const std::string& id) const;
    std::string game_name(const std::string& game) const;
    // A chrome message in the pages' language.
    std::string say(const msg::Message& message, msg::Args args = {}) const { return msg::render(message, lang, args); }
    // The lang attribute of the database's Japanese text blocks: "ja" on an English page, none on a
    // Japanese one, whose <html> already says it.
    std::string_view japanese_blocks() const { return lang == msg::Lang::ja ? std::string_view() : std::string_view("ja"); }
    // A sentence that is already in both languages (a trace step).
    const std::string& say(const msg::Text& text) const { return text.in(lang); }
};

struct Crumb {
    std::string label;
    std::string target;  // site-relative; empty for the current page
};

// A whole HTML document around `main_html`; `description` is the page's meta description.
std::string render_page(const SiteContext& site, const std::string& page_path, const std::string& title, const std::vector<Crumb>& crumbs,
                        const std::string& main_html, const std::string& description);
// The start of a text for a description: white space collapsed, at most `max` characters.
std::string text_summary(const std::string& text, std::size_t max = 150);

// <a href="…" class="id">ID</a>, then the entry's title when `with_title`; plain text for unknown IDs.
void write_entry_link(HtmlWriter& html, const SiteContext& site, const std::string& from_page, const std::string& id,
                      bool with_title = true);
// The entry's title as write_entry_link writes it after the ID (" <span class="link-title">…</span>").
void write_entry_title(HtmlWriter& html, const SiteContext& site, const std::string& id);
// Cards by ID, each its name linked to its page (on an English page its English name when it has
// one), separated by commas; plain text for an ID the site does not hold.
void write_card_links(HtmlWriter& html, const SiteContext& site, const std::string& from_page, const std::vector<std::string>& cards);
// "Title › section", the title linked to the document's address when there is one.
void write_source(HtmlWriter& html, const SiteContext& site, const SourceInfo& source);
// The official sections entry `id` cites (<official>), each linked to the page of its imported text;
// nothing when it cites none.
void write_official_sources(HtmlWriter& html, const SiteContext& site, const std::string& page, const std::string& id);
// The entries that cite an imported official section (a rule of an official document, a Q&A item).
void write_official_cited_by(HtmlWriter& html, const SiteContext& site, const std::string& page, const std::string& id);
// The same as a fact of a <dl> (a card's): a <dt> and its <dd>.
void write_official_fact(HtmlWriter& html, const SiteContext& site, const std::string& page, const std::string& id);
// One ruling in a list: a badge when no scenario proves it yet, linked title, ID, and a badge when superseded.
void write_ruling_item(HtmlWriter& html, const SiteContext& site, const std::string& from_page, const RulingInfo& ruling);
std::string verdict_class(RulingVerdict v);  // verified, failing, official, none
// A heading of the site's own: on Japanese pages the Japanese word with the English beside it
// (lang="en"), on English pages the English word.
void write_heading(HtmlWriter& html, const SiteContext& site, std::string_view tag, const msg::Message& message,
                   std::initializer_list<Attribute> attributes = {});
// A Japanese title and, when there is one, its English title after " / ", marked lang="en".
void write_titles(HtmlWriter& html, const std::string& ja, const std::string& en);
// Content that is English (a title-en, a rule's text-en) on a Japanese page: marked lang="en".
void write_english(HtmlWriter& html, std::string_view tag, const std::string& text, const std::string& cls);

}  // namespace web_export
