// Duel Masters waiting abilities: nothing interrupts a resolution (except shield triggers and
// declarations); an ability that triggers meanwhile waits. Waiting abilities resolve the turn
// player's first, then the other player's, each player ordering their own ("order" decision).
// A triggered ability is independent of its card: it resolves even after the card has left.
#include <algorithm>

#include "judge/core/repeat_detector.hpp"
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

// kResolving holds a spell's card id, or a card id with this suffix while its ability resolves.
constexpr std::string_view kAbilitySuffix = "'s ability";

// What kResolving names, in both languages.
msg::Text resolving_name(const std::string& resolving) {
    if (resolving.ends_with(kAbilitySuffix))
        return msg::text(say::kAbilityOf, {{"card", resolving.substr(0, resolving.size() - kAbilitySuffix.size())}});
    return msg::Text::same(resolving);
}

const char* kDeclaredFrom = "dm.declared-from:";  // + card id: the zone a declared card came from

std::string cause_trigger(const PendingTrigger& p) { return p.cause.substr(0, p.cause.find('|')); }
std::string cause_subject(const PendingTrigger& p) {
    auto bar = p.cause.find('|');
    return bar == std::string::npos ? "" : p.cause.substr(bar + 1);
}

void resolve_declared(GameState& state, const PendingTrigger& p, Decisions& decisions) {
    const auto& a = state.card(p.card).abilities().at(static_cast<std::size_t>(p.ability_index));
    auto origin = state.flags[kDeclaredFrom + p.card];
    state.flags.erase(kDeclaredFrom + p.card);
    auto fizzle = [&](const msg::Text& why) {
        state.move(p.card, state.card(p.card).owner, origin.empty() ? "hand" : origin);
        state.record({"declared-fizzled", p.card, p.controller, ""});
        state.note(cite::kDeclaredAbility, say::kDeclaredFizzles, {{"card", p.card}, {"why", why}, {"zone", zone_name(origin)}});
    };
    if (!condition_holds(state, a, p.controller, p.card)) return fizzle(msg::text(say::kConditionNotNow, {{"condition", condition_name(a.condition)}}));
    if (arg(a, "pay") == "true"sv) {
        if (auto refused = refusal_in([&] { return pay_cost(state, p.controller, p.card, nullptr, decisions); }))
            return fizzle(msg::text(say::kCostNotPayable, {{"why", refused->reason}}));
    }
    state.note(cite::kDeclaredAbility, say::kDeclaredResolves, {{"card", p.card}});
    resolve_effect(state, Context{p.controller, p.card, cause_subject(p), "", ""}, static_cast<std::size_t>(p.ability_index), decisions);
}

void resolve_one(GameState& state, const PendingTrigger& p, Decisions& decisions) {
    if (p.ability_index == kKeywordAbility) return resolve_keyword_ability(state, p, decisions);
    if (resolve_declaration(state, p, decisions)) return;
    const auto& card = state.card(p.card);
    const auto& a = card.abilities().at(static_cast<std::size_t>(p.ability_index));
    if (a.kind == "declared"sv) return resolve_declared(state, p, decisions);
    auto trig = cause_trigger(p);
    state.note(cite::kWaitingAbilities, say::kWaitingResolves, {{"player", p.controller}, {"card", p.card}, {"trigger", trigger_name(trig)}});
    if (!in_battle_zone(state, p.card) && trig != "destroyed"sv)
        state.note(cite::kWaitingAfterLeave, say::kResolvesAfterLeaving, {{"card", p.card}});
    auto previous = state.flags[kResolving];
    state.flags[kResolving] = p.card + std::string(kAbilitySuffix);

    resolve_effect(state, Context{p.controller, p.card, cause_subject(p), "", ""}, static_cast<std::size_t>(p.ability_index), decisions);
    state.flags[kResolving] = previous;
}

}  // namespace

std::optional<CardId> ignoring_source(const GameState& state, const CardId& card, const std::string& trigger) {
    const auto owner = state.card(card).owner;
    for (const auto& player : state.players)
        for (const auto& id : state.zone(player.id, "battle").cards)
            for (const auto& s : state.card(id).abilities()) {
                if (s.kind != "static"sv || s.operation != "ignore"sv || !condition_holds(state, s, state.card(id).owner, id)) continue;
                // The loader keeps a trigger="…" attribute in Ability::trigger, not in the arguments.
                auto which = s.trigger.empty() ? std::string("any") : s.trigger;
                if (which != "any"sv && which != trigger) continue;
                auto side = arg(s, "side", "all");
                bool mine = owner == state.card(id).owner;
                if ((side == "opponent"sv && mine) || (side == "mine"sv && !mine)) continue;
                return id;
            }
    return std::nullopt;
}

bool ignored(GameState& state, const CardId& card, const Ability& a) {
    auto source = ignoring_source(state, card, a.trigger);
    if (!source) return false;
    if (auto label = arg(a, "label"); !label.empty())
        state.note(cite::kKeywordReminder, say::kReminderRead, {{"card", card}, {"label", label}, {"trigger", trigger_name(a.trigger)}});
    state.note(cite::kIgnoreAbility, say::kIgnores, {{"source", *source}, {"trigger", trigger_name(a.trigger)}, {"card", card}});
    return true;
}

