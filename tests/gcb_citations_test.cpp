// Gouda Card Battler's citation constants: each says, in the comment above it, which trace steps and
// refusals may cite it (issue 14), so a reviewer can hold every golden trace line against that list.
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

// The `inline constexpr const char* kName = "ID";` lines of gcb_rules.hpp with the comment line above each.
std::vector<Constant> gcb_constants() {
    const auto text = test::read_file(std::filesystem::path(JUDGE_SOURCE_DIR) / "judge/games/gcb/gcb_rules.hpp");
    static const std::regex declaration(R"re(^inline constexpr const char\* (k\w+) = "([^"]+)";)re");
    std::vector<Constant> out;
    std::istringstream lines(text);
    std::string line, previous;
    while (std::getline(lines, line)) {
        std::smatch m;
        if (std::regex_search(line, m, declaration))
            out.push_back({m[1], m[2], previous.rfind("// ", 0) == 0 ? previous.substr(3) : std::string()});
        previous = line;
    }
    return out;
}

}  // namespace

TEST_CASE("every Gouda Card Battler cite constant says in a comment which steps may cite it", "[content]") {
    const auto constants = gcb_constants();
    REQUIRE(constants.size() > 50);
    for (const auto& c : constants) {
        INFO(c.name << " (" << c.id << ")");
        CHECK(c.comment.size() >= 20);
    }
}

TEST_CASE("the Gouda Card Battler ruleset's citation list holds exactly the IDs its constants declare", "[content]") {
    std::vector<std::string> declared;
    for (const auto& c : gcb_constants()) declared.push_back(c.id);
    auto listed = judge::find_ruleset("gcb")->citations();
    std::sort(declared.begin(), declared.end());
    std::sort(listed.begin(), listed.end());
    CHECK(listed == declared);
}
