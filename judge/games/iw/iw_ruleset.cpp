// The Imitation World ruleset: what a scenario may say for iw, the turn, cost zone, playing
// cards with their once-per-play response window, and using abilities and effects.
#include "judge/core/numbers.hpp"
#include "judge/games/iw/iw_ruleset.hpp"

#include <algorithm>
#include <map>

#include "judge/games/iw/iw_internal.hpp"
#include "judge/games/iw/iw_messages.hpp"
#include "messages/language.hpp"
#include "judge/games/iw/iw_rules.hpp"

namespace judge::iw {

namespace {

const char* kWindowUsed = "iw.window-used:";  // + card id: someone already responded to that play

[[nodiscard]] std::optional<Refused> require_main_phase(const GameState& state, const PlayerId& player, const msg::Text& what) {
    if (state.phase != "main"sv || state.active != player)
        return Refused(cite::kTurnStructure, msg::text(say::kOnlyOwnMainPhase, {{"what", what}, {"player", player}, {"active", state.active},
                                                                        {"phase", phase_word(state.phase)}}));
    return std::nullopt;
}

// IW-R-PAST-ZONE: a card sent to the past zone is out of the game's use: neither played nor used.
[[nodiscard]] std::optional<Refused> require_not_in_past(const GameState& state, const CardId& card) {
    if (state.is_in(card, "past")) return Refused(cite::kPastZone, msg::text(say::kInPastZone, {{"card", card}}));
    return std::nullopt;
}

[[nodiscard]] std::optional<Refused> require_in_hand(const GameState& state, const PlayerId& player, const CardId& card) {
    if (auto refused = require_not_in_past(state, card)) return refused;
    if (!state.is_in(card, "hand") || state.card(card).owner != player)
        return Refused(cite::kHand, msg::text(say::kNotInHand, {{"card", card}, {"player", player}}));
    return std::nullopt;
}

[[nodiscard]] std::optional<Refused> require_cost(GameState& state, const PlayerId& player, const CardId& card) {
    int printed = value_of(state, card, "printed:cost");
    int play = value_used(state, card, "cost");
    if (play != printed)
        state.note(cite::kPlayCost, say::kPlayCostIs, {{"card", card}, {"play", play}, {"printed", printed}, {"rule", cite::kPrintedCost}});
    int available = cost_zone_count(state, player);
    if (available < play)
        return Refused(cite::kPlayCostCondition, msg::text(say::kCostNotMet, {{"card", card}, {"cost", play}, {"player", player}, {"n", available}}));
    state.note(cite::kPlayCostCondition, say::kCostMet, {{"player", player}, {"n", available}, {"cost", play}});
    return std::nullopt;
}

bool has_kind(const Card& card, const std::string& kind) {
    return std::any_of(card.abilities().begin(), card.abilities().end(), [&](const Ability& a) { return a.kind == kind; });
}

std::size_t discard_amount(const Ability& a) {
    return static_cast<std::size_t>(whole_number(a.arguments.count("amount") ? a.arguments.at("amount") : "1", "amount"));
}

// A play condition that could not be paid makes the play impossible: refused now, not left as a
// choice among too few cards when the play resolves.
[[nodiscard]] std::optional<Refused> require_play_conditions_payable(const GameState& state, const PlayerId& player, const CardId& card_id) {
    for (const auto& a : state.card(card_id).abilities()) {
        if (a.kind != "play-condition"sv || a.operation != "discard"sv) continue;
        const auto others = state.zone(player, "hand").cards.size() - 1;  // the played card leaves the hand
        if (others < discard_amount(a))
            return Refused(cite::kEffects, msg::text(say::kDiscardTooFew, {{"card", card_id}, {"n", discard_amount(a)}, {"player", player}, {"others", others}}));
    }
    return std::nullopt;
}

void pay_play_conditions(GameState& state, const StackItem& item, Decisions& decisions) {
    const auto& card = state.card(item.card);
    for (const auto& a : card.abilities()) {
        if (a.kind != "play-condition"sv || a.operation != "discard"sv) continue;
        auto amount = discard_amount(a);
        auto hand = state.zone(item.controller, "hand").cards;
        auto chosen = decisions.choose_several(item.controller, "discard", msg::say(say::kPromptDiscard, {{"card", item.card}}), hand, amount, amount);
        for (const auto& c : chosen) to_trash(state, c, cite::kEffects);
        state.note(cite::kEffects, say::kPaysCondition, {{"player", item.controller}, {"card", item.card}, {"n", amount}});
    }
}

void resolve_item(GameState& state, StackItem item, Decisions& decisions) {
    auto& card = state.card(item.card);
    if (item.nullified) {
        state.note(cite::kNullifyPlay, say::kPlayNullified, {{"card", item.card}});
        state.record({"play-nullified", item.card, item.controller, ""});
        state.move(item.card, card.owner, "trash");
        card.face_down = false;
        state.note(cite::kNullifyPlay, say::kNullifiedToTrash, {{"card", item.card}, {"player", card.owner}});
        return;
    }
    if (item.context.count("barrier-trap")) {
        state.flags[kTrapAttackers] = item.context["attackers"];
        for (const auto& a : card.abilities())
            if (a.kind == "barrier-trap"sv) resolve_ability(state, item.card, a, item.controller, "", decisions, cite::kBarrierTrap);
        state.flags.erase(kTrapAttackers);
        to_trash(state, item.card, cite::kResolvedToTrash);
        return;
    }
    pay_play_conditions(state, item, decisions);
    state.record({"played", item.card, item.controller, ""});
    if (item.context.count("responds-to")) {
        for (auto& other : state.stack)
            if (other.card == item.context["responds-to"]) other.nullified = true;
        state.note(cite::kNullifyPlay, say::kNullifies, {{"card", item.card}, {"target", item.context["responds-to"]}});
        to_trash(state, item.card, cite::kResolvedToTrash);
        return;
    }
    if (card.type == "geuda"sv || card.type == "object"sv || card.type == "enchant"sv) {
        enter_field(state, item.card, "set", decisions);
        if (card.type == "enchant"sv) {
            card.attached_to = item.context["attach-to"];
            state.note(cite::kAttachedCards, say::kAttachedTo, {{"card", item.card}, {"host", card.attached_to}});
        }
    } else if (card.type == "territory"sv) {
        enter_field(state, item.card, "territory", decisions);
    } else {
        state.note(cite::kEffects, say::kCardResolves, {{"card", item.card}});
        for (const auto& a : card.abilities())
            if (a.kind == "play"sv) resolve_ability(state, item.card, a, item.controller, item.context["target"], decisions, cite::kEffects);
        to_trash(state, item.card, cite::kResolvedToTrash);
    }
}

}  // namespace

// Everything on the stack resolves, last in first out: the top was passed, and every play below
// it already had its one response.
void resolve_stack(GameState& state, Decisions& decisions) {
    if (state.stack.empty()) return;
    state.note(cite::kResponseWindow, say::kNoFurtherResponse);
    while (!state.stack.empty()) {
        auto item = state.stack.back();
        state.stack.pop_back();
        if (state.flags.count(kWindowUsed + item.card))
            state.note(cite::kResponseWindowOnceRuling, say::kWindowCloses, {{"card", item.card}});
        resolve_item(state, item, decisions);
    }
    resolve_waiting(state, decisions);
}

namespace {

[[nodiscard]] std::optional<Refused> play(GameState& state, const Action& action, Decisions& decisions) {
    if (auto refused = require_nothing_open(state, decisions, msg::text(say::kWhatPlayCard))) return refused;
    const auto card_id = action.arg("card");
    if (auto refused = require_main_phase(state, action.player, msg::text(say::kWhatPlayCards))) return refused;
    if (auto refused = require_in_hand(state, action.player, card_id)) return refused;
    const auto& card = state.card(card_id);
    if (has_kind(card, "response") && card.type != "geuda"sv)
        return Refused(cite::kResponseWindow, msg::text(say::kRespondOnly, {{"card", card_id}}));
    StackItem item{card_id, action.player, -1, "", false, {}};
    if (card.type == "enchant"sv) {
        auto host = action.arg("attach-to");
        if (host.empty() || !is_geuda(state, host)) {
            // A ゲウダ's card off the field is no ゲウダ to attach to (IW-R-NOT-GEUDA-OUTSIDE-FIELD).
            const bool off_field_geuda = !host.empty() && state.has_card(host) && state.card(host).type == "geuda"sv;
            return Refused(off_field_geuda ? cite::kNotGeudaOutsideField : cite::kAttachedCards, msg::text(say::kMustAttach, {{"card", card_id}}));
        }
        item.context["attach-to"] = host;
    }
    if (!action.arg("target").empty()) {
        for (const auto& a : card.abilities())
            if (a.kind == "play"sv)
            if (auto refused = check_chosen_target(state, card_id, a, action.player, action.arg("target"))) return refused;
        item.context["target"] = action.arg("target");
    }
    if (auto refused = require_play_conditions_payable(state, action.player, card_id)) return refused;
    if (auto refused = require_cost(state, action.player, card_id)) return refused;
    state.take(card_id);
    state.stack.push_back(item);
    state.note(cite::kResponseWindow, say::kPlays, {{"player", action.player}, {"card", card_id}, {"opponent", state.opponent_of(action.player)}});
    return std::nullopt;
}

[[nodiscard]] std::optional<Refused> respond(GameState& state, const Action& action, Decisions&) {
    const auto card_id = action.arg("card");
    const auto target = action.arg("responds-to");
    auto it = std::find_if(state.stack.begin(), state.stack.end(), [&](const StackItem& s) { return s.card == target; });
    // A play that has resolved had its one chance to be answered, answered or passed: the same
    // point as a second answer (IW-R-PLAY-RESPONSE-ONCE). Only a card never played waits for nothing.
    const bool resolved = std::any_of(state.events.begin(), state.events.end(), [&](const Event& e) {
        return e.card == target && (e.type == "played" || e.type == "play-nullified");
    });
    if (it == state.stack.end() && !state.flags.count(kWindowUsed + target) && !resolved)
        return Refused(cite::kResponseWindow, msg::text(say::kNotWaitingPlay, {{"card", target}}));
    if (it == state.stack.end() || state.flags.count(kWindowUsed + target))
        return Refused(cite::kPlayResponseOnce, msg::text(say::kAlreadyAnswered, {{"card", target}}));
    if (it->controller == action.player) return Refused(cite::kResponseWindow, msg::text(say::kAnsweredByOther));
    if (&*it != &state.stack.back()) return Refused(cite::kResponseWindow, msg::text(say::kOnlyLatestPlay));
    if (auto refused = require_in_hand(state, action.player, card_id)) return refused;
    if (!has_kind(state.card(card_id), "response"))
        return Refused(cite::kResponseWindow, msg::text(say::kNotResponseCard, {{"card", card_id}}));
    if (auto refused = require_cost(state, action.player, card_id)) return refused;
    state.flags[kWindowUsed + target] = "yes";
    state.take(card_id);
    state.stack.push_back({card_id, action.player, -1, target, false, {{"responds-to", target}}});
    state.note(cite::kResponseWindow, say::kAnswers, {{"player", action.player}, {"target", target}, {"card", card_id}});
    return std::nullopt;
}

[[nodiscard]] std::optional<Refused> put_cost(GameState& state, const Action& action, Decisions& decisions) {
    if (auto refused = require_nothing_open(state, decisions, msg::text(say::kWhatPutCost))) return refused;
    const auto card_id = action.arg("card");
    if (auto refused = require_main_phase(state, action.player, msg::text(say::kWhatPutCost))) return refused;
    if (auto refused = require_in_hand(state, action.player, card_id)) return refused;
    auto key = "iw.cost-put:" + action.player + ":" + std::to_string(state.turn);
    if (state.count(key) >= 1) return Refused(cite::kCostZone, msg::text(say::kCostAlreadyPut, {{"player", action.player}}));
    state.bump(key);
    state.move(card_id, action.player, "cost");
    state.card(card_id).face_down = action.arg("face", "down") == "down"sv;
    state.note(cite::kCostZone, state.card(card_id).face_down ? say::kPutsCostFaceDown : say::kPutsCostFaceUp,
                                          {{"player", action.player}, {"card", card_id}});
    return std::nullopt;
}

// The card's ability of that kind and number, if it has one.
const Ability* find_ability(const GameState& state, const CardId& card_id, const std::string& kind, int index) {
    int seen = 0;
    for (const auto& a : state.card(card_id).abilities())
        if (a.kind == kind && seen++ == index) return &a;
    return nullptr;
}

[[nodiscard]] std::optional<Refused> use(GameState& state, const Action& action, Decisions& decisions) {
    const auto card_id = action.arg("card");
    const auto kind = action.arg("ability");
    const int index = whole_number(action.arg("index", "1"), "index") - 1;
    const auto* found = find_ability(state, card_id, kind, index);
    if (!found) return Refused(cite::kAbilities, msg::text(say::kNoSuchAbility, {{"card", card_id}, {"kind", ability_kind_word(kind)}, {"n", index + 1}}));
    const auto& ability = *found;
    auto& card = state.card(card_id);
    const bool geuda_text = card.type == "geuda"sv;
    if (card.owner != action.player) return Refused(cite::kOwnerZones, msg::text(say::kNotYourCard, {{"card", card_id}, {"player", action.player}}));
    if (auto refused = require_not_in_past(state, card_id)) return refused;
    const char* rule = nullptr;
    if (kind == "paan"sv) {
        rule = geuda_text ? cite::kPaanAbility : cite::kPaanEffect;
        // A ゲウダ's card off the field is no ゲウダ (IW-R-NOT-GEUDA-OUTSIDE-FIELD): that, not the パーン rule, decides.
        if (!is_on_field(state, card_id)) return Refused(geuda_text ? cite::kNotGeudaOutsideField : rule, msg::text(say::kNotOnField, {{"card", card_id}}));
        if (geuda_text && in_battle(state, card_id)) return Refused(rule, msg::text(say::kInBattleNoPaan, {{"card", card_id}}));
        if (card.tapped) return Refused(cite::kStates, msg::text(say::kAlreadyPaan, {{"card", card_id}, {"rule", rule}}));
        if (geuda_text) {
            if (card.entered_turn == state.turn) {
                if (!has_keyword(state, card_id, kHasteKw)) return Refused(rule, msg::text(say::kSummoningSickness, {{"card", card_id}}));
                // 急襲 is a "can use パーン abilities" that a "cannot" effect still beats (IW-R-NEGATIVE-WINS).
                if (auto refused = check_permission(state, card_id, "paan", msg::text(say::kDoUsePaanAbilities), "急襲, IW-R-HASTE")) return refused;
                state.note(cite::kHaste, say::kHastePaan, {{"card", card_id}});
            }
        } else if (card.entered_turn == state.turn) {
            state.note(cite::kPaanEffect, say::kNoSicknessNotGeuda, {{"card", card_id}});
        }
        if (auto refused = check_permission(state, card_id, "paan", msg::text(say::kDoUsePaan))) return refused;
        // No timing limits a パーン use beyond the battle rule above, so it may be used while an
        // attack is open (the battle stays open); a play waiting for its answer comes first.
        if (!state.stack.empty())
            if (auto refused = require_nothing_open(state, decisions, msg::text(geuda_text ? say::kWhatUsePaanAbility : say::kWhatUsePaanEffect)))
                return refused;
        if (auto refused = check_chosen_target(state, card_id, ability, action.player, action.arg("target"))) return refused;
        card.tapped = true;
        state.note(rule, say::kTurnsPaan, {{"player", action.player}, {"card", card_id}});
    } else if (kind == "eventi"sv) {
        rule = geuda_text ? cite::kEventiAbility : cite::kEventiEffect;
        if (auto refused = require_nothing_open(state, decisions, msg::text(geuda_text ? say::kWhatUseEventiAbility : say::kWhatUseEventiEffect, {{"rule", rule}}),
                                                cite::kEventiTiming))
            return refused;
        if (state.phase != "main"sv || state.active != action.player)
            return Refused(rule, msg::text(geuda_text ? say::kEventiAbilitiesTiming : say::kEventiEffectsTiming,
                                   {{"player", action.player}, {"rule", cite::kEventiTiming}}));
        // A ゲウダ's card off the field is no ゲウダ (IW-R-NOT-GEUDA-OUTSIDE-FIELD): that, not the パーン rule, decides.
        if (!is_on_field(state, card_id)) return Refused(geuda_text ? cite::kNotGeudaOutsideField : rule, msg::text(say::kNotOnField, {{"card", card_id}}));
        auto key = "iw.eventi:" + card_id + ":" + std::to_string(index) + ":" + std::to_string(state.turn);
        if (ability.once_per_turn && state.count(key) >= 1) return Refused(rule, msg::text(say::kOncePerTurn));
        if (auto refused = check_chosen_target(state, card_id, ability, action.player, action.arg("target"))) return refused;
        state.bump(key);
        state.note(rule, geuda_text ? say::kUsesEventiAbility : say::kUsesEventiEffect,
                                   {{"player", action.player}, {"card", card_id}, {"n", state.count(key)}});
    } else {  // costzone: the last kind <use> takes (actions() below)
        rule = geuda_text ? cite::kCostZoneAbility : cite::kCostZoneEffect;
        if (!state.is_in(card_id, "cost") || card.face_down)
            return Refused(rule, msg::text(say::kCostZoneFaceUpOnly, {{"card", card_id}}));
        // Like a パーン use: no timing limits it, so an open attack stays open; a waiting play comes first.
        if (!state.stack.empty())
            if (auto refused = require_nothing_open(state, decisions, msg::text(geuda_text ? say::kWhatUseCostZoneAbility : say::kWhatUseCostZoneEffect)))
                return refused;
        if (auto refused = check_chosen_target(state, card_id, ability, action.player, action.arg("target"))) return refused;
        state.note(rule, say::kUsesFromCostZone, {{"player", action.player}, {"card", card_id}});
    }
    resolve_ability(state, card_id, ability, action.player, action.arg("target"), decisions, rule);
    resolve_waiting(state, decisions);
    return std::nullopt;
}

[[nodiscard]] std::optional<Refused> advance_phase(GameState& state, Decisions& decisions) {
    if (auto refused = require_nothing_open(state, decisions, msg::text(say::kWhatEndPhase, {{"phase", phase_word(state.phase)}}))) return refused;
    if (state.phase == "start"sv) {
        state.phase = "draw";
        auto& deck = state.zone(state.active, "deck").cards;
        if (!deck.empty()) {
            auto top = deck.front();
            state.move(top, state.active, "hand");
            state.card(top).face_down = false;
            state.note(cite::kTurnStructure, say::kDrawsCard, {{"player", state.active}, {"card", top}});
        } else {
            state.note(cite::kWinCondition, say::kNoCardToDraw, {{"player", state.active}});
        }
    } else if (state.phase == "draw"sv) {
        state.phase = "main";
    } else if (state.phase == "main"sv) {
        state.phase = "end";
        state.end_turn_effects();
        state.note(cite::kTurnStructure, say::kEndOfTurn);
    } else {
        state.active = state.opponent_of(state.active);
        ++state.turn;
        state.phase = "start";
        for (const char* zone : {"set", "territory"})
            for (const auto& id : state.zone(state.active, zone).cards) state.card(id).tapped = false;
        state.note(cite::kTurnStructure, say::kNewTurn, {{"n", state.turn}, {"player", state.active}});
    }
    state.note(cite::kTurnStructure, say::kPhaseIs, {{"phase", phase_word(state.phase)}});
    return std::nullopt;
}

}  // namespace

const std::vector<std::string>& ImitationWorld::zone_names() const {
    static const std::vector<std::string> kZoneNames{"deck", "hand", "set", "territory", "cost", "barrier", "trash", "past", "aga"};
    return kZoneNames;
}

// IW-R-AGA: a player has one アガ, so a set-up with a second in the アガ zone is no game of iw.
std::span<const ZoneLimit> ImitationWorld::zone_limits() const {
    static constexpr ZoneLimit kLimits[] = {{"aga", 1, cite::kAga}};
    return kLimits;
}

std::vector<std::string> ImitationWorld::card_types() const {
    return {"geuda", "aga", "eventi", "spell", "enchant", "object", "territory"};
}

std::vector<ActionSpec> ImitationWorld::actions() const {
    const auto card = card_attr("card");
    return {{"put-cost", {card, optional(word_attr("face", {"up", "down"}))}},
            {"play", {card, optional(card_attr("target")), optional(card_attr("attach-to"))}},
            {"respond", {card, card_attr("responds-to")}},
            {"pass", {}},
            {"attack", {cards_attr("attackers"), optional(card_attr("target", {"player"}))}},
            {"block", {cards_attr("blockers")}},
            {"use", {card, word_attr("ability", {"paan", "eventi", "costzone"}), optional(number_attr("index", 1, 100)), optional(card_attr("target"))}},
            {"present-deck", {}},
            {"next-phase", {}, false},
            {"next-turn", {}, false}};
}

// The decisions the iw files ask for (decisions.choose… calls).
std::vector<DecisionSpec> ImitationWorld::decision_kinds() const {
    // order: card ids, or id#N where one card has several waiting abilities (iw_effects.cpp).
    return {{"may", word_attr("choice", {"yes", "no"})}, {"target", card_attr("choice")}, {"discard", cards_attr("choice")},
            {"order", text_attr("choice")}};
}

std::vector<std::string> ImitationWorld::ability_kinds() const {
    return {"paan", "eventi", "costzone", "static", "triggered", "response", "barrier-trap", "play", "play-condition"};
}

// trigger="…": queue_triggers in iw_effects.cpp (destroy and enter_field).
std::vector<std::string> ImitationWorld::triggers() const { return {"destroyed", "enters"}; }

namespace {

// Each keyword name a scenario may write (Japanese, then the English alias) and its canonical name.
// バリアトラップ is not a keyword here: a barrier card's trap is its ability of kind "barrier-trap".
const std::vector<std::pair<std::string, std::string>>& keyword_table() {
    static const std::vector<std::pair<std::string, std::string>> kNames = {
        {"急襲", kHasteKw},          {"haste", kHasteKw},
        {"貫通", kPierceKw},         {"pierce", kPierceKw},
        {"バリアクラッシャー", kCrusherKw}, {"barrier-crusher", kCrusherKw},
        {"罠破り", kTrapBreakerKw},  {"trap-breaker", kTrapBreakerKw},
        {"連結攻撃", kLinkedKw},     {"linked-attack", kLinkedKw}};
    return kNames;
}

}  // namespace

std::optional<std::string> ImitationWorld::keyword(const std::string& name) const {
    std::string lower = name;
    for (auto& c : lower)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + 32);
    for (const auto& [written, canonical] : keyword_table())
        if (written == lower) return canonical;
    return std::nullopt;
}

