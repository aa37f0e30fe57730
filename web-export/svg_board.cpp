// Drawing a GameState as SVG: see svg_board.hpp. The layout is computed here in whole units so
// the output is byte-for-byte stable. Every text is wrapped to its box by the estimate of
// svg_text.hpp (never cut), and boxes grow to hold it; each card's <title> has its full description.
#include "web-export/svg_board.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "web-export/board_changes.hpp"
#include "web-export/site_messages.hpp"
#include "web-export/svg_text.hpp"

namespace web_export {

namespace {

constexpr int kLeft = 18;            // cards start here; attack arrows run in the gutter left of it
constexpr int kRight = kBoardWidth - 6;
constexpr int kCardWidth = 74, kCardMinHeight = 96;
constexpr int kTappedWidth = 140, kTappedMinHeight = 74;
constexpr int kPad = 5;              // inside a card
constexpr int kGap = 6;              // between cards in a row
constexpr int kRowGap = 12;          // above each row of cards: the lane an arrow runs in
constexpr int kZoneGap = 14;         // between zones side by side
constexpr int kPillHeight = 12, kPillAdvance = 14;

std::string num(int v) { return std::to_string(v); }

// A message of the site in the board's language.
std::string words(msg::Lang lang, const msg::Message& message, msg::Args args = {}) { return msg::render(message, lang, args); }

struct Line {
    std::string text;
    std::string cls;
    double size = 9;
    bool bold = false;
    int advance = 11;
    int fit = 0;  // a word wider than its line (スピードアタッカー on a card): drawn compressed to this width
    bool continued = false;  // a later line of one wrapped label: marked "cont" for a reader (and a test) to join
};

// Between the parts of a card's or a pile's title (its tooltip and accessible name): 、 in Japanese.
const char* title_separator(msg::Lang lang) { return lang == msg::Lang::ja ? "、" : ", "; }

// The class of one line of a wrapped label: later lines carry "cont".
std::string line_class(const std::string& cls, bool continued) { return continued ? cls + " cont" : cls; }

struct Pill {
    std::string word;
    std::string cls;  // mark-new, role-attacker, …
};

struct Box {
    int x = 0, y = 0, w = 0, h = 0;
};

// One thing in a zone's row: a card, or the zone as a pile.
struct Item {
    const judge::Card* card = nullptr;  // null: the pile
    std::string cls, title;
    std::vector<Pill> pills;
    std::vector<Line> lines;   // from the top
    std::vector<Line> values;  // at the bottom
    int pile_count = 0;
    bool landscape = false;
    int values_column = 0;  // a tapped card's values: the width of their column on the right (0: at the bottom)
    Box box;
};

// A value's short name on a card: in English an abbreviation, in Japanese the game's word (パワー).
std::string stat_label(const judge::Ruleset& ruleset, const std::string& stat, msg::Lang lang) {
    if (lang == msg::Lang::ja) return judge::shown_word(ruleset, judge::WordKind::stat, stat).ja;
    if (stat == "attack") return "ATK";
    if (stat == "defense") return "DEF";
    if (stat == "power") return "PWR";
    if (stat == "cost") return "COST";
    std::string out = stat.substr(0, 4);
    for (auto& c : out)
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 32);
    return out;
}

void add_wrapped(std::vector<Line>& out, const std::string& text, int width, const std::string& cls, double size, bool bold, int advance) {
    const auto lines = wrap_text(text, width, size, bold);
    for (std::size_t i = 0; i < lines.size(); ++i)
        out.push_back({lines[i], cls, size, bold, advance, text_width(lines[i], size, bold) > width ? width : 0, i > 0});
}

int pill_width(const Pill& p) { return text_width(p.word, 7.5, true) + 6; }

// How many rows the pills take in `width`.
int pill_rows(const std::vector<Pill>& pills, int width) {
    if (pills.empty()) return 0;
    int rows = 1, x = 0;
    for (const auto& p : pills) {
        int w = pill_width(p);
        if (x > 0 && x + w > width) {
            ++rows;
            x = 0;
        }
        x += w + 3;
    }
    return rows;
}

int lines_height(const std::vector<Line>& lines) {
    int h = 0;
    for (const auto& l : lines) h += l.advance;
    return h;
}

// What marks a card gets on the board after, and the words its title adds.
struct Marks {
    std::vector<Pill> pills;
    std::vector<std::string> classes;
    std::vector<std::string> changes;  // lines on the card: "from hand", "now tapped"
    std::vector<std::string> change_keys;  // the status keys whose change a line says
};

// The roles cards play in the attacks, by id.
struct Roles {
    std::set<judge::CardId> attackers, targets, blockers;
    std::set<judge::PlayerId> attacked_players;
};

Roles roles_of(const BoardChanges& changes) {
    Roles roles;
    for (const auto& a : changes.attacks) {
        roles.attackers.insert(a.attacker);
        if (a.target == "player") roles.attacked_players.insert(a.defender);
        else roles.targets.insert(a.target);
        roles.blockers.insert(a.blockers.begin(), a.blockers.end());
    }
    return roles;
}

Marks marks_of(const judge::CardId& id, const CardChange* change, const Roles& roles, msg::Lang lang) {
    Marks m;
    auto pill = [&m, lang](const msg::Message& word, const char* cls, const char* card_class) {
        m.pills.push_back({words(lang, word), cls});
        m.classes.push_back(card_class);
    };
    if (change) {
        // A destroyed card has moved and lost its field state by being destroyed: its one word
        // is DESTROYED, and the lines below it still say from where and what ended.
        if (change->destroyed) pill(say::kPillDestroyed, "mark-destroyed", "destroyed");
        if (change->arrived) pill(say::kPillNew, "mark-new", "arrived");
        if (!change->moved_from.empty()) {
            if (!change->destroyed) pill(say::kPillMoved, "mark-moved", "moved");
            m.changes.push_back(words(lang, say::kFrom, {{"zone", change->moved_from}}));
        }
        if (!change->values.empty() || !change->states.empty()) {
            if (!change->destroyed) pill(say::kPillChanged, "mark-changed", "changed");
            for (const auto& s : change->states) {
                m.changes.push_back(s.now ? words(lang, say::kNow, {{"state", s.text}}) : s.text.in(lang));
                if (!s.key.empty()) m.change_keys.push_back(s.key);
            }
        }
    }
    if (roles.attackers.count(id)) pill(say::kPillAttacker, "role-attacker", "attacker");
    if (roles.targets.count(id)) pill(say::kPillTarget, "role-target", "target");
    if (roles.blockers.count(id)) pill(say::kPillBlocker, "role-blocker", "blocker");
    return m;
}

std::string joined(const std::vector<std::string>& words, const std::string& separator) {
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "" : separator) + w;
    return out;
}

