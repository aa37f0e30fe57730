// The keyword table: canonical names, aliases and the rule behind each keyword. A keyword added
// later (ニンジャ・ストライク, 革命チェンジ, …) gets a row here and its own file for its hook.
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

const std::vector<KeywordInfo>& keyword_table() {
    static const std::vector<KeywordInfo> kTable = {
        {kSpeedAttackerKw, {"speed-attacker", "speed attacker"}, cite::kSpeedAttacker},
        {kMachFighterKw, {"mach-fighter"}, cite::kMachFighter},
        {kBlockerKw, {"blocker"}, cite::kBlocker},
        {kShieldTriggerKw, {"Sトリガー", "shield-trigger", "S-trigger"}, cite::kShieldTrigger},
        {kWBreakerKw, {"double-breaker", "w-breaker"}, cite::kWBreaker},
        {kTBreakerKw, {"triple-breaker", "t-breaker"}, cite::kTBreaker},
        {kEvolutionKw, {"evolution"}, cite::kEvolution},
    };
    return kTable;
}

}  // namespace judge::dm