std::vector<std::string> ImitationWorld::keyword_names() const {
    std::vector<std::string> out;
    for (const auto& entry : keyword_table()) out.push_back(entry.first);
    return out;
}

// The events the iw files record (state.record); a test checks the sources name no other.
std::vector<std::string> ImitationWorld::event_types() const {
    return {"aga-destroyed", "attack-declared", "barrier-broken", "barrier-trap-played", "blocked", "destroyed", "entered", "left-field", "play-nullified",
            "played", "trashed"};
}

std::vector<std::string> ImitationWorld::citations() const { return {std::begin(cite::kAll), std::end(cite::kAll)}; }

int ImitationWorld::read_value(const GameState& state, const CardId& card, const std::string& stat) const {
    return value_of(state, card, stat);
}

void ImitationWorld::after_setup(GameState& state) const {
    const auto zones = state.zones_by_card();
    std::size_t at = 0;
    for (auto& [id, card] : state.cards) {
        // Most cards are elsewhere: their zone is read as a view, and named only for a note.
        const auto zone = zones[at++];
        if ((zone != "trash"sv && zone != "past"sv) || !card.face_down) continue;
        auto where = state.locate(id);
        if ((where->zone == "trash"sv || where->zone == "past"sv) && card.face_down) {
            card.face_down = false;
            state.note(cite::kTrashFaceUp, say::kFaceUpAtSetup, {{"card", id}, {"zone", zone_word(where->zone)}});
        }
    }
    std::vector<CardId> orphans;
    for (const auto& [id, card] : state.cards)
        if (!card.attached_to.empty() && is_on_field(state, id) && !is_on_field(state, card.attached_to)) orphans.push_back(id);
    for (const auto& id : orphans) to_trash(state, id, cite::kAttachedCards);
    note_static_reach(state);
}

