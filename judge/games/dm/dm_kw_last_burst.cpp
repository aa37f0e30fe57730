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
    const bool mega = trig == "leaves" && has_keyword(state, card_id, kMegaLastBurstKw);
    const bool plain = trig == "destroyed" && has_keyword(state, card_id, kLastBurstKw);
    auto where = state.locate(card_id);
    if (trig == "leaves" && !mega && has_keyword(state, card_id, kLastBurstKw) && where && where->zone != "graveyard")
        state.note(cite::kLastBurst, card_id + " left the battle zone for the " + where->zone +
                                         " without being destroyed: its ラストバースト does not trigger (メガ・ラストバースト would)");
    if (!mega && !plain) return;
    Ability as_ability;  // how an "ignore" effect sees it: a "when destroyed" / "when it leaves" ability
    as_ability.kind = "triggered";
    as_ability.trigger = trig;
    if (ignored(state, card_id, as_ability)) return;
    const auto owner = state.card(card_id).owner;
    state.waiting.push_back({card_id, owner, kKeywordAbility, trig + "|" + subject});
    state.record({"triggered", card_id, owner, trig});
    state.note(mega ? cite::kMegaLastBurst : cite::kLastBurst,
               card_id + (mega ? " left the battle zone: its メガ・ラストバースト" : " was destroyed: its ラストバースト") + " triggers and waits");
}

void resolve_keyword_ability(GameState& state, const PendingTrigger& p, Decisions& decisions) {
    const bool mega = p.cause.substr(0, p.cause.find('|')) == "leaves";
    const char* rule = mega ? cite::kMegaLastBurst : cite::kLastBurst;
    state.note(cite::kWaitingAbilities, p.controller + "'s waiting ability resolves: " + p.card + "'s " + (mega ? kMegaLastBurstKw : kLastBurstKw));
    const auto& abilities = state.card(p.card).abilities;
    bool has_spell_half = std::any_of(abilities.begin(), abilities.end(), [](const Ability& a) { return a.kind == "spell"; });
    auto where = state.locate(p.card);
    if (!has_spell_half || !where || where->zone == "battle") {
        state.note(rule, p.card + (has_spell_half ? " is back in the battle zone or in no zone" : " has no spell half") + ": nothing is cast");
        return;
    }
    if (!decisions.choose_may(p.controller, "cast the spell half of " + p.card + " without paying its cost")) {
        state.note(rule, p.controller + " does not cast the spell half of " + p.card);
        return;
    }
    state.record({"last-burst", p.card, p.controller, where->zone});
    state.note(rule, p.controller + " casts the spell half of " + p.card + " from the " + where->zone + " without paying its cost");
    state.note(cite::kTwinpact, p.card + " is a twinpact: this time its spell half is the one used");
    cast_spell(state, p.controller, p.card, "", "", decisions);
}

}  // namespace judge::dm
