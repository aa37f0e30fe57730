// The command line as a user runs it: exit codes, one-line errors, JSON shape.
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>

#include "rulesdb/database.hpp"
#include "rulesdb/suggest.hpp"
#include "support.hpp"

using test::run_judge;
using test::shell_quote;

namespace {

std::string db_flag(const std::filesystem::path& db) { return "--db " + shell_quote(db.string()) + " "; }

int lines(const std::string& text) { return static_cast<int>(std::count(text.begin(), text.end(), '\n')); }
bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("search refuses a query with no words in one line, and takes a query word like AND as a word", "[cli]") {
    test::TempDir dir;
    auto db = test::build_fixture_db(dir);
    for (const char* typed : {"\"", "", "*", "AND"}) {
        INFO(typed);
        auto r = run_judge(db_flag(db) + "search " + shell_quote(typed));
        CHECK(r.exit_code == (std::string(typed) == "AND" ? 0 : 2));
        CHECK(r.err.find("SQL") == std::string::npos);
        CHECK(r.err.find("fts5") == std::string::npos);
        CHECK(lines(r.err) <= 1);
    }
    for (const char* nothing : {"search", "search --json"}) {
        INFO(nothing);
        auto r = run_judge(db_flag(db) + nothing);
        CHECK(r.exit_code == 2);
        CHECK(r.out.empty());
        CHECK(r.err == "judge: nothing to search for: type a word (letters, digits, kana or kanji) or an entry ID\n");
    }
}

TEST_CASE("judge --version names the release, the commit and the database schema", "[cli]") {
    auto r = run_judge("--version");
    CHECK(r.exit_code == 0);
    CHECK(r.out.rfind(std::string("judge ") + JUDGE_VERSION + "\ncommit: ", 0) == 0);
    CHECK(r.out.find("\ndatabase schema: " + std::to_string(rulesdb::kSchemaVersion) + "\n") != std::string::npos);
}

TEST_CASE("an unknown command names itself, the commands there are and the nearest one", "[cli]") {
    auto top = run_judge("serch 貫通");
    CHECK(top.exit_code == 2);
    CHECK(top.err == "judge: unknown command 'serch' (the commands are: db, search, show, verify, scenario, export, coverage, card, completion); did you mean 'search'?\n");
    auto nested = run_judge("db frobnicate");
    CHECK(nested.exit_code == 2);
    CHECK(nested.err == "judge: unknown command 'db frobnicate' (the commands are: build, import-text, import-qa, import-cards, imports)\n");
    // Arguments of a command are not commands: a search word is searched for.
    CHECK(run_judge("--db " + shell_quote(test::bundled_db().string()) + " search frobnicate").err.find("unknown command") == std::string::npos);
}

TEST_CASE("an empty path is refused instead of meaning the default or the current folder", "[cli]") {
    for (const char* line : {"--db '' search 貫通", "verify ''", "export html --out ''", "export html --out /tmp/never-written --engine ''", "db build --data ''"}) {
        INFO(line);
        auto r = run_judge(line);
        CHECK(r.exit_code == 2);
        CHECK(r.err.find("needs a path, not an empty string") != std::string::npos);
        // In the language asked for, as every other error.
        CHECK(run_judge(line, {}, "ja").err.find("パスが必要です") != std::string::npos);
    }
}

TEST_CASE("verify of a folder holding no scenario file is an error, not an empty pass", "[cli]") {
    test::TempDir dir;
    dir.write("notes.txt", "not a scenario\n");
    auto r = run_judge("--db " + shell_quote(test::bundled_db().string()) + " verify " + shell_quote(dir.path().string()));
    CHECK(r.exit_code == 2);
    CHECK(r.out.empty());
    CHECK(r.err == "judge: " + dir.path().string() + " holds no scenario files (*.xml)\n");
}

TEST_CASE("search --json prints the query, its widening, the total and the ranked results", "[cli]") {
    test::TempDir dir;
    auto db = test::build_fixture_db(dir);
    auto r = run_judge(db_flag(db) + "search 貫通 --json");
    CHECK(r.exit_code == 0);
    CHECK(r.out.rfind("{\"query\":\"貫通\",\"expanded_to\":[],\"total\":", 0) == 0);
    CHECK(contains(r.out, "\"results\":[{\"id\":\"IW-R-PIERCE\",\"kind\":\"rule\",\"game\":\"iw\",\"title_ja\":\"貫通\",\"title_en\":\"Pierce\",\"snippet\":"));
    CHECK(contains(r.out, "\"exact_title\":true,\"matched\":1,\"tags\":[]}"));
    CHECK(contains(r.out, "\"words\":[\"貫通\"],\"unmatched\":[],\"ignored\":[],\"suggestions\":[]}"));
    // A ruling's tags are a list.
    auto ruling = run_judge(db_flag(db) + "search 単独 --json");
    CHECK(contains(ruling.out, "\"id\":\"IW-J-PIERCE-SINGLE\""));
    CHECK(contains(ruling.out, "\"tags\":[\"pierce\",\"attack\"]"));
}

TEST_CASE("a search that finds nothing suggests the glossary names and IDs a few edits away", "[cli]") {
    test::TempDir dir;
    auto db = test::build_fixture_db(dir);
    auto typo = run_judge(db_flag(db) + "search sheild triger");
    CHECK(typo.exit_code == 0);
    CHECK(contains(typo.out, "no entries match \"sheild triger\"\ndid you mean: shield trigger?\n"));
    // A word found nowhere beside one that is found: the hits of the one, and the suggestion.
    auto partly = run_judge(db_flag(db) + "search shield triger");
    CHECK(contains(partly.out, "(matched 1 of 2 words; no entry has \"triger\")\ndid you mean: shield trigger?\n"));
    auto id = run_judge(db_flag(db) + "search IW-R-PEIRCE --json");
    CHECK(contains(id.out, "\"total\":0,\"results\":[],\"words\":[\"IW-R-PEIRCE\"],\"unmatched\":[\"IW-R-PEIRCE\"],\"ignored\":[],\"suggestions\":[\"IW-R-PIERCE\"]}"));
    auto nothing_close = run_judge(db_flag(db) + "search xylophone");
    CHECK_FALSE(contains(nothing_close.out, "did you mean"));
    auto found = run_judge(db_flag(db) + "search 貫通 --json");
    CHECK(contains(found.out, "\"suggestions\":[]}"));
    CHECK(rulesdb::edit_distance("sheild", "shield") == 1);    // two neighbours swapped: one edit
    CHECK(rulesdb::edit_distance("シールド", "シールト") == 1);  // counted in characters, not bytes
    CHECK(rulesdb::edit_distance("pierc", "pierce") == 1);
}

TEST_CASE("search takes its default game from JUDGE_GAME, and --game all searches every game", "[cli]") {
    test::TempDir dir;
    auto db = test::build_fixture_db(dir);
    ::setenv("JUDGE_GAME", "no-such-game", 1);
    auto wrong = run_judge(db_flag(db) + "search 貫通");
    auto all = run_judge(db_flag(db) + "search 貫通 --game all");
    ::setenv("JUDGE_GAME", "iw", 1);
    auto iw = run_judge(db_flag(db) + "search 貫通");
    ::unsetenv("JUDGE_GAME");
    CHECK(wrong.exit_code == 2);
    CHECK(contains(wrong.err, "JUDGE_GAME: unknown game 'no-such-game'"));
    CHECK(all.exit_code == 0);
    CHECK(contains(all.out, "IW-R-PIERCE"));
    CHECK(iw.exit_code == 0);
    CHECK(contains(iw.out, "IW-R-PIERCE"));
    // The filter the command line does not show is said; --game all says nothing of it.
    CHECK(iw.out.rfind("(only iw's entries, from JUDGE_GAME; --game all searches every game)\n", 0) == 0);
    CHECK_FALSE(contains(all.out, "from JUDGE_GAME"));
}

TEST_CASE("show --json of an unknown ID prints a JSON error object and exits 1", "[cli]") {
    test::TempDir dir;
    auto db = test::build_fixture_db(dir);
    auto r = run_judge(db_flag(db) + "show IW-R-NOPE --json");
    CHECK(r.exit_code == 1);
    CHECK(r.out == "{\"error\":\"no entry with this ID\",\"id\":\"IW-R-NOPE\"}\n");
    CHECK(lines(r.err) == 1);
    auto found = run_judge(db_flag(db) + "show IW-J-PIERCE-SINGLE --json");
    CHECK(contains(found.out, "\"tags\":[\"pierce\",\"attack\"]"));
}

TEST_CASE("show prints a ruling with its cited rules and its chain", "[cli]") {
    test::TempDir dir;
    auto db = test::build_fixture_db(dir);
    auto r = run_judge(db_flag(db) + "show IW-J-PIERCE-SINGLE");
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("IW-R-PIERCE  rule  貫通 Pierce") != std::string::npos);
    CHECK(r.out.find("IW-A-WIN  assumption") != std::string::npos);
    CHECK(r.out.find("IW-J-PIERCE-OLD") != std::string::npos);
    auto missing = run_judge(db_flag(db) + "show IW-R-NOPE");
    CHECK(missing.exit_code == 1);
    CHECK(lines(missing.err) == 1);
}

