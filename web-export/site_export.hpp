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
#include "web-export/site_writer.hpp"

namespace web_export {

struct ExportOptions {
    std::filesystem::path scenarios_dir;  // the scenarios/ folder ruling_scenarios paths are relative to
    judge::RulesetLookup rulesets;
    // Told as work is done: scenario runs, then pages.
    std::function<void(std::size_t done, std::size_t total)> progress;
};

struct ExportSummary {
    int games = 0, rulings = 0, verified = 0, failing = 0, no_scenario = 0;
    std::size_t files = 0, bytes = 0;
};

struct BuiltSite {
    SiteFiles files;
    ExportSummary summary;
};

BuiltSite build_site(SQLite::Database& db, const ExportOptions& options);

}  // namespace web_export
