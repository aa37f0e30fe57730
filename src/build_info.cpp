// `judge --version`: the release and commit from the build, the schema from rulesdb.
#include "build_info.hpp"

#include "rulesdb/database.hpp"

namespace cli {

std::string version_text() {
    auto commit = build_commit();
    return "judge " + judge_version() + "\n" + (commit.empty() ? "commit: unknown (not built from a git checkout)" : "commit: " + commit) +
           "\n" + "database schema: " + std::to_string(rulesdb::kSchemaVersion);
}

std::string build_stamp() {
    auto commit = build_commit();
    return "judge " + judge_version() + (commit.empty() ? "" : ", commit " + commit);
}

}  // namespace cli
