// Imitation World scenario words (zones, phases, stats, operations, …) as the steps name them in
// both languages: the English form is the scenario word as the steps always wrote it, the
// Japanese one the game's own term (iw_messages.hpp). A word with no entry stays itself, marked.
#include <initializer_list>
#include <utility>

#include "judge/games/scenario_words.hpp"
#include "judge/games/iw/iw_operations.hpp"
#include "judge/games/iw/iw_messages.hpp"

namespace judge::iw {

using games::look_up_word;

msg::Text zone_word(std::string_view zone) {
    return look_up_word({{"deck", &say::kZoneDeck}, {"hand", &say::kZoneHand}, {"set", &say::kZoneSet}, {"territory", &say::kZoneTerritory},
                    {"cost", &say::kZoneCost}, {"barrier", &say::kZoneBarrier}, {"trash", &say::kZoneTrash}, {"past", &say::kZonePast},
                    {"aga", &say::kZoneAga}},
                   zone);
}

msg::Text phase_word(std::string_view phase) {
    return look_up_word({{"start", &say::kPhaseStart}, {"draw", &say::kPhaseDraw}, {"main", &say::kPhaseMain}, {"end", &say::kPhaseEnd}}, phase);
}

msg::Text stat_word(std::string_view stat) {
    return look_up_word({{"attack", &say::kStatAttack}, {"defense", &say::kStatDefense}, {"cost", &say::kStatCost}}, stat);
}

// An operation's term stands in its entry (iw_language.cpp).
msg::Text operation_word(std::string_view operation) {
    if (const auto* entry = entry_named(operation_table(), operation)) return msg::text(*entry->spec.term);
    return games::scenario_word(operation);
}

msg::Text ability_kind_word(std::string_view kind) {
    return look_up_word({{"paan", &say::kKindPaan}, {"eventi", &say::kKindEventi}, {"costzone", &say::kKindCostZone}}, kind);
}

msg::Text trigger_word(std::string_view trigger) {
    return look_up_word({{"destroyed", &say::kTriggerDestroyed}, {"enters", &say::kTriggerEnters}}, trigger);
}

msg::Text action_word(std::string_view action) {
    return look_up_word({{"attack", &say::kActionAttack}, {"block", &say::kActionBlock}, {"paan", &say::kActionPaan}}, action);
}

}  // namespace judge::iw
