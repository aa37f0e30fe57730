// The Imitation World ruleset (game id `iw`): seed 000 and the how-to-play facts, with
// assumptions where both are silent. See iw_rules.hpp for every ID it cites.
#pragma once

#include "judge/core/ruleset.hpp"

namespace judge::iw {

class ImitationWorld final : public Ruleset {
public:
    std::string game() const override { return "iw"; }
    const std::vector<std::string>& zone_names() const override;
    std::span<const ZoneLimit> zone_limits() const override;
    std::vector<std::string> card_types() const override;
    std::vector<std::string> stats() const override { return {"attack", "defense", "cost"}; }
    std::vector<std::string> phases() const override { return {"start", "draw", "main", "end"}; }
    std::vector<ActionSpec> actions() const override;
    std::vector<DecisionSpec> decision_kinds() const override;
    std::vector<std::string> ability_kinds() const override;
    std::vector<std::string> keyword_names() const override;
    // The ability language (iw_language.cpp): each operation, and what every ability may carry.
    std::vector<OperationSpec> operation_specs() const override;
    std::vector<AttributeSpec> common_ability_arguments() const override;
    std::vector<std::string> triggered_kinds() const override;
    std::vector<std::string> condition_kinds() const override;
    std::vector<std::string> once_per_turn_kinds() const override;
    std::vector<std::string> durations() const override { return {"turn", "permanent", "while-source"}; }
    std::vector<std::string> triggers() const override;
    std::vector<std::string> conditions() const override;
    std::optional<std::string> keyword(const std::string& name) const override;
    std::vector<std::string> event_types() const override;
    std::vector<std::string> citations() const override;
    std::optional<msg::Text> label(WordKind kind, std::string_view word) const override;  // iw_labels.cpp
    // No rule of the game reads the order of a hand: two explored boards whose hands hold the same
    // cards in another order are one outcome.
    bool zone_is_ordered(std::string_view zone) const override { return zone != "hand"; }

    int read_value(const GameState& state, const CardId& card, const std::string& stat) const override;
    void after_setup(GameState& state) const override;
    std::optional<Refused> perform(GameState& state, const Action& action, Decisions& decisions) const override;
    void finish(GameState& state, Decisions& decisions) const override;
    std::vector<Answer> open_answers(const GameState& state) const override;

private:
    // One move, before the static abilities' reach is noted (perform).
    [[nodiscard]] std::optional<Refused> perform_move(GameState& state, const Action& action, Decisions& decisions) const;
};

}  // namespace judge::iw
