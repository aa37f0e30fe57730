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
    for (const char* key : {kAttacker, kAttackTarget, kAttackingPlayer}) state.flags.erase(key);
    state.flags.erase("dm.target-was-tapped");
}

// After "when attacking" abilities, or when the attack goes on: is everything still there?
bool attack_still_on(GameState& state) {
    auto attacker = state.flags[kAttacker];
    auto target = state.flags[kAttackTarget];
    if (!in_battle_zone(state, attacker)) {
        state.note(cite::kAttackerGone, "the attacker " + attacker + " has left the battle zone: the attack ends");
        state.record({"attack-failed", attacker, state.flags[kAttackingPlayer], "attacker gone"});
        end_attack(state);
        return false;
    }
    if (target != "player" && !in_battle_zone(state, target)) {
        state.note(cite::kAttackTargetGone, "the target " + target + " has left the battle zone: the attack ends, and " + attacker +
                                                " stays tapped");
        state.record({"attack-failed", attacker, state.flags[kAttackingPlayer], "target gone"});
        end_attack(state);
        return false;
    }
    return true;
}

// Summoning sickness and its exceptions; returns normally when the attacker may attack `target`.
void check_sickness(GameState& state, const CardId& attacker, const std::string& target) {
    const auto& card = state.card(attacker);
    if (card.entered_turn != state.turn) return;
    if (is_evolution(state, attacker) && !card.beneath.empty()) {
        state.note(cite::kEvolution, attacker + " is an evolution creature: no summoning sickness");
        return;
    }
    if (has_keyword(state, attacker, kSpeedAttackerKw)) {
        state.note(cite::kSpeedAttacker, attacker + " entered this turn but has スピードアタッカー: it may attack");
        return;
    }
    if (has_keyword(state, attacker, kMachFighterKw)) {
        if (target == "player")
            throw Refused(cite::kMachFighter, attacker + " has マッハファイター but entered this turn: it may attack only creatures, not a player");
        state.note(cite::kMachFighter, attacker + " entered this turn and has マッハファイター: it may attack a creature");
        return;
    }
    throw Refused(cite::kSummoningSickness, attacker + " entered the battle zone this turn (summoning sickness; " + cite::kSicknessDuration +
                                                ": it may attack from its owner's next turn)");
}

}  // namespace

bool attack_open(const GameState& state) { return state.flags.count(kAttacker) > 0; }

void declare_attack(GameState& state, const Action& action, Decisions& decisions) {
    const auto& player = action.player;
    if (state.active != player) throw Refused(cite::kAttackPhase, "only the turn player attacks");
    const bool enters_attack_phase = state.phase == "main" || state.phase == "charge";
    if (state.phase != "attack" && !enters_attack_phase)
        throw Refused(cite::kAttackPhase, "attacks are made in the attack phase (now: " + state.phase + ")");
    if (attack_open(state)) throw Refused(cite::kAttackPhase, "attacks are made one at a time; " + state.flags[kAttacker] + "'s is still open");

    const auto attacker = action.arg("attacker");
    const auto target = action.arg("target", "player");
    const auto defender = state.opponent_of(player);
    refuse_tamaseed_combat(state, attacker, "attack");
    if (!is_creature(state, attacker) || controller_of(state, attacker) != player)
        throw Refused(cite::kAttack, attacker + " is not a creature in " + player + "'s battle zone");
    if (state.card(attacker).tapped) throw Refused(cite::kAttack, attacker + " is tapped and cannot attack");
    check_sickness(state, attacker, target);
    std::string why;
    if (!permitted(state, attacker, "attack", &why)) throw Refused(why, attacker + " cannot attack");
    if (target != "player") {
        if (!is_creature(state, target) || controller_of(state, target) != defender)
            throw Refused(cite::kAttack, target + " is not a creature in " + defender + "'s battle zone");
        const auto& t = state.card(target);
        bool mach = state.card(attacker).entered_turn == state.turn && has_keyword(state, attacker, kMachFighterKw);
        if (!t.tapped) {
            if (!mach) throw Refused(cite::kAttack, target + " is untapped; only tapped creatures can be attacked");
            state.note(cite::kMachFighter, "マッハファイター: on the turn it entered, " + attacker + " may attack the untapped " + target);
        }
        if (!permitted(state, target, "be-attacked", &why)) throw Refused(why, target + " cannot be attacked");
        if (!permitted(state, target, "be-chosen"))
            state.note(cite::kCannotBeChosen, target + " cannot be chosen by abilities, but it can still be attacked");
    }
    if (enters_attack_phase) {
        state.phase = "attack";
        state.note(cite::kAttackPhase, player + " goes on to the attack phase (" + cite::kNoSecondMain + ": there is no main phase after it)");
    }
    state.card(attacker).tapped = true;
    state.flags[kAttacker] = attacker;
    state.flags[kAttackTarget] = target;
    state.flags[kAttackingPlayer] = player;
    if (target != "player") state.flags["dm.target-was-tapped"] = state.card(target).tapped ? "yes" : "no";
    state.record({"attack-declared", attacker, player, target});
    state.note(cite::kAttack, player + " taps " + attacker + " and attacks " + (target == "player" ? defender : target));
    state.note(cite::kAttackOrder, "the target is chosen; next, \"when attacking\" abilities resolve");

    auto events_before = state.events.size();
    trigger_all(state, "attacks", attacker);
    offer_declarations(state, "attack", attacker, decisions);
    trigger_declared(state, "opponent-attacks", attacker, decisions);
    revolution_0_trigger(state, decisions);
    resolve_waiting(state, decisions);
    destroy_zero_power(state, decisions);
    if (state.winner || !attack_still_on(state)) return;
    if (state.events.size() != events_before)
        state.note(cite::kNoRetarget, "whatever the \"when attacking\" abilities changed, the target stays " +
                                          (target == "player" ? defender : target) + "; it is never chosen again");
    bool changed = !state.card(state.flags[kAttacker]).tapped ||
                   (target != "player" && (state.card(target).tapped ? "yes" : "no") != state.flags["dm.target-was-tapped"]);
    if (changed)
        state.note(cite::kTapChangeAfterDeclaration, "a tapped state changed after the declaration; the attack simply goes on");
    state.note(cite::kAttackOrder, "the target is still there: " + defender + " may block");
}

