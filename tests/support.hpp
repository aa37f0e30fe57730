// Test helpers: temporary folders, writing files, running the judge binary.
#pragma once

#include <filesystem>
#include <string>

namespace test {

class TempDir {
public:
    TempDir();
    ~TempDir();
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const std::filesystem::path& path() const { return path_; }
    std::filesystem::path write(const std::string& relative, const std::string& content) const;

private:
    std::filesystem::path path_;
};

struct RunResult {
    int exit_code = -1;
    std::string out, err;
};

// Runs build/judge with `arguments` (already shell-quoted), NO_COLOR set and JUDGE_LANG=`language`
// (English unless a test asks for Japanese, so that a developer with a Japanese locale sees the same
// results), in `directory` when given.
RunResult run_judge(const std::string& arguments, const std::filesystem::path& directory = {}, const std::string& language = "en");

std::string shell_quote(const std::string& text);
std::string read_file(const std::filesystem::path& path);

// The bundled content (rulesdb/data, scenarios) built by `judge db build`, once per test process;
// throws with the build's error when it fails.
const std::filesystem::path& bundled_db();

// The fixture corpus (tests/fixtures/good) built into a fresh database inside `dir`.
std::filesystem::path build_fixture_db(const TempDir& dir);

}  // namespace test