Item card_item(const judge::GameState& state, const judge::Ruleset& ruleset, const judge::Card& card, const BoardChanges* changes,
               const Roles& roles, msg::Lang lang) {
    Item item;
    item.card = &card;
    item.landscape = card.tapped;
    const int width = card.tapped ? kTappedWidth : kCardWidth, inner = width - 2 * kPad;
    const auto* change = changes ? changes->find(card.id) : nullptr;
    auto marks = marks_of(card.id, change, roles, lang);
    item.pills = marks.pills;
    item.cls = "card";
    if (card.tapped) item.cls += " tapped";
    if (card.face_down) item.cls += " face-down";
    for (const auto& c : marks.classes) item.cls += " " + c;

    auto name = card.name.empty() ? card.id : card.name;
    item.title = card.id + ": " + name;
    bool tapped_changed = false;
    if (change)
        for (const auto& s : change->states) tapped_changed = tapped_changed || s.text == tapped_word(ruleset) || s.text == untapped_word(ruleset);
    // The values first: on a tapped card they take a column on the right when they fit in half
    // its width, so the card stays wider than high.
    if (!card.face_down) {
        for (const auto& stat : ruleset.stats()) {
            auto printed = card.printed().find(stat);
            if (printed == card.printed().end()) continue;
            int value = ruleset.read_value(state, card.id, stat);
            std::string text = stat_label(ruleset, stat, lang) + " ";
            std::string cls = "card-value";
            const ValueChange* changed = nullptr;
            if (change)
                for (const auto& v : change->values)
                    if (v.stat == stat) changed = &v;
            // A changed value reads old→new; the printed value, when the rules read another, in
            // brackets (on a changed value only in the title, to keep the line short).
            if (changed) {
                text += num(changed->before) + "→" + num(value);
                cls += " value-changed";
            } else {
                text += num(value);
                if (value != printed->second) text += " (" + num(printed->second) + ")";
            }
            add_wrapped(item.values, text, inner, cls, 10, false, 12);
            item.title += title_separator(lang) + judge::shown_word(ruleset, judge::WordKind::stat, stat).in(lang) + " " +
                          (changed ? num(changed->before) + "→" : "") + num(value);
            if (value != printed->second) item.title += " (" + words(lang, say::kPrinted, {{"n", printed->second}}) + ")";
        }
    }
    int line_width = inner;
    if (card.tapped && !item.values.empty()) {
        int widest = 0;
        for (const auto& v : item.values) widest = std::max(widest, text_width(v.text, 10, v.bold));
        if (widest <= inner / 2) {
            item.values_column = widest;
            line_width = inner - widest - 6;
        }
    }
    if (card.face_down) {
        item.title += " (" + words(lang, say::kFaceDown) + ")";
        add_wrapped(item.lines, card.id, line_width, "card-id", 9, false, 11);
        item.lines.push_back({words(lang, say::kFaceDown), "card-note", 9, false, 11});
    } else {
        add_wrapped(item.lines, name, line_width, "card-name", 11, true, 13);
        add_wrapped(item.lines, card.id, line_width, "card-id", 9, false, 11);
        auto keywords = shown_keywords(state, card);
        if (!keywords.empty()) {
            add_wrapped(item.lines, joined(keywords, " · "), line_width, "card-keyword", 9.5, true, 12);
            item.title += title_separator(lang) + words(lang, say::kKeywordsTitle, {{"list", joined(keywords, " ")}});
        }
        const auto tapped = tapped_word(ruleset).in(lang);
        if (card.tapped && !tapped_changed) item.lines.push_back({tapped, "card-note", 9, false, 11});
        auto status_text = [&](const std::string& key, const std::string& value) {
            return words(lang, say::kStateSet, {{"key", judge::shown_word(ruleset, judge::WordKind::status, key)},
                                                {"value", judge::shown_word(ruleset, judge::WordKind::value, value)}});
        };
        for (const auto& [key, value] : card.status) {
            // A state that changed is said once, by its change line ("posture: attack→standby"); a
            // state that ended has no value left to show.
            bool changed = std::find(marks.change_keys.begin(), marks.change_keys.end(), key) != marks.change_keys.end();
            if (!changed) add_wrapped(item.lines, status_text(key, value), line_width, "card-note", 9, false, 11);
        }
        if (!card.attached_to.empty()) add_wrapped(item.lines, words(lang, say::kOn, {{"card", card.attached_to}}), line_width, "card-note", 9, false, 11);
        if (!card.beneath.empty()) add_wrapped(item.lines, words(lang, say::kOver, {{"cards", joined(card.beneath, " ")}}), line_width, "card-note", 9, false, 11);
        if (card.tapped && !tapped_changed) item.title += title_separator(lang) + tapped;  // else its change says it
        for (const auto& [key, value] : card.status) item.title += title_separator(lang) + status_text(key, value);
        if (!card.attached_to.empty()) item.title += title_separator(lang) + words(lang, say::kAttachedTo, {{"card", card.attached_to}});
        if (!card.beneath.empty()) item.title += title_separator(lang) + words(lang, say::kOver, {{"cards", joined(card.beneath, " ")}});
    }
    for (const auto& c : marks.changes) add_wrapped(item.lines, c, line_width, "card-change", 9, true, 11);
    for (const auto& p : marks.pills) item.title += title_separator(lang) + p.word;
    for (const auto& c : marks.changes) item.title += title_separator(lang) + c;

    int body_height = item.values_column ? std::max(lines_height(item.lines), lines_height(item.values))
                                         : lines_height(item.lines) + lines_height(item.values) + (item.values.empty() ? 0 : 4);
    int height = kPad + 3 + pill_rows(item.pills, inner) * kPillAdvance + body_height + kPad + 2;
    item.box = {0, 0, width, std::max(height, card.tapped ? kTappedMinHeight : kCardMinHeight)};
    return item;
}