TEST_CASE("a refused build prints file:line and keeps the old database", "[cli]") {
    test::TempDir dir;
    auto db = test::build_fixture_db(dir);
    auto before = test::read_file(db);
    dir.write("data/iw/game.xml", R"(<game id="iw" name-ja="t" name-en="t"><document id="doc" title="d" path="d"/></game>)");
    dir.write("data/iw/a.xml", "<entries game=\"iw\">\n<rule id=\"IW-R-A\" title-ja=\"a\" title-en=\"a\" source=\"doc\"><text>x</text></rule>\n"
                               "<rule id=\"IW-R-A\" title-ja=\"a\" title-en=\"a\" source=\"doc\"><text>x</text></rule>\n</entries>");
    auto r = run_judge(db_flag(db) + "db build --data " + shell_quote((dir.path() / "data").string()) + " --scenarios " +
                       shell_quote(dir.path().string()));
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("a.xml:3: duplicate ID IW-R-A") != std::string::npos);
    CHECK(test::read_file(db) == before);
}

TEST_CASE("a missing database is one clear line", "[cli]") {
    auto r = run_judge("--db /nonexistent/judge.db search 貫通");
    CHECK(r.exit_code == 2);
    CHECK(lines(r.err) == 1);
    CHECK(r.err.find("judge db build") != std::string::npos);
}

