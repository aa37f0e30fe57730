// The gcb operations' handlers (gcb_operations.hpp), each citing the rule that let its effect happen.
#include "judge/core/numbers.hpp"
#include "judge/games/gcb/gcb_messages.hpp"
#include "judge/games/gcb/gcb_operations.hpp"
#include "judge/games/gcb/gcb_rules.hpp"

namespace judge::gcb {

void draw_for(GameState& state, const Effect& e) {
    const int n = whole_number(arg(e.ability, "amount", "1"), "amount");
    const auto who = e.ability.target == "opponent"sv ? state.opponent_of(e.controller) : e.controller;
    state.note(e.cite, say::kDraws, {{"source", e.source}, {"player", who}, {"n", n}});
    draw_cards(state, who, n, e.cite);
}

void win_now(GameState& state, const Effect& e) {
    state.winner = e.controller;
    state.win_reason = msg::text(say::kWinEffectReason, {{"source", e.source}});
    state.flags["gcb.win-cite"] = cite::kWinEffect;
    state.note(cite::kWinEffect, say::kWinEffect, {{"source", e.source}, {"player", e.controller}});
}

namespace {

// Who or what a permission is for: players, the chosen cards, the source, a set of monsters, a card.
std::vector<std::string> subjects_of(const GameState& state, const Effect& e) {
    const auto& t = e.ability.target;
    const auto opponent = state.opponent_of(e.controller);
    if (t == "all-players"sv) return {e.controller, opponent};
    if (t == "opponent"sv) return {opponent};
    if (t == "choose"sv) return e.chosen;
    if (t == "me"sv || t.empty()) return {e.controller};
    if (t == "self"sv) return {e.source};
    if (t == "all-monsters"sv) return all_monsters(state);
    if (t == "my-monsters"sv) return monsters_of(state, e.controller);
    if (t == "opponent-monsters"sv) return monsters_of(state, opponent);
    return {t};
}

void permission(GameState& state, const Effect& e, bool allow) {
    const auto action = arg(e.ability, "action");
    const int times = whole_number(arg(e.ability, "times", "1"), "times");
    const EffectStep entry{e.source, e.ability, e.controller, cite::kEffectOverRule};
    for (const auto& s : subjects_of(state, e)) {
        shared::add_permission(state, entry, s, action, allow);
        // "N times a turn": for each summon beyond the rules' one, an entry that overrides the rule.
        for (int k = 2; allow && k <= times; ++k, state.step())  // times="2000000000" meets the step budget
            state.permissions.push_back({s, action + "-count:" + std::to_string(k), true, e.source, duration_of(e.ability), state.stamp(), true,
                                         cite::kEffectOverRule});
        // The effect does its text here; whether it wins over a rule is cited where that is decided (normal_summon, check_can).
        const auto& said = times > 1 ? (allow ? say::kCanTimesByEffect : say::kCannotTimesByEffect) : (allow ? say::kCanByEffect : say::kCannotByEffect);
        state.note(e.cite, said, {{"subject", s}, {"action", capability_word(action)}, {"n", times}, {"source", e.source}});
    }
}

}  // namespace

void allow_for(GameState& state, const Effect& e) { permission(state, e, true); }
void deny_for(GameState& state, const Effect& e) { permission(state, e, false); }

// P is the one value gcb's monsters have (GCB-R-POWER): the stat is power, and the game calls it P.
void modify_power(GameState& state, const Effect& e, const CardId& target) {
    shared::modify_stat(state, e.step(), target, arg(e.ability, "stat", "power"), msg::Text::same("P"));
}

void destroy_card(GameState& state, const Effect& e, const CardId& target) {
    destroy(state, target, msg::text(say::kCauseEffectOf, {{"source", e.source}}), e.cite);
}

void card_to_graveyard(GameState& state, const Effect& e, const CardId& target) { to_graveyard(state, target, e.cite); }

void seal_card(GameState& state, const Effect& e, const CardId& target) {
    relocate(state, target, kSeal, e.cite);
    state.record({"sealed", target, state.card(target).owner, ""});
}

void return_to_hand(GameState& state, const Effect& e, const CardId& target) { relocate(state, target, kHand, e.cite); }

void summon_by_effect(GameState& state, const Effect& e, const CardId& target) {
    effect_summon(state, target, e.controller, arg(e.ability, "posture"), e.source);
}

}  // namespace judge::gcb
