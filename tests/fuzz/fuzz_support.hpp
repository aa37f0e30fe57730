// Shared by the libFuzzer harnesses: a scratch folder of this process for the files the code under
// test only reads by path, the bundled database built once, and the repository's own folders.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <unistd.h>

#include "rulesdb/corpus_loader.hpp"
#include "rulesdb/database.hpp"
#include "rulesdb/db_builder.hpp"

namespace fuzz {

// The checkout the harness was built from (set by tests/CMakeLists.txt).
inline std::filesystem::path source_dir() { return JUDGE_SOURCE_DIR; }

// One folder per fuzzer process under the system temp folder, removed when the process ends
// normally (a crash leaves it: libFuzzer has saved the reproducer by then anyway).
inline const std::filesystem::path& scratch_dir() {
    static const std::filesystem::path dir = [] {
        auto path = std::filesystem::temp_directory_path() / ("judge-fuzz-" + std::to_string(::getpid()));
        std::filesystem::create_directories(path);
        std::atexit([] {
            std::error_code ignored;
            std::filesystem::remove_all(scratch_dir(), ignored);
        });
        return path;
    }();
    return dir;
}

// Writes the input bytes exactly (NULs and all) to `path`.
inline void write_bytes(const std::filesystem::path& path, const std::uint8_t* data, std::size_t size) {
    std::filesystem::create_directories(path.parent_path());
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
}

// The bundled rules content (rulesdb/data) built into a database in the scratch folder.
inline std::unique_ptr<SQLite::Database> bundled_database(rulesdb::OpenMode mode) {
    auto loaded = rulesdb::load_corpus(source_dir() / "rulesdb" / "data");
    if (!loaded.problems.empty()) {
        std::fprintf(stderr, "the bundled content does not load: %s\n", loaded.problems.front().format().c_str());
        std::abort();
    }
    auto path = scratch_dir() / "bundled.db";
    rulesdb::write_database(loaded.corpus, path);
    return rulesdb::open_database(path, mode);
}

}  // namespace fuzz
