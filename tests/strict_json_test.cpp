// The strict JSON checker the suite holds every --json output to (tests/strict_json).
#include <catch2/catch.hpp>

#include "report/json_writer.hpp"
#include "strict_json.hpp"

using test::json_problem;

TEST_CASE("the strict JSON checker accepts JSON and refuses everything else", "[json]") {
    for (const char* good : {R"({"a":[1,-2.5e+3,true,false,null,"x\u00e9\ud83c\udca1\n"]})", "[]", "\"貫通\"", " 0 \n"}) {
        INFO(good);
        CHECK_FALSE(json_problem(good));
    }
    for (const char* bad : {"{'a':1}", "[1,]", "{\"a\" 1}", "[01]", "\"\x1b\"", "\"\\ud800\"", "\"\\x41\"", "[1] [2]", "",
                            "\"\xe9\"", "NaN", "{\"a\":1,}", "[1.]"}) {
        INFO(bad);
        CHECK(json_problem(bad));
    }
}

TEST_CASE("JSON output turns bytes that are not UTF-8 into U+FFFD and escapes control characters", "[json]") {
    const auto quoted = report::json_quote("貫通\xff\x1b[1m\xe6\x9c");
    CHECK(quoted == "\"貫通\\ufffd\\u001b[1m\\ufffd\\ufffd\"");
    CHECK_FALSE(json_problem(quoted));
}
