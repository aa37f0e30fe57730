// The loader's checks of one attribute: is its name one the element takes, and is its value of the
// type the ruleset declares (a card id of this scenario, a player, a whole number, a listed word).
// Each failure is an InputError at the attribute, with "did you mean …?" when a near name exists.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include <pugixml.hpp>

#include "judge/core/card_id_set.hpp"
#include "judge/core/ruleset.hpp"
#include "messages/message.hpp"
#include "rulesdb/xml_file.hpp"

namespace judge {

// The names a value may refer to: the scenario's card ids and player ids.
struct NameScope {
    const CardIdSet& card_ids;
    const std::vector<std::string>& players;
};

// Whether `name` is one of `names`, compared as views (no string is built). One definition for the
// loader and its checks: a unity build compiles them as one file.
inline bool contains(const std::vector<std::string>& names, std::string_view name) {
    return std::find(names.begin(), names.end(), name) != names.end();
}

// Whether the NUL-terminated `name` (pugixml's) is `expected`, without measuring it first.
inline bool is_named(const char* name, std::string_view expected) {
    std::size_t k = 0;
    while (k < expected.size() && name[k] == expected[k]) ++k;
    return k == expected.size() && name[k] == '\0';
}

// A list of names that is looked up often (the attribute names an element takes): a name is
// compared only with the listed names that begin with its first byte, and the list keeps its order
// for messages.
class NameSet {
public:
    NameSet() = default;
    explicit NameSet(std::vector<std::string> names);
    static constexpr std::size_t kAbsent = static_cast<std::size_t>(-1);
    bool contains(std::string_view name) const { return index_of(name) != kAbsent; }
    bool contains(const char* name) const { return index_of(name) != kAbsent; }
    // Where `name` stands in names(), or kAbsent: a reader that keeps something per name finds its slot.
    std::size_t index_of(std::string_view name) const {
        const auto first = name.empty() ? 0u : static_cast<unsigned char>(name.front());
        for (auto i = start_[first]; i < start_[first + 1]; ++i)
            if (by_first_[i] == name) return index_[i];
        return kAbsent;
    }
    // The same for a name that ends in a NUL byte (pugixml's), which need not be measured first:
    // the bytes are compared until one differs, and a listed name has no NUL byte in it.
    std::size_t index_of(const char* name) const {
        const auto first = static_cast<unsigned char>(name[0]);
        for (auto i = start_[first]; i < start_[first + 1]; ++i) {
            const std::string& listed = by_first_[i];
            std::size_t k = 0;
            while (k < listed.size() && listed[k] == name[k]) ++k;
            if (k == listed.size() && name[k] == '\0') return index_[i];
        }
        return kAbsent;
    }
    const std::vector<std::string>& names() const { return names_; }

private:
    std::vector<std::string> names_;
    std::vector<std::string> by_first_;  // names_ again, ordered by first byte (copies: a NameSet may be copied)
    std::vector<std::size_t> index_;     // index_[i]: where by_first_[i] stands in names_
    std::array<std::uint32_t, 257> start_{};  // by_first_[start_[b] .. start_[b + 1]) begin with byte b (the empty name with 0)
};

// "unknown WHAT 'VALUE'" and then "; did you mean 'NEAR'?" or, when nothing is near and the list is
// given, "; expected one of A, B, …".
std::string unknown_name(const msg::Text& what, const std::string& value, const std::vector<std::string>& candidates,
                         bool list_candidates = true);

// The error for `attr`, which `node` does not take: "did you mean …?", or the names it takes.
rulesdb::InputError unknown_attribute(const rulesdb::XmlFile& file, pugi::xml_node node, pugi::xml_attribute attr,
                                      const std::vector<std::string>& allowed);

// The error for `child`, an element `node` does not take: "did you mean …?" when a name is near.
rulesdb::InputError unknown_element(const rulesdb::XmlFile& file, pugi::xml_node node, pugi::xml_node child,
                                    const std::vector<std::string>& allowed);

// Every attribute of `node` must be in `allowed`.
void check_attribute_names(const rulesdb::XmlFile& file, pugi::xml_node node, const std::vector<std::string>& allowed);
void check_attribute_names(const rulesdb::XmlFile& file, pugi::xml_node node, const NameSet& allowed);
// The same for a list written at the call: {"id", "name"} is read where it stands, no strings built
// unless the check fails.
void check_attribute_names(const rulesdb::XmlFile& file, pugi::xml_node node, std::initializer_list<std::string_view> allowed);

// Every child element of `node` must be named in `allowed` (text and comments are left alone).
void check_child_names(const rulesdb::XmlFile& file, pugi::xml_node node, const std::vector<std::string>& allowed);
void check_child_names(const rulesdb::XmlFile& file, pugi::xml_node node, std::initializer_list<std::string_view> allowed);

// How many words for_each_word (decisions.hpp) finds in `text`, without splitting a text that
// has no separator in it (nearly every value that names one card).
std::size_t count_words(std::string_view text);

// The attribute's value as a whole number from min to max (numbers.hpp), or an InputError at it.
int read_number(const rulesdb::XmlFile& file, pugi::xml_node node, pugi::xml_attribute attr, int min, int max);

// The value of `attr` checked by `spec`'s type against `scope`.
void check_value(const rulesdb::XmlFile& file, pugi::xml_node node, pugi::xml_attribute attr, const AttributeSpec& spec,
                 const NameScope& scope);

// An element's typed attributes, their names in a NameSet: an attribute's spec is found with one
// lookup instead of a comparison with each spec's name.
class AttributeSpecs {
public:
    AttributeSpecs() = default;
    explicit AttributeSpecs(std::vector<AttributeSpec> specs);
    const std::vector<AttributeSpec>& specs() const { return specs_; }
    // The specs' names in their order; a name given twice stands for one attribute, at its first place.
    const NameSet& names() const { return names_; }
    // Where specs()[i]'s name first stands in names().
    std::size_t slot(std::size_t i) const { return slots_[i]; }

private:
    std::vector<AttributeSpec> specs_;
    NameSet names_;
    std::vector<std::size_t> slots_;
};

// An element's attributes found against `specs` in one walk: each spec's attribute (the first of
// its name, as node.attribute() gives it, held without a call into pugixml for each) and the first
// attribute no spec names.
class SpecAttributes {
public:
    SpecAttributes(pugi::xml_node node, const AttributeSpecs& specs);
    // The attribute of specs.specs()[i]; a null one when the element has none.
    pugi::xml_attribute of(std::size_t i) const { return pugi::xml_attribute(slots()[specs_.slot(i)]); }
    // The first attribute no spec names; a null one when there is none.
    pugi::xml_attribute unknown() const { return pugi::xml_attribute(unknown_); }
    bool has_unknown() const { return unknown_ != nullptr; }
    // Required attributes present, and each present one of its type, in the specs' order: of
    // several mistakes the first spec's is reported.
    void check(const rulesdb::XmlFile& file, pugi::xml_node node, const NameScope& scope) const;

private:
    static constexpr std::size_t kMost = 32;  // room on the stack for as many specs as any ruleset declares
    pugi::xml_attribute_struct* const* slots() const { return more_.empty() ? fixed_ : more_.data(); }
    pugi::xml_attribute_struct** slots() { return more_.empty() ? fixed_ : more_.data(); }
    const AttributeSpecs& specs_;
    pugi::xml_attribute_struct* fixed_[kMost] = {};  // by the place of the spec's name in specs.names()
    std::vector<pugi::xml_attribute_struct*> more_;  // for a ruleset that declares more
    pugi::xml_attribute_struct* unknown_ = nullptr;
};

// Checks `node` against `specs`: required attributes present, and each present one of its type
// (attributes not in `specs` are left to check_attribute_names).
void check_values(const rulesdb::XmlFile& file, pugi::xml_node node, const AttributeSpecs& specs, const NameScope& scope);

// Checks an element that takes the attributes of `specs` and nothing else, as check_attribute_names
// (with the names `listed` in its message), check_child_names with no child allowed and then
// check_values would, in one walk over its attributes; its attributes are kept for the reader.
SpecAttributes check_element(const rulesdb::XmlFile& file, pugi::xml_node node, const AttributeSpecs& specs,
                             const std::vector<std::string>& listed, const NameScope& scope);

}  // namespace judge
