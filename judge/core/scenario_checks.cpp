// Attribute name and value checks for the scenario loader.
#include "judge/core/scenario_checks.hpp"

#include <algorithm>
#include <cstring>
#include <optional>

#include "judge/core/decisions.hpp"
#include "judge/core/near_name.hpp"
#include "judge/core/numbers.hpp"
#include "judge/core/scenario_messages.hpp"
#include "messages/language.hpp"

using rulesdb::InputError;
using rulesdb::XmlFile;

namespace judge {

namespace {

void check_card_id(const XmlFile& file, pugi::xml_node node, pugi::xml_attribute attr, std::string_view id,
                   const AttributeSpec& spec, const NameScope& scope) {
    if (scope.card_ids.contains(id) || contains(spec.words, id)) return;
    std::vector<std::string> names = scope.card_ids.sorted();
    names.insert(names.end(), spec.words.begin(), spec.words.end());
    throw InputError(file.at(attr, node, unknown_name(msg::text(say::kWhatCardId), std::string(id), names, false)));
}

}  // namespace

std::string unknown_name(const msg::Text& what, const std::string& value, const std::vector<std::string>& candidates,
                         bool list_candidates) {
    auto message = msg::say(say::kUnknownName, {{"what", what}, {"value", value}});
    if (auto suggestion = did_you_mean(value, candidates); !suggestion.empty()) return message + suggestion;
    if (list_candidates && !candidates.empty()) return message + msg::say(say::kExpectedOneOf, {{"names", msg::join(candidates)}});
    return message;
}

NameSet::NameSet(std::vector<std::string> names) : names_(std::move(names)) {
    auto first_byte = [&](std::size_t i) { return static_cast<unsigned char>(names_[i].c_str()[0]); };  // 0 for ""
    index_.resize(names_.size());
    for (std::size_t i = 0; i < index_.size(); ++i) index_[i] = i;
    std::stable_sort(index_.begin(), index_.end(), [&](std::size_t a, std::size_t b) { return first_byte(a) < first_byte(b); });
    for (auto i : index_) by_first_.push_back(names_[i]);
    // start_[b]: the first name that begins with byte b or a later one.
    std::size_t at = 0;
    for (std::size_t b = 0; b < start_.size(); ++b) {
        while (at < index_.size() && first_byte(index_[at]) < b) ++at;
        start_[b] = static_cast<std::uint32_t>(at);
    }
}

InputError unknown_element(const XmlFile& file, pugi::xml_node node, pugi::xml_node child, const std::vector<std::string>& allowed) {
    const std::string name = child.name();
    auto message = msg::say(say::kUnknownElement, {{"name", name}, {"element", node.name()}});
    if (auto near = near_name(name, allowed)) message += msg::say(say::kDidYouMeanElement, {{"name", *near}});
    return InputError(file.at(child, message));
}

InputError unknown_attribute(const XmlFile& file, pugi::xml_node node, pugi::xml_attribute attr, const std::vector<std::string>& allowed) {
    const std::string name = attr.name();
    auto message = msg::say(say::kUnknownAttribute, {{"name", name}, {"element", node.name()}});
    if (auto suggestion = did_you_mean(name, allowed); !suggestion.empty()) message += suggestion;
    else message += allowed.empty() ? msg::say(say::kTakesNone) : msg::say(say::kTakes, {{"names", msg::join(allowed)}});
    return InputError(file.at(attr, node, message));
}

namespace {

// `allowed` is a vector of strings or a list of string views: compared as views, so that checking
// a name that is allowed (nearly always) builds no string.
template <typename Names>
bool names_contain(const Names& allowed, std::string_view name) {
    return std::find(allowed.begin(), allowed.end(), name) != allowed.end();
}
bool names_contain(const NameSet& allowed, const char* name) { return allowed.contains(name); }
// A list written at the call is a few names: each compared with pugixml's name as it stands.
bool names_contain(std::initializer_list<std::string_view> allowed, const char* name) {
    return std::any_of(allowed.begin(), allowed.end(), [&](std::string_view listed) { return is_named(name, listed); });
}

std::vector<std::string> as_strings(std::initializer_list<std::string_view> names) { return {names.begin(), names.end()}; }
const std::vector<std::string>& as_strings(const std::vector<std::string>& names) { return names; }
const std::vector<std::string>& as_strings(const NameSet& names) { return names.names(); }

template <typename Names>
void check_attribute_names_in(const XmlFile& file, pugi::xml_node node, const Names& allowed_names) {
    // first_attribute/next_attribute: a range of attributes() costs more than the names' check.
    for (auto attr = node.first_attribute(); attr; attr = attr.next_attribute()) {
        if (!names_contain(allowed_names, attr.name())) throw unknown_attribute(file, node, attr, as_strings(allowed_names));
    }
}

template <typename Names>
void check_child_names_in(const XmlFile& file, pugi::xml_node node, const Names& allowed_names) {
    for (auto child = node.first_child(); child; child = child.next_sibling()) {
        if (child.type() != pugi::node_element) continue;
        if (!names_contain(allowed_names, child.name())) throw unknown_element(file, node, child, as_strings(allowed_names));
    }
}

}  // namespace

void check_attribute_names(const XmlFile& file, pugi::xml_node node, const std::vector<std::string>& allowed) {
    check_attribute_names_in(file, node, allowed);
}

void check_attribute_names(const XmlFile& file, pugi::xml_node node, const NameSet& allowed) {
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

std::size_t count_words(std::string_view text) {
    // for_each_word's separators: a text without any is one word, or none when empty.
    auto separator = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r' || c == ','; };
    if (std::none_of(text.begin(), text.end(), separator)) return text.empty() ? 0 : 1;
    std::size_t words = 0;
    for_each_word(text, [&](std::string_view) { ++words; });
    return words;
}

namespace {

// The value of a text of one to nine ASCII digits when it lies from min to max: what
// parse_whole_number gives such a text, without its checks for the other forms and its result's
// string. Nothing for any other text, which parse_whole_number reads (and says why it is no number).
std::optional<int> plain_number(std::string_view text, int min, int max) {
    if (text.empty() || text.size() > 9) return std::nullopt;
    int value = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        value = value * 10 + (c - '0');
    }
    if (value < min || value > max) return std::nullopt;
    return value;
}

}  // namespace

int read_number(const XmlFile& file, pugi::xml_node node, pugi::xml_attribute attr, int min, int max) {
    const auto text = rulesdb::trim_view(attr.value());
    if (auto value = plain_number(text, min, max); value && text.size() == std::strlen(attr.value())) return *value;
    // A number is its digits alone, as the number reader documents: " 3" is refused, not read as 3.
    if (!text.empty() && text.size() != std::strlen(attr.value()))
        throw InputError(file.at(attr, node, msg::say(say::kNotANumber, {{"attribute", attr.name()}, {"value", attr.value()}, {"problem", msg::text(say::kNumberSpaces)}})));
    auto parsed = parse_whole_number(text, min, max);
    if (parsed.value) return *parsed.value;
    throw InputError(file.at(attr, node, msg::say(say::kNotANumber, {{"attribute", attr.name()}, {"value", attr.value()}, {"problem", parsed.problem}})));
}

void check_value(const XmlFile& file, pugi::xml_node node, pugi::xml_attribute attr, const AttributeSpec& spec,
                 const NameScope& scope) {
    // A view of the value: checking one that is right (nearly always) copies nothing.
    const auto value = rulesdb::trim_view(attr.value());
    switch (spec.type) {
        case ValueType::CardId: {
            if (count_words(value) != 1)
                throw InputError(file.at(attr, node, msg::say(say::kNamesOneCard, {{"attribute", attr.name()}, {"value", std::string(value)}})));
            check_card_id(file, node, attr, value, spec, scope);
            return;
        }
        case ValueType::CardIds: {
            if (count_words(value) == 0) throw InputError(file.at(attr, node, msg::say(say::kNamesNoCard, {{"attribute", attr.name()}})));
            for_each_word(value, [&](std::string_view id) { check_card_id(file, node, attr, id, spec, scope); });
            return;
        }
        case ValueType::Player:
            if (!contains(scope.players, value))
                throw InputError(file.at(attr, node, unknown_name(msg::text(say::kWhatPlayer), std::string(value), scope.players)));
            return;
        case ValueType::WholeNumber:
            read_number(file, node, attr, spec.min, spec.max);
            return;
        case ValueType::WholeNumbers: {
            std::size_t words = 0;
            for_each_word(value, [&](std::string_view w) {
                ++words;
                if (plain_number(w, spec.min, spec.max)) return;
                auto parsed = parse_whole_number(w, spec.min, spec.max);
                if (!parsed.value)
                    throw InputError(file.at(attr, node, msg::say(say::kHasNotANumber, {{"attribute", attr.name()}, {"value", std::string(w)}, {"problem", parsed.problem}})));
            });
            if (words == 0) throw InputError(file.at(attr, node, msg::say(say::kNumbersEmpty, {{"attribute", attr.name()}})));
            return;
        }
        case ValueType::Word: {
            if (contains(spec.words, value)) return;
            // "NAME:N" in the list: NAME, a colon and a whole number.
            const auto colon = value.find(':');
            const auto name = std::string(value.substr(0, colon));
            if (colon != std::string_view::npos && contains(spec.words, name + ":N")) {
                const auto text = value.substr(colon + 1);
                auto parsed = parse_whole_number(text, 0, spec.max);
                if (parsed.value) return;
                throw InputError(file.at(attr, node, msg::say(say::kWordNeedsNumber, {{"attribute", attr.name()}, {"word", name}, {"text", std::string(text)}})));
            }
            std::vector<std::string> bare;
            for (const auto& w : spec.words) bare.push_back(w.substr(0, w.find(':')));
            auto message = msg::say(say::kUnknownName, {{"what", attr.name()}, {"value", name}});
            if (auto suggestion = did_you_mean(name, bare); !suggestion.empty()) message += suggestion;
            else message += msg::say(say::kExpectedOneOf, {{"names", msg::join(spec.words)}});
            throw InputError(file.at(attr, node, message));
        }
        case ValueType::Keyword:  // by the loader, which knows the game's keywords (scenario_loader.cpp read_ability)
        case ValueType::Trait:    // by the loader, once every card is read (check_card_targets)
        case ValueType::Text:
            return;
    }
}

AttributeSpecs::AttributeSpecs(std::vector<AttributeSpec> specs) : specs_(std::move(specs)), names_(names_of(specs_)) {
    for (const auto& spec : specs_) slots_.push_back(names_.index_of(spec.name));
}

SpecAttributes::SpecAttributes(pugi::xml_node node, const AttributeSpecs& specs) : specs_(specs) {
    if (specs.specs().size() > kMost) more_.resize(specs.specs().size());
    auto** found = slots();
    for (auto attr = node.first_attribute(); attr; attr = attr.next_attribute()) {
        const auto i = specs_.names().index_of(attr.name());
        if (i == NameSet::kAbsent) {
            if (!unknown_) unknown_ = attr.internal_object();
        } else if (!found[i]) {
            found[i] = attr.internal_object();
        }
    }
}

void SpecAttributes::check(const XmlFile& file, pugi::xml_node node, const NameScope& scope) const {
    auto* const* found = slots();
    for (std::size_t i = 0; i < specs_.specs().size(); ++i) {
        const auto& spec = specs_.specs()[i];
        auto* const present = found[specs_.slot(i)];
        // A required attribute must be there and not empty: XmlFile::required says so at the element.
        if (!present) {
            if (spec.required) file.required(node, spec.name.c_str());
            continue;
        }
        const pugi::xml_attribute attr(present);
        if (spec.required && rulesdb::trim_view(attr.value()).empty()) file.required(node, spec.name.c_str());
        check_value(file, node, attr, spec, scope);
    }
}

void check_values(const XmlFile& file, pugi::xml_node node, const AttributeSpecs& specs, const NameScope& scope) {
    SpecAttributes(node, specs).check(file, node, scope);
}

SpecAttributes check_element(const XmlFile& file, pugi::xml_node node, const AttributeSpecs& specs, const std::vector<std::string>& listed,
                             const NameScope& scope) {
    SpecAttributes found(node, specs);
    if (found.has_unknown()) throw unknown_attribute(file, node, found.unknown(), listed);
    if (node.first_child()) check_child_names(file, node, {});  // most have no child at all
    found.check(file, node, scope);
    return found;
}

}  // namespace judge
