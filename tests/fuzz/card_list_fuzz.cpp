// libFuzzer target for `judge db import-cards`: the bytes as a card list (CSV or TSV) are read as a
// table and then as card entries of each game, every card checked as the engine plays it. Problems
// must come out as diagnostics or an InputError, never a crash, a sanitizer report, another
// exception or a hang. Built with -DJUDGE_FUZZ=ON and clang (docs/testing.md); scripts/fuzz runs it.
#include <cstdint>
#include <string_view>

#include "card_list.hpp"
#include "judge/games/registry.hpp"
#include "rulesdb/diagnostic.hpp"
#include "rulesdb/table_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const auto table = rulesdb::parse_table(text, "list.csv");
        for (const auto* ruleset : judge::all_rulesets()) cli::read_card_list(table, "list.csv", "/list.csv", *ruleset, {"skip"});
    } catch (const rulesdb::InputError&) {
        // A quote left open, or text after a closing quote: refused with its place.
    }
    return 0;
}
