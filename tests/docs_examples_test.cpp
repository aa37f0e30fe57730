// The README's examples cannot drift from what the commands print: every `$ command` line of its
// ```sh blocks is run, in order, in a folder laid out like a checkout (a copy of build/judge with its
// own build tree, so the examples' `db build` and `export` write there and never into the real
// build), and the lines shown under it are compared with the real output. An `…` in a line stands
// for any text; a line that is only `…` for any number of lines; a command shown with no output is
// held to its exit status alone.
#include <catch2/catch.hpp>

#include <sys/wait.h>

#include <cstdlib>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "support.hpp"

namespace fs = std::filesystem;

namespace {

struct Example {
    int line = 0;  // in the markdown file
    std::string command;
    std::vector<std::string> shown;  // the output lines the document shows
};

std::vector<Example> examples_in(const std::string& markdown) {
    std::vector<Example> out;
    std::istringstream lines(markdown);
    std::string line;
    bool in_shell = false;
    for (int number = 1; std::getline(lines, line); ++number) {
        if (line.rfind("```", 0) == 0) {
            in_shell = !in_shell && line == "```sh";
            continue;
        }
        if (!in_shell) continue;
        if (line.rfind("$ ", 0) == 0) {
            auto command = line.substr(2);
            // A comment after the command explains it to the reader.
            if (auto comment = command.find("  #"); comment != std::string::npos) command = command.substr(0, comment);
            while (!command.empty() && command.back() == ' ') command.pop_back();
            out.push_back({number, command, {}});
        } else if (!out.empty()) {
            out.back().shown.push_back(line);
        }
    }
    return out;
}

const std::string kEllipsis = "…";

// One shown line against one real line: the text between `…` must appear in order, the first piece
// at the start and the last at the end.
bool line_matches(const std::string& shown, const std::string& real) {
    std::vector<std::string> pieces;
    for (std::size_t at = 0;;) {
        auto next = shown.find(kEllipsis, at);
        pieces.push_back(shown.substr(at, next == std::string::npos ? std::string::npos : next - at));
        if (next == std::string::npos) break;
        at = next + kEllipsis.size();
    }
    if (pieces.size() == 1) return shown == real;
    if (real.compare(0, pieces.front().size(), pieces.front()) != 0) return false;
    std::size_t at = pieces.front().size();
    for (std::size_t i = 1; i + 1 < pieces.size(); ++i) {
        at = real.find(pieces[i], at);
        if (at == std::string::npos) return false;
        at += pieces[i].size();
    }
    const auto& last = pieces.back();
    return real.size() >= at + last.size() && real.compare(real.size() - last.size(), last.size(), last) == 0;
}

// All the shown lines against all the real ones; a shown line of `…` alone takes any number of lines.
bool output_matches(const std::vector<std::string>& shown, std::size_t s, const std::vector<std::string>& real, std::size_t r) {
    if (s == shown.size()) return r == real.size();
    if (shown[s] == kEllipsis) {
        for (std::size_t skip = r; skip <= real.size(); ++skip)
            if (output_matches(shown, s + 1, real, skip)) return true;
        return false;
    }
    return r < real.size() && line_matches(shown[s], real[r]) && output_matches(shown, s + 1, real, r + 1);
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) out.push_back(line);
    return out;
}

// A folder laid out like a checkout after `scripts/run`: build/judge (a copy, with its own
// judge-build-tree naming the real sources), rulesdb/ and scenarios/ from the checkout, and the
// rules document, the official documents and the card list the import examples read.
void lay_out(const fs::path& root) {
    const fs::path source = JUDGE_SOURCE_DIR;
    fs::create_directories(root / "build");
    fs::copy_file(JUDGE_BINARY, root / "build" / "judge");
    std::ofstream(root / "build" / "judge-build-tree") << source.string() << '\n';
    fs::create_directory_symlink(source / "rulesdb", root / "rulesdb");
    fs::create_directory_symlink(source / "scenarios", root / "scenarios");
    std::ofstream rules(root / "my-official-rules.txt");
    for (int i = 1; i <= 57; ++i) rules << "【規則その" << i << "】\n" << i << "番目の規則の本文。\n";
    std::ofstream(root / "official-rules.txt") << "1. 概要\n1.1 対戦は二人で行う。\n1.1.1 デッキは40枚。\n506. ドローステップ\n506.2 カードを1枚引く。\n";
    std::ofstream(root / "official-qa.csv") << "番号,質問,回答\n1,質問1,回答1\n2,質問2,回答2\n3,質問3,回答3\n";
    std::ofstream cards(root / "my-cards.csv");
    cards << "カード名,読み,種類,文明,コスト,パワー\n";
    for (int i = 1; i <= 412; ++i) cards << "例の竜" << i << ",れいのりゅう" << i << ",creature,火," << 1 + i % 9 << "," << 1000 * (1 + i % 12) << "\n";
}