// A zone drawn as one pile: the deck, or a zone whose cards are all face down.
bool is_pile(const judge::GameState& state, const judge::Zone& zone) {
    if (zone.cards.empty()) return false;
    if (zone.name == "deck") return true;
    return std::all_of(zone.cards.begin(), zone.cards.end(), [&](const judge::CardId& id) { return state.card(id).face_down; });
}

std::string card_count(std::size_t n, msg::Lang lang) { return n == 1 ? words(lang, say::kCardOne) : words(lang, say::kCards, {{"n", n}}); }

Item pile_item(const judge::Ruleset& ruleset, const judge::Player& player, const judge::Zone& zone, const judge::GameState* before, msg::Lang lang) {
    Item item;
    item.cls = "pile";
    item.pile_count = static_cast<int>(zone.cards.size());
    const int inner = kCardWidth - 4 - 2 * kPad;
    item.title = words(lang, say::kPileTitle, {{"player", player.id}, {"zone", judge::shown_word(ruleset, judge::WordKind::zone, zone.name)},
                                               {"count", card_count(zone.cards.size(), lang)}});
    for (const auto& id : zone.cards) item.title += " " + id;
    item.lines.push_back({words(lang, say::kFaceDown), "pile-note", 9, false, 11});
    if (before && before->has_zone(player.id, zone.name)) {
        const auto& was = before->zone(player.id, zone.name).cards;
        if (was != zone.cards) {
            item.pills.push_back({words(lang, say::kPillChanged), "mark-changed"});
            item.cls += " changed";
            std::string line = was.size() != zone.cards.size() ? words(lang, say::kWas, {{"n", was.size()}}) : words(lang, say::kOtherCards);
            add_wrapped(item.lines, line, inner, "pile-change", 9, true, 11);
            item.title += title_separator(lang) + line;
        }
    }
    int height = kPad + 3 + pill_rows(item.pills, inner) * kPillAdvance + 26 + lines_height(item.lines) + kPad + 6;
    item.box = {0, 0, kCardWidth, std::max(height, kCardMinHeight)};
    return item;
}

