// ラストバースト and メガ・ラストバースト: when a twinpact creature with ラストバースト is destroyed,
// its owner may cast the card's spell half without paying; メガ・ラストバースト works however the
// creature leaves the battle zone (destroyed, returned, swapped out by a change…). Like any
// "when …" ability it triggers and waits, and an effect ignoring such abilities switches it off.
#include <algorithm>

#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

const char* kLastBurstKw = "ラストバースト";
const char* kMegaLastBurstKw = "メガ・ラストバースト";

}  // namespace

void keyword_triggers(GameState& state, const CardId& card_id, const std::string& trig, const CardId& subject) {
    if (card_id != subject) return;  // these keywords look at their own card only
    const bool mega = trig == "leaves"sv && has_keyword(state, card_id, kMegaLastBurstKw);
    const bool plain = trig == "destroyed"sv && has_keyword(state, card_id, kLastBurstKw);
    auto where = state.locate(card_id);
    if (trig == "leaves"sv && !mega && has_keyword(state, card_id, kLastBurstKw) && where && where->zone != "graveyard"sv)
        state.note(cite::kLastBurst, say::kLastBurstNotDestroyed, {{"card", card_id}, {"zone", zone_name(where->zone)}});
    if (!mega && !plain) return;
    Ability as_ability;  // how an "ignore" effect sees it: a "when destroyed" / "when it leaves" ability
    as_ability.kind = "triggered";
    as_ability.trigger = trig;
    if (ignored(state, card_id, as_ability)) return;
    const auto owner = state.card(card_id).owner;
    state.waiting.push_back({card_id, owner, kKeywordAbility, trig + "|" + subject});
    state.record({"triggered", card_id, owner, trig});
    state.note(mega ? cite::kMegaLastBurst : cite::kLastBurst, mega ? say::kMegaLastBurstTriggers : say::kLastBurstTriggers, {{"card", card_id}});
}

void resolve_keyword_ability(GameState& state, const PendingTrigger& p, Decisions& decisions) {
    const bool mega = p.cause.substr(0, p.cause.find('|')) == "leaves"sv;
    const char* rule = mega ? cite::kMegaLastBurst : cite::kLastBurst;
    state.note(cite::kWaitingAbilities, say::kWaitingKeywordResolves, {{"player", p.controller}, {"card", p.card}, {"keyword", mega ? kMegaLastBurstKw : kLastBurstKw}});
    const auto& abilities = state.card(p.card).abilities();
    bool has_spell_half = std::any_of(abilities.begin(), abilities.end(), [](const Ability& a) { return a.kind == "spell"sv; });
    auto where = state.locate(p.card);
    if (!has_spell_half || !where || where->zone == "battle"sv) {
        state.note(rule, has_spell_half ? say::kLastBurstBackOrGone : say::kLastBurstNoSpellHalf, {{"card", p.card}});
        return;
    }
    if (!decisions.choose_may(p.controller, prompt(say::kPromptCastSpellHalf, {{"card", p.card}}))) {
        state.note(rule, say::kDoesNotCastSpellHalf, {{"player", p.controller}, {"card", p.card}});
        return;
    }
    state.record({"last-burst", p.card, p.controller, where->zone});
    state.note(rule, say::kCastsSpellHalf, {{"player", p.controller}, {"card", p.card}, {"zone", zone_name(where->zone)}});
    state.note(cite::kTwinpact, say::kTwinpactSpellHalfUsed, {{"card", p.card}});
    cast_spell(state, p.controller, p.card, "", "", decisions);
}

}  // namespace judge::dm
