// Golden traces: `judge verify --write-traces` writes each passing scenario's trace beside it as
// `<name>.trace`, and `--check-traces` fails a scenario whose trace departs from that file,
// naming the first line that differs. The bundled scenarios are checked this way by CTest.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <string>

#include "judge/core/golden_trace.hpp"
#include "support.hpp"

namespace fs = std::filesystem;
using test::run_judge;
using test::shell_quote;

namespace {

const fs::path kScenario = fs::path(JUDGE_SOURCE_DIR) / "scenarios/gcb/area-spell-affects-both-players.xml";

test::RunResult verify(const std::string& arguments, const fs::path& directory) {
    return run_judge("--db " + shell_quote(test::bundled_db().string()) + " verify " + arguments, directory);
}

}  // namespace

TEST_CASE("a trace differing from its golden text is reported at its first differing line", "[golden]") {
    judge::Trace trace{{"R-ONE", {"first", "一つ目"}}, {"R-TWO", {"second", "二つ目"}}};
    const auto en = msg::Lang::en;
    CHECK_FALSE(judge::golden_trace_difference(trace, en, "[R-ONE] first\n[R-TWO] second\n", "x.trace"));
    CHECK_FALSE(judge::golden_trace_difference(trace, en, "[R-ONE] first\r\n[R-TWO] second\r\n", "x.trace"));
    CHECK(judge::golden_trace_difference(trace, en, "[R-ONE] first\n[R-OTHER] second\n", "x.trace") ==
          "x.trace:2: the trace differs from its golden trace: expected `[R-OTHER] second`, got `[R-TWO] second`");
    CHECK(judge::golden_trace_difference(trace, en, "[R-ONE] first\n", "x.trace") ==
          "x.trace:2: the trace differs from its golden trace: expected the end of the trace, got `[R-TWO] second`");
    CHECK(judge::golden_trace_difference(trace, en, "[R-ONE] first\n[R-TWO] second\n[R-THREE] third\n", "x.trace") ==
          "x.trace:3: the trace differs from its golden trace: expected `[R-THREE] third`, got the end of the trace");
    CHECK(judge::golden_trace_text(trace, en) == "[R-ONE] first\n[R-TWO] second\n");
    CHECK(judge::golden_trace_text(trace, msg::Lang::ja) == "[R-ONE] 一つ目\n[R-TWO] 二つ目\n");
    CHECK_FALSE(judge::golden_trace_difference(trace, msg::Lang::ja, "[R-ONE] 一つ目\n[R-TWO] 二つ目\n", "x.ja.trace"));
}

TEST_CASE("verify --write-traces writes the golden trace and --check-traces holds a scenario to it", "[golden]") {
    test::TempDir dir;
    fs::copy_file(kScenario, dir.path() / "area.xml");

    auto missing = verify("--check-traces area.xml", dir.path());
    CHECK(missing.exit_code == 1);
    CHECK(missing.out.find("area.trace: no golden trace; write it with `judge verify --write-traces area.xml`") != std::string::npos);

    auto written = verify("--write-traces area.xml", dir.path());
    CHECK(written.exit_code == 0);
    CHECK(written.out.find("1 golden trace written") != std::string::npos);
    auto golden = test::read_file(dir.path() / "area.trace");
    // The same steps --trace prints, without its indent.
    auto traced = verify("--trace area.xml", dir.path()).out;
    CHECK(traced.find("    [GCB-R-AREA-SPELL] B uses A's area spell light") != std::string::npos);
    CHECK(golden.find("[GCB-R-AREA-SPELL] B uses A's area spell light") != std::string::npos);
    const std::string last = "\n[GCB-A-STACK-RESOLUTION-STEPS] the stack has resolved completely\n";
    CHECK(golden.size() > last.size());
    CHECK(golden.compare(golden.size() - last.size(), last.size(), last) == 0);
    CHECK(golden.find("    ") == std::string::npos);

    CHECK(verify("--check-traces area.xml", dir.path()).exit_code == 0);
    auto again = verify("--write-traces area.xml", dir.path());
    CHECK(again.out.find("0 golden traces written") != std::string::npos);

    auto changed = golden;
    const auto at = changed.find("[GCB-R-AREA-SPELL] B uses");
    REQUIRE(at != std::string::npos);
    const auto line = std::to_string(1 + std::count(golden.begin(), golden.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
    changed.replace(at, 18, "[GCB-R-STACK]");
    dir.write("area.trace", changed);
    auto differs = verify("--check-traces area.xml", dir.path());
    CHECK(differs.exit_code == 1);
    CHECK(differs.out.find("FAIL  area.xml") != std::string::npos);
    CHECK(differs.out.find("area.trace:" + line + ": the trace differs from its golden trace: expected `[GCB-R-STACK] B uses") != std::string::npos);
}

TEST_CASE("verify --write-traces leaves a failing scenario's golden trace alone", "[golden]") {
    test::TempDir dir;
    auto text = test::read_file(kScenario);
    text.replace(text.find("equals=\"6000\""), 13, "equals=\"6001\"");
    dir.write("area.xml", text);
    dir.write("area.trace", "kept\n");
    auto run = verify("--write-traces area.xml", dir.path());
    CHECK(run.exit_code == 1);
    CHECK(run.out.find("0 golden traces written") != std::string::npos);
    CHECK(test::read_file(dir.path() / "area.trace") == "kept\n");
}

TEST_CASE("verify --write-traces never writes through a link planted where a temporary could go", "[golden]") {
    test::TempDir dir;
    fs::copy_file(kScenario, dir.path() / "area.xml");
    dir.write("victim.txt", "a user's file\n");
    // The name the temporary had before it was made with mkstemp: a link there was written through.
    fs::create_symlink(dir.path() / "victim.txt", dir.path() / "area.trace.tmp");
    auto written = verify("--write-traces area.xml", dir.path());
    CHECK(written.exit_code == 0);
    CHECK(test::read_file(dir.path() / "victim.txt") == "a user's file\n");
    CHECK(fs::is_regular_file(fs::symlink_status(dir.path() / "area.trace")));
    CHECK(verify("--check-traces area.xml", dir.path()).exit_code == 0);
    // No temporary is left beside the traces.
    for (const auto& entry : fs::directory_iterator(dir.path()))
        CHECK(entry.path().filename().string().find(".tmp-") == std::string::npos);
}