std::optional<Refused> ImitationWorld::perform(GameState& state, const Action& action, Decisions& decisions) const {
    auto refused = perform_move(state, action, decisions);
    if (!refused) note_static_reach(state);
    return refused;
}

std::optional<Refused> ImitationWorld::perform_move(GameState& state, const Action& action, Decisions& decisions) const {
    if (state.winner) return Refused(cite::kWinCondition, msg::text(say::kGameOver, {{"player", *state.winner}}));
    const auto& kind = action.kind;
    if (kind == "put-cost"sv) return put_cost(state, action, decisions);
    if (kind == "play"sv) return play(state, action, decisions);
    if (kind == "respond"sv) return respond(state, action, decisions);
    if (kind == "pass"sv) return pass(state, action, decisions);
    if (kind == "attack"sv) {
        if (auto refused = require_nothing_open(state, decisions, msg::text(say::kWhatDeclareAttack))) return refused;

        return declare_attack(state, action);
    }
    if (kind == "block"sv) return declare_block(state, action, decisions);
    if (kind == "use"sv) return use(state, action, decisions);
    if (kind == "present-deck"sv) return present_deck(state, action);
    if (kind == "next-phase"sv) return advance_phase(state, decisions);
    if (kind == "next-turn"sv) {
        auto turn = state.turn;
        while (state.turn == turn || state.phase != "main"sv)
            if (auto refused = advance_phase(state, decisions)) return refused;
    }
    return std::nullopt;
}

void ImitationWorld::finish(GameState& state, Decisions& decisions) const {
    finish_open_steps(state, decisions);
    note_static_reach(state);
}

std::vector<Answer> ImitationWorld::open_answers(const GameState& state) const { return answers_to_open_step(state); }

}  // namespace judge::iw
