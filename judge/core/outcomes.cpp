// Outcomes of explored lines: the board as facts and as one key, and what sets outcomes apart.
#include "judge/core/outcomes.hpp"

#include <algorithm>
#include <map>
#include <string_view>
#include <unordered_map>
#include <utility>

#include "judge/core/core_messages.hpp"

namespace judge {

std::vector<Feature> board_features(const GameState& state, const Ruleset& ruleset) {
    std::vector<Feature> out;
    out.push_back({"", "winner", state.winner ? *state.winner : "none"});
    // Where each card is, from one walk over the zones rather than a search per card.
    std::unordered_map<std::string_view, std::pair<std::string, std::size_t>> where;
    for (const auto& player : state.players)
        for (const auto& zone : player.zones)
            for (std::size_t i = 0; i < zone.cards.size(); ++i) where[zone.cards[i]] = {player.id + " " + zone.name, i};
    const auto stats = ruleset.stats();
    for (const auto& [id, card] : state.cards) {
        auto at = where.find(id);
        out.push_back({id, "zone", at == where.end() ? "none" : at->second.first});
        if (at != where.end()) out.push_back({id, "position", std::to_string(at->second.second)});
        if (card.face_down) out.push_back({id, "face", "down"});
        if (card.tapped) out.push_back({id, "tapped", "true"});
        if (!card.attached_to.empty()) out.push_back({id, "attached-to", card.attached_to});
        if (!card.beneath.empty()) out.push_back({id, "beneath", join_words(card.beneath)});
        for (const auto& stat : stats)
            if (card.printed().count(stat)) out.push_back({id, stat, std::to_string(ruleset.read_value(state, id, stat))});
        for (const auto& [name, value] : card.status) out.push_back({id, name, value});
    }
    return out;
}

// The same facts as board_features, written straight into one string (two lines end on equal boards
// exactly when their keys are equal): every line makes one, only a new outcome makes the facts.
void board_key(const GameState& state, const Ruleset& ruleset, const std::vector<std::string>& stats, std::string& key) {
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
                key += std::to_string(ruleset.read_value(state, id, stat));
                key += '\x1f';
            }
        for (const auto& [name, value] : card.status) {
            key += name;
            key += '=';
            key += value;
            key += '\x1f';
        }
    }
}

namespace {

std::string fact_name(const std::string& card, const std::string& name) { return card.empty() ? name : card + " " + name; }

// The value a fact has in an outcome; a fact an outcome does not list has its default.
std::string value_in(const std::map<std::string, std::string>& facts, const std::string& name) {
    auto it = facts.find(name);
    if (it != facts.end()) return it->second;
    auto space = name.rfind(' ');
    auto what = space == std::string::npos ? name : name.substr(space + 1);
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
    std::vector<std::map<std::string, std::string>> facts(outcomes.size());
    std::map<std::string, bool> varies;  // every fact name, in order, and whether outcomes differ on it
    std::vector<std::string> order;      // fact names in the order the first outcome lists them, then new ones
    for (std::size_t i = 0; i < outcomes.size(); ++i)
        for (const auto& f : outcomes[i].final) {
            auto name = fact_name(f.card, f.name);
            facts[i][name] = f.value;
            if (varies.emplace(name, false).second) order.push_back(name);
        }
    // Facts grouped by card (the winner first), each card's in a fixed order: where it is first.
    auto card_of = [](const std::string& name) { return name.find(' ') == std::string::npos ? std::string() : name.substr(0, name.find(' ')); };
    auto rank = [](const std::string& name) {
        static const std::vector<std::string> kFirst = {"zone", "position", "face", "tapped", "attached-to", "beneath"};
        auto what = name.substr(name.find(' ') + 1);
        auto at = std::find(kFirst.begin(), kFirst.end(), what);
        return static_cast<std::size_t>(at - kFirst.begin());
    };
    std::stable_sort(order.begin(), order.end(), [&](const std::string& a, const std::string& b) {
        auto ca = card_of(a), cb = card_of(b);
        if (ca != cb) return ca < cb;
        return rank(a) < rank(b);
    });
    for (auto& [name, differs] : varies)
        for (std::size_t i = 1; i < outcomes.size() && !differs; ++i) differs = value_in(facts[i], name) != value_in(facts[0], name);
    // What an outcome's line says: the winner, where cards are, and the values and state of cards
    // that stay in the same zone in every outcome (a card that moved says enough by its zone);
    // positions only when that alone would not tell two outcomes apart.
    auto shown_facts = [&](bool positions) {
        std::vector<std::string> names;
        for (const auto& name : order) {
            if (!varies[name]) continue;
            auto space = name.find(' ');
            auto what = space == std::string::npos ? std::string() : name.substr(space + 1);
            if (what != "zone" && space != std::string::npos && varies[name.substr(0, space) + " zone"]) continue;
            if (what == "position" && !positions) continue;
            names.push_back(name);
        }
        return names;
    };
    const auto without_positions = shown_facts(false), with_positions = shown_facts(true);
    // An outcome's values of those facts: what outcomes are told apart by, and the same as a reader sees them.
    auto values_of = [&](std::size_t i, const std::vector<std::string>& names) {
        std::vector<std::string> values;
        for (const auto& name : names) values.push_back(value_in(facts[i], name));
        return values;
    };
    auto texts_of = [&](std::size_t i, const std::vector<std::string>& names) {
        std::vector<msg::Text> texts;
        for (const auto& name : names) texts.push_back(fact_text(ruleset, stats, name, value_in(facts[i], name)));
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
    std::vector<std::vector<std::string>> short_values;
    std::map<std::vector<std::string>, std::size_t> said;  // how many outcomes each short line describes
    for (std::size_t i = 0; i < outcomes.size(); ++i) ++said[short_values.emplace_back(values_of(i, without_positions))];
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        const bool alike = said[short_values[i]] > 1;
        outcomes[i].differs = outcomes.size() == 1 ? msg::text(say::kEveryLineHere) : join(texts_of(i, alike ? with_positions : without_positions));
    }
    if (outcomes.empty() || varies["winner"]) return {};
    auto winner = value_in(facts[0], "winner");
    return winner == "none" ? msg::text(say::kNoWinnerInAnyLine) : msg::text(say::kWinsInEveryLine, {{"player", winner}});
}

}  // namespace judge
