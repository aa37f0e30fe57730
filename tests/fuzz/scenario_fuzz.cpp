// libFuzzer target: any bytes as a scenario file are either refused by the loader with an
// InputError or played out to a verdict, the board prints, and the moves a page would offer next
// are listed (each tried on a copy of the board), without a crash, a sanitizer report, another
// exception or a hang. Cards by name come from the bundled libraries (scenarios/<game>/cards.xml).
// Built with -DJUDGE_FUZZ=ON and clang (docs/testing.md); scripts/fuzz runs it.
#include <cstdint>
#include <filesystem>
#include <string>

#include "fuzz_support.hpp"
#include "judge/core/board_text.hpp"
#include "judge/core/legal_moves.hpp"
#include "judge/core/scenario_loader.hpp"
#include "judge/core/verifier.hpp"
#include "judge/games/registry.hpp"
#include "rulesdb/diagnostic.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const auto file = fuzz::scratch_dir() / "scenario.xml";
    static const auto library_root = fuzz::source_dir() / "scenarios";
    // The bundled libraries never change during a run: read and checked once, not once per input.
    static judge::CardLibraryCache libraries(std::filesystem::current_path());
    fuzz::write_bytes(file, data, size);
    try {
        auto loaded = judge::load_scenario(file, "fuzz.xml", judge::find_ruleset, library_root, libraries);
        // Every cited ID counts as known: the harness looks for crashes, not for dangling citations.
        auto result = judge::verify(loaded, [](const std::string&) { return true; });
        if (result.initial) judge::board_text(*result.initial, *loaded.ruleset);
        if (result.final_state) judge::board_text(*result.final_state, *loaded.ruleset);
        if (auto board = judge::board_after_moves(loaded)) judge::legal_moves(*loaded.ruleset, *board);
    } catch (const rulesdb::InputError&) {
        // A refused file: the expected answer to most inputs.
    }
    return 0;
}
