// Comparing the ends of explored lines: the board as facts (for the outcome table and --json), the
// same facts as one key string (two lines end in the same outcome exactly when their keys are
// equal), and one line per outcome saying what sets it apart from the others. The facts and the key
// are outcome_facts.cpp, the comparison outcomes.cpp.
#pragma once

#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "judge/core/ruleset.hpp"
#include "judge/core/verifier.hpp"

namespace judge {

// One printed stat of one card, as the rules read it on one board.
struct StatValue {
    std::size_t card;  // the card's place among the board's cards (in id order)
    std::size_t stat;  // the stat's place in ruleset.stats()
    int value;
};

// Reads each card's printed stats (in id order, each card's in the order of ruleset.stats()) as
// the rules read them now: asked of the ruleset once per board, for both the key and the facts
// below. Which stats a card prints is kept by its printed definition, which the copies of a board
// (one for each line explored) share.
class StatReader {
public:
    explicit StatReader(const Ruleset& ruleset);
    const std::vector<std::string>& stats() const { return stats_; }
    // `state`'s values, written into `out` (cleared first).
    void read(const GameState& state, std::vector<StatValue>& out);

private:
    // The stats a printed definition has; the definition is held so that its address, the key,
    // cannot be another definition's later.
    struct Printed {
        std::shared_ptr<const CardDefinition> definition;
        std::vector<std::size_t> stats;
    };
    const Ruleset& ruleset_;
    std::vector<std::string> stats_;
    std::unordered_map<const CardDefinition*, Printed> printed_;
};

// The winner, then each card (in id order) with its zone and position, face, tapped, attachment,
// cards beneath, each printed stat as the rules read it (`values`, from StatReader), and its
// game-specific state.
std::vector<Feature> board_features(const GameState& state, const std::vector<std::string>& stats, const std::vector<StatValue>& values);

// The same facts written into `key` (cleared first).
void board_key(const GameState& state, const std::vector<StatValue>& values, std::string& key);

// Sets each outcome's `differs` (its value of every fact that is not the same in all outcomes)
// and returns what all share worth saying (the winner), or empty. The ruleset gives the Japanese
// its words for zones, stats and states.
msg::Text compare_outcomes(std::vector<Outcome>& outcomes, const Ruleset& ruleset);

}  // namespace judge