namespace {

// Refuses when `blocker` cannot block the open attack: for a <block>, and to list the legal blocks.
void check_blocker(GameState& state, const PlayerId& defender, const CardId& blocker) {
    refuse_tamaseed_combat(state, blocker, "block");
    if (!is_creature(state, blocker) || controller_of(state, blocker) != defender)
        throw Refused(cite::kBlocker, blocker + " is not a creature in " + defender + "'s battle zone");
    if (!has_keyword(state, blocker, kBlockerKw) && !guardman_may_block(state, blocker)) throw Refused(cite::kBlocker, blocker + " has no ブロッカー");
    if (state.card(blocker).tapped) throw Refused(cite::kBlockConditions, blocker + " is tapped; only an untapped blocker can block");
    std::string why;
    if (!permitted(state, blocker, "block", &why)) throw Refused(why, blocker + " cannot block");
}

}  // namespace

std::vector<CardId> legal_blockers(const GameState& state) {
    std::vector<CardId> out;
    if (!attack_open(state)) return out;
    const auto defender = state.opponent_of(state.flags.at(kAttackingPlayer));
    for (const auto& id : state.zone(defender, "battle").cards) {
        GameState probe = state;  // the checks note their reasons; a probe keeps them out of the trace
        try {
            check_blocker(probe, defender, id);
            out.push_back(id);
        } catch (const Refused&) {
        }
    }
    return out;
}

void declare_block(GameState& state, const Action& action, Decisions& decisions) {
    if (!attack_open(state)) throw Refused(cite::kBlocker, "there is no attack to block");
    const auto attacker = state.flags[kAttacker];
    const auto defender = state.opponent_of(state.flags[kAttackingPlayer]);
    if (action.player != defender) throw Refused(cite::kBlocker, "only the attacked player blocks");
    const auto blocker = action.arg("blocker");
    check_blocker(state, defender, blocker);
    state.card(blocker).tapped = true;
    state.flags[kAttackTarget] = blocker;
    state.flags.erase("dm.target-was-tapped");
    state.record({"blocked", blocker, defender, attacker});
    state.note(cite::kBlocker, defender + " taps " + blocker + " to block: it becomes the target of " + attacker + "'s attack");
    state.note(cite::kBlockConditions, "a blocked attack is a battle; no shield is broken");
    trigger(state, blocker, "blocks", attacker);
    offer_declarations(state, "block", blocker, decisions);
    resolve_waiting(state, decisions);
    destroy_zero_power(state, decisions);
    resolve_open_attack(state, decisions);
}

void resolve_open_attack(GameState& state, Decisions& decisions) {
    if (!attack_open(state) || state.winner) return;
    if (!attack_still_on(state)) return;
    const auto attacker = state.flags[kAttacker];
    const auto target = state.flags[kAttackTarget];
    const auto attacking_player = state.flags[kAttackingPlayer];
    const auto defender = state.opponent_of(attacking_player);
    if (target != "player") {
        battle(state, attacker, target, false, decisions);
    } else {
        auto shields = state.zone(defender, "shield").cards.size();
        if (shields == 0) {
            state.note(cite::kBlocker, defender + " does not block " + attacker + "'s attack");
            state.winner = attacking_player;
            state.win_reason = attacker + "'s attack reached " + defender + ", who had no shields";
            state.flags[kWonBy] = cite::kDirectAttackWin;
            state.record({"direct-attack", attacker, attacking_player, ""});
            state.note(cite::kDirectAttackWin, attacker + "'s attack is not blocked and " + defender + " has no shields: " + attacking_player + " wins");
            end_attack(state);
            return;
        }
        state.note(cite::kBlocker, defender + " does not block " + attacker + "'s attack");
        int breaks = std::min<int>(breaks_of(state, attacker, decisions), static_cast<int>(shields));
        bool before = false;
        for (const auto& a : state.card(attacker).abilities) before = before || (a.kind == "triggered" && a.trigger == "before-each-break");
        if (before) {
            state.note(cite::kBeforeEachBreak, attacker + " is about to break " + std::to_string(breaks) + " shield(s): its \"before each break\" ability triggers " +
                                                   std::to_string(breaks) + " time(s), and the breaks are made together afterwards");
            for (int i = 0; i < breaks; ++i) trigger(state, attacker, "before-each-break", attacker);
            resolve_waiting(state, decisions);
            destroy_zero_power(state, decisions);
            breaks = std::min<int>(breaks, static_cast<int>(state.zone(defender, "shield").cards.size()));
        }
        if (!state.winner) break_shields(state, attacking_player, defender, breaks, decisions);
    }
    end_attack(state);
    state.note(cite::kAttackOrder, attacker + "'s attack is over");
    resolve_waiting(state, decisions);
    destroy_zero_power(state, decisions);
}

