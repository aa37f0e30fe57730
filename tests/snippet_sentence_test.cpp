// The hit's snippet (rulesdb/snippet_sentence.hpp): the sentence holding most of the query's words,
// cut around its first mark when long, never inside a word's mark.
#include <catch2/catch.hpp>

#include <string>

#include "rulesdb/search.hpp"
#include "rulesdb/snippet_sentence.hpp"

namespace {

// Writes marks as [ and ] in test text and back.
std::string marked(std::string text) {
    for (auto& c : text) c = c == '[' ? rulesdb::kMatchStart : c == ']' ? rulesdb::kMatchEnd : c;
    return text;
}
std::string shown(std::string text) {
    for (auto& c : text) c = c == rulesdb::kMatchStart ? '[' : c == rulesdb::kMatchEnd ? ']' : c;
    return text;
}
std::string best(const std::string& text, std::size_t max_chars = 160) { return shown(rulesdb::best_sentence(marked(text), false, max_chars)); }
std::string best_for_japanese(const std::string& text) { return shown(rulesdb::best_sentence(marked(text), true)); }

}  // namespace

TEST_CASE("the snippet is the sentence holding the most distinct words of the query") {
    CHECK(best("A [creature] may attack. A [tapped] [creature] cannot [block]. Then it untaps.") == "A [tapped] [creature] cannot [block].");
    // Distinct words count before repeats: two different words beat one word said three times.
    CHECK(best("[block] [block] [block] here. [tapped] and [block] there.") == "[tapped] and [block] there.");
    // Equal sentences: the first.
    CHECK(best("One [cost]. Two [cost].") == "One [cost].");
    // A word matched in another case is the same word.
    CHECK(best("[Cost] and [cost]. [cost] and [reduction].") == "[cost] and [reduction].");
}

TEST_CASE("Japanese sentences end at 。！？ and the two languages of an entry are apart") {
    CHECK(best("[コスト]は下がる。[文明]の数より[コスト]は下がらない。 Most abilities lower a cost.") == "[文明]の数より[コスト]は下がらない。");
    CHECK(best("攻撃できる？ [ブロック]できない！ A [blocker] [blocks].") == "A [blocker] [blocks].");
    CHECK(best("一行目\n[二行目]の文") == "[二行目]の文");
}

TEST_CASE("between sentences holding as many words, the one in the query's language wins") {
    const std::string text = "[貫通]はアガに及ばない。 [Pierce] never reaches the アガ: [pierce] stops.";
    CHECK(best_for_japanese(text) == "[貫通]はアガに及ばない。");
    CHECK(best(text) == "[Pierce] never reaches the アガ: [pierce] stops.");
    // More of the words still wins over the language.
    CHECK(best_for_japanese("[貫通]がある。 [Pierce] and [block] meet.") == "[Pierce] and [block] meet.");
    CHECK(rulesdb::mostly_japanese("貫通"));
    CHECK(rulesdb::mostly_japanese("ｱｶﾞ"));
    CHECK(rulesdb::mostly_japanese("S・トリガーで出たcreatureは"));
    CHECK_FALSE(rulesdb::mostly_japanese("Pierce never reaches the アガ."));
    CHECK_FALSE(rulesdb::mostly_japanese("pierce — “quoted” ©"));
}

TEST_CASE("a full stop inside a number or a word does not end the sentence") {
    CHECK(best("Power is 1.5 times [power]. Other.") == "Power is 1.5 times [power].");
    CHECK(best("See rule 3.2.1 for the [pierce] ability.") == "See rule 3.2.1 for the [pierce] ability.");
}

TEST_CASE("text with no mark gives its first sentence") {
    CHECK(best("First sentence. Second one.") == "First sentence.");
    CHECK(best("") == "");
    CHECK(best("   ") == "");
}

TEST_CASE("a long sentence is cut around its first mark at word boundaries and never inside a mark") {
    const std::string filler = "word word word word word word word word word word word word word word word word ";
    const auto long_sentence = filler + filler + "the [shield] [trigger] goes off " + filler + filler + "end.";
    const auto cut = best(long_sentence, 60);
    CHECK(cut.rfind("…", 0) == 0);
    CHECK(cut.find("[shield] [trigger]") != std::string::npos);
    CHECK(cut.size() >= 3 + 3);
    CHECK(cut.substr(cut.size() - 3) == "…");
    // Cut at word boundaries: no piece of a word at either end.
    CHECK(cut.substr(3, 1) != " ");
    CHECK(cut.find("wor…") == std::string::npos);
    CHECK(cut.find("…ord") == std::string::npos);
    // Japanese has no spaces: the cut is at characters, never splitting one's bytes, and keeps marks whole.
    std::string ja;
    for (int i = 0; i < 80; ++i) ja += "あ";
    const auto ja_cut = best(ja + "[シールド・トリガー]" + ja + "。", 20);
    CHECK(ja_cut.find("[シールド・トリガー]") != std::string::npos);
    CHECK(ja_cut.rfind("…", 0) == 0);
}
