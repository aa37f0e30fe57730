// The trace: every step the judge takes, each with the rule, ruling or assumption that decided it.
#pragma once

#include <string>
#include <vector>

namespace judge {

struct TraceStep {
    std::string cite;  // a rules database ID
    std::string text;  // what happened, in plain words
};

using Trace = std::vector<TraceStep>;

}  // namespace judge
