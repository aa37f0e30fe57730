// Reading judge_verify_json's options: a small parser for one flat JSON object whose members are
// strings, whole numbers and booleans, all the options need (a full JSON library would add size to
// the WebAssembly build for nothing).
#include "engine_api/api_options.hpp"

#include <optional>

#include "judge/core/numbers.hpp"
#include "messages/language.hpp"

namespace engine_api {

namespace {

using Value = std::variant<std::string, long long, bool>;

class Parser {
public:
    explicit Parser(std::string_view text) : text_(text) {}

    // Calls `member(name, value)` for each member; the first problem as a message.
    template <typename Member>
    std::optional<std::string> object(const Member& member) {
        space();
        if (!eat('{')) return problem("an object { … }");
        space();
        if (eat('}')) return end();
        for (;;) {
            space();
            auto name = string();
            if (!name) return problem("a member name in quotes");
            space();
            if (!eat(':')) return problem("':'");
            space();
            auto v = value();
            if (!v) return problem("a string, a whole number, true or false");
            if (auto bad = member(*name, *v)) return bad;
            space();
            if (eat(',')) continue;
            if (eat('}')) return end();
            return problem("',' or '}'");
        }
    }

private:
    std::optional<std::string> end() {
        space();
        if (at_ == text_.size()) return std::nullopt;
        return problem("the end of the options");
    }
    std::string problem(std::string_view expected) const {
        return "options: expected " + std::string(expected) + " at offset " + std::to_string(at_);
    }
    void space() {
        while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\n' || text_[at_] == '\r' || text_[at_] == '\t')) ++at_;
    }
    bool eat(char c) {
        if (at_ >= text_.size() || text_[at_] != c) return false;
        ++at_;
        return true;
    }
    bool word(std::string_view w) {
        if (text_.substr(at_, w.size()) != w) return false;
        at_ += w.size();
        return true;
    }
    // A string with the escapes a name or a file name needs (\" \\ \/ \n \t); \u is refused.
    std::optional<std::string> string() {
        if (!eat('"')) return std::nullopt;
        std::string out;
        while (at_ < text_.size() && text_[at_] != '"') {
            char c = text_[at_++];
            if (static_cast<unsigned char>(c) < 0x20) return std::nullopt;
            if (c == '\\') {
                if (at_ >= text_.size()) return std::nullopt;
                switch (text_[at_++]) {
                    case '"': c = '"'; break;
                    case '\\': c = '\\'; break;
                    case '/': c = '/'; break;
                    case 'n': c = '\n'; break;
                    case 't': c = '\t'; break;
                    default: return std::nullopt;
                }
            }
            out += c;
        }
        if (!eat('"')) return std::nullopt;
        return out;
    }
    std::optional<Value> value() {
        if (at_ < text_.size() && text_[at_] == '"') {
            auto s = string();
            if (!s) return std::nullopt;
            return Value(*s);
        }
        if (word("true")) return Value(true);
        if (word("false")) return Value(false);
        const auto start = at_;
        while (at_ < text_.size() && ((text_[at_] >= '0' && text_[at_] <= '9') || text_[at_] == '-')) ++at_;
        if (at_ == start) return std::nullopt;
        auto parsed = judge::parse_whole_number(text_.substr(start, at_ - start), 0, 1'000'000'000);
        if (!parsed.value) return std::nullopt;
        return Value(static_cast<long long>(*parsed.value));
    }

    std::string_view text_;
    std::size_t at_ = 0;
};

std::string wrong_kind(const std::string& name, std::string_view kind) { return "options: \"" + name + "\" must be " + std::string(kind); }

}  // namespace

std::variant<ApiOptions, std::string> parse_options(std::string_view json) {
    ApiOptions options;
    if (json.empty()) return options;
    auto problem = Parser(json).object([&](const std::string& name, const Value& v) -> std::optional<std::string> {
        const auto* text = std::get_if<std::string>(&v);
        const auto* number = std::get_if<long long>(&v);
        const auto* flag = std::get_if<bool>(&v);
        if (name == "file") {
            if (!text || text->empty()) return wrong_kind(name, "a non-empty string");
            options.file = *text;
        } else if (name == "page") {
            if (!text) return wrong_kind(name, "a string");
            options.page = *text;
        } else if (name == "lang") {
            auto lang = text ? msg::parse_language(*text) : std::nullopt;
            if (!lang) return wrong_kind(name, "\"en\" or \"ja\"");
            options.lang = *lang;
        } else if (name == "max_steps" || name == "max_branches") {
            if (!number || *number < 1) return wrong_kind(name, "a whole number, 1 or more");
            (name == "max_steps" ? options.verify.max_steps : options.verify.max_branches) = static_cast<std::size_t>(*number);
        } else if (name == "explore") {
            if (!flag) return wrong_kind(name, "true or false");
            options.verify.explore = *flag;
        } else {
            return "options: unknown member \"" + name + "\"; known: file, lang, page, max_steps, explore, max_branches";
        }
        return std::nullopt;
    });
    if (problem) return *problem;
    return options;
}

}  // namespace engine_api
