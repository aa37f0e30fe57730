// Rule sections, assumptions and glossary pages: see reference_pages.hpp.
#include "web-export/reference_pages.hpp"

#include <algorithm>
#include <set>

#include "web-export/ruling_pages.hpp"
#include "web-export/site_messages.hpp"

namespace web_export {

namespace {

void write_cited_by(HtmlWriter& html, const SiteContext& site, const std::string& page, const std::string& id) {
    auto it = site.data.cited_by.find(id);
    if (it == site.data.cited_by.end() || it->second.empty()) return;
    html.open("details", {{"class", "cited-by"}, boolean_attribute("open")});
    html.element("summary", site.say(say::kCitedBy, {{"n", it->second.size()}}));
    html.open("ul");
    for (const auto& ruling : it->second) {
        html.open("li");
        write_entry_link(html, site, page, ruling);
        if (auto r = site.data.rulings.find(ruling); r != site.data.rulings.end() && r->second.status == "superseded") {
            html.text(" ");
            write_badge(html, site.say(say::kStatusSuperseded), "superseded");
        }
        html.close("li");
    }
    html.close("ul").close("details").newline();
}

// A rule with its nested rules; `depth` picks the heading level (h2…h6).
void write_rule(HtmlWriter& html, const SiteContext& site, const std::string& page, const RuleInfo& rule, int depth,
                std::set<std::string>& written) {
    if (!written.insert(rule.id).second) return;
    auto heading = "h" + std::to_string(std::min(depth, 6));
    html.open("section", {{"class", "rule"}, {"id", checked_entry_id(rule.id)}}).newline();
    html.open(heading).text(rule.title_ja);
    if (!rule.title_en.empty()) write_english(html, "span", rule.title_en, "title-en");
    html.text(" ").element("a", rule.id, {{"class", "id anchor"}, {"href", "#" + rule.id}});
    html.close(heading).newline();
    site.linker.write(html, page, rule.game, rule.id, rule.text, "text", site.japanese_blocks());
    if (!rule.text_en.empty()) site.linker.write(html, page, rule.game, rule.id, rule.text_en, "text text-en", "en");
    if (!rule.source.empty()) {
        html.open("p", {{"class", "source"}}).text(site.say(say::kSourceLabel));
        write_source(html, site, rule.source);
        html.close("p");
    }
    write_official_sources(html, site, page, rule.id);
    write_cited_by(html, site, page, rule.id);
    write_official_cited_by(html, site, page, rule.id);
    for (const auto& child : rule.children)
        if (auto it = site.data.rules.find(child); it != site.data.rules.end()) write_rule(html, site, page, it->second, depth + 1, written);
    html.close("section").newline();
}

}  // namespace

std::string section_page(const SiteContext& site, const RuleInfo& section) {
    auto page = entry_page_path(section.game, section.id);
    HtmlWriter html;
    std::set<std::string> written;
    html.open("div", {{"class", "section-page"}});
    html.open("h1").text(section.title_ja);
    if (!section.title_en.empty()) write_english(html, "span", section.title_en, "title-en");
    html.close("h1").newline();
    html.open("p", {{"class", "muted"}}).text(site.say(say::kRuleSection)).element("code", section.id, {{"class", "id"}}).close("p");
    // The section's own rule, then every rule inside it, each at #ID.
    write_rule(html, site, page, section, 2, written);
    html.close("div").newline();
    return render_page(site, page, section.id + " " + section.title_ja,
                       {{site.say(say::kCrumbGames), "index.html"}, {site.game_name(section.game), game_index_path(section.game)}, {section.id, ""}}, html.str(),
                       text_summary(section.title_ja + ": " + section.text));
}

std::string assumptions_page(const SiteContext& site, const GameInfo& game) {
    auto page = assumptions_path(game.id);
    HtmlWriter html;
    write_heading(html, site, "h1", say::kAssumptions);
    html.element("p", site.say(say::kAssumptionsLead), {{"class", "notice assumption-note"}});
    std::size_t scenarios_shown = 0;  // numbers the scenario anchors across the page (as page_layout.cpp's scenario homes do)
    for (const auto& [id, a] : site.data.assumptions) {
        if (a.game != game.id) continue;
        html.open("section", {{"class", "assumption"}, {"id", checked_entry_id(id)}}).newline();
        html.open("h2");
        // An assumption an official section confirms is no longer a guess: it says so first.
        const bool confirmed = site.data.officially_confirmed(id);
        write_badge(html, site.say(confirmed ? say::kAssumptionConfirmed : say::kKindAssumption), confirmed ? "kind-assumption confirmed" : "kind-assumption");
        html.text(" " + a.title_ja);
        if (!a.title_en.empty()) write_english(html, "span", a.title_en, "title-en");
        html.text(" ").element("a", id, {{"class", "id anchor"}, {"href", "#" + id}});
        html.close("h2").newline();
        html.element("h3", site.say(say::kAssumes));
        site.linker.write(html, page, a.game, id, a.text, "text", site.japanese_blocks());
        html.element("h3", site.say(say::kWhy));
        site.linker.write(html, page, a.game, id, a.why, "text", site.japanese_blocks());
        if (auto cards = site.data.cards_of.find(id); cards != site.data.cards_of.end()) {
            html.open("p", {{"class", "about-cards"}}).text(site.say(say::kFactCards) + site.say(say::kLabelEnd));
            write_card_links(html, site, page, cards->second);
            html.close("p");
        }
        if (!a.source.empty()) {
            html.open("p", {{"class", "source"}}).text(site.say(say::kSourceLabel));
            write_source(html, site, a.source);
            html.close("p");
        }
        write_official_sources(html, site, page, id);
        write_cited_by(html, site, page, id);
        if (!a.scenarios.empty()) {
            write_heading(html, site, "h3", say::kScenarios);
            for (const auto& s : a.scenarios) write_scenario(html, site, page, s, ++scenarios_shown);
        }
        html.close("section").newline();
    }
    return render_page(site, page, site.say(say::kAssumptionsTitle, {{"game", site.game_name(game.id)}}),
                       {{site.say(say::kCrumbGames), "index.html"}, {site.game_name(game.id), game_index_path(game.id)}, {site.say(say::kAssumptions), ""}},
                       html.str(), site.say(say::kAssumptionsDescription, {{"game", site.game_name(game.id)}}));
}

std::string glossary_page(const SiteContext& site, const GameInfo& game) {
    auto page = glossary_path(game.id);
    HtmlWriter html;
    write_heading(html, site, "h1", say::kGlossary);
    html.element("p", site.say(say::kGlossaryLead), {{"class", "muted"}});
    html.open("dl", {{"class", "glossary"}}).newline();
    for (const auto& [id, t] : site.data.terms) {
        if (t.game != game.id) continue;
        html.open("dt", {{"id", checked_entry_id(id)}});
        html.element("span", t.ja, {{"class", "term-ja"}});
        if (!t.reading.empty()) html.element("span", "（" + t.reading + "）", {{"class", "reading"}});
        if (!t.en.empty()) write_english(html, "span", t.en, "title-en");
        html.text(" ").element("a", id, {{"class", "id anchor"}, {"href", "#" + id}});
        html.close("dt").open("dd");
        if (!t.note.empty()) site.linker.write(html, page, t.game, id, t.note, "text", site.japanese_blocks());
        if (!t.aliases.empty()) {
            html.open("p", {{"class", "aliases"}}).text(site.say(say::kAlso));
            for (std::size_t i = 0; i < t.aliases.size(); ++i) html.text(i ? ", " : "").element("span", t.aliases[i], {{"class", "alias"}});
            html.close("p");
        }
        if (!t.known_as.empty()) {
            html.open("p", {{"class", "aliases"}}).text(site.say(say::kKnownAs));
            for (std::size_t i = 0; i < t.known_as.size(); ++i) html.text(i ? ", " : "").element("span", t.known_as[i], {{"class", "alias"}});
            html.close("p");
        }
        if (!t.related.empty()) {
            html.open("p", {{"class", "related"}}).text(site.say(say::kRelated));
            for (std::size_t i = 0; i < t.related.size(); ++i) {
                if (i) html.text(", ");
                write_entry_link(html, site, page, t.related[i]);
            }
            html.close("p");
        }
        html.close("dd").newline();
    }
    html.close("dl").newline();
    return render_page(site, page, site.say(say::kGlossaryTitle, {{"game", site.game_name(game.id)}}),
                       {{site.say(say::kCrumbGames), "index.html"}, {site.game_name(game.id), game_index_path(game.id)}, {site.say(say::kGlossary), ""}},
                       html.str(), site.say(say::kGlossaryDescription, {{"game", site.game_name(game.id)}}));
}

}  // namespace web_export