void battle(GameState& state, const CardId& a, const CardId& b, bool by_effect, Decisions& decisions) {
    if (by_effect)
        state.note(cite::kEffectBattle, a + " battles " + b + " by an effect: not an attack, so tapped state and \"cannot attack\" do not matter, and only \"when battling\" abilities trigger");
    trigger(state, a, "battles", b);
    trigger(state, b, "battles", a);
    note_power_attacker(state, a, b);
    int pa = value_of(state, a, "power");
    int pb = value_of(state, b, "power");
    state.record({"battle", a, controller_of(state, a), b});
    std::string result = pa == pb ? "a tie: both are destroyed" : (pa < pb ? a : b) + " has less power and is destroyed";
    state.note(cite::kBattle, a + " (" + std::to_string(pa) + ") battles " + b + " (" + std::to_string(pb) + "): " + result);
    const auto taken_down = slayer_victims(state, a, b, pa, pb);
    if (pa <= pb) destroy(state, a, "lost a battle", decisions, cite::kBattle);
    if (pb <= pa) destroy(state, b, "lost a battle", decisions, cite::kBattle);
    for (const auto& v : taken_down) destroy(state, v, "taken down by スレイヤー", decisions, cite::kSlayer);
}

void break_shields(GameState& state, const PlayerId& attacker_player, const PlayerId& defender, int count, Decisions& decisions) {
    auto shields = state.zone(defender, "shield").cards;
    auto n = static_cast<std::size_t>(std::min<int>(count, static_cast<int>(shields.size())));
    if (n == 0) return;
    auto chosen = decisions.choose_several(attacker_player, "shields", "shields of " + defender + " to break", shields, n, n);
    if (shields.size() > n) state.note(cite::kAttackerChoosesShields, attacker_player + " chooses which shields to break");
    for (const auto& s : chosen) {
        state.move(s, defender, "hand");
        state.card(s).face_down = false;
        state.record({"shield-broken", s, defender, ""});
    }
    std::string text;
    for (const auto& s : chosen) text += (text.empty() ? "" : ", ") + s;
    state.note(cite::kShieldBreak, "shield(s) broken: " + text + " go to " + defender + "'s hand");
    note_ex_life_shields_broken(state, chosen);
    guard_strike(state, attacker_player, defender, chosen, decisions);

    std::vector<CardId> used;
    std::map<CardId, std::string> half;  // the half each shield trigger uses (a twinpact's may be its spell)
    for (const auto& s : chosen) {
        half[s] = shield_trigger_half(state, defender, s, decisions);
        if (half[s].empty() && revolution_shield_trigger(state, s, defender)) half[s] = state.card(s).type;
        if (half[s].empty()) continue;
        if (decisions.choose_may(defender, "use the shield trigger of " + s + " without paying its cost")) used.push_back(s);
        else state.note(cite::kShieldTrigger, defender + " does not use " + s + "'s shield trigger; it stays in the hand");
    }
    if (used.size() > 1) used = decisions.choose_order(defender, "trigger-order", "order in which " + defender + " uses the shield triggers", used);
    auto previous = state.flags[kResolving];
    for (const auto& s : used) {
        if (state.winner) return;
        state.record({"shield-trigger", s, defender, ""});
        state.note(cite::kShieldTrigger, defender + " uses " + s + "'s shield trigger without paying its cost");
        if (half[s] == "creature") {
            std::string rule;
            if (auto why = entry_forbidden(state, defender, s, &rule)) {
                state.note(rule, *why);
                continue;
            }
            state.take(s);
            enter_battle_zone(state, s, true, cite::kUseIsSummon);
            state.note(cite::kUseIsSummon, s + " used by shield trigger counts as summoned");
            state.note(cite::kTriggerCreatureEntersWaits, "the shield trigger cut in only to summon " + s + "; its \"when it enters\" abilities wait");
        } else {
            state.note(cite::kTriggerSpellAtOnce, "the shield trigger spell " + s + " cuts in and resolves completely at once");
            cast_spell(state, defender, s, "", "", decisions);
        }
    }
    state.flags[kResolving] = previous;
}

}  // namespace judge::dm
