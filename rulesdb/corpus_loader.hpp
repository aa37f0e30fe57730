// Reads rulesdb/data/<game>/*.xml, entry by entry into a CorpusSink or whole into a Corpus,
// collecting located diagnostics.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "rulesdb/corpus.hpp"
#include "rulesdb/corpus_sink.hpp"
#include "rulesdb/diagnostic.hpp"
#include "rulesdb/display_path.hpp"

namespace rulesdb {

struct LoadResult {
    Corpus corpus;
    Diagnostics problems;
};

// A ruling's tags="a, b" as a list: split at commas, each tag trimmed, empty ones dropped. The
// database stores the attribute's text; search and the web export read it back with this.
std::vector<std::string> split_tags(const std::string& text);

// `data_dir` holds one folder per game. Files are read in name order so that builds are
// deterministic, and each entry is handed to `sink` as soon as it is read (an entry with a problem
// is not handed on). Diagnostics name files relative to `display_base` when it is an ancestor.
// Why `data_dir` holds no content at all (it is missing, a file, or a folder with no game folder),
// or nothing: such a folder is the one mistake to report, not every ID its absence leaves undefined.
std::optional<Diagnostic> data_folder_problem(const std::filesystem::path& data_dir);
Diagnostics read_corpus(const std::filesystem::path& data_dir, const std::filesystem::path& display_base, CorpusSink& sink);

// The same, keeping the whole corpus in memory.
LoadResult load_corpus(const std::filesystem::path& data_dir, const std::filesystem::path& display_base = {});

}  // namespace rulesdb
