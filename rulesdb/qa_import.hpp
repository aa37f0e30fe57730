// `judge db import-qa`: an official Q&A table (CSV, TSV or XML) turned into ruling entries of the
// kind "official Q&A", one per item, searchable, linked to the cards each names, and citable by its
// item number (<official doc="qa" section="123"/>). docs/official-sources.md shows the columns.
#pragma once

#include <string>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "rulesdb/diagnostic.hpp"
#include "rulesdb/text_import.hpp"

namespace rulesdb {

struct QaItem {
    std::string number, date, question, answer, url, supersedes;
    std::vector<std::string> cards;  // the cards as the item names them
    std::string cards_as_written;
    int line = 0;
};

// The items of a Q&A table, checked: a number made of letters, digits and hyphens, once each; a
// question and an answer; a date as YYYY-MM-DD (or YYYY/MM/DD); an http(s) address; a superseded
// item that the table has, with no loop. Every problem is returned at its row and column, named
// after `display_name`; the items only when there is none.
struct QaTable {
    std::vector<QaItem> items;
    Diagnostics problems;
};
QaTable parse_qa_table(const ImportedDocument& doc, const std::string& display_name);

// The ruling ID of an item: GAME-Q-DOC-NUMBER (DM-Q-QA-123).
std::string qa_item_id(const std::string& game, const std::string& doc, const std::string& number);

// What storing a table did: its items, and the card names no card of the game has (left unlinked).
struct StoredQa {
    std::vector<QaItem> items;
    std::vector<std::string> unknown_cards;
};

// Stores the items as rulings, replacing what an earlier import of the same source or of the same
// document added, and records the table so that `db build` carries it over. Throws InputError
// (named after `display_name`) for a table with problems or an ID that another entry has.
StoredQa store_qa_table(SQLite::Database& db, const ImportedDocument& doc, const std::string& display_name);

// Takes the Q&A items imported from `source` out of the search index and the tables.
void delete_imported_qa(SQLite::Database& db, const std::string& source);

}  // namespace rulesdb
