// Which typed words a question is matched by. A judge types a question, not keywords: "does the
// shield trigger work while tapped", 「ブロックされたクリーチャーはシールドをブレイクできる」. Its
// English stop words match nearly every entry and its Japanese particles join the words a judge
// means into one phrase no text holds, so both are left out of the matching. The site's search.js
// does exactly the same (docs/database.md, "Search").
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace rulesdb {

// Whether a folded Latin word (english_forms.hpp's latin_word: lower case) is an English stop word:
// a word too common to tell entries apart (the, does, a, while, can, and a question's many, more,
// than, happens, times). Negations (not, cannot,
// can't, no) and words the rules use as terms (before, after, each, other, all) are not.
bool is_stop_word(std::string_view word);

// A typed word written as Japanese with its particles and okurigana, split into the runs a judge
// means: the runs of anything but hiragana, sentence punctuation and brackets (破壊された → 破壊;
// シールドをブレイクできる？ → シールド, ブレイク). The hiragana runs left out are added to `left_out`.
// A word of hiragana alone (くりーちゃー, a term typed in kana) or with none is the word itself.
std::vector<std::string> content_runs(const std::string& word, std::vector<std::string>& left_out);

}  // namespace rulesdb
