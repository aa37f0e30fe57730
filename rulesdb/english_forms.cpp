// English forms for search: see english_forms.hpp.
#include "rulesdb/english_forms.hpp"

#include <algorithm>
#include <utility>

namespace rulesdb {

namespace {

// Contractions and their spelled-out forms, both ways; the key is the word with its apostrophe removed.
constexpr std::pair<std::string_view, std::string_view> kContractions[] = {
    {"can't", "cannot"}, {"won't", "will not"}, {"don't", "do not"}, {"doesn't", "does not"},
    {"didn't", "did not"}, {"isn't", "is not"}, {"aren't", "are not"}, {"mustn't", "must not"},
};

bool is_vowel(char c) { return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u'; }
bool ends_with(std::string_view s, std::string_view end) { return s.size() >= end.size() && s.substr(s.size() - end.size()) == end; }
// A stem that takes -es rather than -s.
bool sibilant(std::string_view s) { return ends_with(s, "s") || ends_with(s, "x") || ends_with(s, "z") || ends_with(s, "ch") || ends_with(s, "sh"); }
// A short stem ending consonant-vowel-consonant doubles its last letter: tap → tapped.
bool doubles(std::string_view s) {
    if (s.size() < 3 || s.size() > 4) return false;
    char a = s[s.size() - 3], b = s[s.size() - 2], c = s[s.size() - 1];
    return !is_vowel(a) && is_vowel(b) && !is_vowel(c) && c != 'w' && c != 'x' && c != 'y';
}

std::string without_apostrophes(std::string_view word) {
    std::string out;
    for (char c : word)
        if (c != '\'') out += c;
    return out;
}

// The stems a word may have been inflected from; the word itself when it has no inflection's ending.
std::vector<std::string> stems(const std::string& w) {
    std::vector<std::string> out;
    auto add = [&](std::string s) {
        if (s.size() >= 2) out.push_back(std::move(s));
    };
    const auto n = w.size();
    if (ends_with(w, "ies") && n > 4) add(w.substr(0, n - 3) + "y");
    else if (ends_with(w, "es") && sibilant(std::string_view(w).substr(0, n - 2))) add(w.substr(0, n - 2));
    else if (ends_with(w, "s") && !ends_with(w, "ss") && n > 3) add(w.substr(0, n - 1));
    for (std::string_view suffix : {"ed", "ing"}) {
        if (!ends_with(w, suffix) || n < suffix.size() + 3) continue;
        auto stem = w.substr(0, n - suffix.size());
        if (stem.size() >= 2 && stem[stem.size() - 1] == stem[stem.size() - 2] && !is_vowel(stem.back())) add(stem.substr(0, stem.size() - 1));
        else add(stem), add(stem + "e");
    }
    if (out.empty()) out.push_back(w);
    return out;
}

}  // namespace

std::vector<std::string> english_forms(std::string_view word) {
    std::vector<std::string> out;
    auto add = [&](std::string form) {
        if (form != word && std::find(out.begin(), out.end(), form) == out.end()) out.push_back(std::move(form));
    };
    if (word.size() < 3 || !std::all_of(word.begin(), word.end(), [](char c) { return (c >= 'a' && c <= 'z') || c == '\''; })) return out;
    const auto bare = without_apostrophes(word);
    for (const auto& [contracted, spelled] : kContractions) {
        if (bare == without_apostrophes(contracted)) add(std::string(spelled));
        if (word == spelled) add(std::string(contracted));
    }
    if (bare.size() != word.size() || !out.empty()) return out;  // a contraction or its spelling has no other forms
    if (bare.size() < kMinInflectedLetters) return out;         // the, and, tap: no inflections
    for (const auto& stem : stems(bare)) {
        add(stem);
        if (stem.size() < 3) continue;
        add(sibilant(stem) ? stem + "es" : ends_with(stem, "y") && !is_vowel(stem[stem.size() - 2]) ? stem.substr(0, stem.size() - 1) + "ies" : stem + "s");
        const bool e = stem.back() == 'e';
        const auto base = doubles(stem) ? stem + stem.back() : stem;
        add(e ? stem + "d" : base + "ed");
        add(e ? stem.substr(0, stem.size() - 1) + "ing" : base + "ing");
    }
    return out;
}

}  // namespace rulesdb
