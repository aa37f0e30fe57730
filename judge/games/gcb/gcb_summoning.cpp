// Gouda Card Battler summoning: normal summon (once a turn, own turn, 待機姿勢), effect summon,
// special summons on charged special-posture materials, evolutions, force summon, the five-monster
// limit, and the change to special posture.
#include <algorithm>
#include <map>

#include "judge/games/gcb/gcb_internal.hpp"
#include "judge/games/gcb/gcb_messages.hpp"
#include "judge/games/gcb/gcb_rules.hpp"
#include "messages/language.hpp"

namespace judge::gcb {

namespace {

[[nodiscard]] std::optional<Refused> require_in_hand(const GameState& state, const PlayerId& player, const CardId& id) {
    if (!state.is_in(id, kHand) || state.card(id).owner != player)
        return Refused(cite::kSummoning, msg::text(say::kNotInHand, {{"card", id}, {"player", player}}));
    return std::nullopt;
}

// GCB-R-MONSTER-ZONE: at most five monsters; `freed` materials leave the zone in the same summon.
[[nodiscard]] std::optional<Refused> require_room(GameState& state, const PlayerId& player, std::size_t freed) {
    auto now = monsters_of(state, player).size();
    if (now - freed + 1 > 5)
        return Refused(cite::kMonsterZone, msg::text(say::kZoneFull, {{"player", player}, {"n", now}, {"rule", cite::kSummoning}}));
    return std::nullopt;
}

// Puts a summoned monster into its owner's monster zone. `posture_by_this_rule`: whether the rule
// cited for the summon also decides the posture (a red summon's posture is an assumption, noted apart).
void enter(GameState& state, const CardId& id, const PlayerId& player, const std::string& posture_name, const char* cite_id,
           const msg::Text& how, bool posture_by_this_rule = true) {
    auto& card = state.card(id);
    state.move(id, player, kMonster);
    card.face_down = false;
    card.entered_turn = state.turn;
    card.status["posture"] = posture_name;
    card.status.erase("charged");
    state.record({"summoned", id, player, how.en});  // the event's detail stays the English word
    state.record({"entered", id, player, kMonster});
    if (posture_by_this_rule)
        state.note(cite_id, say::kSummonsInPosture, {{"player", player}, {"how", how}, {"card", id}, {"posture", posture_word(posture_name)}});
    else
        state.note(cite_id, say::kSummons, {{"player", player}, {"how", how}, {"card", id}});
}

// Materials become energy beneath the new monster, top first; their own energy goes with them.
void stack_materials(GameState& state, const CardId& id, const std::vector<CardId>& materials) {
    std::vector<CardId> beneath;
    for (const auto& m : materials) {
        auto& card = state.card(m);
        state.take(m);
        card.status.erase("posture");
        card.status.erase("charged");
        card.face_down = false;
        beneath.push_back(m);
        for (const auto& below : card.beneath) beneath.push_back(below);
        card.beneath.clear();
        // Energy is no battlefield card (GCB-R-ENERGY-NOT-BATTLEFIELD-CARD): the material leaves
        // the battlefield, and armor equipped to it goes (GCB-R-ARMOR-WITHOUT-HOST).
        leave_field(state, m, "energy", field_rules());
    }
    state.card(id).beneath = beneath;
    state.note(cite::kEnergy, materials.size() == 1 ? say::kLiesBeneath : say::kLieBeneath,
                                        {{"cards", join_words(materials)}, {"card", id}, {"rule", cite::kMaterialOrder}});
}

[[nodiscard]] std::optional<Refused> red_summon_checks(GameState& state, const PlayerId& player, const CardId& id, const msg::Text& what) {
    if (auto refused = require_own_free_time(state, player, what, cite::kRedSummonOwnFreeTime)) return refused;
    if (auto refused = require_in_hand(state, player, id)) return refused;
    if (state.card(id).type != "red-monster"sv) return Refused(cite::kRedMonsterKinds, msg::text(say::kNotRedMonster, {{"card", id}}));
    state.note(cite::kActionRedSummon, say::kMayRedSummon, {{"player", player}, {"what", what}});
    return std::nullopt;
}

void after_red_summon(GameState& state, const PlayerId& player, const CardId& id) {
    auto key = "gcb.red-summons:" + player + ":" + std::to_string(state.turn);
    state.bump(key);
    state.note(cite::kRedSummonPosture, say::kRedEntersAttack, {{"card", id}});
    if (state.count(key) > 1)  // the first needs no rule about limits
        state.note(cite::kRedSummonUnlimited, say::kRedSummonNumber, {{"n", state.count(key)}, {"player", player}});
}

std::vector<CardId> materials_of(const Action& action) { return split_words(action.arg("materials")); }

}  // namespace

[[nodiscard]] std::optional<Refused> require_own_free_time(const GameState& state, const PlayerId& player, const msg::Text& what, const char* cite_id) {
    if (state.active != player || state.phase != "free"sv)
        return Refused(cite_id, msg::text(say::kOnlyOwnFreeTime, {{"what", what}, {"player", player}, {"active", state.active}, {"phase", time_word(state.phase)}}));
    return std::nullopt;
}

namespace {

// Why summon number made+1 is refused: what the rules, and any effect that raised the limit, allow.
msg::Text normal_summon_limit(const GameState& state, const PlayerId& player, int made) {
    if (made <= 1) return msg::text(say::kOneNormalSummon, {{"made", made}});
    auto raised = resolve_permission(ledger(state), player, "normal-summon-count:" + std::to_string(made), false);
    if (raised.decisive) return msg::text(say::kRaisedBy, {{"source", raised.decisive->source}, {"n", made}, {"made", made}});
    return msg::text(say::kRaisedByEffects, {{"n", made}, {"made", made}});
}

}  // namespace

[[nodiscard]] std::optional<Refused> normal_summon(GameState& state, const Action& action) {
    const auto& player = action.player;
    const auto id = action.arg("card");
    if (state.active != player)
        return Refused(cite::kNormalSummon, msg::text(say::kNormalSummonOwnTurn, {{"active", state.active}}));
    if (state.phase != "free"sv) return Refused(cite::kFreeTimeActions, msg::text(say::kNormalSummonFreeTime, {{"phase", time_word(state.phase)}}));
    if (auto refused = require_in_hand(state, player, id)) return refused;
    if (state.card(id).type != "blue-monster"sv)
        return Refused(cite::kSummoning, msg::text(say::kNotBlueMonster, {{"card", id}}));
    if (auto refused = require_room(state, player, 0)) return refused;
    if (auto refused = check_can(state, player, "normal-summon", msg::text(say::kDoNormalSummon))) return refused;
    const int nth = state.count("gcb.normal-summons:" + player + ":" + std::to_string(state.turn)) + 1;
    if (nth > 1) {
        auto verdict = resolve_permission(ledger(state), player, "normal-summon-count:" + std::to_string(nth), false);
        if (!verdict.allowed) return Refused(cite::kNormalSummon, normal_summon_limit(state, player, nth - 1));
        state.note(cite::kEffectOverRule, say::kEffectAllowsAnother, {{"source", verdict.decisive->source}, {"n", nth}});
    }
    state.bump("gcb.normal-summons:" + player + ":" + std::to_string(state.turn));
    state.note(cite::kActionNormalSummon, say::kNormalSummons, {{"player", player}, {"card", id}, {"n", nth}});
    enter(state, id, player, kStandby, cite::kNormalSummon, msg::text(say::kHowNormal));
    return std::nullopt;
}

bool may_effect_summon(const GameState& state, const CardId& id, const CardId& source) {
    const auto& card = state.card(id);
    const auto named = status(card, "summoned-by");
    return status(card, "summon") != "effect"sv || named.empty() || named == state.card(source).name;
}

void effect_summon(GameState& state, const CardId& id, const PlayerId& player, const std::string& posture_name, const CardId& source) {
    if (!state.is_in(id, kHand) || state.card(id).owner != player || !is_monster_card(state.card(id))) {
        state.note(cite::kEffectSummon, say::kNoLongerInHand, {{"card", id}, {"player", player}});
        return;
    }
    const auto& card = state.card(id);
    if (!may_effect_summon(state, id, source)) {  // a named target given directly, not chosen at activation
        state.note(cite::kEffectSummonMonster, say::kOnlyByEffectOf, {{"card", id}, {"name", status(card, "summoned-by")}});
        return;
    }
    if (monsters_of(state, player).size() >= 5) {
        state.note(cite::kMonsterZone, say::kFiveMonsters, {{"player", player}, {"card", id}});
        return;
    }
    // A red monster has a summoning method of its own kind, and effect summon besides.
    if (card.type == "red-monster"sv) state.note(cite::kSummoning, say::kRedByEffectToo, {{"card", id}});
    auto p = posture_name.empty() ? std::string(kAttackPosture) : posture_name;
    const bool other_turn = state.active != player;
    enter(state, id, player, p, cite::kEffectSummon, msg::text(say::kHowEffect));
    state.note(cite::kEffectSummon, say::kEffectSummonBy, {{"source", source},
                                                                     {"turn", other_turn ? msg::text(say::kOnOpponentsTurn) : msg::Text{}},
                                                                     {"posture", posture_word(p)},
                                                                     {"default", posture_name.empty() ? msg::text(say::kNoPostureGiven) : msg::Text{}}});
}

[[nodiscard]] std::optional<Refused> special_summon(GameState& state, const Action& action) {
    const auto& player = action.player;
    const auto id = action.arg("card");
    if (auto refused = red_summon_checks(state, player, id, msg::text(say::kHowSpecial))) return refused;
    static const std::map<std::string, std::size_t> kNeeded = {{"special", 1}, {"special-kai", 2}, {"special-kiwami", 3}};
    auto kind = status(state.card(id), "summon");
    auto needed = kNeeded.find(kind);
    if (needed == kNeeded.end())
        return Refused(cite::kRedMonsterKinds, msg::text(say::kNotSpecialMonster, {{"card", id}, {"kind", summon_kind_word(kind.empty() ? "none" : kind)}}));
    auto materials = materials_of(action);
    if (materials.size() != needed->second)
        return Refused(cite::kSpecialSummon, msg::text(say::kMaterialCount, {{"card", id}, {"kind", summon_kind_word(kind)}, {"n", needed->second}, {"given", materials.size()}}));
    for (const auto& m : materials) {
        if (!is_monster(state, m) || !state.is_in(m, kMonster) || state.locate(m)->owner != player)
            return Refused(cite::kSpecialSummon, msg::text(say::kNotMonsterInZone, {{"card", m}, {"player", player}}));
        if (posture(state, m) != kSpecialPosture)
            return Refused(cite::kSpecialSummon, msg::text(say::kMaterialNeedsSpecial, {{"card", m}, {"posture", posture_word(posture(state, m))}, {"rule", cite::kPostures}}));
        if (status(state.card(m), "charged") != "true"sv)
            return Refused(cite::kSpecialSummon, msg::text(say::kMaterialNotCharged, {{"card", m}, {"rule", cite::kSpecialChargeState}}));
    }
    state.note(cite::kSpecialSummon, say::kSpecialOn, {{"card", id}, {"kind", summon_kind_word(kind)}, {"n", materials.size()}, {"materials", join_words(materials)}});
    stack_materials(state, id, materials);
    enter(state, id, player, kAttackPosture, cite::kSpecialSummon, msg::text(say::kHowSpecial), false);
    after_red_summon(state, player, id);
    return std::nullopt;
}

[[nodiscard]] std::optional<Refused> evolution_summon(GameState& state, const Action& action) {
    const auto& player = action.player;
    const auto id = action.arg("card");
    if (auto refused = red_summon_checks(state, player, id, msg::text(say::kHowEvolution))) return refused;
    const auto& card = state.card(id);
    auto kind = status(card, "summon");
    auto materials = materials_of(action);
    if (kind != "evolution"sv && kind != "g-evolution"sv && kind != "w-evolution"sv && kind != "t-evolution"sv)
        return Refused(cite::kRedMonsterKinds, msg::text(say::kNotEvolutionMonster, {{"card", id}}));
    if ((kind == "g-evolution"sv && materials.size() < 2) || (kind != "g-evolution"sv && materials.size() != 1))
        return Refused(cite::kEvolutionSummon, msg::text(kind == "g-evolution"sv ? say::kEvolutionNeedsSeveral : say::kEvolutionNeedsOne,
                                                 {{"card", id}, {"kind", summon_kind_word(kind)}, {"n", materials.size()}}));
    auto trait = status(card, "material-trait");
    for (const auto& m : materials) {
        if (!is_monster(state, m) || state.locate(m)->owner != player)
            return Refused(cite::kEvolutionSummon, msg::text(say::kNotMonsterInZone, {{"card", m}, {"player", player}}));
        if (posture(state, m) != kAttackPosture)
            return Refused(cite::kEvolutionSummon, msg::text(say::kEvolutionNeedsAttack, {{"card", m}, {"posture", posture_word(posture(state, m))}, {"rule", cite::kPostures}}));
        auto under = status(state.card(m), "summon");
        if (kind == "w-evolution"sv && under != "evolution"sv)
            return Refused(cite::kEvolutionSummon, msg::text(say::kWEvolutionOn, {{"card", m}}));
        if (kind == "t-evolution"sv && under != "w-evolution"sv)
            return Refused(cite::kEvolutionSummon, msg::text(say::kTEvolutionOn, {{"card", m}}));
        if (!trait.empty() && !state.card(m).traits().count(trait))
            return Refused(cite::kEvolutionSummon, msg::text(say::kMaterialTrait, {{"card", id}, {"trait", trait}, {"material", m}}));
    }
    state.note(cite::kEvolutionSummon, say::kEvolvesFrom, {{"card", id}, {"kind", summon_kind_word(kind)}, {"materials", join_words(materials)}});
    stack_materials(state, id, materials);
    enter(state, id, player, kAttackPosture, cite::kEvolutionSummon, msg::text(say::kHowEvolution), false);
    after_red_summon(state, player, id);
    return std::nullopt;
}

[[nodiscard]] std::optional<Refused> force_summon(GameState& state, const Action& action) {
    const auto& player = action.player;
    const auto id = action.arg("card");
    if (auto refused = red_summon_checks(state, player, id, msg::text(say::kHowForce))) return refused;
    const auto& card = state.card(id);
    if (status(card, "summon") != "force"sv) return Refused(cite::kRedMonsterKinds, msg::text(say::kNotForceMonster, {{"card", id}}));
    auto materials = materials_of(action);
    std::size_t from_zone = 0;
    for (const auto& m : materials) {
        if (m == id) return Refused(cite::kForceSummon, msg::text(say::kForceNotOwnMaterial));
        bool in_hand = state.is_in(m, kHand) && state.card(m).owner == player;
        bool in_zone = is_monster(state, m) && state.locate(m)->owner == player;
        if (!is_monster_card(state.card(m)) || (!in_hand && !in_zone))
            return Refused(cite::kForceSummon, msg::text(say::kNotMonsterCardHandOrZone, {{"card", m}, {"player", player}}));
        if (in_zone) ++from_zone;
        if (in_hand)
            state.note(cite::kForceSummon, say::kMaterialFromHand, {{"card", m}});
        else
            state.note(cite::kForceSummon, say::kMaterialFromZone, {{"card", m}, {"posture", posture_word(posture(state, m))}});
    }
    auto min = card.printed().count("min-materials") ? card.printed().at("min-materials") : 0;
    auto max = card.printed().count("max-materials") ? card.printed().at("max-materials") : 0;
    auto n = static_cast<int>(materials.size());
    if (n < std::max(min, 1) || (max > 0 && n > max))
        return Refused(cite::kForceMaterialLimits, max > 0 ? msg::text(say::kForceTakesRange, {{"card", id}, {"min", std::max(min, 1)}, {"max", max}, {"n", n}})
                                                   : msg::text(say::kForceTakesAtLeast, {{"card", id}, {"min", std::max(min, 1)}, {"n", n}}));
    auto trait = status(card, "material-trait");
    if (!trait.empty())
        for (const auto& m : materials)
            if (!state.card(m).traits().count(trait))
                return Refused(cite::kForceMaterialLimits, msg::text(say::kForceTrait, {{"card", id}, {"trait", trait}, {"material", m}}));
    if (auto refused = require_room(state, player, from_zone)) return refused;
    int total = 0;
    for (const auto& m : materials) total += value_of(state, m, "printed:power");
    stack_materials(state, id, materials);
    enter(state, id, player, kAttackPosture, cite::kForceSummon, msg::text(say::kHowForce), false);
    state.note(cite::kForcePower, say::kForcePower, {{"card", id}, {"total", total}});
    after_red_summon(state, player, id);
    return std::nullopt;
}

[[nodiscard]] std::optional<Refused> change_to_special(GameState& state, const Action& action) {
    const auto id = action.arg("card");
    if (auto refused = require_own_free_time(state, action.player, msg::text(say::kWhatChangeToSpecial), cite::kFreeTimeActions)) return refused;
    if (!is_monster(state, id) || state.locate(id)->owner != action.player)
        return Refused(cite::kChangeToSpecialPosture, msg::text(say::kNotMonsterInZone, {{"card", id}, {"player", action.player}}));
    auto now = posture(state, id);
    if (now != kAttackPosture && now != kStandby)
        return Refused(cite::kChangeToSpecialPosture, msg::text(say::kAlreadySpecial, {{"card", id}}));
    set_posture(state, id, kSpecialPosture, cite::kChangeToSpecialPosture);
    state.card(id).status.erase("charged");
    state.note(cite::kSpecialChargeState, say::kNotChargedYet, {{"card", id}});
    return std::nullopt;
}

}  // namespace judge::gcb
