// Checks a loaded Corpus as a whole: ID forms, duplicates, dangling references, supersession
// loops, scenario files that do not exist. Each problem is one located diagnostic.
#pragma once

#include <filesystem>
#include <string_view>

#include "rulesdb/corpus.hpp"
#include "rulesdb/diagnostic.hpp"

namespace rulesdb {

Diagnostics validate_corpus(const Corpus& corpus, const std::filesystem::path& scenarios_dir);

// True for IDs of the form GAME-K-NAME (upper-case letters, digits, hyphens): safe as a file
// name and a URL fragment.
bool is_well_formed_id(std::string_view id);

// The game prefix used in IDs: "iw" → "IW".
std::string id_prefix(std::string_view game);

}  // namespace rulesdb
