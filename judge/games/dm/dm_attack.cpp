// Duel Masters attacks: declaration (summoning sickness, スピードアタッカー, マッハファイター),
// "when attacking" abilities, a target or attacker that is gone, blocks, battles (also battles
// made by effects), shield breaks with shield triggers, and the finishing attack.
#include <algorithm>
#include <map>

#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

void end_attack(GameState& state) {
    // パワーアタッカー's bonus lasts while the creature attacks: its end is a step, since a creature
    // whose power then falls to 0 is destroyed by the check that follows.
    if (auto it = state.flags.find(kAttacker); it != state.flags.end() && state.has_card(it->second))
        if (const int bonus = power_attacker_bonus(state, it->second); bonus > 0)
            state.note(cite::kPowerAttacker, say::kPowerAttackerEnds, {{"card", it->second}, {"n", bonus}});
    for (const char* key : {kAttacker, kAttackTarget, kAttackingPlayer}) state.flags.erase(key);
    state.flags.erase("dm.target-was-tapped");
}

// After "when attacking" abilities, or when the attack goes on: is everything still there?
bool attack_still_on(GameState& state) {
    auto attacker = state.flags[kAttacker];
    auto target = state.flags[kAttackTarget];
    if (!in_battle_zone(state, attacker)) {
        state.note(cite::kAttackerGone, say::kAttackerGone, {{"attacker", attacker}});
        state.record({"attack-failed", attacker, state.flags[kAttackingPlayer], "attacker gone"});
        end_attack(state);
        return false;
    }
    if (target != "player"sv && !in_battle_zone(state, target)) {
        state.note(cite::kAttackTargetGone, say::kTargetGone, {{"target", target}, {"attacker", attacker}});
        state.record({"attack-failed", attacker, state.flags[kAttackingPlayer], "target gone"});
        end_attack(state);
        return false;
    }
    return true;
}

// Summoning sickness and its exceptions: the refusal, or nothing when the attacker may attack `target`.
[[nodiscard]] std::optional<Refused> sickness_refusal(GameState& state, const CardId& attacker, const std::string& target) {
    const auto& card = state.card(attacker);
    if (card.entered_turn != state.turn) return std::nullopt;
    if (is_evolution(state, attacker) && !card.beneath.empty()) {
        state.note(cite::kEvolution, say::kEvolutionNoSickness, {{"card", attacker}});
        return std::nullopt;
    }
    if (has_keyword(state, attacker, kSpeedAttackerKw)) {
        state.note(cite::kSpeedAttacker, say::kSpeedAttackerMay, {{"card", attacker}});
        return std::nullopt;
    }
    if (has_keyword(state, attacker, kMachFighterKw)) {
        if (target == "player"sv)
            return refusal(cite::kMachFighter, say::kMachFighterNotPlayer, {{"card", attacker}});
        state.note(cite::kMachFighter, say::kMachFighterMay, {{"card", attacker}});
        return std::nullopt;
    }
    return refusal(cite::kSummoningSickness, say::kSummoningSickness, {{"card", attacker}, {"rule", cite::kSicknessDuration}});
}

}  // namespace

