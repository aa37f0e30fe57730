// Explicit decision points. A decision with one legal option is taken at once; with more, the
// scenario's script must say which, or the run stops with NEEDS-DECISION and the options.
// Nothing is ever chosen silently. When exploring (verifier_explore), a decision the script leaves
// open is not asked for: the line being played takes the way its path gives, and the explorer
// plays every other way in lines of its own.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "judge/core/card.hpp"

namespace judge {

struct SourcePos {
    int line = 0, column = 0;
};

struct ScriptedDecision {
    PlayerId player;
    std::string kind;    // "may", "target", "targets", "order", "shield", …
    std::string choice;  // one option, or several separated by spaces for targets/order
    SourcePos pos;
    bool used = false;
    // for="…": the card (or player) whose prompt the writer means it to answer; empty when not said.
    // A prompt that does not name it is refused, not answered.
    std::string about = {};
};

// Thrown when a decision is needed that the script does not give. `by_action`: the player answers
// with a move in <actions> (a step left open when the actions end: <pass>, <block>, …), not with a
// <decision>.
struct NeedsDecision : std::runtime_error {
    NeedsDecision(PlayerId p, std::string k, std::string prompt_text, std::vector<std::string> opts, bool action = false)
        : std::runtime_error("needs a decision"), player(std::move(p)), kind(std::move(k)), prompt(std::move(prompt_text)),
          options(std::move(opts)), by_action(action) {}
    PlayerId player;
    std::string kind;
    std::string prompt;
    std::vector<std::string> options;
    bool by_action = false;
    // How many of `options` the answer names, and whether it gives all of them in an order (an
    // order of items); a <decision> with one choice by default.
    std::size_t fewest = 1, most = 1;
    bool ordered = false;
    // Raised when the moves had all been played: the answer is a move added after the last one.
    bool after_moves = false;
};

// Thrown when the script's choice is not one of the legal options.
struct IllegalChoice : std::runtime_error {
    IllegalChoice(const ScriptedDecision& d, const std::vector<std::string>& options);
    // `problem` says what is wrong with the choice (a wrong number of choices, one chosen twice, …).
    IllegalChoice(const ScriptedDecision& d, const std::string& problem, const std::vector<std::string>& options);
    // The whole message given: a decision refused before any option is looked at.
    IllegalChoice(SourcePos at, const std::string& message) : std::runtime_error(message), pos(at) {}
    SourcePos pos;
};

// A decision the script left open, taken by a line of play while exploring: which of how many
// ways it took, and what that way says ("B answer: block w2").
struct TakenChoice {
    PlayerId player;
    std::string kind;
    std::string choice;
    std::size_t way = 0, ways = 0;
};

// "B block: w2" — how a taken choice names itself in the outcome table and in failures.
std::string choice_text(const TakenChoice& c);
// A line of play named by its choices: "B answer: block w2; A order: k1 k2", or "no open decision".
std::string line_text(const std::vector<TakenChoice>& choices);

// More ways than this at one decision (subsets or orders of many cards) stops the scenario with
// an error rather than building a list no exploration could finish.
inline constexpr std::size_t kMaxWaysAtOneDecision = 40320;  // 8!

class Decisions {
public:
    explicit Decisions(std::vector<ScriptedDecision> script = {}) : script_(std::move(script)) {}

    // Exploring: each decision the script leaves open with more than one way takes the way `path`
    // gives next (an index into its ways, in the documented order), or the first way once the
    // path has run out, and is recorded in taken().
    void explore(std::vector<std::size_t> path) {
        exploring_ = true;
        path_ = std::move(path);
        taken_.clear();
    }
    // Exploring on from a copy made partway through a line whose choices so far `path` begins
    // with: the choices taken stay, the ones to come follow `path`.
    void explore_on(std::vector<std::size_t> path) {
        exploring_ = true;
        path_ = std::move(path);
    }
    // Trying whether a move can be made at all (legal_moves.hpp): as exploring, but a decision with
    // more ways than exploring plays through (three mana of 150) is not refused: only its first ways
    // are tried, since one way that carries the move out is enough.
    void probe(std::vector<std::size_t> path) {
        explore(std::move(path));
        probing_ = true;
    }
    bool exploring() const { return exploring_; }
    const std::vector<TakenChoice>& taken() const { return taken_; }
    // The scripted decisions used so far, by their place in the script.
    std::vector<bool> used_flags() const;

    // An answer by a move to a step that waits for `player` (never scripted: the scenario gives
    // it as a move): one of `options`. With one option it is taken; exploring, the path says
    // which; otherwise NeedsDecision (by_action).
    std::size_t choose_answer(const PlayerId& player, const std::string& prompt, const std::vector<std::string>& options);

    // One of `options`.
    std::string choose(const PlayerId& player, const std::string& kind, const std::string& prompt,
                       const std::vector<std::string>& options);
    // Between `min` and `max` distinct options.
    std::vector<std::string> choose_several(const PlayerId& player, const std::string& kind, const std::string& prompt,
                                            const std::vector<std::string>& options, std::size_t min, std::size_t max);
    // An order of all `items`, first to last.
    std::vector<std::string> choose_order(const PlayerId& player, const std::string& kind, const std::string& prompt,
                                          const std::vector<std::string>& items);
    // Yes or no for an optional ("may") action; both are always legal, so it must be scripted.
    bool choose_may(const PlayerId& player, const std::string& prompt);

    std::vector<ScriptedDecision> unused() const;
    std::size_t unused_count() const;

private:
    ScriptedDecision* next(const PlayerId& player, const std::string& kind, const std::string& prompt);
    // Exploring: the way to take at an open decision with `ways` ways, recorded with its text.
    template <typename Describe>
    std::size_t take(const PlayerId& player, const std::string& kind, std::size_t ways, Describe describe);
    std::vector<ScriptedDecision> script_;
    bool exploring_ = false;
    bool probing_ = false;
    std::vector<std::size_t> path_;
    std::vector<TakenChoice> taken_;
};

// Calls `f` with each word of `text` (words are separated by white space or commas), as a view
// into `text`: the loader checks every card's keywords and ids this way without copying them.
template <typename F>
void for_each_word(std::string_view text, F f) {
    // The separators: the white space `>>` skips in the classic locale, and commas.
    constexpr std::string_view kSeparators = " \t\n\v\f\r,";
    std::size_t at = 0;
    while ((at = text.find_first_not_of(kSeparators, at)) != std::string_view::npos) {
        auto end = text.find_first_of(kSeparators, at);
        if (end == std::string_view::npos) end = text.size();
        f(text.substr(at, end - at));
        at = end;
    }
}

// Words separated by spaces or commas (a choice, a list of ids), and back, space-separated.
std::vector<std::string> split_words(std::string_view text);
std::string join_words(const std::vector<std::string>& words);
// Words as a list for a message: "a, b, c".
std::string comma_list(const std::vector<std::string>& words);

}  // namespace judge
