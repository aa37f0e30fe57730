// One entry in full with everything it links to: what `judge show` prints.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <SQLiteCpp/Database.h>

namespace rulesdb {

struct EntryField {
    std::string name;   // machine name, also the JSON key: "question", "answer", "text", …
    std::string label;  // shown to people
    std::string value;
};

struct EntryLink {
    std::string id, kind, title;
};

struct LinkGroup {
    std::string name;   // "cites", "cited_by", "children", …
    std::string label;
    std::vector<EntryLink> links;
};

struct ScenarioRef {
    std::string path, id;
};

// A section of an official document that an entry cites (<official>), as the database now resolves it.
struct OfficialSource {
    std::string doc, section;
    std::string document;  // the document's title, version and date (document_label); the ID when it is not imported
    std::string entry_id;  // the imported section's entry; empty when the document no longer has the section
    std::string title;     // that entry's title
};

struct Entry {
    std::string id, kind, game, game_name, title;
    std::vector<EntryField> fields;
    std::vector<LinkGroup> links;      // only non-empty groups
    std::vector<EntryLink> supersession;  // the whole chain, oldest first, this entry included
    std::vector<ScenarioRef> scenarios;
    std::vector<OfficialSource> official;  // the official sections it cites
    bool official_qa = false;              // a ruling imported from an official Q&A (judge db import-qa)
    std::string source;                // document and heading, or the file it was imported from
    std::string defined_at;            // rulesdb/data file:line
};

// The official sections `entry_id` cites, in the order written.
std::vector<OfficialSource> official_sources_of(SQLite::Database& db, const std::string& entry_id);

// Looks the ID up (case-insensitive); nothing when there is no such entry.
std::optional<Entry> lookup_entry(SQLite::Database& db, const std::string& id);

}  // namespace rulesdb
