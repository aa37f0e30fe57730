// Messages in two languages. Every sentence judge writes for a person is a Message: an English and a
// Japanese template with the same named placeholders ({card}, {player}, …). A Message is checked when it
// is compiled (consteval): a missing form, an unknown brace or placeholders that differ between the two
// forms stop the build, so no sentence can fall back to the other language at run time.
//
// Rendering gives a Text, the sentence in both languages, which the trace and the verdict keep so that
// one run can be printed, compared with its golden trace or exported in either language; say() gives
// the one language the user chose (messages/language.hpp) for errors and notes printed at once.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace msg {

enum class Lang { en, ja };

// A sentence (or a word) in both languages. Names and numbers are the same in both.
struct Text {
    std::string en;
    std::string ja;

    static Text same(std::string both) { return {both, std::move(both)}; }
    const std::string& in(Lang lang) const { return lang == Lang::ja ? ja : en; }
    bool empty() const { return en.empty() && ja.empty(); }
    friend bool operator==(const Text&, const Text&) = default;
};

namespace detail {

constexpr bool placeholder_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

// The placeholders of a template in order, or false if a brace does not open or close one. "{{"
// and "}}" stand for a brace itself.
template <typename Visit>
constexpr bool each_placeholder(std::string_view text, Visit visit) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        const bool doubled = i + 1 < text.size() && text[i + 1] == text[i];
        if ((text[i] == '{' || text[i] == '}') && doubled) {
            ++i;
            continue;
        }
        if (text[i] == '}') return false;
        if (text[i] != '{') continue;
        std::size_t end = i + 1;
        while (end < text.size() && placeholder_char(text[end])) ++end;
        if (end == i + 1 || end == text.size() || text[end] != '}') return false;
        visit(text.substr(i + 1, end - i - 1));
        i = end;
    }
    return true;
}

// Every placeholder of `a` is one of `b`'s.
constexpr bool placeholders_within(std::string_view a, std::string_view b) {
    bool all = true;
    each_placeholder(a, [&](std::string_view name) {
        bool found = false;
        each_placeholder(b, [&](std::string_view other) { found = found || other == name; });
        all = all && found;
    });
    return all;
}

}  // namespace detail

// Whether an English and a Japanese template make a valid message; the same test the compiler runs,
// callable at run time so that a test can show what it refuses.
constexpr bool valid_message(std::string_view en, std::string_view ja) {
    if (en.empty() || ja.empty()) return false;
    auto ignore = [](std::string_view) {};
    if (!detail::each_placeholder(en, ignore) || !detail::each_placeholder(ja, ignore)) return false;
    return detail::placeholders_within(en, ja) && detail::placeholders_within(ja, en);
}

class Message {
public:
    consteval Message(std::string_view en, std::string_view ja) : en_(en), ja_(ja) {
        // Reaching the throw during constant evaluation is what fails the build.
        if (!valid_message(en, ja)) throw "a message needs an English and a Japanese form with the same {placeholders}";
    }
    std::string_view in(Lang lang) const { return lang == Lang::ja ? ja_ : en_; }

private:
    std::string_view en_;
    std::string_view ja_;
};

// One named value for a placeholder: text the same in both languages (a card's name, a number) or a
// Text rendered from another message (a zone's name, a list).
struct Arg {
    Arg(std::string_view name, Text value) : name(name), value(std::move(value)) {}
    Arg(std::string_view name, std::string value) : name(name), value(Text::same(std::move(value))) {}
    Arg(std::string_view name, const char* value) : name(name), value(Text::same(value)) {}
    Arg(std::string_view name, std::string_view value) : name(name), value(Text::same(std::string(value))) {}
    Arg(std::string_view name, int value) : name(name), value(Text::same(std::to_string(value))) {}
    Arg(std::string_view name, long value) : name(name), value(Text::same(std::to_string(value))) {}
    Arg(std::string_view name, long long value) : name(name), value(Text::same(std::to_string(value))) {}
    Arg(std::string_view name, unsigned value) : name(name), value(Text::same(std::to_string(value))) {}
    Arg(std::string_view name, unsigned long value) : name(name), value(Text::same(std::to_string(value))) {}
    Arg(std::string_view name, unsigned long long value) : name(name), value(Text::same(std::to_string(value))) {}

    std::string_view name;
    Text value;
};

using Args = std::initializer_list<Arg>;

// The message in one language with its placeholders filled. A placeholder with no argument stays
// as "{name}" in the output, where the tests that read every trace and message find it.
std::string render(const Message& message, Lang lang, Args args = {});
// Both languages at once.
Text text(const Message& message, Args args = {});
// Words joined as a list, by default "a, b, c" / "a、b、c".
Text join(const std::vector<Text>& items, const Text& separator = {", ", "、"});
Text join(const std::vector<std::string>& names, const Text& separator = {", ", "、"});

}  // namespace msg