TEST_CASE("db build stamps which judge built the database, and show and the export report it", "[cli]") {
    test::TempDir dir;
    auto db = dir.path() / "stamped.db";
    REQUIRE(run_judge(db_flag(db) + "db build").exit_code == 0);
    const std::string stamp = std::string("judge ") + JUDGE_VERSION;
    auto text = run_judge(db_flag(db) + "show IW-R-PIERCE");
    CHECK(text.out.find("\nDatabase built by " + stamp) != std::string::npos);
    auto json = run_judge(db_flag(db) + "show IW-R-PIERCE --json");
    CHECK(json.out.find("\"database_built_by\":\"" + stamp) != std::string::npos);
    auto site = dir.path() / "site";
    REQUIRE(run_judge(db_flag(db) + "export html --out " + shell_quote(site.string())).exit_code == 0);
    CHECK(test::read_file(site / "en" / "index.html").find("rules database (built by <code class=\"build-stamp\">" + stamp) != std::string::npos);
    CHECK(test::read_file(site / "index.html").find("（作成: <code class=\"build-stamp\">" + stamp) != std::string::npos);
}

TEST_CASE("a scenario may show an assumption at work: show and the FAQ list it under the assumption", "[cli]") {
    const auto db = test::bundled_db();
    auto shown = run_judge(db_flag(db) + "show DM-A-UNTIL-NEXT-TURN");
    CHECK(shown.exit_code == 0);
    CHECK(shown.out.find("Scenarios:\n  scenarios/dm/until-next-turn-lasts-through-opponent-turn.xml") != std::string::npos);
    test::TempDir dir;
    auto site = dir.path() / "site";
    REQUIRE(run_judge(db_flag(db) + "export html --out " + shell_quote(site.string())).exit_code == 0);
    const auto page = test::read_file(site / "dm" / "assumptions.html");
    const auto section = page.find("id=\"DM-A-UNTIL-NEXT-TURN\"");
    REQUIRE(section != std::string::npos);
    const auto end = page.find("</section>", section);
    const auto scenario = page.find("scenarios/dm/until-next-turn-lasts-through-opponent-turn.xml", section);
    CHECK(scenario < end);
    CHECK(page.find("verified", section) < end);
}

