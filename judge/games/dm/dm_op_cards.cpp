// The dm operations that work on each card their target finds: modify, destroy, destroy-card, the
// moves to mana, hand, graveyard and deck bottom, put-into-battle, use, tap, untap and battle. A
// creature the operation cannot work on is passed over (false); dm_effects.cpp apply runs a leave
// replacement first for the moves out of the battle zone.
#include <algorithm>
#include <stdexcept>

#include "judge/core/numbers.hpp"
#include "judge/games/dm/dm_operations.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

bool modify_value(GameState& state, const Context& ctx, const Ability& a, const CardId& t, Decisions&) {
    if (!is_creature(state, t)) return false;
    const int amount = amount_of(a);
    int by = amount;
    if (arg(a, "per") == "my-graveyard-spells"sv) {
        int spells = 0;
        for (const auto& g : state.zone(ctx.controller, "graveyard").cards) spells += state.card(g).type == "spell"sv ? 1 : 0;
        by = checked_multiply(amount, spells, [&] { return arg(a, "stat", "power") + " of " + t; });
        state.note(cite::kSpellInNoZone, state.locate(ctx.source) ? say::kGraveyardSpells : say::kGraveyardSpellsSelfUncounted,
                   {{"player", ctx.controller}, {"n", spells}, {"source", ctx.source}});
    }
    shared::add_modifier(state, {ctx.source, a, ctx.controller, cite::kContinuousEffects}, t, arg(a, "stat", "power"), by);
    state.note(cite::kContinuousEffects, a.duration == "turn"sv ? say::kGivesThisTurn : say::kGives,
               {{"source", ctx.source}, {"card", t}, {"by", (by >= 0 ? "+" : "") + std::to_string(by)}, {"stat", stat_name(arg(a, "stat", "power"))}});
    return true;
}

bool destroy_target(GameState& state, const Context& ctx, const Ability&, const CardId& t, Decisions& decisions) {
    return destroy(state, t, msg::text(say::kEffectOf, {{"source", ctx.source}}), decisions, cite::kDestroyedToGraveyard);
}

// One card of the creature's element (its top card or one beneath) is destroyed (DM-R-DESTROY-ONE-CARD).
bool destroy_one_card(GameState& state, const Context& ctx, const Ability& a, const CardId& t, Decisions& decisions) {
    if (!is_creature(state, t)) return false;
    auto& card = state.card(t);
    std::vector<CardId> pieces{t};
    pieces.insert(pieces.end(), card.beneath.begin(), card.beneath.end());
    state.note(cite::kDestroyOneCard, say::kDestroyOneCard, {{"n", pieces.size()}, {"card", t}});
    auto pick = decisions.choose(ctx.controller, "target", prompt(say::kPromptCardToDestroy, {{"card", t}}), pieces);
    if (pick == t && card.beneath.empty()) return destroy_target(state, ctx, a, t, decisions);
    if (pick == t) {
        // The top card goes; the card below it stays as the creature, with the rest beneath it.
        auto below = card.beneath.front();
        std::vector<CardId> rest(card.beneath.begin() + 1, card.beneath.end());
        auto where = state.locate(t);
        auto& cards = state.zone(where->owner, "battle").cards;
        cards[where->index] = below;
        auto& next = state.card(below);
        next.beneath = rest;
        next.tapped = card.tapped;
        card.beneath.clear();
        for (auto& m : state.modifiers)
            if (m.target == t) m.target = below;
        for (auto& p : state.permissions)
            if (p.subject == t) p.subject = below;
        state.move(t, card.owner, "graveyard");
        card.tapped = false;
        state.record({"destroyed", t, card.owner, "one card"});
        state.note(cite::kDestroyOneCard, say::kTopCardDestroyed, {{"card", t}, {"below", below}});
        leave_field(state, t, "graveyard", field_rules());
        trigger(state, t, "destroyed", t);
        return true;
    }
    std::erase(card.beneath, pick);
    state.move(pick, state.card(pick).owner, "graveyard");
    state.record({"destroyed", pick, state.card(pick).owner, "one card"});
    state.note(cite::kDestroyOneCard, say::kBeneathDestroyed, {{"card", pick}, {"top", t}});
    return true;
}

bool move_to_mana(GameState& state, const Context&, const Ability&, const CardId& t, Decisions&) {
    put_into_mana(state, t);
    return true;
}

bool move_to_hand(GameState& state, const Context&, const Ability&, const CardId& t, Decisions&) {
    move_element(state, t, "hand");
    state.note(cite::kMovedToOwnerZone, say::kReturnsToHand, {{"card", t}});
    return true;
}