void trigger(GameState& state, const CardId& card_id, const std::string& trig, const CardId& subject) {
    const auto& card = state.card(card_id);
    for (std::size_t i = 0; i < card.abilities().size(); ++i) {
        const auto& a = card.abilities()[i];
        if (a.kind != "triggered"sv || a.trigger != trig) continue;
        if (ignored(state, card_id, a)) continue;
        state.waiting.push_back({card_id, card.owner, static_cast<int>(i), trig + "|" + subject});
        auto resolving = state.flags.count(kResolving) ? state.flags.at(kResolving) : std::string();
        state.note(cite::kWaitingAbilities, resolving.empty() ? say::kTriggersAndWaits : say::kTriggersAndWaitsUntil,
                                                      {{"card", card_id}, {"trigger", trigger_name(trig)}, {"resolving", resolving_name(resolving)}});
        state.record({"triggered", card_id, card.owner, trig});
        if (!resolving.empty())
            state.note(cite::kNoInterruption, say::kNoInterruption, {{"resolving", resolving_name(resolving)}, {"card", card_id}});
    }
    keyword_triggers(state, card_id, trig, subject);
}

void trigger_declared(GameState& state, const std::string& trig, const CardId& subject, Decisions& decisions) {
    const auto subject_owner = state.card(subject).owner;
    for (const auto& player : state.players) {
        if (trig == "my-creature-destroyed"sv && player.id != subject_owner) continue;
        if (trig == "opponent-attacks"sv && player.id == subject_owner) continue;
        auto hand = state.zone(player.id, "hand").cards;
        for (const auto& id : hand) {
            const auto& abilities = state.card(id).abilities();
            for (std::size_t i = 0; i < abilities.size(); ++i) {
                const auto& a = abilities[i];
                if (a.kind != "declared"sv || a.trigger != trig) continue;
                if (!decisions.choose_may(player.id, prompt(say::kPromptDeclare, {{"card", id}, {"trigger", trigger_name(trig)}}))) {
                    state.note(cite::kDeclaredAbility, say::kDoesNotDeclare, {{"player", player.id}, {"card", id}});
                    continue;
                }
                bool holds = condition_holds(state, a, player.id, id);
                state.flags[kDeclaredFrom + id] = "hand";
                state.take(id);
                state.record({"declared", id, player.id, trig});
                state.note(cite::kDeclaredAbility, a.condition.empty() ? say::kDeclares : holds ? say::kDeclaresHolds : say::kDeclaresNotHolds,
                                                             {{"player", player.id}, {"card", id}, {"condition", condition_name(a.condition)}});
                state.waiting.push_back({id, player.id, static_cast<int>(i), trig + "|" + subject});
                break;
            }
        }
    }
}

void resolve_waiting(GameState& state, Decisions& decisions) {
    RepeatDetector repeats;
    bool turn_player_went_first = false;  // the order between players is a step only when both had some
    while (!state.waiting.empty() && !state.winner) {
        const auto turn_player = state.active;
        bool turn_players = std::any_of(state.waiting.begin(), state.waiting.end(), [&](const PendingTrigger& p) { return p.controller == turn_player; });
        const auto who = turn_players ? turn_player : state.opponent_of(turn_player);
        std::vector<PendingTrigger> batch;
        for (const auto& p : state.waiting)
            if (p.controller == who) batch.push_back(p);
        bool others = std::any_of(state.waiting.begin(), state.waiting.end(), [&](const PendingTrigger& p) { return p.controller != who; });
        std::vector<std::string> labels;
        for (const auto& p : batch) {
            bool shared = std::count_if(batch.begin(), batch.end(), [&](const PendingTrigger& q) { return q.card == p.card; }) > 1;
            labels.push_back(p.card + (shared ? "#" + std::to_string(p.ability_index + 1) : ""));
        }
        if (turn_players && others)
            state.note(cite::kWaitingOrder, say::kBothPlayersWait, {{"player", who}, {"other", state.opponent_of(who)}});
        else if (!turn_players && turn_player_went_first)
            state.note(cite::kWaitingOrder, say::kNonTurnPlayerAfter, {{"player", who}});
        turn_player_went_first = turn_player_went_first || turn_players;
        // Copies of one ability (a "before each break" ability triggered per break) need no order.
        bool all_same = std::all_of(labels.begin(), labels.end(), [&](const std::string& l) { return l == labels.front(); });
        auto order = all_same ? labels : decisions.choose_order(who, "order", prompt(say::kPromptOrderWaiting, {{"player", who}}), labels);
        if (batch.size() > 1 && !all_same) {
            state.note(cite::kWaitingOrder, say::kOrdersWaiting, {{"player", who}, {"order", msg::join(order)}});
        }
        std::vector<bool> used(batch.size(), false);
        for (const auto& o : order) {
            std::size_t k = 0;
            while (used[k] || labels[k] != o) ++k;
            used[k] = true;
            const auto p = batch[k];
            repeats.before_resolving(state, decisions, p.card, cause_trigger(p));
            auto it = std::find_if(state.waiting.begin(), state.waiting.end(), [&](const PendingTrigger& q) {
                return q.card == p.card && q.ability_index == p.ability_index && q.cause == p.cause && q.controller == p.controller;
            });
            if (it != state.waiting.end()) state.waiting.erase(it);
            resolve_one(state, p, decisions);
            destroy_zero_power(state, decisions);
            if (state.winner) return;
        }
    }
}

}  // namespace judge::dm
