// XmlFile: pugixml parsing with positions turned into line and column numbers.
#include "rulesdb/xml_file.hpp"

#include <algorithm>
#include <cstring>
#include <memory>
#include <optional>

#include "messages/language.hpp"
#include "rulesdb/rulesdb_messages.hpp"
#include "rulesdb/text_encoding.hpp"

namespace rulesdb {

std::string trim(std::string_view text) { return std::string(trim_view(text)); }

XmlFile::XmlFile(const std::filesystem::path& path, std::string display_name, InputKind kind)
    : name_(display_name.empty() ? path.string() : std::move(display_name)) {
    auto file = read_input_file(path, name_, kind);
    read_ = std::move(file.bytes);
    text_ = std::string_view(read_.get(), file.size);
    parse();
}

XmlFile::XmlFile(FromText, std::string text, std::string display_name) : name_(std::move(display_name)), owned_(std::move(text)) {
    text_ = owned_;
    parse();
}

void XmlFile::parse() {
    // pugixml would take any bytes as UTF-8; what is not UTF-8 would reach the database garbled. A
    // declared Shift_JIS or EUC-JP file is converted first (lines and columns stay where they were).
    auto declared = declared_xml_encoding(text_);
    // Nearly every file says UTF-8 as written here, or nothing: no need to fold the label.
    auto encoding = declared.empty() || declared == "UTF-8" ? std::string("UTF-8") : supported_encoding(declared);
    if (encoding.empty())
        throw InputError({name_, 1, 1, msg::say(say::kDeclaredEncoding, {{"encoding", declared}, {"supported", msg::text(say::kSupportedEncodings)}})});
    // UTF-8 is checked where it stands (no copy); another encoding is converted.
    auto converted = encoding == "UTF-8" ? Converted{{}, utf8_problem(text_)} : to_utf8(text_, encoding);
    if (converted.problem) {
        auto at = position_of(text_, converted.problem->offset);
        throw InputError({name_, at.line, at.column, converted.problem->message});
    }
    if (encoding != "UTF-8") {
        owned_ = std::move(converted.text);
        text_ = owned_;
        read_.reset();
    }

    // Room for the lines at once when they average 32 bytes or more (scenario files average about
    // 55): grown line by line, the vector was allocated six or seven times per file. Counting the
    // lines first would cost more than that.
    line_starts_.reserve(text_.size() / 32 + 8);
    line_starts_.push_back(0);
    const char* const begin = text_.data();
    const char* const end = begin + text_.size();
    for (const char* p = begin; (p = static_cast<const char*>(std::memchr(p, '\n', static_cast<std::size_t>(end - p)))) != nullptr; ++p)
        line_starts_.push_back(static_cast<std::size_t>(p - begin) + 1);
    // A lone "\r" ends a line too (old Mac files): counted only in the rare file that has one, so
    // that an error there is placed at its line, not at column 643 of line 1.
    if (std::memchr(begin, '\r', text_.size()) != nullptr) {
        line_starts_.assign(1, 0);
        for (std::size_t i = 0; i < text_.size(); ++i)
            if (text_[i] == '\n' || (text_[i] == '\r' && (i + 1 == text_.size() || text_[i + 1] != '\n'))) line_starts_.push_back(i + 1);
    }

    // Entities and character references all begin with '&': a file without one has nothing to
    // unescape, and pugixml parses it faster without looking (the same document either way).
    auto options = pugi::parse_default | pugi::parse_ws_pcdata_single;
    if (text_.find('&') == std::string_view::npos) options &= ~pugi::parse_escapes;
    auto result = doc_.load_buffer(text_.data(), text_.size(), options, pugi::encoding_utf8);
    if (!result) throw InputError(at_offset(result.offset, msg::say(say::kMalformedXml, {{"description", result.description()}})));
    if (!doc_.document_element()) throw InputError({name_, 1, 1, msg::say(say::kNoRootElement)});
    check_strict();
}

XmlFile::Position XmlFile::position_at(std::ptrdiff_t offset) const {
    auto pos = static_cast<std::size_t>(std::clamp<std::ptrdiff_t>(offset, 0, static_cast<std::ptrdiff_t>(text_.size())));
    auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), pos);
    auto line_index = static_cast<std::size_t>(std::distance(line_starts_.begin(), it)) - 1;
    // Columns count characters, not bytes: skip UTF-8 continuation bytes.
    int column = 1;
    for (std::size_t i = line_starts_[line_index]; i < pos; ++i)
        if ((static_cast<unsigned char>(text_[i]) & 0xC0) != 0x80) ++column;
    return {static_cast<int>(line_index) + 1, column};
}

