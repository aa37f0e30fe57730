// Attribute name and value checks for the scenario loader.
#include "judge/core/scenario_checks.hpp"

#include <algorithm>

#include "judge/core/decisions.hpp"
#include "judge/core/near_name.hpp"
#include "judge/core/numbers.hpp"
#include "judge/core/scenario_messages.hpp"
#include "messages/language.hpp"

using rulesdb::InputError;
using rulesdb::XmlFile;

namespace judge {

namespace {


bool contains(const std::vector<std::string>& v, const std::string& s) { return std::find(v.begin(), v.end(), s) != v.end(); }

void check_card_id(const XmlFile& file, pugi::xml_node node, pugi::xml_attribute attr, const std::string& id,
                   const AttributeSpec& spec, const NameScope& scope) {
    if (scope.card_ids.count(id) || contains(spec.words, id)) return;
    std::vector<std::string> names(scope.card_ids.begin(), scope.card_ids.end());
    names.insert(names.end(), spec.words.begin(), spec.words.end());
    throw InputError(file.at(attr, node, unknown_name(msg::text(say::kWhatCardId), id, names, false)));
}

}  // namespace

std::string unknown_name(const msg::Text& what, const std::string& value, const std::vector<std::string>& candidates,
                         bool list_candidates) {
    auto message = msg::say(say::kUnknownName, {{"what", what}, {"value", value}});
    if (auto suggestion = did_you_mean(value, candidates); !suggestion.empty()) return message + suggestion;
    if (list_candidates && !candidates.empty()) return message + msg::say(say::kExpectedOneOf, {{"names", msg::join(candidates)}});
    return message;
}

namespace {

// `allowed` is a vector of strings or a list of string views: compared as views, so that checking
// a name that is allowed (nearly always) builds no string.
template <typename Names>
bool names_contain(const Names& allowed, std::string_view name) {
    return std::find(allowed.begin(), allowed.end(), name) != allowed.end();
}

std::vector<std::string> as_strings(std::initializer_list<std::string_view> names) { return {names.begin(), names.end()}; }
const std::vector<std::string>& as_strings(const std::vector<std::string>& names) { return names; }

template <typename Names>
void check_attribute_names_in(const XmlFile& file, pugi::xml_node node, const Names& allowed_names) {
    for (auto attr : node.attributes()) {
        if (names_contain(allowed_names, attr.name())) continue;
        const std::string name = attr.name();
        const auto& allowed = as_strings(allowed_names);
        auto message = msg::say(say::kUnknownAttribute, {{"name", name}, {"element", node.name()}});
        if (auto suggestion = did_you_mean(name, allowed); !suggestion.empty()) message += suggestion;
        else message += allowed.empty() ? msg::say(say::kTakesNone) : msg::say(say::kTakes, {{"names", msg::join(allowed)}});
        throw InputError(file.at(attr, node, message));
    }
}

template <typename Names>
void check_child_names_in(const XmlFile& file, pugi::xml_node node, const Names& allowed_names) {
    for (auto child : node.children()) {
        if (child.type() != pugi::node_element) continue;
        if (names_contain(allowed_names, child.name())) continue;
        const std::string name = child.name();
        auto message = msg::say(say::kUnknownElement, {{"name", name}, {"element", node.name()}});
        if (auto near = near_name(name, as_strings(allowed_names))) message += msg::say(say::kDidYouMeanElement, {{"name", *near}});
        throw InputError(file.at(child, message));
    }
}

}  // namespace

void check_attribute_names(const XmlFile& file, pugi::xml_node node, const std::vector<std::string>& allowed) {
    check_attribute_names_in(file, node, allowed);
}

void check_attribute_names(const XmlFile& file, pugi::xml_node node, std::initializer_list<std::string_view> allowed) {
    check_attribute_names_in(file, node, allowed);
}

void check_child_names(const XmlFile& file, pugi::xml_node node, const std::vector<std::string>& allowed) {
    check_child_names_in(file, node, allowed);
}

void check_child_names(const XmlFile& file, pugi::xml_node node, std::initializer_list<std::string_view> allowed) {
    check_child_names_in(file, node, allowed);
}

int read_number(const XmlFile& file, pugi::xml_node node, pugi::xml_attribute attr, int min, int max) {
    auto parsed = parse_whole_number(rulesdb::trim(attr.value()), min, max);
    if (parsed.value) return *parsed.value;
    throw InputError(file.at(attr, node, msg::say(say::kNotANumber, {{"attribute", attr.name()}, {"value", attr.value()}, {"problem", parsed.problem}})));
}

void check_value(const XmlFile& file, pugi::xml_node node, pugi::xml_attribute attr, const AttributeSpec& spec,
                 const NameScope& scope) {
    const auto value = rulesdb::trim(attr.value());
    switch (spec.type) {
        case ValueType::CardId: {
            const auto words = split_words(value);
            if (words.size() != 1)
                throw InputError(file.at(attr, node, msg::say(say::kNamesOneCard, {{"attribute", attr.name()}, {"value", value}})));
            check_card_id(file, node, attr, value, spec, scope);
            return;
        }
        case ValueType::CardIds: {
            const auto words = split_words(value);
            if (words.empty()) throw InputError(file.at(attr, node, msg::say(say::kNamesNoCard, {{"attribute", attr.name()}})));
            for (const auto& id : words) check_card_id(file, node, attr, id, spec, scope);
            return;
        }
        case ValueType::Player:
            if (!contains(scope.players, value)) throw InputError(file.at(attr, node, unknown_name(msg::text(say::kWhatPlayer), value, scope.players)));
            return;
        case ValueType::WholeNumber:
            read_number(file, node, attr, spec.min, spec.max);
            return;
        case ValueType::WholeNumbers: {
            const auto words = split_words(value);
            if (words.empty()) throw InputError(file.at(attr, node, msg::say(say::kNumbersEmpty, {{"attribute", attr.name()}})));
            for (const auto& w : words) {
                auto parsed = parse_whole_number(w, spec.min, spec.max);
                if (!parsed.value)
                    throw InputError(file.at(attr, node, msg::say(say::kHasNotANumber, {{"attribute", attr.name()}, {"value", w}, {"problem", parsed.problem}})));
            }
            return;
        }
        case ValueType::Word: {
            if (contains(spec.words, value)) return;
            // "NAME:N" in the list: NAME, a colon and a whole number.
            const auto colon = value.find(':');
            if (colon != std::string::npos && contains(spec.words, value.substr(0, colon) + ":N")) {
                auto parsed = parse_whole_number(value.substr(colon + 1), 0, spec.max);
                if (parsed.value) return;
                throw InputError(file.at(attr, node, msg::say(say::kWordNeedsNumber, {{"attribute", attr.name()}, {"word", value.substr(0, colon)}, {"text", value.substr(colon + 1)}})));
            }
            std::vector<std::string> bare;
            for (const auto& w : spec.words) bare.push_back(w.substr(0, w.find(':')));
            auto message = msg::say(say::kUnknownName, {{"what", attr.name()}, {"value", value.substr(0, colon)}});
            if (auto suggestion = did_you_mean(value.substr(0, colon), bare); !suggestion.empty()) message += suggestion;
            else message += msg::say(say::kExpectedOneOf, {{"names", msg::join(spec.words)}});
            throw InputError(file.at(attr, node, message));
        }
        case ValueType::Text:
            return;
    }
}

void check_values(const XmlFile& file, pugi::xml_node node, const std::vector<AttributeSpec>& specs, const NameScope& scope) {
    for (const auto& spec : specs) {
        // A required attribute must be there and not empty: XmlFile::required says so at the element.
        if (spec.required) file.required(node, spec.name.c_str());
        auto attr = node.attribute(spec.name.c_str());
        if (!attr) continue;
        check_value(file, node, attr, spec, scope);
    }
}

}  // namespace judge
