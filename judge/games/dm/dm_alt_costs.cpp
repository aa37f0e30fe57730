// Costs a card's own text changes: G・ゼロ, a creature summoned without paying its cost while its
// condition holds (DM-A-G-ZERO), and "the next creature you summon this turn costs N less"
// (DM-A-NEXT-CARD-COST), kept as a modifier of the player that the next matching payment uses up.
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_operations.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

constexpr std::string_view kNextCost = "next-cost:";  // a player's modifier: "next-cost:creature", "next-cost:" for any card

// The player's waiting reduction for `card`, the oldest first; null when none fits.
const Modifier* reduction_for(const GameState& state, const CardId& card) {
    const auto& c = state.card(card);
    for (const auto& m : state.modifiers)
        if (m.target == c.owner && m.stat.starts_with(kNextCost)) {
            const auto type = std::string_view(m.stat).substr(kNextCost.size());
            if (type.empty() || type == c.type) return &m;
        }
    return nullptr;
}

}  // namespace

std::optional<Refused> g_zero_refusal(GameState& state, const PlayerId& player, const CardId& card) {
    const auto& abilities = state.card(card).abilities();
    const auto g_zero = std::find_if(abilities.begin(), abilities.end(), [](const Ability& a) { return a.kind == "static"sv && a.operation == "g-zero"sv; });
    if (g_zero == abilities.end()) return refusal(cite::kGZero, say::kNoGZero, {{"card", card}});
    if (!condition_holds(state, *g_zero, player, card))
        return refusal(cite::kGZero, say::kGZeroConditionFails, {{"card", card}, {"condition", condition_name(g_zero->condition)}});
    state.note(cite::kGZero, say::kGZeroSummon, {{"player", player}, {"card", card}, {"condition", condition_name(g_zero->condition)}});
    return std::nullopt;
}

int next_card_reduction(const GameState& state, const CardId& card) {
    const auto* m = reduction_for(state, card);
    return m ? m->amount : 0;
}

void use_next_card_reduction(GameState& state, const CardId& card) {
    const auto* m = reduction_for(state, card);
    if (!m) return;
    state.note(cite::kNextCardCost, say::kNextCostUsed, {{"card", card}, {"n", m->amount}, {"source", m->source}});
    state.modifiers.erase(state.modifiers.begin() + (m - state.modifiers.data()));
}

// The acting player's next card of the type written (creature or spell; any card without one) this
// turn costs `amount` less; what is not used by the end of the turn ends with it.
bool reduce_next_cost(GameState& state, const Context& ctx, const Ability& a, Decisions&) {
    const auto who = player_of(state, a, ctx.controller);
    const auto type = arg(a, "card-type");
    state.modifiers.push_back({who, std::string(kNextCost) + type, amount_of(a), ctx.source, Duration::EndOfTurn, state.stamp(), cite::kNextCardCost});
    state.note(cite::kNextCardCost, type.empty() ? say::kNextCardCostsLess : say::kNextTypeCostsLess,
               {{"player", who}, {"n", amount_of(a)}, {"type", type_name(type)}, {"source", ctx.source}});
    return true;
}

}  // namespace judge::dm
