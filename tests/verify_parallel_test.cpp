// `judge verify -j N`: scenarios verified on several threads print the same bytes, in the order
// given, as one thread does; the card library cache and the verifier's board-free results give
// the same verdicts as reading everything for each scenario.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "judge/core/board_text.hpp"
#include "judge/core/scenario_loader.hpp"
#include "ordered_runs.hpp"
#include "judge/core/verifier.hpp"
#include "judge/games/registry.hpp"
#include "rulesdb/corpus_loader.hpp"
#include "rulesdb/diagnostic.hpp"
#include "strict_json.hpp"
#include "support.hpp"

namespace fs = std::filesystem;
using test::run_judge;
using test::shell_quote;

namespace {

const fs::path kScenarios = fs::path(JUDGE_SOURCE_DIR) / "scenarios";

test::RunResult verify(const std::string& arguments) {
    return run_judge("--db " + shell_quote(test::bundled_db().string()) + " verify " + arguments);
}

// A passing iw scenario with the given id and title.
std::string scenario(const std::string& id) {
    return R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario id=")" + id + R"(" game="iw">
  <title ja=")" + id + R"("/>
  <setup turn="1" active="A" phase="main">
    <player id="A"><zone name="set"><card id="a1" type="geuda" attack="3" defense="2" cost="1"/></zone></player>
    <player id="B"><zone name="set"><card id="b1" type="geuda" attack="1" defense="1" cost="1"/></zone></player>
  </setup>
  <expect><count player="A" zone="set" equals="1"/></expect>
</scenario>
)";
}

// The scenario ids of text output lines ("PASS  file  id  title"), in the order printed.
std::vector<std::string> ids_in_order(const std::string& out) {
    std::vector<std::string> ids;
    std::size_t at = 0;
    while ((at = out.find("PASS  ", at)) != std::string::npos) {
        auto line_end = out.find('\n', at);
        auto line = out.substr(at, line_end - at);
        auto id_start = line.find("  ", 6) + 2;
        ids.push_back(line.substr(id_start, line.find("  ", id_start) - id_start));
        at = line_end;
    }
    return ids;
}

}  // namespace

TEST_CASE("verify prints the same bytes with one thread and with several, in text, trace and JSON", "[verify][parallel]") {
    const auto folder = shell_quote(kScenarios.string());
    for (const std::string flags : {"", "--trace", "--json"}) {
        INFO("flags: " << flags);
        auto one = verify(folder + " " + flags + " -j 1");
        REQUIRE(one.exit_code == 0);
        REQUIRE((one.out.find("passed") != std::string::npos || one.out.find("\"summary\"") != std::string::npos));
        for (const std::string jobs : {"2", "4", "7"}) {
            INFO("-j " << jobs);
            auto many = verify(folder + " " + flags + " -j " + jobs);
            CHECK(many.exit_code == one.exit_code);
            CHECK(many.out == one.out);
            CHECK(many.err == one.err);
        }
        if (flags == "--json") CHECK_FALSE(test::json_problem(one.out));
    }
}

TEST_CASE("verify with several threads keeps errors and verdicts of a mixed run in the order given", "[verify][parallel]") {
    // A missing path between two folders, and the bad-input fixtures (errors on stderr).
    const auto arguments = shell_quote((kScenarios / "iw").string()) + " no-such-folder " + shell_quote((kScenarios / "gcb").string()) + " " +
                           shell_quote((fs::path(JUDGE_TEST_FIXTURES) / "bad" / "scenarios").string());
    for (const std::string flags : {"", "--json"}) {
        auto one = verify(arguments + " " + flags + " -j 1");
        auto four = verify(arguments + " " + flags + " -j 4");
        CHECK(one.exit_code == 2);
        CHECK(four.exit_code == one.exit_code);
        CHECK(four.out == one.out);
        CHECK(four.err == one.err);
        CHECK((one.out + one.err).find("no-such-folder: no such file or folder") != std::string::npos);
        if (flags == "--json") CHECK_FALSE(test::json_problem(four.out));
    }
}

