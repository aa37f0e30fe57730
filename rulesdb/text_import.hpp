// `judge db import-text`: a user's own plain-text rules document turned into rule entries by
// finding its headings, so that official texts can be searched beside the bundled content.
//
// Headings recognised, one per line: 第1章 / 第1節 / 第1条, numbered ("1.対戦前に…", "2．…") and
// dotted ("1.2", "1.2.3"), （1）, 【…】, `・` items and lines opening with a `「…」` phrase. Each
// heading is the child of the nearest open heading of a shallower kind (docs/database.md). The
// lines under a heading are its text.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "rulesdb/corpus.hpp"

namespace rulesdb {

// Parses `text` into rules of `game` with IDs GAME-I-STEM-NNNN: STEM from `id_stem` (an official
// document's ID, so that its IDs do not change with the file name of a new version), else from the
// file name. A numbered heading's number is the rule's `section` ("506.2", "第1章").
std::vector<Rule> parse_rules_text(std::string_view text, const std::string& game, const std::string& file_label,
                                   const std::string& id_stem = {});

// What an official document imported under an ID says of itself (`--doc dm-cr --title … --version …
// --effective …`); all empty for a document imported only to be searched.
struct DocumentInfo {
    std::string doc, title, version, effective;
};

// A document as import-text read it: `source` is its absolute path (rules.imported_from), `encoding`
// the iconv name it was read in, `text` its UTF-8 text.
struct ImportedDocument {
    std::string source, game, encoding, text;
    DocumentInfo info;
};

// Reads `file` in `encoding` ("auto" or a label rulesdb::supported_encoding accepts); throws InputError.
ImportedDocument read_document(const std::filesystem::path& file, const std::string& game, const std::string& encoding);

// Stores a document's headings as rules, replacing what an earlier import of the same source (or an
// earlier version of the same official document) added, and records it in the imports table so that
// `db build` carries it over. Throws InputError (named after `display_name`) when it has no headings
// or an ID is taken.
std::vector<Rule> store_document(SQLite::Database& db, const ImportedDocument& doc, const std::string& display_name);

// Replaces what an earlier import of the same file added. `encoding` is "auto" (UTF-8, else
// Shift_JIS or EUC-JP as detected) or one of the labels rulesdb::supported_encoding accepts.
// Throws InputError for an unreadable file, text not in that encoding, or an unknown game.
// Returns the rules written.
std::vector<Rule> import_rules_text(SQLite::Database& db, const std::string& game, const std::filesystem::path& file,
                                    const std::string& encoding = "auto", const DocumentInfo& info = {});

}  // namespace rulesdb
