// `judge export html`: the whole site, handed file by file to a SiteSink as each file is made
// (into the staging folder for the command, so that memory does not grow with the pages; into a
// map for tests). The same database and scenarios give the same bytes: every order is sorted,
// nothing depends on the time, the machine or where the files were read from.
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
    // The published address ("https://…/"): canonical links and sitemap.xml. Empty: neither.
    std::string base_url;
    // Told as work is done: scenario runs, then pages.
    std::function<void(std::size_t done, std::size_t total)> progress;
    // The WebAssembly engine's script (judge.js of scripts/wasm, the wasm inlined): written as
    // engine/judge.js, with the known IDs and assets/play.js, so every scenario can be edited and run
    // in its page. Empty: a site without edit and run, whose pages say so.
    std::string engine;
};

struct ExportSummary {
    int games = 0, rulings = 0, verified = 0, failing = 0, no_scenario = 0, cards = 0;
    int official = 0;  // official Q&A items no scenario shows
    std::size_t files = 0, bytes = 0;
    std::size_t engine_bytes = 0;  // of those bytes, the ones edit and run added (engine/, play.js, play.html, the pages' editors)
};

struct BuiltSite {
    SiteFiles files;
    ExportSummary summary;
};

// Hands every file of the site to `sink`; each page is handed over before the next is made.
ExportSummary build_site(SQLite::Database& db, const ExportOptions& options, SiteSink& sink);
// The whole site in memory.
BuiltSite build_site(SQLite::Database& db, const ExportOptions& options);

}  // namespace web_export
