// The page frame and shared building blocks: see page_layout.hpp.
#include "web-export/page_layout.hpp"

#include <algorithm>

#include "rulesdb/official_sources.hpp"
#include "web-export/site_assets.hpp"
#include "web-export/site_messages.hpp"

namespace web_export {

namespace {

constexpr const char* kContentSecurityPolicy =
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "base-uri 'none'; form-action 'none'";
// With the engine the pages may also compile WebAssembly: the engine's, inlined in engine/judge.js
// (which loads from the site like any script) as a data: address, which its loader reads with fetch.
constexpr const char* kContentSecurityPolicyWithEngine =
    "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; connect-src 'self' data:; "
    "base-uri 'none'; form-action 'none'";

EntryUrls build_urls(const SiteData& data) {
    EntryUrls urls;
    for (const auto& [id, rule] : data.rules) {
        auto section = data.section_of(id);
        auto page = entry_page_path(rule.game, section);
        urls[id] = section == id ? page : page + "#" + checked_entry_id(id);
    }
    for (const auto& [id, ruling] : data.rulings) urls[id] = entry_page_path(ruling.game, id);
    for (const auto& [id, a] : data.assumptions) urls[id] = assumptions_path(a.game) + "#" + checked_entry_id(id);
    for (const auto& [id, t] : data.terms) urls[id] = glossary_path(t.game) + "#" + checked_entry_id(id);
    for (const auto& [id, c] : data.cards) urls[id] = entry_page_path(c.game, id);
    return urls;
}

// The anchors write_scenario gives: a ruling page numbers its scenarios in its own order, the
// assumptions page across the game's assumptions in ID order (reference_pages.cpp).
std::map<std::string, std::vector<ScenarioHome>> build_scenario_homes(const SiteData& data) {
    std::map<std::string, std::vector<ScenarioHome>> homes;
    for (const auto& [id, ruling] : data.rulings)
        for (std::size_t i = 0; i < ruling.scenarios.size(); ++i)
            homes[ruling.scenarios[i].path].push_back({id, entry_page_path(ruling.game, id) + "#scenario-" + std::to_string(i + 1)});
    std::map<std::string, std::size_t> shown;  // per game: the scenarios on its assumptions page so far
    for (const auto& [id, a] : data.assumptions)
        for (const auto& s : a.scenarios)
            homes[s.path].push_back({id, assumptions_path(a.game) + "#scenario-" + std::to_string(++shown[a.game])});
    for (auto& [path, list] : homes)
        std::sort(list.begin(), list.end(), [](const ScenarioHome& a, const ScenarioHome& b) { return a.entry_id < b.entry_id; });
    return homes;
}

}  // namespace

SiteContext::SiteContext(const SiteData& site_data, const ScenarioRuns& scenario_runs)
    : data(site_data), runs(scenario_runs), urls(build_urls(site_data)), scenario_homes(build_scenario_homes(site_data)), linker(site_data, urls) {}

std::string SiteContext::href(const std::string& from_page, const std::string& id) const {
    auto it = urls.find(id);
    return it == urls.end() ? std::string() : relative_url(from_page, it->second);
}

std::string SiteContext::game_name(const std::string& game) const {
    for (const auto& g : data.games)
        if (g.id == game) return lang == msg::Lang::en && !g.name_en.empty() ? g.name_en : g.name_ja;
    return game;
}

std::string text_summary(const std::string& text, std::size_t max) {
    std::string out;
    std::size_t characters = 0;
    bool space = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
            space = !out.empty();
            continue;
        }
        if ((c & 0xC0) != 0x80) {
            if (characters + (space ? 1 : 0) >= max) return out + "…";
            if (space) {
                out += ' ';
                ++characters;
            }
            space = false;
            ++characters;
        }
        out += static_cast<char>(c);
    }
    return out;
}

