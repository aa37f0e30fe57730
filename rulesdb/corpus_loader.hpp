// Reads rulesdb/data/<game>/*.xml, entry by entry into a CorpusSink or whole into a Corpus,
// collecting located diagnostics.
#pragma once

#include <filesystem>
#include <string>
#include <utility>

#include "rulesdb/corpus.hpp"
#include "rulesdb/corpus_sink.hpp"
#include "rulesdb/diagnostic.hpp"

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

// The name a file is shown by: relative to `base` when inside it, else as given.
std::string display_path(const std::filesystem::path& file, const std::filesystem::path& base);
// The same name worked out on the paths alone, with no file-system call (for runs over thousands of
// files): `base` is absolute (the current folder, read once), a relative `file` stands under it, and
// links are not followed, so a file is named by the path it was reached by.
std::string display_path_lexical(const std::filesystem::path& file, const std::filesystem::path& base);

// display_path_lexical for the files of a folder walk, which come folder by folder: the folder's
// part of the name is worked out once per folder, and each file's name is that and its file name.
class LexicalDisplayNames {
public:
    explicit LexicalDisplayNames(std::filesystem::path base) : base_(std::move(base)) {}
    std::string name(const std::filesystem::path& file);

private:
    std::filesystem::path base_;
    std::filesystem::path folder_;  // the folder last asked about, and where it stands:
    enum class Place { Inside, Outside, Unusual } place_ = Place::Unusual;
    std::string prefix_;  // Inside: its part of a name ("" for the base itself, else ending in '/')
};

}  // namespace rulesdb