void draw_text(HtmlWriter& svg, int x, int y, const std::string& cls, const std::string& text, const char* anchor = nullptr, int fit = 0) {
    if (anchor)
        svg.element("text", text, {{"x", num(x)}, {"y", num(y)}, {"class", cls}, {"text-anchor", anchor}});
    else if (fit > 0)  // a whole word, never broken, squeezed into its line's width
        svg.element("text", text, {{"x", num(x)}, {"y", num(y)}, {"class", cls}, {"textLength", num(fit)}, {"lengthAdjust", "spacingAndGlyphs"}});
    else
        svg.element("text", text, {{"x", num(x)}, {"y", num(y)}, {"class", cls}});
}

// Pills in rows from (x, y); returns the y below them.
int draw_pills(HtmlWriter& svg, const std::vector<Pill>& pills, int x, int y, int width) {
    if (pills.empty()) return y;
    int px = x;
    for (const auto& p : pills) {
        int w = std::min(pill_width(p), width);
        if (px > x && px + w > x + width) {
            px = x;
            y += kPillAdvance;
        }
        svg.open("g", {{"class", "pill " + p.cls}});
        svg.self_closed("rect", {{"x", num(px)}, {"y", num(y)}, {"width", num(w)}, {"height", num(kPillHeight)}, {"rx", "3"}});
        draw_text(svg, px + 3, y + 9, "pill-text", p.word);
        svg.close("g");
        px += w + 3;
    }
    return y + kPillAdvance;
}

void draw_lines(HtmlWriter& svg, const std::vector<Line>& lines, int x, int y) {
    for (const auto& l : lines) {
        y += l.advance;
        draw_text(svg, x, y - 3, line_class(l.cls, l.continued), l.text, nullptr, l.fit);
    }
}

void draw_item(HtmlWriter& svg, const Item& item, const std::string& data_attribute, const std::string& data_value) {
    const auto& b = item.box;
    svg.open("g", {{"class", item.cls}, {data_attribute, data_value}});
    svg.element("title", item.title);
    if (!item.card) {  // a pile: two edges under the top card, the count in the middle
        svg.self_closed("rect", {{"x", num(b.x + 4)}, {"y", num(b.y + 4)}, {"width", num(b.w - 4)}, {"height", num(b.h - 4)}, {"rx", "6"},
                                 {"class", "pile-edge"}});
        svg.self_closed("rect", {{"x", num(b.x + 2)}, {"y", num(b.y + 2)}, {"width", num(b.w - 4)}, {"height", num(b.h - 4)}, {"rx", "6"},
                                 {"class", "pile-edge"}});
        svg.self_closed("rect", {{"x", num(b.x)}, {"y", num(b.y)}, {"width", num(b.w - 4)}, {"height", num(b.h - 4)}, {"rx", "6"},
                                 {"class", "card-frame"}});
        const int inner = b.w - 4 - 2 * kPad;
        int y = draw_pills(svg, item.pills, b.x + kPad, b.y + kPad + 1, inner);
        int cx = b.x + (b.w - 4) / 2;
        int count_y = std::max(y + 22, b.y + (b.h - 4) / 2 + 4);
        draw_text(svg, cx, count_y, "pile-count", num(item.pile_count), "middle");
        int line_y = count_y + 4;
        for (const auto& l : item.lines) {
            line_y += l.advance;
            draw_text(svg, cx, line_y - 3, l.cls, l.text, "middle");
        }
        svg.close("g");
        return;
    }
    svg.self_closed("rect", {{"x", num(b.x)}, {"y", num(b.y)}, {"width", num(b.w)}, {"height", num(b.h)}, {"rx", "6"}, {"class", "card-frame"}});
    if (item.card->face_down)
        svg.self_closed("rect", {{"x", num(b.x + 4)}, {"y", num(b.y + 4)}, {"width", num(b.w - 8)}, {"height", num(b.h - 8)}, {"rx", "4"},
                                 {"class", "card-back"}});
    int y = draw_pills(svg, item.pills, b.x + kPad, b.y + kPad + 1, b.w - 2 * kPad);
    draw_lines(svg, item.lines, b.x + kPad, y + 2);
    int values_x = item.values_column ? b.x + b.w - kPad - item.values_column : b.x + kPad;
    draw_lines(svg, item.values, values_x, b.y + b.h - kPad - lines_height(item.values));
    svg.close("g");
}