bool move_to_deck_bottom(GameState& state, const Context&, const Ability&, const CardId& t, Decisions&) {
    move_element(state, t, "deck");
    state.note(cite::kMovedToOwnerZone, say::kToDeckBottom, {{"card", t}});
    return true;
}

bool move_to_graveyard(GameState& state, const Context&, const Ability&, const CardId& t, Decisions&) {
    move_element(state, t, "graveyard");
    state.note(cite::kMovedToOwnerZone, say::kToGraveyard, {{"card", t}});
    return true;
}

// 出す: put, not summoned (DM-R-PUT-VS-SUMMON), unless an effect forbids it.
bool put_into_battle(GameState& state, const Context&, const Ability&, const CardId& t, Decisions&) {
    std::string rule;
    if (auto why = entry_forbidden(state, state.card(t).owner, t, &rule)) {
        state.note(rule, *why);
        return false;
    }
    state.take(t);
    enter_battle_zone(state, t, false, cite::kPutVsSummon);
    state.note(cite::kPutVsSummon, say::kPutNotSummoned, {{"card", t}});
    return true;
}

// Using a creature summons it (DM-R-USE-IS-SUMMON), using a spell casts it; paid unless free="true".
bool use_card(GameState& state, const Context& ctx, const Ability& a, const CardId& t, Decisions& decisions) {
    // A card is used from the zone it is in. One in no zone is being resolved or held (a spell
    // naming itself: target left at self): the text asks for what cannot be, so the file is
    // wrong, never a rules answer (and casting it again would recurse without end).
    if (!state.locate(t))
        throw std::invalid_argument(
            msg::say(say::kUseNamesResolving, {{"source", ctx.source}, {"card", t == ctx.source ? msg::text(say::kTheCardItself) : msg::Text::same(t)}}));
    const bool free = arg(a, "free") == "true"sv;
    if (half_to_use(state, ctx, a, t, decisions) == "creature"sv) {
        state.note(cite::kUseIsSummon, free ? say::kUseIsSummonFree : say::kUseIsSummonPaid, {{"player", ctx.controller}, {"card", t}});
        if (auto refused = refusal_in([&] { return summon(state, ctx.controller, t, "", !free, nullptr, decisions, cite::kUseIsSummon); })) {
            state.note(refused->rule, say::kUseFails, {{"why", refused->reason}});
            return false;
        }
        return true;
    }
    if (!free)
        if (auto refused = pay_cost(state, ctx.controller, t, nullptr, decisions, cost_stat_of_half(state, t, "spell"))) throw std::move(*refused);
    cast_spell(state, ctx.controller, t, "", "", decisions);
    return true;
}

namespace {

bool set_tapped(GameState& state, const CardId& t, bool tapped) {
    if (!is_creature(state, t)) return false;
    state.card(t).tapped = tapped;
    state.note(cite::kEffectAsWritten, tapped ? say::kIsTapped : say::kIsUntapped, {{"card", t}});
    return true;
}

}  // namespace

bool tap_creature(GameState& state, const Context&, const Ability&, const CardId& t, Decisions&) { return set_tapped(state, t, true); }
bool untap_creature(GameState& state, const Context&, const Ability&, const CardId& t, Decisions&) { return set_tapped(state, t, false); }

namespace {

// The ability as battle's second creature is looked for: by its with-… filters when any is
// written (with-side="opponent" is side="opponent" for the second), else by the first one's, so
// that "two of the opponent's creatures battle" is written once.
Ability second_creature_of(const Ability& a) {
    constexpr std::string_view prefix = "with-";
    Ability second = a;
    second.arguments.clear();
    for (const auto& [name, value] : a.arguments)
        if (name.starts_with(prefix)) second.arguments[name.substr(prefix.size())] = value;
    return second.arguments.empty() ? a : second;
}

}  // namespace

// An effect battle (DM-R-EFFECT-BATTLE): the target fights another creature, the one `with` finds.
// The card the action named went to the first target when both are chosen; the second is asked for.
bool fight(GameState& state, const Context& ctx, const Ability& a, const CardId& t, Decisions& decisions) {
    auto against = ctx;
    against.other_than = t;
    if (a.target == "choose"sv) against.chosen.clear();
    auto others = resolve_targets(state, against, second_creature_of(a), arg(a, "with"), decisions);
    if (!others.empty() && others.front() == t) {  // self against self: the source itself, or its id written twice
        state.note(cite::kEffectBattle, say::kNoBattleWithItself, {{"card", t}});
        return false;
    }
    if (others.empty() || !is_creature(state, t) || !is_creature(state, others.front())) return false;
    battle(state, t, others.front(), true, decisions);
    return true;
}

}  // namespace judge::dm
