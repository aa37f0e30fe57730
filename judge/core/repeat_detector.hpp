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

// Two independent 64-bit hashes of the parts of the state a repeat is judged on. Left out: the
// trace, events and timestamps, which only grow. Keeping 128 bits rather than the state keeps
// memory small on a 2,000-card board, and a false repeat is out of reach.
using StateHash = std::pair<std::uint64_t, std::uint64_t>;
StateHash state_hash(const GameState& state, const Decisions& decisions);

class RepeatDetector {
public:
    // Call just before a waiting ability of `card` for `trigger` resolves. Throws JudgeStopped
    // when this state was seen before in the same resolution.
    void before_resolving(const GameState& state, const Decisions& decisions, const CardId& card, const std::string& trigger);

private:
    std::map<StateHash, std::size_t> seen_;                   // state hash → index in resolved_
    std::vector<std::pair<CardId, std::string>> resolved_;  // card and trigger, in order
};

}  // namespace judge
