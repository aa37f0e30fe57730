// The database build: every refusal, the atomic write, and the schema version check.
#include <catch2/catch.hpp>

#include <sstream>

#include <SQLiteCpp/Database.h>

#include "rulesdb/corpus_loader.hpp"
#include "rulesdb/corpus_validator.hpp"
#include "rulesdb/database.hpp"
#include "rulesdb/db_builder.hpp"
#include "support.hpp"

namespace fs = std::filesystem;

namespace {

const char* kGame = R"(<game id="iw" name-ja="テスト" name-en="Test"><document id="doc" title="Doc" path="doc.txt"/></game>)";

std::string entries(const std::string& body) { return "<entries game=\"iw\">\n" + body + "\n</entries>\n"; }

const char* kRule = R"(<rule id="IW-R-A" title-ja="甲" title-en="A" source="doc"><text>本文</text></rule>)";

std::string ruling(const std::string& id, const std::string& inner) {
    return "<ruling id=\"" + id + "\" title-ja=\"問\" title-en=\"Q\" date=\"2026-01-02\" source=\"doc\">"
           "<question>問い</question><answer>答え</answer>" + inner + "</ruling>";
}

// Loads and validates a one-game corpus whose entries file is `body`.
rulesdb::Diagnostics problems_of(const test::TempDir& dir, const std::string& body) {
    dir.write("data/iw/game.xml", kGame);
    dir.write("data/iw/entries.xml", entries(body));
    auto loaded = rulesdb::load_corpus(dir.path() / "data", dir.path());
    auto problems = loaded.problems;
    auto checked = rulesdb::validate_corpus(loaded.corpus, dir.path() / "scenarios");
    problems.insert(problems.end(), checked.begin(), checked.end());
    return problems;
}

std::string only_problem(const test::TempDir& dir, const std::string& body) {
    auto problems = problems_of(dir, body);
    REQUIRE(problems.size() == 1);
    return problems.front().format();
}

}  // namespace

TEST_CASE("a clean corpus has no problems", "[build]") {
    test::TempDir dir;
    CHECK(problems_of(dir, std::string(kRule) + ruling("IW-J-B", R"(<cites ref="IW-R-A"/>)")).empty());
}

TEST_CASE("the build refuses duplicate IDs with file and line", "[build]") {
    test::TempDir dir;
    auto message = only_problem(dir, std::string(kRule) + "\n" + kRule);
    CHECK(message == "data/iw/entries.xml:3: duplicate ID IW-R-A (first defined at data/iw/entries.xml:2)");
}

TEST_CASE("the build refuses a ruling citing an unknown rule", "[build]") {
    test::TempDir dir;
    auto message = only_problem(dir, std::string(kRule) + "\n" + ruling("IW-J-B", "\n<cites ref=\"IW-R-NOPE\"/>"));
    CHECK(message == "data/iw/entries.xml:4: IW-J-B cites IW-R-NOPE, which is not a known rule or assumption");
}

TEST_CASE("the build refuses a supersession chain that loops", "[build]") {
    test::TempDir dir;
    auto body = std::string(kRule) + "\n" + ruling("IW-J-X", R"(<cites ref="IW-R-A"/><supersedes ref="IW-J-Y"/>)") + "\n" +
                ruling("IW-J-Y", R"(<cites ref="IW-R-A"/><supersedes ref="IW-J-X"/>)");
    auto message = only_problem(dir, body);
    CHECK(message.find("data/iw/entries.xml:3: the supersession chain of IW-J-X loops back") == 0);
}

TEST_CASE("the build refuses a link to a missing scenario file", "[build]") {
    test::TempDir dir;
    auto message = only_problem(dir, std::string(kRule) + "\n" + ruling("IW-J-B", "<cites ref=\"IW-R-A\"/>\n<scenario path=\"iw/none.xml\"/>"));
    CHECK(message == "data/iw/entries.xml:4: IW-J-B links to the scenario iw/none.xml, which does not exist");
    SECTION("and accepts it once the file exists") {
        dir.write("scenarios/iw/none.xml", "<scenario/>");
        CHECK(problems_of(dir, std::string(kRule) + "\n" + ruling("IW-J-B", "<cites ref=\"IW-R-A\"/><scenario path=\"iw/none.xml\"/>")).empty());
    }
    SECTION("and a path that leaves scenarios/") {
        auto escaping = only_problem(dir, std::string(kRule) + "\n" + ruling("IW-J-B", "<cites ref=\"IW-R-A\"/><scenario path=\"../x.xml\"/>"));
        CHECK(escaping.find("must be relative to scenarios/") != std::string::npos);
    }
}

