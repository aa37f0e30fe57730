// What sets explored outcomes apart (outcomes.hpp): every fact name numbered once, each outcome's
// values by number, and one line per outcome in both languages.
#include "judge/core/outcomes.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <string_view>
#include <utility>

#include "judge/core/core_messages.hpp"
#include "judge/core/same_text.hpp"

namespace judge {

namespace {

// "CARD NAME", or NAME alone for a fact of no card (the winner), written into `out`.
void fact_name(const std::string& card, const std::string& name, std::string& out) {
    out.assign(card);
    if (!card.empty()) out += ' ';
    out += name;
}

// One fact name met in some outcome ("CARD WHAT" or "winner"), read once: what the comparison
// asks of the name again and again (its card, its place among a card's facts, its default).
struct FactName {
    std::string name;
    std::size_t card_size = 0;        // its card: the name before the first space (none: "winner")
    std::size_t rank = 0;             // where a card lists it (zone first), see fact_rank
    std::string_view fallback;        // the value when an outcome does not list it
    std::size_t zone = std::string::npos;  // the index of the card's "CARD zone" fact, if any
    bool varies = false;              // whether outcomes differ on it

    std::string_view card() const { return std::string_view(name).substr(0, card_size); }
};

// Each fact name's number, found in one flat table (open addressing, each slot a name's hash and
// number): a node for each name, as std::unordered_map makes, cost more than all the rest of
// comparing the outcomes.
class FactNumbers {
public:
    static constexpr std::size_t kNone = static_cast<std::size_t>(-1);

    explicit FactNumbers(std::size_t expected) : slots_(room_for(expected), Slot{0, kNone}) {}

    // The number of `name`, or kNone; `name_of` gives the name of a number.
    template <typename NameOf>
    std::size_t find(std::string_view name, NameOf name_of) const {
        return find(name, std::hash<std::string_view>{}(name), name_of);
    }
    // The number of `name`; when it has none, `next` (the number given to it).
    template <typename NameOf>
    std::size_t find_or_add(std::string_view name, std::size_t next, NameOf name_of) {
        const auto hash = std::hash<std::string_view>{}(name);
        if (const auto known = find(name, hash, name_of); known != kNone) return known;
        if (2 * (++count_) > slots_.size()) {
            std::vector<Slot> old(room_for(count_), Slot{0, kNone});
            old.swap(slots_);
            for (const auto& slot : old)
                if (slot.number != kNone) put(slot);
        }
        put({hash, next});
        return next;
    }

private:
    struct Slot {
        std::size_t hash;
        std::size_t number;
    };
    // A power of two at least twice `count`, so that a search soon meets an empty slot.
    static std::size_t room_for(std::size_t count) {
        std::size_t room = 16;
        while (room < 2 * count) room *= 2;
        return room;
    }
    template <typename NameOf>
    std::size_t find(std::string_view name, std::size_t hash, NameOf name_of) const {
        for (auto at = hash & (slots_.size() - 1);; at = (at + 1) & (slots_.size() - 1)) {
            const auto& slot = slots_[at];
            if (slot.number == kNone) return kNone;
            if (slot.hash == hash && same_text(name_of(slot.number), name)) return slot.number;
        }
    }
    void put(Slot slot) {
        auto at = slot.hash & (slots_.size() - 1);
        while (slots_[at].number != kNone) at = (at + 1) & (slots_.size() - 1);
        slots_[at] = slot;
    }

