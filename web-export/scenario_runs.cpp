// Running the linked scenarios at export time: see scenario_runs.hpp.
#include "web-export/scenario_runs.hpp"

#include <fstream>
#include <iterator>
#include <set>
#include <stdexcept>

#include <SQLiteCpp/Statement.h>


namespace fs = std::filesystem;

namespace web_export {

const char* ruling_verdict_label(RulingVerdict v) {
    switch (v) {
        case RulingVerdict::Verified: return "verified";
        case RulingVerdict::Failing: return "failing";
        case RulingVerdict::Official: return "official Q&A";
        case RulingVerdict::NoScenario: break;
    }
    return "no scenario yet";
}

std::set<std::string> linked_scenario_paths(const SiteData& data) {
    std::set<std::string> paths;
    for (const auto& [id, ruling] : data.rulings)
        for (const auto& s : ruling.scenarios) paths.insert(s.path);
    for (const auto& [id, assumption] : data.assumptions)
        for (const auto& s : assumption.scenarios) paths.insert(s.path);
    for (const auto& [path, cards] : data.cards_in_scenario) paths.insert(path);
    return paths;
}

ScenarioRuns run_linked_scenarios(SQLite::Database& db, const SiteData& data, const fs::path& scenarios_dir,
                                  const judge::RulesetLookup& rulesets,
                                  const std::function<void(std::size_t, std::size_t)>& progress) {
    const auto paths = linked_scenario_paths(data);

    SQLite::Statement lookup(db, "SELECT 1 FROM entries WHERE id = ?");
    judge::KnownId known = [&](const std::string& id) {
        lookup.reset();
        lookup.bind(1, id);
        return lookup.executeStep();
    };

    // One cache for the whole export: each game's card library is read and checked once, not once
    // per linked scenario.
    judge::CardLibraryCache libraries(fs::current_path());
    ScenarioRuns runs;
    std::size_t done = 0;
    for (const auto& path : paths) {
        ScenarioRun run;
        run.path = path;
        auto display = "scenarios/" + path;  // never the absolute path: the site must not depend on where it was built
        auto file = scenarios_dir / path;
        std::error_code ec;
        try {
            if (!fs::is_regular_file(file, ec)) throw std::runtime_error(display + ": no such scenario file");
            auto loaded = judge::load_scenario(file, display, rulesets, scenarios_dir, libraries);
            run.result = judge::verify(loaded, known);
            run.ruleset = loaded.ruleset;
            std::ifstream text(file, std::ios::binary);
            run.source.assign(std::istreambuf_iterator<char>(text), std::istreambuf_iterator<char>());
        } catch (const std::exception& e) {  // InputError, or a ruleset that is being changed right now
            run.result = {};
            run.result.file = display;
            run.result.verdict = judge::Verdict::Error;
            run.result.error = e.what();
        }
        runs.emplace(path, std::move(run));
        if (progress) progress(++done, paths.size());
    }
    return runs;
}

RulingVerdict ruling_verdict(const RulingInfo& ruling, const ScenarioRuns& runs) {
    if (ruling.scenarios.empty()) return ruling.official_qa ? RulingVerdict::Official : RulingVerdict::NoScenario;
    for (const auto& s : ruling.scenarios) {
        auto it = runs.find(s.path);
        if (it == runs.end() || it->second.result.verdict != judge::Verdict::Pass) return RulingVerdict::Failing;
    }
    return RulingVerdict::Verified;
}

}  // namespace web_export
