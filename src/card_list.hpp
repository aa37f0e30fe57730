// `judge db import-cards`: a card list as a user keeps it (a CSV or TSV table with a header row
// naming its columns) read as card entries of one game. Every value is checked where it is
// written: a problem is reported at its row and column with the column's name, and a card is
// checked as the engine would play it (its type, values, keywords and abilities), so an imported
// card plays as a card of the bundled library does.
#pragma once

#include <string>
#include <vector>

#include "judge/core/card_entries.hpp"
#include "judge/core/card_text.hpp"
#include "judge/core/ruleset.hpp"
#include "rulesdb/table_text.hpp"

namespace cli {

// What became of a card's printed text when the list gave no abilities column: compiled with the
// game's grammar (docs/card-text.md), whole, in part (the sentences not understood, which are not
// played) or not at all.
struct TextCompiled {
    int line = 0;  // the card's row
    std::string name;
    judge::CompiledCard card;
};

// The cards of `table`, read from the file named `display_name` in messages; each card's
// `imported_from` is `source` (the file's absolute path) and its origin the row it was written on.
// Columns headed as in `skipped` are left out (a spreadsheet's own columns: rarity, count, …); any
// other unknown heading is a problem. With no abilities column, each card's text is compiled into
// its abilities and keywords when the game's text is read; `compiled` then gets a report per card.
judge::CardEntries read_card_list(const rulesdb::Table& table, const std::string& display_name, const std::string& source,
                                  const judge::Ruleset& ruleset, const std::vector<std::string>& skipped = {},
                                  std::vector<TextCompiled>* compiled = nullptr);

}  // namespace cli
