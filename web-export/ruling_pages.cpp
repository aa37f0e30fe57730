// The ruling page: see ruling_pages.hpp.
#include "web-export/ruling_pages.hpp"

#include <set>

#include "web-export/site_messages.hpp"
#include "web-export/play_page.hpp"
#include "web-export/scenario_result.hpp"

namespace web_export {

namespace {

void write_facts(HtmlWriter& html, const SiteContext& site, const std::string& page, const RulingInfo& r) {
    html.open("dl", {{"class", "facts"}});
    html.element("dt", site.say(say::kFactId)).open("dd").element("code", r.id, {{"class", "id"}}).close("dd");
    html.element("dt", site.say(say::kFactStatus)).open("dd");
    // The database's status word, shown in the page's language when it is one the site knows.
    const bool superseded = r.status == "superseded";
    write_badge(html, superseded ? site.say(say::kStatusSuperseded) : r.status == "active" ? site.say(say::kStatusActive) : r.status,
                superseded ? "superseded" : "active");
    html.close("dd");
    html.element("dt", site.say(say::kFactDate)).open("dd").element("time", r.date, {{"datetime", r.date}}).close("dd");
    if (!r.tags.empty()) {
        html.element("dt", site.say(say::kFactTags)).open("dd", {{"class", "tags"}});
        for (const auto& tag : r.tags) html.element("a", tag, {{"class", "tag"}, {"href", relative_url(page, tag_page_path(r.game, tag))}}).text(" ");
        html.close("dd");
    }
    if (auto cards = site.data.cards_of.find(r.id); cards != site.data.cards_of.end()) {
        html.element("dt", site.say(say::kFactCards)).open("dd", {{"class", "about-cards"}});
        write_card_links(html, site, page, cards->second);
        html.close("dd");
    }
    if (!r.cards_named.empty() && site.data.cards_of.find(r.id) == site.data.cards_of.end())
        html.element("dt", site.say(say::kFactCards)).element("dd", r.cards_named);
    html.element("dt", site.say(say::kFactSource)).open("dd");
    write_source(html, site, r.source);
    html.close("dd");
    if (r.official_qa && !r.source.url.empty())
        html.element("dt", site.say(say::kFactAddress)).open("dd").element("a", r.source.url, {{"href", r.source.url}, {"rel", "external"}}).close("dd");
    write_official_fact(html, site, page, r.id);
    html.element("dt", site.say(say::kFactGame)).open("dd").element("a", site.game_name(r.game), {{"href", relative_url(page, game_index_path(r.game))}}).close("dd");
    html.close("dl").newline();
}

void write_citation(HtmlWriter& html, const SiteContext& site, const std::string& page, const std::string& id) {
    const auto& data = site.data;
    html.open("li", {{"class", "citation"}});
    if (auto rule = data.rules.find(id); rule != data.rules.end()) {
        html.open("p", {{"class", "cited-head"}});
        write_badge(html, site.say(say::kKindRule), "kind-rule");
        html.text(" ");
        write_entry_link(html, site, page, id);
        html.close("p");
        site.linker.write(html, page, rule->second.game, id, rule->second.text, "text", site.japanese_blocks());
        if (!rule->second.text_en.empty()) site.linker.write(html, page, rule->second.game, id, rule->second.text_en, "text text-en", "en");
    } else if (auto a = data.assumptions.find(id); a != data.assumptions.end()) {
        // One an official section confirms is not a guess: it names its source instead of saying the sources are silent.
        const bool confirmed = data.officially_confirmed(id);
        html.open("p", {{"class", "cited-head"}});
        write_badge(html, site.say(confirmed ? say::kAssumptionConfirmed : say::kKindAssumption), confirmed ? "kind-assumption confirmed" : "kind-assumption");
        html.text(" ");
        write_entry_link(html, site, page, id);
        html.close("p");
        if (!confirmed) html.open("div", {{"class", "assumption-note"}}).text(site.say(say::kAssumptionNote)).close("div");
        site.linker.write(html, page, a->second.game, id, a->second.text, "text", site.japanese_blocks());
        write_official_sources(html, site, page, id);
    } else {
        write_entry_link(html, site, page, id);
    }
    html.close("li").newline();
}

void write_chain(HtmlWriter& html, const SiteContext& site, const std::string& page, const RulingInfo& r) {
    // Oldest first: walk back, then forward, stopping at any loop.
    const auto& rulings = site.data.rulings;
    std::string oldest = r.id;
    std::set<std::string> seen{oldest};
    for (auto it = rulings.find(oldest); it != rulings.end() && !it->second.supersedes.empty();) {
        if (!seen.insert(it->second.supersedes).second) break;
        oldest = it->second.supersedes;
        it = rulings.find(oldest);
    }
    std::vector<const RulingInfo*> chain;
    seen.clear();
    for (auto it = rulings.find(oldest); it != rulings.end() && seen.insert(it->first).second;) {
        chain.push_back(&it->second);
        if (it->second.superseded_by.empty()) break;
        it = rulings.find(it->second.superseded_by);
    }
    if (chain.size() < 2) return;
    html.open("section", {{"class", "chain"}});
    write_heading(html, site, "h2", say::kChain);
    html.open("ol");
    for (const auto* link : chain) {
        bool superseded = link->status == "superseded";
        html.open("li", {{"class", link->id == r.id ? "current" : "other"}});
        if (superseded) html.open("del");
        if (link->id == r.id) html.element("strong", link->id);
        else html.element("a", link->id, {{"class", "id"}, {"href", site.href(page, link->id)}});
        html.text(" ");
        write_titles(html, link->title_ja, link->title_en);
        if (superseded) html.close("del");
        if (!link->superseded_by.empty()) {
            html.text(site.say(say::kReplacedBy));
            html.element("a", link->superseded_by, {{"class", "id"}, {"href", site.href(page, link->superseded_by)}});
        }
        html.close("li");
    }
    html.close("ol").close("section").newline();
}

}  // namespace

void write_play(HtmlWriter& html, const SiteContext& site, const std::string& page, const ScenarioRun& run, std::size_t number) {
    if (!site.engine) {
        html.element("p", site.say(say::kPlayMissing), {{"class", "play-missing muted"}}).newline();
        return;
    }
    if (run.source.empty()) return;
    const auto before = html.str().size();
    write_editor(html, site, {"scenarios/" + run.path, page, run.source, "scenario-" + std::to_string(number) + "-source"});
    if (site.play_bytes) *site.play_bytes += html.str().size() - before;
}

void write_scenario_cards(HtmlWriter& html, const SiteContext& site, const std::string& page, const std::string& path) {
    auto cards = site.data.cards_in_scenario.find(path);
    if (cards == site.data.cards_in_scenario.end() || cards->second.empty()) return;
    html.open("p", {{"class", "scenario-cards"}}).text(site.say(say::kUsesCards));
    write_card_links(html, site, page, cards->second);
    html.close("p").newline();
}

void write_scenario(HtmlWriter& html, const SiteContext& site, const std::string& page, const ScenarioLink& link, std::size_t number) {
    html.open("article", {{"class", "scenario"}, {"id", "scenario-" + std::to_string(number)}}).newline();
    auto found = site.runs.find(link.path);
    if (found == site.runs.end()) {
        html.element("h3", "scenarios/" + link.path);
        html.open("p", {{"class", "verdict"}});
        write_badge(html, site.say(say::kScenarioNotRun), "failing");
        html.close("p").close("article").newline();
        return;
    }
    const auto& run = found->second;
    const auto& r = run.result;
    html.open("h3").text(r.title.empty() ? "scenarios/" + link.path : r.title).close("h3");
    write_scenario_cards(html, site, page, link.path);
    write_scenario_result(html, ResultView{site.lang, [&](const std::string& id) { return site.href(page, id); }, true}, r, run.ruleset, "scenarios/" + link.path);
    write_play(html, site, page, run, number);
    html.close("article").newline();
}

std::string ruling_page(const SiteContext& site, const RulingInfo& r) {
    auto page = entry_page_path(r.game, r.id);
    HtmlWriter html;
    bool superseded = r.status == "superseded";
    html.open("article", {{"class", superseded ? "ruling superseded" : "ruling"}, {"id", checked_entry_id(r.id)}}).newline();
    html.open("h1");
    if (superseded) html.open("del");
    if (site.lang == msg::Lang::ja) html.text(r.title_ja);
    else html.element("span", r.title_ja, {{"lang", "ja"}});
    if (superseded) html.close("del");
    if (!r.title_en.empty()) write_english(html, "span", r.title_en, "title-en");
    html.close("h1").newline();
    if (superseded && !r.superseded_by.empty()) {
        html.open("p", {{"class", "notice superseded-notice"}}).text(site.say(say::kSupersededNotice));
        write_entry_link(html, site, page, r.superseded_by);
        html.text(site.say(say::kSentenceEnd)).close("p").newline();
    }
    html.open("section", {{"class", "qa"}});
    // The rulings database keeps questions and answers in Japanese only: an English page says so
    // before showing them, rather than leave a reader wondering whether a translation failed.
    if (site.lang == msg::Lang::en) html.element("p", site.say(say::kJapaneseOnly), {{"class", "lang-note muted"}});
    write_heading(html, site, "h2", say::kQuestion);
    site.linker.write(html, page, r.game, r.id, r.question, "text", site.japanese_blocks());
    write_heading(html, site, "h2", say::kAnswer);
    site.linker.write(html, page, r.game, r.id, r.answer, "text answer", site.japanese_blocks());
    html.close("section").newline();
    // The question and answer first, what a player came for; the entry's facts after them.
    write_facts(html, site, page, r);

    if (!r.cites.empty()) {
        html.open("section", {{"class", "cites"}});
        write_heading(html, site, "h2", say::kRestsOn);
        html.open("ul", {{"class", "citations"}}).newline();
        for (const auto& id : r.cites) write_citation(html, site, page, id);
        html.close("ul").close("section").newline();
    }
    write_official_cited_by(html, site, page, r.id);
    write_chain(html, site, page, r);

    html.open("section", {{"class", "scenarios"}});
    write_heading(html, site, "h2", say::kScenarios);
    if (r.scenarios.empty() && r.official_qa) {
        html.open("p", {{"class", "muted"}});
        write_badge(html, site.say(say::kOfficialQa), "official");
        html.text(site.say(say::kOfficialQaNoScenario)).close("p");
    } else if (r.scenarios.empty()) {
        html.open("p", {{"class", "muted"}});
        write_badge(html, site.say(say::kVerdictNoScenario), "none");
        html.text(site.say(say::kNoScenarioYet)).close("p");
    }
    for (std::size_t i = 0; i < r.scenarios.size(); ++i) write_scenario(html, site, page, r.scenarios[i], i + 1);
    html.close("section").newline();
    html.close("article").newline();

    return render_page(site, page, r.id + " " + r.title_ja, {{site.say(say::kCrumbGames), "index.html"}, {site.game_name(r.game), game_index_path(r.game)}, {r.id, ""}},
                       html.str(), text_summary(r.question));
}

}  // namespace web_export
