// Duel Masters steps that wait for a player: an attack at its block step (DM-R-ATTACK-ORDER (4))
// waits for the attacked player to <block> or <pass>. Another move meanwhile is refused while a
// block is possible; only when no creature can block does the attack go on by itself, since the
// rules then leave the defender nothing to decide.
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

PlayerId defending_player(const GameState& state) { return state.opponent_of(state.flags.at(kAttackingPlayer)); }

std::string waiting(const GameState& state) {
    return state.flags.at(kAttacker) + "'s attack waits for " + defending_player(state) + " to <block> or <pass>";
}

void go_on_unblocked(GameState& state, Decisions& decisions, const std::string& when) {
    state.note(cite::kBlocker, when + ": " + defending_player(state) + " has no creature that can block " + state.flags.at(kAttacker) +
                                   "'s attack, so there is no block to decide and the attack goes on");
    resolve_open_attack(state, decisions);
}

}  // namespace

void close_attack_before(GameState& state, Decisions& decisions, const std::string& what) {
    if (!attack_open(state) || state.winner) return;
    if (!legal_blockers(state).empty()) throw Refused(cite::kAttackOrder, what + " is not possible now: " + waiting(state));
    go_on_unblocked(state, decisions, "before " + what);
}

void pass_block(GameState& state, const Action& action, Decisions& decisions) {
    if (!attack_open(state))
        throw Refused(cite::kAttackOrder, "there is nothing for " + action.player + " to pass on: no attack waits for a block decision");
    if (action.player != defending_player(state))
        throw Refused(cite::kAttackOrder, action.player + " cannot pass here: " + waiting(state));
    state.note(cite::kAttackOrder, action.player + " passes: no block");
    resolve_open_attack(state, decisions);
}

void finish_open_attack(GameState& state, Decisions& decisions) {
    if (!attack_open(state) || state.winner) return;
    auto blockers = legal_blockers(state);
    if (blockers.empty()) return go_on_unblocked(state, decisions, "the actions end");
    std::vector<std::string> options{"pass"};
    for (const auto& b : blockers) options.push_back("block " + b);
    throw NeedsDecision(defending_player(state), "block", "the actions end while " + waiting(state), options, true);
}

std::vector<Answer> answers_to_open_attack(const GameState& state) {
    if (!attack_open(state) || state.winner) return {};
    const auto defender = defending_player(state);
    std::vector<Answer> out{{"pass", Action{"pass", defender, {}, {}, false, {}, {}}}};
    for (const auto& b : legal_blockers(state)) out.push_back({"block " + b, Action{"block", defender, {{"blocker", b}}, {}, false, {}, {}}});
    return out;
}

}  // namespace judge::dm
