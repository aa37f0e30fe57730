// A table as spreadsheet programs save it: CSV (RFC 4180: commas, "quoted" fields, "" for a quote
// inside one, line breaks inside quotes) or TSV (tabs), its first row the header. The card lists
// `judge db import-cards` reads are such tables; each cell keeps where it was written, so that a
// problem with a value is reported at its row and column.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace rulesdb {

struct TableCell {
    std::string value;  // unquoted, with the white space around it trimmed
    int line = 0;       // 1-based, where the cell starts
    int column = 0;     // 1-based, in characters
};

struct TableRow {
    int line = 0;
    std::vector<TableCell> cells;
};

struct Table {
    char separator = ',';
    std::vector<TableRow> rows;  // the header first; blank lines are no rows
};

// Parses UTF-8 `text` (a byte order mark is skipped) as TSV when its first line holds a tab, else as
// CSV. Throws InputError at `display_name`:line:col for a quote left open, or for a quoted field
// followed by more than a separator or a line end.
Table parse_table(std::string_view text, const std::string& display_name);

}  // namespace rulesdb
