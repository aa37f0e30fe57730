// Escaping and the element builder: see html_writer.hpp.
#include "web-export/html_writer.hpp"

namespace web_export {

std::string escape_html(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            case '\'': out += "&#39;"; break;
            case '\0': out += "\xEF\xBF\xBD"; break;  // NUL is not allowed in HTML text
            default: out += c;
        }
    }
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
    out_.insert(out_.size() - 1, "/");
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
