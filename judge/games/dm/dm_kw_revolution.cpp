// 革命N: an ability written "革命N: …" works only while its controller has N or fewer shields.
// In scenario files the ability carries revolution="N". A card that has S・トリガー through 革命
// (a static grant of S・トリガー with revolution="N") is checked with the shields left after the
// break, since the check happens once the broken shields are in the hand.
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

int shields_of(const GameState& state, const PlayerId& player) { return static_cast<int>(state.zone(player, "shield").cards.size()); }

}  // namespace

bool revolution_active(GameState& state, const CardId& source, const Ability& a, const PlayerId& controller) {
    auto it = a.arguments.find("revolution");
    if (it == a.arguments.end()) return true;
    int n = number(it->second, -1);
    int shields = shields_of(state, controller);
    bool active = n >= 0 && shields <= n;
    state.note(cite::kRevolutionN, active ? say::kRevolutionWorks : say::kRevolutionIdle,
                                             {{"source", source}, {"r", it->second}, {"player", controller}, {"n", shields}});
    return active;
}

bool revolution_shield_trigger(GameState& state, const CardId& card, const PlayerId& owner) {
    for (const auto& a : state.card(card).abilities()) {
        if (a.kind != "static"sv || a.operation != "grant"sv || arg(a, "keyword") != kShieldTriggerKw) continue;
        if (!a.arguments.count("revolution") || !condition_holds(state, a, owner, card)) continue;
        state.note(cite::kRevolutionN, say::kRevolutionTrigger, {{"card", card}, {"r", arg(a, "revolution")}});

        if (revolution_active(state, card, a, owner)) return true;
    }
    return false;
}

}  // namespace judge::dm
