// Drawing a GameState as SVG: see svg_board.hpp. Layout is computed here in whole pixels so the
// output is byte-for-byte stable; text that would not fit on a card is shortened with …, and
// the full description is in the card's <title>.
#include "web-export/svg_board.hpp"

#include <algorithm>

#include "web-export/html_writer.hpp"

namespace web_export {

namespace {

constexpr int kCardWidth = 78;
constexpr int kCardHeight = 106;
constexpr int kGap = 8;
constexpr int kLabelWidth = 92;
constexpr int kPlayerHeader = 26;
constexpr int kRowHeight = kCardHeight + kGap;
constexpr int kMargin = 8;

// Estimated width in pixels of text at `size`: wide (CJK) characters count as one em.
int text_width(std::string_view text, double size) {
    double width = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        auto b = static_cast<unsigned char>(text[i]);
        if ((b & 0xC0) == 0x80) continue;
        width += b >= 0xE0 ? size : b >= 0x80 ? size * 0.6 : size * 0.58;
    }
    return static_cast<int>(width + 0.5);
}

// Shortens text to fit `max_width`, ending it with … when anything was cut.
std::string fit(std::string_view text, int max_width, double size) {
    if (text_width(text, size) <= max_width) return std::string(text);
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        std::size_t length = 1;
        while (i + length < text.size() && (static_cast<unsigned char>(text[i + length]) & 0xC0) == 0x80) ++length;
        auto candidate = out + std::string(text.substr(i, length));
        if (text_width(candidate + "…", size) > max_width) break;
        out = candidate;
        i += length;
    }
    return out + "…";
}

std::string stat_label(const std::string& stat) {
    if (stat == "attack") return "ATK";
    if (stat == "defense") return "DEF";
    if (stat == "power") return "PWR";
    if (stat == "cost") return "COST";
    std::string out = stat.substr(0, 4);
    for (auto& c : out)
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 32);
    return out;
}

struct CardLines {
    std::string name;
    std::vector<std::string> values;  // "ATK 6", or "ATK 6 (4)" when the rules read another value than printed
    std::vector<std::string> notes;   // state: status, attachment, cards beneath
    std::string description;          // everything, for <title>
};

CardLines describe(const judge::GameState& state, const judge::Ruleset& ruleset, const judge::Card& card) {
    CardLines lines;
    lines.name = card.name.empty() ? card.id : card.name;
    lines.description = card.id + ": " + lines.name;
    if (card.face_down) {
        lines.description += " (face down)";
        return lines;
    }
    for (const auto& stat : ruleset.stats()) {
        auto printed = card.printed.find(stat);
        if (printed == card.printed.end()) continue;
        int value = ruleset.read_value(state, card.id, stat);
        auto text = stat_label(stat) + " " + std::to_string(value);
        if (value != printed->second) text += " (" + std::to_string(printed->second) + ")";
        lines.values.push_back(text);
        lines.description += ", " + stat + " " + std::to_string(value);
    }
    if (card.tapped) lines.description += ", tapped";
    for (const auto& [name, value] : card.status) {
        lines.notes.push_back(name + "=" + value);
        lines.description += ", " + name + "=" + value;
    }
    if (!card.attached_to.empty()) {
        lines.notes.push_back("on " + card.attached_to);
        lines.description += ", attached to " + card.attached_to;
    }
    if (!card.beneath.empty()) {
        lines.notes.push_back("over " + std::to_string(card.beneath.size()));
        lines.description += ", over";
        for (const auto& b : card.beneath) lines.description += " " + b;
    }
    return lines;
}

void draw_text(HtmlWriter& svg, int x, int y, const std::string& cls, const std::string& text) {
    svg.element("text", text, {{"x", std::to_string(x)}, {"y", std::to_string(y)}, {"class", cls}});
}

// One card centred on (cx, cy); tapped cards are turned a quarter to the right.
void draw_card(HtmlWriter& svg, const judge::GameState& state, const judge::Ruleset& ruleset, const judge::Card& card, int cx, int cy) {
    auto lines = describe(state, ruleset, card);
    std::string cls = "card";
    if (card.tapped) cls += " tapped";
    if (card.face_down) cls += " face-down";
    std::string transform = "translate(" + std::to_string(cx) + " " + std::to_string(cy) + ")";
    if (card.tapped) transform += " rotate(90)";
    svg.open("g", {{"class", cls}, {"transform", transform}, {"data-card", card.id}});
    svg.element("title", lines.description);
    const int left = -kCardWidth / 2, top = -kCardHeight / 2, inner = kCardWidth - 10;
    svg.self_closed("rect", {{"x", std::to_string(left)}, {"y", std::to_string(top)}, {"width", std::to_string(kCardWidth)},
                       {"height", std::to_string(kCardHeight)}, {"rx", "6"}, {"class", "card-frame"}});
    if (card.face_down) {
        svg.self_closed("rect", {{"x", std::to_string(left + 7)}, {"y", std::to_string(top + 7)}, {"width", std::to_string(kCardWidth - 14)},
                           {"height", std::to_string(kCardHeight - 14)}, {"rx", "4"}, {"class", "card-back"}});
        draw_text(svg, left + 10, top + 22, "card-id", fit(card.id, inner - 6, 9));
        draw_text(svg, left + 10, top + kCardHeight - 14, "card-note", "face down");
        svg.close("g");
        return;
    }
    // Name on up to two lines, then the id, the values at the bottom.
    auto first = fit(lines.name, inner, 11);
    int y = top + 16;
    if (first.size() >= 3 && first.substr(first.size() - 3) == "…") {
        auto cut = first.substr(0, first.size() - 3);
        draw_text(svg, left + 5, y, "card-name", cut);
        y += 13;
        draw_text(svg, left + 5, y, "card-name", fit(std::string_view(lines.name).substr(cut.size()), inner, 11));
    } else {
        draw_text(svg, left + 5, y, "card-name", first);
    }
    draw_text(svg, left + 5, y + 13, "card-id", fit(card.id, inner, 9));
    int note_y = y + 26;
    for (const auto& note : lines.notes) {
        if (note_y > top + kCardHeight - 14 - 12 * static_cast<int>(lines.values.size())) break;
        draw_text(svg, left + 5, note_y, "card-note", fit(note, inner, 9));
        note_y += 11;
    }
    int value_y = top + kCardHeight - 6 - 12 * (static_cast<int>(lines.values.size()) - 1);
    for (const auto& value : lines.values) {
        draw_text(svg, left + 5, value_y, "card-value", fit(value, inner, 10));
        value_y += 12;
    }
    svg.close("g");
}

