// Where judge finds its database, its bundled rules data and its scenarios by default.
#pragma once

#include <filesystem>
#include <string>

namespace cli {

// Found from where the binary stands (paths.cpp): in a build tree, the build's database and the
// source folder's content; installed, <prefix>/share/judge/.
// The database used when no --db is given: $JUDGE_DB, else the build tree's or the installed one.
std::filesystem::path default_database();
std::filesystem::path bundled_data_dir();       // the rules content `db build` reads by default
std::filesystem::path bundled_scenarios_dir();  // the bundled scenarios and each game's card library
std::filesystem::path default_engine();         // the WebAssembly engine's judge.js that `export html` copies
std::filesystem::path docs_dir();               // the documentation: the checkout's docs/, or <prefix>/share/doc/judge/

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
