// A choice a line of play took, said to a reader: in English as the scenario format writes it
// ("B shields: Bs1 t", what a <decision> would say), in Japanese in the game's words
// (「Aのブレイクするシールド: Bs1、t」), so that a Japanese outcome table holds no scenario word.
#pragma once

#include "judge/core/decisions.hpp"
#include "judge/core/ruleset.hpp"
#include "messages/message.hpp"

namespace judge {

msg::Text choice_words(const TakenChoice& choice, const Ruleset& ruleset);

// A line's choices as one text ("B may: yes; A shields: Bs1 t"), empty when it has none.
msg::Text choices_line(const std::vector<msg::Text>& choices);

}  // namespace judge
