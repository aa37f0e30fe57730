// Scenario helpers.
#include "judge/core/scenario.hpp"

namespace judge {

bool Scenario::is_question() const {
    if (!expectations.empty()) return false;
    for (const auto& a : actions)
        if (!a.checkpoint.empty() || a.expect_refused) return false;
    return true;
}

}  // namespace judge