    std::vector<Slot> slots_;
    std::size_t count_ = 0;
};

// Facts grouped by card (the winner first), each card's in a fixed order: where it is first.
std::size_t fact_rank(std::string_view name) {
    static constexpr std::string_view kFirst[] = {"zone", "position", "face", "tapped", "attached-to", "beneath"};
    const std::string_view what = name.substr(name.find(' ') + 1);
    std::size_t rank = 0;
    while (rank < std::size(kFirst) && !same_text(what, kFirst[rank])) ++rank;
    return rank;
}

// The value a fact has when an outcome does not list it: its default.
std::string_view fact_default(const std::string& name) {
    const auto space = name.rfind(' ');
    const std::string_view what = space == std::string::npos ? std::string_view(name) : std::string_view(name).substr(space + 1);
    return what == "tapped" ? "false" : what == "face" ? "up" : "none";
}

constexpr std::size_t kFactsInSummary = 8;

// The word for the state the core keeps as `tapped`: the game's own (パーン, タップ) when it has one.
msg::Text tapped_word(const Ruleset& ruleset) {
    if (auto label = ruleset.label(WordKind::status, "tapped")) return *label;
    return msg::text(say::kTappedWord);
}

// One fact as an outcome line says it: `name` is "CARD WHAT" (or "winner"), `value` as the facts
// hold it. The English form is "name value", as it always was.
msg::Text fact_text(const Ruleset& ruleset, const std::vector<std::string>& stats, const std::string& name,
                    const std::string& value) {
    const auto space = name.find(' ');
    if (space == std::string::npos) return value == "none" ? msg::text(say::kFactNoWinner) : msg::text(say::kFactWinner, {{"player", value}});
    const auto card = name.substr(0, space), what = name.substr(space + 1);
    const bool none = value == "none";
    if (what == "zone") {
        const auto gap = value.find(' ');  // "PLAYER ZONE"
        if (none) return msg::text(say::kFactNoZone, {{"card", card}});
        if (gap == std::string::npos) return msg::text(say::kFactZoneAlone, {{"card", card}, {"zone", shown_word(ruleset, WordKind::zone, value)}});
        return msg::text(say::kFactZone, {{"card", card}, {"player", value.substr(0, gap)},
                                          {"zone", shown_word(ruleset, WordKind::zone, value.substr(gap + 1))}});
    }
    if (what == "position") return msg::text(say::kFactPosition, {{"card", card}, {"n", value}});
    if (what == "face") return msg::text(value == "down" ? say::kFactFaceDown : say::kFactFaceUp, {{"card", card}});
    if (what == "tapped")
        return msg::text(value == "true" ? say::kFactTapped : say::kFactNotTapped, {{"card", card}, {"tapped", tapped_word(ruleset)}});
    if (what == "attached-to")
        return none ? msg::text(say::kFactNotAttached, {{"card", card}}) : msg::text(say::kFactAttachedTo, {{"card", card}, {"host", value}});
    if (what == "beneath")
        return none ? msg::text(say::kFactNothingBeneath, {{"card", card}}) : msg::text(say::kFactBeneath, {{"card", card}, {"cards", value}});
    const bool stat = std::find(stats.begin(), stats.end(), what) != stats.end();
    const auto label = shown_word(ruleset, stat ? WordKind::stat : WordKind::status, what);
    if (none) return msg::text(say::kFactNoValue, {{"card", card}, {"name", label}});
    return msg::text(say::kFactValue, {{"card", card}, {"name", label},
                                       {"value", stat ? msg::Text::same(value) : shown_word(ruleset, WordKind::value, value)}});
}

}  // namespace

msg::Text compare_outcomes(std::vector<Outcome>& outcomes, const Ruleset& ruleset, const std::map<std::string, std::string, std::less<>>& names_of) {
    const auto stats = ruleset.stats();
    // Every fact name once, numbered in the order first met, and each outcome's facts by number.
    // Outcomes list their facts in much the same order (board_features: card by card), a fact more
    // or less here and there: a fact is first looked for just after the last one found in the
    // outcome before, and only when it is not there is its name made and looked up.
    std::vector<FactName> names;
    std::vector<std::size_t> numbers;  // each outcome's facts' numbers, one outcome after another
    std::size_t all_facts = 0;
    for (const auto& o : outcomes) all_facts += o.final.size();
    numbers.reserve(all_facts);
    const std::size_t first_facts = outcomes.empty() ? 0 : outcomes.front().final.size();
    names.reserve(first_facts);
    FactNumbers number(first_facts);
    auto name_of = [&](std::size_t k) -> std::string_view { return names[k].name; };
    std::string name;  // one buffer for the names looked up
    for (std::size_t i = 0, previous = 0; i < outcomes.size(); ++i) {
        const std::size_t start = numbers.size();
        const std::vector<Feature>* before = i > 0 ? &outcomes[i - 1].final : nullptr;
        std::size_t next = 0;  // where in `before` the next fact is looked for first
        for (const auto& f : outcomes[i].final) {
            std::size_t k = FactNumbers::kNone;
            for (std::size_t at = next; before && at < before->size() && at < next + 2; ++at)
                if (same_text((*before)[at].name, f.name) && same_text((*before)[at].card, f.card)) {
                    k = numbers[previous + at];
                    next = at + 1;
                    break;
                }
            if (k == FactNumbers::kNone) {
                fact_name(f.card, f.name, name);
                k = number.find_or_add(name, names.size(), name_of);
                if (k == names.size()) {
                    const auto space = name.find(' ');
                    names.push_back({name, space == std::string::npos ? 0 : space, fact_rank(name), fact_default(name)});
                }
            }
            numbers.push_back(k);
        }
        previous = start;
    }
    // Each outcome's value of each fact, null where it does not list the fact (it has the fact's
    // default); a name listed twice keeps its last value.
    const std::size_t n = names.size();
    std::vector<const std::string*> values(outcomes.size() * n, nullptr);
    for (std::size_t i = 0, next = 0; i < outcomes.size(); ++i)
        for (const auto& f : outcomes[i].final) values[i * n + numbers[next++]] = &f.value;
    auto value_in = [&](std::size_t i, std::size_t fact) -> std::string_view {
        const auto* value = values[i * n + fact];
        return value ? std::string_view(*value) : names[fact].fallback;
    };
    for (std::size_t k = 0; k < n; ++k)
        for (std::size_t i = 1; i < outcomes.size() && !names[k].varies; ++i) names[k].varies = !same_text(value_in(i, k), value_in(0, k));
    // The fact numbers sorted by card (the winner first), each card's in a fixed order, facts that
    // sort alike in the order first met. Each goes after the last one it does not sort before:
    // board_features lists a board's facts in this order, so nearly all go at the end.
    auto before = [&](std::size_t a, std::size_t b) {
        const int card = names[a].card().compare(names[b].card());
        return card != 0 ? card < 0 : names[a].rank < names[b].rank;
    };
    std::vector<std::size_t> order;
    order.reserve(n);
    for (std::size_t k = 0; k < n; ++k)
        order.insert(order.empty() || !before(k, order.back()) ? order.end() : std::upper_bound(order.begin(), order.end(), k, before), k);
    // A card's facts are now together, its "CARD zone" (rank 0) first when it has one.
    for (std::size_t at = 0; at < n;) {
        std::size_t end = at + 1;
        while (end < n && names[order[end]].card() == names[order[at]].card()) ++end;
        const auto zone = names[order[at]].rank == 0 ? order[at] : std::string::npos;
        if (!names[order[at]].card().empty())
            for (std::size_t m = at; m < end; ++m) names[order[m]].zone = zone;
        at = end;
    }
    // What an outcome's line says: the winner, where cards are, and the values and state of cards
    // that stay in the same zone in every outcome (a card that moved says enough by its zone);
    // positions only when that alone would not tell two outcomes apart.
    auto shown_facts = [&](bool positions) {
        std::vector<std::size_t> shown;
        for (auto k : order) {
            const auto& fact = names[k];
            if (!fact.varies) continue;
            const auto space = fact.name.find(' ');
            const std::string_view what = space == std::string::npos ? std::string_view() : std::string_view(fact.name).substr(space + 1);
            if (what != "zone" && space != std::string::npos && fact.zone != std::string::npos && names[fact.zone].varies) continue;
            if (what == "position" && !positions) continue;
            shown.push_back(k);
        }
        return shown;
    };
    const auto without_positions = shown_facts(false), with_positions = shown_facts(true);
    // Which outcomes share their values of the short line's facts with another outcome: sorted by
    // those values, such outcomes are next to each other.
    std::vector<bool> alike(outcomes.size(), false);
    {
        auto compare = [&](std::size_t a, std::size_t b) {
            for (auto k : without_positions)
                if (const auto c = value_in(a, k).compare(value_in(b, k)); c != 0) return c;
            return 0;
        };
        std::vector<std::size_t> by_values(outcomes.size());
        for (std::size_t i = 0; i < by_values.size(); ++i) by_values[i] = i;
        std::sort(by_values.begin(), by_values.end(), [&](std::size_t a, std::size_t b) { return compare(a, b) < 0; });
        for (std::size_t m = 1; m < by_values.size(); ++m)
            if (compare(by_values[m - 1], by_values[m]) == 0) alike[by_values[m - 1]] = alike[by_values[m]] = true;
    }
    // Each fact's words for each value met, made once: outcomes share most values.
    std::vector<std::vector<std::pair<std::string_view, msg::Text>>> said(n);
    auto fact_words = [&](std::size_t k, std::string_view value) -> const msg::Text& {
        for (const auto& [met, words] : said[k])
            if (same_text(met, value)) return words;
        return said[k].emplace_back(value, fact_text(ruleset, stats, names[k].name, std::string(value))).second;
    };
    const auto separator = msg::text(say::kFactSeparator);
    // The Japanese line says what each zone whose cards differ between outcomes holds, zone by zone
    // (a player's zones in the game's order), a card by its name (its id when it has none), alike
    // names counted: which of two alike cards went where is nothing a reader can see.
    auto card_word = [&](std::string_view card) -> std::string {
        auto it = names_of.find(card);
        return it == names_of.end() || it->second.empty() ? std::string(card) : it->second;
    };
    using Contents = std::vector<std::pair<std::string, std::size_t>>;  // name, how many, names sorted
    std::map<std::string, std::vector<Contents>> held;                  // "PLAYER ZONE" → each outcome's
    for (std::size_t i = 0; i < outcomes.size() && outcomes.size() > 1; ++i)  // one outcome has nothing to set apart
        for (const auto& f : outcomes[i].final) {
            if (f.name != "zone" || f.card.empty()) continue;
            auto& all = held[f.value];
            all.resize(outcomes.size());
            auto name = card_word(f.card);
            auto& contents = all[i];
            auto at = std::lower_bound(contents.begin(), contents.end(), name, [](const auto& c, const std::string& n) { return c.first < n; });
            if (at != contents.end() && at->first == name) ++at->second;
            else contents.insert(at, {std::move(name), 1});
        }
    const auto& zones = ruleset.zone_names();
    auto zone_rank = [&](std::string_view where) {
        const auto gap = where.find(' ');
        const auto zone = gap == std::string_view::npos ? where : where.substr(gap + 1);
        return std::pair(where.substr(0, gap == std::string_view::npos ? 0 : gap),
                         static_cast<std::size_t>(std::find(zones.begin(), zones.end(), zone) - zones.begin()));
    };
    using Held = std::map<std::string, std::vector<Contents>>::const_iterator;
    std::vector<Held> varied;  // the zones whose cards differ between outcomes
    for (auto zone_held = held.cbegin(); zone_held != held.cend(); ++zone_held) {
        const auto& all = zone_held->second;
        if (std::any_of(all.begin(), all.end(), [&all](const Contents& c) { return c != all.front(); })) varied.push_back(zone_held);
    }
    std::sort(varied.begin(), varied.end(), [&](Held a, Held b) { return zone_rank(a->first) < zone_rank(b->first); });
    constexpr std::size_t kNamesInZone = 6;
    auto zone_line = [&](std::size_t i) {
        std::string line;
        for (const auto zone_held : varied) {
            const std::string_view where = zone_held->first;
            const auto& contents = zone_held->second[i];
            const auto gap = where.find(' ');
            const auto zone = shown_word(ruleset, WordKind::zone, gap == std::string_view::npos ? where : where.substr(gap + 1)).ja;
            const auto place = gap == std::string_view::npos ? zone : std::string(where.substr(0, gap)) + "の" + zone;
            std::string cards;
            std::size_t left = 0;
            for (std::size_t c = 0; c < contents.size(); ++c) {
                if (c >= kNamesInZone) {
                    left += contents[c].second;
                    continue;
                }
                const auto& [name, n] = contents[c];
                cards += (cards.empty() ? "" : "と") + (n == 1 ? name : msg::render(say::kCardsOfName, msg::Lang::ja, {{"name", name}, {"n", n}}));
            }
            if (left > 0) cards += msg::render(say::kAndMoreCards, msg::Lang::ja, {{"n", left}});
            line += (line.empty() ? "" : separator.ja) +
                    (where == "none" ? msg::render(say::kCardsInNoZone, msg::Lang::ja, {{"cards", cards}})
                     : cards.empty() ? msg::render(say::kZoneEmpty, msg::Lang::ja, {{"place", place}})
                                     : msg::render(say::kCardsInZone, msg::Lang::ja, {{"place", place}, {"cards", cards}}));
        }
        return line;
    };
    auto line_of = [&](std::size_t i, const std::vector<std::size_t>& shown) {
        const std::size_t parts = std::min(shown.size(), kFactsInSummary);
        msg::Text line;
        line.ja = zone_line(i);
        for (std::size_t m = 0; m < parts; ++m) {
            const auto& words = fact_words(shown[m], value_in(i, shown[m]));
            if (m > 0) line.en += separator.en;
            line.en += words.en;
            if (names[shown[m]].rank == 0 && !names[shown[m]].card().empty()) continue;  // said zone by zone
            line.ja += (line.ja.empty() ? "" : separator.ja) + words.ja;
        }
        if (shown.size() > kFactsInSummary) {
            auto more = msg::text(say::kAndMore, {{"n", shown.size() - kFactsInSummary}});
            line.en += more.en;
            line.ja += more.ja;
        }
        return line;
    };
    for (std::size_t i = 0; i < outcomes.size(); ++i)
        outcomes[i].differs = outcomes.size() == 1 ? msg::text(say::kEveryLineHere)
                                                   : line_of(i, alike[i] ? with_positions : without_positions);
    const auto winner_fact = number.find("winner", name_of);
    if (outcomes.empty() || (winner_fact != FactNumbers::kNone && names[winner_fact].varies)) return {};
    const auto winner = winner_fact == FactNumbers::kNone ? std::string_view("none") : value_in(0, winner_fact);
    return winner == "none" ? msg::text(say::kNoWinnerInAnyLine) : msg::text(say::kWinsInEveryLine, {{"player", winner}});
}

}  // namespace judge
