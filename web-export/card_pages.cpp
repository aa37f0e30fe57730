// The card pages and the card index: see card_pages.hpp.
#include "web-export/card_pages.hpp"

#include <algorithm>
#include <tuple>

#include "rulesdb/text_fold.hpp"
#include "web-export/ruling_pages.hpp"
#include "web-export/site_messages.hpp"
#include "web-export/svg_board.hpp"

namespace web_export {

namespace {

bool english_page(const SiteContext& site) { return site.lang == msg::Lang::en; }

// Content in Japanese (a card's name, reading, keyword or trait as written): a <span> marked
// lang="ja" on an English page, whose <html> says English; on a Japanese one plain text, or a
// <span> of class `cls` when one is given.
void write_japanese(HtmlWriter& html, const SiteContext& site, const std::string& text, const std::string& cls = {}) {
    if (english_page(site) && cls.empty()) html.element("span", text, {{"lang", "ja"}});
    else if (english_page(site)) html.element("span", text, {{"class", cls}, {"lang", "ja"}});
    else if (!cls.empty()) html.element("span", text, {{"class", cls}});
    else html.text(text);
}

// The English title of the rule or glossary term `id`; empty when it has none.
std::string english_title(const SiteData& data, const std::string& id) {
    if (auto rule = data.rules.find(id); rule != data.rules.end()) return rule->second.title_en;
    if (auto term = data.terms.find(id); term != data.terms.end()) return term->second.en;
    return {};
}

// A card's keyword or trait, linked to the rule about it (titled so) or else to the glossary term
// of that name; on an English page followed by that entry's English title.
void write_game_word(HtmlWriter& html, const SiteContext& site, const std::string& page, const std::string& game, const std::string& word) {
    auto target = site.data.rule_titled(game, word);
    if (target.empty()) target = site.data.term_named(game, word);
    const auto href = site.href(page, target);
    if (href.empty()) {
        write_japanese(html, site, word);
        return;
    }
    if (english_page(site)) html.element("a", word, {{"class", "term"}, {"href", href}, {"lang", "ja"}});
    else html.element("a", word, {{"class", "term"}, {"href", href}});
    if (const auto en = english_title(site.data, target); english_page(site) && !en.empty() && en != word) html.text(" (" + en + ")");
}

void write_game_words(HtmlWriter& html, const SiteContext& site, const std::string& page, const CardInfo& card,
                      const std::vector<std::string>& words) {
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i) html.text(site.say(say::kSearchListSeparator));
        write_game_word(html, site, page, card.game, words[i]);
    }
}

// The card's type, a word of the scenario format ("creature"): by the glossary term of that name
// when the game has one (クリーチャー), linked to it, with the format's word beside it on a Japanese page.
void write_card_type(HtmlWriter& html, const SiteContext& site, const std::string& page, const CardInfo& card, bool linked) {
    const auto term = site.data.terms.find(site.data.term_named(card.game, card.type));
    if (term == site.data.terms.end()) {
        html.element("code", card.type, {{"class", "card-type"}});
        return;
    }
    const auto& shown = english_page(site) ? (term->second.en.empty() ? card.type : term->second.en) : term->second.ja;
    if (linked) html.element("a", shown, {{"class", "term"}, {"href", site.href(page, term->first)}});
    else html.text(shown);
    if (!english_page(site)) html.text(" ").element("code", card.type, {{"class", "card-type"}});
}

// "パワー 2000 · コスト 2": each value by the game's word for it (its ruleset's label), a word it has
// none for as written.
void write_values(HtmlWriter& html, const SiteContext& site, const CardInfo& card) {
    const judge::Ruleset* ruleset = site.rulesets ? site.rulesets(card.game) : nullptr;
    for (std::size_t i = 0; i < card.values.size(); ++i) {
        const auto& [name, value] = card.values[i];
        if (i) html.text(" · ");
        if (auto label = ruleset ? ruleset->label(judge::WordKind::stat, name) : std::nullopt) html.text(label->in(site.lang));
        else html.element("code", name);
        if (value.empty()) continue;
        html.text(" ");
        if (std::all_of(value.begin(), value.end(), [](char c) { return (c >= '0' && c <= '9') || c == '-'; })) html.text(value);
        else html.element("code", value);
    }
}

