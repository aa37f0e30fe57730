// Imitation World attacks: declaration (急襲, 連結攻撃 / 複数アタック), blocks (複数ブロック),
// the survival check, barrier breaks (貫通, バリアクラッシャー, 罠破り, バリアトラップ) and the アガ.
#include <numeric>

#include "judge/core/numbers.hpp"
#include "judge/games/iw/iw_internal.hpp"
#include "judge/games/iw/iw_rules.hpp"

namespace judge::iw {

namespace {

std::string joined(const std::vector<CardId>& ids) {
    std::string out;
    for (const auto& id : ids) out += (out.empty() ? "" : " ") + id;
    return out;
}

void end_attack(GameState& state) {
    for (const char* key : {kAttackers, kAttackTarget, kAttackingPlayer, kBlockers}) state.flags.erase(key);
}

// Keywords that work only for a lone attacker (貫通, バリアクラッシャー, 罠破り).
bool lone_attacker_has(GameState& state, const std::vector<CardId>& attackers, const char* keyword, const char* rule) {
    bool any = false;
    for (const auto& a : attackers) any = any || state.card(a).keywords.count(keyword) > 0;
    if (attackers.size() != 1) {
        if (any) state.note(rule, std::string(keyword) + " works only for a lone attacker; this attack has " + std::to_string(attackers.size()));
        return false;
    }
    return has_keyword(state, attackers.front(), keyword);
}

// The survival check: attack is spent on the defenders front to back; each one whose defense is
// covered is destroyed; the first one not covered survives and stops the count.
std::vector<CardId> survival_check(GameState& state, int attack, const std::vector<CardId>& defenders) {
    std::vector<CardId> destroyed;
    int remaining = attack;
    for (const auto& d : defenders) {
        int defense = value_used(state, d, "defense");
        if (remaining >= defense) {
            destroyed.push_back(d);
            state.note(cite::kSurvivalCheck, d + " (defense " + std::to_string(defense) + ") is covered by the remaining attack " +
                                                 std::to_string(remaining) + " and does not survive");
            remaining -= defense;
        } else {
            state.note(cite::kSurvivalCheck, d + " (defense " + std::to_string(defense) + ") survives the remaining attack " +
                                                 std::to_string(remaining));
            break;
        }
    }
    return destroyed;
}

// A broken barrier: its trap may be played, then it goes to the hand, or to the trash with バリアクラッシャー.
void break_barrier(GameState& state, const CardId& barrier, const std::vector<CardId>& attackers, Decisions& decisions) {
    auto& card = state.card(barrier);
    const auto owner = card.owner;
    card.face_down = false;
    state.record({"barrier-broken", barrier, owner, ""});
    state.note(cite::kBarrierBreak, owner + "'s top barrier " + barrier + " is broken");

    bool trap = false;
    for (const auto& a : card.abilities) trap = trap || a.kind == "barrier-trap";
    if (trap) {
        if (lone_attacker_has(state, attackers, kTrapBreakerKw, cite::kTrapBreaker)) {
            state.note(cite::kTrapBreaker, barrier + "'s バリアトラップ cannot be used: broken by 罠破り");
        } else if (value_of(state, barrier, "cost") > cost_zone_count(state, owner)) {
            state.note(cite::kBarrierTrap, barrier + "'s バリアトラップ cannot be played: cost " + std::to_string(value_of(state, barrier, "cost")) +
                                               " but " + std::to_string(cost_zone_count(state, owner)) + " cards in the cost zone");
        } else if (decisions.choose_may(owner, "play the barrier trap " + barrier)) {
            state.note(cite::kBarrierTrap, owner + " plays the barrier trap " + barrier + " (before any バリアクラッシャー trash)");
            state.record({"barrier-trap-played", barrier, owner, ""});
            for (const auto& a : card.abilities)
                if (a.kind == "barrier-trap") resolve_ability(state, barrier, a, owner, "", decisions, cite::kBarrierTrap);
            to_trash(state, barrier, cite::kResolvedToTrash);
            return;
        } else {
            state.note(cite::kBarrierTrap, owner + " does not play the barrier trap " + barrier);
        }
    }
    if (lone_attacker_has(state, attackers, kCrusherKw, cite::kBarrierCrusher)) {
        state.note(cite::kBarrierCrusher, barrier + " is trashed instead of going to the hand");
        to_trash(state, barrier, cite::kBarrierCrusher);
        return;
    }
    state.move(barrier, owner, "hand");
    state.note(cite::kBarrierBreak, barrier + " goes to " + owner + "'s hand");
}

// An unblocked attack on the player: the top barrier, or the アガ when none is left.
void hit_player(GameState& state, const PlayerId& defender, const PlayerId& attacker_player, int attack,
                const std::vector<CardId>& attackers, Decisions& decisions) {
    auto& barriers = state.zone(defender, "barrier").cards;
    if (!barriers.empty()) {
        const CardId top = barriers.front();  // a copy: breaking it removes it from the pile
        if (attack >= 1) break_barrier(state, top, attackers, decisions);
        else state.note(cite::kBarrierBreak, "an attack of 0 breaks no barrier");
        return;
    }
    const auto& agas = state.zone(defender, "aga").cards;
    if (agas.empty()) {
        state.note(cite::kAgaInBattle, defender + " has no barrier and no アガ: nothing to check");
        return;
    }
    const auto& aga = agas.front();
    int defense = value_used(state, aga, "defense");
    state.note(cite::kAgaInBattle, defender + " has no barrier left: アガ destruction check, attack " + std::to_string(attack) +
                                       " against defense " + std::to_string(defense));
    if (attack >= defense) {
        state.record({"aga-destroyed", aga, defender, ""});
        state.winner = attacker_player;
        state.win_reason = defender + "'s アガ was destroyed";
        state.note(cite::kWinCondition, defender + "'s アガ is destroyed: " + attacker_player + " wins");
    }
}

}  // namespace

void declare_attack(GameState& state, const Action& action) {
    if (state.phase != "main" || state.active != action.player)
        throw Refused(cite::kTurnStructure, "attacks are declared in the attacking player's own main phase");
    // An open attack or a waiting play was refused before this (require_nothing_open).

    auto attackers = split_words(action.arg("attackers"));
    if (attackers.empty()) throw Refused(cite::kAttackDeclaration, "an attack needs at least one attacker");
    for (std::size_t i = 0; i < attackers.size(); ++i) {
        const auto& id = attackers[i];
        const auto& card = state.card(id);
        if (card.owner != action.player || !state.is_in(id, "set") || !is_geuda(state, id))
            throw Refused(cite::kAttackDeclaration, id + " is not a ゲウダ in " + action.player + "'s set zone");
        if (card.tapped) throw Refused(cite::kAttackDeclaration, id + " is パーン and cannot attack");
        const bool entered_now = card.entered_turn == state.turn;
        if (entered_now && !has_keyword(state, id, kHasteKw))
            throw Refused(cite::kSummoningSickness, id + " entered the field this turn and has no 急襲");
        // On the turn it entered, 急襲 is a "can attack" that a "cannot attack" effect still beats.
        check_permission(state, id, "attack", "attack", entered_now ? "急襲, IW-R-HASTE" : "");
        if (entered_now) state.note(cite::kHaste, id + " entered this turn but has 急襲, so it may attack");
        if (i > 0) {
            if (!has_keyword(state, id, kLinkedKw))
                throw Refused(cite::kLinkedAttack, id + " would be attacker " + std::to_string(i + 1) + " but has no 連結攻撃");
            state.note(cite::kLinkedAttack, id + " joins as attacker " + std::to_string(i + 1) + " with 連結攻撃");
        }
    }
    auto target = action.arg("target", "player");
    auto defender = state.opponent_of(action.player);
    if (target != "player") {
        if (state.card(target).owner != defender || !is_geuda(state, target))
            throw Refused(cite::kAttackDeclaration, target + " is not an opposing ゲウダ on the field");
        if (!state.card(target).tapped) throw Refused(cite::kAttackDeclaration, target + " is リパーン; only パーン ゲウダ can be attacked");
    }
    if (attackers.size() > 1)
        state.note(cite::kMultiAttack, "複数アタック: " + joined(attackers) + " attack as one, front to back in that order (" +
                                           cite::kMultiBlockOrder + ")");
    for (const auto& id : attackers) state.card(id).tapped = true;
    state.flags[kAttackers] = joined(attackers);
    state.flags[kAttackTarget] = target;
    state.flags[kAttackingPlayer] = action.player;
    state.record({"attack-declared", attackers.front(), action.player, target});
    state.note(cite::kAttackDeclaration, action.player + " attacks " + (target == "player" ? defender : target) + " with " +
                                             joined(attackers) + "; the attackers become パーン");
}

void declare_block(GameState& state, const Action& action, Decisions& decisions) {
    if (!attack_open(state)) throw Refused(cite::kBlock, "there is no attack to block");
    auto attacker_player = state.flags[kAttackingPlayer];
    if (action.player == attacker_player) throw Refused(cite::kBlock, "only the attacked player blocks");
    auto blockers = split_words(action.arg("blockers"));
    if (state.flags[kAttackTarget] != "player") {
        if (blockers.size() > 1)
            throw Refused(cite::kNoMultiBlockVsPaan, "the attacked パーン ゲウダ is not blocking, so no 複数ブロック is possible");
        throw Refused(cite::kBlock, "blocks are made only against attacks on the player");
    }
    for (const auto& id : blockers) {
        if (state.card(id).owner != action.player || !is_geuda(state, id))
            throw Refused(cite::kBlock, id + " is not a ゲウダ on " + action.player + "'s field");
        if (state.card(id).tapped) throw Refused(cite::kBlock, id + " is パーン and cannot block");
    }
    if (blockers.size() > 1) state.note(cite::kMultiBlockOrder, "複数ブロック, front to back: " + joined(blockers));
    state.flags[kBlockers] = joined(blockers);
    // One event per blocker, naming the first attacker as attack-declared does (the exported
    // board draws each block as an arrow from it).
    const auto first_attacker = split_words(state.flags[kAttackers]).front();
    for (const auto& id : blockers) state.record({"blocked", id, action.player, first_attacker});
    state.note(cite::kBlock, action.player + " blocks with " + joined(blockers));
    resolve_open_attack(state, decisions);
}

void resolve_open_attack(GameState& state, Decisions& decisions) {
    if (!attack_open(state)) return;
    auto attackers = split_words(state.flags[kAttackers]);
    auto target = state.flags[kAttackTarget];
    auto attacker_player = state.flags[kAttackingPlayer];
    auto defender = state.opponent_of(attacker_player);
    auto blockers = split_words(state.flags[kBlockers]);

    // A パーン use while the attack was open may have moved an attacker or the attacked ゲウダ away.
    std::erase_if(attackers, [&](const CardId& a) {
        if (is_geuda(state, a)) return false;
        state.note(cite::kBattleSteps, a + " left the field during the battle and no longer takes part in it");
        return true;
    });
    if (attackers.empty() || (target != "player" && !is_geuda(state, target))) {
        end_attack(state);
        state.note(cite::kBattleSteps, attackers.empty() ? "no attacker is left on the field: the battle ends without a check"
                                                         : target + " left the field: the battle ends without a check");
        resolve_waiting(state, decisions);
        return;
    }

    int attack = 0;
    for (const auto& a : attackers) attack = checked_add(attack, value_used(state, a, "attack"), "the attackers' total attack");
    if (attackers.size() > 1) state.note(cite::kMultiAttack, "the attackers' attack is added up like a 複数ブロック: " + std::to_string(attack));

    if (target != "player") {
        auto destroyed = survival_check(state, attack, {target});
        for (const auto& d : destroyed) destroy(state, d, "battle", decisions);
    } else if (blockers.empty()) {
        state.note(cite::kBlock, defender + " does not block");
        hit_player(state, defender, attacker_player, attack, attackers, decisions);
    } else {
        int defense = 0;
        for (const auto& b : blockers) defense = checked_add(defense, value_of(state, b, "defense"), "the blockers' total defense");  // noted by survival_check
        bool pierce = lone_attacker_has(state, attackers, kPierceKw, cite::kPierce) && attack > defense;
        if (pierce) {
            state.note(cite::kPierce, "貫通: attack " + std::to_string(attack) + " exceeds the blockers' defense " + std::to_string(defense) +
                                          "; the survival check and the barrier break check of the excess " + std::to_string(attack - defense) +
                                          " are one simultaneous check");
        }
        // One check: both outcomes are decided on the board as it is now, then carried out.
        auto destroyed = survival_check(state, attack, blockers);
        CardId barrier;
        if (pierce) {
            const auto& barriers = state.zone(defender, "barrier").cards;
            if (!barriers.empty()) barrier = barriers.front();
            else state.note(cite::kPierce, defender + " has no barrier left; 貫通 never makes an アガ destruction check");
        }
        for (const auto& d : destroyed) destroy(state, d, "battle", decisions);
        if (!barrier.empty()) break_barrier(state, barrier, attackers, decisions);
    }
    end_attack(state);
    state.note(cite::kBattleSteps, "the battle ends");
    resolve_waiting(state, decisions);
}

}  // namespace judge::iw
