// `judge db import-text`: a user's own plain-text rules document turned into rule entries by
// finding its headings, so that official texts can be searched beside the bundled content.
//
// Headings recognised, one per line: numbered ("1.対戦前に…", "2．…"), `・` items, `【…】` and
// lines opening with a `「…」` phrase. A numbered heading is the section of the headings that
// follow it until the next numbered one. The lines under a heading are its text.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "rulesdb/corpus.hpp"

namespace rulesdb {

// Parses `text` into rules of `game` with IDs GAME-I-STEM-NNNN (STEM from the file name).
std::vector<Rule> parse_rules_text(std::string_view text, const std::string& game, const std::string& file_label);

// Replaces what an earlier import of the same file added. Throws InputError for an unreadable
// file or an unknown game. Returns the rules written.
std::vector<Rule> import_rules_text(SQLite::Database& db, const std::string& game, const std::filesystem::path& file);

}  // namespace rulesdb
