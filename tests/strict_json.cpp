// A recursive-descent reader that accepts exactly the JSON grammar of RFC 8259 (no comments, no
// trailing commas, no control characters in strings, no lone surrogate escapes).
#include "strict_json.hpp"

#include "rulesdb/text_encoding.hpp"

namespace test {

namespace {

class Reader {
public:
    explicit Reader(std::string_view text) : s_(text) {}

    std::optional<std::string> check() {
        if (auto problem = rulesdb::utf8_problem(s_)) return "byte " + std::to_string(problem->offset) + ": " + problem->message;
        space();
        if (!value(0)) return error_;
        space();
        if (i_ != s_.size()) return fail("text after the value");
        return std::nullopt;
    }

private:
    std::optional<std::string> fail_(const std::string& what) {
        if (error_.empty()) error_ = "byte " + std::to_string(i_) + ": " + what;
        return error_;
    }
    std::string fail(const std::string& what) { return *fail_(what); }
    bool bad(const std::string& what) {
        fail_(what);
        return false;
    }
    char peek() const { return i_ < s_.size() ? s_[i_] : '\0'; }
    void space() {
        while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t' || s_[i_] == '\n' || s_[i_] == '\r')) ++i_;
    }
    bool literal(std::string_view word) {
        if (s_.substr(i_, word.size()) != word) return bad("expected " + std::string(word));
        i_ += word.size();
        return true;
    }
    bool digits() {
        auto start = i_;
        while (peek() >= '0' && peek() <= '9') ++i_;
        return i_ > start || bad("expected a digit");
    }
    bool number() {
        if (peek() == '-') ++i_;
        if (peek() == '0') ++i_;
        else if (!digits()) return false;
        if (peek() == '.' && (++i_, !digits())) return false;
        if (peek() == 'e' || peek() == 'E') {
            ++i_;
            if (peek() == '+' || peek() == '-') ++i_;
            if (!digits()) return false;
        }
        return true;
    }
    bool hex4(unsigned& out) {
        out = 0;
        for (int k = 0; k < 4; ++k, ++i_) {
            char c = peek();
            int v = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
            if (v < 0) return bad("bad \\u escape");
            out = out * 16 + static_cast<unsigned>(v);
        }
        return true;
    }
    bool string() {
        ++i_;  // the opening quote
        for (;;) {
            if (i_ >= s_.size()) return bad("unterminated string");
            auto c = static_cast<unsigned char>(s_[i_]);
            if (c == '"') return ++i_, true;
            if (c < 0x20) return bad("a control character inside a string");
            if (c != '\\') {
                ++i_;
                continue;
            }
            ++i_;
            char e = peek();
            if (e == 'u') {
                ++i_;
                unsigned unit = 0;
                if (!hex4(unit)) return false;
                if (unit >= 0xDC00 && unit <= 0xDFFF) return bad("a lone low surrogate");
                if (unit >= 0xD800 && unit <= 0xDBFF) {
                    unsigned low = 0;
                    if (s_.substr(i_, 2) != "\\u") return bad("a lone high surrogate");
                    i_ += 2;
                    if (!hex4(low)) return false;
                    if (low < 0xDC00 || low > 0xDFFF) return bad("a lone high surrogate");
                }
            } else if (std::string_view("\"\\/bfnrt").find(e) != std::string_view::npos && e != '\0') {
                ++i_;
            } else {
                return bad("a bad escape");
            }
        }
    }
    bool value(int depth) {
        if (depth > 256) return bad("nested too deeply");
        switch (peek()) {
            case '{': return container(depth, '}', true);
            case '[': return container(depth, ']', false);
            case '"': return string();
            case 't': return literal("true");
            case 'f': return literal("false");
            case 'n': return literal("null");
            default: return number();
        }
    }
    bool container(int depth, char close, bool object) {
        ++i_;
        space();
        if (peek() == close) return ++i_, true;
        for (;;) {
            space();
            if (object) {
                if (peek() != '"' || !string()) return bad("expected a string key");
                space();
                if (peek() != ':') return bad("expected ':'");
                ++i_;
                space();
            }
            if (!value(depth + 1)) return false;
            space();
            if (peek() == ',') {
                ++i_;
                continue;
            }
            if (peek() == close) return ++i_, true;
            return bad(std::string("expected ',' or '") + close + "'");
        }
    }

    std::string_view s_;
    std::size_t i_ = 0;
    std::string error_;
};

}  // namespace

std::optional<std::string> json_problem(std::string_view text) { return Reader(text).check(); }

}  // namespace test
