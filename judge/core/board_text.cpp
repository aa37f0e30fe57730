// Plain-text board rendering.
#include "judge/core/board_text.hpp"

#include "judge/core/board_messages.hpp"
#include "judge/core/ruleset.hpp"

namespace judge {

namespace {

// The word for a state the core keeps (tapped): the game's own word when it labels it as a status.
std::string tapped_word(const Ruleset& ruleset, msg::Lang lang) {
    if (auto label = ruleset.label(WordKind::status, "tapped")) return label->in(lang);
    return msg::render(say::kBoardTapped, lang);
}

std::string describe(const GameState& state, const Ruleset& ruleset, const Card& card, msg::Lang lang) {
    std::string out = card.id;
    if (card.face_down) return out + "(" + msg::render(say::kBoardFaceDown, lang) + ")";
    out += "(" + card.name;
    // Its keywords as printed, as the SVG boards show them: a board is read to see who can block.
    for (const auto& keyword : card.keywords()) out += " " + keyword;
    for (const auto& stat : ruleset.stats())
        if (card.printed().count(stat))
            out += " " + shown_word(ruleset, WordKind::stat, stat).in(lang) + "=" + std::to_string(ruleset.read_value(state, card.id, stat));
    if (card.tapped) out += " " + tapped_word(ruleset, lang);
    for (const auto& [name, value] : card.status)
        out += " " + shown_word(ruleset, WordKind::status, name).in(lang) + "=" + shown_word(ruleset, WordKind::value, value).in(lang);
    if (!card.attached_to.empty()) out += " " + msg::render(say::kBoardAttachedTo, lang, {{"card", card.attached_to}});
    if (!card.beneath.empty()) {
        out += " " + msg::render(say::kBoardOver, lang);
        for (const auto& b : card.beneath) out += " " + b;
    }
    return out + ")";
}

}  // namespace

std::string board_text(const GameState& state, const Ruleset& ruleset, msg::Lang lang) {
    std::string out = msg::render(say::kBoardTurn, lang,
                                  {{"turn", state.turn}, {"player", state.active}, {"phase", shown_word(ruleset, WordKind::phase, state.phase)}}) +
                      "\n";
    for (const auto& player : state.players) {
        out += "  " + player.id + " (" + player.name + ")\n";
        for (const auto& zone : player.zones) {
            if (zone.cards.empty()) continue;
            out += "    " + shown_word(ruleset, WordKind::zone, zone.name).in(lang) + ":";
            for (const auto& id : zone.cards) out += " " + describe(state, ruleset, state.card(id), lang);
            out += "\n";
        }
    }
    out += "  " +
           (state.winner ? msg::render(say::kBoardWinner, lang, {{"player", *state.winner}, {"reason", state.win_reason}})
                         : msg::render(say::kBoardNoWinner, lang)) +
           "\n";
    return out;
}

}  // namespace judge
