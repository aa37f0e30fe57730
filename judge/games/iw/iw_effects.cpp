// Imitation World effects: the effect vocabulary's operations, targets, destruction, entering
// the field and triggered abilities that wait.
#include <algorithm>

#include "judge/core/leave_field.hpp"
#include "judge/core/numbers.hpp"
#include "judge/core/repeat_detector.hpp"
#include "judge/games/scenario_words.hpp"
#include "judge/games/iw/iw_operations.hpp"
#include "judge/games/iw/iw_messages.hpp"
#include "messages/language.hpp"
#include "judge/games/iw/iw_rules.hpp"

namespace judge::iw {

namespace {

// The cards an operation may be aimed at when its target is chosen: the ゲウダ its filters let through.
std::vector<CardId> legal_targets(const GameState& state, const CardId& source, const Ability& a, const PlayerId& controller) {
    std::vector<CardId> out;
    if (a.operation == "return-to-hand"sv) {
        // IW-R-OWNER-ZONES: "from the trash to the hand" means your own trash and your own hand.
        return state.zone(controller, "trash").cards;
    }
    for (const auto& player : state.players)
        for (const auto& id : state.zone(player.id, "set").cards)
            if (is_geuda(state, id) && passes_filters(state, a, id, source, controller)) out.push_back(id);
    return out;
}

// Why `wanted` is no legal target of the ability, or nothing when it is one.
[[nodiscard]] std::optional<Refused> legal_target_refusal(const GameState& state, const CardId& source, const Ability& a, const PlayerId& controller,
                                            const CardId& wanted) {
    auto legal = legal_targets(state, source, a, controller);
    if (std::find(legal.begin(), legal.end(), wanted) != legal.end()) return std::nullopt;
    const auto& card = state.card(wanted);
    if (a.operation == "return-to-hand"sv && card.owner != controller)
        return Refused(cite::kOwnerZones, msg::text(say::kNotOwnersZones, {{"card", wanted}, {"owner", card.owner}}));
    if (card.type == "geuda"sv && !is_on_field(state, wanted))
        return Refused(cite::kNotGeudaOutsideField, msg::text(say::kNotGeudaOffField, {{"card", wanted}}));
    return Refused(cite::kEffects, msg::text(say::kNotLegalTarget, {{"card", wanted}, {"source", source}, {"op", operation_word(a.operation)}}));
}

std::vector<CardId> resolve_targets(GameState& state, const CardId& source, const Ability& a, const PlayerId& controller,
                                    const std::string& chosen, Decisions& decisions) {
    const auto& t = a.target;
    auto filtered = [&](std::vector<CardId> cards) {
        std::erase_if(cards, [&](const CardId& id) { return id.empty() || !passes_filters(state, a, id, source, controller); });
        return cards;
    };
    if (t.empty() || t == "self"sv) return filtered({source});
    if (t == "host"sv) return filtered({state.card(source).attached_to});
    if (t == "attackers"sv) {
        // Read with find: flags[] would add an empty attackers flag, and an attack would seem open.
        const auto trap = state.flags.find(kTrapAttackers);
        const auto open = state.flags.find(kAttackers);
        return filtered(split_words(trap != state.flags.end() ? trap->second : open != state.flags.end() ? open->second : std::string()));
    }
    if (t == "my-geuda"sv || t == "opponent-geuda"sv || t == "all-geuda"sv) {
        std::vector<CardId> out;
        for (const auto& player : state.players) {
            bool mine = player.id == controller;
            if ((t == "my-geuda"sv && !mine) || (t == "opponent-geuda"sv && mine)) continue;
            for (const auto& id : state.zone(player.id, "set").cards)
                if (is_geuda(state, id) && passes_filters(state, a, id, source, controller)) out.push_back(id);
        }
        return out;
    }
    auto legal = legal_targets(state, source, a, controller);
    std::string wanted = t == "choose"sv ? chosen : t;
    if (wanted.empty()) {
        if (legal.empty()) return {};
        wanted = decisions.choose(controller, "target", msg::say(say::kPromptTarget, {{"source", source}, {"op", operation_word(a.operation)}}), legal);
    }
    if (auto refused = legal_target_refusal(state, source, a, controller, wanted)) throw std::move(*refused);
    return {wanted};
}

void queue_triggers(GameState& state, const CardId& id, const std::string& trigger) {
    const auto& card = state.card(id);
    for (std::size_t i = 0; i < card.abilities().size(); ++i)
        if (card.abilities()[i].kind == "triggered"sv && card.abilities()[i].trigger == trigger)
            state.waiting.push_back({id, card.owner, static_cast<int>(i), trigger});
}

}  // namespace

bool passes_filters(const GameState& state, const Ability& a, const CardId& id, const CardId& source, const PlayerId& controller) {
    return passes_card_filters(state, a, id, source, controller, filter_words(),
                               [&](const CardId& card, const std::string& stat) { return value_of(state, card, stat); });
}

// Imitation World's field for judge/core/leave_field: the set and territory zones (IW-R-FIELD);
// effects given to or lasting by a card end as it leaves (IW-A-LEFT-FIELD-NEW-CARD,
// IW-A-WHILE-SOURCE); an enchantment follows its host to the trash by any route (IW-R-ATTACHED-CARDS).
const FieldRules& field_rules() {
    static const FieldRules rules{is_on_field, msg::text(say::kFieldName),
                                  cite::kWhileSource, cite::kLeftFieldNewCard,
                                  [](GameState& state, const CardId& attached, const CardId& host) {
                                      state.note(cite::kAttachedCards, say::kHostLeft, {{"card", attached}, {"host", host}});
                                      to_trash(state, attached, cite::kAttachedCards);
                                  }};
    return rules;
}

// A target named when the card is played or the ability used is checked then, before any cost is paid.
[[nodiscard]] std::optional<Refused> check_chosen_target(const GameState& state, const CardId& source, const Ability& a, const PlayerId& controller,
                                           const std::string& chosen) {
    if (a.target == "choose"sv && !chosen.empty() && !a.operation.empty() && operation_entry(a.operation).each)
        return legal_target_refusal(state, source, a, controller, chosen);
    return std::nullopt;
}

void to_trash(GameState& state, const CardId& id, const char* cite_id) {
    auto& card = state.card(id);
    const bool was_face_down = card.face_down;
    const bool was_on_field = is_on_field(state, id);
    state.move(id, card.owner, "trash");
    card.face_down = false;
    card.tapped = false;
    card.attached_to.clear();
    state.note(cite_id, say::kToTrash, {{"card", id}, {"player", card.owner}});
    if (was_face_down) state.note(cite::kTrashFaceUp, say::kTurnedFaceUpInTrash, {{"card", id}});
    state.record({"trashed", id, card.owner, ""});
    if (was_on_field) leave_field(state, id, "trash", field_rules());
}

void destroy(GameState& state, const CardId& id, const std::string& cause, Decisions&) {
    if (!is_on_field(state, id)) return;
    state.record({"destroyed", id, state.card(id).owner, cause});
    to_trash(state, id, cite::kDestroyedToTrash);
    queue_triggers(state, id, "destroyed");
}

void enter_field(GameState& state, const CardId& id, const std::string& zone, Decisions&) {
    auto& card = state.card(id);
    state.move(id, card.owner, zone);
    card.tapped = false;
    card.face_down = false;
    card.entered_turn = state.turn;
    state.note(cite::kEnterRepaan, say::kEntersRepaan, {{"card", id}, {"player", card.owner}, {"zone", zone_word(zone)}});
    state.record({"entered", id, card.owner, zone});
    queue_triggers(state, id, "enters");
}

void resolve_ability(GameState& state, const CardId& source, const Ability& a, const PlayerId& controller,
                     const std::string& chosen_target, Decisions& decisions, const char* cite_id) {
    if (!condition_holds(state, a, controller)) {
        state.note(cite_id, say::kConditionFails, {{"source", source}, {"op", operation_word(a.operation)},
                                                             {"condition", games::scenario_word(a.condition)}});
        return;
    }
    const auto& entry = operation_entry(a.operation);
    const Effect effect{source, a, controller, cite_id};
    if (entry.once) return entry.once(state, effect, decisions);
    if (!entry.each && !entry.shared) return;  // nullify-play: the play's response window; discard: a play's condition
    const auto targets = resolve_targets(state, source, a, controller, chosen_target, decisions);
    if (targets.empty()) {
        state.note(cite::kEffectFindsNothing, say::kFindsNothing, {{"source", source}, {"op", operation_word(a.operation)}});
        return;
    }
    for (const auto& target : targets) {
        if (entry.shared) entry.shared(state, effect, target);
        else entry.each(state, effect, target, decisions);
    }
}

namespace {

// The abilities waiting now, in the order they resolve (IW-A-WAITING-ORDER): the turn player's
// first, each player ordering their own when they have several.
std::vector<PendingTrigger> ordered_batch(GameState& state, Decisions& decisions) {
    auto batch = std::move(state.waiting);
    state.waiting.clear();
    if (batch.size() < 2) return batch;
    std::vector<PendingTrigger> out;
    for (const auto& player : {state.active, state.opponent_of(state.active)}) {
        std::vector<PendingTrigger> own;
        for (const auto& p : batch)
            if (p.controller == player) own.push_back(p);
        if (own.empty()) continue;
        auto label = [&](const PendingTrigger& p) {
            int same = 0;
            for (const auto& o : own) same += o.card == p.card ? 1 : 0;
            return same > 1 ? p.card + "#" + std::to_string(p.ability_index + 1) : p.card;
        };
        std::vector<std::string> labels;
        for (const auto& p : own) labels.push_back(label(p));
        auto order = decisions.choose_order(player, "order", msg::say(say::kPromptOrder, {{"player", player}}), labels);
        for (const auto& l : order)
            for (const auto& p : own)
                if (label(p) == l) out.push_back(p);
    }
    state.note(cite::kWaitingOrder, say::kAbilitiesWait, {{"n", out.size()}});
    return out;
}

}  // namespace

void resolve_waiting(GameState& state, Decisions& decisions) {
    RepeatDetector repeats;
    while (!state.waiting.empty()) {
        // Each round of waiting abilities starts from a board the repeat detector has not seen.
        repeats.before_resolving(state, decisions, state.waiting.front().card, state.waiting.front().cause);
        for (const auto& next : ordered_batch(state, decisions)) {
            const auto& card = state.card(next.card);
            const auto& ability = card.abilities().at(static_cast<std::size_t>(next.ability_index));
            const char* cite_id = card.type == "geuda"sv ? cite::kAbilities : cite::kEffects;
            state.note(cite_id, say::kAbilityResolves, {{"card", next.card}, {"cause", trigger_word(next.cause)}});

            resolve_ability(state, next.card, ability, next.controller, "", decisions, cite_id);
        }
    }
}

}  // namespace judge::iw