TEST_CASE("verify reports scenarios in the order the paths are given, not the order they finish", "[verify][parallel]") {
    test::TempDir dir;
    const std::vector<std::string> order = {"m", "c", "x", "a", "q", "b", "z", "k"};
    std::string paths;
    for (const auto& id : order) paths += " " + shell_quote(dir.write(id + ".xml", scenario(id)).string());
    for (const std::string jobs : {"1", "3", "8"}) {
        INFO("-j " << jobs);
        auto r = verify(paths + " -j " + jobs);
        CHECK(r.exit_code == 0);
        CHECK(ids_in_order(r.out) == order);
    }
    // Within a folder: the files in name order.
    auto r = verify(shell_quote(dir.path().string()) + " -j 4");
    CHECK(ids_in_order(r.out) == std::vector<std::string>{"a", "b", "c", "k", "m", "q", "x", "z"});
}

TEST_CASE("a bad -j value is refused with one clear line and exit 2", "[verify][parallel]") {
    const auto file = shell_quote((kScenarios / "iw").string());
    for (const std::string bad : {"0", "-1", "abc", "2x", "100000"}) {
        INFO("-j " << bad);
        auto r = verify(file + " -j " + shell_quote(bad));
        CHECK(r.exit_code == 2);
        CHECK(r.out.empty());
        CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
        CHECK(r.err.rfind("judge: verify -j '" + bad + "'", 0) == 0);
    }
}

TEST_CASE("the card library cache reads each library once and gives the same verdicts and traces", "[verify][parallel]") {
    auto db = test::bundled_db();
    // Every ID counts as known here: the check under test is the loading, not the database.
    judge::KnownId known = [](const std::string&) { return true; };
    judge::CardLibraryCache cache(fs::current_path());
    std::set<std::string> games;
    int compared = 0;
    for (const auto& file : judge::find_scenario_files(kScenarios)) {
        auto alone = judge::load_scenario(file, file.string(), judge::find_ruleset, kScenarios);
        auto cached = judge::load_scenario(file, file.string(), judge::find_ruleset, kScenarios, cache);
        games.insert(alone.scenario.game);
        auto a = judge::verify(alone, known);
        auto b = judge::verify(cached, known);
        INFO(file);
        CHECK(a.verdict == b.verdict);
        CHECK(a.failures == b.failures);
        REQUIRE(a.trace.size() == b.trace.size());
        for (std::size_t i = 0; i < a.trace.size(); ++i) CHECK(a.trace[i].text == b.trace[i].text);
        ++compared;
    }
    CHECK(compared > 200);
    CHECK(cache.builds() == games.size());
}

TEST_CASE("a cached card library still reports a bad card where it stands, for each scenario that uses it", "[verify][parallel]") {
    test::TempDir dir;
    dir.write("iw/cards.xml", R"(<cards game="iw"><card name="ok" type="geuda" attack="1" defense="1" cost="1"/>
<card name="broken" type="geuda" attack="lots" defense="1" cost="1"/></cards>)");
    auto uses = [&](const std::string& id, const std::string& name) {
        auto text = scenario(id);
        const std::string inline_definition = "type=\"geuda\" attack=\"3\" defense=\"2\" cost=\"1\"";
        text.replace(text.find(inline_definition), inline_definition.size(), "name=\"" + name + "\"");
        return dir.write(id + ".xml", text);
    };
    const auto first = uses("s1", "broken"), second = uses("s2", "broken"), fine = uses("s3", "ok");
    judge::CardLibraryCache cache(dir.path());
    for (const auto& file : {first, second}) {
        try {
            judge::load_scenario(file, file.filename().string(), judge::find_ruleset, dir.path(), cache);
            FAIL("a card with attack=\"lots\" was taken");
        } catch (const rulesdb::InputError& e) {
            CHECK(e.diagnostic().file == "iw/cards.xml");
            CHECK(e.diagnostic().line == 2);
        }
    }
    auto loaded = judge::load_scenario(fine, "s3.xml", judge::find_ruleset, dir.path(), cache);
    CHECK(loaded.scenario.players[0].cards[0].card.printed().at("attack") == 1);
    CHECK(cache.builds() == 1);
}

