// Default locations, fixed at configure time and overridable at run time.
#include "paths.hpp"

#include <cstdlib>

namespace cli {

std::filesystem::path default_database() {
    if (const char* env = std::getenv("JUDGE_DB"); env && *env) return env;
    return JUDGE_DEFAULT_DB;
}

std::filesystem::path source_dir() { return JUDGE_SOURCE_DIR; }
std::filesystem::path bundled_data_dir() { return source_dir() / "rulesdb" / "data"; }
std::filesystem::path bundled_scenarios_dir() { return source_dir() / "scenarios"; }

}  // namespace cli
