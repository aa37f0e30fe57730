// Each Duel Masters citation constant says, in a comment on its own line, which trace steps may
// cite it, so a golden trace can be reviewed line by line against judge/games/dm/dm_rules.hpp.
#include <catch2/catch.hpp>

#include "support.hpp"

#include <filesystem>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Constant {
    std::string id;
    std::string comment;  // what follows "//" on its line, trimmed
};

std::vector<Constant> dm_constants() {
    const auto text = test::read_file(std::filesystem::path(JUDGE_SOURCE_DIR) / "judge/games/dm/dm_rules.hpp");
    const std::regex constant(R"re(^inline constexpr const char\* k\w+ = "(DM-[ARJ]-[A-Z0-9-]+)";\s*(//\s*(.*))?$)re");
    std::vector<Constant> out;
    std::istringstream lines(text);
    std::string line;
    std::smatch m;
    while (std::getline(lines, line))
        if (std::regex_match(line, m, constant)) out.push_back({m[1], m[3]});
    return out;
}

}  // namespace

TEST_CASE("every Duel Masters citation constant says which steps it may be cited for", "[dm][citations]") {
    const auto constants = dm_constants();
    REQUIRE(constants.size() > 100);  // the file was read and its constants recognised
    for (const auto& c : constants) {
        INFO(c.id);
        CHECK(c.comment.size() >= 10);
    }
}
