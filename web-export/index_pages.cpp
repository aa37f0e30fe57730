// The top page and the game indexes: see index_pages.hpp.
#include "web-export/index_pages.hpp"

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
        }
    }
    for (const auto& [id, a] : site.data.assumptions) c.assumptions += a.game == game;
    for (const auto& [id, t] : site.data.terms) c.terms += t.game == game;
    return c;
}

std::string top_page(const SiteContext& site) {
    const std::string page = "index.html";
    HtmlWriter html;
    html.element("h1", "Rulings FAQ 裁定集");
    html.element("p", "Every ruling with the rules it rests on and the scenario that proves it. "
                      "Type in the search box above: Japanese or English, glossary aliases included.",
                 {{"class", "lead"}});
    html.open("table", {{"class", "games"}});
    html.open("thead").open("tr");
    for (const char* head : {"Game", "Rules", "Rulings", "Verified rulings", "Assumptions", "Glossary terms"}) html.element("th", head, {{"scope", "col"}});
    html.close("tr").close("thead").open("tbody").newline();
    for (const auto& game : site.data.games) {
        auto c = count_game(site, game.id);
        html.open("tr");
        html.open("th", {{"scope", "row"}}).open("a", {{"href", relative_url(page, game_index_path(game.id))}});
        html.text(game.name_ja).element("span", game.name_en, {{"class", "title-en"}});
        html.close("a").close("th");
        html.element("td", std::to_string(c.rules)).element("td", std::to_string(c.rulings)).element("td", std::to_string(c.verified));
        html.element("td", std::to_string(c.assumptions)).element("td", std::to_string(c.terms));
        html.close("tr").newline();
    }
    html.close("tbody").close("table").newline();
    html.open("noscript").element("p", "Search needs JavaScript; every page is reachable through the links without it.").close("noscript");
    return render_page(site, page, "Games", {}, html.str());
}

std::string game_index_page(const SiteContext& site, const GameInfo& game) {
    auto page = game_index_path(game.id);
    auto c = count_game(site, game.id);
    HtmlWriter html;
    html.open("h1").text(game.name_ja).element("span", game.name_en, {{"class", "title-en"}}).close("h1").newline();
    html.element("p",
                 std::to_string(c.rules) + " rules · " + std::to_string(c.rulings) + " rulings (" + std::to_string(c.verified) + " verified, " +
                     std::to_string(c.failing) + " failing, " + std::to_string(c.no_scenario) + " without a scenario) · " +
                     std::to_string(c.assumptions) + " assumptions · " + std::to_string(c.terms) + " glossary terms",
                 {{"class", "lead"}});
    html.open("nav", {{"class", "game-nav"}, {"aria-label", "reference"}}).open("ul");
    html.open("li").element("a", "Rulings 裁定", {{"href", "#rulings"}}).close("li");
    html.open("li").element("a", "Rules 規則", {{"href", "#rules"}}).close("li");
    html.open("li").element("a", "Assumptions 前提", {{"href", relative_url(page, assumptions_path(game.id))}}).close("li");
    html.open("li").element("a", "Glossary 用語集", {{"href", relative_url(page, glossary_path(game.id))}}).close("li");
    html.close("ul").close("nav").newline();

    html.element("h2", "Rulings 裁定", {{"id", "rulings"}});
    html.open("ul", {{"class", "ruling-list"}}).newline();
    for (const auto& [id, r] : site.data.rulings) {
        if (r.game != game.id) continue;
        bool superseded = r.status == "superseded";
        html.open("li", {{"class", superseded ? "superseded" : "active"}});
        auto verdict = ruling_verdict(r, site.runs);
        write_badge(html, ruling_verdict_label(verdict), verdict_class(verdict));
        html.text(" ");
        if (superseded) html.open("del");
        html.element("a", site.data.ruling_title(r), {{"href", site.href(page, id)}});
        if (superseded) html.close("del");
        html.text(" ").element("code", id, {{"class", "id"}});
        if (superseded) {
            html.text(" ");
            write_badge(html, "superseded", "superseded");
        }
        html.close("li").newline();
    }
    html.close("ul").newline();

    html.element("h2", "Rules 規則", {{"id", "rules"}});
    html.open("ul", {{"class", "section-list"}}).newline();
    for (const auto& section : site.data.sections(game.id)) {
        const auto& rule = site.data.rules.at(section);
        html.open("li");
        html.element("a", rule.title_ja + (rule.title_en.empty() ? "" : " / " + rule.title_en), {{"href", site.href(page, section)}});
        html.text(" ").element("code", section, {{"class", "id"}});
        html.close("li").newline();
    }
    html.close("ul").newline();
    return render_page(site, page, game.name_en, {{"Games", "index.html"}, {site.game_name(game.id), ""}}, html.str());
}

}  // namespace web_export
