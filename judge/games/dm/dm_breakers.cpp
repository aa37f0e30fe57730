// Breakers (Wブレイカー, Tブレイカー, パワード・ブレイカー): how many shields an unblocked attack on
// a player breaks. The player cannot break fewer; a creature with several breakers uses one,
// chosen by its controller.
#include <algorithm>

#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

int breaks_of(GameState& state, const CardId& attacker, Decisions& decisions) {
    struct Option {
        std::string count;
        const char* rule;
    };
    std::vector<Option> options;
    if (has_keyword(state, attacker, kWBreakerKw)) options.push_back({"2", cite::kWBreaker});
    if (has_keyword(state, attacker, kTBreakerKw)) options.push_back({"3", cite::kTBreaker});
    if (auto powered = powered_breaker_count(state, attacker)) options.push_back({std::to_string(*powered), cite::kPoweredBreaker});
    if (options.empty()) {
        state.note(cite::kShieldBreak, say::kBreaksOne, {{"attacker", attacker}});
        return 1;
    }
    auto picked = options.front();
    if (options.size() > 1) {
        state.note(cite::kBreaker, say::kSeveralBreakers, {{"attacker", attacker}});
        std::vector<std::string> counts;
        for (const auto& o : options)
            if (std::find(counts.begin(), counts.end(), o.count) == counts.end()) counts.push_back(o.count);
        auto chosen = counts.size() > 1 ? decisions.choose(controller_of(state, attacker), "breaker", prompt(say::kPromptBreaker, {{"attacker", attacker}}), counts)
                                        : counts.front();
        picked = *std::find_if(options.begin(), options.end(), [&](const Option& o) { return o.count == chosen; });
    }
    state.note(picked.rule, say::kBreaksN, {{"attacker", attacker}, {"n", picked.count}});

    return number(picked.count, 1);
}

}  // namespace judge::dm
