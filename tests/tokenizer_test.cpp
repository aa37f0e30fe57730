// The search tokenizer: Japanese of any length, Latin words, folding and separators.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "rulesdb/text_fold.hpp"

using rulesdb::TokenizeMode;

namespace {

// Tokens as "text" or "text@" (colocated with the previous one).
std::vector<std::string> tokens(const std::string& text, TokenizeMode mode) {
    std::vector<std::string> out;
    rulesdb::tokenize(text, mode, [&](const rulesdb::TextToken& t) {
        out.push_back(t.text + (t.colocated ? "@" : ""));
        return true;
    });
    return out;
}

using V = std::vector<std::string>;

}  // namespace

TEST_CASE("a two-character kanji word is stored as characters with their bigram", "[tokenizer]") {
    CHECK(tokens("貫通", TokenizeMode::Document) == V{"貫", "貫通@", "通"});
    CHECK(tokens("貫通", TokenizeMode::Query) == V{"貫通", "通"});
}

TEST_CASE("a single character is searchable on its own", "[tokenizer]") {
    CHECK(tokens("罠", TokenizeMode::Query) == V{"罠"});
    CHECK(tokens("罠", TokenizeMode::Document) == V{"罠"});
}

TEST_CASE("long katakana runs become overlapping bigrams", "[tokenizer]") {
    CHECK(tokens("バリアクラッシャー", TokenizeMode::Query) ==
          V{"バリ", "リア", "アク", "クラ", "ラッ", "ッシ", "シャ", "ャー", "ー"});
}

TEST_CASE("Latin words and CJK runs split apart and Latin is lower-cased", "[tokenizer]") {
    CHECK(tokens("W・ブレイカー", TokenizeMode::Query) == V{"w", "ブレ", "レイ", "イカ", "カー", "ー"});
    CHECK(tokens("Shield Trigger", TokenizeMode::Query) == V{"shield", "trigger"});
    CHECK(tokens("革命0トリガー", TokenizeMode::Query) == V{"革命", "命", "0", "トリ", "リガ", "ガー", "ー"});
}

TEST_CASE("full-width ASCII and half-width katakana are folded", "[tokenizer]") {
    CHECK(tokens("ＳＨＩＥＬＤ", TokenizeMode::Query) == V{"shield"});
    CHECK(tokens("ｼｰﾙﾄﾞ", TokenizeMode::Query) == tokens("シールド", TokenizeMode::Query));
    CHECK(tokens("ﾊﾟｰﾝ", TokenizeMode::Query) == tokens("パーン", TokenizeMode::Query));
}

TEST_CASE("the middle dot is ignored inside words", "[tokenizer]") {
    CHECK(tokens("S・トリガー", TokenizeMode::Document) == tokens("Sトリガー", TokenizeMode::Document));
    CHECK(tokens("シールド・トリガー", TokenizeMode::Query) == tokens("シールドトリガー", TokenizeMode::Query));
    CHECK(rulesdb::fold_key("Ｓ・トリガー") == rulesdb::fold_key("sトリガー"));
}

TEST_CASE("punctuation, quotes and invalid UTF-8 give no tokens and no crash", "[tokenizer]") {
    CHECK(tokens("\"*()[]{}:^-+", TokenizeMode::Query).empty());
    CHECK_FALSE(rulesdb::has_tokens("「」、。！？"));
    CHECK(tokens(std::string("\xff\xfe\xe3\x81", 4), TokenizeMode::Query).empty());
}

TEST_CASE("token offsets point into the original text", "[tokenizer]") {
    std::vector<std::pair<int, int>> spans;
    rulesdb::tokenize("a 貫通", TokenizeMode::Document, [&](const rulesdb::TextToken& t) {
        spans.emplace_back(t.start, t.end);
        return true;
    });
    CHECK(spans == std::vector<std::pair<int, int>>{{0, 1}, {2, 5}, {2, 8}, {5, 8}});
}
