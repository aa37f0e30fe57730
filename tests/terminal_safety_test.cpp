// Stored text never drives the user's terminal: control characters are shown escaped in text
// output, and left to JSON's own escaping in --json (src/terminal).
#include <catch2/catch.hpp>

#include "support.hpp"
#include "terminal.hpp"

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("control characters are shown escaped, printable text and newlines stay", "[terminal]") {
    CHECK(cli::printable("貫通 Pierce\n二行目\tタブ") == "貫通 Pierce\n二行目\tタブ");
    CHECK(cli::printable("\x1b[2J\x07") == "\\x1B[2J\\x07");
    CHECK(cli::printable("a\nb", false) == "a\\x0Ab");
    CHECK(cli::printable("\x7f") == "\\x7F");
    CHECK(cli::printable("\xc2\x9b" "31m") == "\\u009B31m");  // the one-character CSI
    CHECK(cli::printable("\xc2\xa0") == "\xc2\xa0");          // a no-break space is text
}

TEST_CASE("search and show print an imported escape sequence escaped, and --json escapes it as JSON", "[terminal]") {
    test::TempDir dir;
    const auto db = test::shell_quote(test::build_fixture_db(dir).string());
    dir.write("evil.txt", "1. 警告\x1b]0;owned\x07\x1b[31m赤\n本文\x1b[2J\n");
    REQUIRE(test::run_judge("--db " + db + " db import-text --game iw " + test::shell_quote((dir.path() / "evil.txt").string())).exit_code == 0);

    auto search = test::run_judge("--db " + db + " search 警告");
    CHECK(search.exit_code == 0);
    CHECK_FALSE(contains(search.out, "\x1b"));
    CHECK(contains(search.out, "\\x1B]0;owned\\x07\\x1B[31m"));

    auto show = test::run_judge("--db " + db + " show IW-I-EVIL-0001");
    CHECK(show.exit_code == 0);
    CHECK_FALSE(contains(show.out, "\x1b"));
    CHECK(contains(show.out, "\\x1B[31m"));
    CHECK(contains(show.out, "本文\\x1B[2J"));

    auto json = test::run_judge("--db " + db + " search 警告 --json");
    CHECK_FALSE(contains(json.out, "\x1b"));
    CHECK(contains(json.out, "\\u001b]0;owned\\u0007\\u001b[31m"));
    CHECK_FALSE(contains(json.out, "\\\\x1B"));  // no terminal escaping inside JSON
}
