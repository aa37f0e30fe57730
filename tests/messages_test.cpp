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