std::string render_page(const SiteContext& site, const std::string& page_path, const std::string& title, const std::vector<Crumb>& crumbs,
                        const std::string& main_html, const std::string& description) {
    // The en/ copy's pages share the root's assets and search index.
    const std::string written_at = site.prefix + page_path;
    auto root = relative_url(written_at, "");
    auto asset = [&](const std::string& name) { return relative_url(written_at, "assets/" + name); };
    const bool ja = site.lang == msg::Lang::ja;
    HtmlWriter html;
    html.raw("<!DOCTYPE html>\n");
    html.open("html", {{"lang", ja ? "ja" : "en"}}).newline();
    html.open("head").newline();
    html.empty("meta", {{"charset", "utf-8"}}).newline();
    html.empty("meta", {{"name", "viewport"}, {"content", "width=device-width, initial-scale=1"}}).newline();
    html.empty("meta", {{"name", "color-scheme"}, {"content", "light dark"}}).newline();
    html.empty("meta", {{"name", "referrer"}, {"content", "no-referrer"}}).newline();
    // Only the site's own scripts, styles and images run or load: text that slipped through as
    // markup could not run a script or reach another host.
    html.empty("meta", {{"http-equiv", "Content-Security-Policy"}, {"content", site.engine ? kContentSecurityPolicyWithEngine : kContentSecurityPolicy}}).newline();
    // The same page in the other language: the root's page from en/, the en/ copy's from the root.
    const std::string other_page = ja ? "en/" + page_path : page_path;
    html.element("title", site.say(say::kPageTitle, {{"title", title}})).newline();
    html.empty("meta", {{"name", "description"}, {"content", description}}).newline();
    if (!site.base_url.empty()) html.empty("link", {{"rel", "canonical"}, {"href", site.base_url + written_at}}).newline();
    html.empty("link", {{"rel", "alternate"}, {"hreflang", ja ? "en" : "ja"}, {"href", relative_url(written_at, other_page)}}).newline();
    html.empty("link", {{"rel", "icon"}, {"href", asset("favicon.svg")}, {"type", "image/svg+xml"}}).newline();
    html.empty("link", {{"rel", "stylesheet"}, {"href", asset("site.css")}}).newline();
    // The search box's words in the page's language first: deferred scripts run in order.
    html.open("script", {{"src", relative_url(written_at, search_words_path(site.lang))}, boolean_attribute("defer")}).close("script").newline();
    html.open("script", {{"src", asset("search.js")}, boolean_attribute("defer")}).close("script").newline();
    // Edit and run: a small script; the engine itself is loaded only when a reader asks for it.
    if (site.engine) html.open("script", {{"src", asset("play.js")}, boolean_attribute("defer")}).close("script").newline();
    html.close("head").newline();
    // data-root: where the assets are (the site's root); data-pages: where this language's pages
    // are, which search.js links its hits to (the en/ copy's own pages from an English page).
    html.open("body", {{"data-root", root}, {"data-pages", relative_url(page_path, "")}}).newline();
    html.open("header", {{"class", "site-header"}});
    html.element("a", site.say(say::kSiteName), {{"class", "home"}, {"href", relative_url(page_path, "index.html")}});
    html.element("a", site.say(say::kOtherLanguage),
                 {{"class", "other-language"}, {"href", relative_url(written_at, other_page)}, {"lang", ja ? "en" : "ja"},
                  {"hreflang", ja ? "en" : "ja"}, {"title", site.say(say::kOtherLanguageLabel)}});
    html.open("form", {{"class", "search"}, {"role", "search"}, {"action", relative_url(page_path, "index.html")}, {"method", "get"}});
    html.element("label", site.say(say::kSearchLabel), {{"for", "search-input"}, {"class", "visually-hidden"}});
    html.empty("input", {{"id", "search-input"}, {"type", "search"}, {"name", "q"}, {"placeholder", site.say(say::kSearchPlaceholder)},
                         {"autocomplete", "off"}});
    html.element("button", site.say(say::kSearchButton), {{"type", "submit"}});
    html.close("form");
    html.close("header").newline();
    html.open("section", {{"id", "search-results"}, {"class", "search-results"}, {"aria-live", "polite"}, boolean_attribute("hidden")});
    html.close("section").newline();
    if (!crumbs.empty()) {
        html.open("nav", {{"class", "crumbs"}, {"aria-label", site.say(say::kBreadcrumbs)}}).open("ol");
        for (const auto& crumb : crumbs) {
            html.open("li");
            if (crumb.target.empty()) html.element("span", crumb.label, {{"aria-current", "page"}});
            else html.element("a", crumb.label, {{"href", relative_url(page_path, crumb.target)}});
            html.close("li");
        }
        html.close("ol").close("nav").newline();
    }
    html.open("main").newline().raw(main_html).close("main").newline();
    html.open("footer", {{"class", "site-footer"}});
    // The build stamp ("judge 0.5.0, commit …") is the program's own identifier, shown as code in
    // either language: the sentence around it is split where the stamp goes.
    const std::string stamp_mark = "\x01";
    const auto footer = site.say(say::kFooter, {{"built", site.data.built_by.empty() ? std::string() : site.say(say::kFooterBuiltBy, {{"who", stamp_mark}})}});
    if (const auto at = footer.find(stamp_mark); at != std::string::npos)
        html.text(footer.substr(0, at)).element("code", site.data.built_by, {{"class", "build-stamp"}}).text(footer.substr(at + stamp_mark.size()));
    else
        html.text(footer);
    html.close("footer").newline();
    html.close("body").newline().close("html").newline();
    return html.str();
}

