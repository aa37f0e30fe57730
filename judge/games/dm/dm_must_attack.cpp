// "Attacks if able" and "attacks this creature if able" (DM-A-MUST-ATTACK). The rules oblige no
// attack, so an obligation is an allow of must-attack or must-attack-this (the latter names the
// creature to attack: the ability's own card). Whether an attack could be made is asked of a copy
// of the state, so that asking writes no step of the real trace.
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

bool could_attack(GameState& state, const PlayerId& player, const CardId& attacker, const std::string& target) {
    Probe probe(state);  // the checks note their reasons; the probe takes them back
    return !attack_refusal(state, player, attacker, target).has_value();
}

// The creatures `attacker` must attack if able that are in the battle zone.
std::vector<CardId> lures_of(const GameState& state, const CardId& attacker) {
    auto lures = obliged_by(state, attacker, "must-attack-this");
    std::erase_if(lures, [&](const CardId& lure) { return !in_battle_zone(state, lure); });
    return lures;
}

// What `attacker` could attack now and must if able: a lure it can reach, else (when it must
// attack at all) any target it can reach; nothing when no obligation can be met.
std::optional<std::string> obliged_target(GameState& state, const PlayerId& player, const CardId& attacker) {
    for (const auto& lure : lures_of(state, attacker))
        if (could_attack(state, player, attacker, lure)) return lure;
    if (obliged_by(state, attacker, "must-attack").empty()) return std::nullopt;
    if (could_attack(state, player, attacker, "player")) return std::string("player");
    for (const auto& target : std::vector<CardId>(state.zone(state.opponent_of(player), "battle").cards))
        if (could_attack(state, player, attacker, target)) return target;
    return std::nullopt;
}

}  // namespace

std::optional<Refused> lure_refusal(GameState& state, const PlayerId& player, const CardId& attacker, const std::string& target) {
    const auto lures = lures_of(state, attacker);
    if (lures.empty() || std::find(lures.begin(), lures.end(), target) != lures.end()) return std::nullopt;
    for (const auto& lure : lures)
        if (could_attack(state, player, attacker, lure))
            return refusal(cite::kMustAttack, say::kMustAttackThis, {{"attacker", attacker}, {"lure", lure}, {"target", target == "player"sv ? state.opponent_of(player) : target}});
    return std::nullopt;
}

std::optional<Refused> must_attack_refusal(GameState& state) {
    if (state.phase != "charge"sv && state.phase != "main"sv && state.phase != "attack"sv) return std::nullopt;
    const auto& player = state.active;
    std::vector<CardId> excused;  // obliged, but unable to attack now
    for (const auto& creature : std::vector<CardId>(state.zone(player, "battle").cards)) {
        if (auto target = obliged_target(state, player, creature))
            return refusal(cite::kMustAttack, say::kMustAttackFirst, {{"card", creature}, {"target", *target == "player" ? state.opponent_of(player) : *target}});
        if (!obliged_by(state, creature, "must-attack").empty() || !lures_of(state, creature).empty()) excused.push_back(creature);
    }
    // "If able": a creature that cannot attack now (tapped, summoning sick, nothing it may attack) keeps no one waiting.
    for (const auto& creature : excused) state.note(cite::kMustAttack, say::kMustAttackUnable, {{"card", creature}});
    return std::nullopt;
}

}  // namespace judge::dm
