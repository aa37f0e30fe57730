// Plain-text board rendering.
#include "judge/core/board_text.hpp"

#include "judge/core/ruleset.hpp"

namespace judge {

namespace {

std::string describe(const GameState& state, const Ruleset& ruleset, const Card& card) {
    std::string out = card.id;
    if (card.face_down) return out + "(face down)";
    out += "(" + card.name;
    for (const auto& stat : ruleset.stats())
        if (card.printed.count(stat)) out += " " + stat + "=" + std::to_string(ruleset.read_value(state, card.id, stat));
    if (card.tapped) out += " tapped";
    for (const auto& [name, value] : card.status) out += " " + name + "=" + value;
    if (!card.attached_to.empty()) out += " on " + card.attached_to;
    if (!card.beneath.empty()) {
        out += " over";
        for (const auto& b : card.beneath) out += " " + b;
    }
    return out + ")";
}

}  // namespace

std::string board_text(const GameState& state, const Ruleset& ruleset) {
    std::string out = "turn " + std::to_string(state.turn) + ", " + state.active + " active, phase " + state.phase + "\n";
    for (const auto& player : state.players) {
        out += "  " + player.id + " (" + player.name + ")\n";
        for (const auto& zone : player.zones) {
            if (zone.cards.empty()) continue;
            out += "    " + zone.name + ":";
            for (const auto& id : zone.cards) out += " " + describe(state, ruleset, state.card(id));
            out += "\n";
        }
    }
    out += "  winner: " + (state.winner ? *state.winner + " (" + state.win_reason + ")" : std::string("none yet")) + "\n";
    return out;
}

}  // namespace judge
