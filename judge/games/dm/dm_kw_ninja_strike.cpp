// ニンジャ・ストライク (ninja strike): when an opposing creature declares an attack or a block, a
// player with enough cards in the mana zone may put the declared card from the hand into the
// battle zone without paying; the mana is only counted, never tapped.
// Scenario side: keywords="ニンジャ・ストライク" and optionally <ability kind="keyword" op="ninja-strike" mana="4"/>.
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

bool ninja_strike_may_declare(GameState& state, const CardId& card, const PlayerId& player) {
    // DM-A-NINJA-STRIKE-MANA: the number written with the keyword, else the card's cost.
    const auto* params = keyword_params(state, card, "ninja-strike");
    const int needed = number(params ? arg(*params, "mana") : std::string(), value_of(state, card, "printed:cost"));
    const int have = static_cast<int>(state.zone(player, "mana").cards.size());
    state.note(cite::kNinjaStrikeMana, say::kNinjaStrikeManaCount, {{"player", player}, {"have", have}, {"card", card}, {"needed", needed}});
    if (have >= needed) return true;
    state.note(cite::kNinjaStrike, say::kNinjaStrikeNotEnoughMana, {{"card", card}});
    return false;
}

void resolve_ninja_strike(GameState& state, const CardId& card, const PlayerId& player, const std::string& zone) {
    std::string why_rule;
    if (auto why = entry_forbidden(state, player, card, &why_rule)) {
        state.note(why_rule, *why);
        return declaration_fails(state, card, zone, cite::kNinjaStrike, msg::text(say::kMayNotEnter));

    }
    state.take(card);
    enter_battle_zone(state, card, false, cite::kNinjaStrike);
    state.record({"ninja-strike", card, player, ""});
    state.note(cite::kNinjaStrike, say::kComesOutWithoutCost, {{"card", card}});
    state.note(cite::kPutVsSummon, say::kNinjaPutNotSummoned, {{"card", card}});
}

}  // namespace judge::dm
