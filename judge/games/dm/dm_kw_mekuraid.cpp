// メクレイドn / Wメクレイドn (mekuraid): look at the top of the deck (always 3 cards, 6 for W,
// whatever n is), use up to one (two for W) that fits the race and costs n or less without paying
// its cost, and put the rest on the bottom (DM-A-MEKURAID-REST-TO-BOTTOM). "Use" means a spell is
// cast and a creature is summoned (DM-R-USE-IS-SUMMON).
#include <algorithm>

#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

std::string listed(const std::vector<CardId>& ids) {
    std::string text;
    for (const auto& id : ids) text += (text.empty() ? "" : ", ") + id;
    return text.empty() ? "none" : text;
}

// Uses one picked card for free; a creature whose entry the rules forbid stays unused and goes
// to the bottom with the others.
bool use_free(GameState& state, const PlayerId& player, const CardId& id, const char* rule, const std::string& name,
              Decisions& decisions) {
    if (state.card(id).type == "creature") {
        state.note(cite::kUseIsSummon, player + " uses " + id + " by " + name +
                                           ": using a creature is summoning it, so its \"when summoned\" abilities trigger");
        try {
            summon(state, player, id, "", false, nullptr, decisions, cite::kUseIsSummon);
            return true;
        } catch (const Refused& r) {
            state.note(r.rule, std::string("the use fails: ") + r.what());
            state.move(id, player, "deck");
            state.note(cite::kMekuraidRestToBottom, id + " could not be used and goes to the bottom of the deck");
            return false;
        }
    }
    state.note(rule, player + " uses the spell " + id + ": it is cast without paying its cost");
    cast_spell(state, player, id, "", "", decisions);
    return true;
}

}  // namespace

bool mekuraid(GameState& state, const Context& ctx, const Ability& a, Decisions& decisions) {
    const bool w = a.operation == "w-mekuraid";
    const char* rule = w ? cite::kWMekuraid : cite::kMekuraid;
    const std::string name = w ? "Wメクレイド" : "メクレイド";
    // The number after the keyword limits the cost; how many cards are seen and used is fixed.
    const std::size_t look = w ? 6 : 3;
    const std::size_t uses = w ? 2 : 1;
    const int limit = number(arg(a, "amount", "0"), 0);
    const auto race = arg(a, "race");
    const auto player = ctx.controller;

    const auto& deck = state.zone(player, "deck").cards;
    const std::vector<CardId> seen(deck.begin(), deck.begin() + static_cast<std::ptrdiff_t>(std::min(look, deck.size())));
    state.note(rule, ctx.source + "'s " + name + std::to_string(limit) + ": " + player + " looks at the top " + std::to_string(look) +
                         " cards of the deck (always " + std::to_string(look) + "; " + std::to_string(limit) +
                         " is the cost limit, not a number of cards): " + listed(seen));
    if (seen.size() < look)
        state.note(cite::kMekuraidRestToBottom, "only " + std::to_string(seen.size()) + " card(s) are left in " + player + "'s deck; all of them are seen");
    for (const auto& id : seen) state.record({"looked-at", id, player, name});

    std::vector<CardId> fit;
    for (const auto& id : seen) {
        const auto& card = state.card(id);
        int cost = value_of(state, id, "cost");
        if (!race.empty() && !card.traits.count(race)) {
            state.note(rule, id + " is not a " + race + ": it cannot be used");
        } else if (cost > limit) {
            state.note(rule, id + " costs " + std::to_string(cost) + ", more than " + std::to_string(limit) + ": it cannot be used");
        } else {
            fit.push_back(id);
        }
    }
    const auto most = std::min(uses, fit.size());
    auto picked = decisions.choose_several(player, "mekuraid", "cards " + player + " uses by " + name + " (up to " +
                                                                   std::to_string(uses) + ")", fit, 0, most);
    state.note(rule, player + " may use up to " + std::to_string(uses) + " of the fitting cards (" + listed(fit) + ") and uses: " + listed(picked));

    std::vector<CardId> rest;
    for (const auto& id : seen)
        if (std::find(picked.begin(), picked.end(), id) == picked.end()) rest.push_back(id);
    rest = decisions.choose_order(player, "bottom-order", "order in which the unused cards go under " + player + "'s deck", rest);
    for (const auto& id : rest) state.move(id, player, "deck");  // each goes under the last
    if (!rest.empty())
        state.note(cite::kMekuraidRestToBottom, "the cards not used go to the bottom of " + player + "'s deck, in " + player +
                                                     "'s order (the last at the very bottom), before the used card is used: " + listed(rest));

    bool used = false;
    for (const auto& id : picked) {
        if (state.winner) break;
        used = use_free(state, player, id, rule, name, decisions) || used;
    }
    check_deck_out(state, player);
    return used;
}

}  // namespace judge::dm
