// The cards `judge db import-cards` added, written back as <card> elements of a card library, so
// that `judge verify` plays them by name as it plays the bundled library's cards.
#pragma once

#include <map>
#include <set>
#include <string>

#include <SQLiteCpp/Database.h>

namespace rulesdb {

struct ImportedCards {
    std::string elements;               // one <card> element a line
    std::set<std::string> lookup_only;  // names of cards with a printed text but no abilities
};

// By game; empty when nothing was imported.
std::map<std::string, ImportedCards> imported_cards_by_game(SQLite::Database& db);

}  // namespace rulesdb
