// `judge db import-cards`: a card list as a user keeps it (a CSV or TSV table with a header row
// naming its columns) read as card entries of one game. Every value is checked where it is
// written: a problem is reported at its row and column with the column's name, and a card is
// checked as the engine would play it (its type, values, keywords and abilities), so an imported
// card plays as a card of the bundled library does.
#pragma once

#include <string>
#include <vector>

#include "judge/core/card_entries.hpp"
#include "judge/core/ruleset.hpp"
#include "rulesdb/table_text.hpp"

namespace cli {

// The cards of `table`, read from the file named `display_name` in messages; each card's
// `imported_from` is `source` (the file's absolute path) and its origin the row it was written on.
// Columns headed as in `skipped` are left out (a spreadsheet's own columns: rarity, count, …); any
// other unknown heading is a problem.
judge::CardEntries read_card_list(const rulesdb::Table& table, const std::string& display_name, const std::string& source,
                                  const judge::Ruleset& ruleset, const std::vector<std::string>& skipped = {});

}  // namespace cli