void write_entry_link(HtmlWriter& html, const SiteContext& site, const std::string& from_page, const std::string& id, bool with_title) {
    write_id_link(html, site.href(from_page, id), id);
    if (with_title) write_entry_title(html, site, id);
}

void write_entry_title(HtmlWriter& html, const SiteContext& site, const std::string& id) {
    // The entry's Japanese title, then its English one marked as English; the database's one title
    // for an entry the site does not hold.
    auto titled = [&](const std::string& ja, const std::string& en) {
        html.text(" ").open("span", {{"class", "link-title"}}).text(ja);
        if (!en.empty()) html.text(" ").element("span", en, {{"lang", "en"}});
        html.close("span");
    };
    const auto& data = site.data;
    if (auto r = data.rules.find(id); r != data.rules.end()) titled(r->second.title_ja, r->second.title_en);
    else if (auto j = data.rulings.find(id); j != data.rulings.end()) titled(j->second.title_ja, j->second.title_en);
    else if (auto a = data.assumptions.find(id); a != data.assumptions.end()) titled(a->second.title_ja, a->second.title_en);
    else if (auto t = data.terms.find(id); t != data.terms.end()) titled(t->second.ja, t->second.en);
    else if (auto c = data.cards.find(id); c != data.cards.end()) titled(c->second.name, c->second.name_en);
    else if (auto it = data.title_of.find(id); it != data.title_of.end()) html.text(" ").element("span", it->second, {{"class", "link-title"}});
}

void write_card_links(HtmlWriter& html, const SiteContext& site, const std::string& from_page, const std::vector<std::string>& cards) {
    for (std::size_t i = 0; i < cards.size(); ++i) {
        if (i) html.text(site.say(say::kSearchListSeparator));
        auto card = site.data.cards.find(cards[i]);
        if (card == site.data.cards.end()) {
            html.element("code", cards[i], {{"class", "id"}});
            continue;
        }
        const auto href = site.href(from_page, cards[i]);
        if (site.lang == msg::Lang::en && !card->second.name_en.empty()) html.element("a", card->second.name_en, {{"class", "card-link"}, {"href", href}});
        else if (site.lang == msg::Lang::en) html.element("a", card->second.name, {{"class", "card-link"}, {"href", href}, {"lang", "ja"}});
        else html.element("a", card->second.name, {{"class", "card-link"}, {"href", href}});
    }
}

void write_source(HtmlWriter& html, const SiteContext& site, const SourceInfo& source) {
    // A document's title and section are in no stated language: written only in ASCII, English.
    auto english = [](const std::string& text) {
        return std::all_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
    };
    if (english(source.title)) html.open("cite", {{"lang", "en"}});
    else html.open("cite");
    if (source.url.empty()) html.text(source.title);
    else html.element("a", source.title, {{"href", source.url}, {"rel", "external"}});
    html.close("cite");
    // An official document's version and date, in the page's language.
    if (const auto edition = rulesdb::document_edition({"", "", source.version, source.effective}, site.lang); !edition.empty())
        html.text(site.lang == msg::Lang::ja ? "（" + edition + "）" : " (" + edition + ")");
    if (source.section.empty()) return;
    html.text(" › ");
    if (english(source.section)) html.element("span", source.section, {{"lang", "en"}});
    else html.text(source.section);
}

