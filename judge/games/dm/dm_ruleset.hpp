// The Duel Masters ruleset (game id `dm`): seed 002 (a rules summary), with assumptions where it
// is silent. See dm_rules.hpp for every ID it cites and dm_internal.hpp for how the files divide.
#pragma once

#include "judge/core/ruleset.hpp"

namespace judge::dm {

class DuelMasters final : public Ruleset {
public:
    std::string game() const override { return "dm"; }
    const std::vector<std::string>& zone_names() const override;
    std::vector<std::string> card_types() const override;
    // spell-cost: the cost of a twinpact's spell half (dm_kw_twinpact.cpp); power-attacker: the
    // power パワーアタッカー adds while attacking (dm_kw_power_attacker.cpp).
    std::vector<std::string> stats() const override { return {"power", "cost", "spell-cost", "power-attacker"}; }
    std::vector<std::string> phases() const override;
    std::vector<AttributeSpec> statuses() const override;
    std::vector<ActionSpec> actions() const override;
    std::vector<DecisionSpec> decision_kinds() const override;
    std::vector<std::string> ability_kinds() const override;
    std::vector<std::string> keyword_names() const override;
    // The ability language (dm_language.cpp): each operation, and what every ability may carry.
    std::vector<OperationSpec> operation_specs() const override;
    std::vector<AttributeSpec> common_ability_arguments() const override;
    std::vector<std::string> triggered_kinds() const override;
    std::vector<AttributeSpec> kind_arguments(std::string_view kind) const override;
    std::vector<std::string> condition_kinds() const override;
    std::string_view part_kind() const override;
    std::vector<std::string> filtered_conditions() const override;
    std::vector<AttributeSpec> condition_filters() const override;
    // until-next-turn: 「次のターンまで」, until the start of the effect's controller's next turn.
    std::vector<std::string> durations() const override { return {"turn", "permanent", "while-source", "until-next-turn"}; }
    std::vector<std::string> triggers() const override;
    std::vector<std::string> conditions() const override;
    std::optional<std::string> keyword(const std::string& name) const override;
    std::vector<std::string> event_types() const override;
    std::vector<std::string> citations() const override;
    std::optional<msg::Text> label(WordKind kind, std::string_view word) const override;  // dm_labels.cpp
    // No rule of the game reads the order of a hand: two explored boards whose hands hold the same
    // cards in another order are one outcome.
    bool zone_is_ordered(std::string_view zone) const override { return zone != "hand"; }
    std::vector<std::string> civilizations() const override;  // dm_values.cpp
    bool trait_answers(std::string_view has, std::string_view asked) const override;  // dm_values.cpp
    const CardTextGrammar* card_text_grammar() const override;  // dm_text_grammar.cpp

    int read_value(const GameState& state, const CardId& card, const std::string& stat) const override;
    void after_setup(GameState& state) const override;
    std::optional<Refused> perform(GameState& state, const Action& action, Decisions& decisions) const override;
    void finish(GameState& state, Decisions& decisions) const override;
    std::vector<Answer> open_answers(const GameState& state) const override;

private:
    // One move, before the static abilities' reach is noted (perform).
    [[nodiscard]] std::optional<Refused> perform_move(GameState& state, const Action& action, Decisions& decisions) const;
};

}  // namespace judge::dm
