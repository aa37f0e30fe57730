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

// A word a game hands the core for its steps ("battle zone", "attack"): one string, the same in
// both languages, or a Text with each language's word (msg::text(kZoneName)).
struct StepWord {
    StepWord(const char* word) : text(msg::Text::same(word)) {}
    StepWord(std::string word) : text(msg::Text::same(std::move(word))) {}
    StepWord(msg::Text word) : text(std::move(word)) {}
    msg::Text text;
};

}  // namespace judge
