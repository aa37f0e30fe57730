// A scenario file as data: metadata, the board to set up, the moves in order, scripted
// decisions and expectations. Read by scenario_loader, run by verifier.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "judge/core/card.hpp"
#include "judge/core/decisions.hpp"

namespace judge {

struct CardSetup {
    static constexpr std::size_t kBeneath = static_cast<std::size_t>(-1);
    Card card;
    // Where the card starts: its zone's place in the ruleset's zone_names(), or kBeneath for a card
    // beneath another (Card::beneath names it). A place rather than the name: every card of a board
    // copied the name, and setting the board up looked its zone up by it.
    std::size_t zone = kBeneath;
};

struct PlayerSetup {
    PlayerId id;
    std::string name;
    std::vector<CardSetup> cards;  // in zone order
};

// In how many explored lines an expectation must hold (<expect branches="…">): every line that
// reaches it (the default, and all a scenario played as one line has), at least one, or none. For
// some and none the unit is the whole <expect>: its expectations together hold in a line or not.
enum class Branches { All, Some, None };

// An expectation's attributes in order of name, each name once with its last value. An element
// has a handful: one block holds them (a std::map made a node, and freed it, for each).
using ExpectationAttributes = std::vector<std::pair<std::string, std::string>>;

// One expectation: `what` names the check ("card", "value", "count", "winner", "event",
// "cited"), attributes say what is expected.
struct Expectation {
    std::string what;
    ExpectationAttributes attributes;
    SourcePos pos;
    Branches branches = Branches::All;
    std::size_t group = 0;  // which <expect> element holds it (1, 2, … in file order): some/none count the group
};

// The move by which a scenario leaves a player's answer open (<any-answer player="B"/>): the
// ruleset lists every legal answer of the step waiting for that player, and exploring plays each.
inline constexpr const char* kAnyAnswer = "any-answer";

// One move, or a checkpoint (kind "expect") holding expectations to check at that point.
struct Action {
    std::string kind;
    PlayerId player;
    std::map<std::string, std::string> arguments;
    SourcePos pos;
    bool expect_refused = false;
    std::string refused_because;  // the rule ID the refusal must cite
    std::vector<Expectation> checkpoint;

    std::string arg(const std::string& name, const std::string& fallback = {}) const {
        auto it = arguments.find(name);
        return it == arguments.end() ? fallback : it->second;
    }
};

struct ExpectedCount {
    std::size_t n = 0;
    SourcePos pos;
};

struct Scenario {
    std::string file;
    std::string id, game, title_ja, title_en, notes;
    std::vector<std::string> rulings;
    std::map<std::string, SourcePos> ruling_pos;

    int turn = 1;
    PlayerId active;
    std::string phase;
    std::vector<PlayerSetup> players;

    std::vector<Action> actions;
    std::vector<ScriptedDecision> decisions;
    std::vector<Expectation> expectations;  // at the end
    bool explore = false;  // <scenario explore="true">: every line of the open decisions is played
    // <expect lines="N" outcomes="M"> (an explored scenario's): the lines played and distinct outcomes.
    std::optional<ExpectedCount> expect_lines, expect_outcomes;

    bool is_question() const;  // no expectation anywhere: "what happens here?"
};

}  // namespace judge
