// The shared operations' entries and handlers (shared_operations.hpp).
#include "judge/core/shared_operations.hpp"

#include "judge/core/core_messages.hpp"
#include "judge/core/numbers.hpp"

namespace judge::shared {

namespace {

std::vector<AttributeSpec> with_more(std::vector<AttributeSpec> own, const std::vector<AttributeSpec>& more) {
    own.insert(own.end(), more.begin(), more.end());
    return own;
}

// Whatever a resolving ability of these gives lasts its duration; a static one's lasts while its
// source stands, so duration="…" is read in every kind but static.
std::vector<std::string> lasting_in(const std::vector<std::string>& kinds) {
    std::vector<std::string> out;
    for (const auto& k : kinds)
        if (k != "static") out.push_back(k);
    return out;
}

OperationSpec lasting(std::string name, const msg::Message* term, std::vector<std::string> kinds, std::vector<TargetSpec> targets,
                      std::vector<AttributeSpec> arguments) {
    auto duration_kinds = lasting_in(kinds);
    return {std::move(name), term, std::move(kinds), std::move(arguments), std::move(targets), false, std::move(duration_kinds)};
}

void keyword_change(GameState& state, const EffectStep& e, const CardId& target, bool gain) {
    const auto keyword = arg(e.ability, "keyword");
    state.permissions.push_back({target, "keyword:" + keyword, gain, e.source, duration_of(e.ability), state.stamp(), false, e.cite});
    state.note(e.cite, gain ? say::kGainsKeyword : say::kLosesKeyword, {{"card", target}, {"keyword", keyword}});
}

}  // namespace

OperationSpec grant(const msg::Message* term, std::vector<std::string> kinds, std::vector<TargetSpec> targets, std::vector<AttributeSpec> more) {
    return lasting("grant", term, std::move(kinds), std::move(targets), with_more({keyword_attr("keyword")}, more));
}

OperationSpec lose(const msg::Message* term, std::vector<std::string> kinds, std::vector<TargetSpec> targets, std::vector<AttributeSpec> more) {
    return lasting("lose", term, std::move(kinds), std::move(targets), with_more({keyword_attr("keyword")}, more));
}

OperationSpec modify(const msg::Message* term, std::vector<std::string> kinds, std::vector<TargetSpec> targets, AttributeSpec amount, AttributeSpec stat,
                     std::vector<AttributeSpec> more) {
    return lasting("modify", term, std::move(kinds), std::move(targets), with_more({std::move(amount), std::move(stat)}, more));
}

AttributeSpec modify_amount() { return number_attr("amount", -1'000'000, 1'000'000); }

OperationSpec permission(std::string name, const msg::Message* term, std::vector<std::string> kinds, std::vector<TargetSpec> targets,
                         std::vector<std::string> actions, std::vector<AttributeSpec> more) {
    return lasting(std::move(name), term, std::move(kinds), std::move(targets), with_more({word_attr("action", std::move(actions))}, more));
}

void grant_keyword(GameState& state, const EffectStep& effect, const CardId& target) { keyword_change(state, effect, target, true); }
void lose_keyword(GameState& state, const EffectStep& effect, const CardId& target) { keyword_change(state, effect, target, false); }

void modify_stat(GameState& state, const EffectStep& e, const CardId& target, const std::string& stat, const msg::Text& stat_word) {
    const int amount = whole_number(arg(e.ability, "amount", "0"), "amount");
    add_modifier(state, e, target, stat, amount);
    state.note(e.cite, say::kGivesStat, {{"source", e.source}, {"card", target}, {"amount", (amount >= 0 ? "+" : "") + std::to_string(amount)}, {"stat", stat_word}});
}

void add_modifier(GameState& state, const EffectStep& e, const CardId& target, const std::string& stat, int amount) {
    state.modifiers.push_back({target, stat, amount, e.source, duration_of(e.ability), state.stamp(), e.cite});
}

void add_permission(GameState& state, const EffectStep& e, const std::string& subject, const std::string& action, bool allow) {
    state.permissions.push_back({subject, action, allow, e.source, duration_of(e.ability), state.stamp(), false, e.cite});
}

}  // namespace judge::shared
