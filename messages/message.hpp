// Messages in two languages. Every sentence judge writes for a person is a Message: an English and a
// Japanese template with the same named placeholders ({card}, {player}, …). A Message is checked when it
// is compiled (consteval): a missing form, an unknown brace or placeholders that differ between the two
// forms stop the build, so no sentence can fall back to the other language at run time.
//
// Rendering gives a Text, the sentence in both languages, which the trace and the verdict keep so that
// one run can be printed, compared with its golden trace or exported in either language; say() gives
// the one language the user chose (messages/language.hpp) for errors and notes printed at once. Every
// note of every trace is rendered in both languages as it is made, so rendering is kept cheap: where
// the braces are is found when the message is compiled, and an argument only looks at a value that
// outlives the call instead of copying it.
#pragma once

#include <array>
#include <charconv>
#include <cstdint>
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
    // The most braces ({name}, "{{" or "}}") one form may hold; a form with more stops the build.
    static constexpr std::size_t kMaxBraces = 12;
    static constexpr std::uint8_t kNoBrace = 0xff;

    // One language's template and where its braces are, found when the message is compiled: filling
    // it then needs no search for braces (rendering is done for every note of every trace).
    struct Form {
        std::string_view text;
        std::uint8_t braces = 0;                           // how many of `at` and `name_size` are used
        std::array<std::uint16_t, kMaxBraces> at{};        // where each brace starts in `text`
        std::array<std::uint8_t, kMaxBraces> name_size{};  // its placeholder's name's size; 0: "{{" or "}}"

        constexpr std::string_view name(std::size_t i) const { return text.substr(at[i] + 1u, name_size[i]); }
    };

    consteval Message(std::string_view en, std::string_view ja) {
        // Reaching a throw during constant evaluation is what fails the build.
        if (!valid_message(en, ja)) throw "a message needs an English and a Japanese form with the same {placeholders}";
        en_ = read(en);
        ja_ = read(ja);
        for (std::size_t i = 0; i < ja_.braces; ++i) {
            ja_brace_in_en_[i] = kNoBrace;
            for (std::size_t j = 0; j < en_.braces && ja_.name_size[i] > 0; ++j)
                if (en_.name(j) == ja_.name(i)) {
                    ja_brace_in_en_[i] = static_cast<std::uint8_t>(j);
                    break;
                }
        }
    }
    std::string_view in(Lang lang) const { return form(lang).text; }
    const Form& form(Lang lang) const { return lang == Lang::ja ? ja_ : en_; }
    // The English brace naming the same placeholder as Japanese brace `i` (kNoBrace for "{{" or
    // "}}"), so that rendering both languages looks each argument up once.
    std::uint8_t ja_brace_in_en(std::size_t i) const { return ja_brace_in_en_[i]; }

private:
    // Called only on a valid form (valid_message), so every '{' that opens a name has its '}'.
    static consteval Form read(std::string_view text) {
        Form form{text};
        for (std::size_t i = 0; i < text.size(); ++i) {
            if (text[i] != '{' && text[i] != '}') continue;
            if (form.braces == kMaxBraces) throw "a message form has more braces than Message::kMaxBraces";
            if (i > 0xffff) throw "a message form is too long for Message::Form";
            form.at[form.braces] = static_cast<std::uint16_t>(i);
            if (i + 1 < text.size() && text[i + 1] == text[i]) {  // "{{" or "}}": one brace
                ++form.braces;
                ++i;
                continue;
            }
            const std::size_t open = i;
            while (text[i] != '}') ++i;
            if (i - open - 1 > 0xff) throw "a placeholder's name is too long for Message::Form";
            form.name_size[form.braces++] = static_cast<std::uint8_t>(i - open - 1);
        }
        return form;
    }

    Form en_;
    Form ja_;
    std::array<std::uint8_t, kMaxBraces> ja_brace_in_en_{};
};

// One named value for a placeholder: text the same in both languages (a card's name, a number) or a
// Text rendered from another message (a zone's name, a list). An argument lives only as long as the
// call it is written in, so a value that outlives the call (a named string or Text, a literal, a
// string_view) is only looked at, not copied; a temporary is moved in and a number written into the
// argument itself.
class Arg {
public:
    Arg(std::string_view name, Text&& value) : name(name), kind_(Kind::owned), owned_(std::move(value)) {}
    Arg(std::string_view name, const Text& value) : name(name), en_(value.en), ja_(value.ja) {}
    Arg(std::string_view name, std::string&& value) : name(name), kind_(Kind::owned_same) { owned_.en = std::move(value); }
    Arg(std::string_view name, const std::string& value) : name(name), en_(value), ja_(value) {}
    Arg(std::string_view name, const char* value) : name(name), en_(value), ja_(en_) {}
    Arg(std::string_view name, std::string_view value) : name(name), en_(value), ja_(value) {}
    Arg(std::string_view name, int value) : Arg(name, static_cast<long long>(value)) {}
    Arg(std::string_view name, long value) : Arg(name, static_cast<long long>(value)) {}
    Arg(std::string_view name, long long value) : name(name), kind_(Kind::number) { write(value); }
    Arg(std::string_view name, unsigned value) : Arg(name, static_cast<unsigned long long>(value)) {}
    Arg(std::string_view name, unsigned long value) : Arg(name, static_cast<unsigned long long>(value)) {}
    Arg(std::string_view name, unsigned long long value) : name(name), kind_(Kind::number) { write(value); }

    // The value in one language.
    std::string_view in(Lang lang) const {
        switch (kind_) {
            case Kind::view: return lang == Lang::ja ? ja_ : en_;
            case Kind::owned: return owned_.in(lang);
            case Kind::owned_same: return owned_.en;
            case Kind::number: return {digits_.data(), digit_count_};
        }
        return {};
    }

    std::string_view name;

private:
    enum class Kind : unsigned char { view, owned, owned_same, number };
    template <typename Number>
    void write(Number value) {
        digit_count_ = static_cast<unsigned char>(std::to_chars(digits_.data(), digits_.data() + digits_.size(), value).ptr - digits_.data());
    }

    Kind kind_ = Kind::view;
    unsigned char digit_count_ = 0;
    std::array<char, 20> digits_{};  // with kind number: its digits, not followed by a zero
    std::string_view en_, ja_;       // with kind view: values that outlive the call
    Text owned_;                     // with kind owned (both languages) or owned_same (en for both)
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
