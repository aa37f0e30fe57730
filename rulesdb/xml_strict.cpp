// What pugixml lets through that XML does not allow, refused after it has parsed a file: a second
// root element, an attribute given twice on one element (pugixml keeps both; a reader that asks by
// name sees only the first, so a typo beside the right word was silently ignored), a character
// reference to a character XML forbids (&#0; cut a text short where it stood), an entity XML does
// not define, a bare '&', and a second byte-order mark. One check for every file judge reads as
// XML: scenarios, card libraries and the rules database's content.
#include "rulesdb/xml_file.hpp"

#include <cstring>
#include <string>

#include "messages/language.hpp"
#include "rulesdb/rulesdb_messages.hpp"

namespace rulesdb {

namespace {

constexpr std::string_view kBom = "\xEF\xBB\xBF";

// Whether `c` is a character XML 1.0 allows in a document (its production Char).
bool xml_char(unsigned long c) {
    return c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0x10FFFF);
}

// Where the markup that may hold a literal '&' (a comment, a CDATA section, a processing
// instruction or a DOCTYPE) ends, when one starts at `at`; npos when none starts there.
std::size_t skip_markup(std::string_view text, std::size_t at) {
    auto past = [&](std::string_view open, std::string_view close) -> std::size_t {
        if (text.compare(at, open.size(), open) != 0) return std::string_view::npos;
        const auto end = text.find(close, at + open.size());
        return end == std::string_view::npos ? text.size() : end + close.size();
    };
    for (auto [open, close] : {std::pair{"<!--", "-->"}, {"<![CDATA[", "]]>"}, {"<?", "?>"}})
        if (auto end = past(open, close); end != std::string_view::npos) return end;
    // A DOCTYPE ends at its '>', or after its internal subset ("[ … ]>") when it has one.
    if (text.compare(at, 9, "<!DOCTYPE") == 0) {
        const auto bracket = text.find('[', at), close = text.find('>', at);
        const auto end = bracket < close ? text.find("]>", bracket) : close;
        return end == std::string_view::npos ? text.size() : end + (bracket < close ? 2 : 1);
    }
    return std::string_view::npos;
}

}  // namespace

void XmlFile::check_strict() const {
    if (text_.substr(0, 2 * kBom.size()) == std::string(kBom) + std::string(kBom))
        throw InputError(at_offset(static_cast<std::ptrdiff_t>(kBom.size()), msg::say(say::kSecondBom)));
    if (text_.find('&') != std::string_view::npos) check_references();

    check_outside_root();
    pugi::xml_node root;
    for (auto node : doc_.children()) {
        if (node.type() != pugi::node_element) continue;
        if (root) throw InputError(at(node, msg::say(say::kSecondRoot, {{"element", node.name()}, {"root", root.name()}})));
        root = node;
    }
    // Every element, depth first, without recursion (a file may nest deeply before its loader says so).
    for (pugi::xml_node node = root; node;) {
        check_attributes_once(node);  // a text node has no attributes: nothing to ask of its type
        if (const auto child = node.first_child()) {
            node = child;
            continue;
        }
        while (node && !node.next_sibling() && node != root) node = node.parent();
        node = node == root ? pugi::xml_node() : node.next_sibling();
    }
}

void XmlFile::check_attributes_once(pugi::xml_node element) const {
    auto first = element.first_attribute();
    if (!first || !first.next_attribute()) return;
    // Each name is asked of pugixml once (a call into the library) and kept on the stack: elements
    // have a few attributes. Past kKept, a name is compared with the earlier ones by walking them.
    constexpr std::size_t kKept = 32;
    const char* names[kKept];
    std::size_t count = 0;
    for (auto attribute = first; attribute; attribute = attribute.next_attribute(), ++count) {
        const char* name = attribute.name();
        bool twice = false;
        for (std::size_t i = 0; i < count && i < kKept && !twice; ++i) twice = names[i][0] == name[0] && std::strcmp(names[i], name) == 0;
        for (auto earlier = first; count > kKept && !twice && earlier != attribute; earlier = earlier.next_attribute())
            twice = std::strcmp(earlier.name(), name) == 0;
        if (count < kKept) names[count] = name;
        if (twice) {
            // pugixml keeps no offset for attributes: the second " name=" after the element's start.
            const auto start = static_cast<std::size_t>(std::max<std::ptrdiff_t>(element.offset_debug(), 0));
            const std::string written = std::string(" ") + name + "=";
            auto second = text_.find(written, start);
            if (second != std::string_view::npos) second = text_.find(written, second + written.size());
            auto message = msg::say(say::kAttributeTwice, {{"attribute", name}, {"element", element.name()}});
            if (second == std::string_view::npos) throw InputError(at(element, std::move(message)));
            throw InputError(at_offset(static_cast<std::ptrdiff_t>(second + 1), std::move(message)));
        }
    }
}

