// パワーアタッカー: the creature's power is raised only while it is the attacking creature; the
// amount is the card's value power-attacker (パワーアタッカー+3000 is power-attacker="3000").
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

// Keyword check without trace notes, since value_of reads power from a const state.
bool has_power_attacker(const GameState& state, const CardId& id) {
    bool has = state.card(id).keywords().count(kPowerAttackerKw) > 0;
    const std::string cap = std::string("keyword:") + kPowerAttackerKw;
    int latest = -1;
    for (const auto& p : state.permissions)
        if (p.subject == id && p.capability == cap && p.timestamp > latest) latest = p.timestamp, has = p.allow;
    return has;
}

bool is_attacking(const GameState& state, const CardId& id) {
    auto it = state.flags.find(kAttacker);
    return it != state.flags.end() && it->second == id && in_battle_zone(state, id);
}

}  // namespace

int power_attacker_bonus(const GameState& state, const CardId& id) {
    if (!is_attacking(state, id) || !has_power_attacker(state, id)) return 0;
    return value_of(state, id, "power-attacker");
}

void note_power_attacker(GameState& state, const CardId& a, const CardId& b) {
    for (const auto& id : {a, b}) {
        if (!has_power_attacker(state, id)) continue;
        int amount = value_of(state, id, "power-attacker");
        if (is_attacking(state, id))
            state.note(cite::kPowerAttacker, say::kPowerAttackerAdds, {{"card", id}, {"n", amount}});
        else
            state.note(cite::kPowerAttacker, say::kPowerAttackerNot, {{"card", id}});

    }
}

}  // namespace judge::dm
