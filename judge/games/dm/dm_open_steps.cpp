// Duel Masters steps that wait for a player: an attack at its block step (DM-R-ATTACK-ORDER (4))
// waits for the attacked player to <block> or <pass>. Another move meanwhile is refused while a
// block is possible; only when no creature can block does the attack go on by itself, since the
// rules then leave the defender nothing to decide.
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

PlayerId defending_player(const GameState& state) { return state.opponent_of(state.flags.at(kAttackingPlayer)); }

msg::Text waiting(const GameState& state) {
    return msg::text(say::kAttackWaits, {{"attacker", state.flags.at(kAttacker)}, {"player", defending_player(state)}});
}

void go_on_unblocked(GameState& state, Decisions& decisions, const msg::Text& when) {
    state.note(cite::kBlocker, say::kNoBlockPossible, {{"when", when}, {"player", defending_player(state)}, {"attacker", state.flags.at(kAttacker)}});
    resolve_open_attack(state, decisions);
}

}  // namespace

[[nodiscard]] std::optional<Refused> close_attack_before(GameState& state, Decisions& decisions, const msg::Message& what) {
    if (!attack_open(state) || state.winner) return std::nullopt;
    if (!legal_blockers(state).empty())
        return refusal(cite::kAttackOrder, say::kNotPossibleNow, {{"what", msg::text(what)}, {"waiting", waiting(state)}});
    go_on_unblocked(state, decisions, msg::text(say::kBefore, {{"what", msg::text(what)}}));
    return std::nullopt;
}

[[nodiscard]] std::optional<Refused> pass_block(GameState& state, const Action& action, Decisions& decisions) {
    if (!attack_open(state))
        return refusal(cite::kAttackOrder, say::kNothingToPass, {{"player", action.player}});
    if (action.player != defending_player(state))
        return refusal(cite::kAttackOrder, say::kCannotPassHere, {{"player", action.player}, {"waiting", waiting(state)}});
    // On an attack on the player, the attack's own step says that nobody blocks; say it once.
    if (state.flags[kAttackTarget] != "player") state.note(cite::kAttackOrder, say::kPassesNoBlock, {{"player", action.player}});
    resolve_open_attack(state, decisions);
    return std::nullopt;
}

void finish_open_attack(GameState& state, Decisions& decisions) {
    if (!attack_open(state) || state.winner) return;
    auto blockers = legal_blockers(state);
    if (blockers.empty()) return go_on_unblocked(state, decisions, msg::text(say::kActionsEnd));

    std::vector<std::string> options{"pass"};
    for (const auto& b : blockers) options.push_back("block " + b);
    throw NeedsDecision(defending_player(state), "block", prompt(say::kPromptActionsEndWhile, {{"waiting", waiting(state)}}), options, true);

}

std::vector<Answer> answers_to_open_attack(const GameState& state) {
    if (!attack_open(state) || state.winner) return {};
    const auto defender = defending_player(state);
    std::vector<Answer> out{{"pass", Action{"pass", defender, {}, {}, false, {}, {}}}};
    GameState asked = state;  // the answers are read off a board the caller keeps as it is
    for (const auto& b : legal_blockers(asked)) out.push_back({"block " + b, Action{"block", defender, {{"blocker", b}}, {}, false, {}, {}}});
    return out;
}

}  // namespace judge::dm
