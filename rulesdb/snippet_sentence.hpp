// The snippet a search hit shows: the sentence of the entry's text that holds most of the query's
// words, so that a hit can be read without `show`. The text comes marked, every matched token
// between kMatchStart and kMatchEnd (FTS5's highlight()); the sentence keeps its marks.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace rulesdb {

// The sentence of `marked` holding the most distinct marked words, then one in the language the
// query was typed in (mostly_japanese), then the most marks, then the first. A sentence ends after 。！？ or after . ! ? followed by a space, and at a line break.
// One longer than `max_chars` characters is cut to a window around its first mark, at spaces where
// the text has them, with … where it was cut. Text with no mark gives its first sentence.
std::string best_sentence(std::string_view marked, bool query_is_japanese, std::size_t max_chars = 160);

// Whether `text` reads as Japanese: its characters at or past U+3000 (kana, kanji, full-width forms)
// are at least a third as many as its Latin letters. An English sentence naming アガ is English; a
// Japanese one naming S・トリガー or a card's English name is Japanese (one kanji carries a word).
bool mostly_japanese(std::string_view text);

}  // namespace rulesdb
