// Outcomes of explored lines: the board as facts and as one key, and what sets outcomes apart.
#include "judge/core/outcomes.hpp"

#include <algorithm>
#include <map>
#include <string_view>
#include <unordered_map>
#include <utility>

#include "judge/core/core_messages.hpp"

namespace judge {

std::vector<int> read_stats(const GameState& state, const Ruleset& ruleset, const std::vector<std::string>& stats) {
    std::vector<int> out;
    for (const auto& [id, card] : state.cards)
        for (const auto& stat : stats)
            if (card.printed().count(stat)) out.push_back(ruleset.read_value(state, id, stat));
    return out;
}

std::vector<Feature> board_features(const GameState& state, const std::vector<std::string>& stats, const std::vector<int>& values) {
    std::vector<Feature> out;
    out.push_back({"", "winner", state.winner ? *state.winner : "none"});
    // Where each card is, from one walk over the zones rather than a search per card.
    struct Place {
        const Player* player;
        const Zone* zone;
        std::size_t index;
    };
    std::unordered_map<std::string_view, Place> where;
    for (const auto& player : state.players)
        for (const auto& zone : player.zones)
            for (std::size_t i = 0; i < zone.cards.size(); ++i) where[zone.cards[i]] = {&player, &zone, i};
    auto value = values.begin();
    for (const auto& [id, card] : state.cards) {
        auto at = where.find(id);
        out.push_back({id, "zone", at == where.end() ? "none" : at->second.player->id + " " + at->second.zone->name});
        if (at != where.end()) out.push_back({id, "position", std::to_string(at->second.index)});
        if (card.face_down) out.push_back({id, "face", "down"});
        if (card.tapped) out.push_back({id, "tapped", "true"});
        if (!card.attached_to.empty()) out.push_back({id, "attached-to", card.attached_to});
        if (!card.beneath.empty()) out.push_back({id, "beneath", join_words(card.beneath)});
        for (const auto& stat : stats)
            if (card.printed().count(stat)) out.push_back({id, stat, std::to_string(*value++)});
        for (const auto& [name, status] : card.status) out.push_back({id, name, status});
    }
    return out;
}

// The same facts as board_features, written straight into one string (two lines end on equal boards
// exactly when their keys are equal): every line makes one, only a new outcome makes the facts.
void board_key(const GameState& state, const std::vector<std::string>& stats, const std::vector<int>& values, std::string& key) {
    key.clear();
    key += state.winner ? *state.winner : std::string("\x1d");
    for (const auto& player : state.players)
        for (const auto& zone : player.zones) {
            key += '\x1e';
            for (const auto& id : zone.cards) {
                key += id;
                key += '\x1f';
            }
        }
    auto value = values.begin();
    for (const auto& [id, card] : state.cards) {
        key += '\x1e';
        key += id;
        key += card.face_down ? 'd' : 'u';
        key += card.tapped ? 't' : 'n';
        key += card.attached_to;
        key += '\x1f';
        for (const auto& b : card.beneath) {
            key += b;
            key += '\x1f';
        }
        for (const auto& stat : stats)
            if (card.printed().count(stat)) {
                key += std::to_string(*value++);
                key += '\x1f';
            }
        for (const auto& [name, status] : card.status) {
            key += name;
            key += '=';
            key += status;
            key += '\x1f';
        }
    }
}

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
    std::string card;                 // before the first space; empty for "winner"
    std::size_t rank = 0;             // where a card lists it (zone first), see fact_rank
    std::string_view fallback;        // the value when an outcome does not list it
    std::size_t zone = std::string::npos;  // the index of the card's "CARD zone" fact, if any
    bool varies = false;              // whether outcomes differ on it
};

