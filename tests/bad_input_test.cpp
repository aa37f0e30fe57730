// The bad-input corpus (tests/fixtures/bad): every file there is run through the command a user
// would run on it, and must give exactly the exit code and stderr its row in cases.tsv says.
// A row is: command, path (relative to tests/fixtures/bad; a device such as /dev/zero; or "{scratch}/…",
// a file the test makes; for the command "args", the whole command line), exit code, stderr with "\n" for a newline and "{db}" for the database the
// command was given (each message ends with a newline, not written).
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <vector>

#include <sys/stat.h>

#include "rulesdb/input_file.hpp"
#include "support.hpp"

namespace fs = std::filesystem;

namespace {

struct Case {
    std::string command, path, expected_err;
    int expected_exit = 0;
    int line = 0;
};

std::string unescape(const std::string& text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\\' && i + 1 < text.size() && text[i + 1] == 'n') {
            out += '\n';
            ++i;
        } else if (text[i] == '\\' && i + 1 < text.size() && text[i + 1] == 't') {
            out += '\t';
            ++i;
        } else {
            out += text[i];
        }
    }
    return out;
}

std::vector<Case> read_cases(const fs::path& table) {
    std::ifstream in(table);
    std::vector<Case> cases;
    std::string row;
    for (int line = 1; std::getline(in, row); ++line) {
        if (row.empty() || row[0] == '#') continue;
        std::vector<std::string> fields;
        std::stringstream split(row);
        for (std::string field; std::getline(split, field, '\t');) fields.push_back(field);
        if (fields.size() == 3) fields.emplace_back();  // nothing on stderr
        if (fields.size() != 4) throw std::runtime_error(table.string() + ":" + std::to_string(line) + ": needs 4 tab-separated fields");
        cases.push_back({fields[0], fields[1], unescape(fields[3]), std::stoi(fields[2]), line});
    }
    return cases;
}

// The database a case's command is given: the bundled one to verify against, a fresh one to build,
// a copy of the fixture database to import into.
fs::path database_for(const Case& c, const test::TempDir& scratch) {
    if (c.command == "verify" || c.command == "args") return test::bundled_db();
    auto db = scratch.path() / (std::to_string(c.line) + ".db");
    if (c.command == "import") fs::copy_file(test::build_fixture_db(scratch), db, fs::copy_options::overwrite_existing);
    return db;
}

// The command a user would run on the file: verify a scenario, build a content folder, import a text,
// export with it as the WebAssembly engine.
test::RunResult run_case(const Case& c, const fs::path& corpus, const fs::path& db, const fs::path& no_scenarios) {
    const auto global = "--db " + test::shell_quote(db.string()) + " ";
    const auto path = test::shell_quote(c.path);
    if (c.command == "args") return test::run_judge(c.path, corpus);  // the whole command line, as a shell reads it
    if (c.command == "engine")
        return test::run_judge("--db " + test::shell_quote(test::bundled_db().string()) + " export html --out " +
                                   test::shell_quote((db.parent_path() / (std::to_string(c.line) + "-site")).string()) + " --engine " + path,
                               corpus);
    if (c.command == "verify") return test::run_judge(global + "verify " + path, corpus);
    if (c.command == "build")
        return test::run_judge(global + "db build --data " + path + " --scenarios " + test::shell_quote(no_scenarios.string()), corpus);
    if (c.command == "import") return test::run_judge(global + "db import-text --game iw " + path, corpus);
    throw std::runtime_error("cases.tsv:" + std::to_string(c.line) + ": unknown command " + c.command);
}

std::string replace_all(std::string text, const std::string& from, const std::string& to) {
    for (auto at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) text.replace(at, from.size(), to);
    return text;
}

// What no repository can hold, made in `scratch` for the rows that name "{scratch}/…": a FIFO given
// as a scenario or an engine, and a content folder whose file is a FIFO. Each must be refused at
// once, not waited on (a hang here is the test's time-out).
void make_special_files(const fs::path& scratch) {
    REQUIRE(::mkfifo((scratch / "fifo.xml").c_str(), 0600) == 0);
    fs::create_directories(scratch / "fifo-content" / "iw");
    fs::copy_file(fs::path(JUDGE_TEST_FIXTURES) / "bad" / "content" / "dangling-symlink" / "iw" / "game.xml", scratch / "fifo-content" / "iw" / "game.xml");
    REQUIRE(::mkfifo((scratch / "fifo-content" / "iw" / "entries.xml").c_str(), 0600) == 0);
    // One byte over a scenario file's limit (rulesdb/input_file.hpp): refused before it is read.
    std::ofstream(scratch / "oversized.xml", std::ios::binary) << std::string(rulesdb::max_input_bytes(rulesdb::InputKind::scenario) + 1, ' ');
    // A user's file that a mistyped --db names, and a content folder with no game in it.
    std::ofstream(scratch / "notes.txt") << "my notes\n";
    fs::create_directories(scratch / "no-games");
}

}  // namespace

TEST_CASE("every file of the bad-input corpus has a row in cases.tsv", "[bad-input]") {
    const fs::path corpus = fs::path(JUDGE_TEST_FIXTURES) / "bad";
    const auto cases = read_cases(corpus / "cases.tsv");
    CHECK(cases.size() >= 80);
    std::vector<std::string> listed;
    for (const auto& c : cases) listed.push_back(c.path);
    for (const char* folder : {"scenarios", "content", "text"})
        for (const auto& entry : fs::directory_iterator(corpus / folder)) {
            auto relative = fs::relative(entry.path(), corpus).generic_string();
            INFO(relative);
            CHECK(std::find(listed.begin(), listed.end(), relative) != listed.end());
        }
}

TEST_CASE("every file of the bad-input corpus gives exactly its message and exit code, never a signal", "[bad-input]") {
    const fs::path corpus = fs::path(JUDGE_TEST_FIXTURES) / "bad";
    test::TempDir scratch;
    const auto no_scenarios = scratch.path() / "no-scenarios";
    fs::create_directories(no_scenarios);
    make_special_files(scratch.path());
    for (auto c : read_cases(corpus / "cases.tsv")) {
        c.path = replace_all(replace_all(c.path, "{scratch}", scratch.path().string()), "{db}", database_for(c, scratch).string());
        c.expected_err = replace_all(c.expected_err, "{scratch}", scratch.path().string());
        INFO("cases.tsv:" << c.line << ": judge " << c.command << " " << c.path);
        const auto db = database_for(c, scratch);
        auto result = run_case(c, corpus, db, no_scenarios);
        INFO("stdout: " << result.out);
        CHECK(result.exit_code >= 0);
        CHECK(result.exit_code < 128);  // a shell reports a signal as 128 + its number
        CHECK(result.exit_code == c.expected_exit);
        const auto expected = replace_all(c.expected_err, "{db}", db.string());
        CHECK(result.err == (expected.empty() ? expected : expected + "\n"));
    }
    CHECK(test::read_file(scratch.path() / "notes.txt") == "my notes\n");  // refused, and left as it was
}
