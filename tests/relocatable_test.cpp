// A copied judge binary never reaches into the checkout it was built from (src/paths.cpp).
#include <catch2/catch.hpp>

#include <cstdlib>
#include <sys/wait.h>

#include "support.hpp"

namespace fs = std::filesystem;

namespace {

struct Run {
    int exit_code;
    std::string err;
};

// Runs the copied binary with JUDGE_DB unset, from a folder of its own, in English (the messages
// checked are English whatever the machine's locale).
Run run_copy(const fs::path& binary, const std::string& arguments, const test::TempDir& dir) {
    auto err = dir.path() / "err";
    auto command = "cd " + test::shell_quote(dir.path().string()) + " && env -u JUDGE_DB JUDGE_LANG=en " + test::shell_quote(binary.string()) + " " +
                   arguments + " >/dev/null 2>" + test::shell_quote(err.string()) + " </dev/null";
    int status = std::system(command.c_str());
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, test::read_file(err)};
}

}  // namespace

TEST_CASE("a copied binary with JUDGE_DB unset looks beside itself, never in the checkout it was built in", "[paths]") {
    test::TempDir dir;
    const auto copy = dir.path() / "bin" / "judge";
    fs::create_directories(copy.parent_path());
    fs::copy_file(JUDGE_BINARY, copy);
    const auto installed_db = (dir.path() / "share" / "judge" / "judge.db").string();

    auto search = run_copy(copy, "search 貫通", dir);
    CHECK(search.exit_code == 2);
    CHECK(search.err.find("no rules database at " + installed_db) != std::string::npos);
    CHECK(search.err.find(JUDGE_SOURCE_DIR) == std::string::npos);

    auto build = run_copy(copy, "db build", dir);
    CHECK(build.exit_code == 2);
    CHECK(build.err.find((dir.path() / "share" / "judge" / "data").string()) != std::string::npos);
    CHECK_FALSE(fs::exists(installed_db));

    // Installed as <prefix>/bin/judge with <prefix>/share/judge/judge.db, it finds that database.
    fs::create_directories(dir.path() / "share" / "judge");
    fs::copy_file(test::bundled_db(), installed_db);
    auto installed = run_copy(copy, "search 貫通", dir);
    CHECK(installed.exit_code == 0);
}

TEST_CASE("a copied binary with no scenarios beside it refuses to export a site that would call every ruling failing", "[paths][export]") {
    test::TempDir dir;
    const auto copy = dir.path() / "bin" / "judge";
    fs::create_directories(copy.parent_path());
    fs::copy_file(JUDGE_BINARY, copy);
    const auto out = dir.path() / "site";

    auto exported = run_copy(copy, "--db " + test::shell_quote(test::bundled_db()) + " export html --out " + test::shell_quote(out.string()), dir);
    CHECK(exported.exit_code == 2);
    CHECK(exported.err.find("no scenarios folder at " + (dir.path() / "share" / "judge" / "scenarios").string()) != std::string::npos);
    CHECK_FALSE(fs::exists(out / "index.html"));

    // With the scenarios installed beside it, the same export goes ahead.
    fs::create_directories(dir.path() / "share" / "judge");
    fs::copy(fs::path(JUDGE_SOURCE_DIR) / "scenarios", dir.path() / "share" / "judge" / "scenarios", fs::copy_options::recursive);
    auto with_scenarios = run_copy(copy, "--db " + test::shell_quote(test::bundled_db()) + " export html --out " + test::shell_quote(out.string()), dir);
    CHECK(with_scenarios.exit_code == 0);
    CHECK(fs::exists(out / "index.html"));
}
