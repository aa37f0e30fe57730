// Comparing the ends of explored lines: the board as facts (for the outcome table and --json), the
// same facts as one key string (two lines end in the same outcome exactly when their keys are
// equal), and one line per outcome saying what sets it apart from the others. The facts and the key
// are outcome_facts.cpp, the comparison outcomes.cpp.
#pragma once

#include <map>
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
    const Ruleset& ruleset() const { return ruleset_; }
    const std::vector<std::string>& stats() const { return stats_; }
    // `state`'s values, written into `out` (cleared first).
    void read(const GameState& state, std::vector<StatValue>& out);
    // A number the same for two definitions exactly when they print the same (copies of a card
    // set up one by one have definitions of their own that are equal).
    std::size_t printed_as(const CardDefinition* definition) const { return printed_.at(definition).same_as; }

private:
    // The stats a printed definition has; the definition is held so that its address, the key,
    // cannot be another definition's later.
    struct Printed {
        std::shared_ptr<const CardDefinition> definition;
        std::vector<std::size_t> stats;
        std::size_t same_as = 0;  // the index in distinct_ of the definition equal to it
    };
    const Ruleset& ruleset_;
    std::vector<std::string> stats_;
    std::unordered_map<const CardDefinition*, Printed> printed_;
    std::vector<const CardDefinition*> distinct_;  // one of each different definition met
};

// The winner, then each card (in id order) with its zone and position, face, tapped, attachment,
// cards beneath, each printed stat as the rules read it (`values`, from StatReader), and its
// game-specific state.
std::vector<Feature> board_features(const GameState& state, const std::vector<std::string>& stats, const std::vector<StatValue>& values);

// What tells one explored board from another, written into `key` (cleared first): the winner, and
// zone by zone each card as a reader sees it (its owner, name, type, print, face, tapped, when it
// entered, attachment, the names of the cards beneath, its values and state), but not its id. Two
// lines that end alike but for which of two identical cards went where (one of two face-down
// shields of the same card broken) end in one outcome: no rule and no reader tells them apart.
// A zone whose order the game does not read (Ruleset::zone_is_ordered) is compared by its cards alone.
void board_key(const GameState& state, const StatReader& reader, const std::vector<StatValue>& values, std::string& key);

// Sets each outcome's `differs` (its value of every fact that is not the same in all outcomes)
// and returns what all share worth saying (the winner), or empty. The ruleset gives the Japanese
// its words for zones, stats and states. The English line is the facts as written ("k1 zone B
// hand"); the Japanese one says where cards went zone by zone (「Bの手札にシールドのカード2枚とt」),
// a card by its name in `names` (id → name; the id for a card with none).
msg::Text compare_outcomes(std::vector<Outcome>& outcomes, const Ruleset& ruleset, const std::map<std::string, std::string, std::less<>>& names = {});

}  // namespace judge
