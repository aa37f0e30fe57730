// The follow-ups of a card leaving the field, in the order the header lists them.
#include "judge/core/leave_field.hpp"

#include <algorithm>
#include <vector>

#include "judge/core/core_messages.hpp"

namespace judge {

void leave_field(GameState& state, const CardId& card, const std::string& to_zone, const FieldRules& rules) {
    auto& leaving = state.card(card);
    state.record({"left-field", card, leaving.owner, to_zone});
    leaving.attached_to.clear();

    if (int ended = state.end_while_source(card); ended > 0)
        state.note(rules.while_source_rule, say::kWhileSourceEnds, {{"n", ended}, {"card", card}, {"field", rules.field_name.text}});

    const auto given = state.modifiers.size() + state.permissions.size();
    std::erase_if(state.modifiers, [&](const Modifier& m) { return m.target == card; });
    std::erase_if(state.permissions, [&](const Permission& p) { return p.subject == card; });
    if (auto ended = given - state.modifiers.size() - state.permissions.size(); ended > 0)
        state.note(rules.new_card_rule, say::kNewCardEnds, {{"n", ended}, {"card", card}, {"field", rules.field_name.text}});

    if (!rules.send_attached) return;
    std::vector<CardId> attached;
    for (const auto& [id, other] : state.cards)
        if (other.attached_to == card && rules.on_field(state, id)) attached.push_back(id);
    for (const auto& id : attached)
        if (state.card(id).attached_to == card && rules.on_field(state, id)) rules.send_attached(state, id, card);
}

}  // namespace judge
