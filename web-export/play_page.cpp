// The editor block and play.html: see play_page.hpp.
#include "web-export/play_page.hpp"

#include "judge/core/scenario_template.hpp"
#include "judge/games/registry.hpp"
#include "web-export/site_messages.hpp"
#include "web-export/search_index.hpp"
#include "web-export/site_paths.hpp"

namespace web_export {

namespace {

// The board editor's words (assets/board-editor.js) as one JSON object, in the page's language.
std::string board_words(const SiteContext& site) {
    const std::pair<const char*, const msg::Message*> words[] = {
        {"heading", &say::kBoardHeading}, {"playerBoard", &say::kBoardPlayer}, {"zoneOf", &say::kBoardZoneOf},
        {"addCard", &say::kBoardAddCard}, {"editCard", &say::kBoardEditCard}, {"zone", &say::kBoardZone}, {"id", &say::kBoardId},
        {"name", &say::kBoardName}, {"type", &say::kBoardType}, {"typeFromName", &say::kBoardTypeFromName},
        {"keywords", &say::kBoardKeywords}, {"tapped", &say::kBoardTapped}, {"faceDown", &say::kBoardFaceDown},
        {"enteredThisTurn", &say::kBoardEnteredThisTurn}, {"save", &say::kBoardSave}, {"cancel", &say::kBoardCancel},
        {"remove", &say::kBoardRemove}, {"turn", &say::kBoardTurn}, {"active", &say::kBoardActive}, {"phase", &say::kBoardPhase},
        {"badId", &say::kBoardBadId}, {"nameOrType", &say::kBoardNameOrType}, {"badXml", &say::kBoardBadXml},
        {"title", &say::kBoardScenarioTitle}, {"notInLibrary", &say::kBoardNotInLibrary}, {"badValue", &say::kBoardBadValue},
        {"abilities", &say::kBoardAbilities}, {"saveFirst", &say::kBoardSaveFirst}, {"addAbility", &say::kBoardAddAbility},
        {"editAbility", &say::kBoardEditAbility}, {"editAbilityOf", &say::kBoardEditAbilityOf}, {"abilityKind", &say::kBoardAbilityKind},
        {"abilityOp", &say::kBoardAbilityOp}, {"abilityTrigger", &say::kBoardAbilityTrigger}, {"abilityCondition", &say::kBoardAbilityCondition},
        {"abilityTarget", &say::kBoardAbilityTarget}, {"abilityDuration", &say::kBoardAbilityDuration},
        {"cardText", &say::kBoardCardText}, {"readText", &say::kBoardReadText}, {"textNotRead", &say::kBoardTextNotRead}, {"textReadBy", &say::kBoardTextReadBy}, {"textNotPlayed", &say::kBoardTextNotPlayed}};
    std::string json = "{";
    for (const auto& [key, message] : words) json += (json.size() > 1 ? "," : "") + js_string(key) + ":" + js_string(site.say(*message));
    return json + "}";
}

}  // namespace

void write_editor(HtmlWriter& html, const SiteContext& site, const EditorBlock& block, const std::function<void()>& before_editor) {
    // The words play.js says are the page's, handed over as data attributes.
    html.open("div", {{"class", "play"}, {"data-file", block.file}, {"data-page", block.page},
                      {"data-loading", site.say(say::kPlayLoading)}, {"data-load-failed", site.say(say::kPlayLoadFailed)},
                      {"data-at", site.say(say::kPlayAt)}, {"data-decide", site.say(say::kPlayDecide)},
                      {"data-decide-how", site.say(say::kPlayDecideHow)}, {"data-choose-count", site.say(say::kPlayChooseCount)},
                      {"data-choose-order", site.say(say::kPlayChooseOrder)}, {"data-confirm", site.say(say::kPlayConfirm)},
                      {"data-shared", site.say(say::kPlayShareCopied)}, {"data-bad-link", site.say(say::kPlayBadLink)},
                      {"data-moves-how", site.say(say::kPlayMovesHow)}, {"data-moves-of", site.say(say::kPlayMovesOf)},
                      {"data-moves-other", site.say(say::kPlayMovesOther)}, {"data-no-moves", site.say(say::kPlayNoMoves)},
                      {"data-board-words", board_words(site)}, {"data-expect-how", site.say(say::kPlayExpectHow)},
                      {"data-expect-no-winner", site.say(say::kPlayExpectNoWinner)}, {"data-expect-winner", site.say(say::kPlayExpectWinner)},
                      {"data-expect-card", site.say(say::kPlayExpectCard)}, {"data-expect-tapped", site.say(say::kPlayExpectTapped)}, {"data-expect-added", site.say(say::kPlayExpectAdded)},
                      {"data-expect-value", site.say(say::kPlayExpectValue)},
                      {"data-expect-run-first", site.say(say::kPlayExpectRunFirst)}, {"data-play-page", relative_url(block.page, kPlayPagePath)}});
    if (block.folded) html.element("button", site.say(say::kPlayOpen), {{"type", "button"}, {"class", "play-open"}, {"aria-expanded", "false"}});
    if (block.folded) html.open("div", {{"class", "play-panel"}, boolean_attribute("hidden")}).newline();
    else html.open("div", {{"class", "play-panel"}}).newline();
    if (before_editor) before_editor();
    html.element("label", site.say(say::kPlayEditorLabel), {{"for", block.id}});
    // The parser drops one newline after <textarea>: written first, the text stays whole.
    html.open("textarea", {{"id", block.id}, {"class", "play-source"}, {"rows", "18"}, {"spellcheck", "false"}, {"autocapitalize", "off"}})
        .raw("\n")
        .text(block.source)
        .close("textarea")
        .newline();
    html.open("p", {{"class", "play-buttons"}});
    html.element("button", site.say(say::kPlayRun), {{"type", "button"}, {"class", "play-run"}}).text(" ");
    html.element("button", site.say(say::kBoardOpen), {{"type", "button"}, {"class", "play-board-open"}, {"aria-expanded", "false"}}).text(" ");
    html.element("button", site.say(say::kPlayAddMove), {{"type", "button"}, {"class", "play-add-move"}, {"aria-expanded", "false"}}).text(" ");
    html.element("button", site.say(say::kPlayAddExpect), {{"type", "button"}, {"class", "play-add-expect"}, {"aria-expanded", "false"}}).text(" ");
    html.element("button", site.say(say::kPlayUndo), {{"type", "button"}, {"class", "play-undo"}}).text(" ");
    html.element("button", site.say(say::kPlayReset), {{"type", "button"}, {"class", "play-reset"}}).text(" ");
    html.element("button", site.say(say::kPlayDownload), {{"type", "button"}, {"class", "play-download"}}).text(" ");
    html.element("button", site.say(say::kPlayShare), {{"type", "button"}, {"class", "play-share"}});
    html.close("p").newline();
    // Exploring: the outcome table of every line instead of a stop at the first open decision.
    html.open("p", {{"class", "play-options"}}).open("label");
    html.empty("input", {{"type", "checkbox"}, {"class", "play-explore"}}).text(" " + site.say(say::kPlayExplore));
    html.close("label").close("p").newline();
    // The share link, shown once asked for, selected for copying where the clipboard is refused.
    html.open("p", {{"class", "play-share-row"}, boolean_attribute("hidden")});
    html.element("label", site.say(say::kPlayShareLabel), {{"for", block.id + "-link"}});
    html.empty("input", {{"id", block.id + "-link"}, {"class", "play-share-link"}, {"type", "url"}, boolean_attribute("readonly")});
    html.close("p").newline();
    html.element("div", "", {{"class", "play-status"}, {"role", "status"}});
    // The board editor (assets/board-editor.js draws it when asked).
    html.open("div", {{"class", "board-editor"}, boolean_attribute("hidden")}).close("div").newline();
    // The moves that could be added next, as buttons (play.js fills it when asked).
    html.open("div", {{"class", "play-moves"}, {"role", "group"}, boolean_attribute("hidden")}).close("div").newline();
    // The expectations that could be added, read off the board after (play.js fills it when asked).
    html.open("div", {{"class", "play-expects"}, {"role", "group"}, boolean_attribute("hidden")}).close("div").newline();
    // A NEEDS-DECISION's answers as buttons (play.js fills it).
    html.open("div", {{"class", "play-answers"}, {"role", "group"}, boolean_attribute("hidden")}).close("div").newline();
    html.open("div", {{"class", "play-result"}, {"aria-live", "polite"}}).close("div").newline();
    html.close("div").close("div").newline();
}

std::string play_page(const SiteContext& site) {
    const std::string page = kPlayPagePath;
    HtmlWriter html;
    write_heading(html, site, "h1", say::kPlayHeading);
    html.element("p", site.say(say::kPlayLead), {{"class", "lead"}});
    // The games the site shows that the judge has a ruleset for, each with its template.
    std::vector<std::pair<const GameInfo*, std::string>> games;
    for (const auto& game : site.data.games)
        if (const auto* ruleset = judge::find_ruleset(game.id)) games.emplace_back(&game, judge::scenario_template(*ruleset, site.lang, judge::TemplateUse::site));
    if (games.empty()) return render_page(site, page, site.say(say::kPlayHeading), {{site.say(say::kCrumbGames), "index.html"}, {site.say(say::kPlayHeading), ""}},
                                          html.str(), site.say(say::kPlayLead));
    EditorBlock block{"scenario-" + checked_game_id(games.front().first->id) + ".xml", page, games.front().second, "play-source", false};
    write_editor(html, site, block, [&] {
        html.open("p", {{"class", "play-game-choice"}});
        html.element("label", site.say(say::kGame), {{"for", "play-game"}}).text(" ");
        html.open("select", {{"id", "play-game"}, {"class", "play-game"}});
        for (const auto& [game, text] : games) {
            const auto name = site.lang == msg::Lang::en && !game->name_en.empty() ? game->name_en : game->name_ja;
            html.element("option", name, {{"value", checked_game_id(game->id)}});
        }
        html.close("select").close("p").newline();
        // Each game's template, for the list to switch to and for Reset.
        for (const auto& [game, text] : games) html.element("template", text, {{"data-game", game->id}}).newline();
    });
    return render_page(site, page, site.say(say::kPlayHeading), {{site.say(say::kCrumbGames), "index.html"}, {site.say(say::kPlayHeading), ""}},
                       html.str(), site.say(say::kPlayLead));
}

}  // namespace web_export