TEST_CASE("the build refuses malformed files and entries", "[build]") {
    test::TempDir dir;
    SECTION("malformed XML, with line and column") {
        auto message = only_problem(dir, "<rule id=\"IW-R-A\"\n  <text>");
        CHECK(message.find("data/iw/entries.xml:3:3: malformed XML") == 0);
    }
    SECTION("a missing attribute") {
        CHECK(only_problem(dir, R"(<rule id="IW-R-A" title-ja="甲" source="doc"><text>x</text></rule>)") ==
              "data/iw/entries.xml:2:1: <rule> needs the attribute 'title-en'");
    }
    SECTION("an ID that is not a safe name") {
        auto message = only_problem(dir, R"(<rule id="IW-R-../a" title-ja="甲" title-en="A" source="doc"><text>x</text></rule>)");
        CHECK(message.find("the ID 'IW-R-../a' is not of the form IW-R-NAME") != std::string::npos);
    }
    SECTION("an ID of another game") {
        auto message = only_problem(dir, R"(<rule id="DM-R-A" title-ja="甲" title-en="A" source="doc"><text>x</text></rule>)");
        CHECK(message.find("is not of the form IW-R-NAME") != std::string::npos);
    }
    SECTION("a bad date") {
        auto message = only_problem(dir, std::string(kRule) + "<ruling id=\"IW-J-B\" title-ja=\"問\" title-en=\"Q\" date=\"2026-13-01\" source=\"doc\"><question>q</question><answer>a</answer><cites ref=\"IW-R-A\"/></ruling>");
        CHECK(message.find("expected YYYY-MM-DD") != std::string::npos);
    }
    SECTION("an unknown source document") {
        auto message = only_problem(dir, R"(<rule id="IW-R-A" title-ja="甲" title-en="A" source="other"><text>x</text></rule>)");
        CHECK(message.find("names the source 'other'") != std::string::npos);
    }
}

TEST_CASE("a failed write leaves the previous database untouched", "[build]") {
    test::TempDir dir;
    auto target = test::build_fixture_db(dir);
    auto before = test::read_file(target);

    // Unvalidated content that fails half-way through the write: the same rule twice.
    rulesdb::Corpus broken;
    broken.games.push_back({"iw", "テスト", "Test", {{"doc", "Doc", "doc.txt", "", {}}}, {}});
    rulesdb::Rule rule;
    rule.id = "IW-R-A";
    rule.game = "iw";
    rule.title_ja = rule.title_en = rule.text = "x";
    rule.source_doc = "doc";
    broken.rules = {rule, rule};
    CHECK_THROWS(rulesdb::write_database(broken, target));

    CHECK(test::read_file(target) == before);
    int files = 0;
    for ([[maybe_unused]] const auto& entry : fs::directory_iterator(dir.path())) ++files;
    CHECK(files == 1);  // no temporary file left behind
}

TEST_CASE("a database of another schema version is refused with how to rebuild", "[build]") {
    test::TempDir dir;
    auto target = test::build_fixture_db(dir);
    {
        SQLite::Database db(target.string(), SQLite::OPEN_READWRITE);
        db.exec("PRAGMA user_version = 99");
    }
    try {
        rulesdb::open_database(target);
        FAIL("no error");
    } catch (const rulesdb::DatabaseError& e) {
        std::string message = e.what();
        CHECK(message.find("schema version 99") != std::string::npos);
        CHECK(message.find("judge db build") != std::string::npos);
    }
}

TEST_CASE("a file that is not a database is refused cleanly", "[build]") {
    test::TempDir dir;
    auto junk = dir.write("junk.db", std::string(4096, 'x'));
    CHECK_THROWS_AS(rulesdb::open_database(junk), rulesdb::DatabaseError);
    CHECK_THROWS_AS(rulesdb::open_database(dir.path() / "missing.db"), rulesdb::DatabaseError);
}

TEST_CASE("a content file that cannot be read is named once, and its follow-on errors summarised in one line", "[db]") {
    test::TempDir dir;
    const fs::path bundled = fs::path(JUDGE_SOURCE_DIR) / "rulesdb" / "data" / "iw";
    fs::create_directories(dir.path() / "data" / "iw");
    for (const char* name : {"game.xml", "rulings.xml", "assumptions.xml", "glossary.xml"})
        fs::copy_file(bundled / name, dir.path() / "data" / "iw" / name);
    fs::create_symlink("moved-away.xml", dir.path() / "data" / "iw" / "rules.xml");
    fs::create_directories(dir.path() / "no-scenarios");
    auto result = test::run_judge("--db " + test::shell_quote((dir.path() / "x.db").string()) + " db build --data " +
                                  test::shell_quote((dir.path() / "data").string()) + " --scenarios " +
                                  test::shell_quote((dir.path() / "no-scenarios").string()));
    CHECK(result.exit_code == 2);
    std::vector<std::string> lines;
    std::stringstream in(result.err);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    REQUIRE(lines.size() == 3);
    CHECK(lines[0].find("rules.xml: cannot read the file: it is a link to moved-away.xml, which does not exist") != std::string::npos);
    CHECK(lines[1].rfind("judge: and ", 0) == 0);
    CHECK(lines[1].find("references to IDs that are not defined (") != std::string::npos);
    CHECK(lines[2].find("the database was not built") != std::string::npos);
}
