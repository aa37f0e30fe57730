// `judge export html`: the whole site as a sorted map of files, and writing it to a folder.
// The same database and scenarios give the same bytes: every order is sorted, nothing depends
// on the time, the machine or where the files were read from.
#pragma once

#include <filesystem>
#include <functional>
#include <map>
#include <stdexcept>
#include <string>

#include <SQLiteCpp/Database.h>

#include "judge/core/scenario_loader.hpp"

namespace web_export {

struct ExportOptions {
    std::filesystem::path scenarios_dir;  // the scenarios/ folder ruling_scenarios paths are relative to
    judge::RulesetLookup rulesets;
    // Told as work is done: scenario runs, then pages.
    std::function<void(std::size_t done, std::size_t total)> progress;
};

// Site-relative path ("iw/IW-J-X.html") → file content.
using SiteFiles = std::map<std::string, std::string>;

struct ExportSummary {
    int games = 0, rulings = 0, verified = 0, failing = 0, no_scenario = 0;
    std::size_t files = 0, bytes = 0;
};

struct BuiltSite {
    SiteFiles files;
    ExportSummary summary;
};

BuiltSite build_site(SQLite::Database& db, const ExportOptions& options);

// Thrown when the output folder cannot be used; the message is one sentence for the user.
class ExportError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Writes the files to `out_dir` through a sibling temporary folder, then replaces `out_dir`.
// Refuses (ExportError) a non-empty `out_dir` that is not an earlier export.
void write_site(const SiteFiles& files, const std::filesystem::path& out_dir);

}  // namespace web_export
