// Reads rulesdb/data/<game>/*.xml, entry by entry into a CorpusSink or whole into a Corpus,
// collecting located diagnostics.
#pragma once

#include <filesystem>
#include <string>

#include "rulesdb/corpus.hpp"
#include "rulesdb/corpus_sink.hpp"
#include "rulesdb/diagnostic.hpp"
#include "rulesdb/display_path.hpp"

namespace rulesdb {

struct LoadResult {
    Corpus corpus;
    Diagnostics problems;
};

// `data_dir` holds one folder per game. Files are read in name order so that builds are
// deterministic, and each entry is handed to `sink` as soon as it is read (an entry with a problem
// is not handed on). Diagnostics name files relative to `display_base` when it is an ancestor.
Diagnostics read_corpus(const std::filesystem::path& data_dir, const std::filesystem::path& display_base, CorpusSink& sink);

// The same, keeping the whole corpus in memory.
LoadResult load_corpus(const std::filesystem::path& data_dir, const std::filesystem::path& display_base = {});

}  // namespace rulesdb