// An arrow from one box to another through the gutter, with its head on the target: down onto a
// card's top edge, or right into a player's name.
void draw_arrow(HtmlWriter& svg, const Box& from, const Box& to, bool to_player, int gutter_x, const std::string& cls,
                const std::string& title, const std::string& from_id, const std::string& to_id) {
    int sx = from.x + from.w / 2, sy = from.y, lane_from = from.y - kRowGap / 2 - 1;
    std::string d = "M" + num(sx) + " " + num(sy) + " V" + num(lane_from);
    std::string head;
    if (to_player) {
        int ty = to.y + to.h / 2;
        d += " H" + num(gutter_x) + " V" + num(ty) + " H" + num(to.x - 7);
        head = num(to.x - 7) + "," + num(ty - 4) + " " + num(to.x - 7) + "," + num(ty + 4) + " " + num(to.x - 1) + "," + num(ty);
    } else {
        int tx = to.x + to.w / 2, lane_to = to.y - kRowGap / 2 - 1;
        if (lane_to != lane_from) d += " H" + num(gutter_x) + " V" + num(lane_to);
        d += " H" + num(tx) + " V" + num(to.y - 6);
        head = num(tx - 4) + "," + num(to.y - 6) + " " + num(tx + 4) + "," + num(to.y - 6) + " " + num(tx) + "," + num(to.y);
    }
    svg.open("g", {{"class", cls}, {"data-from", from_id}, {"data-to", to_id}});
    svg.element("title", title);
    svg.self_closed("path", {{"d", d}, {"class", "arrow-halo"}});
    svg.self_closed("path", {{"d", d}, {"class", "arrow-line"}});
    svg.self_closed("circle", {{"cx", num(sx)}, {"cy", num(sy)}, {"r", "2.5"}, {"class", "arrow-end"}});
    svg.self_closed("polygon", {{"points", head}, {"class", "arrow-head"}});
    svg.close("g");
}

std::string attack_words(const AttackChange& a, msg::Lang lang) {
    std::string out = words(lang, say::kAttacked, {{"player", a.player}, {"target", a.target == "player" ? a.defender : a.target}, {"attacker", a.attacker}});
    if (!a.blockers.empty()) out += words(lang, say::kBlockedWith, {{"defender", a.defender}, {"blockers", joined(a.blockers, " ")}});
    return out;
}

// What the board after says happened, in words: the SVG's <desc>.
std::string summary(const judge::GameState& state, const judge::Ruleset& ruleset, const BoardChanges& changes, msg::Lang lang) {
    const bool ja = lang == msg::Lang::ja;
    std::vector<std::string> parts;
    for (const auto& a : changes.attacks) parts.push_back(attack_words(a, lang));
    for (const auto& [id, c] : changes.cards) {
        std::vector<std::string> what;
        if (c.destroyed) what.push_back(words(lang, say::kDestroyed));
        if (c.arrived) what.push_back(words(lang, say::kNewOnBoard));
        if (!c.moved_from.empty()) what.push_back(words(lang, say::kMovedFrom, {{"zone", c.moved_from}}));
        for (const auto& v : c.values)
            what.push_back(judge::shown_word(ruleset, judge::WordKind::stat, v.stat).in(lang) + " " + num(v.before) + "→" + num(v.after));
        for (const auto& s : c.states) what.push_back(s.text.in(lang));
        const auto& card = state.card(id);
        parts.push_back(id + (card.name.empty() ? "" : ja ? "（" + card.name + "）" : " (" + card.name + ")") + ": " + joined(what, ja ? "、" : ", "));
    }
    return parts.empty() ? words(lang, say::kNothingHappened) : words(lang, say::kWhatHappened, {{"parts", joined(parts, ja ? "。" : "; ")}});
}

// One zone's cards laid out in rows (positions relative to the block until it is placed).
struct ZoneBlock {
    const judge::Zone* zone = nullptr;
    std::vector<Item> items;
    std::vector<std::string> header;
    std::size_t header_name_lines = 1;  // how many of `header` are the zone's name, wrapped
    int content_width = 0, rows_height = 0, width = 0, x = 0;
};

void lay_out_rows(ZoneBlock& block) {
    int x = 0, y = 0, row_height = 0;
    std::vector<Item*> row;
    auto end_row = [&] {
        for (auto* item : row)
            if (!item->landscape) item->box.h = row_height;  // upright cards share the row's height
        y += row_height + kRowGap;
        row.clear();
        row_height = 0;
        x = 0;
    };
    for (auto& item : block.items) {
        if (x > 0 && x + item.box.w > kRight - kLeft) end_row();
        item.box.x = x;
        item.box.y = y;
        row.push_back(&item);
        row_height = std::max(row_height, item.box.h);
        block.content_width = std::max(block.content_width, x + item.box.w);
        x += item.box.w + kGap;
    }
    end_row();
    block.rows_height = y - kRowGap;
}

