// The two-language messages: what the catalogue's check refuses, how placeholders are filled, and
// how the user's language is chosen.
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "messages/language.hpp"
#include "messages/message.hpp"

namespace {

constexpr msg::Message kDestroyed{"{card} of {player} is destroyed", "{player}の{card}は破壊される"};

// Sets environment variables for one test and puts them back after it.
class Environment {
public:
    Environment() {
        for (const char* name : kNames) {
            const char* value = std::getenv(name);
            saved_.push_back(value ? std::optional<std::string>(value) : std::nullopt);
            unsetenv(name);
        }
    }
    ~Environment() {
        for (std::size_t i = 0; i < std::size(kNames); ++i)
            if (saved_[i])
                setenv(kNames[i], saved_[i]->c_str(), 1);
            else
                unsetenv(kNames[i]);
    }
    void set(const char* name, const char* value) { setenv(name, value, 1); }

private:
    static constexpr const char* kNames[] = {"JUDGE_LANG", "LC_ALL", "LC_MESSAGES", "LANG"};
    std::vector<std::optional<std::string>> saved_;
};

}  // namespace

TEST_CASE("a message needs both forms with the same placeholders", "[messages]") {
    CHECK(msg::valid_message("{card} is destroyed", "{card}は破壊される"));
    CHECK(msg::valid_message("{a} then {b}", "{b}の後に{a}"));
    CHECK_FALSE(msg::valid_message("{card} is destroyed", ""));
    CHECK_FALSE(msg::valid_message("", "{card}は破壊される"));
    CHECK_FALSE(msg::valid_message("{card} is destroyed", "{creature}は破壊される"));
    CHECK_FALSE(msg::valid_message("{card} hits {target}", "{card}が攻撃する"));
    CHECK_FALSE(msg::valid_message("{card is destroyed", "{card}は破壊される"));
    CHECK_FALSE(msg::valid_message("card} is destroyed", "card}は破壊される"));
    CHECK_FALSE(msg::valid_message("{Card} is destroyed", "{Card}は破壊される"));
    CHECK(msg::valid_message("{{braces}} stay", "{{波括弧}}はそのまま"));
    CHECK_FALSE(msg::valid_message("{x, y}", "{x, y}"));
}

TEST_CASE("a message's placeholders are filled by name in each language's order", "[messages]") {
    auto both = msg::text(kDestroyed, {{"card", "x"}, {"player", "A"}});
    CHECK(both.en == "x of A is destroyed");
    CHECK(both.ja == "Aのxは破壊される");
    CHECK(msg::render(kDestroyed, msg::Lang::ja, {{"player", "B"}, {"card", 3}}) == "Bの3は破壊される");
    // A Text argument gives each language its own word.
    constexpr msg::Message kZone{"the trash", "トラッシュ"};
    constexpr msg::Message kGoes{"{card} goes to {zone}", "{card}を{zone}に置く"};
    auto goes = msg::text(kGoes, {{"card", "x"}, {"zone", msg::text(kZone)}});
    CHECK(goes.en == "x goes to the trash");
    CHECK(goes.ja == "xをトラッシュに置く");
    constexpr msg::Message kBraces{"{{id}} is {id}", "{{id}}は{id}"};
    CHECK(msg::render(kBraces, msg::Lang::en, {{"id", "7"}}) == "{id} is 7");
    // A placeholder with no argument stays visible, where the trace tests find it.
    CHECK(msg::render(kDestroyed, msg::Lang::en, {{"card", "x"}}) == "x of {player} is destroyed");
}

TEST_CASE("an argument holds any kind of value for as long as the message needs it", "[messages]") {
    constexpr msg::Message kAll{"{a}|{b}|{c}|{d}|{e}|{f}", "{f}/{e}/{d}/{c}/{b}/{a}/{a}"};
    const std::string lasting = "a card whose name is longer than a short string";
    const msg::Text zone{"the trash", "トラッシュ"};
    auto both = msg::text(kAll, {{"a", lasting},
                                 {"b", std::string("a temporary string, longer than a short one")},
                                 {"c", -1234567890123LL},
                                 {"d", msg::text(msg::Message{"the mana zone", "マナゾーン"})},
                                 {"e", zone},
                                 {"f", std::string_view("view")}});
    CHECK(both.en == lasting + "|a temporary string, longer than a short one|-1234567890123|the mana zone|the trash|view");
    CHECK(both.ja == "view/トラッシュ/マナゾーン/-1234567890123/a temporary string, longer than a short one/" + lasting + "/" + lasting);
    // An argument copied (as the usage errors keep theirs in a vector) keeps its own value.
    std::vector<msg::Arg> kept;
    kept.emplace_back("a", std::string("kept text, long enough to live on the heap"));
    kept.emplace_back("b", 42u);
    const msg::Arg a = kept[0], b = kept[1];
    kept.clear();
    CHECK(msg::render(kAll, msg::Lang::en, {a, b}) == "kept text, long enough to live on the heap|42|{c}|{d}|{e}|{f}");
    // The last argument of a name is the one used, in both languages.
    constexpr msg::Message kTwice{"{{x}} {x}", "{x}と{{x}}"};
    auto twice = msg::text(kTwice, {{"x", 1}, {"x", 2}});
    CHECK(twice.en == "{x} 2");
    CHECK(twice.ja == "2と{x}");
}

TEST_CASE("lists join with each language's separator", "[messages]") {
    auto list = msg::join(std::vector<std::string>{"a", "b", "c"});
    CHECK(list.en == "a, b, c");
    CHECK(list.ja == "a、b、c");
    CHECK(msg::join(std::vector<std::string>{"a", "b"}, {" ", " "}).en == "a b");
    CHECK(msg::join(std::vector<std::string>{}).empty());
}

TEST_CASE("the language comes from JUDGE_LANG, else the locale, else English", "[messages]") {
    Environment env;
    CHECK(msg::language_from_environment() == msg::Lang::en);
    env.set("LANG", "ja_JP.UTF-8");
    CHECK(msg::language_from_environment() == msg::Lang::ja);
    env.set("LC_MESSAGES", "C");
    CHECK(msg::language_from_environment() == msg::Lang::en);  // LC_MESSAGES overrides LANG
    env.set("LC_ALL", "ja_JP.UTF-8");
    CHECK(msg::language_from_environment() == msg::Lang::ja);  // LC_ALL overrides both
    env.set("JUDGE_LANG", "en");
    CHECK(msg::language_from_environment() == msg::Lang::en);  // JUDGE_LANG before the locale
    env.set("JUDGE_LANG", "klingon");
    CHECK(msg::language_from_environment() == msg::Lang::ja);  // an unknown JUDGE_LANG is passed over
    CHECK(msg::parse_language("ja") == msg::Lang::ja);
    CHECK(msg::parse_language("en_GB.UTF-8") == msg::Lang::en);
    CHECK_FALSE(msg::parse_language("jam"));
    CHECK_FALSE(msg::parse_language("C"));
}