TEST_CASE("a result made without boards has the same verdict and trace and holds no board", "[verify][parallel]") {
    judge::KnownId known = [](const std::string&) { return true; };
    for (const auto& file : judge::find_scenario_files(kScenarios / "dm")) {
        auto loaded = judge::load_scenario(file, file.string(), judge::find_ruleset, kScenarios);
        auto with = judge::verify(loaded, known);
        auto without = judge::verify(loaded, known, judge::VerifyOptions{judge::kDefaultMaxSteps, false});
        INFO(file);
        CHECK(with.verdict == without.verdict);
        CHECK(with.trace.size() == without.trace.size());
        CHECK(with.final_state.has_value());
        CHECK_FALSE(without.initial.has_value());
        CHECK_FALSE(without.final_state.has_value());
    }
}

TEST_CASE("a result made without the notes' sentences has the same verdict and cites and no sentence", "[verify][parallel]") {
    judge::KnownId known = [](const std::string&) { return true; };
    int cited = 0;
    for (const auto& file : judge::find_scenario_files(kScenarios)) {
        auto loaded = judge::load_scenario(file, file.string(), judge::find_ruleset, kScenarios);
        judge::VerifyOptions bare;
        bare.note_text = false;
        auto with = judge::verify(loaded, known);
        auto without = judge::verify(loaded, known, bare);
        INFO(file);
        CHECK(with.verdict == without.verdict);
        CHECK(with.failures == without.failures);
        REQUIRE(with.trace.size() == without.trace.size());
        for (std::size_t i = 0; i < with.trace.size(); ++i) {
            CHECK(with.trace[i].cite == without.trace[i].cite);
            CHECK_FALSE(with.trace[i].text.empty());
        }
        // Steps whose sentence was made before the note (a refusal's reason) may keep it; the
        // notes written from a message keep none.
        CHECK(std::count_if(without.trace.begin(), without.trace.end(), [](const judge::TraceStep& t) { return t.text.empty(); }) > 0);
        for (const auto& e : loaded.scenario.expectations) cited += e.what == "cited";
    }
    // The `cited` checks read the cites: scenarios that use them pass without the sentences too.
    CHECK(cited > 0);
}

TEST_CASE("a scenario given up to the verifier gives the same verdict, trace and boards as one it copies from", "[verify][parallel]") {
    judge::KnownId known = [](const std::string&) { return true; };
    int compared = 0;
    for (const auto& file : judge::find_scenario_files(kScenarios)) {
        const auto kept = judge::load_scenario(file, file.string(), judge::find_ruleset, kScenarios);
        auto given_up = judge::load_scenario(file, file.string(), judge::find_ruleset, kScenarios);
        const auto& ruleset = *kept.ruleset;
        auto copied = judge::verify(kept, known);
        auto moved = judge::verify(std::move(given_up), known);
        INFO(file);
        CHECK(copied.verdict == moved.verdict);
        CHECK(copied.failures == moved.failures);
        REQUIRE(copied.trace.size() == moved.trace.size());
        for (std::size_t i = 0; i < copied.trace.size(); ++i) CHECK(copied.trace[i].text == moved.trace[i].text);
        REQUIRE(copied.initial.has_value() == moved.initial.has_value());
        if (copied.initial) CHECK(judge::board_text(*copied.initial, ruleset) == judge::board_text(*moved.initial, ruleset));
        REQUIRE(copied.final_state.has_value() == moved.final_state.has_value());
        if (copied.final_state) CHECK(judge::board_text(*copied.final_state, ruleset) == judge::board_text(*moved.final_state, ruleset));
        ++compared;
    }
    CHECK(compared > 200);
}

TEST_CASE("results run on several threads are handed on in job order, and a job's exception in its turn", "[verify][parallel]") {
    for (unsigned threads : {1u, 2u, 5u}) {
        INFO(threads << " threads");
        std::vector<int> emitted;
        cli::run_in_order<int>(200, threads, [](std::size_t i) { return static_cast<int>(i) * 3; },
                               [&](int value) { emitted.push_back(value); });
        REQUIRE(emitted.size() == 200);
        for (int i = 0; i < 200; ++i) CHECK(emitted[static_cast<std::size_t>(i)] == i * 3);

        std::vector<int> before_failure;
        auto failing = [](std::size_t i) -> int {
            if (i == 57) throw std::runtime_error("job 57 failed");
            return static_cast<int>(i);
        };
        CHECK_THROWS_WITH(cli::run_in_order<int>(200, threads, failing, [&](int value) { before_failure.push_back(value); }), "job 57 failed");
        REQUIRE(before_failure.size() == 57);
        CHECK(before_failure.back() == 56);
    }
}

