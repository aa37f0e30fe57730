// Which cards are on a player's field in Imitation World: the field is the set zone and the
// territory zone (IW-R-FIELD), and a card in a territory zone is on both players' fields at once
// (IW-R-TERRITORY-ZONE), so a player's field also holds the opponent's territory cards.
#include <string>

#include "judge/games/iw/iw_internal.hpp"
#include "judge/games/iw/iw_messages.hpp"
#include "judge/games/iw/iw_rules.hpp"

namespace judge::iw {

int field_count(GameState& state, const PlayerId& player) {
    const auto opponent = state.opponent_of(player);
    const auto& own_set = state.zone(player, "set").cards;
    const auto& own_territory = state.zone(player, "territory").cards;
    const auto& other_territory = state.zone(opponent, "territory").cards;
    for (const auto& id : other_territory)
        state.note(cite::kTerritoryZone, say::kTerritoryOnBothFields, {{"card", id}, {"owner", opponent}, {"player", player}});
    const auto n = own_set.size() + own_territory.size() + other_territory.size();
    state.note(cite::kField, say::kFieldHolds, {{"player", player},
                                                          {"n", n},
                                                          {"set", own_set.size()},
                                                          {"territory", own_territory.size()},
                                                          {"opponent", opponent},
                                                          {"other", other_territory.size()}});

    return static_cast<int>(n);
}

}  // namespace judge::iw
