// Ruleset registry. Adding a game means adding it here, never changing the core.
#include "judge/games/registry.hpp"

#include "judge/games/iw/iw_ruleset.hpp"

namespace judge {

std::vector<const Ruleset*> all_rulesets() {
    static const iw::ImitationWorld imitation_world;
    return {&imitation_world};
}

const Ruleset* find_ruleset(const std::string& game) {
    for (const auto* r : all_rulesets())
        if (r->game() == game) return r;
    return nullptr;
}

}  // namespace judge