namespace {

// The citations themselves: each document with its version and date, then the linked number.
void write_official_list(HtmlWriter& html, const SiteContext& site, const std::string& page, const std::vector<OfficialCitation>& citations) {
    bool first = true;
    for (const auto& citation : citations) {
        if (!first) html.text(site.say(say::kSearchListSeparator));
        first = false;
        write_source(html, site, citation.document);
        html.text(" ");
        if (citation.entry_id.empty()) html.text(citation.section).element("span", site.say(say::kOfficialNotInVersion), {{"class", "muted"}});
        else html.element("a", citation.section, {{"href", site.href(page, citation.entry_id)}, {"class", "section-number"}});
    }
}

}  // namespace

void write_official_fact(HtmlWriter& html, const SiteContext& site, const std::string& page, const std::string& id) {
    const auto it = site.data.official_of.find(id);
    if (it == site.data.official_of.end()) return;
    html.element("dt", site.say(say::kOfficialSourceFact)).open("dd", {{"class", "official"}});
    write_official_list(html, site, page, it->second);
    html.close("dd");
}

// The entries that cite an imported official section as their source.
void write_official_cited_by(HtmlWriter& html, const SiteContext& site, const std::string& page, const std::string& id) {
    auto it = site.data.official_cited_by.find(id);
    if (it == site.data.official_cited_by.end()) return;
    html.open("details", {{"class", "cited-by"}, boolean_attribute("open")});
    html.element("summary", site.say(it->second.size() == 1 ? say::kOfficialCitedByOne : say::kOfficialCitedBy, {{"n", it->second.size()}}));
    html.open("ul");
    for (const auto& entry : it->second) {
        html.open("li");
        write_entry_link(html, site, page, entry);
        html.close("li");
    }
    html.close("ul").close("details").newline();
}

void write_official_sources(HtmlWriter& html, const SiteContext& site, const std::string& page, const std::string& id) {
    const auto it = site.data.official_of.find(id);
    if (it == site.data.official_of.end()) return;
    html.open("p", {{"class", "source official"}}).text(site.say(say::kOfficialSourceLabel));
    write_official_list(html, site, page, it->second);
    html.close("p").newline();
}

void write_ruling_item(HtmlWriter& html, const SiteContext& site, const std::string& from_page, const RulingInfo& r) {
    bool superseded = r.status == "superseded";
    html.open("li", {{"class", superseded ? "superseded" : "active"}});
    // A player reads a list of answers: only a ruling the judge has not proven is marked.
    if (const auto verdict = ruling_verdict(r, site.runs); verdict != RulingVerdict::Verified) {
        write_badge(html, site.say(verdict == RulingVerdict::Failing ? say::kRulingDisputed : verdict == RulingVerdict::Official ? say::kOfficialQa : say::kRulingUnproven),
                    verdict_class(verdict));
        html.text(" ");
    }
    if (superseded) html.open("del");
    html.open("a", {{"href", site.href(from_page, r.id)}});
    write_titles(html, r.title_ja, r.title_en);
    html.close("a");
    if (superseded) html.close("del");
    html.text(" ").element("code", r.id, {{"class", "id"}});
    if (superseded) {
        html.text(" ");
        write_badge(html, site.say(say::kStatusSuperseded), "superseded");
    }
    html.close("li").newline();
}

std::string verdict_class(RulingVerdict v) {
    switch (v) {
        case RulingVerdict::Verified: return "verified";
        case RulingVerdict::Failing: return "failing";
        case RulingVerdict::Official: return "official";
        case RulingVerdict::NoScenario: break;
    }
    return "none";
}

void write_heading(HtmlWriter& html, const SiteContext& site, std::string_view tag, const msg::Message& message,
                   std::initializer_list<Attribute> attributes) {
    html.open(tag, attributes).text(site.say(message));
    if (site.lang == msg::Lang::ja) html.element("span", msg::render(message, msg::Lang::en), {{"class", "title-en"}, {"lang", "en"}});
    html.close(tag);
}

void write_titles(HtmlWriter& html, const std::string& ja, const std::string& en) {
    html.text(ja);
    if (!en.empty()) html.text(" / ").element("span", en, {{"lang", "en"}});
}

void write_english(HtmlWriter& html, std::string_view tag, const std::string& text, const std::string& cls) {
    html.element(tag, text, {{"class", cls}, {"lang", "en"}});
}

}  // namespace web_export
