// The Gouda Card Battler ruleset: what a scenario may say for gcb, the checks after setup, and
// which move goes where. The rules themselves live in the other gcb_*.cpp files.
#include "judge/games/gcb/gcb_ruleset.hpp"

#include "judge/games/gcb/gcb_internal.hpp"
#include "judge/games/gcb/gcb_messages.hpp"
#include "judge/games/gcb/gcb_rules.hpp"

namespace judge::gcb {

const std::vector<std::string>& GoudaCardBattler::zone_names() const {
    static const std::vector<std::string> kZoneNames{kDeck, kHand, kLife, kMonster, kGrave, kSeal, kArea, kSpell};
    return kZoneNames;
}

// GCB-R-MONSTER-ZONE: five monsters at the most in a player's monster zone.
std::span<const ZoneLimit> GoudaCardBattler::zone_limits() const {
    static constexpr ZoneLimit kLimits[] = {{kMonster, 5, cite::kMonsterZone}};
    return kLimits;
}

std::vector<std::string> GoudaCardBattler::card_types() const {
    return {"blue-monster", "red-monster", "normal-spell", "time-spell", "loop-spell", "armor-spell", "area-spell"};
}

std::vector<ActionSpec> GoudaCardBattler::actions() const {
    const auto card = card_attr("card");
    const auto materials = cards_attr("materials");
    const auto target = optional(card_attr("target"));
    const auto targets = optional(cards_attr("targets"));
    const auto cost_card = optional(card_attr("cost-card"));
    return {{"start-game", {}, false},
            {"normal-summon", {card}},
            {"special-summon", {card, materials}},
            {"evolution-summon", {card, materials}},
            {"force-summon", {card, materials}},
            {"to-special", {card}},
            {"activate", {card, target, targets, cost_card}},
            {"use", {card, optional(number_attr("index", 1, 100)), target, targets, cost_card}},
            {"pass", {}},
            {"resolve-next", {}, false},
            {"equip", {card, card_attr("host")}},
            {"unequip", {card}},
            {"attack", {card, optional(card_attr("target", {"player"}))}},
            {"block", {card}},
            {"end-free-time", {}},
            {"next-time", {}, false}};
}

// Card state a scenario may set: posture (GCB-R-POSTURES), charged, summon (the kind of red
// monster: gcb_summoning.cpp compares these words), material-trait, summoned-by (a card name).
std::vector<AttributeSpec> GoudaCardBattler::statuses() const {
    std::vector<AttributeSpec> out = {
        word_attr("posture", {kAttackPosture, kStandby, kSpecialPosture}), word_attr("charged", {"true", "false"}),
        word_attr("summon", {"special", "special-kai", "special-kiwami", "evolution", "g-evolution", "w-evolution", "t-evolution", "force", "effect"}),
        text_attr("material-trait"), text_attr("summoned-by")};
    for (auto& s : out) s.required = false;
    return out;
}

// The decisions the gcb files ask for (decisions.choose… calls).
std::vector<DecisionSpec> GoudaCardBattler::decision_kinds() const {
    return {{"target", card_attr("choice")}, {"targets", cards_attr("choice")}, {"discard", cards_attr("choice")}};
}

// trigger="…": battle_trigger in gcb_battle.cpp (a monster's effect when it destroys one in a battle).
std::vector<std::string> GoudaCardBattler::triggers() const { return {"battle-destroy"}; }

// The events the gcb files record (state.record); a test checks the sources name no other.
std::vector<std::string> GoudaCardBattler::event_types() const {
    return {"activated", "attack-declared", "blocked", "destroyed", "discarded", "drawn", "entered", "equipped", "left-field", "life-cut", "nullified",
            "resolved", "sealed", "summoned", "temporarily-destroyed", "to-graveyard"};
}

std::vector<std::string> GoudaCardBattler::citations() const { return {std::begin(cite::kAll), std::end(cite::kAll)}; }

int GoudaCardBattler::read_value(const GameState& state, const CardId& card, const std::string& stat) const {
    return value_of(state, card, stat);
}

void GoudaCardBattler::after_setup(GameState& state) const {
    const auto zones = state.zones_by_card();
    std::size_t at = 0;
    for (auto& [id, card] : state.cards) {
        const auto zone = zones[at++];
        if (zone == kMonster && is_monster_card(card)) {  // is_monster, with the zone read once for all cards
            // A scenario's setup default, not a rules step: a monster given no posture stands in
            // attack posture (docs/games/gcb.md), as the board before the first action shows.
            if (status(card, "posture").empty()) card.status["posture"] = kAttackPosture;
            if (status(card, "charged") == "true"sv && status(card, "posture") != kSpecialPosture) {
                card.status.erase("charged");
                state.note(cite::kSpecialChargeState, say::kNoChargeOutsideSpecial, {{"card", id}});
            }
        } else {
            card.status.erase("posture");
            card.status.erase("charged");
        }
        if (zone == kLife && !card.face_down) {
            card.face_down = true;
            state.note(cite::kGameStartLife, say::kLifeFaceDown, {{"card", id}});
        }
    }
    cleanup_overlaps(state);
    note_static_reach(state);
}

std::optional<Refused> GoudaCardBattler::perform(GameState& state, const Action& action, Decisions& decisions) const {
    auto refused = perform_move(state, action, decisions);
    if (!refused) note_static_reach(state);
    return refused;
}

std::optional<Refused> GoudaCardBattler::perform_move(GameState& state, const Action& action, Decisions& decisions) const {
    if (state.winner) {
        auto it = state.flags.find("gcb.win-cite");
        return Refused(it == state.flags.end() ? cite::kSpecialWin : it->second, msg::text(say::kGameOver, {{"player", *state.winner}}));
    }
    const auto& kind = action.kind;
    if (kind == "activate"sv) return activate_spell(state, action, decisions);
    if (kind == "use"sv) return use_ability(state, action, decisions);
    if (kind == "pass"sv) return pass(state, action, decisions);
    if (kind == "resolve-next"sv) {
        if (!state.flags.count(kResolving)) return Refused(cite::kStackResolutionSteps, msg::text(say::kStackNotResolving));
        resolve_next(state, decisions);
        return std::nullopt;
    }
    if (kind == "block"sv) return declare_block(state, action, decisions);
    // Any other move needs nothing open that leaves a player a choice (the stack, an attack).
    if (auto refused = settle(state, decisions, msg::Text::same("<" + kind + ">"))) return refused;  // the move as the scenario writes it

    if (state.winner) return std::nullopt;
    if (kind == "start-game"sv) return start_game(state, decisions);
    if (kind == "normal-summon"sv) return normal_summon(state, action);
    if (kind == "special-summon"sv) return special_summon(state, action);
    if (kind == "evolution-summon"sv) return evolution_summon(state, action);
    if (kind == "force-summon"sv) return force_summon(state, action);
    if (kind == "to-special"sv) return change_to_special(state, action);
    if (kind == "equip"sv) return equip(state, action);
    if (kind == "unequip"sv) return unequip(state, action);
    if (kind == "attack"sv) return declare_attack(state, action);
    if (kind == "end-free-time"sv) return end_free_time(state, action, decisions);
    if (kind == "next-time"sv) return next_time(state, decisions);
    return std::nullopt;
}

void GoudaCardBattler::finish(GameState& state, Decisions& decisions) const {
    if (!state.winner) finish_open_steps(state, decisions);
    note_static_reach(state);
}

std::vector<Answer> GoudaCardBattler::open_answers(const GameState& state) const { return answers_to_open_step(state); }

}  // namespace judge::gcb
