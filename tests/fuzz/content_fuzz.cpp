// libFuzzer target for the rules content surface: the bytes as a content file (rulesdb/data/<game>/*.xml)
// and as a game.xml go through the content loader and the corpus validator; the same bytes as a
// plain-text rules document go through `db import-text` into the bundled database. Problems must
// come out as diagnostics or an InputError, never a crash, a sanitizer report, another exception
// or a hang. Built with -DJUDGE_FUZZ=ON and clang (docs/testing.md); scripts/fuzz runs it.
#include <cstdint>
#include <filesystem>
#include <memory>

#include "fuzz_support.hpp"
#include "rulesdb/corpus_loader.hpp"
#include "rulesdb/corpus_validator.hpp"
#include "rulesdb/diagnostic.hpp"
#include "rulesdb/text_import.hpp"

namespace fs = std::filesystem;

namespace {

std::unique_ptr<SQLite::Database> database;  // the bundled content, where each document is imported

fs::path data_dir() { return fuzz::scratch_dir() / "data"; }

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    database = fuzz::bundled_database(rulesdb::OpenMode::ReadWrite);
    // A scratch copy: no need to wait for the disk or keep a journal file.
    database->exec("PRAGMA synchronous = OFF");
    database->exec("PRAGMA journal_mode = MEMORY");
    // A real game folder for the input to stand in as an entries file.
    fs::create_directories(data_dir() / "iw");
    fs::copy_file(fuzz::source_dir() / "rulesdb" / "data" / "iw" / "game.xml", data_dir() / "iw" / "game.xml",
                  fs::copy_options::overwrite_existing);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    // As the entries of a real game, and as the game.xml of a folder named x.
    fuzz::write_bytes(data_dir() / "iw" / "entries.xml", data, size);
    fuzz::write_bytes(data_dir() / "x" / "game.xml", data, size);
    auto loaded = rulesdb::load_corpus(data_dir(), data_dir());
    rulesdb::validate_corpus(loaded.corpus, fuzz::source_dir() / "scenarios");

    auto document = fuzz::scratch_dir() / "rules.txt";
    fuzz::write_bytes(document, data, size);
    try {
        rulesdb::import_rules_text(*database, "iw", document);
    } catch (const rulesdb::InputError&) {
        // No headings, or an ID already taken: refused with a message, the database unchanged.
    }
    return 0;
}
