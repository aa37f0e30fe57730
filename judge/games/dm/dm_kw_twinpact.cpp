// ツインパクト (twinpact): one card with two halves. A scenario writes it as a creature card (its
// upper half: power, cost, keywords, its other abilities) with the spell half given by the stat
// spell-cost, the status spell-keywords and abilities of kind "spell". This file answers which
// half an effect's reference may read and use, and which half a broken shield may trigger.
#include <algorithm>

#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

bool is_twinpact(const Card& card) { return card.type == "creature"sv && card.printed().count("spell-cost") > 0; }

std::string cost_stat_of_half(const GameState& state, const CardId& id, const std::string& half) {
    return half == "spell"sv && is_twinpact(state.card(id)) ? "spell-cost" : "cost";
}

namespace {

struct Half {
    std::string type;  // "creature" or "spell"
    std::vector<std::string> keywords;
};

// The halves of a card as an effect reads them; an ordinary card has one.
std::vector<Half> halves(const Card& card) {
    Half upper{card.type, {card.keywords().begin(), card.keywords().end()}};
    if (!is_twinpact(card)) return {upper};
    Half lower{"spell", {}};
    auto it = card.status.find("spell-keywords");
    if (it != card.status.end())
        for (const auto& word : split_words(it->second)) lower.keywords.push_back(canonical_keyword(word));
    return {upper, lower};
}

bool half_fits(const Half& half, const Ability& a) {
    auto type = arg(a, "card-type");
    if (!type.empty() && half.type != type) return false;
    auto keyword = arg(a, "has-keyword");
    return keyword.empty() || std::count(half.keywords.begin(), half.keywords.end(), canonical_keyword(keyword)) > 0;
}

}  // namespace

std::vector<std::string> matching_halves(const GameState& state, const CardId& id, const Ability& a) {
    const auto all = halves(state.card(id));
    std::vector<std::string> out;
    if (!arg(a, "card-type").empty()) {
        // A named type is respected: only a half of that type counts, and only it may be used.
        for (const auto& h : all)
            if (half_fits(h, a)) out.push_back(h.type);
        return out;
    }
    // A plain "card": if either half fits, the card fits, and either half may then be used.
    if (std::any_of(all.begin(), all.end(), [&](const Half& h) { return half_fits(h, a); }))
        for (const auto& h : all) out.push_back(h.type);
    return out;
}

[[nodiscard]] std::optional<Refused> twinpact_reference_refusal(const GameState& state, const Ability& a, const CardId& id) {
    const auto& card = state.card(id);
    if (!is_twinpact(card) || !matching_halves(state, id, a).empty()) return std::nullopt;
    auto type = arg(a, "card-type");
    auto keyword = arg(a, "has-keyword");
    if (type.empty())
        return refusal(cite::kTwinpact, say::kNeitherHalfHas, {{"card", id}, {"keyword", canonical_keyword(keyword)}});
    return refusal(cite::kTwinpact, keyword.empty() ? say::kHalfDoesNotFit : say::kHalfDoesNotFitWith,
                   {{"type", type_name(type)}, {"keyword", canonical_keyword(keyword)}, {"card", id}});
}

std::string half_to_use(GameState& state, const Context& ctx, const Ability& a, const CardId& id, Decisions& decisions) {
    const auto& card = state.card(id);
    if (!is_twinpact(card)) return card.type;
    auto options = matching_halves(state, id, a);
    const auto keyword = arg(a, "has-keyword");
    const auto type = arg(a, "card-type");
    if (options.size() > 1) {
        state.note(cite::kTwinpact, keyword.empty() ? say::kJustACard : say::kJustACardWith,
                                              {{"source", ctx.source}, {"card", id}, {"keyword", canonical_keyword(keyword)}, {"player", ctx.controller}});
        auto half = decisions.choose(ctx.controller, "half", prompt(say::kPromptHalf, {{"card", id}}), options);
        state.note(cite::kTwinpact, say::kUsesHalf, {{"player", ctx.controller}, {"half", type_name(half)}, {"card", id}});
        return half;
    }
    if (options.empty()) return card.type;  // the choice was checked before; nothing fits now
    state.note(cite::kTwinpact, keyword.empty() ? say::kNamesType : say::kNamesTypeWith,
                                          {{"source", ctx.source}, {"type", type_name(type)}, {"keyword", canonical_keyword(keyword)},
                                           {"half", type_name(options.front())}, {"card", id}});
    return options.front();
}

std::string shield_trigger_half(GameState& state, const PlayerId& owner, const CardId& id, Decisions& decisions) {
    const auto& card = state.card(id);
    std::vector<std::string> options;
    for (const auto& h : halves(card))
        if (std::count(h.keywords.begin(), h.keywords.end(), std::string(kShieldTriggerKw)) > 0) options.push_back(h.type);
    if (!is_twinpact(card) || options.empty()) return options.empty() ? "" : options.front();
    if (options.size() == 1) {
        state.note(cite::kTwinpact, say::kOneHalfTrigger, {{"half", type_name(options.front())}, {"card", id}});
        return options.front();
    }
    state.note(cite::kTwinpact, say::kBothHalvesTrigger, {{"card", id}, {"player", owner}});
    return decisions.choose(owner, "half", prompt(say::kPromptHalfTrigger, {{"card", id}}), options);

}

}  // namespace judge::dm
