// Ruleset registry. Adding a game means adding it here, never changing the core.
#include "judge/games/registry.hpp"

#include "judge/games/iw/iw_ruleset.hpp"
#include "judge/games/gcb/gcb_ruleset.hpp"
#include "judge/games/dm/dm_ruleset.hpp"

namespace judge {

std::vector<const Ruleset*> all_rulesets() {
    static const iw::ImitationWorld imitation_world;
    static const gcb::GoudaCardBattler gouda_card_battler;
    static const dm::DuelMasters duel_masters;
    return {&imitation_world, &gouda_card_battler, &duel_masters};
}

const Ruleset* find_ruleset(const std::string& game) {
    for (const auto* r : all_rulesets())
        if (r->game() == game) return r;
    return nullptr;
}

}  // namespace judge
