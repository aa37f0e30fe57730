// The Duel Masters ruleset: what a scenario may say for dm, and the moves: charging mana,
// summoning, casting, attacking, blocking and moving through the turn.
#include "judge/games/dm/dm_ruleset.hpp"

#include <algorithm>
#include <map>

#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

[[nodiscard]] std::optional<Refused> refuse_unless_in_hand(const GameState& state, const PlayerId& player, const CardId& card) {
    if (!state.has_card(card) || !state.is_in(card, "hand") || state.card(card).owner != player)
        return refusal(cite::kPayCost, say::kNotInHand, {{"card", card}, {"player", player}});
    return std::nullopt;
}

// Before a new move (`what`): an open attack must have had its block step (refused while a block
// is possible), then waiting abilities resolve.
[[nodiscard]] std::optional<Refused> settle(GameState& state, Decisions& decisions, const msg::Message& what) {
    if (auto refused = close_attack_before(state, decisions, what)) return refused;
    resolve_waiting(state, decisions);
    destroy_zero_power(state, decisions);
    return std::nullopt;
}

[[nodiscard]] std::optional<Refused> do_summon(GameState& state, const Action& action, Decisions& decisions) {
    if (auto refused = settle(state, decisions, say::kSummoningACreature)) return refused;
    const auto card = action.arg("card");
    if (auto refused = enter_main_phase(state, action.player, say::kCreaturesAreSummoned)) return refused;
    if (auto refused = refuse_unless_in_hand(state, action.player, card)) return refused;
    const bool g_zero = action.arg("g-zero") == "true"sv;
    if (g_zero)
        if (auto refused = g_zero_refusal(state, action.player, card)) return refused;
    if (auto refused = summon(state, action.player, card, action.arg("base"), !g_zero, &action, decisions, cite::kMainPhase)) return refused;
    resolve_waiting(state, decisions);
    destroy_zero_power(state, decisions);
    return std::nullopt;
}

[[nodiscard]] std::optional<Refused> do_cast(GameState& state, const Action& action, Decisions& decisions) {
    if (auto refused = settle(state, decisions, say::kCastingASpell)) return refused;
    const auto card = action.arg("card");
    if (auto refused = enter_main_phase(state, action.player, say::kSpellsAreCast)) return refused;
    if (auto refused = refuse_unless_in_hand(state, action.player, card)) return refused;
    const bool spell_half = is_twinpact(state.card(card));
    if (state.card(card).type != "spell"sv && !spell_half)
        return refusal(cite::kMainPhase, say::kNotASpell, {{"card", card}});
    if (spell_half)
        state.note(cite::kTwinpact, say::kTwinpactSpellHalf, {{"card", card}, {"player", action.player}});
    const auto& abilities = state.card(card).abilities();
    auto first = std::find_if(abilities.begin(), abilities.end(), [](const Ability& a) { return a.kind == "spell"sv; });
    if (first != abilities.end())
        if (auto refused = check_chosen_target(state, Context{action.player, card, "", action.arg("target"), ""}, *first)) return refused;
    if (auto refused = pay_cost(state, action.player, card, &action, decisions, cost_stat_of_half(state, card, spell_half ? "spell" : "")))
        return refused;
    cast_spell(state, action.player, card, action.arg("target"), action.arg("modes"), decisions);
    resolve_waiting(state, decisions);
    destroy_zero_power(state, decisions);
    return std::nullopt;
}

}  // namespace

const std::vector<std::string>& DuelMasters::zone_names() const {
    static const std::vector<std::string> kZoneNames{"deck", "hand", "battle", "mana", "shield", "graveyard"};
    return kZoneNames;
}

std::vector<std::string> DuelMasters::card_types() const { return {"creature", "spell", "tamaseed"}; }

std::vector<std::string> DuelMasters::phases() const { return {"untap", "start", "draw", "charge", "main", "attack", "end"}; }

std::vector<ActionSpec> DuelMasters::actions() const {
    // mana: the mana cards to tap (dm_mana.cpp pay_cost); as: "MANA:CIVILIZATION" pairs for multicoloured
    // mana; base: the creature an evolution goes on; modes: the numbers of a "choose N" spell's items.
    const auto mana = optional(cards_attr("mana"));
    const auto as = optional(text_attr("as"));
    return {{"charge", {card_attr("card")}},
            {"summon", {card_attr("card"), mana, as, optional(card_attr("base")), optional(word_attr("g-zero", {"true", "false"}))}},
            {"cast", {card_attr("card"), mana, as, optional(card_attr("target")), optional(numbers_attr("modes", 1, 100))}},
            {"attack", {card_attr("attacker"), optional(card_attr("target", {"player"}))}},
            {"block", {card_attr("blocker")}},
            {"pass", {}},
            {"next-phase", {}, false},
            {"next-turn", {}, false}};
}

// The decisions the dm files ask for (decisions.choose… calls); order and replacement choose
// among labels, half and civilization among words the card decides, so they stay free text.
std::vector<DecisionSpec> DuelMasters::decision_kinds() const {
    return {{"may", word_attr("choice", {"yes", "no"})},
            {"shields", cards_attr("choice")},
            {"target", card_attr("choice")},
            {"discard", card_attr("choice")},
            {"mana", cards_attr("choice")},
            {"mekuraid", cards_attr("choice")},
            {"bottom-order", cards_attr("choice")},
            {"trigger-order", cards_attr("choice")},
            {"modes", numbers_attr("choice", 1, 100)},
            {"breaker", number_attr("choice", 0, 100)},
            {"order", text_attr("choice")},
            {"replacement", text_attr("choice")},
            {"half", text_attr("choice")},
            {"civilization", text_attr("choice")}};
}

