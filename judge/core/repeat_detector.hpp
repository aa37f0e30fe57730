// The repeat detector: while triggered abilities resolve one after another, the same state coming
// back (board, card states, waiting abilities, continuous effects, counters, and how many scripted
// decisions are left) means the resolution would go round for ever. No game's rules in the seeds
// end such a loop, so the judge stops the scenario with an ERROR naming the abilities that repeat.
// Each game's waiting-ability loop calls it; the step budget (game_state.hpp) is the backstop for
// loops that change the state every time round.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "judge/core/decisions.hpp"
#include "judge/core/game_state.hpp"

namespace judge {

// The parts of the state a repeat is judged on, as a list of fields (each length-prefixed, so two
// different states never give the same list), kept as two independent 64-bit hashes of it: 128 bits
// rather than every fingerprint keeps memory small on a 2,000-card board, and a false repeat is out
// of reach. Left out: the trace, events and timestamps, which only grow.
std::pair<std::uint64_t, std::uint64_t> state_fingerprint(const GameState& state, const Decisions& decisions);

class RepeatDetector {
public:
    // Call just before a waiting ability of `card` for `trigger` resolves. Throws JudgeStopped
    // when this state was seen before in the same resolution.
    void before_resolving(const GameState& state, const Decisions& decisions, const CardId& card, const std::string& trigger);

private:
    std::map<std::pair<std::uint64_t, std::uint64_t>, std::size_t> seen_;  // fingerprint → index in resolved_
    std::vector<std::string> resolved_;                                      // "k1 \"enters\"", in order
};

}  // namespace judge