// Whether `attacker` may attack `target` ("player" or a creature) now, as the rules and the
// permissions say; the refusal when not. Asked by a declaration, and of a copy of the state by
// the obligation to attack (dm_must_attack.cpp).
[[nodiscard]] std::optional<Refused> attack_refusal(GameState& state, const PlayerId& player, const CardId& attacker, const std::string& target) {
    const auto defender = state.opponent_of(player);
    if (auto refused = tamaseed_combat_refusal(state, attacker, "attack")) return refused;
    if (!is_creature(state, attacker) || controller_of(state, attacker) != player)
        return refusal(cite::kAttack, say::kNotCreatureOf, {{"card", attacker}, {"player", player}});
    if (state.card(attacker).tapped) return refusal(cite::kAttack, say::kTappedCannotAttack, {{"card", attacker}});
    if (auto refused = sickness_refusal(state, attacker, target)) return refused;
    std::string why;
    if (!permitted(state, attacker, "attack", &why)) return refusal(why, say::kCannotAttack, {{"card", attacker}});
    if (target == "player"sv && !permitted(state, attacker, "attack-player", &why)) return refusal(why, say::kCannotAttackPlayers, {{"card", attacker}});
    if (target != "player"sv && !permitted(state, attacker, "attack-creature", &why)) return refusal(why, say::kCannotAttackCreatures, {{"card", attacker}});
    if (target != "player"sv) {
        if (!is_creature(state, target) || controller_of(state, target) != defender)
            return refusal(cite::kAttack, say::kNotCreatureOf, {{"card", target}, {"player", defender}});
        const auto& t = state.card(target);
        bool mach = state.card(attacker).entered_turn == state.turn && has_keyword(state, attacker, kMachFighterKw);
        if (!t.tapped) {
            if (!mach) return refusal(cite::kAttack, say::kUntappedNotAttackable, {{"card", target}});
            state.note(cite::kMachFighter, say::kMachFighterUntapped, {{"attacker", attacker}, {"target", target}});
        }
        if (!permitted(state, target, "be-attacked", &why)) return refusal(why, say::kCannotBeAttacked, {{"card", target}});
        if (!permitted(state, target, "be-chosen"))
            state.note(cite::kCannotBeChosen, say::kUnchoosableAttackable, {{"card", target}});
    }
    return std::nullopt;
}

bool attack_open(const GameState& state) { return state.flags.count(kAttacker) > 0; }

[[nodiscard]] std::optional<Refused> declare_attack(GameState& state, const Action& action, Decisions& decisions) {
    const auto& player = action.player;
    if (state.active != player) return refusal(cite::kAttackPhase, say::kOnlyTurnPlayerAttacks);
    const bool enters_attack_phase = state.phase == "main"sv || state.phase == "charge"sv;
    if (state.phase != "attack"sv && !enters_attack_phase)
        return refusal(cite::kAttackPhase, say::kAttackInAttackPhase, {{"phase", phase_name(state.phase)}});
    if (attack_open(state)) return refusal(cite::kAttackPhase, say::kOneAttackAtATime, {{"card", state.flags[kAttacker]}});

    const auto attacker = action.arg("attacker");
    const auto target = action.arg("target", "player");
    const auto defender = state.opponent_of(player);
    if (auto refused = attack_refusal(state, player, attacker, target)) return refused;
    if (auto refused = lure_refusal(state, player, attacker, target)) return refused;
    if (enters_attack_phase) {
        state.phase = "attack";
        state.note(cite::kAttackPhase, say::kGoesToAttackPhase, {{"player", player}, {"rule", cite::kNoSecondMain}});
    }
    state.card(attacker).tapped = true;
    state.flags[kAttacker] = attacker;
    state.flags[kAttackTarget] = target;
    state.flags[kAttackingPlayer] = player;
    if (target != "player"sv) state.flags["dm.target-was-tapped"] = state.card(target).tapped ? "yes" : "no";
    state.record({"attack-declared", attacker, player, target});
    state.note(cite::kAttack, say::kTapsAndAttacks, {{"player", player}, {"attacker", attacker}, {"target", target == "player"sv ? defender : target}});
    state.note(cite::kAttackOrder, say::kWhenAttackingNext);

    auto events_before = state.events.size();
    trigger_all(state, "attacks", attacker);
    offer_declarations(state, "attack", attacker, decisions);
    trigger_declared(state, "opponent-attacks", attacker, decisions);
    revolution_0_trigger(state, decisions);
    resolve_waiting(state, decisions);
    destroy_zero_power(state, decisions);
    if (state.winner || !attack_still_on(state)) return std::nullopt;
    if (state.events.size() != events_before)
        state.note(cite::kNoRetarget, say::kNoRetarget, {{"target", target == "player"sv ? defender : target}});
    bool changed = !state.card(state.flags[kAttacker]).tapped ||
                   (target != "player"sv && (state.card(target).tapped ? "yes" : "no") != state.flags["dm.target-was-tapped"]);
    if (changed)
        state.note(cite::kTapChangeAfterDeclaration, say::kTapChangeGoesOn);
    state.note(cite::kAttackOrder, say::kMayBlock, {{"player", defender}});
    return std::nullopt;
}

