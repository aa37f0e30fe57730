// Default locations, found from where the judge binary stands: no path of the machine it was built
// on is compiled in, so a copied or installed judge never reaches into a source checkout.
//
//   build tree  build/judge beside build/judge-build-tree (written by CMake, naming the source folder):
//               database build/judge.db, content <source>/rulesdb/data, scenarios <source>/scenarios
//   installed   <prefix>/bin/judge: database, content and scenarios in <prefix>/share/judge/
//               (judge.db, data/, scenarios/)
//   engine      the WebAssembly engine `judge export html` copies into the site: build/wasm/judge.js
//               in the build tree (scripts/wasm's default folder), <prefix>/share/judge/engine/judge.js installed
#include "paths.hpp"

#include <cstdlib>
#include <fstream>
#include <optional>
#include <string>

namespace fs = std::filesystem;

namespace cli {

namespace {

fs::path executable_dir() {
    std::error_code ec;
    auto exe = fs::read_symlink("/proc/self/exe", ec);
    return ec ? fs::current_path() : exe.parent_path();
}

// The source folder of the build tree the binary stands in, if it stands in one.
std::optional<fs::path> build_tree_source() {
    std::ifstream marker(executable_dir() / "judge-build-tree");
    std::string line;
    if (!marker || !std::getline(marker, line) || line.empty()) return std::nullopt;
    return fs::path(line);
}

fs::path installed_share() { return (executable_dir() / ".." / "share" / "judge").lexically_normal(); }

}  // namespace

fs::path default_database() {
    if (const char* env = std::getenv("JUDGE_DB"); env && *env) return env;
    return build_tree_source() ? executable_dir() / "judge.db" : installed_share() / "judge.db";
}

fs::path bundled_data_dir() {
    auto source = build_tree_source();
    return source ? *source / "rulesdb" / "data" : installed_share() / "data";
}

fs::path bundled_scenarios_dir() {
    auto source = build_tree_source();
    return source ? *source / "scenarios" : installed_share() / "scenarios";
}

fs::path docs_dir() {
    auto source = build_tree_source();
    return source ? *source / "docs" : installed_share().parent_path() / "doc" / "judge";
}

fs::path default_engine() {
    return build_tree_source() ? executable_dir() / "wasm" / "judge.js" : installed_share() / "engine" / "judge.js";
}

}  // namespace cli
