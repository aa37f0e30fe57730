// Gouda Card Battler stack (GCB-R-STACK): every activation gives the other player the right to
// stack; declining starts the resolution (GCB-A-STACK-DECLINE), last in first out, one item at a
// time (GCB-A-STACK-RESOLUTION-STEPS), and nothing unstacked may be activated meanwhile
// (GCB-R-STACK-NO-UNSTACKED).
#include "judge/games/gcb/gcb_internal.hpp"
#include "judge/games/gcb/gcb_messages.hpp"
#include "judge/games/gcb/gcb_rules.hpp"

namespace judge::gcb {

void push_stack(GameState& state, StackItem item, const msg::Text& what) {
    const auto other = state.opponent_of(item.controller);
    const bool stacking = !state.stack.empty();
    state.stack.push_back(std::move(item));
    state.flags[kStackRight] = other;
    if (stacking)
        state.note(cite::kStack, say::kStackedOn, {{"what", what}, {"below", state.stack[state.stack.size() - 2].card},
                                                             {"n", state.stack.size()}, {"player", other}});
    else
        state.note(cite::kStack, say::kActivated, {{"what", what}, {"n", state.stack.size()}, {"player", other}});
}

[[nodiscard]] std::optional<Refused> require_may_activate(const GameState& state, const PlayerId& player) {
    if (state.flags.count(kResolving))
        return Refused(cite::kStackNoUnstacked, msg::text(say::kStackResolvingNoUnstacked));
    if (!state.stack.empty()) {
        auto right = state.flags.at(kStackRight);
        if (right != player) return Refused(cite::kStack, msg::text(say::kRightBelongsTo, {{"card", state.stack.back().card}, {"player", right}}));
    } else if (attack_open(state) && state.flags.count(kStackRight) && state.flags.at(kStackRight) != player) {
        // Declaring the attack gave the attacked player the right to act on it first.
        return Refused(cite::kStack, msg::text(say::kAttackRightBelongsTo, {{"attacker", state.flags.at(kAttacker)}, {"player", state.flags.at(kStackRight)}}));
    }
    return std::nullopt;
}

void resolve_next(GameState& state, Decisions& decisions) {
    if (state.stack.empty()) return;
    auto item = state.stack.back();
    state.stack.pop_back();
    state.note(cite::kStack, say::kResolvingLast, {{"what", item.ability_index >= 0 ? msg::text(say::kItsEffect, {{"card", item.card}})
                                                                                               : msg::Text::same(item.card)},
                                                             {"n", state.stack.size()}});
    resolve_item(state, item, decisions);
    cleanup_overlaps(state);
    if (state.stack.empty()) {
        state.flags.erase(kResolving);
        state.flags.erase(kStackRight);
        state.note(cite::kStackResolutionSteps, say::kStackResolved);
    } else {
        state.note(cite::kStackResolutionSteps, say::kResolutionGoesOn, {{"card", state.stack.back().card}});
    }
}

void finish_stack(GameState& state, Decisions& decisions) {
    if (!state.stack.empty() && !state.flags.count(kResolving)) {
        state.flags[kResolving] = "yes";
        state.note(cite::kStackDecline, say::kStacksNothingMore, {{"player", state.flags[kStackRight]}});
    }
    while (!state.stack.empty() && !state.winner) resolve_next(state, decisions);
    state.flags.erase(kResolving);
}

[[nodiscard]] std::optional<Refused> pass(GameState& state, const Action& action, Decisions& decisions) {
    if (state.flags.count(kResolving)) {
        resolve_next(state, decisions);
        return std::nullopt;
    }
    if (!state.stack.empty()) {
        const auto right = state.flags.at(kStackRight);
        if (action.player != right)
            return Refused(cite::kStack, msg::text(say::kOnlyRightHolderDeclines, {{"card", state.stack.back().card}, {"player", right}}));
        state.flags[kResolving] = "yes";
        state.note(cite::kStackDecline, say::kDeclinesToStack, {{"player", action.player}});
        resolve_next(state, decisions);
        return std::nullopt;
    }
    if (attack_open(state)) {
        const auto defender = state.opponent_of(state.flags.at(kAttackingPlayer));
        if (action.player != defender)
            return Refused(cite::kBlock, msg::text(say::kOnlyDefenderPasses, {{"attacker", state.flags.at(kAttacker)}, {"player", defender}}));
        // An attack on a monster is a fight, with no block to decline: the pass declines only the right to stack.
        if (state.flags.at(kAttackTarget) == "player") state.note(cite::kBlock, say::kPassesOnAttack, {{"player", defender}});
        else state.note(cite::kStackDecline, say::kPassesOnMonsterAttack, {{"player", defender}});
        resolve_open_attack(state, decisions);
        return std::nullopt;
    }
    return Refused(cite::kStack, msg::text(say::kNothingToPass, {{"player", action.player}}));

}

}  // namespace judge::gcb
