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

struct Entry {
    std::string id, kind, game, game_name, title;
    std::vector<EntryField> fields;
    std::vector<LinkGroup> links;      // only non-empty groups
    std::vector<EntryLink> supersession;  // the whole chain, oldest first, this entry included
    std::vector<ScenarioRef> scenarios;
    std::string source;                // document and heading, or the file it was imported from
    std::string defined_at;            // rulesdb/data file:line
};

// Looks the ID up (case-insensitive); nothing when there is no such entry.
std::optional<Entry> lookup_entry(SQLite::Database& db, const std::string& id);

}  // namespace rulesdb
