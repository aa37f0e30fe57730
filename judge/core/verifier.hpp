// Running a scenario: set up the board, play the moves through the ruleset, check expectations,
// and give a verdict with the trace.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "judge/core/game_state.hpp"
#include "judge/core/scenario_loader.hpp"

namespace judge {

enum class Verdict { Pass, Fail, NeedsDecision, Error };

const char* verdict_name(Verdict v);  // "pass", "fail", "needs-decision", "error"

struct PendingDecision {
    PlayerId player;
    std::string kind, prompt;
    std::vector<std::string> options;
    bool by_action = false;  // answered by a move in <actions>, not a <decision>
};

struct VerifyResult {
    std::string file, id, game, title;
    std::vector<std::string> rulings;
    Verdict verdict = Verdict::Pass;
    bool question = false;               // no expectations: the board and trace are the answer
    std::vector<std::string> failures;   // "file:line:col: expected …, got …"
    std::string error;                   // for Verdict::Error: one file:line:col line
    std::optional<PendingDecision> decision;
    Trace trace;
    std::optional<GameState> initial, final_state;
};

// Says whether an ID exists in the rules database.
using KnownId = std::function<bool(const std::string& id)>;

// Builds the starting state from a scenario (cards placed with triggers off).
GameState initial_state(const Scenario& scenario, const std::vector<std::string>& zone_names);

struct VerifyOptions {
    // The step budget of one scenario (kDefaultMaxSteps in game_state.hpp; judge verify --max-steps).
    std::size_t max_steps = kDefaultMaxSteps;
    // Whether the result keeps the boards before and after (initial, final_state): a caller that
    // shows no board leaves them out and copies no state.
    bool keep_boards = true;
};

// Plays one scenario. A scenario that does not end (step budget, a repeating state, effects
// nesting without end) or whose values leave the int range gets Verdict::Error at the action
// being played; nothing in it ends the caller's run.
VerifyResult verify(const LoadedScenario& loaded, const KnownId& known, const VerifyOptions& options = {});
// The same for a scenario the caller is done with: the setup's cards move onto the board instead
// of being copied (afterwards loaded.scenario.players holds moved-from cards; the rest is kept).
VerifyResult verify(LoadedScenario&& loaded, const KnownId& known, const VerifyOptions& options = {});

}  // namespace judge
