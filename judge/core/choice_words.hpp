// A choice a line of play took, said to a reader: in English as the scenario format writes it
// ("B shields: Bs1 t", what a <decision> would say), in Japanese in the game's words
// (「Aのブレイクするシールド: Bs1、t」), so that a Japanese outcome table holds no scenario word.
#pragma once

#include "judge/core/decisions.hpp"
#include "judge/core/ruleset.hpp"
#include "messages/message.hpp"

namespace judge {

msg::Text choice_words(const TakenChoice& choice, const Ruleset& ruleset);

// A move as a button or a line of play names it: its label ("block w2", as the move's own words
// in English) and in Japanese the game's word for the move with its cards (ブロック（w2）).
msg::Text move_words(const std::string& label, const Ruleset& ruleset);

// One option of a decision as a button names it: may's yes and no are する and しない in Japanese;
// a card id or a number stays as it is.
msg::Text option_words(const std::string& kind, const std::string& option);

// A line's choices as one text ("B may: yes; A shields: Bs1 t"), empty when it has none.
msg::Text choices_line(const std::vector<msg::Text>& choices);

}  // namespace judge
