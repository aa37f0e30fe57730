// How judge splits text into search tokens, shared by the FTS5 tokenizer, glossary alias keys
// and the web export's index, so that every search path agrees on what a word is.
//
// Text is folded first: full-width ASCII to ASCII, half-width katakana to full-width (voiced
// marks joined), Latin letters to lower case. Then:
//   - a run of Latin letters and digits is one token;
//   - a run of kana/kanji is indexed as overlapping bigrams, each with the single character at
//     the same position (so one-character, two-character and longer words all match);
//   - ・ and similar middle dots are ignored, so S・トリガー and Sトリガー index alike;
//   - everything else separates tokens.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

namespace rulesdb {

enum class TokenizeMode {
    Document,  // bigrams and single characters at each position (what is stored)
    Query,     // bigrams, then the run's last character: matches the stored positions as a phrase
};

struct TextToken {
    std::string text;  // folded token text (UTF-8)
    int start = 0;     // byte offsets into the original text
    int end = 0;
    bool colocated = false;  // same position as the previous token
};

// Calls `emit` for every token; stops early when `emit` returns false.
void tokenize(std::string_view text, TokenizeMode mode, const std::function<bool(const TextToken&)>& emit);

// The folded form of a word or phrase with separators and spaces removed: the key by which a
// typed word is matched against glossary names ("S・トリガー", "Ｓトリガー" → "sトリガー").
std::string fold_key(std::string_view text);

// The code points of UTF-8 text, an invalid byte read as U+FFFD (the decoding the tokenizer uses).
std::u32string code_points(std::string_view text);

// Whether a byte of UTF-8 continues a character (10xxxxxx) rather than starting one.
inline bool continues_character(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

// How many characters UTF-8 text holds, counted without decoding it: the bytes that start one.
std::size_t character_count(std::string_view text);

// True when `text` yields at least one token.
bool has_tokens(std::string_view text);

}  // namespace rulesdb