int slot_width(const judge::Card& card) { return card.tapped ? kCardHeight : kCardWidth; }

}  // namespace

std::string board_svg(const judge::GameState& state, const judge::Ruleset& ruleset, const std::string& caption) {
    // Measure: one row per non-empty zone, a header per player.
    int width = 360, height = kMargin + 20;
    for (const auto& player : state.players) {
        height += kPlayerHeader;
        for (const auto& zone : player.zones) {
            if (zone.cards.empty()) continue;
            int row = kLabelWidth;
            for (const auto& id : zone.cards) row += slot_width(state.card(id)) + kGap;
            width = std::max(width, row + kMargin);
            height += kRowHeight;
        }
        height += kGap;
    }
    height += 20;

    std::string status = "turn " + std::to_string(state.turn) + " · " + state.active + " active · " + state.phase;
    std::string winner = state.winner ? "winner: " + *state.winner + (state.win_reason.empty() ? "" : " (" + state.win_reason + ")")
                                      : "no winner yet";
    HtmlWriter svg;
    svg.open("svg", {{"class", "board"}, {"xmlns", "http://www.w3.org/2000/svg"}, {"role", "img"},
                     {"viewBox", "0 0 " + std::to_string(width) + " " + std::to_string(height)},
                     {"width", std::to_string(width)}, {"height", std::to_string(height)},
                     {"aria-label", "board " + caption + ": " + status + ", " + winner}});
    svg.element("title", "board " + caption + ": " + status + ", " + winner);
    svg.self_closed("rect", {{"x", "0"}, {"y", "0"}, {"width", std::to_string(width)}, {"height", std::to_string(height)}, {"rx", "8"},
                       {"class", "board-bg"}});
    draw_text(svg, kMargin, kMargin + 12, "board-status", status);
    int y = kMargin + 20;
    for (const auto& player : state.players) {
        bool active = player.id == state.active;
        draw_text(svg, kMargin, y + 17, active ? "player-name active" : "player-name",
                  player.id + (player.name.empty() ? "" : " · " + player.name) + (active ? " (active)" : ""));
        std::string empty_zones;
        for (const auto& zone : player.zones)
            if (zone.cards.empty()) empty_zones += (empty_zones.empty() ? "" : ", ") + zone.name;
        if (!empty_zones.empty()) draw_text(svg, kLabelWidth + 110, y + 17, "zone-empty", fit("empty: " + empty_zones, width - kLabelWidth - 120, 10));
        y += kPlayerHeader;
        for (const auto& zone : player.zones) {
            if (zone.cards.empty()) continue;
            svg.open("g", {{"class", "zone"}, {"data-zone", player.id + ":" + zone.name}});
            svg.self_closed("rect", {{"x", std::to_string(kMargin - 2)}, {"y", std::to_string(y)}, {"width", std::to_string(width - 2 * kMargin + 4)},
                               {"height", std::to_string(kRowHeight - 2)}, {"rx", "6"}, {"class", "zone-bg"}});
            draw_text(svg, kMargin + 4, y + 18, "zone-name", fit(zone.name, kLabelWidth - 16, 11));
            draw_text(svg, kMargin + 4, y + 32, "zone-count", std::to_string(zone.cards.size()) + (zone.cards.size() == 1 ? " card" : " cards"));
            int x = kLabelWidth;
            for (const auto& id : zone.cards) {
                const auto& card = state.card(id);
                int slot = slot_width(card);
                draw_card(svg, state, ruleset, card, x + slot / 2, y + kRowHeight / 2 - 1);
                x += slot + kGap;
            }
            svg.close("g");
            y += kRowHeight;
        }
        y += kGap;
    }
    draw_text(svg, kMargin, y + 14, state.winner ? "board-winner" : "board-status", winner);
    svg.close("svg");
    return svg.str();
}

}  // namespace web_export