namespace {

// Why `blocker` cannot block the open attack, or nothing when it can: a <block> throws the
// refusal, and the list of legal blocks only asks.
[[nodiscard]] std::optional<Refused> blocker_refusal(GameState& state, const PlayerId& defender, const CardId& blocker) {
    if (auto refused = tamaseed_combat_refusal(state, blocker, "block")) return refused;
    if (!is_creature(state, blocker) || controller_of(state, blocker) != defender)
        return refusal(cite::kBlocker, say::kNotCreatureOf, {{"card", blocker}, {"player", defender}});
    if (!has_keyword(state, blocker, kBlockerKw)) {
        auto guardman = guardman_block(state, blocker);
        if (guardman.refused) return guardman.refused;
        if (!guardman.blocks) return refusal(cite::kBlocker, say::kNoBlocker, {{"card", blocker}});
    }
    // Blocking is tapping the ブロッカー (DM-R-BLOCKER): a tapped one cannot.
    if (state.card(blocker).tapped) return refusal(cite::kBlocker, say::kTappedCannotBlock, {{"card", blocker}});
    std::string why;
    if (!permitted(state, blocker, "block", &why)) return refusal(why, say::kCannotBlock, {{"card", blocker}});
    // ブロックされない (DM-A-CANNOT-BE-BLOCKED): no creature may block this attacker, a ブロッカー neither.
    const auto& attacker = state.flags.at(kAttacker);
    if (!permitted(state, attacker, "be-blocked", &why))
        return refusal(why == cite::kContinuousEffects ? cite::kCannotBeBlocked : why, say::kAttackerCannotBeBlocked, {{"card", blocker}, {"attacker", attacker}});
    return std::nullopt;
}

}  // namespace

std::vector<CardId> legal_blockers(GameState& state) {
    std::vector<CardId> out;
    if (!attack_open(state)) return out;
    const auto defender = state.opponent_of(state.flags.at(kAttackingPlayer));
    for (const auto& id : state.zone(defender, "battle").cards) {
        Probe probe(state);  // the checks note their reasons; the probe keeps them out of the trace
        if (!blocker_refusal(state, defender, id)) out.push_back(id);
    }
    return out;
}

[[nodiscard]] std::optional<Refused> declare_block(GameState& state, const Action& action, Decisions& decisions) {
    if (!attack_open(state)) return refusal(cite::kBlocker, say::kNoAttackToBlock);
    const auto attacker = state.flags[kAttacker];
    const auto defender = state.opponent_of(state.flags[kAttackingPlayer]);
    if (action.player != defender) return refusal(cite::kBlocker, say::kOnlyAttackedBlocks);
    const auto blocker = action.arg("blocker");
    if (auto refused = blocker_refusal(state, defender, blocker)) return refused;
    state.card(blocker).tapped = true;
    state.flags[kAttackTarget] = blocker;
    state.flags.erase("dm.target-was-tapped");
    state.record({"blocked", blocker, defender, attacker});
    if (state.card(blocker).entered_turn == state.turn) state.note(cite::kBlockConditions, say::kSickMayBlock, {{"card", blocker}});
    state.note(cite::kBlocker, say::kBlocks, {{"player", defender}, {"blocker", blocker}, {"attacker", attacker}});
    state.note(cite::kBlocker, say::kBlockedIsBattle);  // the blocker is now the attack's target: a battle, no break
    trigger(state, blocker, "blocks", attacker);
    offer_declarations(state, "block", blocker, decisions);
    resolve_waiting(state, decisions);
    destroy_zero_power(state, decisions);
    resolve_open_attack(state, decisions);
    return std::nullopt;
}

