// The loader's lookup helpers: NameSet (the attribute names an element takes) and for_each_word
// (the words of a value, as split_words gives them), which the checks use instead of copies.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "judge/core/decisions.hpp"
#include "judge/core/numbers.hpp"
#include "judge/core/scenario_checks.hpp"

using judge::NameSet;

TEST_CASE("a NameSet finds exactly its names, of any length, and keeps their order", "[loader]") {
    const std::string long_name(40, 'x');
    const NameSet names({"id", "name", "type", "face", "attached-to", long_name, ""});
    for (std::string_view name : std::vector<std::string_view>{"id", "name", "type", "face", "attached-to", long_name, ""})
        CHECK(names.contains(name));
    // Same length, same first letter, a prefix, a longer name, a long name one letter short.
    for (std::string_view name : std::vector<std::string_view>{"ix", "nape", "typ", "types", "faces", "attached-t0", std::string_view(long_name).substr(1)})
        CHECK_FALSE(names.contains(name));
    CHECK(names.names() == std::vector<std::string>{"id", "name", "type", "face", "attached-to", long_name, ""});

    const NameSet copy = names;  // a copy looks up in its own strings
    CHECK(copy.contains("attached-to"));
    CHECK_FALSE(NameSet().contains("id"));
}

TEST_CASE("for_each_word gives the words split_words copies", "[loader]") {
    for (std::string text : {"", "  ", "a", " a  b,c\tdd\n", ",,x,,", "\v\fy\r"}) {
        std::vector<std::string> seen;
        judge::for_each_word(text, [&](std::string_view word) { seen.emplace_back(word); });
        INFO(text);
        CHECK(seen == judge::split_words(text));
    }
    CHECK(judge::split_words(" a  b,c ") == std::vector<std::string>{"a", "b", "c"});
}

TEST_CASE("count_words counts the words for_each_word finds", "[loader]") {
    for (std::string text : {"", "a", "abc", " a", "a,", ",a", "\va\f", "a b", "a,b,,c", " ,\t\n\v\f\r", "漢字 かな"}) {
        std::size_t seen = 0;
        judge::for_each_word(text, [&](std::string_view) { ++seen; });
        INFO(text);
        CHECK(judge::count_words(text) == seen);
    }
}

TEST_CASE("a CardIdSet tells a duplicate, finds its ids and lists them in order", "[loader]") {
    judge::CardIdSet ids;  // views: `added` must stay as it is while the set is used
    CHECK_FALSE(ids.contains("a"));
    std::vector<std::string> added;
    for (int i = 99; i >= 0; --i) added.push_back("c" + std::to_string(i));  // enough to grow several times
    for (const auto& id : added) CHECK(ids.insert(id));
    for (const auto& id : added) CHECK_FALSE(ids.insert(id));
    for (const auto& id : added) CHECK(ids.contains(id));
    CHECK_FALSE(ids.contains("c100"));
    CHECK_FALSE(ids.contains("c"));
    CHECK(ids.size() == added.size());
    auto in_order = added;
    std::sort(in_order.begin(), in_order.end());
    CHECK(ids.sorted() == in_order);
}

TEST_CASE("read_number reads what parse_whole_number reads, and refuses what it refuses and spaces around the digits", "[loader]") {
    const std::vector<std::string> texts = {"0",     "7",          "007",        "42",      " 42 ",     "999999999", "1000000000",
                                            "-1",    "-0",         "+1",         "",        " ",        "1 2",       "1a",
                                            "１２",  "2147483648", "-2147483649", "100",    "101",      "99"};
    for (const auto& text : texts) {
        const rulesdb::XmlFile file(rulesdb::XmlFile::FromText{}, "<a v=\"" + text + "\"/>", "t.xml");
        const auto node = file.root();
        const auto expected = judge::parse_whole_number(rulesdb::trim_view(text), -100, 100);
        INFO(text);
        const bool spaced = !rulesdb::trim_view(text).empty() && rulesdb::trim_view(text).size() != text.size();  // " 42 "
        if (expected.value && !spaced) {
            CHECK(judge::read_number(file, node, node.attribute("v"), -100, 100) == *expected.value);
        } else {
            CHECK_THROWS_AS(judge::read_number(file, node, node.attribute("v"), -100, 100), rulesdb::InputError);
        }
    }
}