TEST_CASE("output that cannot be written is one line and exit 2: a full device, a pipe whose reader has gone", "[cli]") {
    test::TempDir dir;
    auto db = test::build_fixture_db(dir);
    const auto err = dir.path() / "err";
    const auto full = std::string("NO_COLOR=1 JUDGE_LANG=en ") + shell_quote(JUDGE_BINARY) + " " + db_flag(db) + "search pierce >/dev/full 2>" +
                      shell_quote(err.string());
    const int status = std::system(full.c_str());
    CHECK(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 2);
    CHECK(test::read_file(err) == "judge: cannot write the output: No space left on device\n");

    // A pipe whose read end is closed before judge starts: every write fails with EPIPE.
    int fds[2];
    REQUIRE(::pipe(fds) == 0);
    ::close(fds[0]);
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        ::dup2(fds[1], STDOUT_FILENO);
        const int err_fd = ::open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        ::dup2(err_fd, STDERR_FILENO);
        ::setenv("JUDGE_LANG", "en", 1);
        const std::string db_path = db.string();
        ::execl(JUDGE_BINARY, "judge", "--db", db_path.c_str(), "search", "pierce", static_cast<char*>(nullptr));
        ::_exit(127);
    }
    ::close(fds[1]);
    int piped = 0;
    REQUIRE(::waitpid(child, &piped, 0) == child);
    CHECK(WIFEXITED(piped));  // not killed by SIGPIPE
    CHECK(WEXITSTATUS(piped) == 2);
    CHECK(test::read_file(err) == "judge: cannot write the output: Broken pipe\n");
}

TEST_CASE("bash completion offers the languages after --lang and the database's IDs after show", "[cli]") {
    const auto db = db_flag(test::bundled_db());
    auto ids = run_judge(db + "completion --ids dm-j-blo");
    CHECK(ids.exit_code == 0);
    CHECK(ids.out == "DM-J-BLOCK-DECIDED-BY-DEFENDER\nDM-J-BLOCKER-BECOMES-TARGET\n");
    auto none = run_judge("completion");
    CHECK(none.exit_code == 2);
    CHECK(none.err == "judge: completion needs a shell (bash or zsh), or --ids PREFIX\n");
    // The script itself, run by bash as a shell would: `judge` is this binary with the bundled database.
    test::TempDir dir;
    auto script = run_judge("completion bash");
    REQUIRE(script.exit_code == 0);
    const auto file = dir.write("judge-completion.bash", script.out);
    const auto complete = [&](const std::string& words, int at) {
        const auto command = "bash -c " + shell_quote("source " + shell_quote(file.string()) + "; judge() { " + shell_quote(JUDGE_BINARY) + " " + db +
                                                      " \"$@\"; }; COMP_WORDS=(" + words + "); COMP_CWORD=" + std::to_string(at) +
                                                      "; _judge; printf '%s\\n' \"${COMPREPLY[@]}\"");
        std::string out;
        if (FILE* pipe = popen(command.c_str(), "r")) {
            char buffer[4096];
            for (std::size_t n; (n = fread(buffer, 1, sizeof buffer, pipe)) > 0;) out.append(buffer, n);
            pclose(pipe);
        }
        return out;
    };
    CHECK(complete("judge --lang ''", 2) == "ja\nen\n");
    CHECK(complete("judge show IW-R-PIER", 2) == "IW-R-PIERCE\n");
}
