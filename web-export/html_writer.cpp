// Escaping and the element builder: see html_writer.hpp.
#include "web-export/html_writer.hpp"

namespace web_export {

namespace {

std::string_view escaped(char c) {
    switch (c) {
        case '&': return "&amp;";
        case '<': return "&lt;";
        case '>': return "&gt;";
        case '"': return "&quot;";
        case '\'': return "&#39;";
        default: return "\xEF\xBF\xBD";  // NUL is not allowed in HTML text
    }
}

}  // namespace

std::string escape_html(std::string_view text) {
    constexpr std::string_view kSpecial("&<>\"'\0", 6);
    std::string out;
    out.reserve(text.size());
    // Runs of plain text are copied whole: most text has nothing to escape.
    std::size_t start = 0;
    for (auto special = text.find_first_of(kSpecial); special != std::string_view::npos;
         special = text.find_first_of(kSpecial, start)) {
        out.append(text.substr(start, special - start));
        out.append(escaped(text[special]));
        start = special + 1;
    }
    out.append(text.substr(start));
    return out;
}

void HtmlWriter::start_tag(std::string_view tag, std::initializer_list<Attribute> attributes) {
    out_ += '<';
    out_ += tag;
    for (const auto& a : attributes) {
        out_ += ' ';
        out_ += a.name;
        if (a.boolean) continue;
        out_ += "=\"";
        out_ += escape_html(a.value);
        out_ += '"';
    }
    out_ += '>';
}

HtmlWriter& HtmlWriter::open(std::string_view tag, std::initializer_list<Attribute> attributes) {
    start_tag(tag, attributes);
    return *this;
}

HtmlWriter& HtmlWriter::close(std::string_view tag) {
    out_ += "</";
    out_ += tag;
    out_ += '>';
    return *this;
}

HtmlWriter& HtmlWriter::empty(std::string_view tag, std::initializer_list<Attribute> attributes) {
    start_tag(tag, attributes);
    return *this;
}

HtmlWriter& HtmlWriter::self_closed(std::string_view tag, std::initializer_list<Attribute> attributes) {
    start_tag(tag, attributes);
    out_.back() = '/';  // the start tag's '>' becomes "/>"
    out_ += '>';
    return *this;
}

HtmlWriter& HtmlWriter::text(std::string_view text) {
    out_ += escape_html(text);
    return *this;
}

HtmlWriter& HtmlWriter::element(std::string_view tag, std::string_view text, std::initializer_list<Attribute> attributes) {
    return open(tag, attributes).text(text).close(tag);
}

HtmlWriter& HtmlWriter::raw(std::string_view markup) {
    out_ += markup;
    return *this;
}

}  // namespace web_export
