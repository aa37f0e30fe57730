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

class Message {
public:
    // The most braces ({name}, "{{" or "}}") one form may hold; a form with more stops the build.
    static constexpr std::size_t kMaxBraces = 12;
    static constexpr std::uint8_t kNoBrace = 0xff;

    // One language's template and where its braces are, found when the message is compiled: filling
    // it then needs no search for braces (rendering is done for every note of every trace).
    struct Form {
        std::string_view text;
        std::uint8_t braces = 0;                  // how many of `at` and `name_size` are used
        std::uint16_t at[kMaxBraces]{};           // where each brace starts in `text`
        std::uint8_t name_size[kMaxBraces]{};     // its placeholder's name's size; 0: "{{" or "}}"

        constexpr std::string_view name(std::size_t i) const { return text.substr(at[i] + 1u, name_size[i]); }
    };

    consteval Message(std::string_view en, std::string_view ja) {
        // Reaching a throw during constant evaluation is what fails the build; the compiler's error
        // shows the line of the throw, so each reason is written out where it is thrown.
        const Problem problem = worse(read(en, en_), read(ja, ja_));
        if (problem == Problem::too_many_braces) throw "a message form has more braces than Message::kMaxBraces";
        if (problem == Problem::too_long) throw "a message form, or a placeholder's name in it, is too long for Message::Form";
        if (problem != Problem::none || en.empty() || ja.empty() || !names_within(en_, ja_) || !names_within(ja_, en_))
            throw "a message needs an English and a Japanese form with the same {placeholders}";
        for (std::size_t i = 0; i < ja_.braces; ++i) {
            ja_brace_in_en_[i] = kNoBrace;
            for (std::size_t j = 0; j < en_.braces && ja_.name_size[i] > 0; ++j)
                if (same_name(en_, j, ja_, i)) {
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

    // Whether an English and a Japanese template make a valid message; the same test the compiler
    // runs, callable at run time so that a test can show what it refuses.
    static constexpr bool valid(std::string_view en, std::string_view ja) {
        Form en_form, ja_form;
        return !en.empty() && !ja.empty() && read(en, en_form) == Problem::none && read(ja, ja_form) == Problem::none &&
               names_within(en_form, ja_form) && names_within(ja_form, en_form);
    }

private:
    // The compiler runs what follows for every message of every catalogue, so it is written for its
    // constant evaluator: one pass over each form, plain indexes into plain arrays, no lambdas, no
    // string_view calls in loops. (Written with those, one catalogue took seconds to compile.)
    static constexpr bool placeholder_char(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'; }

    // Why a form cannot be one; the first of two that is not `none`.
    enum class Problem : unsigned char { none, braces, too_many_braces, too_long };
    static constexpr Problem worse(Problem a, Problem b) { return a != Problem::none ? a : b; }

    // Reads where a form's braces are into `form`. A brace either is doubled ("{{", "}}": the brace
    // itself) or encloses a placeholder's name.
    static constexpr Problem read(std::string_view text, Form& form) {
        const char* const c = text.data();
        const std::size_t size = text.size();
        form.text = text;
        for (std::size_t i = 0; i < size; ++i) {
            if (c[i] != '{' && c[i] != '}') continue;
            if (form.braces == kMaxBraces) return Problem::too_many_braces;
            if (i > 0xffff) return Problem::too_long;
            form.at[form.braces] = static_cast<std::uint16_t>(i);
            if (i + 1 < size && c[i + 1] == c[i]) {
                form.name_size[form.braces++] = 0;
                ++i;
                continue;
            }
            if (c[i] == '}') return Problem::braces;
            std::size_t end = i + 1;
            while (end < size && placeholder_char(c[end])) ++end;
            if (end == i + 1 || end == size || c[end] != '}') return Problem::braces;
            if (end - i - 1 > 0xff) return Problem::too_long;
            form.name_size[form.braces++] = static_cast<std::uint8_t>(end - i - 1);
            i = end;
        }
        return Problem::none;
    }

    // Whether brace `i` of `a` and brace `j` of `b` name the same placeholder.
    static constexpr bool same_name(const Form& a, std::size_t i, const Form& b, std::size_t j) {
        const std::size_t size = a.name_size[i];
        if (size == 0 || size != b.name_size[j]) return false;
        const char* const x = a.text.data() + a.at[i] + 1;
        const char* const y = b.text.data() + b.at[j] + 1;
        for (std::size_t k = 0; k < size; ++k)
            if (x[k] != y[k]) return false;
        return true;
    }

    // Every placeholder of `a` is one of `b`'s.
    static constexpr bool names_within(const Form& a, const Form& b) {
        for (std::size_t i = 0; i < a.braces; ++i) {
            if (a.name_size[i] == 0) continue;
            bool found = false;
            for (std::size_t j = 0; j < b.braces && !found; ++j) found = same_name(a, i, b, j);
            if (!found) return false;
        }
        return true;
    }

    Form en_;
    Form ja_;
    std::uint8_t ja_brace_in_en_[kMaxBraces]{};
};

// Whether an English and a Japanese template make a valid message (Message::valid).
constexpr bool valid_message(std::string_view en, std::string_view ja) { return Message::valid(en, ja); }

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

// A catalogue is a header of JUDGE_MESSAGE(kName, "English", "日本語"); lines. Every file that
// includes it sees only declarations; the catalogue's own .cpp defines JUDGE_MESSAGE_DEFINITIONS before
// its first include and so compiles each message, and its checks, once. Checking the whole catalogue
// in every file that names one message made each of those files take seconds to compile.
#ifdef JUDGE_MESSAGE_DEFINITIONS
#define JUDGE_MESSAGE(name, en, ja) \
    extern const ::msg::Message name; \
    constexpr ::msg::Message name { en, ja }
#else
#define JUDGE_MESSAGE(name, en, ja) extern const ::msg::Message name
#endif

// The message in one language with its placeholders filled. A placeholder with no argument stays
// as "{name}" in the output, where the tests that read every trace and message find it.
std::string render(const Message& message, Lang lang, Args args = {});
// Both languages at once.
Text text(const Message& message, Args args = {});
// Words joined as a list, by default "a, b, c" / "a、b、c".
Text join(const std::vector<Text>& items, const Text& separator = {", ", "、"});
Text join(const std::vector<std::string>& names, const Text& separator = {", ", "、"});

}  // namespace msg
