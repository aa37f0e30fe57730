// What `judge --version` reports: the release, the commit it was built from and the database
// schema it reads. The commit is written into build_info_generated.cpp at build time.
#pragma once

#include <string>

namespace cli {

std::string judge_version();  // "0.5.0"
std::string build_commit();   // "1a2b3c4d5e6f", "1a2b3c4d5e6f-modified", or empty outside a git checkout
std::string version_text();   // the lines `judge --version` prints
std::string build_stamp();    // "judge 0.5.0, commit 1a2b3c4d5e6f": what `db build` stamps into a database

}  // namespace cli
