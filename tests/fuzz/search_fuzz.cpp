// libFuzzer target: any bytes typed into search must tokenize, fold and run as a query without
// an exception or a crash. Built with -DJUDGE_FUZZ=ON and clang (docs/testing.md); scripts/fuzz
// runs it. It searches the bundled content, built at start, or the database in JUDGE_FUZZ_DB.
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>

#include "fuzz_support.hpp"
#include "rulesdb/database.hpp"
#include "rulesdb/query_syntax.hpp"
#include "rulesdb/search.hpp"
#include "rulesdb/text_fold.hpp"

namespace {

std::unique_ptr<SQLite::Database> database;

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    // An environment variable, not a positional argument: libFuzzer reads those as inputs.
    if (const char* path = std::getenv("JUDGE_FUZZ_DB")) database = rulesdb::open_database(path);
    else database = fuzz::bundled_database(rulesdb::OpenMode::ReadOnly);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string text(reinterpret_cast<const char*>(data), size);
    for (auto mode : {rulesdb::TokenizeMode::Document, rulesdb::TokenizeMode::Query}) {
        rulesdb::tokenize(text, mode, [&](const rulesdb::TextToken& t) {
            if (t.start < 0 || t.end > static_cast<int>(size) || t.start > t.end) std::abort();
            return true;
        });
    }
    rulesdb::fold_key(text);
    try {
        rulesdb::search(*database, text, {});  // throws nothing but a QueryError for any input
    } catch (const rulesdb::QueryError&) {
    }
    return 0;
}
