// Imitation World attacks: declaration (急襲, 連結攻撃 / 複数アタック), blocks (複数ブロック),
// the survival check, barrier breaks (貫通, バリアクラッシャー, 罠破り, バリアトラップ) and the アガ.
#include <numeric>

#include "judge/core/numbers.hpp"
#include "judge/games/iw/iw_internal.hpp"
#include "judge/games/iw/iw_messages.hpp"
#include "messages/language.hpp"
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
    for (const auto& a : attackers) any = any || state.card(a).keywords().count(keyword) > 0;
    if (attackers.size() != 1) {
        if (any) state.note(rule, say::kLoneAttackerOnly, {{"keyword", keyword}, {"n", attackers.size()}});
        return false;
    }
    return has_keyword(state, attackers.front(), keyword);
}

// The survival check: attack is spent on the defenders front to back; each one whose defense is
// covered is destroyed; the first one not covered survives and stops the count.
std::vector<CardId> survival_check(GameState& state, int attack, const std::vector<CardId>& defenders) {
    std::vector<CardId> destroyed;
    int remaining = attack;
    for (std::size_t i = 0; i < defenders.size(); ++i) {
        const auto& d = defenders[i];
        int defense = value_used(state, d, "defense");
        if (remaining >= defense) {
            destroyed.push_back(d);
            state.note(cite::kSurvivalCheck, say::kDoesNotSurvive, {{"card", d}, {"defense", defense}, {"attack", remaining}});
            remaining -= defense;
        } else {
            state.note(cite::kSurvivalCheck, say::kSurvives, {{"card", d}, {"defense", defense}, {"attack", remaining}});
            // The count stops at the first survivor: the blockers behind it are never reached.
            if (i + 1 < defenders.size())
                state.note(cite::kSurvivalCheck, say::kBehindSurvive,
                           {{"card", d}, {"behind", msg::join(std::vector<CardId>(defenders.begin() + static_cast<std::ptrdiff_t>(i) + 1, defenders.end()))}});
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
    state.note(cite::kBarrierBreak, say::kBarrierBroken, {{"player", owner}, {"barrier", barrier}});

    bool trap = false;
    for (const auto& a : card.abilities()) trap = trap || a.kind == "barrier-trap"sv;
    if (trap) {
        if (lone_attacker_has(state, attackers, kTrapBreakerKw, cite::kTrapBreaker)) {
            state.note(cite::kTrapBreaker, say::kTrapBrokenByTrapBreaker, {{"barrier", barrier}});
        } else if (value_of(state, barrier, "cost") > cost_zone_count(state, owner)) {
            state.note(cite::kBarrierTrap, say::kTrapCostNotMet, {{"barrier", barrier},
                                                                            {"cost", value_of(state, barrier, "cost")},
                                                                            {"n", cost_zone_count(state, owner)}});
        } else if (decisions.choose_may(owner, msg::say(say::kPromptPlayTrap, {{"barrier", barrier}}))) {
            state.note(cite::kBarrierTrap, say::kPlaysTrap, {{"player", owner}, {"barrier", barrier}});
            state.record({"barrier-trap-played", barrier, owner, ""});
            // Played as any card is: its opponent may answer it once, and it resolves when answered
            // or passed (IW-A-RESPONSE-WINDOW), naming the attackers of this battle.
            state.take(barrier);
            state.stack.push_back({barrier, owner, -1, "", false, {{"barrier-trap", "yes"}, {"attackers", joined(attackers)}}});
            state.note(cite::kResponseWindow, say::kTrapWaitsForAnswer, {{"barrier", barrier}, {"opponent", state.opponent_of(owner)}});
            return;
        } else {
            state.note(cite::kBarrierTrap, say::kDoesNotPlayTrap, {{"player", owner}, {"barrier", barrier}});
        }
    }
    if (lone_attacker_has(state, attackers, kCrusherKw, cite::kBarrierCrusher)) {
        state.note(cite::kBarrierCrusher, say::kCrusherTrash, {{"barrier", barrier}});
        to_trash(state, barrier, cite::kBarrierCrusher);
        return;
    }
    state.move(barrier, owner, "hand");
    state.note(cite::kBarrierBreak, say::kBarrierToHand, {{"barrier", barrier}, {"player", owner}});
}

// An unblocked attack on the player: the top barrier, or the アガ when none is left.
void hit_player(GameState& state, const PlayerId& defender, const PlayerId& attacker_player, int attack,
                const std::vector<CardId>& attackers, Decisions& decisions) {
    auto& barriers = state.zone(defender, "barrier").cards;
    if (!barriers.empty()) {
        const CardId top = barriers.front();  // a copy: breaking it removes it from the pile
        if (attack >= 1) break_barrier(state, top, attackers, decisions);
        else state.note(cite::kBarrierBreak, say::kZeroAttack);
        return;
    }
    const auto& agas = state.zone(defender, "aga").cards;
    if (agas.empty()) {
        state.note(cite::kAgaInBattle, say::kNothingToCheck, {{"player", defender}});
        return;
    }
    const auto& aga = agas.front();
    int defense = value_used(state, aga, "defense");
    state.note(cite::kAgaInBattle, say::kAgaCheck, {{"player", defender}, {"attack", attack}, {"defense", defense}});
    if (attack >= defense) {
        state.record({"aga-destroyed", aga, defender, ""});
        state.winner = attacker_player;
        state.win_reason = msg::text(say::kAgaWasDestroyed, {{"player", defender}});
        state.note(cite::kWinCondition, say::kAgaDestroyed, {{"player", defender}, {"winner", attacker_player}});
    } else {
        state.note(cite::kAgaInBattle, say::kAgaSurvives, {{"player", defender}, {"attack", attack}, {"defense", defense}});
    }
}

}  // namespace

[[nodiscard]] std::optional<Refused> declare_attack(GameState& state, const Action& action) {
    if (state.phase != "main"sv || state.active != action.player)
        return Refused(cite::kTurnStructure, msg::text(say::kAttackOnlyInMainPhase));
    // An open attack or a waiting play was refused before this (require_nothing_open).

    auto attackers = split_words(action.arg("attackers"));
    if (attackers.empty()) return Refused(cite::kAttackDeclaration, msg::text(say::kNeedsAttacker));
    for (std::size_t i = 0; i < attackers.size(); ++i) {
        const auto& id = attackers[i];
        const auto& card = state.card(id);
        if (card.owner != action.player || !state.is_in(id, "set") || !is_geuda(state, id))
            return Refused(cite::kAttackDeclaration, msg::text(say::kNotGeudaInSet, {{"card", id}, {"player", action.player}}));
        // A linked attacker takes part only if it could attack itself (IW-R-LINKED-ATTACK): that step
        // comes first, then the rule that stops it.
        auto linked_cannot = [&] {
            if (i > 0) state.note(cite::kLinkedAttack, say::kLinkedOnlyIfAble, {{"card", id}});
        };
        if (card.tapped) {
            linked_cannot();
            return Refused(cite::kAttackDeclaration, msg::text(say::kPaanCannotAttack, {{"card", id}}));
        }
        const bool entered_now = card.entered_turn == state.turn;
        if (entered_now && !has_keyword(state, id, kHasteKw)) {
            linked_cannot();
            return Refused(cite::kSummoningSickness, msg::text(say::kEnteredNoHaste, {{"card", id}}));
        }
        // On the turn it entered, 急襲 is a "can attack" that a "cannot attack" effect still beats.
        if (auto refused = check_permission(state, id, "attack", msg::text(say::kDoAttack), entered_now ? "急襲, IW-R-HASTE" : "")) return refused;
        if (entered_now) state.note(cite::kHaste, say::kHasteMayAttack, {{"card", id}});
        if (i > 0) {
            if (!has_keyword(state, id, kLinkedKw))
                return Refused(cite::kLinkedAttack, msg::text(say::kNoLinkedAttack, {{"card", id}, {"n", i + 1}}));
            state.note(cite::kLinkedAttack, say::kJoinsLinked, {{"card", id}, {"n", i + 1}});
        }
    }
    auto target = action.arg("target", "player");
    auto defender = state.opponent_of(action.player);
    if (target != "player"sv) {
        if (state.card(target).owner != defender || !is_geuda(state, target))
            return Refused(cite::kAttackDeclaration, msg::text(say::kNotOpposingGeuda, {{"card", target}}));
        if (!state.card(target).tapped) return Refused(cite::kAttackDeclaration, msg::text(say::kTargetRepaan, {{"card", target}}));
    }
    if (attackers.size() > 1)
        state.note(cite::kMultiAttack, say::kMultiAttack, {{"cards", joined(attackers)}, {"rule", cite::kMultiBlockOrder}});
    for (const auto& id : attackers) state.card(id).tapped = true;
    state.flags[kAttackers] = joined(attackers);
    state.flags[kAttackTarget] = target;
    state.flags[kAttackingPlayer] = action.player;
    state.record({"attack-declared", attackers.front(), action.player, target});
    state.note(cite::kAttackDeclaration, say::kAttacks, {{"player", action.player},
                                                                   {"target", target == "player"sv ? defender : target},
                                                                   {"cards", joined(attackers)}});
    return std::nullopt;
}

[[nodiscard]] std::optional<Refused> declare_block(GameState& state, const Action& action, Decisions& decisions) {
    if (!attack_open(state)) return Refused(cite::kBlock, msg::text(say::kNoAttackToBlock));
    auto attacker_player = state.flags[kAttackingPlayer];
    if (action.player == attacker_player) return Refused(cite::kBlock, msg::text(say::kOnlyAttackedBlocks));
    auto blockers = split_words(action.arg("blockers"));
    if (state.flags[kAttackTarget] != "player"sv) {
        if (blockers.size() > 1)
            return Refused(cite::kNoMultiBlockVsPaan, msg::text(say::kNoMultiBlockVsPaan));
        return Refused(cite::kBlock, msg::text(say::kBlockOnlyVsPlayer));
    }
    for (const auto& id : blockers) {
        if (state.card(id).owner != action.player || !is_geuda(state, id))
            return Refused(cite::kBlock, msg::text(say::kNotGeudaOnField, {{"card", id}, {"player", action.player}}));
        if (state.card(id).tapped) return Refused(cite::kBlock, msg::text(say::kPaanCannotBlock, {{"card", id}}));
    }
    if (blockers.size() > 1) state.note(cite::kMultiBlockOrder, say::kMultiBlockOrder, {{"cards", joined(blockers)}});
    state.flags[kBlockers] = joined(blockers);
    // One event per blocker, naming the first attacker as attack-declared does (the exported
    // board draws each block as an arrow from it).
    const auto first_attacker = split_words(state.flags[kAttackers]).front();
    for (const auto& id : blockers) state.record({"blocked", id, action.player, first_attacker});
    state.note(cite::kBlock, say::kBlocks, {{"player", action.player}, {"cards", joined(blockers)}});
    resolve_open_attack(state, decisions);
    return std::nullopt;
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
        state.note(cite::kBattleSteps, say::kLeftDuringBattle, {{"card", a}});
        return true;
    });
    if (attackers.empty() || (target != "player"sv && !is_geuda(state, target))) {
        end_attack(state);
        if (attackers.empty())
            state.note(cite::kBattleSteps, say::kNoAttackerLeft);
        else
            state.note(cite::kBattleSteps, say::kTargetLeft, {{"card", target}});
        resolve_waiting(state, decisions);
        return;
    }

    int attack = 0;
    for (const auto& a : attackers) attack = checked_add(attack, value_used(state, a, "attack"), [] { return msg::say(say::kAttackersTotal); });
    if (attackers.size() > 1) state.note(cite::kMultiAttack, say::kAttackAddedUp, {{"n", attack}});

    if (target != "player"sv) {
        auto destroyed = survival_check(state, attack, {target});
        for (const auto& d : destroyed) destroy(state, d, "battle", decisions);
    } else if (blockers.empty()) {
        state.note(cite::kBlock, say::kDoesNotBlock, {{"player", defender}});
        hit_player(state, defender, attacker_player, attack, attackers, decisions);
    } else {
        int defense = 0;
        for (const auto& b : blockers) defense = checked_add(defense, value_of(state, b, "defense"), [] { return msg::say(say::kBlockersTotal); });  // noted by survival_check
        const bool has_pierce = lone_attacker_has(state, attackers, kPierceKw, cite::kPierce);
        // One check: both outcomes are decided on the board as it is now, then carried out. The
        // survival check comes first in the trace: it says each defense as read (a floor included),
        // which 貫通 then compares.
        auto destroyed = survival_check(state, attack, blockers);
        const bool pierce = has_pierce && attack > defense;
        if (pierce) state.note(cite::kPierce, say::kPierce, {{"attack", attack}, {"defense", defense}, {"excess", attack - defense}});
        else if (has_pierce) state.note(cite::kPierce, say::kPierceNotEnough, {{"attack", attack}, {"defense", defense}});
        CardId barrier;
        if (pierce) {
            const auto& barriers = state.zone(defender, "barrier").cards;
            if (!barriers.empty()) barrier = barriers.front();
            else state.note(cite::kPierce, say::kPierceNoBarrier, {{"player", defender}});
        }
        for (const auto& d : destroyed) destroy(state, d, "battle", decisions);
        if (!barrier.empty()) break_barrier(state, barrier, attackers, decisions);
    }
    end_attack(state);
    state.note(cite::kBattleSteps, say::kBattleEnds);

    resolve_waiting(state, decisions);
}

}  // namespace judge::iw
