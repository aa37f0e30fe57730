// Gouda Card Battler attacks (GCB-R-ATTACK): declaring turns the attacker to standby posture; a
// battle compares P (GCB-R-BATTLE) with temporary destruction (GCB-R-TEMPORARY-DESTRUCTION); an
// attack on the player may be blocked (GCB-R-BLOCK, a separate fight) or cuts the leftmost life
// (GCB-R-LIFE-CUT), and wins against no life (GCB-R-ATTACK-WIN).
#include "judge/games/gcb/gcb_internal.hpp"
#include "judge/games/gcb/gcb_messages.hpp"
#include "judge/games/gcb/gcb_rules.hpp"
#include "messages/language.hpp"

namespace judge::gcb {

namespace {

void end_attack(GameState& state) {
    for (const char* key : {kAttacker, kAttackTarget, kAttackingPlayer, kTempCandidate}) state.flags.erase(key);
}

const Ability* battle_trigger(const GameState& state, const CardId& id) {
    for (const auto& a : state.card(id).abilities())
        if (a.kind == "triggered"sv && a.trigger == "battle-destroy"sv) return &a;
    return nullptr;
}

struct FightResult {
    bool attacker_destroyed = false, defender_destroyed = false;
};

// Compares P: the lower is destroyed, equal P destroys both.
FightResult fight(GameState& state, const CardId& attacker, const CardId& defender, const char* rule, const msg::Text& kind) {
    FightResult r;
    const int pa = power_used(state, attacker), pd = power_used(state, defender);
    state.note(rule, say::kFight, {{"kind", kind}, {"attacker", attacker}, {"pa", pa}, {"defender", defender}, {"pd", pd}});
    r.defender_destroyed = pa >= pd;
    r.attacker_destroyed = pd >= pa;
    if (pa == pd) state.note(rule, say::kEqualP);
    if (r.defender_destroyed) destroy(state, defender, kind, rule);
    if (r.attacker_destroyed) destroy(state, attacker, kind, rule);
    return r;
}

}  // namespace

bool attack_open(const GameState& state) { return state.flags.count(kAttacker) > 0; }

[[nodiscard]] std::optional<Refused> declare_attack(GameState& state, const Action& action) {
    const auto& player = action.player;
    const auto attacker = action.arg("card");
    const auto target = action.arg("target", "player");
    if (auto refused = require_own_free_time(state, player, msg::text(say::kWhatAttack), cite::kActionAttack)) return refused;
    if (!is_monster(state, attacker) || state.locate(attacker)->owner != player)
        return Refused(cite::kAttack, msg::text(say::kNotMonsterInZone, {{"card", attacker}, {"player", player}}));
    if (posture(state, attacker) != kAttackPosture)
        return Refused(cite::kAttack, msg::text(say::kOnlyAttackPostureAttacks, {{"card", attacker}, {"posture", posture_word(posture(state, attacker))}}));
    if (auto refused = check_can(state, attacker, "attack", msg::text(say::kDoAttack))) return refused;
    const auto defender = state.opponent_of(player);
    if (target != "player"sv && (!is_monster(state, target) || state.locate(target)->owner != defender))
        return Refused(cite::kAttack, msg::text(say::kNotMonsterOf, {{"card", target}, {"player", defender}}));
    if (state.card(attacker).entered_turn == state.turn)
        state.note(cite::kNoSummoningSickness, say::kEnteredStillAttacks, {{"card", attacker}});
    set_posture(state, attacker, kStandby, cite::kAttack);
    state.flags[kAttacker] = attacker;
    state.flags[kAttackTarget] = target;
    state.flags[kAttackingPlayer] = player;
    state.record({"attack-declared", attacker, player, target});
    if (target == "player"sv) {
        state.note(cite::kPlayerAttack, say::kAttacksLife, {{"player", player}, {"defender", defender}, {"card", attacker}});
    } else {
        state.note(cite::kBattle, say::kAttacksMonster, {{"player", player}, {"target", target}, {"card", attacker}});
        // Whether 仮破壊 applies is decided now, by the posture and P as they are when attacked
        // (GCB-A-TEMP-DESTRUCTION-AT-ATTACK); a standby defender ruled out says so too.
        if (posture(state, target) == kStandby) {
            const int pa = power_used(state, attacker), pd = power_used(state, target);
            if (pa < pd) {
                state.flags[kTempCandidate] = target;
                state.note(cite::kTemporaryDestruction, say::kTempCandidate, {{"card", target}, {"pa", pa}, {"pd", pd}});
            } else {
                state.note(cite::kTempAtAttack, say::kTempNotCandidate, {{"card", target}, {"pa", pa}, {"pd", pd}});
            }
        }
    }
    state.flags[kStackRight] = defender;
    state.note(cite::kStack, say::kMayStackOnAttack, {{"player", defender}});
    return std::nullopt;
}

[[nodiscard]] std::optional<Refused> declare_block(GameState& state, const Action& action, Decisions& decisions) {
    if (auto refused = settle_stack(state, decisions, msg::text(say::kWhatBlock))) return refused;
    if (!attack_open(state)) return Refused(cite::kBlock, msg::text(say::kNoAttackToBlock));
    const auto attacking = state.flags[kAttackingPlayer];
    if (action.player == attacking) return Refused(cite::kBlock, msg::text(say::kOnlyAttackedBlocks));
    if (state.flags[kAttackTarget] != "player"sv) return Refused(cite::kBlock, msg::text(say::kOnlyAttackOnPlayer));
    const auto blocker = action.arg("card");
    if (!is_monster(state, blocker) || state.locate(blocker)->owner != action.player)
        return Refused(cite::kBlock, msg::text(say::kNotMonsterInZone, {{"card", blocker}, {"player", action.player}}));
    if (posture(state, blocker) != kAttackPosture)
        return Refused(cite::kBlock, msg::text(say::kBlockNeedsAttackPosture, {{"card", blocker}, {"posture", posture_word(posture(state, blocker))}}));
    set_posture(state, blocker, kStandby, cite::kBlock);
    state.record({"blocked", blocker, action.player, state.flags[kAttacker]});
    state.note(cite::kBlock, say::kBlocks, {{"player", action.player}, {"card", blocker}});
    resolve_open_attack(state, decisions, blocker);
    return std::nullopt;
}

void resolve_open_attack(GameState& state, Decisions& decisions, const CardId& blocker) {
    if (!attack_open(state)) return;
    const auto attacker = state.flags[kAttacker];
    const auto target = state.flags[kAttackTarget];
    const auto player = state.flags[kAttackingPlayer];
    const auto defender = state.opponent_of(player);
    const auto candidate = state.flags.count(kTempCandidate) ? state.flags[kTempCandidate] : std::string();
    end_attack(state);

    if (target != "player"sv) {
        if (is_monster(state, attacker) && is_monster(state, target)) {
            auto r = fight(state, attacker, target, cite::kBattle, msg::text(say::kCauseBattle));
            if (const auto* a = battle_trigger(state, attacker)) {
                if (r.defender_destroyed && !r.attacker_destroyed && is_monster(state, attacker)) {
                    state.note(cite::kBattleTerms, say::kBattleEffectWorks, {{"attacker", attacker}, {"target", target}});
                    apply_effect(state, attacker, *a, player, {}, decisions, cite::kEffectText);
                } else if (r.defender_destroyed) {
                    // Destroyed in the same battle: the monster that would use the effect is no longer there.
                    state.note(cite::kBattleEffectNeedsSurvivor, say::kBattleEffectAttackerGone, {{"attacker", attacker}, {"target", target}});
                } else {
                    state.note(cite::kBattleTerms, say::kBattleEffectNoDestroy, {{"attacker", attacker}, {"target", target}});
                }
            }
        } else {
            state.note(cite::kBattle, say::kNoPComparison);
        }
        if (!candidate.empty()) {
            state.note(cite::kFightEnd, say::kTempCheck);
            if (is_monster(state, candidate)) {
                state.note(cite::kTemporaryDestruction, say::kTempReturns, {{"card", candidate}});
                state.record({"temporarily-destroyed", candidate, state.card(candidate).owner, ""});
                relocate(state, candidate, kHand, cite::kTemporaryDestruction);
            } else {
                state.note(cite::kTemporaryDestruction, say::kTempNothing, {{"card", candidate}});
            }
        }
    } else if (!blocker.empty()) {
        state.note(cite::kBlock, say::kBlockNotBattle);
        if (is_monster(state, attacker) && is_monster(state, blocker)) {
            auto r = fight(state, attacker, blocker, cite::kBlock, msg::text(say::kCauseBlock));
            if (r.defender_destroyed && !r.attacker_destroyed && battle_trigger(state, attacker))
                state.note(cite::kBlock, say::kBattleEffectNotOnBlock, {{"card", attacker}});
        }
    } else {
        auto& life = state.zone(defender, kLife).cards;
        if (life.empty()) {
            state.winner = player;
            state.win_reason = msg::text(say::kWinNoLife);
            state.flags["gcb.win-cite"] = cite::kAttackWin;
            state.note(cite::kAttackWin, say::kNoLifeWins, {{"defender", defender}, {"player", player}});
        } else {
            auto leftmost = life.front();
            state.note(cite::kLifeCut, say::kLifeCut, {{"defender", defender}, {"card", leftmost}});
            relocate(state, leftmost, kHand, cite::kLifeCut);
            state.record({"life-cut", leftmost, defender, ""});
        }
    }
    state.note(cite::kAttack, say::kAttackEnds, {{"card", attacker}});

    cleanup_overlaps(state);
}

}  // namespace judge::gcb