std::vector<std::string> DuelMasters::ability_kinds() const {
    return {"triggered", "static", "spell", "part", "replacement", "declared", "keyword"};
}

// Card state a scenario may set: ex-life-shield (the shield card that is this creature's EX life
// shield), saver-for (the trait of the creatures a セイバー protects).
std::vector<AttributeSpec> DuelMasters::statuses() const {
    return {optional(card_attr("ex-life-shield")), optional(text_attr("saver-for")), optional(text_attr("spell-keywords")),
            optional(word_attr("face-up-in-deck", {"true", "false"}))};
}

std::optional<std::string> DuelMasters::keyword(const std::string& name) const {
    const auto* k = find_keyword(name);
    if (!k || !k->card_keyword) return std::nullopt;
    return std::string(k->canonical);
}

std::vector<std::string> DuelMasters::keyword_names() const {
    std::vector<std::string> out;
    for (const auto& k : keyword_table()) {
        if (!k.card_keyword) continue;
        out.push_back(k.canonical);
        out.insert(out.end(), k.aliases.begin(), k.aliases.end());
    }
    return out;
}

// The events the dm files record (state.record); a test checks the sources name no other.
std::vector<std::string> DuelMasters::event_types() const {
    return {"attack-declared", "attack-failed", "battle", "blocked", "cast", "charged", "declaration-failed", "declared", "declared-fizzled",
            "destroyed", "destruction-replaced", "direct-attack", "discarded", "drawn", "entered", "ex-life-shield-added", "exchanged",
            "final-declaration-refused", "final-declaration-used", "final-revolution-refused", "final-revolution-used", "guard-strike",
            "invaded", "last-burst", "leave-replaced", "left-field", "looked-at", "ninja-strike", "revealed", "revolution-0-trigger", "shield-added", "shield-broken",
            "shield-given-up", "shield-trigger", "summoned", "triggered"};
}

std::vector<std::string> DuelMasters::citations() const { return {std::begin(cite::kAll), std::end(cite::kAll)}; }

int DuelMasters::read_value(const GameState& state, const CardId& card, const std::string& stat) const {
    return value_of(state, card, stat);
}

void DuelMasters::after_setup(GameState& state) const {
    const auto zones = state.zones_by_card();
    std::size_t at = 0;
    for (auto& [id, card] : state.cards) {
        const auto zone = zones[at++];
        if (zone.empty()) continue;
        if (zone == "shield"sv || zone == "deck"sv) card.face_down = true;
        // A card an effect has turned face up on the deck (status face-up-in-deck) stays so.
        if (zone == "deck"sv && card.status.count("face-up-in-deck") && card.status["face-up-in-deck"] != "false"sv) card.face_down = false;
        if (zone == "graveyard"sv || zone == "hand"sv) card.face_down = false;
    }
    note_static_reach(state);
}

std::optional<Refused> DuelMasters::perform(GameState& state, const Action& action, Decisions& decisions) const {
    auto refused = perform_move(state, action, decisions);
    if (!refused) note_static_reach(state);
    return refused;
}

std::optional<Refused> DuelMasters::perform_move(GameState& state, const Action& action, Decisions& decisions) const {
    if (state.winner) {
        auto won_by = state.flags.find(kWonBy);
        return refusal(won_by != state.flags.end() ? won_by->second : std::string(cite::kDirectAttackWin), say::kGameOver, {{"player", *state.winner}});
    }
    const auto& kind = action.kind;
    if (kind == "charge"sv) {
        if (auto refused = settle(state, decisions, say::kChargingMana)) return refused;
        return charge_mana(state, action, decisions);
    }
    if (kind == "summon"sv) return do_summon(state, action, decisions);
    if (kind == "cast"sv) return do_cast(state, action, decisions);
    if (kind == "attack"sv) {
        if (auto refused = settle(state, decisions, say::kDeclaringAnotherAttack)) return refused;
        return declare_attack(state, action, decisions);
    }
    if (kind == "block"sv) return declare_block(state, action, decisions);
    if (kind == "pass"sv) {
        if (auto refused = pass_block(state, action, decisions)) return refused;
        resolve_waiting(state, decisions);
        destroy_zero_power(state, decisions);
    } else if (kind == "next-phase"sv) {
        if (auto refused = settle(state, decisions, say::kEndingThePhase)) return refused;
        if (state.phase == "attack"sv)
            if (auto refused = must_attack_refusal(state)) return refused;
        advance_phase(state, decisions);
    } else if (kind == "next-turn"sv) {
        if (auto refused = settle(state, decisions, say::kEndingTheTurn)) return refused;
        if (auto refused = must_attack_refusal(state)) return refused;

        auto turn = state.turn;
        while (!state.winner && (state.turn == turn || state.phase != "charge"sv)) advance_phase(state, decisions);
    }
    return std::nullopt;
}

std::vector<Answer> DuelMasters::open_answers(const GameState& state) const { return answers_to_open_attack(state); }

void DuelMasters::finish(GameState& state, Decisions& decisions) const {
    finish_open_attack(state, decisions);
    resolve_waiting(state, decisions);
    destroy_zero_power(state, decisions);
    note_static_reach(state);
}

}  // namespace judge::dm