void resolve_open_attack(GameState& state, Decisions& decisions) {
    if (!attack_open(state) || state.winner) return;
    if (!attack_still_on(state)) return;
    const auto attacker = state.flags[kAttacker];
    const auto target = state.flags[kAttackTarget];
    const auto attacking_player = state.flags[kAttackingPlayer];
    const auto defender = state.opponent_of(attacking_player);
    if (target != "player"sv) {
        battle(state, attacker, target, false, decisions);
    } else {
        auto shields = state.zone(defender, "shield").cards.size();
        if (shields == 0) {
            state.note(cite::kBlocker, say::kDoesNotBlock, {{"player", defender}, {"attacker", attacker}});
            state.winner = attacking_player;
            state.win_reason = msg::text(say::kDirectAttackReason, {{"attacker", attacker}, {"player", defender}});
            state.flags[kWonBy] = cite::kDirectAttackWin;
            state.record({"direct-attack", attacker, attacking_player, ""});
            state.note(cite::kDirectAttackWin, say::kDirectAttackWins, {{"attacker", attacker}, {"player", defender}, {"winner", attacking_player}});
            end_attack(state);
            return;
        }
        state.note(cite::kBlocker, say::kDoesNotBlock, {{"player", defender}, {"attacker", attacker}});
        const int would_break = breaks_of(state, attacker, decisions);
        int breaks = std::min<int>(would_break, static_cast<int>(shields));
        if (would_break > breaks)
            state.note(cite::kBreakAllRemaining, say::kBreaksAllLeft, {{"count", would_break}, {"player", defender}, {"n", breaks}});
        bool before = false;
        for (const auto& a : state.card(attacker).abilities()) before = before || (a.kind == "triggered"sv && a.trigger == "before-each-break"sv);
        if (before) {
            state.note(cite::kBeforeEachBreak, say::kBeforeEachBreak, {{"attacker", attacker}, {"n", breaks}});
            for (int i = 0; i < breaks; ++i) trigger(state, attacker, "before-each-break", attacker);
            resolve_waiting(state, decisions);
            destroy_zero_power(state, decisions);
            breaks = std::min<int>(breaks, static_cast<int>(state.zone(defender, "shield").cards.size()));
        }
        if (!state.winner) break_shields(state, attacking_player, defender, breaks, decisions);
    }
    end_attack(state);
    state.note(cite::kAttackOrder, say::kAttackOver, {{"attacker", attacker}});
    resolve_waiting(state, decisions);
    destroy_zero_power(state, decisions);
}

// The creature with more power won the battle (DM-A-WINS-BATTLE): its "when it wins a battle"
// abilities trigger, whatever then became of either creature; a tie is won by neither.
bool has_wins_battle_ability(const GameState& state, const CardId& id) {
    const auto& abilities = state.card(id).abilities();
    return std::any_of(abilities.begin(), abilities.end(), [](const Ability& a) { return a.kind == "triggered"sv && a.trigger == "wins-battle"sv; });
}

void won_battle(GameState& state, const CardId& winner, const CardId& loser) {
    if (!has_wins_battle_ability(state, winner)) return;
    state.note(cite::kWinsBattle, say::kWinsBattle, {{"winner", winner}, {"loser", loser}});
    trigger(state, winner, "wins-battle", loser);
}

void battle(GameState& state, const CardId& a, const CardId& b, bool by_effect, Decisions& decisions) {
    if (by_effect)
        state.note(cite::kEffectBattle, say::kEffectBattle, {{"a", a}, {"b", b}});
    trigger(state, a, "battles", b);
    trigger(state, b, "battles", a);
    note_power_attacker(state, a, b);
    int pa = value_of(state, a, "power");
    int pb = value_of(state, b, "power");
    state.record({"battle", a, controller_of(state, a), b});
    state.note(cite::kBattle, pa == pb ? say::kBattleTie : say::kBattleLoser, {{"a", a}, {"pa", pa}, {"b", b}, {"pb", pb}, {"loser", pa < pb ? a : b}});
    const auto taken_down = slayer_victims(state, a, b, pa, pb);
    const auto reason = msg::text(pa == pb ? say::kTiedBattle : say::kLostBattle);
    if (pa <= pb) destroy(state, a, reason, decisions, cite::kBattle);
    if (pb <= pa) destroy(state, b, reason, decisions, cite::kBattle);
    for (const auto& v : taken_down) destroy(state, v, msg::text(say::kTakenDownBySlayer), decisions, cite::kSlayer);
    if (pa != pb) won_battle(state, pa > pb ? a : b, pa > pb ? b : a);
    else
        for (const auto& c : {a, b})
            if (has_wins_battle_ability(state, c)) state.note(cite::kWinsBattle, say::kTieWonByNeither, {{"card", c}});
}

