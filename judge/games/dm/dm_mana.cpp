// Duel Masters costs: tap untapped mana equal to the cost; at least one mana of the card's
// civilization, one of each for a multicoloured card; a multicoloured mana counts as only one
// civilization (chosen with `as="m1:火"` or a "civilization" decision); reductions never take a
// cost below the card's number of civilizations.
#include <algorithm>
#include <map>
#include <set>

#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

// Names in a list: "a b c" / "a、b、c", and civilizations as "光/火" in both.
msg::Text spaced(const std::vector<std::string>& items) { return msg::join(items, {" ", "、"}); }
msg::Text slashed(const std::vector<std::string>& items) { return msg::join(items, {"/", "/"}); }

// Whether the mana (each fixed to one civilization, or still open) can cover every required one.
bool coverable(const std::vector<std::vector<std::string>>& civs, std::size_t i, std::set<std::string> missing) {
    if (missing.empty()) return true;
    if (i == civs.size()) return false;
    if (civs[i].empty()) return coverable(civs, i + 1, missing);
    for (const auto& c : civs[i]) {
        auto rest = missing;
        rest.erase(c);
        if (coverable(civs, i + 1, rest)) return true;
    }
    return false;
}

}  // namespace

int cost_to_pay(GameState& state, const CardId& card, const std::string& stat) {
    int printed = value_of(state, card, "printed:" + stat);
    int cost = value_of(state, card, stat);
    // A waiting "next card costs N less" (DM-A-NEXT-CARD-COST), under the same floor as any reduction.
    if (const int less = next_card_reduction(state, card); less > 0) {
        const int floor = std::min<int>(printed, std::max<int>(1, static_cast<int>(civilizations(state.card(card)).size())));
        cost = std::max(cost - less, std::min(cost, floor));
    }
    if (cost < printed) {
        auto civs = civilizations(state.card(card));
        state.note(cite::kCostReductionFloor, say::kCostAfterReductions, {{"card", card}, {"cost", cost}, {"printed", printed}, {"n", civs.size()}});
        state.note(cite::kCostNotBelowCivs, say::kNotBelowCivs, {{"n", civs.size()}, {"card", card}});
    }
    return cost;
}

namespace {

// What each chosen mana pays as (DM-R-MULTICOLOR-MANA): a single-coloured one its own colour; a
// multicoloured one counts as one of its civilizations, the one `as` names or the player chooses
// among those that still leave every civilization of the card paid for.
[[nodiscard]] std::optional<Refused> assign_civilizations(GameState& state, const PlayerId& player, const Action* action, Decisions& decisions,
                                                          const std::vector<CardId>& chosen, std::vector<std::vector<std::string>>& civs,
                                                          const std::set<std::string>& need, std::vector<msg::Text>& assignment) {
    std::map<std::string, std::string> as;
    if (action)
        for (const auto& pair : split_words(action->arg("as"))) {
            auto colon = pair.find(':');
            if (colon != std::string::npos) as[pair.substr(0, colon)] = pair.substr(colon + 1);
        }
    for (std::size_t i = 0; i < chosen.size(); ++i) {
        if (civs[i].size() < 2) {
            assignment.push_back(msg::text(say::kManaAssignment, {{"card", chosen[i]}, {"civ", civs[i].empty() ? msg::text(say::kColourless)
                                                                                                             : msg::Text::same(civs[i].front())}}));
            continue;
        }
        std::vector<std::string> options;
        for (const auto& c : civs[i]) {
            auto trial = civs;
            trial[i] = {c};
            if (coverable(trial, 0, need)) options.push_back(c);
        }
        std::string pick;
        if (as.count(chosen[i])) {
            pick = as[chosen[i]];
            if (std::find(options.begin(), options.end(), pick) == options.end())
                return refusal(cite::kMulticolorMana, say::kCannotCountAs, {{"card", chosen[i]}, {"civ", pick}, {"options", spaced(options)}});
        } else {
            pick = decisions.choose(player, "civilization", prompt(say::kPromptCivilization, {{"card", chosen[i]}}), options);
        }
        civs[i] = {pick};
        assignment.push_back(msg::text(say::kManaAssignment, {{"card", chosen[i]}, {"civ", pick}}));
        state.note(cite::kMulticolorMana, say::kCountsOnlyAs, {{"card", chosen[i]}, {"civ", pick}});
    }
    return std::nullopt;
}

}  // namespace

