// The trace: every step the judge takes, each with the rule, ruling or assumption that decided it.
#pragma once

#include <string>
#include <vector>

#include "messages/message.hpp"

namespace judge {

struct TraceStep {
    std::string cite;  // a rules database ID
    msg::Text text;    // what happened, in plain words, in English and in Japanese
};

using Trace = std::vector<TraceStep>;

}  // namespace judge
