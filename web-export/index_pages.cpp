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
        // data-label: the column's name, shown beside each number when the table is laid out as cards on a phone.
        html.element("td", std::to_string(c.rules), {{"data-label", "Rules"}});
        html.element("td", std::to_string(c.rulings), {{"data-label", "Rulings"}});
        html.element("td", std::to_string(c.verified), {{"data-label", "Verified rulings"}});
        html.element("td", std::to_string(c.assumptions), {{"data-label", "Assumptions"}});
        html.element("td", std::to_string(c.terms), {{"data-label", "Glossary terms"}});
        html.close("tr").newline();
    }
    html.close("tbody").close("table").newline();
    html.open("noscript").element("p", "Search needs JavaScript; every page is reachable through the links without it.").close("noscript");
    return render_page(site, page, "Games", {}, html.str(),
                       "Rulings FAQ for " + std::to_string(site.data.games.size()) +
                           " card games: every ruling with the rules it rests on and the scenario that proves it, searchable offline.");
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
    html.open("li").element("a", "Tags タグ", {{"href", "#tags"}}).close("li");
    html.open("li").element("a", "Assumptions 前提", {{"href", relative_url(page, assumptions_path(game.id))}}).close("li");
    html.open("li").element("a", "Glossary 用語集", {{"href", relative_url(page, glossary_path(game.id))}}).close("li");
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
    std::vector<std::pair<std::string, std::string>> topics;  // section ID ("" for none), heading
    for (const auto& section : site.data.sections(game.id))
        if (by_section.count(section)) {
            const auto& rule = site.data.rules.at(section);
            topics.emplace_back(section, rule.title_ja + (rule.title_en.empty() ? "" : " / " + rule.title_en));
        }
    if (by_section.count("")) topics.emplace_back("", "Other その他");

    html.element("h2", "Rulings 裁定", {{"id", "rulings"}});
    html.open("nav", {{"class", "toc"}, {"aria-label", "ruling topics"}}).open("ol").newline();
    for (std::size_t i = 0; i < topics.size(); ++i) {
        html.open("li").element("a", topics[i].second, {{"href", "#topic-" + std::to_string(i + 1)}});
        html.text(" ").element("span", "(" + std::to_string(by_section[topics[i].first].size()) + ")", {{"class", "muted"}}).close("li").newline();
    }
    html.close("ol").close("nav").newline();
    for (std::size_t i = 0; i < topics.size(); ++i) {
        html.element("h3", topics[i].second, {{"id", "topic-" + std::to_string(i + 1)}});
        html.open("ul", {{"class", "ruling-list"}}).newline();
        for (const auto* r : by_section[topics[i].first]) write_ruling_item(html, site, page, *r);
        html.close("ul").newline();
    }

    if (auto tags = rulings_by_tag(site.data, game.id); !tags.empty()) {
        html.element("h2", "Tags タグ", {{"id", "tags"}});
        html.open("p", {{"class", "tags"}});
        for (const auto& [tag, rulings] : tags) {
            html.element("a", tag, {{"class", "tag"}, {"href", relative_url(page, tag_page_path(game.id, tag))}});
            html.text(" ");
        }
        html.close("p").newline();
    }

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
    return render_page(site, page, game.name_en, {{"Games", "index.html"}, {site.game_name(game.id), ""}}, html.str(),
                       game.name_ja + " / " + game.name_en + ": " + std::to_string(c.rulings) + " rulings by topic, " + std::to_string(c.rules) +
                           " rules, assumptions and glossary.");
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
    html.open("h1").text("Tag タグ: ").element("span", tag, {{"class", "tag"}}).close("h1").newline();
    html.element("p", std::to_string(rulings.size()) + (rulings.size() == 1 ? " ruling" : " rulings") + " of " + game.name_en + " tagged " + tag + ".",
                 {{"class", "lead"}});
    html.open("ul", {{"class", "ruling-list"}}).newline();
    for (const auto* r : rulings) write_ruling_item(html, site, page, *r);
    html.close("ul").newline();
    return render_page(site, page, "Tag " + tag + " · " + game.name_en,
                       {{"Games", "index.html"}, {site.game_name(game.id), game_index_path(game.id)}, {"Tag " + tag, ""}}, html.str(),
                       "Rulings of " + game.name_en + " tagged " + tag + ".");
}

}  // namespace web_export