void XmlFile::check_outside_root() const {
    // pugixml drops text before and after the root element without a word. Before it may stand only
    // white space, the declaration, comments, processing instructions and a DOCTYPE; after it only
    // white space, comments and processing instructions.
    auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    std::size_t at = text_.substr(0, kBom.size()) == kBom ? kBom.size() : 0;
    for (;;) {
        while (at < text_.size() && space(text_[at])) ++at;
        if (at >= text_.size() || text_[at] != '<') break;
        const auto end = skip_markup(text_, at);
        if (end == std::string_view::npos) break;  // the root element starts here
        at = end;
    }
    const auto root = doc_.document_element();
    if (at < text_.size() && text_[at] != '<') throw InputError(at_offset(static_cast<std::ptrdiff_t>(at), msg::say(say::kTextOutsideRoot, {{"root", root.name()}})));
    std::size_t end = text_.size();
    for (;;) {
        while (end > 0 && space(text_[end - 1])) --end;
        const auto tail = text_.substr(0, end);
        std::size_t open = std::string_view::npos;
        if (tail.ends_with("-->")) open = tail.rfind("<!--");
        else if (tail.ends_with("?>")) open = tail.rfind("<?");
        if (open == std::string_view::npos) break;
        end = open;
    }
    if (end == 0 || text_[end - 1] == '>') return;
    // The text runs back to the root's closing '>'.
    const auto start = text_.rfind('>', end - 1);
    const auto first = start == std::string_view::npos ? 0 : start + 1;
    std::size_t text_at = first;
    while (text_at < end && space(text_[text_at])) ++text_at;
    throw InputError(at_offset(static_cast<std::ptrdiff_t>(text_at), msg::say(say::kTextOutsideRoot, {{"root", root.name()}})));
}

void XmlFile::check_references() const {
    for (std::size_t i = 0; i < text_.size(); ++i) {
        if (text_[i] == '<') {
            if (auto end = skip_markup(text_, i); end != std::string_view::npos) i = end - 1;
            continue;
        }
        if (text_[i] != '&') continue;
        const auto semicolon = text_.find(';', i);
        const auto body = semicolon == std::string_view::npos ? std::string_view() : text_.substr(i + 1, semicolon - i - 1);
        const auto here = static_cast<std::ptrdiff_t>(i);
        if (!body.empty() && body[0] == '#') {
            const bool hex = body.size() > 1 && body[1] == 'x';
            const auto digits = body.substr(hex ? 2 : 1);
            unsigned long value = 0;
            bool valid = !digits.empty() && digits.size() <= 8;
            for (char c : digits) {
                const int digit = c >= '0' && c <= '9' ? c - '0' : hex && c >= 'a' && c <= 'f' ? c - 'a' + 10 : hex && c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
                if (digit < 0) valid = false;
                else value = value * (hex ? 16 : 10) + static_cast<unsigned long>(digit);
            }
            if (!valid || !xml_char(value))
                throw InputError(at_offset(here, msg::say(say::kBadCharacterReference, {{"reference", std::string(text_.substr(i, semicolon - i + 1))}})));
            i = semicolon;
            continue;
        }
        bool name = !body.empty() && body.size() <= 32;
        for (char c : body) name = name && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-' || c == '.');
        if (!name) throw InputError(at_offset(here, msg::say(say::kBareAmpersand)));
        if (body != "amp" && body != "lt" && body != "gt" && body != "quot" && body != "apos")
            throw InputError(at_offset(here, msg::say(say::kUnknownEntity, {{"entity", std::string(body)}})));
        i = semicolon;
    }
}

}  // namespace rulesdb