[[nodiscard]] std::optional<Refused> pay_cost(GameState& state, const PlayerId& player, const CardId& card, const Action* action, Decisions& decisions,
                                const std::string& stat) {
    const int cost = cost_to_pay(state, card, stat);
    std::string named = action ? action->arg("mana") : "";
    // Nothing to tap is nothing to choose, and no mana to be of the card's civilization.
    if (cost == 0 && named.empty()) {
        use_next_card_reduction(state, card);
        state.note(cite::kCostZero, say::kTapsNoMana, {{"player", player}, {"card", card}});
        return std::nullopt;
    }
    std::vector<CardId> untapped;
    for (const auto& id : state.zone(player, "mana").cards)
        if (!state.card(id).tapped) untapped.push_back(id);
    if (static_cast<int>(untapped.size()) < cost)
        return refusal(cite::kPayCost, say::kNotEnoughMana, {{"card", card}, {"cost", cost}, {"player", player}, {"n", untapped.size()}});
    std::vector<CardId> chosen;
    if (!named.empty()) {
        chosen = split_words(named);
        std::set<CardId> distinct(chosen.begin(), chosen.end());
        if (distinct.size() != chosen.size()) return refusal(cite::kPayCost, say::kSameManaTwice);
        for (const auto& m : chosen)
            if (std::find(untapped.begin(), untapped.end(), m) == untapped.end())
                return refusal(cite::kPayCost, say::kNotUntappedMana, {{"card", m}, {"player", player}});
        if (static_cast<int>(chosen.size()) != cost)
            return refusal(cite::kPayCost, say::kWrongManaCount, {{"card", card}, {"cost", cost}, {"n", chosen.size()}});
    } else if (static_cast<int>(untapped.size()) == cost) {
        chosen = untapped;
    } else {
        chosen = decisions.choose_several(player, "mana", prompt(say::kPromptManaToTap, {{"card", card}}), untapped, static_cast<std::size_t>(cost),
                                          static_cast<std::size_t>(cost));
    }

    const auto required = civilizations(state.card(card));
    std::set<std::string> need(required.begin(), required.end());
    std::vector<std::vector<std::string>> civs;
    for (const auto& m : chosen) civs.push_back(mana_civilizations(state, m));
    if (!coverable(civs, 0, need)) {
        std::set<std::string> present;
        for (const auto& c : civs) present.insert(c.begin(), c.end());
        if (required.size() == 1)
            return refusal(cite::kCivilizationMana, say::kNoCivilizationMana, {{"card", card}, {"civ", required.front()}, {"mana", spaced(chosen)}});
        for (const auto& r : required)
            if (!present.count(r))
                return refusal(cite::kMulticolorCost, say::kMissingCivilization, {{"card", card}, {"civs", slashed(required)}, {"civ", r}});
        return refusal(cite::kMulticolorMana, say::kMulticolorNeedsEach, {{"card", card}, {"civs", slashed(required)}});
    }

    std::vector<msg::Text> assignment;
    if (auto refused = assign_civilizations(state, player, action, decisions, chosen, civs, need, assignment)) return refused;
    for (const auto& m : chosen) state.card(m).tapped = true;
    use_next_card_reduction(state, card);
    if (required.size() >= 2)
        state.note(cite::kMulticolorCost, say::kPaysEachCivilization, {{"card", card}, {"civs", slashed(required)}});
    else if (required.size() == 1)
        state.note(cite::kCivilizationMana, say::kPaysCivilization, {{"civ", required.front()}, {"card", card}});
    state.note(cite::kPayCost, say::kTapsMana, {{"player", player}, {"n", cost}, {"card", card}, {"mana", msg::join(assignment, {" ", "、"})}});
    return std::nullopt;
}

}  // namespace judge::dm
