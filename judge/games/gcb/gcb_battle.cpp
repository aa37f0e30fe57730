// Gouda Card Battler attacks (GCB-R-ATTACK): declaring turns the attacker to standby posture; a
// battle compares P (GCB-R-BATTLE) with temporary destruction (GCB-R-TEMPORARY-DESTRUCTION); an
// attack on the player may be blocked (GCB-R-BLOCK, a separate fight) or cuts the leftmost life
// (GCB-R-LIFE-CUT), and wins against no life (GCB-R-ATTACK-WIN).
#include "judge/games/gcb/gcb_internal.hpp"
#include "judge/games/gcb/gcb_rules.hpp"

namespace judge::gcb {

namespace {

void end_attack(GameState& state) {
    for (const char* key : {kAttacker, kAttackTarget, kAttackingPlayer, kTempCandidate}) state.flags.erase(key);
}

const Ability* battle_trigger(const GameState& state, const CardId& id) {
    for (const auto& a : state.card(id).abilities)
        if (a.kind == "triggered" && a.trigger == "battle-destroy") return &a;
    return nullptr;
}

struct FightResult {
    bool attacker_destroyed = false, defender_destroyed = false;
};

// Compares P: the lower is destroyed, equal P destroys both.
FightResult fight(GameState& state, const CardId& attacker, const CardId& defender, const char* rule, const std::string& kind) {
    FightResult r;
    int pa = value_of(state, attacker, "power"), pd = value_of(state, defender, "power");
    state.note(rule, kind + ": " + attacker + " (P" + std::to_string(pa) + ") against " + defender + " (P" + std::to_string(pd) + ")");
    r.defender_destroyed = pa >= pd;
    r.attacker_destroyed = pd >= pa;
    if (pa == pd) state.note(rule, "equal P: both monsters are destroyed");
    if (r.defender_destroyed) destroy(state, defender, kind, rule);
    if (r.attacker_destroyed) destroy(state, attacker, kind, rule);
    return r;
}

}  // namespace

bool attack_open(const GameState& state) { return state.flags.count(kAttacker) > 0; }

void declare_attack(GameState& state, const Action& action) {
    const auto& player = action.player;
    const auto attacker = action.arg("card");
    const auto target = action.arg("target", "player");
    require_own_free_time(state, player, "an attack", cite::kActionAttack);
    if (!is_monster(state, attacker) || state.locate(attacker)->owner != player)
        throw Refused(cite::kAttack, attacker + " is not a monster in " + player + "'s monster zone");
    if (posture(state, attacker) != kAttackPosture)
        throw Refused(cite::kAttack, attacker + " is in " + posture(state, attacker) + " posture: only attack-posture monsters attack");
    check_can(state, attacker, "attack", "attack");
    const auto defender = state.opponent_of(player);
    if (target != "player" && (!is_monster(state, target) || state.locate(target)->owner != defender))
        throw Refused(cite::kAttack, target + " is not a monster of " + defender);
    if (state.card(attacker).entered_turn == state.turn)
        state.note(cite::kNoSummoningSickness, attacker + " entered this turn; that does not stop it attacking");
    set_posture(state, attacker, kStandby, cite::kAttack);
    state.flags[kAttacker] = attacker;
    state.flags[kAttackTarget] = target;
    state.flags[kAttackingPlayer] = player;
    state.record({"attack-declared", attacker, player, target});
    if (target == "player") {
        state.note(cite::kPlayerAttack, player + " attacks " + defender + "'s life with " + attacker + "; " + defender + " may block");
    } else {
        state.note(cite::kBattle, player + " attacks " + target + " with " + attacker + ": a battle");
        int pa = value_of(state, attacker, "power"), pd = value_of(state, target, "power");
        if (posture(state, target) == kStandby && pa < pd) {
            state.flags[kTempCandidate] = target;
            state.note(cite::kTemporaryDestruction, target + " is in standby posture and is attacked by a lower-P monster (P" +
                                                        std::to_string(pa) + " < P" + std::to_string(pd) + ")");
        }
    }
    state.flags[kStackRight] = defender;
    state.note(cite::kStack, defender + " may stack on the attack");
}

void declare_block(GameState& state, const Action& action, Decisions& decisions) {
    settle_stack(state, decisions, "blocking");
    if (!attack_open(state)) throw Refused(cite::kBlock, "there is no attack to block");
    const auto attacking = state.flags[kAttackingPlayer];
    if (action.player == attacking) throw Refused(cite::kBlock, "only the attacked player blocks");
    if (state.flags[kAttackTarget] != "player") throw Refused(cite::kBlock, "only an attack on the player (アタック) can be blocked");
    const auto blocker = action.arg("card");
    if (!is_monster(state, blocker) || state.locate(blocker)->owner != action.player)
        throw Refused(cite::kBlock, blocker + " is not a monster in " + action.player + "'s monster zone");
    if (posture(state, blocker) != kAttackPosture)
        throw Refused(cite::kBlock, blocker + " is in " + posture(state, blocker) + " posture: a block turns an attack-posture monster sideways");
    set_posture(state, blocker, kStandby, cite::kBlock);
    state.record({"blocked", blocker, action.player, state.flags[kAttacker]});
    state.note(cite::kBlock, action.player + " blocks with " + blocker + ": the attack on life stops");
    resolve_open_attack(state, decisions, blocker);
}

void resolve_open_attack(GameState& state, Decisions& decisions, const CardId& blocker) {
    if (!attack_open(state)) return;
    const auto attacker = state.flags[kAttacker];
    const auto target = state.flags[kAttackTarget];
    const auto player = state.flags[kAttackingPlayer];
    const auto defender = state.opponent_of(player);
    const auto candidate = state.flags.count(kTempCandidate) ? state.flags[kTempCandidate] : std::string();
    end_attack(state);

    if (target != "player") {
        if (is_monster(state, attacker) && is_monster(state, target)) {
            auto r = fight(state, attacker, target, cite::kBattle, "battle");
            if (r.defender_destroyed && !r.attacker_destroyed && is_monster(state, attacker))
                if (const auto* a = battle_trigger(state, attacker)) {
                    state.note(cite::kBattleTerms, attacker + " destroyed " + target + " in a battle: its battle effect works");
                    apply_effect(state, attacker, *a, player, {}, decisions, cite::kEffectText);
                }
        } else {
            state.note(cite::kBattle, "the two monsters are no longer both in the monster zones: no P comparison");
        }
        if (!candidate.empty()) {
            state.note(cite::kFightEnd, "the battle is about to end: temporary destruction is checked");
            if (is_monster(state, candidate)) {
                state.note(cite::kTemporaryDestruction, candidate + " is still in the monster zone: temporary destruction returns it to its owner's hand");
                state.record({"temporarily-destroyed", candidate, state.card(candidate).owner, ""});
                relocate(state, candidate, kHand, cite::kTemporaryDestruction);
            } else {
                state.note(cite::kTemporaryDestruction, candidate + " is no longer in the monster zone: temporary destruction does nothing");
            }
        }
    } else if (!blocker.empty()) {
        state.note(cite::kBlock, "a block is its own kind of fight, not a battle: no temporary destruction, battle effects do not apply");
        if (is_monster(state, attacker) && is_monster(state, blocker)) {
            auto r = fight(state, attacker, blocker, cite::kBlock, "block");
            if (r.defender_destroyed && !r.attacker_destroyed && battle_trigger(state, attacker))
                state.note(cite::kBlock, attacker + "'s effect works when it destroys a monster in a battle; a block is not a battle, so it does not work");
        }
    } else {
        auto& life = state.zone(defender, kLife).cards;
        if (life.empty()) {
            state.winner = player;
            state.win_reason = "an attack went through against no life";
            state.flags["gcb.win-cite"] = cite::kAttackWin;
            state.note(cite::kAttackWin, defender + " has no life and the attack goes through: " + player + " wins");
        } else {
            auto leftmost = life.front();
            state.note(cite::kLifeCut, "the attack goes through unblocked: " + defender + " cuts the leftmost life " + leftmost);
            relocate(state, leftmost, kHand, cite::kLifeCut);
            state.record({"life-cut", leftmost, defender, ""});
        }
    }
    state.note(cite::kAttack, "the attack by " + attacker + " ends");
    cleanup_overlaps(state);
}

}  // namespace judge::gcb