TEST_CASE("verify names files by the path given, relative to the current folder, without following links", "[verify]") {
    const fs::path here = "/work/project";
    CHECK(rulesdb::display_path_lexical("scenarios/iw/a.xml", here) == "scenarios/iw/a.xml");
    CHECK(rulesdb::display_path_lexical("./scenarios//iw/a.xml", here) == "scenarios/iw/a.xml");
    CHECK(rulesdb::display_path_lexical("/work/project/scenarios/a.xml", here) == "scenarios/a.xml");
    CHECK(rulesdb::display_path_lexical("/elsewhere/a.xml", here) == "/elsewhere/a.xml");
    CHECK(rulesdb::display_path_lexical("../other/a.xml", here) == "../other/a.xml");

    test::TempDir dir;
    dir.write("real/s.xml", scenario("linked"));
    fs::create_directory_symlink(dir.path() / "real", dir.path() / "link");
    auto r = run_judge("--db " + shell_quote(test::bundled_db().string()) + " verify link -j 2", dir.path());
    CHECK(r.exit_code == 0);
    CHECK(r.out.rfind("PASS  link/s.xml  linked", 0) == 0);
}

TEST_CASE("scenario files are listed in the order of their paths compared name by name", "[verify]") {
    // Names that sort differently as whole strings ('-' and '.' come before '/') than name by name.
    test::TempDir dir;
    for (const auto* name : {"a/z.xml", "a-b/y.xml", "a.b/x.xml", "a/b/w.xml", "a0.xml", "b.xml", "a/b-c.xml", "a/b.xml"})
        dir.write(name, scenario("s"));
    for (const auto& root : {dir.path(), dir.path() / ""}) {
        auto found = judge::find_scenario_files(root);
        auto expected = found;
        std::sort(expected.begin(), expected.end());  // fs::path's own order
        CHECK(found == expected);
        REQUIRE(found.size() == 8);
        CHECK(found.front().lexically_relative(dir.path()) == "a/b/w.xml");
        CHECK(found.back().lexically_relative(dir.path()) == "b.xml");
    }
}

TEST_CASE("names worked out folder by folder are the names display_path_lexical gives each file", "[verify]") {
    const fs::path here = "/work/project";
    rulesdb::LexicalDisplayNames names(here);
    const std::vector<fs::path> files = {
        "scenarios/iw/a.xml", "scenarios/iw/b.xml", "scenarios/dm/a.xml", "./scenarios//iw/a.xml", "scenarios/./iw/c.xml",
        "scenarios/iw/../dm/a.xml", "scenarios/iw/../a.xml", "a.xml", "./a.xml", "../other/a.xml", "../project/x/a.xml",
        "../project/a.xml", "/work/project/scenarios/a.xml", "/work/project/a.xml", "/work/project/../project/b.xml",
        "/work/a.xml", "/work/project2/a.xml", "/elsewhere/a.xml", "/a.xml", "x/..", "x/.", "/", "a", "scenarios/iw/",
        "/work/project/", "/work/project/.", "scenarios/iw/a.xml",
        // Next to a file of the same folder, names that are not a plain name in it.
        "scenarios/iw/..", "scenarios/iw/a.xml", "scenarios/iw/.", "scenarios/iw/a.xml", "scenarios/iw//b.xml", "scenarios/iw/b.xml/",
        "scenarios/iw/b.xml", "scenarios/iwx/b.xml", "scenarios/i/b.xml", "../x/a.xml", "../x/b.xml", "../x/../b.xml", "x/a.xml", "x//a.xml"};
    for (const auto& file : files) {
        INFO(file.string());
        CHECK(names.name(file) == rulesdb::display_path_lexical(file, here));
    }
    // The same files again in another order: no folder's answer leaks into another's.
    for (auto it = files.rbegin(); it != files.rend(); ++it) {
        INFO(it->string());
        CHECK(names.name(*it) == rulesdb::display_path_lexical(*it, here));
    }
}