// Facts grouped by card (the winner first), each card's in a fixed order: where it is first.
std::size_t fact_rank(const std::string& name) {
    static const std::vector<std::string_view> kFirst = {"zone", "position", "face", "tapped", "attached-to", "beneath"};
    const std::string_view what = std::string_view(name).substr(name.find(' ') + 1);
    return static_cast<std::size_t>(std::find(kFirst.begin(), kFirst.end(), what) - kFirst.begin());
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

msg::Text compare_outcomes(std::vector<Outcome>& outcomes, const Ruleset& ruleset) {
    const auto stats = ruleset.stats();
    // Every fact name once, numbered in the order first met; each outcome's values by that number
    // (null where the outcome does not list the fact: it has the fact's default).
    std::vector<FactName> names;
    std::unordered_map<std::string, std::size_t> number;
    std::vector<std::vector<const std::string*>> values(outcomes.size());
    std::string name;  // one buffer for every fact's name: most are met in every outcome
    for (std::size_t i = 0; i < outcomes.size(); ++i)
        for (const auto& f : outcomes[i].final) {
            fact_name(f.card, f.name, name);
            auto at = number.find(name);
            if (at == number.end()) {
                at = number.emplace(name, names.size()).first;
                const auto space = name.find(' ');
                names.push_back({name, space == std::string::npos ? std::string() : name.substr(0, space), fact_rank(name), fact_default(name)});
            }
            auto& row = values[i];
            if (row.size() <= at->second) row.resize(at->second + 1, nullptr);
            row[at->second] = &f.value;  // a name listed twice keeps its last value
        }
    auto value_in = [&](std::size_t i, std::size_t fact) -> std::string_view {
        const auto& row = values[i];
        return fact < row.size() && row[fact] ? std::string_view(*row[fact]) : names[fact].fallback;
    };
    auto number_of = [&](const std::string& name) {
        auto it = number.find(name);
        return it == number.end() ? std::string::npos : it->second;
    };
    for (auto& fact : names) {
        if (!fact.card.empty()) fact.zone = number_of(fact.card + " zone");
    }
    for (std::size_t k = 0; k < names.size(); ++k)
        for (std::size_t i = 1; i < outcomes.size() && !names[k].varies; ++i) names[k].varies = value_in(i, k) != value_in(0, k);
    // The fact numbers in the order first met, sorted by card (the winner first), each card's in a fixed order.
    std::vector<std::size_t> order(names.size());
    for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (names[a].card != names[b].card) return names[a].card < names[b].card;
        return names[a].rank < names[b].rank;
    });
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
    // An outcome's values of those facts: what outcomes are told apart by, and the same as a reader sees them.
    auto values_of = [&](std::size_t i, const std::vector<std::size_t>& shown) {
        std::vector<std::string_view> out;
        out.reserve(shown.size());
        for (auto k : shown) out.push_back(value_in(i, k));
        return out;
    };
    auto texts_of = [&](std::size_t i, const std::vector<std::size_t>& shown) {
        std::vector<msg::Text> texts;
        for (auto k : shown) texts.push_back(fact_text(ruleset, stats, names[k].name, std::string(value_in(i, k))));
        return texts;
    };
    auto join = [](const std::vector<msg::Text>& parts) {
        std::vector<msg::Text> shown(parts.begin(), parts.begin() + static_cast<std::ptrdiff_t>(std::min(parts.size(), kFactsInSummary)));
        auto line = msg::join(shown, msg::text(say::kFactSeparator));
        if (parts.size() > kFactsInSummary) {
            auto more = msg::text(say::kAndMore, {{"n", parts.size() - kFactsInSummary}});
            line.en += more.en;
            line.ja += more.ja;
        }
        return line;
    };
    std::vector<std::vector<std::string_view>> short_values;
    std::map<std::vector<std::string_view>, std::size_t> said;  // how many outcomes each short line describes
    for (std::size_t i = 0; i < outcomes.size(); ++i) ++said[short_values.emplace_back(values_of(i, without_positions))];
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        const bool alike = said[short_values[i]] > 1;
        outcomes[i].differs = outcomes.size() == 1 ? msg::text(say::kEveryLineHere) : join(texts_of(i, alike ? with_positions : without_positions));
    }
    const auto winner_fact = number_of("winner");
    if (outcomes.empty() || (winner_fact != std::string::npos && names[winner_fact].varies)) return {};
    const auto winner = winner_fact == std::string::npos ? std::string_view("none") : value_in(0, winner_fact);
    return winner == "none" ? msg::text(say::kNoWinnerInAnyLine) : msg::text(say::kWinsInEveryLine, {{"player", std::string(winner)}});
}

}  // namespace judge