// Runs every example of one README with judge speaking `lang`, checking what each prints.
void check_examples(const std::string& readme_name, const std::string& lang) {
    const auto readme = test::read_file(fs::path(JUDGE_SOURCE_DIR) / readme_name);
    const auto examples = examples_in(readme);
    REQUIRE(examples.size() >= 6);
    test::TempDir dir;
    lay_out(dir.path());
    for (const auto& example : examples) {
        INFO(readme_name << ":" << example.line << ": $ " << example.command);
        auto out = dir.path() / "out";
        // In a subshell, so that an example's own redirection (`> my-dispute.xml`) stays its own.
        auto command = "cd " + test::shell_quote(dir.path().string()) + " && (NO_COLOR=1 JUDGE_DB= JUDGE_LANG=" + lang + " " + example.command +
                       ") >" + test::shell_quote(out.string()) + " 2>/dev/null </dev/null";
        int status = std::system(command.c_str());
        REQUIRE(WIFEXITED(status));
        CHECK(WEXITSTATUS(status) == 0);
        if (example.shown.empty()) continue;
        auto real = lines_of(test::read_file(out));
        INFO("printed:\n" << test::read_file(out));
        CHECK(output_matches(example.shown, 0, real, 0));
    }
}

}  // namespace

TEST_CASE("every example command in the README prints what the README shows", "[docs]") {
    check_examples("README.md", "en");
}

TEST_CASE("every example command in the Japanese README prints what it shows, in Japanese", "[docs]") {
    check_examples("README.ja.md", "ja");
}

TEST_CASE("the README example check takes … for any text and any lines, and nothing else", "[docs]") {
    CHECK(line_matches("built …: 3 games", "built build/judge.db: 3 games"));
    CHECK_FALSE(line_matches("built …: 3 games", "built build/judge.db: 4 games"));
    CHECK(line_matches("a … b … c", "a x b y c"));
    CHECK_FALSE(line_matches("a … b … c", "a x c y b"));
    CHECK(output_matches({"first", "…", "last"}, 0, {"first", "x", "y", "last"}, 0));
    CHECK(output_matches({"first", "…", "last"}, 0, {"first", "last"}, 0));
    CHECK_FALSE(output_matches({"first", "last"}, 0, {"first", "extra", "last"}, 0));
    CHECK_FALSE(output_matches({"first"}, 0, {"first", "more"}, 0));
}

TEST_CASE("each game's page shows the table `judge scenario operations` prints from the game's entries, in its language", "[docs]") {
    for (const auto& [game, lang] : std::vector<std::pair<std::string, std::string>>{{"iw", "en"}, {"gcb", "en"}, {"dm", "en"}, {"iw", "ja"}, {"gcb", "ja"}, {"dm", "ja"}}) {
        INFO(game << " " << lang);
        const auto folder = lang == "ja" ? fs::path(JUDGE_SOURCE_DIR) / "docs" / "ja" / "games" : fs::path(JUDGE_SOURCE_DIR) / "docs" / "games";
        const auto page = test::read_file(folder / (game + ".md"));
        const std::string start = std::string("<!-- operations: judge scenario operations ") + game + " -->\n", end = "<!-- end of operations -->";
        const auto from = page.find(start), to = page.find(end);
        REQUIRE(from != std::string::npos);
        REQUIRE(to != std::string::npos);
        const auto printed = test::run_judge("scenario operations " + game, {}, lang);
        CHECK(printed.exit_code == 0);
        CHECK(page.substr(from + start.size(), to - from - start.size()) == printed.out);
    }
}
