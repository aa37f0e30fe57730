// Gouda Card Battler stack (GCB-R-STACK): every activation gives the other player the right to
// stack; declining starts the resolution (GCB-A-STACK-DECLINE), last in first out, one item at a
// time (GCB-A-STACK-RESOLUTION-STEPS), and nothing unstacked may be activated meanwhile
// (GCB-R-STACK-NO-UNSTACKED).
#include "judge/games/gcb/gcb_internal.hpp"
#include "judge/games/gcb/gcb_rules.hpp"

namespace judge::gcb {

void push_stack(GameState& state, StackItem item, const std::string& what) {
    const auto other = state.opponent_of(item.controller);
    const bool stacking = !state.stack.empty();
    state.stack.push_back(std::move(item));
    state.flags[kStackRight] = other;
    state.note(cite::kStack, what + (stacking ? " is stacked on " + state.stack[state.stack.size() - 2].card : std::string(" is activated")) +
                                 " (stack of " + std::to_string(state.stack.size()) + "); " + other + " now has the right to stack");
}

void require_may_activate(const GameState& state, const PlayerId& player) {
    if (state.flags.count(kResolving))
        throw Refused(cite::kStackNoUnstacked, "the stack is resolving: nothing that was not stacked may be activated until it is done");
    if (!state.stack.empty()) {
        auto right = state.flags.at(kStackRight);
        if (right != player) throw Refused(cite::kStack, "the right to stack on " + state.stack.back().card + " belongs to " + right);
    } else if (attack_open(state) && state.flags.count(kStackRight) && state.flags.at(kStackRight) != player) {
        // Declaring the attack gave the attacked player the right to act on it first.
        throw Refused(cite::kStack, "the right to stack on " + state.flags.at(kAttacker) + "'s attack belongs to " + state.flags.at(kStackRight));
    }
}

void resolve_next(GameState& state, Decisions& decisions) {
    if (state.stack.empty()) return;
    auto item = state.stack.back();
    state.stack.pop_back();
    state.note(cite::kStack, "resolving the last activated item: " + item.card + (item.ability_index >= 0 ? "'s effect" : "") + " (" +
                                 std::to_string(state.stack.size()) + " left below)");
    resolve_item(state, item, decisions);
    cleanup_overlaps(state);
    if (state.stack.empty()) {
        state.flags.erase(kResolving);
        state.flags.erase(kStackRight);
        state.note(cite::kStackResolutionSteps, "the stack has resolved completely");
    } else {
        state.note(cite::kStackResolutionSteps, "the resolution goes on with " + state.stack.back().card);
    }
}

void finish_stack(GameState& state, Decisions& decisions) {
    if (!state.stack.empty() && !state.flags.count(kResolving)) {
        state.flags[kResolving] = "yes";
        state.note(cite::kStackDecline, state.flags[kStackRight] + " stacks nothing more: the stack resolves");
    }
    while (!state.stack.empty() && !state.winner) resolve_next(state, decisions);
    state.flags.erase(kResolving);
}

void pass(GameState& state, const Action& action, Decisions& decisions) {
    if (state.flags.count(kResolving)) {
        resolve_next(state, decisions);
        return;
    }
    if (!state.stack.empty()) {
        const auto right = state.flags.at(kStackRight);
        if (action.player != right)
            throw Refused(cite::kStack, "the right to stack on " + state.stack.back().card + " belongs to " + right + ": only " + right + " can decline it");
        state.flags[kResolving] = "yes";
        state.note(cite::kStackDecline, action.player + " declines to stack: nothing more is activated, the stack starts to resolve");
        resolve_next(state, decisions);
        return;
    }
    if (attack_open(state)) {
        const auto defender = state.opponent_of(state.flags.at(kAttackingPlayer));
        if (action.player != defender)
            throw Refused(cite::kBlock, state.flags.at(kAttacker) + "'s attack waits for " + defender + ": only " + defender + " can pass on it");
        state.note(cite::kBlock, defender + " passes: no block, nothing stacked on the attack");
        resolve_open_attack(state, decisions);
        return;
    }
    throw Refused(cite::kStack, "there is nothing for " + action.player + " to pass on: nothing was activated and no attack is open");
}

}  // namespace judge::gcb
