// The project states rules and rulings in its own words: no rule, ruling, assumption, glossary
// entry or scenario may repeat a run of 20 or more characters of the source documents verbatim.
//
// Texts are compared in their folded form (rulesdb::fold_key: punctuation, quotation marks and
// spaces removed, full-width letters folded), so a sentence copied with its 、 or 「」 moved still
// counts as copied. The one attribute left out is `heading`: it names the seed's section an entry
// comes from, a locator like a page number, so it repeats the seed's own heading on purpose.
#include <catch2/catch.hpp>

#include "rulesdb/text_encoding.hpp"
#include "rulesdb/text_fold.hpp"
#include "support.hpp"

#include <pugixml.hpp>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <unordered_set>
#include <vector>

namespace fs = std::filesystem;

namespace {

constexpr std::size_t kCopiedRun = 20;  // characters

// Byte offsets of each character of `text`, plus one past the end.
std::vector<std::size_t> character_starts(const std::string& text) {
    std::vector<std::size_t> starts;
    for (std::size_t at = 0; at < text.size();) {
        starts.push_back(at);
        std::size_t length = rulesdb::utf8_sequence_length(text, at);
        at += length == 0 ? 1 : length;
    }
    starts.push_back(text.size());
    return starts;
}

// The folded key with the marks fold_key keeps as parts of words removed too: the middle dot
// (S・トリガー) and brackets of every width. A seed writes 「A・B」 where a copy writes 「A、B」.
std::string compared_form(const char* text) {
    auto folded = rulesdb::fold_key(text);
    for (const char* mark : {"・", "･", "（", "）", "(", ")", "【", "】", "［", "］", "[", "]", "〔", "〕", "〈", "〉", "《", "》"}) {
        const std::string m(mark);
        for (auto at = folded.find(m); at != std::string::npos; at = folded.find(m, at)) folded.erase(at, m.size());
    }
    return folded;
}

// Every run of kCopiedRun characters of the folded text.
std::vector<std::string> runs_of(const std::string& folded) {
    std::vector<std::string> runs;
    auto starts = character_starts(folded);
    for (std::size_t i = 0; i + kCopiedRun < starts.size(); ++i)
        runs.push_back(folded.substr(starts[i], starts[i + kCopiedRun] - starts[i]));
    return runs;
}

struct Copied {
    std::string where, run;
};

void find_copies(const pugi::xml_node& node, const std::string& file, const std::unordered_set<std::string>& seed_runs,
                 std::vector<Copied>& copies) {
    auto check = [&](const char* text, const std::string& what) {
        for (const auto& run : runs_of(compared_form(text)))
            if (seed_runs.count(run)) {
                copies.push_back({file + " <" + node.name() + "> " + what, run});
                return;
            }
    };
    for (const auto& child : node.children()) {
        if (child.type() == pugi::node_pcdata || child.type() == pugi::node_cdata) check(child.value(), "text");
        if (child.type() == pugi::node_element) find_copies(child, file, seed_runs, copies);
    }
    for (const auto& attribute : node.attributes())
        if (std::string(attribute.name()) != "heading") check(attribute.value(), attribute.name());
}

}  // namespace

TEST_CASE("no rule, ruling or scenario repeats 20 characters of a seed document verbatim", "[content]") {
    fs::path seeds = JUDGE_SHARED_SEEDS;
    if (!fs::is_directory(seeds)) {
        // A clone without the source material beside it cannot check; CI always has it.
        if (std::getenv("CI")) FAIL("no seed documents at " << seeds);
        WARN("skipped: no seed documents at " << seeds);
        return;
    }
    std::vector<fs::path> sources;
    for (const auto& entry : fs::directory_iterator(seeds)) sources.push_back(entry.path());
    fs::path games = seeds.parent_path() / "games";
    if (fs::is_directory(games))
        for (const auto& entry : fs::directory_iterator(games)) sources.push_back(entry.path());
    REQUIRE(sources.size() >= 3);

    std::unordered_set<std::string> seed_runs;
    for (const auto& source : sources)
        for (auto& run : runs_of(compared_form(test::read_file(source).c_str()))) seed_runs.insert(std::move(run));

    std::vector<Copied> copies;
    std::size_t files = 0;
    fs::path root = JUDGE_SOURCE_DIR;
    for (const char* folder : {"rulesdb/data", "scenarios"})
        for (const auto& entry : fs::recursive_directory_iterator(root / folder)) {
            if (entry.path().extension() != ".xml") continue;
            pugi::xml_document document;
            REQUIRE(document.load_file(entry.path().c_str()));
            find_copies(document, fs::relative(entry.path(), root).generic_string(), seed_runs, copies);
            ++files;
        }
    CHECK(files > 200);
    for (const auto& copy : copies) UNSCOPED_INFO(copy.where << ": " << copy.run);
    CHECK(copies.empty());
}

TEST_CASE("the copied-text check finds a seed sentence with its punctuation changed", "[content]") {
    // The check above is only worth something if folding makes a lightly edited copy match.
    std::unordered_set<std::string> seed_runs;
    for (auto& run : runs_of(rulesdb::fold_key("できる効果とできない効果が同時に適用されている場合、できない効果が優先される")))
        seed_runs.insert(std::move(run));
    auto copied = runs_of(rulesdb::fold_key("「できる」効果と「できない」効果が同時に適用されている場合は…"));
    bool found = false;
    for (const auto& run : copied) found = found || seed_runs.count(run) > 0;
    CHECK(found);
    auto own = runs_of(rulesdb::fold_key("禁止と許可が重なったときは、禁止のほうが勝つ。"));
    for (const auto& run : own) CHECK_FALSE(seed_runs.count(run));
}

TEST_CASE("the copied-text check finds a copy whose middle dots and brackets differ from the seed's", "[content]") {
    std::unordered_set<std::string> seed_runs;
    for (auto& run : runs_of(compared_form("モンスターゾーン・エリアゾーン・呪文ゾーン（場）にあるカード"))) seed_runs.insert(std::move(run));
    auto copied = runs_of(compared_form("モンスターゾーン、エリアゾーン、呪文ゾーン(場)にあるカード"));
    bool found = false;
    for (const auto& run : copied) found = found || seed_runs.count(run) > 0;
    CHECK(found);
}