std::ptrdiff_t XmlFile::element_offset(pugi::xml_node node) {
    // pugixml points just past an element's '<'; point at the '<' itself.
    auto offset = node.offset_debug();
    if (node.type() == pugi::node_element && offset > 0) --offset;
    return offset;
}

Diagnostic XmlFile::at_offset(std::ptrdiff_t offset, std::string message) const {
    auto [line, column] = position_at(offset);
    return {name_, line, column, std::move(message)};
}

Diagnostic XmlFile::at(pugi::xml_node node, std::string message) const { return at_offset(element_offset(node), std::move(message)); }

XmlFile::Position XmlFile::element_position(pugi::xml_node node) const { return position_at(element_offset(node)); }

Diagnostic XmlFile::at(pugi::xml_attribute attribute, pugi::xml_node owner, std::string message) const {
    // pugixml keeps no offset for attributes; find the attribute's name after the element's start.
    auto start = static_cast<std::size_t>(std::max<std::ptrdiff_t>(owner.offset_debug(), 0));
    auto tag_end = text_.find('>', start);
    auto found = text_.find(std::string(" ") + attribute.name() + "=", start);
    if (found != std::string_view::npos && found < tag_end) return at_offset(static_cast<std::ptrdiff_t>(found + 1), std::move(message));
    return at(owner, std::move(message));
}

int XmlFile::line_of(pugi::xml_node node) const { return element_position(node).line; }

std::string XmlFile::required(pugi::xml_node node, const char* attribute) const {
    return std::string(required_value(node, node.attribute(attribute), attribute));
}

std::string_view XmlFile::required_value(pugi::xml_node node, pugi::xml_attribute attr, const char* attribute) const {
    if (!attr) throw InputError(at(node, msg::say(say::kNeedsAttribute, {{"element", node.name()}, {"attribute", attribute}})));
    const auto value = trim_view(attr.value());
    if (value.empty())
        throw InputError(at(attr, node, msg::say(say::kEmptyAttribute, {{"element", node.name()}, {"attribute", attribute}})));
    return value;
}

std::string XmlFile::optional(pugi::xml_node node, const char* attribute, std::string fallback) const {
    auto attr = node.attribute(attribute);
    return attr ? trim(attr.value()) : fallback;
}

// A text element holds text only: pugixml's text() reads up to the first element inside, and the
// words after it would be lost without a word.
void XmlFile::check_text_only(pugi::xml_node element) const {
    for (auto inner = element.first_child(); inner; inner = inner.next_sibling())
        if (inner.type() == pugi::node_element)
            throw InputError(at(inner, msg::say(say::kElementInText, {{"element", element.name()}, {"child", inner.name()}})));
}

std::string XmlFile::required_text(pugi::xml_node node, const char* child) const {
    auto element = node.child(child);
    if (!element) throw InputError(at(node, msg::say(say::kNeedsChild, {{"element", node.name()}, {"child", child}})));
    check_text_only(element);
    auto value = trim(element.text().get());
    if (value.empty()) throw InputError(at(element, msg::say(say::kEmptyElement, {{"element", child}})));
    return value;
}

std::string XmlFile::optional_text(pugi::xml_node node, const char* child) const {
    auto element = node.child(child);
    if (element) check_text_only(element);
    return trim(element.text().get());
}

std::string xml_escaped(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            case '\n': case '\r': case '\t': out += ' '; break;
            default: out += c;
        }
    }
    return out;
}

}  // namespace rulesdb
