// Where judge finds its database, its bundled rules data and its scenarios by default.
#pragma once

#include <filesystem>
#include <string>

namespace cli {

// The database used when no --db is given: $JUDGE_DB, else the one the build wrote.
std::filesystem::path default_database();
std::filesystem::path bundled_data_dir();       // rulesdb/data of the source tree
std::filesystem::path bundled_scenarios_dir();  // scenarios/ of the source tree
std::filesystem::path source_dir();

// Settings shared by every subcommand.
struct GlobalOptions {
    std::string db;  // --db; empty: default_database()
    std::filesystem::path database() const { return db.empty() ? default_database() : std::filesystem::path(db); }
};

// Exit codes used by every subcommand.
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailed = 1;   // the work ran and found failures
inline constexpr int kExitInvalid = 2;  // bad input: a file, an option, a database

}  // namespace cli
