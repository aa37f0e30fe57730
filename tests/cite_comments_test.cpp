// Each ruleset's citation constants (judge/games/<id>/<id>_rules.hpp) say in a comment, on the line
// above or at the end of the line, which trace steps and refusals may cite them (issue 14), so a
// reviewer can hold every golden trace line against that list; and the ruleset's citations() holds
// exactly the IDs its constants declare.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "judge/games/registry.hpp"
#include "support.hpp"

namespace {

struct Constant {
    std::string name, id, comment;
};

// The `inline constexpr const char* kName = "ID";` lines of a game's rules header, each with its
// trailing comment, or else the comment line above it.
std::vector<Constant> cite_constants(const std::string& game) {
    const auto text = test::read_file(std::filesystem::path(JUDGE_SOURCE_DIR) / ("judge/games/" + game + "/" + game + "_rules.hpp"));
    static const std::regex declaration(R"re(^inline constexpr const char\* (k\w+) = "([^"]+)";\s*(?://\s*(.*))?$)re");
    std::vector<Constant> out;
    std::istringstream lines(text);
    std::string line, previous;
    while (std::getline(lines, line)) {
        std::smatch m;
        if (std::regex_search(line, m, declaration)) {
            std::string comment = m[3].matched ? std::string(m[3]) : previous.rfind("// ", 0) == 0 ? previous.substr(3) : std::string();
            out.push_back({m[1], m[2], comment});
        }
        previous = line;
    }
    return out;
}

const char* const kGames[] = {"iw", "gcb", "dm"};

}  // namespace

TEST_CASE("every cite constant says in a comment which steps may cite it", "[content]") {
    for (const char* game : kGames) {
        const auto constants = cite_constants(game);
        REQUIRE(constants.size() > 30);
        for (const auto& c : constants) {
            INFO(game << ": " << c.name << " (" << c.id << ")");
            CHECK(c.comment.size() >= 10);
        }
    }
}

TEST_CASE("each ruleset's citation list holds exactly the IDs its constants declare", "[content]") {
    for (const char* game : kGames) {
        INFO(game);
        std::vector<std::string> declared;
        for (const auto& c : cite_constants(game)) declared.push_back(c.id);
        auto listed = judge::find_ruleset(game)->citations();
        std::sort(declared.begin(), declared.end());
        std::sort(listed.begin(), listed.end());
        CHECK(listed == declared);
    }
}

TEST_CASE("each operation of the ability language names a rule its game declares", "[content]") {
    for (const char* game : kGames) {
        const auto* ruleset = judge::find_ruleset(game);
        const auto declared = ruleset->citations();
        for (const auto& op : ruleset->operation_specs()) {
            INFO(game << ": " << op.name);
            REQUIRE(op.cite != nullptr);
            CHECK(std::find(declared.begin(), declared.end(), op.cite) != declared.end());
        }
    }
}