void write_facts(HtmlWriter& html, const SiteContext& site, const std::string& page, const CardInfo& card) {
    html.open("dl", {{"class", "facts"}});
    html.element("dt", site.say(say::kFactId)).open("dd").element("code", card.id, {{"class", "id"}}).close("dd");
    if (!card.reading.empty()) {
        html.element("dt", site.say(say::kFactReading)).open("dd");
        write_japanese(html, site, card.reading, "reading");
        html.close("dd");
    }
    if (!card.name_en.empty()) {
        html.element("dt", site.say(say::kFactEnglishName)).open("dd");
        if (english_page(site)) html.text(card.name_en);
        else html.element("span", card.name_en, {{"lang", "en"}});
        html.close("dd");
    }
    if (!card.type.empty()) {
        html.element("dt", site.say(say::kFactCardType)).open("dd");
        write_card_type(html, site, page, card, true);
        html.close("dd");
    }
    if (!card.values.empty()) {
        html.element("dt", site.say(say::kFactValues)).open("dd", {{"class", "card-values"}});
        write_values(html, site, card);
        html.close("dd");
    }
    if (!card.traits.empty()) {
        html.element("dt", site.say(say::kFactTraits)).open("dd");
        write_game_words(html, site, page, card, card.traits);
        html.close("dd");
    }
    if (!card.keywords.empty()) {
        html.element("dt", site.say(say::kFactKeywords)).open("dd", {{"class", "card-keywords"}});
        write_game_words(html, site, page, card, card.keywords);
        html.close("dd");
    }
    if (card.imported) {
        html.element("dt", site.say(say::kFactSource)).element("dd", site.say(say::kImportedCardList));
    } else if (!card.source.empty()) {
        html.element("dt", site.say(say::kFactSource)).open("dd");
        write_source(html, site, card.source);
        html.close("dd");
    }
    write_official_fact(html, site, page, card.id);
    html.element("dt", site.say(say::kFactGame)).open("dd");
    html.element("a", site.game_name(card.game), {{"href", relative_url(page, game_index_path(card.game))}}).close("dd");
    html.close("dl").newline();
}

// The rulings and assumptions a scenario demonstrates, each linked to the scenario on its page,
// where its trace and board after are.
void write_demonstrates(HtmlWriter& html, const SiteContext& site, const std::string& page, const std::string& path) {
    auto homes = site.scenario_homes.find(path);
    if (homes == site.scenario_homes.end()) return;
    html.open("p", {{"class", "demonstrates"}}).text(site.say(say::kDemonstrates));
    for (std::size_t i = 0; i < homes->second.size(); ++i) {
        if (i) html.text(site.say(say::kSearchListSeparator));
        write_id_link(html, relative_url(page, homes->second[i].target), homes->second[i].entry_id);
        write_entry_title(html, site, homes->second[i].entry_id);
    }
    html.close("p").newline();
}

void write_verdict_badge(HtmlWriter& html, const SiteContext& site, const ScenarioRun* run) {
    if (!run) {
        write_badge(html, site.say(say::kScenarioNotRun), "failing");
        return;
    }
    const ResultView view{site.lang, {}};
    write_badge(html, scenario_verdict_label(view, run->result), run->result.verdict == judge::Verdict::Pass ? "verified" : "failing");
}

std::string scenario_title(const ScenarioRun* run, const std::string& path) {
    return run && !run->result.title.empty() ? run->result.title : "scenarios/" + path;
}

// A scenario as a card page previews it: what it demonstrates, its verdict, the board it starts
// from and edit and run; the trace and the board after stay on the page of what it demonstrates,
// so that a card used by many scenarios does not repeat them all.
void write_scenario_preview(HtmlWriter& html, const SiteContext& site, const std::string& page, const ScenarioLink& link, std::size_t number) {
    const auto found = site.runs.find(link.path);
    const ScenarioRun* run = found == site.runs.end() ? nullptr : &found->second;
    html.open("article", {{"class", "scenario scenario-preview"}, {"id", "scenario-" + std::to_string(number)}}).newline();
    html.element("h3", scenario_title(run, link.path));
    write_demonstrates(html, site, page, link.path);
    // A passing scenario's verdict and file are for judges: folded under its board, as on a ruling page.
    const bool passes = run && run->result.verdict == judge::Verdict::Pass;
    auto verdict_line = [&] {
        html.open("p", {{"class", "verdict"}});
        write_verdict_badge(html, site, run);
        html.text(" ").element("code", "scenarios/" + link.path, {{"class", "path"}});
        html.close("p").newline();
    };
    if (!passes) verdict_line();
    if (run && run->result.initial && run->ruleset) {
        html.open("div", {{"class", "boards board-preview"}}).open("figure", {{"class", "board-figure"}});
        html.element("figcaption", site.say(say::kBoardCaption, {{"which", site.say(say::kBefore)}}));
        html.raw(board_svg(*run->result.initial, *run->ruleset, site.say(say::kBefore), nullptr, site.lang));
        html.close("figure").close("div").newline();
    }
    if (passes) {
        html.open("details", {{"class", "judge-view"}}).element("summary", site.say(say::kJudgeVerdict));
        verdict_line();
        html.close("details").newline();
    }
    if (run) write_play(html, site, page, *run, number);
    html.close("article").newline();
}