// What a drawn board used, for the key under it.
struct Drawn {
    std::string svg;
    std::set<std::string> used;  // "mark-new", "role-attacker", "tapped", "pile", "attack", "block", "printed"
    bool changed = false;        // a board after that marks anything
};

Drawn draw_board(const judge::GameState& state, const judge::Ruleset& ruleset, const std::string& caption, const judge::GameState* before,
                 msg::Lang lang) {
    Drawn drawn;
    std::optional<BoardChanges> changes;
    if (before) changes = board_changes(*before, state, ruleset);
    drawn.changed = changes && (!changes->cards.empty() || !changes->attacks.empty());
    Roles roles = changes ? roles_of(*changes) : Roles{};
    const int text_width_max = kRight - kLeft;

    HtmlWriter body;
    std::map<judge::CardId, Box> boxes;           // every drawn card, and each pile's cards at the pile
    std::map<judge::PlayerId, Box> player_boxes;  // each player's name
    int y = 8;
    std::string status = words(lang, say::kBoardStatus,
                               {{"turn", state.turn}, {"player", state.active}, {"phase", judge::shown_word(ruleset, judge::WordKind::phase, state.phase)}});
    const auto status_lines = wrap_text(status, text_width_max, 10);
    for (std::size_t i = 0; i < status_lines.size(); ++i) {
        y += 13;
        draw_text(body, kLeft, y - 3, line_class("board-status", i > 0), status_lines[i]);
    }
    y += 4;
    for (const auto& player : state.players) {
        bool active = player.id == state.active;
        // The player's name, and TARGET when an attack went at the player.
        std::vector<Pill> pills;
        if (roles.attacked_players.count(player.id)) pills.push_back({words(lang, say::kPillTarget), "role-target"});
        auto name = player.id + (player.name.empty() ? "" : " · " + player.name) + (active ? words(lang, say::kActive) : "");
        auto name_lines = wrap_text(name, text_width_max - (pills.empty() ? 0 : pill_width(pills[0]) + 6), 13, true);
        int name_top = y + 2;
        for (std::size_t i = 0; i < name_lines.size(); ++i) {
            y += 17;
            draw_text(body, kLeft, y - 4, line_class(active ? "player-name active" : "player-name", i > 0), name_lines[i]);
        }
        int widest = 0;
        for (const auto& l : name_lines) widest = std::max(widest, text_width(l, 13, true));
        player_boxes[player.id] = {kLeft, name_top, widest, y - name_top - 1};
        if (!pills.empty()) {
            draw_pills(body, pills, kLeft + widest + 6, name_top + 2, text_width_max);
            drawn.used.insert(pills[0].cls);
        }
        std::vector<std::string> empty_zones;
        for (const auto& zone : player.zones)
            if (zone.cards.empty()) empty_zones.push_back(judge::shown_word(ruleset, judge::WordKind::zone, zone.name).in(lang));
        if (!empty_zones.empty()) {
            const auto empty_lines =
                wrap_text(words(lang, say::kEmptyZones, {{"zones", joined(empty_zones, lang == msg::Lang::ja ? "、" : ", ")}}), text_width_max, 10);
            for (std::size_t i = 0; i < empty_lines.size(); ++i) {
                y += 13;
                draw_text(body, kLeft, y - 3, line_class("zone-empty", i > 0), empty_lines[i]);
            }
        }
        y += 4;

        // Each zone is a block as wide as its cards (or its name); blocks sit side by side in
        // bands while they fit, so small zones (a pile, one card) share a line.
        std::vector<ZoneBlock> blocks;
        for (const auto& zone : player.zones) {
            if (zone.cards.empty()) continue;
            ZoneBlock block;
            block.zone = &zone;
            if (is_pile(state, zone)) {
                block.items.push_back(pile_item(ruleset, player, zone, before, lang));
                drawn.used.insert("pile");
            } else {
                for (const auto& id : zone.cards)
                    block.items.push_back(card_item(state, ruleset, state.card(id), changes ? &*changes : nullptr, roles, lang));
            }
            lay_out_rows(block);
            // "deck · 4 cards" on one line, or the name and then the count when that is too wide.
            std::string count = card_count(zone.cards.size(), lang);
            const auto zone_name = judge::shown_word(ruleset, judge::WordKind::zone, zone.name).in(lang);
            const int header_width = std::max(block.content_width, kCardWidth);
            if (text_width(zone_name + " · " + count, 11, true) <= header_width) {
                block.header = {zone_name + " · " + count};
            } else {
                block.header = wrap_text(zone_name, header_width, 11, true);
                block.header_name_lines = block.header.size();
                block.header.push_back(count);
            }
            for (const auto& line : block.header) block.width = std::max(block.width, text_width(line, 11, true));
            block.width = std::max(block.width, block.content_width);
            blocks.push_back(std::move(block));
        }
        for (std::size_t first = 0; first < blocks.size();) {
            // One band: as many blocks as fit.
            std::size_t last = first;
            int x = kLeft;
            std::size_t header_lines = 0;
            int rows_height = 0;
            while (last < blocks.size() && (last == first || x + blocks[last].width + 5 <= kBoardWidth - 4)) {
                blocks[last].x = x;
                x += blocks[last].width + kZoneGap;
                header_lines = std::max(header_lines, blocks[last].header.size());
                rows_height = std::max(rows_height, blocks[last].rows_height);
                ++last;
            }
            int band_top = y;
            int rows_top = band_top + 2 + 14 * static_cast<int>(header_lines) + kRowGap;
            int band_bottom = rows_top + rows_height + 6;
            for (std::size_t i = first; i < last; ++i) {
                auto& block = blocks[i];
                const auto& zone = *block.zone;
                body.open("g", {{"class", "zone"}, {"data-zone", player.id + ":" + zone.name}});
                body.self_closed("rect", {{"x", num(block.x - 5)}, {"y", num(band_top)}, {"width", num(block.width + 10)},
                                          {"height", num(band_bottom - band_top)}, {"rx", "6"}, {"class", "zone-bg"}});
                int hy = band_top + 2;
                for (std::size_t l = 0; l < block.header.size(); ++l) {
                    hy += 14;
                    draw_text(body, block.x, hy - 3, line_class("zone-name", l > 0 && l < block.header_name_lines), block.header[l]);
                }
                for (auto& item : block.items) {
                    item.box.x += block.x;
                    item.box.y += rows_top;
                    if (item.card) {
                        draw_item(body, item, "data-card", item.card->id);
                        boxes[item.card->id] = item.box;
                        if (item.card->tapped) drawn.used.insert("tapped");
                        for (const auto& v : item.values)
                            if (v.text.find(" (") != std::string::npos) drawn.used.insert("printed");
                    } else {
                        draw_item(body, item, "data-pile", player.id + ":" + zone.name);
                        for (const auto& id : zone.cards) boxes[id] = item.box;
                    }
                    for (const auto& p : item.pills) drawn.used.insert(p.cls);
                }
                body.close("g");
            }
            y = band_bottom + 6;
            first = last;
        }
        y += 6;
    }

    // The attacks, over everything else.
    if (changes) {
        int gutter = 0;
        for (const auto& a : changes->attacks) {
            auto from = boxes.find(a.attacker);
            if (from == boxes.end()) continue;
            int gx = 4 + 5 * (gutter++ % 3);
            if (a.target == "player") {
                auto to = player_boxes.find(a.defender);
                if (to == player_boxes.end()) continue;
                draw_arrow(body, from->second, to->second, true, gx, "attack-arrow", attack_words(a, lang), a.attacker, "player:" + a.defender);
            } else {
                auto to = boxes.find(a.target);
                if (to == boxes.end()) continue;
                draw_arrow(body, from->second, to->second, false, gx, "attack-arrow", attack_words(a, lang), a.attacker, a.target);
            }
            drawn.used.insert("attack");
            for (const auto& id : a.blockers) {
                auto blocker = boxes.find(id);
                if (blocker == boxes.end()) continue;
                draw_arrow(body, blocker->second, from->second, false, 4 + 5 * (gutter++ % 3), "block-arrow",
                           words(lang, say::kBlocked, {{"defender", a.defender}, {"attacker", a.attacker}, {"blocker", id}}), id, a.attacker);
                drawn.used.insert("block");
            }
        }
    }

    std::string winner = !state.winner              ? words(lang, say::kNoWinner)
                         : state.win_reason.empty() ? words(lang, say::kWinner, {{"player", *state.winner}})
                                                    : words(lang, say::kWinnerWhy, {{"player", *state.winner}, {"reason", state.win_reason}});
    const auto winner_lines = wrap_text(winner, text_width_max, 12, state.winner.has_value());
    for (std::size_t i = 0; i < winner_lines.size(); ++i) {
        y += 15;
        draw_text(body, kLeft, y - 3, line_class(state.winner ? "board-winner" : "board-status", i > 0), winner_lines[i]);
    }
    int height = y + 8;

    auto title = words(lang, say::kBoardTitle, {{"which", caption}, {"status", status}, {"winner", winner}});
    HtmlWriter svg;
    svg.open("svg", {{"class", before ? "board board-after" : "board"}, {"xmlns", "http://www.w3.org/2000/svg"}, {"role", "img"},
                     {"viewBox", "0 0 " + num(kBoardWidth) + " " + num(height)},
                     {"width", num(kBoardWidth)}, {"height", num(height)},
                     {"aria-label", title}});
    svg.element("title", title);
    if (changes) svg.element("desc", summary(state, ruleset, *changes, lang));
    svg.self_closed("rect", {{"x", "0"}, {"y", "0"}, {"width", num(kBoardWidth)}, {"height", num(height)}, {"rx", "8"}, {"class", "board-bg"}});
    svg.raw(body.str());
    svg.close("svg");
    drawn.svg = svg.str();
    return drawn;
}

