// Escaping and a small element builder for the web export: every piece of text and every
// attribute value that reaches a page goes through escape_html, so content such as a ruling
// that mentions <script> is shown as text and never becomes markup.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

namespace web_export {

// Escapes & < > " ' for use in HTML text and in quoted attribute values (HTML and SVG alike).
std::string escape_html(std::string_view text);

struct Attribute {
    std::string_view name;
    std::string_view value;
    bool boolean = false;  // written as the bare name (defer, hidden, open); value ignored
};

// A boolean attribute: {"defer", "", true}.
inline Attribute boolean_attribute(std::string_view name) { return {name, {}, true}; }

// Builds markup in order. Tags and attribute names are the writer's own literals; text and
// attribute values are always escaped; raw() takes markup made by another writer.
class HtmlWriter {
public:
    HtmlWriter& open(std::string_view tag, std::initializer_list<Attribute> attributes = {});
    HtmlWriter& close(std::string_view tag);
    // An element with no content and no end tag (<meta>, <input>, <br>).
    HtmlWriter& empty(std::string_view tag, std::initializer_list<Attribute> attributes = {});
    // An SVG element with no content, closed with "/>" (inside HTML, SVG has no void elements).
    HtmlWriter& self_closed(std::string_view tag, std::initializer_list<Attribute> attributes = {});
    HtmlWriter& text(std::string_view text);
    // open + text + close.
    HtmlWriter& element(std::string_view tag, std::string_view text, std::initializer_list<Attribute> attributes = {});
    HtmlWriter& raw(std::string_view markup);
    HtmlWriter& newline() { out_ += '\n'; return *this; }

    const std::string& str() const { return out_; }

private:
    void start_tag(std::string_view tag, std::initializer_list<Attribute> attributes);
    std::string out_;
};

}  // namespace web_export