void break_shields(GameState& state, const PlayerId& attacker_player, const PlayerId& defender, int count, Decisions& decisions,
                   const char* chooser_rule) {
    auto shields = state.zone(defender, "shield").cards;
    auto n = static_cast<std::size_t>(std::min<int>(count, static_cast<int>(shields.size())));
    if (n == 0) return;
    if (static_cast<std::size_t>(count) > n)
        state.note(cite::kBreakAllRemaining, say::kBreaksAllLeft, {{"count", count}, {"player", defender}, {"n", static_cast<int>(n)}});
    auto chosen = decisions.choose_several(attacker_player, "shields", prompt(say::kPromptShieldsToBreak, {{"player", defender}}), shields, n, n);
    if (shields.size() > n) state.note(chooser_rule ? chooser_rule : cite::kAttackerChoosesShields, say::kChoosesShields, {{"player", attacker_player}});
    for (const auto& s : chosen) {
        state.move(s, defender, "hand");
        state.card(s).face_down = false;
        state.record({"shield-broken", s, defender, ""});
    }
    state.note(cite::kShieldBreak, say::kShieldsBroken, {{"cards", msg::join(chosen)}, {"player", defender}});
    note_ex_life_shields_broken(state, chosen);
    guard_strike(state, attacker_player, defender, chosen, decisions);

    std::vector<CardId> used;
    std::map<CardId, std::string> half;  // the half each shield trigger uses (a twinpact's may be its spell)
    for (const auto& s : chosen) {
        half[s] = shield_trigger_half(state, defender, s, decisions);
        if (half[s].empty() && revolution_shield_trigger(state, s, defender)) half[s] = state.card(s).type;
        if (half[s].empty()) continue;
        // A creature its owner may not put into the battle zone now: using its S・トリガー is no
        // option to offer (it would summon nothing), so it is said why and the card stays in the hand.
        if (half[s] == "creature"sv) {
            std::string rule;
            if (auto why = entry_forbidden(state, defender, s, &rule)) {
                state.note(rule, *why);
                state.note(cite::kTriggerCreatureCannotEnter, say::kTriggerCannotBeUsed, {{"card", s}, {"player", defender}});
                continue;
            }
        }
        if (decisions.choose_may(defender, prompt(say::kPromptUseShieldTrigger, {{"card", s}}))) used.push_back(s);
        else state.note(cite::kShieldTrigger, say::kTriggerNotUsed, {{"player", defender}, {"card", s}});
    }
    if (used.size() > 1) used = decisions.choose_order(defender, "trigger-order", prompt(say::kPromptTriggerOrder, {{"player", defender}}), used);
    auto previous = state.flags[kResolving];
    for (const auto& s : used) {
        if (state.winner) return;
        state.record({"shield-trigger", s, defender, ""});
        state.note(cite::kShieldTrigger, say::kUsesShieldTrigger, {{"player", defender}, {"card", s}});
        if (half[s] == "creature"sv) {
            std::string rule;
            if (auto why = entry_forbidden(state, defender, s, &rule)) {
                state.note(rule, *why);
                continue;
            }
            state.take(s);
            enter_battle_zone(state, s, true, cite::kUseIsSummon);  // "is summoned", citing the rule that makes it a summon
            state.note(cite::kTriggerCreatureEntersWaits, say::kTriggerCreatureWaits, {{"card", s}});
        } else {
            state.note(cite::kTriggerSpellAtOnce, say::kTriggerSpellAtOnce, {{"card", s}});

            cast_spell(state, defender, s, "", "", decisions);
        }
    }
    state.flags[kResolving] = previous;
}

}  // namespace judge::dm
