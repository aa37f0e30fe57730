// Explicit decision points. A decision with one legal option is taken at once; with more, the
// scenario's script must say which, or the run stops with NEEDS-DECISION and the options.
// Nothing is ever chosen silently.
#pragma once

#include <stdexcept>
#include <string>
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
};

// Thrown when the script's choice is not one of the legal options.
struct IllegalChoice : std::runtime_error {
    IllegalChoice(const ScriptedDecision& d, const std::vector<std::string>& options);
    // `problem` says what is wrong with the choice (a wrong number of choices, one chosen twice, …).
    IllegalChoice(const ScriptedDecision& d, const std::string& problem, const std::vector<std::string>& options);
    SourcePos pos;
};

class Decisions {
public:
    explicit Decisions(std::vector<ScriptedDecision> script = {}) : script_(std::move(script)) {}

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
    ScriptedDecision* next(const PlayerId& player, const std::string& kind);
    std::vector<ScriptedDecision> script_;
};

// Words separated by spaces or commas (a choice, a list of ids), and back, space-separated.
std::vector<std::string> split_words(const std::string& text);
std::string join_words(const std::vector<std::string>& words);
// Words as a list for a message: "a, b, c".
std::string comma_list(const std::vector<std::string>& words);

}  // namespace judge
