// The Japanese docs keep step with the English ones: README.ja.md, docs/ja/scenario-format.md and
// docs/ja/games/<id>.md have every section of their English page, at the same level and in the same
// order, the same number of code blocks (the same XML, byte for byte, since a reader copies it), a
// link each way, and a game page's operations table as `judge --lang ja scenario operations` prints it.
#include <catch2/catch.hpp>

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "support.hpp"

namespace fs = std::filesystem;

namespace {

struct Outline {
    std::vector<int> heading_levels;
    std::vector<std::string> headings;
    std::vector<std::string> blocks;  // each fenced block: its opening line and its text
};

Outline outline_of(const std::string& markdown) {
    Outline out;
    std::istringstream lines(markdown);
    std::string line;
    std::string* block = nullptr;
    while (std::getline(lines, line)) {
        if (line.rfind("```", 0) == 0) {
            if (block) {
                block = nullptr;
            } else {
                out.blocks.push_back(line + "\n");
                block = &out.blocks.back();
            }
            continue;
        }
        if (block) {
            *block += line + "\n";
            continue;
        }
        std::size_t level = 0;
        while (level < line.size() && line[level] == '#') ++level;
        if (level > 0 && level < line.size() && line[level] == ' ') {
            out.heading_levels.push_back(static_cast<int>(level));
            out.headings.push_back(line);
        }
    }
    return out;
}

struct Pair {
    const char* english;
    const char* japanese;
    bool same_code;  // the README's shell examples show the Japanese output
};

constexpr Pair kPairs[] = {
    {"README.md", "README.ja.md", false},
    {"docs/scenario-format.md", "docs/ja/scenario-format.md", true},
    {"docs/games/iw.md", "docs/ja/games/iw.md", true},
    {"docs/games/gcb.md", "docs/ja/games/gcb.md", true},
    {"docs/games/dm.md", "docs/ja/games/dm.md", true},
    {"docs/official-sources.md", "docs/ja/official-sources.md", false},
};

std::string relative_link(const fs::path& from, const fs::path& to) { return fs::relative(to, from.parent_path()).generic_string(); }

}  // namespace

TEST_CASE("each Japanese page has every section and code block of its English page, in order", "[docs]") {
    const fs::path root = JUDGE_SOURCE_DIR;
    for (const auto& pair : kPairs) {
        INFO(pair.english << " and " << pair.japanese);
        REQUIRE(fs::exists(root / pair.japanese));
        const auto en_text = test::read_file(root / pair.english), ja_text = test::read_file(root / pair.japanese);
        const auto en = outline_of(en_text), ja = outline_of(ja_text);
        INFO("English headings:\n" << [&] { std::string s; for (const auto& h : en.headings) s += h + "\n"; return s; }());
        INFO("Japanese headings:\n" << [&] { std::string s; for (const auto& h : ja.headings) s += h + "\n"; return s; }());
        CHECK(en.heading_levels == ja.heading_levels);
        CHECK(en.blocks.size() == ja.blocks.size());
        if (pair.same_code && en.blocks.size() == ja.blocks.size())
            for (std::size_t i = 0; i < en.blocks.size(); ++i) {
                INFO("code block " << i + 1);
                CHECK(en.blocks[i] == ja.blocks[i]);
            }
        // Each page links to the other.
        CHECK(en_text.find("(" + relative_link(root / pair.english, root / pair.japanese) + ")") != std::string::npos);
        CHECK(ja_text.find("(" + relative_link(root / pair.japanese, root / pair.english) + ")") != std::string::npos);
    }
}

TEST_CASE("the outline check tells a missing or moved section and a changed code block", "[docs]") {
    const auto base = outline_of("# A\n## B\n```xml\n<x/>\n```\n### C\n");
    CHECK(outline_of("# あ\n## い\n```xml\n<x/>\n```\n### う\n").heading_levels == base.heading_levels);
    CHECK(outline_of("# あ\n### う\n## い\n").heading_levels != base.heading_levels);
    CHECK(outline_of("# あ\n## い\n").heading_levels != base.heading_levels);
    // A # inside a code block is no heading.
    CHECK(outline_of("# A\n```sh\n# comment\n```\n").heading_levels == std::vector<int>{1});
    CHECK(outline_of("# A\n```xml\n<y/>\n```\n").blocks != outline_of("# A\n```xml\n<x/>\n```\n").blocks);
}
