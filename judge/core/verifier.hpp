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
    std::size_t fewest = 1, most = 1;  // how many options a <decision>'s choice names
    bool ordered = false;              // the choice is every option, in an order
    // Answered by a move after the last one: each legal move, as the ruleset plays it (its label
    // the option's). Empty otherwise, and when the moves could not be listed.
    std::vector<Answer> answers = {};
};

// One fact of a board after, for comparing outcomes: a card's zone, position, value or state, or
// the winner (card empty).
struct Feature {
    CardId card;
    std::string name, value;
};

// A distinct outcome of an explored scenario: the lines that end on the same board, merged.
struct Outcome {
    std::vector<msg::Text> choices;    // the first line's (the representative's) open choices, in order (choice_words)
    std::size_t lines = 0;             // how many explored lines end here
    std::vector<Feature> final;        // the board after, fact by fact
    msg::Text differs;                 // what sets it apart from the other outcomes, one line
    Trace trace;                       // the representative line's trace
    std::optional<GameState> final_state;  // its board after (VerifyOptions::keep_boards)
};

// What exploring a scenario found (verify --explore, <scenario explore="true">).
struct Exploration {
    std::size_t explored = 0;   // lines played to their end
    bool truncated = false;     // --max-branches was reached with lines left
    std::size_t max_branches = 0;
    msg::Text common;           // what every line shares ("A wins in every line"), or empty
    std::vector<Outcome> outcomes;  // in the order their first line was met
};

struct VerifyResult {
    std::string file, id, game, title;
    std::vector<std::string> rulings;
    Verdict verdict = Verdict::Pass;
    bool question = false;               // no expectations: the board and trace are the answer
    std::vector<std::string> failures;   // "file:line:col: expected …, got …"
    std::vector<std::string> notes;      // what passed but the file leaves loose: an expected refusal naming no rule, and which rule refused it
    std::string error;                   // for Verdict::Error: one file:line:col line
    std::optional<PendingDecision> decision;
    Trace trace;
    std::optional<GameState> initial, final_state;
    std::optional<Exploration> exploration;  // when the scenario was explored
};

// Says whether an ID exists in the rules database.
using KnownId = std::function<bool(const std::string& id)>;

// Builds the starting state from a scenario (cards placed with triggers off). `zone_names` are its
// ruleset's zone_names(): the scenario's cards name their zones by their places in that list.
GameState initial_state(const Scenario& scenario, const std::vector<std::string>& zone_names);

// How many lines of play one explored scenario may play (judge verify --max-branches); past it the
// exploration is reported truncated, never a pass.
inline constexpr std::size_t kDefaultMaxBranches = 10000;
// The largest `verify --max-branches` takes.
inline constexpr std::size_t kMostMaxBranches = 1000000;

struct VerifyOptions {
    // The step budget of one scenario (kDefaultMaxSteps in game_state.hpp; judge verify --max-steps).
    std::size_t max_steps = kDefaultMaxSteps;
    // Whether the result keeps the boards before and after (initial, final_state): a caller that
    // shows no board leaves them out and copies no state.
    bool keep_boards = true;
    // Play every line of the decisions the script leaves open (verify --explore), up to
    // max_branches lines; a scenario with explore="true" is explored either way.
    bool explore = false;
    std::size_t max_branches = kDefaultMaxBranches;
    // Whether the trace keeps each note's sentence (GameState::note_text). A caller that shows and
    // compares no trace leaves them out; the rules each step cites are kept either way.
    bool note_text = true;
};

// Plays one scenario. A scenario that does not end (step budget, a repeating state, effects
// nesting without end) or whose values leave the int range gets Verdict::Error at the action
// being played; nothing in it ends the caller's run.
VerifyResult verify(const LoadedScenario& loaded, const KnownId& known, const VerifyOptions& options = {});

// The board after the scenario's moves, before what they leave open resolves: where its next move
// would be made (judge/core/legal_moves.hpp lists them). Empty when the moves stop before their end
// (a decision the file does not script, a refusal it does not expect, an error).
std::optional<GameState> board_after_moves(const LoadedScenario& loaded);
// The same for a scenario the caller is done with: the setup's cards move onto the board instead
// of being copied (afterwards loaded.scenario.players holds moved-from cards; the rest is kept).
VerifyResult verify(LoadedScenario&& loaded, const KnownId& known, const VerifyOptions& options = {});

}  // namespace judge
