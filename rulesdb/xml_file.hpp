// An XML file loaded with pugixml that can say where (line and column) any of its nodes stands.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <pugixml.hpp>

#include "rulesdb/diagnostic.hpp"
#include "rulesdb/input_file.hpp"

namespace rulesdb {

class XmlFile {
public:
    // Reads and parses `path`, a file of the given kind (rulesdb/input_file.hpp: a regular file within
    // its kind's size limit); throws InputError (with the parse error's position) on failure.
    XmlFile(const std::filesystem::path& path, std::string display_name, InputKind kind);
    // Parses `text` as the file named `display_name`, for a caller with no file system (the
    // WebAssembly engine): the same checks and positions as a file read from disk.
    struct FromText {};
    XmlFile(FromText, std::string text, std::string display_name);
    // Its nodes and positions point into the text it holds: it stays where it was made.
    XmlFile(const XmlFile&) = delete;
    XmlFile& operator=(const XmlFile&) = delete;

    const pugi::xml_document& document() const { return doc_; }
    pugi::xml_node root() const { return doc_.document_element(); }
    const std::string& name() const { return name_; }

    Diagnostic at(pugi::xml_node node, std::string message) const;
    Diagnostic at(pugi::xml_attribute attribute, pugi::xml_node owner, std::string message) const;
    Diagnostic at_offset(std::ptrdiff_t offset, std::string message) const;
    int line_of(pugi::xml_node node) const;
    // Where the element starts, as at() would report it, without building a diagnostic.
    struct Position {
        int line, column;
    };
    Position element_position(pugi::xml_node node) const;

    // Helpers that report a missing or malformed attribute at the element.
    std::string required(pugi::xml_node node, const char* attribute) const;
    // The same for `attr`, found already (null when absent), as a view into the document: a
    // reader that looked over the attributes once asks pugixml for none by name.
    std::string_view required_value(pugi::xml_node node, pugi::xml_attribute attr, const char* attribute) const;
    std::string optional(pugi::xml_node node, const char* attribute, std::string fallback = {}) const;
    // The element's text with surrounding white space trimmed; required children throw if absent.
    std::string required_text(pugi::xml_node node, const char* child) const;
    void check_text_only(pugi::xml_node element) const;
    std::string optional_text(pugi::xml_node node, const char* child) const;

private:
    void parse();  // text_ as read: its encoding checked or converted, then parsed
    // What pugixml lets through that XML forbids (xml_strict.cpp); throws InputError at the place.
    void check_strict() const;
    void check_attributes_once(pugi::xml_node element) const;
    void check_references() const;
    void check_outside_root() const;
    Position position_at(std::ptrdiff_t offset) const;
    static std::ptrdiff_t element_offset(pugi::xml_node node);

    std::string name_;
    // The text, kept for the positions in messages: a file's bytes as read (into a buffer not
    // cleared first: the read fills it), or a text given or converted to UTF-8.
    std::unique_ptr<char[]> read_;
    std::string owned_;
    std::string_view text_;  // into whichever of the two holds it
    std::vector<std::size_t> line_starts_;
    pugi::xml_document doc_;
};

// `text` as an XML attribute value (or element text) on one line: & < > " escaped, and a line break
// or tab as a space (what an attribute value reads as anyway). For the card libraries judge writes
// from other sources (imported card lists).
std::string xml_escaped(std::string_view text);

// `text` without the white space (and ideographic spaces U+3000) around it.
std::string trim(std::string_view text);
// The same as a view into `text`: a reader that only compares the value builds no string. Inline:
// every attribute value the scenario loader reads passes here, nearly always with nothing to trim.
inline std::string_view trim_view(std::string_view text) {
    auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    // Also drops the ideographic space U+3000 (E3 80 80), common in Japanese text.
    auto ideographic = [](std::string_view s, std::size_t at) { return s[at] == '\xE3' && s[at + 1] == '\x80' && s[at + 2] == '\x80'; };
    for (;;) {
        if (!text.empty() && space(text.front())) text.remove_prefix(1);
        else if (text.size() >= 3 && ideographic(text, 0)) text.remove_prefix(3);
        else break;
    }
    for (;;) {
        if (!text.empty() && space(text.back())) text.remove_suffix(1);
        else if (text.size() >= 3 && ideographic(text, text.size() - 3)) text.remove_suffix(3);
        else break;
    }
    return text;
}

}  // namespace rulesdb
