// Reading judge_verify_json's options: a small parser for one flat JSON object whose members are
// strings, whole numbers and booleans, all the options need (a full JSON library would add size to
// the WebAssembly build for nothing). Its messages are the catalogue's (api_messages.hpp).
#include "engine_api/api_options.hpp"

#include <optional>

#include "engine_api/api_messages.hpp"
#include "judge/core/numbers.hpp"
#include "judge/core/verifier.hpp"
#include "messages/language.hpp"

namespace engine_api {

namespace {

using Value = std::variant<std::string, long long, bool>;

class Parser {
public:
    explicit Parser(std::string_view text) : text_(text) {}

    // Calls `member(name, value)` for each member; a problem with the text itself as a message.
    template <typename Member>
    std::optional<msg::Text> object(const Member& member) {
        space();
        if (!eat('{')) return problem(say::kExpectedObject);
        space();
        if (eat('}')) return end();
        for (;;) {
            space();
            auto name = string();
            if (!name) return problem(say::kExpectedName);
            space();
            if (!eat(':')) return problem(say::kExpectedColon);
            space();
            auto v = value();
            if (!v) return problem(say::kExpectedValue);
            member(*name, *v);
            space();
            if (eat(',')) continue;
            if (eat('}')) return end();
            return problem(say::kExpectedNext);
        }
    }

private:
    std::optional<msg::Text> end() {
        space();
        if (at_ == text_.size()) return std::nullopt;
        return problem(say::kExpectedEnd);
    }
    msg::Text problem(const msg::Message& expected) const { return msg::text(say::kExpected, {{"what", msg::text(expected)}, {"offset", at_}}); }
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

msg::Text wrong_kind(const std::string& name, const msg::Message& kind) { return msg::text(say::kMustBe, {{"name", name}, {"kind", msg::text(kind)}}); }

}  // namespace

std::variant<ApiOptions, std::string> parse_options(std::string_view json) {
    ApiOptions options;
    if (json.empty()) return options;
    // The first member that is not understood; the rest are still read, so that a "lang" after it
    // chooses the message's language.
    std::optional<msg::Text> refused;
    std::optional<msg::Lang> lang;
    auto problem = Parser(json).object([&](const std::string& name, const Value& v) {
        const auto* text = std::get_if<std::string>(&v);
        const auto* number = std::get_if<long long>(&v);
        const auto* flag = std::get_if<bool>(&v);
        auto refuse = [&](msg::Text why) {
            if (!refused) refused = std::move(why);
        };
        if (name == "file") {
            if (!text || text->empty()) return refuse(wrong_kind(name, say::kKindNonEmptyString));
            options.file = *text;
        } else if (name == "page") {
            if (!text) return refuse(wrong_kind(name, say::kKindString));
            options.page = *text;
        } else if (name == "lang") {
            lang = text ? msg::parse_language(*text) : std::nullopt;
            if (!lang) return refuse(wrong_kind(name, say::kKindLanguage));
            options.lang = *lang;
        } else if (name == "max_steps" || name == "max_branches") {
            // The same range as `judge verify --max-steps` and `--max-branches`.
            const auto most = static_cast<long long>(name == "max_steps" ? judge::kMostMaxSteps : judge::kMostMaxBranches);
            if (!number || *number < 1 || *number > most) return refuse(msg::text(say::kMustBeCount, {{"name", name}, {"most", most}}));
            (name == "max_steps" ? options.verify.max_steps : options.verify.max_branches) = static_cast<std::size_t>(*number);
        } else if (name == "explore") {
            if (!flag) return refuse(wrong_kind(name, say::kKindFlag));
            options.verify.explore = *flag;
        } else if (name == "player_view") {
            if (!flag) return refuse(wrong_kind(name, say::kKindFlag));
            options.player_view = *flag;
        } else {
            refuse(msg::text(say::kUnknownMember, {{"name", name}, {"known", "file, lang, page, max_steps, explore, max_branches, player_view"}}));
        }
    });
    if (!problem) problem = refused;
    if (problem) return problem->in(lang.value_or(msg::Lang::en));
    return options;
}

}  // namespace engine_api
