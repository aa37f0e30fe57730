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

std::string joined(const std::vector<std::string>& items, const char* sep = " ") {
    std::string out;
    for (const auto& i : items) out += (out.empty() ? "" : sep) + i;
    return out;
}

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
    if (cost < printed) {
        auto civs = civilizations(state.card(card));
        state.note(cite::kCostReductionFloor, card + " costs " + std::to_string(cost) + " after reductions (printed " + std::to_string(printed) +
                                                  "); a reduction never takes it below its " + std::to_string(civs.size()) + " civilization(s)");
        state.note(cite::kCostNotBelowCivs, "\"not below 1\" is read as \"not below the number of civilizations\" (" +
                                                std::to_string(civs.size()) + " for " + card + ")");
    }
    return cost;
}

void pay_cost(GameState& state, const PlayerId& player, const CardId& card, const Action* action, Decisions& decisions,
              const std::string& stat) {
    const int cost = cost_to_pay(state, card, stat);
    std::vector<CardId> untapped;
    for (const auto& id : state.zone(player, "mana").cards)
        if (!state.card(id).tapped) untapped.push_back(id);
    if (static_cast<int>(untapped.size()) < cost)
        throw Refused(cite::kPayCost, card + " costs " + std::to_string(cost) + " but " + player + " has " +
                                          std::to_string(untapped.size()) + " untapped mana");
    std::vector<CardId> chosen;
    std::string named = action ? action->arg("mana") : "";
    if (!named.empty()) {
        chosen = split_words(named);
        std::set<CardId> distinct(chosen.begin(), chosen.end());
        if (distinct.size() != chosen.size()) throw Refused(cite::kPayCost, "the same mana is named twice");
        for (const auto& m : chosen)
            if (std::find(untapped.begin(), untapped.end(), m) == untapped.end())
                throw Refused(cite::kPayCost, m + " is not an untapped card in " + player + "'s mana zone");
        if (static_cast<int>(chosen.size()) != cost)
            throw Refused(cite::kPayCost, card + " costs " + std::to_string(cost) + "; " + std::to_string(chosen.size()) + " mana named");
    } else if (static_cast<int>(untapped.size()) == cost) {
        chosen = untapped;
    } else {
        chosen = decisions.choose_several(player, "mana", "mana to tap for " + card, untapped, static_cast<std::size_t>(cost),
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
            throw Refused(cite::kCivilizationMana, card + " is " + required.front() + ", and none of the mana paid (" + joined(chosen) +
                                                       ") is " + required.front());
        for (const auto& r : required)
            if (!present.count(r))
                throw Refused(cite::kMulticolorCost, card + " is " + joined(required, "/") + ": the payment has no " + r + " mana");
        throw Refused(cite::kMulticolorMana, card + " needs one mana of each of " + joined(required, "/") +
                                                 ", and one multicoloured mana cannot count for two civilizations");
    }

    // Each multicoloured mana counts as one of its civilizations.
    std::map<std::string, std::string> as;
    if (action)
        for (const auto& pair : split_words(action->arg("as"))) {
            auto colon = pair.find(':');
            if (colon != std::string::npos) as[pair.substr(0, colon)] = pair.substr(colon + 1);
        }
    std::vector<std::string> assignment;
    for (std::size_t i = 0; i < chosen.size(); ++i) {
        if (civs[i].size() < 2) {
            assignment.push_back(chosen[i] + "=" + (civs[i].empty() ? "colourless" : civs[i].front()));
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
                throw Refused(cite::kMulticolorMana, chosen[i] + " cannot count as " + pick + " in this payment (possible: " + joined(options) + ")");
        } else {
            pick = decisions.choose(player, "civilization", "civilization that the multicoloured mana " + chosen[i] + " pays for", options);
        }
        civs[i] = {pick};
        assignment.push_back(chosen[i] + "=" + pick);
        state.note(cite::kMulticolorMana, "the multicoloured mana " + chosen[i] + " counts only as " + pick + " in this payment");
    }
    for (const auto& m : chosen) state.card(m).tapped = true;
    if (required.size() >= 2)
        state.note(cite::kMulticolorCost, card + " is multicoloured: the payment has one mana of each of " + joined(required, "/"));
    else if (required.size() == 1)
        state.note(cite::kCivilizationMana, "the payment includes " + required.front() + " mana for " + card);
    state.note(cite::kPayCost, player + " taps " + std::to_string(cost) + " mana for " + card + " (" + joined(assignment) + ")");
}

}  // namespace judge::dm