// A scenario listed beyond the previews: its verdict and title, linked to where it is shown in full.
void write_scenario_item(HtmlWriter& html, const SiteContext& site, const std::string& page, const ScenarioLink& link) {
    const auto found = site.runs.find(link.path);
    const ScenarioRun* run = found == site.runs.end() ? nullptr : &found->second;
    html.open("li");
    // Marked only when the judge does not pass it; the file is named where it is shown in full.
    if (!run || run->result.verdict != judge::Verdict::Pass) {
        write_verdict_badge(html, site, run);
        html.text(" ");
    }
    const auto homes = site.scenario_homes.find(link.path);
    if (homes != site.scenario_homes.end() && !homes->second.empty())
        html.element("a", scenario_title(run, link.path), {{"href", relative_url(page, homes->second.front().target)}});
    else
        html.text(scenario_title(run, link.path));
    html.close("li").newline();
}

void write_about(HtmlWriter& html, const SiteContext& site, const std::string& page, const CardInfo& card) {
    html.open("section", {{"class", "about-card"}});
    write_heading(html, site, "h2", say::kAboutCard);
    if (card.about.empty()) html.element("p", site.say(say::kAboutCardNone), {{"class", "muted"}});
    else {
        html.open("ul", {{"class", "ruling-list"}}).newline();
        for (const auto& id : card.about) {
            if (auto ruling = site.data.rulings.find(id); ruling != site.data.rulings.end()) {
                write_ruling_item(html, site, page, ruling->second);
                continue;
            }
            html.open("li");
            write_badge(html, site.say(say::kKindAssumption), "kind-assumption");
            html.text(" ");
            write_entry_link(html, site, page, id);
            html.close("li").newline();
        }
        html.close("ul").newline();
    }
    html.close("section").newline();
}

void write_scenarios(HtmlWriter& html, const SiteContext& site, const std::string& page, const CardInfo& card) {
    html.open("section", {{"class", "scenarios"}});
    write_heading(html, site, "h2", say::kScenariosUsing);
    if (card.scenarios.empty()) {
        html.element("p", site.say(say::kScenariosUsingNone), {{"class", "muted"}}).close("section").newline();
        return;
    }
    // Those of the rulings and assumptions about the card first: they show what it is about.
    std::vector<const ScenarioLink*> ordered;
    for (const auto& s : card.scenarios) ordered.push_back(&s);
    std::stable_partition(ordered.begin(), ordered.end(), [&](const ScenarioLink* s) {
        auto homes = site.scenario_homes.find(s->path);
        return homes != site.scenario_homes.end() && std::any_of(homes->second.begin(), homes->second.end(), [&](const ScenarioHome& h) {
                   return std::find(card.about.begin(), card.about.end(), h.entry_id) != card.about.end();
               });
    });
    const auto shown = std::min(kCardScenarioPreviews, ordered.size());
    html.element("p", shown == ordered.size() ? site.say(say::kScenariosUsingAll, {{"n", ordered.size()}})
                                              : site.say(say::kScenariosUsingSome, {{"n", ordered.size()}, {"shown", shown}}),
                 {{"class", "muted"}});
    for (std::size_t i = 0; i < shown; ++i) write_scenario_preview(html, site, page, *ordered[i], i + 1);
    if (shown < ordered.size()) {
        write_heading(html, site, "h3", say::kOtherScenariosUsing);
        html.open("ul", {{"class", "scenario-list"}}).newline();
        for (std::size_t i = shown; i < ordered.size(); ++i) write_scenario_item(html, site, page, *ordered[i]);
        html.close("ul").newline();
    }
    html.close("section").newline();
}

}  // namespace

