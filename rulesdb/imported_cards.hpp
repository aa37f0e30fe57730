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
    std::set<std::string> lookup_only;  // names of cards whose text says more than their keywords, with no abilities
    std::map<std::string, std::string> unplayed;  // name → the sentences of its compiled text not played, one a line
};

// Whether a card's printed text says more than its keywords (space-separated, as stored): the text
// of a vanilla card with ブロッカー is its keyword, which the judge plays; anything more is an
// ability the card list would have to give in the ability language.
bool text_beyond_keywords(const std::string& text, const std::string& keywords);

// By game; empty when nothing was imported.
std::map<std::string, ImportedCards> imported_cards_by_game(SQLite::Database& db);

}  // namespace rulesdb
