// The judge engine on its own: linked with judge_engine and nothing else (no SQLite, no rules
// database), it loads and verifies every bundled scenario. That the program links at all shows the
// engine needs no database; that every scenario passes shows nothing of it was left behind.
// Run by CTest with the bundled scenarios/ folder as its argument.
#include <iostream>

#include "judge/core/scenario_loader.hpp"
#include "judge/core/verifier.hpp"
#include "judge/games/registry.hpp"

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: engine_alone SCENARIOS_DIR\n";
        return 2;
    }
    const std::filesystem::path root = argv[1];
    judge::CardLibraryCache libraries(std::filesystem::current_path());
    int passed = 0, other = 0;
    for (const auto& file : judge::find_scenario_files(root)) {
        try {
            auto loaded = judge::load_scenario(file, file.string(), judge::find_ruleset, root, libraries);
            // No database: every ID counts as known (the database build checks them separately).
            auto result = judge::verify(std::move(loaded), [](const std::string&) { return true; });
            if (result.verdict == judge::Verdict::Pass) {
                ++passed;
                continue;
            }
            std::cerr << file.string() << ": not a pass\n";
        } catch (const std::exception& e) {
            std::cerr << e.what() << '\n';
        }
        ++other;
    }
    std::cout << passed << " passed, " << other << " not\n";
    return passed > 0 && other == 0 ? 0 : 1;
}
