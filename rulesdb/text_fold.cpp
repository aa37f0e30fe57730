// Folding and tokenizing for search: see text_fold.hpp for the rules.
#include "rulesdb/text_fold.hpp"

#include <algorithm>
#include <vector>

#include "rulesdb/english_stem.hpp"

namespace rulesdb {

namespace {

struct CodePoint {
    char32_t value;
    int start;  // byte offset of the first byte
    int end;    // byte offset past the last byte
};

// Decodes UTF-8; an invalid byte becomes U+FFFD so that any input is safe to tokenize.
std::vector<CodePoint> decode(std::string_view s) {
    std::vector<CodePoint> out;
    out.reserve(s.size());
    std::size_t i = 0;
    while (i < s.size()) {
        auto b0 = static_cast<unsigned char>(s[i]);
        int length = b0 < 0x80 ? 1 : (b0 >> 5) == 0x6 ? 2 : (b0 >> 4) == 0xE ? 3 : (b0 >> 3) == 0x1E ? 4 : 0;
        char32_t cp = 0xFFFD;
        if (length == 0 || i + length > s.size()) {
            length = 1;
        } else {
            cp = length == 1 ? b0 : length == 2 ? (b0 & 0x1F) : length == 3 ? (b0 & 0x0F) : (b0 & 0x07);
            for (int k = 1; k < length; ++k) {
                auto b = static_cast<unsigned char>(s[i + k]);
                if ((b & 0xC0) != 0x80) { cp = 0xFFFD; length = k; break; }
                cp = (cp << 6) | (b & 0x3F);
            }
        }
        out.push_back({cp, static_cast<int>(i), static_cast<int>(i + length)});
        i += length;
    }
    return out;
}

void append_utf8(std::string& out, char32_t cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

// Half-width katakana U+FF66..U+FF9D to their full-width forms.
constexpr char32_t kHalfWidthKana[] = {
    U'ヲ', U'ァ', U'ィ', U'ゥ', U'ェ', U'ォ', U'ャ', U'ュ', U'ョ', U'ッ', U'ー', U'ア', U'イ', U'ウ', U'エ', U'オ',
    U'カ', U'キ', U'ク', U'ケ', U'コ', U'サ', U'シ', U'ス', U'セ', U'ソ', U'タ', U'チ', U'ツ', U'テ', U'ト', U'ナ',
    U'ニ', U'ヌ', U'ネ', U'ノ', U'ハ', U'ヒ', U'フ', U'ヘ', U'ホ', U'マ', U'ミ', U'ム', U'メ', U'モ', U'ヤ', U'ユ',
    U'ヨ', U'ラ', U'リ', U'ル', U'レ', U'ロ', U'ワ', U'ン'};

char32_t fold_char(char32_t c) {
    if (c >= 0xFF01 && c <= 0xFF5E) c -= 0xFEE0;             // full-width ASCII
    else if (c == 0x3000) c = U' ';                          // ideographic space
    else if (c >= 0xFF66 && c <= 0xFF9D) c = kHalfWidthKana[c - 0xFF66];
    else if (c == 0xFF65) c = U'・';                         // half-width middle dot
    if (c >= U'A' && c <= U'Z') c += 32;
    else if (c >= 0xC0 && c <= 0xDE && c != 0xD7) c += 32;   // Latin-1 capitals
    else if (c >= 0x3041 && c <= 0x3096) c += 0x60;          // hiragana to katakana: くりーちゃー is クリーチャー
    else if (c == 0x309D || c == 0x309E) c += 0x60;          // ゝ ゞ to ヽ ヾ (then repeated, below)
    return c;
}

// A dash typed for the long-vowel mark (シ-ルド, シ―ルド, シ－ルド): read as ー after a kana.
bool is_dash(char32_t c) { return c == U'-' || (c >= 0x2010 && c <= 0x2015) || c == 0x2212 || c == 0x2500 || c == 0xFF70; }
bool is_kana(char32_t c) { return (c >= 0x30A1 && c <= 0x30FA) || c == 0x30FC; }

// The voiced and semi-voiced forms for a half-width mark following a kana.
char32_t join_voicing(char32_t base, char32_t mark) {
    bool semi = mark == 0xFF9F;
    if (semi) return base >= U'ハ' && base <= U'ホ' && (base - U'ハ') % 3 == 0 ? base + 2 : base;
    if (base >= U'カ' && base <= U'チ' && (base - U'カ') % 2 == 0) return base + 1;
    if (base == U'ツ' || base == U'テ' || base == U'ト') return base + 1;
    if (base == U'ウ') return U'ヴ';
    if (base >= U'ハ' && base <= U'ホ' && (base - U'ハ') % 3 == 0) return base + 1;
    return base;
}

enum class CharClass { Word, Cjk, Ignored, Separator };

CharClass classify(char32_t c) {
    if ((c >= U'a' && c <= U'z') || (c >= U'0' && c <= U'9') || (c >= 0xDF && c <= 0x24F && c != 0xF7))
        return CharClass::Word;
    if (c == U'・' || c == 0x00B7 || c == 0x2027 || c == 0x2022 || c == 0x30A0) return CharClass::Ignored;
    if ((c >= 0x3041 && c <= 0x309F) ||  // hiragana
        (c >= 0x30A1 && c <= 0x30FF) ||  // katakana, ー included
        (c >= 0x31F0 && c <= 0x31FF) ||  // katakana phonetic extensions
        (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF) ||
        c == 0x3005 || c == 0x3006 || c == 0x3007)  // 々 〆 〇
        return CharClass::Cjk;
    return CharClass::Separator;
}

struct FoldedChar {
    char32_t value;
    int start;
    int end;
    CharClass kind;
};

std::vector<FoldedChar> fold(std::string_view text) {
    std::vector<FoldedChar> out;
    for (const auto& cp : decode(text)) {
        if ((cp.value == 0xFF9E || cp.value == 0xFF9F) && !out.empty() && out.back().kind == CharClass::Cjk) {
            out.back().value = join_voicing(out.back().value, cp.value);
            out.back().end = cp.end;
            continue;
        }
        auto c = fold_char(cp.value);
        if (!out.empty() && out.back().kind == CharClass::Cjk) {
            const auto previous = out.back().value;
            if (is_dash(c) && is_kana(previous)) c = U'ー';
            // Iteration marks repeat the character before them: 時々 is 時時, ハヽ is ハハ, ハヾ is ハバ.
            else if (c == U'々' || c == U'ヽ') c = previous;
            else if (c == U'ヾ') c = join_voicing(previous, 0xFF9E);
        }
        out.push_back({c, cp.start, cp.end, classify(c)});
    }
    return out;
}

std::string utf8_of(const std::vector<const FoldedChar*>& chars, std::size_t from, std::size_t count) {
    std::string out;
    for (std::size_t i = from; i < from + count; ++i) append_utf8(out, chars[i]->value);
    return out;
}

// Emits the tokens of one kana/kanji run (ignored characters already removed).
bool emit_cjk_run(const std::vector<const FoldedChar*>& run, TokenizeMode mode,
                  const std::function<bool(const TextToken&)>& emit) {
    const auto n = run.size();
    for (std::size_t i = 0; i < n; ++i) {
        bool has_next = i + 1 < n;
        if (mode == TokenizeMode::Document) {
            if (!emit({utf8_of(run, i, 1), run[i]->start, run[i]->end, false})) return false;
            if (has_next && !emit({utf8_of(run, i, 2), run[i]->start, run[i + 1]->end, true})) return false;
        } else {
            // Bigrams at every position, and the last character alone at the final position,
            // so a query phrase occupies exactly the positions its run occupies when stored.
            if (has_next) {
                if (!emit({utf8_of(run, i, 2), run[i]->start, run[i + 1]->end, false})) return false;
            } else if (!emit({utf8_of(run, i, 1), run[i]->start, run[i]->end, false})) {
                return false;
            }
        }
    }
    return true;
}

}  // namespace

void tokenize(std::string_view text, TokenizeMode mode, const std::function<bool(const TextToken&)>& emit) {
    auto chars = fold(text);
    std::size_t i = 0;
    while (i < chars.size()) {
        auto kind = chars[i].kind;
        if (kind == CharClass::Word) {
            std::size_t j = i;
            std::string word;
            while (j < chars.size() && chars[j].kind == CharClass::Word) append_utf8(word, chars[j++].value);
            if (!emit({english_stem(word), chars[i].start, chars[j - 1].end, false})) return;
            i = j;
        } else if (kind == CharClass::Cjk) {
            // A run continues across ignored characters such as ・.
            std::vector<const FoldedChar*> run;
            std::size_t j = i;
            while (j < chars.size() && (chars[j].kind == CharClass::Cjk || chars[j].kind == CharClass::Ignored)) {
                if (chars[j].kind == CharClass::Cjk) run.push_back(&chars[j]);
                ++j;
            }
            if (!emit_cjk_run(run, mode, emit)) return;
            i = j;
        } else {
            ++i;
        }
    }
}

std::string fold_key(std::string_view text) {
    std::string key;
    for (const auto& c : fold(text))
        if (c.kind == CharClass::Word || c.kind == CharClass::Cjk) append_utf8(key, c.value);
    return key;
}

std::size_t character_count(std::string_view text) {
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) { return !continues_character(c); }));
}

std::u32string code_points(std::string_view text) {
    std::u32string out;
    for (const auto& cp : decode(text)) out += cp.value;
    return out;
}

bool has_tokens(std::string_view text) {
    bool found = false;
    tokenize(text, TokenizeMode::Query, [&](const TextToken&) { found = true; return false; });
    return found;
}

}  // namespace rulesdb