// The key to the marks: only those the boards use, each with its word and what it means.
// Its words are the game's: its word for tapped, the name of its first value.
void write_legend(HtmlWriter& html, const std::set<std::string>& used, const judge::Ruleset* ruleset, msg::Lang lang) {
    struct Entry {
        const char* key;
        const msg::Message* word;  // the pill's word, or null for a drawn sample
        const char* sample_class;
        const msg::Message& meaning;
    };
    static const Entry kEntries[] = {
        {"mark-destroyed", &say::kPillDestroyed, "mark-destroyed", say::kLegendDestroyed},
        {"mark-new", &say::kPillNew, "mark-new", say::kLegendNew},
        {"mark-moved", &say::kPillMoved, "mark-moved", say::kLegendMoved},
        {"mark-changed", &say::kPillChanged, "mark-changed", say::kLegendChanged},
        {"attack", nullptr, "sample-attack", say::kLegendAttack},
        {"block", nullptr, "sample-block", say::kLegendBlock},
        {"tapped", nullptr, "sample-tapped", say::kLegendTapped},
        {"pile", nullptr, "sample-pile", say::kLegendPile},
        {"printed", nullptr, "sample-value", say::kLegendPrinted},
    };
    bool any = false;
    for (const auto& e : kEntries) any = any || used.count(e.key);
    if (!any) return;
    html.open("div", {{"class", "board-legend"}}).element("p", words(lang, say::kLegendTitle), {{"class", "board-legend-title"}}).open("ul");
    for (const auto& e : kEntries) {
        if (!used.count(e.key)) continue;
        html.open("li");
        // The printed-value sample is a card's value line: "PWR 6 (4)", "パワー 6 (4)", "P 6 (4)".
        const auto stats = ruleset ? ruleset->stats() : std::vector<std::string>{};
        const std::string value = stats.empty() ? (lang == msg::Lang::ja ? "パワー" : "PWR") : stat_label(*ruleset, stats.front(), lang);
        std::string word = e.word ? words(lang, *e.word) : std::string(e.key) == "printed" ? value + " 6 (4)" : "";
        if (!word.empty()) html.element("span", word, {{"class", std::string("legend-sample ") + e.sample_class}});
        else html.element("span", "", {{"class", std::string("legend-sample ") + e.sample_class}, {"aria-hidden", "true"}});
        msg::Text tapped = msg::text(say::kTappedState);
        if (ruleset)
            if (auto label = ruleset->label(judge::WordKind::status, "tapped")) tapped = *label;
        html.text(" " + words(lang, e.meaning, {{"tapped", tapped}})).close("li");
    }
    html.close("ul").close("div").newline();
}

}  // namespace

