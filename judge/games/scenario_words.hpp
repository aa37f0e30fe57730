// How a ruleset names a scenario word in both languages: a table from the word as written to its
// message (the English form is the word itself, the Japanese the game's term). Shared by the games;
// the core never includes it.
#pragma once

#include <initializer_list>
#include <string_view>
#include <utility>

#include "messages/message.hpp"

namespace judge::games {

// A word no table names: itself in English, quoted in Japanese so a reader sees it is the file's word.
inline constexpr msg::Message kScenarioWord{"{word}", "`{word}`"};

inline msg::Text scenario_word(std::string_view word) { return msg::text(kScenarioWord, {{"word", word}}); }

using WordEntry = std::pair<std::string_view, const msg::Message*>;

// The message `table` gives `word`, else the word itself (scenario_word).
inline msg::Text look_up_word(std::initializer_list<WordEntry> table, std::string_view word) {
    for (const auto& [written, message] : table)
        if (written == word) return msg::text(*message);
    return scenario_word(word);
}

}  // namespace judge::games
