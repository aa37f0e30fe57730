// S級侵略 (S-class invasion): an invasion that may also be declared from outside the hand. It
// resolves as 侵略 does (dm_kw_invasion.cpp); this file says only where else it may come from.
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

// DM-A-S-INVASION-ZONES: the face-up zones; the deck and shields are hidden, so not those.
std::vector<std::string> s_invasion_zones() { return {"graveyard", "mana"}; }

}  // namespace judge::dm
