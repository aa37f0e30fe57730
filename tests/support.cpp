// Test helpers.
#include "support.hpp"

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <sys/wait.h>

#include "rulesdb/corpus_loader.hpp"
#include "rulesdb/corpus_validator.hpp"
#include "rulesdb/db_builder.hpp"
#include "strict_json.hpp"

namespace fs = std::filesystem;

namespace test {

TempDir::TempDir() {
    std::string pattern = (fs::temp_directory_path() / "judge-test-XXXXXX").string();
    if (!::mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp failed");
    path_ = pattern;
}

TempDir::~TempDir() {
    std::error_code ec;
    fs::remove_all(path_, ec);
}

fs::path TempDir::write(const std::string& relative, const std::string& content) const {
    auto file = path_ / relative;
    fs::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << content;
    return file;
}

std::string shell_quote(const std::string& text) {
    std::string out = "'";
    for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

RunResult run_judge(const std::string& arguments, const fs::path& directory, const std::string& language) {
    TempDir capture;
    auto out = capture.path() / "out", err = capture.path() / "err";
    auto command = (directory.empty() ? std::string() : "cd " + shell_quote(directory.string()) + " && ") + "NO_COLOR=1 JUDGE_LANG=" + shell_quote(language) + " " + shell_quote(JUDGE_BINARY) + " " + arguments + " >" + shell_quote(out.string()) + " 2>" +
                   shell_quote(err.string()) + " </dev/null";
    int status = std::system(command.c_str());
    RunResult result;
    result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    result.out = read_file(out);
    result.err = read_file(err);
    // Every --json output the suite sees is held to strict JSON: a garbled byte or a stray
    // control character would break the programs that read it.
    if (arguments.find("--json") != std::string::npos && !result.out.empty())
        if (auto problem = json_problem(result.out))
            throw std::runtime_error("judge " + arguments + ": the --json output is not strict JSON: " + *problem);
    return result;
}

const fs::path& bundled_db() {
    static TempDir dir;
    static const auto path = [] {
        auto p = dir.path() / "bundled.db";
        auto r = run_judge("--db " + shell_quote(p.string()) + " db build");
        if (r.exit_code != 0) throw std::runtime_error("bundled db build failed: " + r.err);
        return p;
    }();
    return path;
}

fs::path build_fixture_db(const TempDir& dir) {
    auto loaded = rulesdb::load_corpus(fs::path(JUDGE_TEST_FIXTURES) / "good");
    if (!loaded.problems.empty()) throw std::runtime_error(loaded.problems.front().format());
    auto target = dir.path() / "fixture.db";
    rulesdb::write_database(loaded.corpus, target);
    return target;
}

}  // namespace test