std::string card_page(const SiteContext& site, const CardInfo& card) {
    const auto page = entry_page_path(card.game, card.id);
    HtmlWriter html;
    html.open("article", {{"class", "card-entry"}, {"id", checked_entry_id(card.id)}}).newline();
    html.open("h1");
    write_japanese(html, site, card.name);
    if (!card.reading.empty()) write_japanese(html, site, "（" + card.reading + "）", "reading");
    if (!card.name_en.empty()) write_english(html, "span", card.name_en, "title-en");
    html.close("h1").newline();
    write_facts(html, site, page, card);

    html.open("section", {{"class", "card-text"}});
    write_heading(html, site, "h2", say::kCardText);
    if (!card.text.empty()) site.linker.write(html, page, card.game, card.id, card.text, "text", site.japanese_blocks());
    if (!card.text_en.empty()) site.linker.write(html, page, card.game, card.id, card.text_en, "text text-en", "en");
    if (card.text.empty() && card.text_en.empty()) html.element("p", site.say(say::kCardNoText), {{"class", "muted"}});
    html.close("section").newline();

    html.open("section", {{"class", "abilities"}});
    write_heading(html, site, "h2", say::kAbilities);
    if (card.abilities.empty()) {
        html.element("p", site.say(say::kAbilitiesNone), {{"class", "muted"}});
    } else {
        html.element("p", site.say(say::kAbilitiesLead), {{"class", "muted"}});
        html.open("pre", {{"class", "abilities"}}).element("code", card.abilities).close("pre");
    }
    html.close("section").newline();

    write_about(html, site, page, card);
    write_scenarios(html, site, page, card);
    html.close("article").newline();
    const auto name = english_page(site) && !card.name_en.empty() ? card.name_en : card.name;
    return render_page(site, page, site.say(say::kCardTitle, {{"name", name}, {"game", site.game_name(card.game)}}),
                       {{site.say(say::kCrumbGames), "index.html"},
                        {site.game_name(card.game), game_index_path(card.game)},
                        {site.say(say::kCardIndex), cards_path(card.game)},
                        {card.id, ""}},
                       html.str(), site.say(say::kCardDescription, {{"name", name}, {"game", site.game_name(card.game)}}));
}

std::string cards_page(const SiteContext& site, const GameInfo& game) {
    const auto page = cards_path(game.id);
    // By reading (hiragana and katakana folded alike), as a Japanese reader looks a name up.
    std::vector<std::tuple<std::string, std::string, const CardInfo*>> cards;
    for (const auto& [id, card] : site.data.cards)
        if (card.game == game.id) cards.emplace_back(rulesdb::fold_key(card.reading.empty() ? card.name : card.reading), id, &card);
    std::sort(cards.begin(), cards.end());

    HtmlWriter html;
    write_heading(html, site, "h1", say::kCardIndex);
    html.element("p", site.say(say::kCardsLead, {{"game", site.game_name(game.id)}}), {{"class", "lead"}});
    if (cards.empty()) html.element("p", site.say(say::kCardsNone), {{"class", "muted"}});
    else html.open("ul", {{"class", "card-list"}}).newline();
    for (const auto& [key, id, card] : cards) {
        html.open("li");
        if (english_page(site)) html.element("a", card->name, {{"class", "card-name-link"}, {"href", site.href(page, id)}, {"lang", "ja"}});
        else html.element("a", card->name, {{"class", "card-name-link"}, {"href", site.href(page, id)}});
        if (!card->reading.empty()) write_japanese(html, site, "（" + card->reading + "）", "reading");
        if (!card->name_en.empty()) {
            html.text(" ");
            if (english_page(site)) html.text(card->name_en);
            else html.element("span", card->name_en, {{"lang", "en"}});
        }
        html.text(" ").element("code", id, {{"class", "id"}});
        html.open("span", {{"class", "card-meta"}});
        if (!card->type.empty()) {
            write_card_type(html, site, page, *card, false);
            html.text(" · ");
        }
        for (const auto& keyword : card->keywords) {
            write_japanese(html, site, keyword);
            html.text(" · ");
        }
        html.text(site.say(say::kCardCounts, {{"about", card->about.size()}, {"scenarios", card->scenarios.size()}}));
        html.close("span").close("li").newline();
    }
    if (!cards.empty()) html.close("ul").newline();
    return render_page(site, page, site.say(say::kCardsTitle, {{"game", site.game_name(game.id)}}),
                       {{site.say(say::kCrumbGames), "index.html"}, {site.game_name(game.id), game_index_path(game.id)}, {site.say(say::kCardIndex), ""}},
                       html.str(), site.say(say::kCardsDescription, {{"game", site.game_name(game.id)}}));
}

}  // namespace web_export
