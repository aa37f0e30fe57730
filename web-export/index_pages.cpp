// The top page and the game indexes: see index_pages.hpp.
#include "web-export/index_pages.hpp"

#include "web-export/play_page.hpp"
#include "web-export/site_messages.hpp"

namespace web_export {

GameCounts count_game(const SiteContext& site, const std::string& game) {
    GameCounts c;
    for (const auto& [id, rule] : site.data.rules) c.rules += rule.game == game;
    for (const auto& [id, ruling] : site.data.rulings) {
        if (ruling.game != game) continue;
        ++c.rulings;
        switch (ruling_verdict(ruling, site.runs)) {
            case RulingVerdict::Verified: ++c.verified; break;
            case RulingVerdict::Failing: ++c.failing; break;
            case RulingVerdict::NoScenario: ++c.no_scenario; break;
            case RulingVerdict::Official: ++c.official; break;
        }
    }
    for (const auto& [id, a] : site.data.assumptions) c.assumptions += a.game == game;
    for (const auto& [id, t] : site.data.terms) c.terms += t.game == game;
    for (const auto& [id, card] : site.data.cards) c.cards += card.game == game;
    return c;
}

std::string top_page(const SiteContext& site) {
    const std::string page = "index.html";
    HtmlWriter html;
    write_heading(html, site, "h1", say::kTopHeading);
    html.element("p", site.say(say::kTopLead), {{"class", "lead"}});
    html.open("table", {{"class", "games"}});
    html.open("thead").open("tr");
    for (const auto* head : {&say::kGame, &say::kRulesColumn, &say::kRulingsColumn, &say::kAssumptionsColumn, &say::kTermsColumn, &say::kCardsColumn})
        html.element("th", site.say(*head), {{"scope", "col"}});
    html.close("tr").close("thead").open("tbody").newline();
    for (const auto& game : site.data.games) {
        auto c = count_game(site, game.id);
        html.open("tr");
        html.open("th", {{"scope", "row"}}).open("a", {{"href", relative_url(page, game_index_path(game.id))}});
        html.text(game.name_ja);
        write_english(html, "span", game.name_en, "title-en");
        html.close("a").close("th");
        // data-label: the column's name, shown beside each number when the table is laid out as cards on a phone.
        html.element("td", std::to_string(c.rules), {{"data-label", site.say(say::kRulesColumn)}});
        html.element("td", std::to_string(c.rulings), {{"data-label", site.say(say::kRulingsColumn)}});
        html.element("td", std::to_string(c.assumptions), {{"data-label", site.say(say::kAssumptionsColumn)}});
        html.element("td", std::to_string(c.terms), {{"data-label", site.say(say::kTermsColumn)}});
        html.element("td", std::to_string(c.cards), {{"data-label", site.say(say::kCardsColumn)}});
        html.close("tr").newline();
    }
    html.close("tbody").close("table").newline();
    if (site.engine) html.open("p", {{"class", "play-link"}}).element("a", site.say(say::kPlayLink), {{"href", relative_url(page, kPlayPagePath)}}).close("p").newline();
    html.open("noscript").element("p", site.say(say::kNoScript)).close("noscript");
    return render_page(site, page, site.say(say::kTopTitle), {}, html.str(), site.say(say::kTopDescription, {{"n", site.data.games.size()}}));
}

std::string game_index_page(const SiteContext& site, const GameInfo& game) {
    auto page = game_index_path(game.id);
    auto c = count_game(site, game.id);
    HtmlWriter html;
    html.open("h1").text(game.name_ja);
    write_english(html, "span", game.name_en, "title-en");
    html.close("h1").newline();
    html.element("p", site.say(say::kGameLead, {{"rules", c.rules}, {"rulings", c.rulings}, {"assumptions", c.assumptions}, {"terms", c.terms}, {"cards", c.cards}}),
                 {{"class", "lead"}});
    html.open("details", {{"class", "judge-view"}}).element("summary", site.say(say::kGameChecksSummary));
    html.element("p", site.say(say::kGameChecks, {{"rulings", c.rulings - c.official}, {"verified", c.verified}, {"failing", c.failing}, {"none", c.no_scenario}}));
    if (c.official > 0) html.element("p", site.say(say::kGameOfficialQa, {{"count", c.official}}));
    html.close("details").newline();
    html.open("nav", {{"class", "game-nav"}, {"aria-label", site.say(say::kReferenceNav)}}).open("ul");
    html.open("li").element("a", site.say(say::kRulings), {{"href", "#rulings"}}).close("li");
    html.open("li").element("a", site.say(say::kRules), {{"href", "#rules"}}).close("li");
    html.open("li").element("a", site.say(say::kTags), {{"href", "#tags"}}).close("li");
    html.open("li").element("a", site.say(say::kAssumptions), {{"href", relative_url(page, assumptions_path(game.id))}}).close("li");
    html.open("li").element("a", site.say(say::kGlossary), {{"href", relative_url(page, glossary_path(game.id))}}).close("li");
    html.open("li").element("a", site.say(say::kCardIndex), {{"href", relative_url(page, cards_path(game.id))}}).close("li");
    html.close("ul").close("nav").newline();

    // Rulings by topic: the rule section of the first rule each one rests on, in the rules' order.
    std::map<std::string, std::vector<const RulingInfo*>> by_section;
    for (const auto& [id, r] : site.data.rulings) {
        if (r.game != game.id) continue;
        std::string section;
        for (const auto& cited : r.cites)
            if (site.data.rules.count(cited)) {
                section = site.data.section_of(cited);
                break;
            }
        by_section[section].push_back(&r);
    }
    struct Topic {
        std::string section;  // "" for none
        std::string ja, en;   // the heading: the section's titles
    };
    std::vector<Topic> topics;
    for (const auto& section : site.data.sections(game.id))
        if (by_section.count(section)) {
            const auto& rule = site.data.rules.at(section);
            topics.push_back({section, rule.title_ja, rule.title_en});
        }
    if (by_section.count("")) topics.push_back({"", site.say(say::kOther), ""});
    auto write_topic = [&](const Topic& t) { write_titles(html, t.ja, t.en); };

    write_heading(html, site, "h2", say::kRulings, {{"id", "rulings"}});
    html.open("nav", {{"class", "toc"}, {"aria-label", site.say(say::kRulingTopics)}}).open("ol").newline();
    for (std::size_t i = 0; i < topics.size(); ++i) {
        html.open("li").open("a", {{"href", "#topic-" + std::to_string(i + 1)}});
        write_topic(topics[i]);
        html.close("a");
        html.text(" ").element("span", "(" + std::to_string(by_section[topics[i].section].size()) + ")", {{"class", "muted"}}).close("li").newline();
    }
    html.close("ol").close("nav").newline();
    for (std::size_t i = 0; i < topics.size(); ++i) {
        html.open("h3", {{"id", "topic-" + std::to_string(i + 1)}});
        write_topic(topics[i]);
        html.close("h3");
        html.open("ul", {{"class", "ruling-list"}}).newline();
        for (const auto* r : by_section[topics[i].section]) write_ruling_item(html, site, page, *r);
        html.close("ul").newline();
    }

    if (auto tags = rulings_by_tag(site.data, game.id); !tags.empty()) {
        write_heading(html, site, "h2", say::kTags, {{"id", "tags"}});
        html.open("p", {{"class", "tags"}});
        for (const auto& [tag, rulings] : tags) {
            html.element("a", tag, {{"class", "tag"}, {"href", relative_url(page, tag_page_path(game.id, tag))}});
            html.text(" ");
        }
        html.close("p").newline();
    }

    write_heading(html, site, "h2", say::kRules, {{"id", "rules"}});
    html.open("ul", {{"class", "section-list"}}).newline();
    for (const auto& section : site.data.sections(game.id)) {
        const auto& rule = site.data.rules.at(section);
        html.open("li").open("a", {{"href", site.href(page, section)}});
        write_topic({section, rule.title_ja, rule.title_en});
        html.close("a");
        html.text(" ").element("code", section, {{"class", "id"}});
        html.close("li").newline();
    }
    html.close("ul").newline();
    return render_page(site, page, site.game_name(game.id), {{site.say(say::kCrumbGames), "index.html"}, {site.game_name(game.id), ""}}, html.str(),
                       site.say(say::kGameDescription, {{"game", game.name_ja + " / " + game.name_en}, {"rulings", c.rulings}, {"rules", c.rules}}));
}

std::map<std::string, std::vector<const RulingInfo*>> rulings_by_tag(const SiteData& data, const std::string& game) {
    std::map<std::string, std::vector<const RulingInfo*>> out;
    for (const auto& [id, r] : data.rulings)
        if (r.game == game)
            for (const auto& tag : r.tags) out[tag].push_back(&r);
    return out;
}

std::string tag_page(const SiteContext& site, const GameInfo& game, const std::string& tag, const std::vector<const RulingInfo*>& rulings) {
    auto page = tag_page_path(game.id, tag);
    HtmlWriter html;
    html.open("h1").text(site.say(say::kTag) + ": ").element("span", tag, {{"class", "tag"}}).close("h1").newline();
    const auto count = rulings.size() == 1 ? site.say(say::kRulingOne) : site.say(say::kRulingsCount, {{"n", rulings.size()}});
    html.element("p", site.say(say::kTagLead, {{"count", count}, {"game", site.game_name(game.id)}, {"tag", tag}}), {{"class", "lead"}});
    html.open("ul", {{"class", "ruling-list"}}).newline();
    for (const auto* r : rulings) write_ruling_item(html, site, page, *r);
    html.close("ul").newline();
    return render_page(site, page, site.say(say::kTagTitle, {{"tag", tag}, {"game", site.game_name(game.id)}}),
                       {{site.say(say::kCrumbGames), "index.html"}, {site.game_name(game.id), game_index_path(game.id)}, {site.say(say::kTag) + " " + tag, ""}},
                       html.str(), site.say(say::kTagLead, {{"count", count}, {"game", site.game_name(game.id)}, {"tag", tag}}));
}

}  // namespace web_export
