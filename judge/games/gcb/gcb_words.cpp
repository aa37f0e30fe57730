// Gouda Card Battler scenario words (zones, times, postures, card types, …) as the steps name them
// in both languages: the English form is the scenario word as the steps always wrote it, the
// Japanese one the game's own term (gcb_messages.hpp). A word with no entry stays itself, marked.
#include <initializer_list>
#include <utility>

#include "judge/games/scenario_words.hpp"
#include "judge/games/gcb/gcb_internal.hpp"
#include "judge/games/gcb/gcb_messages.hpp"

namespace judge::gcb {

using games::look_up_word;

msg::Text zone_word(std::string_view zone) {
    return look_up_word({{kDeck, &say::kZoneDeck}, {kHand, &say::kZoneHand}, {kLife, &say::kZoneLife}, {kMonster, &say::kZoneMonster},
                    {kGrave, &say::kZoneGraveyard}, {kSeal, &say::kZoneSeal}, {kArea, &say::kZoneArea}, {kSpell, &say::kZoneSpell}},
                   zone);
}

msg::Text time_word(std::string_view phase) {
    return look_up_word({{"start", &say::kTimeStart}, {"draw", &say::kTimeDraw}, {"free", &say::kTimeFree}, {"end", &say::kTimeEnd}}, phase);
}

msg::Text posture_word(std::string_view posture) {
    if (posture.empty()) return msg::text(say::kPostureNone);
    return look_up_word({{kAttackPosture, &say::kPostureAttack}, {kStandby, &say::kPostureStandby}, {kSpecialPosture, &say::kPostureSpecial}},
                   posture);
}

msg::Text card_type_word(std::string_view type) {
    return look_up_word({{"blue-monster", &say::kTypeBlueMonster}, {"red-monster", &say::kTypeRedMonster}, {"normal-spell", &say::kTypeNormalSpell},
                    {"time-spell", &say::kTypeTimeSpell}, {"loop-spell", &say::kTypeLoopSpell}, {"armor-spell", &say::kTypeArmorSpell},
                    {"area-spell", &say::kTypeAreaSpell}},
                   type);
}

msg::Text summon_kind_word(std::string_view kind) {
    return look_up_word({{"special", &say::kKindSpecial}, {"special-kai", &say::kKindSpecialKai}, {"special-kiwami", &say::kKindSpecialKiwami},
                    {"evolution", &say::kKindEvolution}, {"g-evolution", &say::kKindGEvolution}, {"w-evolution", &say::kKindWEvolution},
                    {"t-evolution", &say::kKindTEvolution}, {"force", &say::kKindForce}, {"effect", &say::kKindEffect},
                    {"none", &say::kKindNone}},
                   kind);
}

msg::Text cost_word(std::string_view cost) {
    return look_up_word({{"lower-p", &say::kCostLowerP}, {"discard-hand", &say::kCostDiscardHand}, {"set-p-zero", &say::kCostSetPZero},
                    {"tap", &say::kCostTap}},
                   cost);
}

msg::Text capability_word(std::string_view capability) {
    return look_up_word({{"normal-summon", &say::kCanNormalSummon}, {"attack", &say::kCanAttack}, {"lower-power", &say::kCanLowerPower}}, capability);
}

}  // namespace judge::gcb
