// One walk over an element's attributes or child elements against the short fixed list of names
// the core gives such an element (<player id name>, the children of <scenario>): pugixml's
// attribute(name) and child(name) walk the list again for each name asked, a strcmp per entry.
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include <pugixml.hpp>

#include "judge/core/scenario_checks.hpp"
#include "rulesdb/xml_file.hpp"

namespace judge {

// Where `name` stands in `names`, or N when it is not there.
template <std::size_t N>
std::size_t place_of(const char* name, const std::array<std::string_view, N>& names) {
    for (std::size_t i = 0; i < N; ++i)
        if (is_named(name, names[i])) return i;
    return N;
}

// `names` as the list an error message names.
template <std::size_t N>
std::vector<std::string> name_list(const std::array<std::string_view, N>& names) {
    return {names.begin(), names.end()};
}

// The attributes of `node`: the first of each of `names` (as node.attribute() gives it), and the
// first that is none of them, which check() reports as check_attribute_names would. Held as
// pugixml's raw pointers: a pugi::xml_attribute is made and tested by calls into the library.
template <std::size_t N>
class AttributesOf {
public:
    AttributesOf(pugi::xml_node node, const std::array<std::string_view, N>& names) : node_(node), names_(names) {
        for (auto attr = node.first_attribute(); attr; attr = attr.next_attribute()) {
            const auto i = place_of(attr.name(), names);
            if (i == N) {
                if (!unknown_) unknown_ = attr.internal_object();
            } else if (!found_[i]) {
                found_[i] = attr.internal_object();
            }
        }
    }
    bool has(std::size_t i) const { return found_[i] != nullptr; }
    // The attribute named names[i]; a null one when the element has none.
    pugi::xml_attribute operator[](std::size_t i) const { return pugi::xml_attribute(found_[i]); }
    void check(const rulesdb::XmlFile& file) const {
        if (unknown_) throw unknown_attribute(file, node_, pugi::xml_attribute(unknown_), name_list(names_));
    }

private:
    pugi::xml_node node_;
    std::array<std::string_view, N> names_;
    std::array<pugi::xml_attribute_struct*, N> found_{};
    pugi::xml_attribute_struct* unknown_ = nullptr;
};

// The child elements of `node` the same way: the first of each of `names` (the others of a name
// follow with next()), and the first that is none of them, which check() reports as
// check_child_names would.
template <std::size_t N>
class ChildrenOf {
public:
    ChildrenOf(pugi::xml_node node, const std::array<std::string_view, N>& names) : node_(node), names_(names) {
        for (auto child = node.first_child(); child; child = child.next_sibling()) {
            if (child.type() != pugi::node_element) continue;
            const auto i = place_of(child.name(), names);
            if (i == N) {
                if (!unknown_) unknown_ = child.internal_object();
            } else if (!first_[i]) {
                first_[i] = child.internal_object();
            } else {
                repeated_[i] = true;
            }
        }
    }
    // The first child named names[i]; a null one when the element has none.
    pugi::xml_node first(std::size_t i) const { return pugi::xml_node(first_[i]); }
    // The child named names[i] after `child` (one so named); a null one when there is none. Most
    // elements have one child of a name: then nothing is searched (next_sibling(name) compares the
    // name of every later child).
    pugi::xml_node next(std::size_t i, pugi::xml_node child) const { return repeated_[i] ? child.next_sibling(child.name()) : pugi::xml_node(); }
    void check(const rulesdb::XmlFile& file) const {
        if (unknown_) throw unknown_element(file, node_, pugi::xml_node(unknown_), name_list(names_));
    }

private:
    pugi::xml_node node_;
    std::array<std::string_view, N> names_;
    std::array<pugi::xml_node_struct*, N> first_{};
    std::array<bool, N> repeated_{};  // more than one child is named names[i]
    pugi::xml_node_struct* unknown_ = nullptr;
};

}  // namespace judge
