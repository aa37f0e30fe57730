// "Did you mean …?": the name in scope nearest to a misspelt one, for loader error messages.
// One helper so that every message suggests the same way (edit distance over the names in scope).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace judge {

// Edit distance (Levenshtein, with a swap of two neighbours counting one) in characters (UTF-8
// code points), so a typo in a Japanese name counts one per character, not per byte.
std::size_t edit_distance(const std::string& a, const std::string& b);

// The name in `candidates` nearest to `wrong`, if it is near enough to be a typo: at most 2 edits,
// and at most a third of the longer name's length (so "a1" is not offered for "b2"). Ties go to
// the first candidate.
std::optional<std::string> near_name(const std::string& wrong, const std::vector<std::string>& candidates);

// "; did you mean 'NAME'?" when a near name exists, else "".
std::string did_you_mean(const std::string& wrong, const std::vector<std::string>& candidates);

}  // namespace judge
