// Gouda Card Battler steps that wait for a player: the right to stack (GCB-R-STACK), which only
// its holder's stacking or <pass> ends (GCB-A-STACK-DECLINE), and an attack on life, which waits
// for the attacked player to block (GCB-R-BLOCK), stack on it or pass. Before another move such a
// step goes on by itself only when its player has no legal choice but to pass; otherwise the move
// is refused. A stack that has started resolving goes on by itself: nothing may be added to it.
#include "judge/games/gcb/gcb_internal.hpp"
#include "judge/games/gcb/gcb_messages.hpp"
#include "judge/games/gcb/gcb_rules.hpp"
#include "messages/language.hpp"

namespace judge::gcb {

namespace {

using Move = std::optional<Refused> (*)(GameState&, const Action&, Decisions&);

// Whether `action` could be made now: tried on a copy of the board, with no scripted decisions.
bool could_make(const GameState& state, Move move, const Action& action) {
    GameState probe = state;
    Decisions none;
    try {
        return !move(probe, action, none);
    } catch (const NeedsDecision&) {
        return true;  // legal; it only waits for the player's choices
    } catch (const std::exception&) {
        return false;  // refused by a rule (or not playable at all)
    }
}

// What `player` could stack now: spells from the hand and activated effects on the battlefield.
std::vector<std::string> stack_options(const GameState& state, const PlayerId& player) {
    std::vector<std::string> out;
    for (const auto& id : state.zone(player, kHand).cards)
        if (could_make(state, activate_spell, Action{"activate", player, {{"card", id}}, {}, false, {}, {}})) out.push_back("activate " + id);
    for (const auto& [id, card] : state.cards) {
        int activated = 0;
        for (const auto& a : card.abilities()) activated += a.kind == "activated"sv ? 1 : 0;
        if (activated == 0 || !on_battlefield(state, id)) continue;
        for (int i = 1; i <= activated; ++i)
            if (could_make(state, use_ability, Action{"use", player, {{"card", id}, {"index", std::to_string(i)}}, {}, false, {}, {}}))
                out.push_back("use " + id + (activated > 1 ? " index " + std::to_string(i) : ""));
    }
    return out;
}

std::vector<std::string> block_options(const GameState& state) {
    std::vector<std::string> out;
    if (state.flags.at(kAttackTarget) != "player"sv) return out;
    for (const auto& id : monsters_of(state, state.opponent_of(state.flags.at(kAttackingPlayer))))
        if (posture(state, id) == kAttackPosture) out.push_back("block " + id);
    return out;
}

// The step that waits for a player, if any, with that player's choices other than <pass>.
struct Waiting {
    const char* rule;
    PlayerId player;
    msg::Text what;
    std::vector<std::string> choices;
};

std::optional<Waiting> waiting_step(const GameState& state, bool attack_too) {
    if (!state.stack.empty() && !state.flags.count(kResolving)) {
        const auto right = state.flags.at(kStackRight);
        return Waiting{cite::kStackDecline, right, msg::text(say::kHasRightToStack, {{"player", right}, {"card", state.stack.back().card}}),
                       stack_options(state, right)};
    }
    if (attack_too && state.stack.empty() && attack_open(state)) {
        const auto defender = state.opponent_of(state.flags.at(kAttackingPlayer));
        auto choices = block_options(state);
        const char* rule = choices.empty() ? cite::kStack : cite::kBlock;
        for (auto& c : stack_options(state, defender)) choices.push_back(std::move(c));
        return Waiting{rule, defender, msg::text(say::kAttackWaits, {{"attacker", state.flags.at(kAttacker)}, {"player", defender}}),
                       std::move(choices)};
    }
    return std::nullopt;
}

// Moves the open steps on while they leave nobody a choice; returns the first one that does.
std::optional<Waiting> go_on_while_no_choice(GameState& state, Decisions& decisions, const msg::Text& when, bool attack_too = true) {
    for (;;) {
        if (state.winner) return std::nullopt;
        if (state.flags.count(kResolving)) {
            finish_stack(state, decisions);  // GCB-R-STACK-NO-UNSTACKED: a resolving stack only goes on
            continue;
        }
        auto step = waiting_step(state, attack_too);
        if (!step || !step->choices.empty()) return step;
        // An attack waiting with no block to offer says why (GCB-R-BLOCK): no monster of the
        // attacked player stands in attack posture, or the attack is on a monster (a battle).
        if (state.stack.empty() && attack_open(state))
            state.note(cite::kBlock, state.flags.at(kAttackTarget) == "player"sv ? say::kNoMonsterCanBlock : say::kNoBlockInBattle,
                       {{"player", step->player}, {"target", state.flags.at(kAttackTarget)}});
        state.note(step->rule, say::kOnlyPass, {{"when", when}, {"waiting", step->what}, {"player", step->player}});
        if (!state.stack.empty()) finish_stack(state, decisions);
        else resolve_open_attack(state, decisions);
    }
}

}  // namespace

[[nodiscard]] std::optional<Refused> settle(GameState& state, Decisions& decisions, const msg::Text& what) {
    if (auto step = go_on_while_no_choice(state, decisions, msg::text(say::kBefore, {{"what", what}})))
        return Refused(step->rule, msg::text(say::kNotPossibleNow, {{"what", what}, {"waiting", step->what}}));
    return std::nullopt;
}

[[nodiscard]] std::optional<Refused> settle_stack(GameState& state, Decisions& decisions, const msg::Text& what) {
    if (auto step = go_on_while_no_choice(state, decisions, msg::text(say::kBefore, {{"what", what}}), false))
        return Refused(step->rule, msg::text(say::kNotPossibleNow, {{"what", what}, {"waiting", step->what}}));
    return std::nullopt;
}

void finish_open_steps(GameState& state, Decisions& decisions) {
    if (auto step = go_on_while_no_choice(state, decisions, msg::text(say::kActionsEnd))) {
        auto options = step->choices;
        options.insert(options.begin(), "pass");
        throw NeedsDecision(step->player, state.stack.empty() ? "block" : "stack",
                            msg::say(say::kActionsEndWhile, {{"waiting", step->what}}), options, true);

    }
}

std::vector<Answer> answers_to_open_step(const GameState& state) {
    if (state.winner || state.flags.count(kResolving)) return {};
    auto step = waiting_step(state, true);
    if (!step) return {};
    std::vector<Answer> out{{"pass", Action{"pass", step->player, {}, {}, false, {}, {}}}};
    for (const auto& choice : step->choices) {
        // The choices read "block X", "activate X", "use X" or "use X index N" (waiting_step).
        auto words = split_words(choice);
        std::map<std::string, std::string> arguments{{"card", words.at(1)}};
        if (words.size() == 4) arguments["index"] = words[3];
        out.push_back({choice, Action{words[0], step->player, std::move(arguments), {}, false, {}, {}}});
    }
    return out;
}

}  // namespace judge::gcb
