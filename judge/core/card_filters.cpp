// The shared card filters (card_filters.hpp).
#include "judge/core/card_filters.hpp"

#include "judge/core/numbers.hpp"

namespace judge {

namespace {

const std::vector<std::string> kSides = {"any", "mine", "opponent"};

}  // namespace

std::vector<AttributeSpec> card_filter_arguments(const CardFilterWords& words) {
    std::vector<AttributeSpec> out = {optional(word_attr("side", kSides)), optional(trait_attr("trait")), optional(word_attr("card-type", words.card_types))};
    for (const auto& stat : words.bounded_stats) {
        out.push_back(optional(number_attr("min-" + stat, 0, 1'000'000)));
        out.push_back(optional(number_attr("max-" + stat, 0, 1'000'000)));
    }
    if (words.cards_tap) out.push_back(optional(word_attr("tapped", {"true", "false"})));
    out.push_back(optional(word_attr("other", {"true", "false"})));
    return out;
}

std::vector<std::string> card_filter_names(const CardFilterWords& words, bool with_bounds) {
    std::vector<std::string> out;
    for (const auto& a : card_filter_arguments(words))
        if (with_bounds || (!a.name.starts_with("min-") && !a.name.starts_with("max-"))) out.push_back(a.name);
    return out;
}

bool passes_card_filters(const GameState& state, const Ability& a, const CardId& id, const CardId& source, const PlayerId& controller,
                         const CardFilterWords& words, const ReadValue& value) {
    if (a.arguments.empty()) return true;
    const auto& card = state.card(id);
    if (auto side = arg_view(a, "side"); side == "mine" || side == "opponent") {
        const auto place = state.place(id);
        const bool mine = place ? *place.owner == controller : card.owner == controller;
        if (mine != (side == "mine")) return false;
    }
    if (auto trait = arg_view(a, "trait"); !trait.empty() && !card.traits().contains(trait)) return false;
    if (auto type = arg_view(a, "card-type"); !type.empty() && card.type != type) return false;
    if (auto tapped = arg_view(a, "tapped"); !tapped.empty() && card.tapped != (tapped == "true")) return false;
    if (arg_view(a, "other") == "true" && id == source) return false;
    for (const auto& stat : words.bounded_stats) {
        const auto min = arg_view(a, "min-" + stat), max = arg_view(a, "max-" + stat);
        if (min.empty() && max.empty()) continue;
        const int v = value(id, stat);
        if ((!min.empty() && v < whole_number(std::string(min), "min-" + stat)) || (!max.empty() && v > whole_number(std::string(max), "max-" + stat)))
            return false;
    }
    return true;
}

}  // namespace judge
