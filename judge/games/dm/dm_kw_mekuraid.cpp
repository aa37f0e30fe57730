// メクレイドn / Wメクレイドn (mekuraid): look at the top of the deck (always 3 cards, 6 for W,
// whatever n is), use up to one (two for W) that fits the race and costs n or less without paying
// its cost, and put the rest on the bottom (DM-A-MEKURAID-REST-TO-BOTTOM). "Use" means a spell is
// cast and a creature is summoned (DM-R-USE-IS-SUMMON).
#include <algorithm>

#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

msg::Text listed(const std::vector<CardId>& ids) { return ids.empty() ? msg::text(say::kNone) : msg::join(ids); }

// Uses one picked card for free; a creature whose entry the rules forbid stays unused and goes
// to the bottom with the others.
bool use_free(GameState& state, const PlayerId& player, const CardId& id, const char* rule, const std::string& name,
              Decisions& decisions) {
    if (state.card(id).type == "creature"sv) {
        state.note(cite::kUseIsSummon, say::kMekuraidSummons, {{"player", player}, {"card", id}, {"name", name}});
        if (auto refused = refusal_in([&] { return summon(state, player, id, "", false, nullptr, decisions, cite::kUseIsSummon); })) {
            state.note(refused->rule, say::kUseFails, {{"why", refused->reason}});
            state.move(id, player, "deck");
            state.note(cite::kMekuraidRestToBottom, say::kCouldNotUse, {{"card", id}});
            return false;
        }
        return true;
    }
    state.note(rule, say::kMekuraidCasts, {{"player", player}, {"card", id}});
    cast_spell(state, player, id, "", "", decisions);
    return true;
}

}  // namespace

bool mekuraid(GameState& state, const Context& ctx, const Ability& a, Decisions& decisions) {
    const bool w = a.operation == "w-mekuraid"sv;
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
    state.note(rule, say::kMekuraidLooks, {{"source", ctx.source}, {"name", name}, {"limit", limit}, {"player", player}, {"look", look}, {"cards", listed(seen)}});
    if (seen.size() < look)
        state.note(cite::kMekuraidRestToBottom, say::kOnlyLeft, {{"n", seen.size()}, {"player", player}});
    for (const auto& id : seen) state.record({"looked-at", id, player, name});

    std::vector<CardId> fit;
    for (const auto& id : seen) {
        const auto& card = state.card(id);
        int cost = value_of(state, id, "cost");
        if (!race.empty() && !has_trait_named(card, race)) {
            state.note(rule, say::kNotOfRace, {{"card", id}, {"race", race}});
        } else if (cost > limit) {
            state.note(rule, say::kCostsTooMuch, {{"card", id}, {"cost", cost}, {"limit", limit}});
        } else {
            fit.push_back(id);
        }
    }
    const auto most = std::min(uses, fit.size());
    auto picked = decisions.choose_several(player, "mekuraid", prompt(say::kPromptMekuraid, {{"player", player}, {"name", name}, {"n", uses}}), fit, 0, most);
    state.note(rule, say::kMayUseUpTo, {{"player", player}, {"n", uses}, {"fit", listed(fit)}, {"picked", listed(picked)}});

    std::vector<CardId> rest;
    for (const auto& id : seen)
        if (std::find(picked.begin(), picked.end(), id) == picked.end()) rest.push_back(id);
    rest = decisions.choose_order(player, "bottom-order", prompt(say::kPromptBottomOrder, {{"player", player}}), rest);
    for (const auto& id : rest) state.move(id, player, "deck");  // each goes under the last
    if (!rest.empty())
        state.note(cite::kMekuraidRestToBottom, say::kRestToBottom, {{"player", player}, {"cards", listed(rest)}});


    bool used = false;
    for (const auto& id : picked) {
        if (state.winner) break;
        used = use_free(state, player, id, rule, name, decisions) || used;
    }
    check_deck_out(state, player);
    return used;
}

}  // namespace judge::dm
