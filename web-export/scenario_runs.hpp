// The judge's verdict on every scenario the site shows (those of the rulings and assumptions, and
// those that use a library card), computed once at export time.
#pragma once

#include <filesystem>
#include <functional>
#include <map>
#include <set>
#include <string>

#include <SQLiteCpp/Database.h>

#include "judge/core/scenario_loader.hpp"
#include "judge/core/verifier.hpp"
#include "web-export/site_data.hpp"

namespace web_export {

struct ScenarioRun {
    std::string path;  // relative to scenarios/
    judge::VerifyResult result;
    const judge::Ruleset* ruleset = nullptr;  // null when the file could not be loaded
    std::string source;                       // the file's text, for edit and run (empty when unreadable)
};

// What the site says about a ruling's scenarios as a whole.
// Official: an official Q&A item that no scenario shows yet; it stands on its source.
enum class RulingVerdict { Verified, Failing, NoScenario, Official };
const char* ruling_verdict_label(RulingVerdict v);  // "verified", "failing", "no scenario yet", "official Q&A"

using ScenarioRuns = std::map<std::string, ScenarioRun>;  // by path

// Every scenario path the site shows, each once: linked from a ruling or an assumption, or taking a card.
std::set<std::string> linked_scenario_paths(const SiteData& data);

// Runs each of linked_scenario_paths (each once) from `scenarios_dir`. A missing or
// unreadable file becomes a run with Verdict::Error. `progress` is told after each run.
ScenarioRuns run_linked_scenarios(SQLite::Database& db, const SiteData& data, const std::filesystem::path& scenarios_dir,
                                  const judge::RulesetLookup& rulesets,
                                  const std::function<void(std::size_t done, std::size_t total)>& progress = {});

RulingVerdict ruling_verdict(const RulingInfo& ruling, const ScenarioRuns& runs);

}  // namespace web_export
