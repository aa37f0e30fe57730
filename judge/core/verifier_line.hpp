// One line of play of a scenario, shared by the plain run (verifier.cpp) and exploration
// (verifier_explore.cpp): the moves played on a board, each expectation's finding where it is
// checked, and how the line ended. Internal to the verifier.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "judge/core/ruleset.hpp"
#include "judge/core/verifier.hpp"

namespace judge::line {

// What one check found: an expectation (held when `problem` is empty), or, with no expectation, a
// failure of the line itself (a move refused or allowed against the file, an illegal choice).
struct Finding {
    const Expectation* expectation = nullptr;
    SourcePos pos;
    std::optional<std::string> problem;
};

struct Line {
    GameState state;
    Decisions decisions;
    std::vector<Finding> findings;
    // Pass: played to its end; Fail: stopped by a failure; NeedsDecision; Error (`error`).
    Verdict end = Verdict::Pass;
    std::optional<PendingDecision> decision;
    std::string error;
    // Each expected refusal that names no rule (no because=…), with the rule that refused it: the
    // report says which, since a move refused for another reason than the one tested still passes.
    std::vector<std::pair<SourcePos, std::string>> unnamed_refusals;
};

std::string where(const Scenario& s, SourcePos pos);

// A line as it stood before one of the scenario's moves (`action`; the number of moves: before
// the end), for exploring to play a later line on from there instead of from the set-up. With
// `answers`, it stood inside that move (an <any-answer>) or the end, where a step waited for an
// answer by a move: the answers open_answers() listed, one taken next (with `prompt` and `pos`).
struct Resume {
    std::size_t action = 0;
    GameState state;
    Decisions decisions;
    std::vector<Finding> findings;
    std::vector<Answer> answers;
    std::string prompt;
    SourcePos pos;
};

// Where later lines may resume, by how many open decisions were taken before the point: entry k is
// the last point of a line with k taken. A line whose path first differs from the one before at
// its choice i meets the same moves, the same way, up to the point with i taken (nothing in the
// rules is random): it may start there. Entries past i belong to another branch and are dropped.
struct ResumePoints {
    std::vector<std::optional<Resume>> by_taken;
    // A point is copied only with fewer choices taken than this, the most any line so far took: a
    // point with as many as its own line takes in all is never played from (the next line differs
    // at an earlier choice), and the lines of one scenario are much alike. Which points exist
    // never changes a line, only where it starts.
    std::size_t record_below = static_cast<std::size_t>(-1);
};

// Plays the scenario's moves on `line.state` (set up, after_setup done) and checks each expectation
// it reaches; from `resumed` on (line made from it) when given. Exploring (line.decisions.exploring()),
// a step left waiting for an answer at the end of the moves takes the answers open_answers() lists,
// like <any-answer>; with `points`, the line records where later lines may resume (before each move
// it plays, before the end, and where it takes an answer by a move).
void play(const Scenario& s, const Ruleset& ruleset, Line& line, const Resume* resumed = nullptr, ResumePoints* points = nullptr);

// An expectation as written, for a message: <card id="x" zone="trash"/>.
std::string written(const Expectation& e);

// One <expect branches="some|none"> as one line found it: whether all its expectations held.
struct GroupFinding {
    std::vector<const Expectation*> members;
    bool held = true;
    std::string first_problem;  // the first member that did not hold, when one did not
};
// The some/none groups among a line's findings, in the order met (their members are adjacent).
std::vector<GroupFinding> group_findings(const std::vector<Finding>& findings);
// The members as written, "<a/> and <b/>", and "expected … to hold …" phrased for one or several.
std::string written(const GroupFinding& g);

}  // namespace judge::line
