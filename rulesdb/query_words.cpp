// Stop words and Japanese content runs for matching a typed question (query_words.hpp).
#include "rulesdb/query_words.hpp"

#include <algorithm>
#include <array>
#include <cstdint>

namespace rulesdb {

namespace {

// Sorted, for binary_search; search.js holds the same list (STOP_WORDS).
constexpr std::array<std::string_view, 77> kStopWords = {
    "a", "about", "am", "an", "and", "any", "are", "as", "at", "be", "been", "being",
    "by", "can", "could", "did", "do", "does", "doing", "for", "from", "get", "gets", "got",
    "had", "happen", "happened", "happens", "has", "have", "how", "i", "if", "in", "into", "is",
    "it", "its", "many", "me", "more", "much", "my", "need", "needs", "of", "on", "or",
    "our", "should", "so", "than", "that", "the", "their", "them", "then", "there", "these", "they",
    "this", "those", "times", "to", "was", "we", "were", "what", "when", "where", "which", "while",
    "who", "why", "will", "with", "would"};

enum class CharClass { hiragana, punctuation, content };

// The class of the code point at `at` (UTF-8), and its length in bytes.
CharClass class_at(const std::string& text, std::size_t at, std::size_t& length) {
    const auto c = static_cast<unsigned char>(text[at]);
    length = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    if (at + length > text.size()) length = text.size() - at;
    if (length == 1) {
        static constexpr std::string_view kAsciiPunctuation = "?!,;:\"()[]{}";  // not ' (can't) nor . (1.5)
        return kAsciiPunctuation.find(static_cast<char>(c)) != std::string_view::npos ? CharClass::punctuation : CharClass::content;
    }
    if (length != 3) return CharClass::content;
    const std::uint32_t cp = ((c & 0x0Fu) << 12) | ((static_cast<unsigned char>(text[at + 1]) & 0x3Fu) << 6) |
                             (static_cast<unsigned char>(text[at + 2]) & 0x3Fu);
    if ((cp >= 0x3041 && cp <= 0x3096) || (cp >= 0x309D && cp <= 0x309F)) return CharClass::hiragana;
    // 、。 and the CJK brackets 「」『』【】〔〕, then the full-width ！（），．：；？
    if ((cp >= 0x3001 && cp <= 0x3002) || (cp >= 0x300C && cp <= 0x3011) || (cp >= 0x3014 && cp <= 0x3015)) return CharClass::punctuation;
    if (cp == 0xFF01 || cp == 0xFF08 || cp == 0xFF09 || cp == 0xFF0C || cp == 0xFF0E || cp == 0xFF1A || cp == 0xFF1B || cp == 0xFF1F)
        return CharClass::punctuation;
    return CharClass::content;
}

}  // namespace

bool is_stop_word(std::string_view word) { return std::binary_search(kStopWords.begin(), kStopWords.end(), word); }

std::vector<std::string> content_runs(const std::string& word, std::vector<std::string>& left_out) {
    std::vector<std::pair<CharClass, std::string>> runs;
    bool content = false, other = false;
    for (std::size_t at = 0, length = 0; at < word.size(); at += length) {
        auto cls = class_at(word, at, length);
        // The long-vowel mark belongs to the run before it (すごーい, カード).
        if (cls == CharClass::content && word.compare(at, 3, "\xE3\x83\xBC") == 0 && !runs.empty()) cls = runs.back().first;
        (cls == CharClass::content ? content : other) = true;
        if (runs.empty() || runs.back().first != cls) runs.emplace_back(cls, std::string());
        runs.back().second.append(word, at, length);
    }
    if (!content || !other) return {word};
    std::vector<std::string> out;
    for (auto& [cls, text] : runs) {
        if (cls == CharClass::content) out.push_back(std::move(text));
        else if (cls == CharClass::hiragana) left_out.push_back(std::move(text));
    }
    return out;
}

}  // namespace rulesdb
