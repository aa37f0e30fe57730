// Gouda Card Battler summoning: normal summon (once a turn, own turn, 待機姿勢), effect summon,
// special summons on charged special-posture materials, evolutions, force summon, the five-monster
// limit, and the change to special posture.
#include <algorithm>
#include <map>

#include "judge/games/gcb/gcb_internal.hpp"
#include "judge/games/gcb/gcb_rules.hpp"

namespace judge::gcb {

namespace {

void require_in_hand(const GameState& state, const PlayerId& player, const CardId& id) {
    if (!state.is_in(id, kHand) || state.card(id).owner != player)
        throw Refused(cite::kSummoning, id + " is not in " + player + "'s hand");
}

// GCB-R-MONSTER-ZONE: at most five monsters; `freed` materials leave the zone in the same summon.
void require_room(GameState& state, const PlayerId& player, std::size_t freed) {
    auto now = monsters_of(state, player).size();
    if (now - freed + 1 > 5)
        throw Refused(cite::kMonsterZone, player + "'s monster zone already holds " + std::to_string(now) +
                                              " monsters; a sixth cannot be put there (" + cite::kSummoning + ")");
}

// Puts a summoned monster into its owner's monster zone. `posture_by_this_rule`: whether the rule
// cited for the summon also decides the posture (a red summon's posture is an assumption, noted apart).
void enter(GameState& state, const CardId& id, const PlayerId& player, const std::string& posture_name, const char* cite_id,
           const std::string& how, bool posture_by_this_rule = true) {
    auto& card = state.card(id);
    state.move(id, player, kMonster);
    card.face_down = false;
    card.entered_turn = state.turn;
    card.status["posture"] = posture_name;
    card.status.erase("charged");
    state.record({"summoned", id, player, how});
    state.record({"entered", id, player, kMonster});
    state.note(cite_id, player + " " + how + "s " + id + " into the monster zone" +
                            (posture_by_this_rule ? " in " + posture_name + " posture" : std::string()));
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
    state.note(cite::kEnergy, join_words(materials) + (materials.size() == 1 ? " lies" : " lie") + " beneath " + id + " as energy (order chosen by the summoner, " +
                                  cite::kMaterialOrder + ")");
}

void red_summon_checks(GameState& state, const PlayerId& player, const CardId& id, const std::string& what) {
    require_own_free_time(state, player, what, cite::kRedSummonOwnFreeTime);
    require_in_hand(state, player, id);
    if (state.card(id).type != "red-monster") throw Refused(cite::kRedMonsterKinds, id + " is not a red monster");
    state.note(cite::kActionRedSummon, player + " may make the " + what + " now: it is " + player + "'s free time");
}

void after_red_summon(GameState& state, const PlayerId& player, const CardId& id) {
    auto key = "gcb.red-summons:" + player + ":" + std::to_string(state.turn);
    state.bump(key);
    state.note(cite::kRedSummonPosture, id + " enters in attack posture (no effect says otherwise)");
    if (state.count(key) > 1)  // the first needs no rule about limits
        state.note(cite::kRedSummonUnlimited, "red summon number " + std::to_string(state.count(key)) + " of " + player +
                                                  " this turn: red summons have no per-turn limit");
}

std::vector<CardId> materials_of(const Action& action) { return split_words(action.arg("materials")); }

}  // namespace

void require_own_free_time(const GameState& state, const PlayerId& player, const std::string& what, const char* cite_id) {
    if (state.active != player || state.phase != "free")
        throw Refused(cite_id, what + " only in " + player + "'s own free time (now " + state.active + "'s " + state.phase + " time)");
}

namespace {

// Why summon number made+1 is refused: what the rules, and any effect that raised the limit, allow.
std::string normal_summon_limit(const GameState& state, const PlayerId& player, int made) {
    const auto made_text = std::to_string(made) + " already made";
    if (made <= 1) return "the rules allow one normal summon a turn, " + made_text;
    auto raised = resolve_permission(ledger(state), player, "normal-summon-count:" + std::to_string(made), false);
    const auto by = raised.decisive ? " and " + raised.decisive->source + "'s effect" : std::string(" and effects");
    return "the rules" + by + " allow " + std::to_string(made) + " normal summons this turn, " + made_text;
}

}  // namespace

void normal_summon(GameState& state, const Action& action) {
    const auto& player = action.player;
    const auto id = action.arg("card");
    if (state.active != player)
        throw Refused(cite::kNormalSummon, "a normal summon is made only in the player's own turn (it is " + state.active + "'s turn)");
    if (state.phase != "free") throw Refused(cite::kFreeTimeActions, "a normal summon is an action of free time (now " + state.phase + " time)");
    require_in_hand(state, player, id);
    if (state.card(id).type != "blue-monster")
        throw Refused(cite::kSummoning, id + " is not a blue monster: a red monster needs its own summoning method");
    require_room(state, player, 0);
    check_can(state, player, "normal-summon", "normal summon");
    const int nth = state.count("gcb.normal-summons:" + player + ":" + std::to_string(state.turn)) + 1;
    if (nth > 1) {
        auto verdict = resolve_permission(ledger(state), player, "normal-summon-count:" + std::to_string(nth), false);
        if (!verdict.allowed) throw Refused(cite::kNormalSummon, normal_summon_limit(state, player, nth - 1));
        state.note(cite::kEffectOverRule, verdict.decisive->source + " allows normal summon number " + std::to_string(nth) +
                                              " this turn: the effect wins over the once-per-turn rule");
    }
    state.bump("gcb.normal-summons:" + player + ":" + std::to_string(state.turn));
    state.note(cite::kActionNormalSummon, player + " normal summons " + id + " (number " + std::to_string(nth) + " this turn)");
    enter(state, id, player, kStandby, cite::kNormalSummon, "normal summon");
}

bool may_effect_summon(const GameState& state, const CardId& id, const CardId& source) {
    const auto& card = state.card(id);
    const auto named = status(card, "summoned-by");
    return status(card, "summon") != "effect" || named.empty() || named == state.card(source).name;
}

void effect_summon(GameState& state, const CardId& id, const PlayerId& player, const std::string& posture_name, const CardId& source) {
    if (!state.is_in(id, kHand) || state.card(id).owner != player || !is_monster_card(state.card(id))) {
        state.note(cite::kEffectSummon, id + " is no longer a monster in " + player + "'s hand: nothing is summoned");
        return;
    }
    const auto& card = state.card(id);
    if (!may_effect_summon(state, id, source)) {  // a named target given directly, not chosen at activation
        state.note(cite::kEffectSummonMonster, id + " can be summoned only by the effect of " + status(card, "summoned-by") + ": nothing is summoned");
        return;
    }
    if (monsters_of(state, player).size() >= 5) {
        state.note(cite::kMonsterZone, player + "'s monster zone holds five monsters: " + id + " cannot be summoned");
        return;
    }
    auto p = posture_name.empty() ? std::string(kAttackPosture) : posture_name;
    const bool other_turn = state.active != player;
    enter(state, id, player, p, cite::kEffectSummon, "effect summon");
    state.note(cite::kEffectSummon, "effect summon by " + source + (other_turn ? ", on the opponent's turn," : "") +
                                        " in " + p + " posture" + (posture_name.empty() ? " (no posture given: attack)" : ""));
}

void special_summon(GameState& state, const Action& action) {
    const auto& player = action.player;
    const auto id = action.arg("card");
    red_summon_checks(state, player, id, "special summon");
    static const std::map<std::string, std::size_t> kNeeded = {{"special", 1}, {"special-kai", 2}, {"special-kiwami", 3}};
    auto kind = status(state.card(id), "summon");
    auto needed = kNeeded.find(kind);
    if (needed == kNeeded.end()) throw Refused(cite::kRedMonsterKinds, id + " is not a special monster (it is " + (kind.empty() ? "none" : kind) + ")");
    auto materials = materials_of(action);
    if (materials.size() != needed->second)
        throw Refused(cite::kSpecialSummon, id + " (" + kind + ") needs " + std::to_string(needed->second) + " material(s), " +
                                                std::to_string(materials.size()) + " given");
    for (const auto& m : materials) {
        if (!is_monster(state, m) || !state.is_in(m, kMonster) || state.locate(m)->owner != player)
            throw Refused(cite::kSpecialSummon, m + " is not a monster in " + player + "'s monster zone");
        if (posture(state, m) != kSpecialPosture)
            throw Refused(cite::kSpecialSummon, m + " is in " + posture(state, m) + " posture; materials must be in special posture (" +
                                                    cite::kPostures + ")");
        if (status(state.card(m), "charged") != "true")
            throw Refused(cite::kSpecialSummon, m + " is in special posture but not special-charged (charges come in start time, " +
                                                    cite::kSpecialChargeState + ")");
    }
    state.note(cite::kSpecialSummon, id + " (" + kind + ") on " + std::to_string(materials.size()) +
                                         " special-charged special-posture material(s): " + join_words(materials));
    stack_materials(state, id, materials);
    enter(state, id, player, kAttackPosture, cite::kSpecialSummon, "special summon", false);
    after_red_summon(state, player, id);
}

void evolution_summon(GameState& state, const Action& action) {
    const auto& player = action.player;
    const auto id = action.arg("card");
    red_summon_checks(state, player, id, "evolution summon");
    const auto& card = state.card(id);
    auto kind = status(card, "summon");
    auto materials = materials_of(action);
    if (kind != "evolution" && kind != "g-evolution" && kind != "w-evolution" && kind != "t-evolution")
        throw Refused(cite::kRedMonsterKinds, id + " is not an evolution monster");
    if ((kind == "g-evolution" && materials.size() < 2) || (kind != "g-evolution" && materials.size() != 1))
        throw Refused(cite::kEvolutionSummon, id + " (" + kind + ") cannot be summoned on " + std::to_string(materials.size()) +
                                                  " material(s): " + (kind == "g-evolution" ? "several are needed" : "exactly one is needed"));
    auto trait = status(card, "material-trait");
    for (const auto& m : materials) {
        if (!is_monster(state, m) || state.locate(m)->owner != player)
            throw Refused(cite::kEvolutionSummon, m + " is not a monster in " + player + "'s monster zone");
        if (posture(state, m) != kAttackPosture)
            throw Refused(cite::kEvolutionSummon, m + " is in " + posture(state, m) + " posture; evolution materials must be in attack posture (" +
                                                      cite::kPostures + ")");
        auto under = status(state.card(m), "summon");
        if (kind == "w-evolution" && under != "evolution")
            throw Refused(cite::kEvolutionSummon, "a W-evolution goes on an evolution monster; " + m + " is not one");
        if (kind == "t-evolution" && under != "w-evolution")
            throw Refused(cite::kEvolutionSummon, "a T-evolution goes on a W-evolution monster; " + m + " is not one");
        if (!trait.empty() && !state.card(m).traits.count(trait))
            throw Refused(cite::kEvolutionSummon, id + " names " + trait + " monsters as its material; " + m + " is not one");
    }
    state.note(cite::kEvolutionSummon, id + " (" + kind + ") evolves from attack-posture " + join_words(materials));
    stack_materials(state, id, materials);
    enter(state, id, player, kAttackPosture, cite::kEvolutionSummon, "evolution summon", false);
    after_red_summon(state, player, id);
}

void force_summon(GameState& state, const Action& action) {
    const auto& player = action.player;
    const auto id = action.arg("card");
    red_summon_checks(state, player, id, "force summon");
    const auto& card = state.card(id);
    if (status(card, "summon") != "force") throw Refused(cite::kRedMonsterKinds, id + " is not a force monster");
    auto materials = materials_of(action);
    std::size_t from_zone = 0;
    for (const auto& m : materials) {
        if (m == id) throw Refused(cite::kForceSummon, "a force monster is not its own material");
        bool in_hand = state.is_in(m, kHand) && state.card(m).owner == player;
        bool in_zone = is_monster(state, m) && state.locate(m)->owner == player;
        if (!is_monster_card(state.card(m)) || (!in_hand && !in_zone))
            throw Refused(cite::kForceSummon, m + " is not a monster card in " + player + "'s hand or monster zone");
        if (in_zone) ++from_zone;
        state.note(cite::kForceSummon, m + " from " + (in_hand ? "the hand" : "the monster zone (" + posture(state, m) + " posture: any posture will do)"));
    }
    auto min = card.printed.count("min-materials") ? card.printed.at("min-materials") : 0;
    auto max = card.printed.count("max-materials") ? card.printed.at("max-materials") : 0;
    auto n = static_cast<int>(materials.size());
    if (n < std::max(min, 1) || (max > 0 && n > max))
        throw Refused(cite::kForceMaterialLimits, id + " takes " + std::to_string(std::max(min, 1)) + (max > 0 ? " to " + std::to_string(max) : " or more") +
                                                      " materials, " + std::to_string(n) + " given");
    auto trait = status(card, "material-trait");
    if (!trait.empty())
        for (const auto& m : materials)
            if (!state.card(m).traits.count(trait))
                throw Refused(cite::kForceMaterialLimits, id + " takes only " + trait + " materials; " + m + " is not one");
    require_room(state, player, from_zone);
    int total = 0;
    for (const auto& m : materials) total += value_of(state, m, "printed:power");
    stack_materials(state, id, materials);
    enter(state, id, player, kAttackPosture, cite::kForceSummon, "force summon", false);
    state.note(cite::kForcePower, id + "'s P is the total of its materials' P: " + std::to_string(total));
    after_red_summon(state, player, id);
}

void change_to_special(GameState& state, const Action& action) {
    const auto id = action.arg("card");
    require_own_free_time(state, action.player, "a change to special posture", cite::kFreeTimeActions);
    if (!is_monster(state, id) || state.locate(id)->owner != action.player)
        throw Refused(cite::kChangeToSpecialPosture, id + " is not a monster in " + action.player + "'s monster zone");
    auto now = posture(state, id);
    if (now != kAttackPosture && now != kStandby)
        throw Refused(cite::kChangeToSpecialPosture, id + " is already in special posture");
    set_posture(state, id, kSpecialPosture, cite::kChangeToSpecialPosture);
    state.card(id).status.erase("charged");
    state.note(cite::kSpecialChargeState, id + " is not special-charged yet: charges come in the start time");
}

}  // namespace judge::gcb
