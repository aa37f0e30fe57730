// セイバー and ウルトラ・セイバー: when a creature the saver protects would be destroyed, the saver
// may be destroyed in its place. ウルトラ・セイバー also stands in when the creature would leave
// the battle zone another way (to the hand, the mana, the deck…). Which creatures a saver
// protects is its `saver-for` status (a trait, e.g. a race); without it, all its owner's others.
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

void offer_saver(GameState& state, const CardId& id, const std::string& how, std::vector<LeaveReplacement>& out) {
    const auto owner = controller_of(state, id);
    for (const auto& saver : state.zone(owner, "battle").cards) {
        if (saver == id) continue;  // a saver stands in for others, never for itself
        const bool ultra = has_keyword(state, saver, "ウルトラ・セイバー");
        if (!ultra && !has_keyword(state, saver, "セイバー")) continue;
        const auto& status = state.card(saver).status;
        auto protects = status.find("saver-for");
        if (protects != status.end() && !has_trait_named(state.card(id), protects->second)) continue;
        if (!ultra && how != "destroyed"sv) {
            state.note(cite::kSaver, say::kSaverOnlyDestruction, {{"saver", saver}, {"card", id}, {"zone", zone_name(how)}});
            continue;
        }
        const char* rule = ultra ? cite::kUltraSaver : cite::kSaver;
        out.push_back({saver, saver + (ultra ? ":ultra-saver" : ":saver"), true, rule, [saver, id, rule](GameState& s, Decisions& d) {
                           s.note(rule, say::kSaverStandsIn, {{"saver", saver}, {"card", id}});
                           destroy(s, saver, msg::text(say::kStandingInFor, {{"card", id}}), d, rule);

                       }});
    }
}

}  // namespace judge::dm