std::string board_svg(const judge::GameState& state, const judge::Ruleset& ruleset, const std::string& caption, const judge::GameState* before,
                      msg::Lang lang) {
    return draw_board(state, ruleset, caption, before, lang).svg;
}

void write_boards(HtmlWriter& html, const std::optional<judge::GameState>& before, const std::optional<judge::GameState>& after,
                  const judge::Ruleset* ruleset, msg::Lang lang) {
    std::set<std::string> used;
    html.open("div", {{"class", "boards"}});
    auto figure = [&](const std::optional<judge::GameState>& state, const msg::Message& which, const judge::GameState* earlier) {
        html.open("figure", {{"class", "board-figure"}});
        const auto caption = words(lang, say::kBoardCaption, {{"which", msg::text(which)}});
        if (state && ruleset) {
            auto drawn = draw_board(*state, *ruleset, words(lang, which), earlier, lang);
            std::string note = !earlier ? "" : words(lang, drawn.changed ? say::kMarkedNote : say::kUnchangedNote);
            html.element("figcaption", caption + note);
            html.raw(drawn.svg);
            used.insert(drawn.used.begin(), drawn.used.end());
        } else {
            html.element("figcaption", caption);
            html.element("p", words(lang, say::kNoBoard), {{"class", "muted"}});
        }
        html.close("figure").newline();
    };
    figure(before, say::kBefore, nullptr);
    figure(after, say::kAfter, before ? &*before : nullptr);
    html.close("div").newline();
    write_legend(html, used, ruleset, lang);
}

}  // namespace web_export
