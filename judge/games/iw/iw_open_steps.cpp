// Imitation World steps that wait for a player: a play waiting for its one answer, and an attack
// waiting for the attacked player's block. Only that player's explicit answer (<respond>, <block>)
// or <pass> ends them; any other move meanwhile is refused, never used to close them silently.
#include <algorithm>

#include "judge/games/iw/iw_internal.hpp"
#include "judge/games/iw/iw_messages.hpp"
#include "messages/language.hpp"
#include "judge/games/iw/iw_rules.hpp"

namespace judge::iw {

namespace {

// The player who may answer the latest play: the other player than the one who made it.
PlayerId answering_player(const GameState& state) { return state.opponent_of(state.stack.back().controller); }

PlayerId defending_player(const GameState& state) { return state.opponent_of(state.flags.at(kAttackingPlayer)); }

// The defender's legal answers to the open attack: pass, or block with a リパーン ゲウダ (only an
// attack on the player can be blocked).
std::vector<std::string> block_options(const GameState& state) {
    std::vector<std::string> options{"pass"};
    if (state.flags.at(kAttackTarget) != "player"sv) return options;
    const auto defender = defending_player(state);
    for (const auto& id : state.zone(defender, "set").cards)
        if (is_geuda(state, id) && !state.card(id).tapped) options.push_back("block " + id);
    return options;
}

// The answering player's legal answers to the latest play: pass, or a play-time card they can pay for.
std::vector<std::string> response_options(const GameState& state) {
    std::vector<std::string> options{"pass"};
    const auto player = answering_player(state);
    for (const auto& id : state.zone(player, "hand").cards) {
        const auto& card = state.card(id);
        bool response = std::any_of(card.abilities().begin(), card.abilities().end(), [](const Ability& a) { return a.kind == "response"sv; });
        if (response && value_of(state, id, "cost") <= cost_zone_count(state, player))
            options.push_back("respond " + id + " to " + state.stack.back().card);
    }
    return options;
}

}  // namespace

std::optional<OpenStep> open_step(const GameState& state) {
    if (!state.stack.empty()) {
        const auto player = answering_player(state);
        return OpenStep{cite::kResponseWindow, player, msg::text(say::kPlayWaits, {{"card", state.stack.back().card}, {"player", player}})};
    }
    if (attack_open(state)) {
        const auto player = defending_player(state);
        return OpenStep{cite::kBattleSteps, player,
                        msg::text(say::kAttackWaits, {{"attacker", state.flags.at(kAttackingPlayer)}, {"player", player}})};
    }
    return std::nullopt;
}

namespace {

// The waiting player has no legal answer but to pass: the rules leave nothing to decide, so the
// step goes on as if they had passed, and the trace says why.
bool go_on_without_choice(GameState& state, Decisions& decisions, const OpenStep& step, const msg::Text& when) {
    auto options = state.stack.empty() ? block_options(state) : response_options(state);
    if (options.size() > 1) return false;
    // An attack on a ゲウダ admits no block at all (IW-A-BLOCK): said as such, not as a lack of blockers.
    const bool on_geuda = state.stack.empty() && state.flags.at(kAttackTarget) != "player"sv;
    if (on_geuda)
        state.note(cite::kBlock, say::kNoBlockOnGeudaAttack, {{"when", when}, {"waiting", step.waiting}, {"player", step.player}, {"target", state.flags.at(kAttackTarget)}});
    else
        state.note(step.rule, state.stack.empty() ? say::kOnlyPassNoBlocker : say::kOnlyPassNoAnswer,
                   {{"when", when}, {"waiting", step.waiting}, {"player", step.player}});
    if (!state.stack.empty()) resolve_stack(state, decisions);
    else resolve_open_attack(state, decisions);
    return true;
}

}  // namespace

[[nodiscard]] std::optional<Refused> require_nothing_open(GameState& state, Decisions& decisions, const msg::Text& what, const char* rule) {
    while (auto step = open_step(state)) {
        if (!go_on_without_choice(state, decisions, *step, msg::text(say::kBefore, {{"what", what}})))
            return Refused(rule ? rule : step->rule, msg::text(say::kNotPossibleNow, {{"what", what}, {"waiting", step->waiting}}));
    }
    return std::nullopt;
}

[[nodiscard]] std::optional<Refused> pass(GameState& state, const Action& action, Decisions& decisions) {
    auto step = open_step(state);
    if (!step) return Refused(cite::kTurnStructure, msg::text(say::kNothingToPass, {{"player", action.player}}));
    if (step->player != action.player) return Refused(step->rule, msg::text(say::kCannotPassHere, {{"player", action.player}, {"waiting", step->waiting}}));
    if (!state.stack.empty()) {
        state.note(cite::kResponseWindow, say::kPassesNoAnswer, {{"player", action.player}, {"card", state.stack.back().card}});
        resolve_stack(state, decisions);
        return std::nullopt;
    }
    // On an attack on the player, the battle's own step says that nobody blocks; say it once.
    if (state.flags[kAttackTarget] != "player") state.note(cite::kBattleSteps, say::kPassesNoBlock, {{"player", action.player}});
    resolve_open_attack(state, decisions);
    return std::nullopt;
}

void finish_open_steps(GameState& state, Decisions& decisions) {
    while (auto step = open_step(state)) {
        if (go_on_without_choice(state, decisions, *step, msg::text(say::kActionsEnd))) continue;
        // The options are the answers exploring would take (several ゲウダ blocking, in an order, too).
        std::vector<std::string> options;
        for (const auto& answer : answers_to_open_step(state)) options.push_back(answer.label);
        throw NeedsDecision(step->player, state.stack.empty() ? "block" : "respond",
                            msg::say(say::kActionsEndWhile, {{"waiting", step->waiting}}), options, true);

    }
}

namespace {

// Every order of every non-empty set of `ids`: one blocker first, then pairs front to back, ….
void arrangements(const std::vector<CardId>& ids, std::vector<CardId>& chosen, std::vector<bool>& taken, std::size_t size,
                  std::vector<std::vector<CardId>>& out) {
    if (chosen.size() == size) {
        out.push_back(chosen);
        return;
    }
    for (std::size_t i = 0; i < ids.size(); ++i) {
        if (taken[i]) continue;
        taken[i] = true;
        chosen.push_back(ids[i]);
        arrangements(ids, chosen, taken, size, out);
        chosen.pop_back();
        taken[i] = false;
    }
}

}  // namespace

std::vector<Answer> answers_to_open_step(const GameState& state) {
    auto step = open_step(state);
    if (!step) return {};
    std::vector<Answer> out{{"pass", Action{"pass", step->player, {}, {}, false, {}, {}}}};
    if (!state.stack.empty()) {
        const auto& top = state.stack.back().card;
        for (const auto& option : response_options(state)) {
            if (option == "pass"sv) continue;
            auto id = split_words(option).at(1);
            out.push_back({option, Action{"respond", step->player, {{"card", id}, {"responds-to", top}}, {}, false, {}, {}}});
        }
        return out;
    }
    std::vector<CardId> blockers;
    for (const auto& option : block_options(state))
        if (option != "pass"sv) blockers.push_back(split_words(option).at(1));
    // Several ゲウダ may block one attack, in the order their player gives (cite::kMultiBlockOrder).
    std::vector<std::vector<CardId>> sets;
    std::vector<CardId> chosen;
    std::vector<bool> taken(blockers.size(), false);
    for (std::size_t size = 1; size <= blockers.size(); ++size) arrangements(blockers, chosen, taken, size, sets);
    for (const auto& set : sets)
        out.push_back({"block " + join_words(set), Action{"block", step->player, {{"blockers", join_words(set)}}, {}, false, {}, {}}});
    return out;
}

}  // namespace judge::iw
