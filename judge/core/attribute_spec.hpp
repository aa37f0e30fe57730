// The attributes an element of a scenario takes, each with the type of its value: the rulesets'
// tables (actions, decisions, ability arguments) are written in these, and the loader checks each
// value by its type before anything is played.
#pragma once

#include <string>
#include <vector>

namespace judge {

// What an attribute's value must be. The loader checks each value by its type before anything is
// played, and `judge scenario schema` turns the types into XSD simple types.
enum class ValueType {
    CardId,       // the id of a card in the scenario (or one of `words`)
    CardIds,      // card ids separated by spaces (or `words`)
    Player,       // a player id of the scenario
    WholeNumber,  // digits 0-9, optionally a leading '-', from `min` to `max`
    WholeNumbers, // whole numbers separated by spaces
    Word,         // one of `words`; a word written "NAME:N" stands for NAME, a colon and a whole number
    Keyword,      // a keyword name of the game (Japanese or an alias), stored canonical
    Trait,        // a trait some card of the scenario has (a civilization, a race, a faction)
    Text,         // anything (the ruleset reads it and refuses what it cannot use)
};

// One attribute an element takes, with the type of its value.
struct AttributeSpec {
    std::string name;
    ValueType type = ValueType::Text;
    std::vector<std::string> words = {};  // Word: the allowed words; CardId(s): words allowed besides card ids
    bool required = true;
    int min = -1'000'000, max = 1'000'000;  // WholeNumber(s)
};

// The names of `specs`, in their order.
inline std::vector<std::string> names_of(const std::vector<AttributeSpec>& specs) {
    std::vector<std::string> out;
    for (const auto& s : specs) out.push_back(s.name);
    return out;
}

// Short constructors for the rulesets' tables.
inline AttributeSpec card_attr(std::string name, std::vector<std::string> also = {}) { return {std::move(name), ValueType::CardId, std::move(also)}; }
inline AttributeSpec cards_attr(std::string name) { return {std::move(name), ValueType::CardIds}; }
inline AttributeSpec number_attr(std::string name, int min, int max) { return {std::move(name), ValueType::WholeNumber, {}, true, min, max}; }
inline AttributeSpec numbers_attr(std::string name, int min, int max) { return {std::move(name), ValueType::WholeNumbers, {}, true, min, max}; }
inline AttributeSpec word_attr(std::string name, std::vector<std::string> words) { return {std::move(name), ValueType::Word, std::move(words)}; }
inline AttributeSpec text_attr(std::string name) { return {std::move(name), ValueType::Text}; }
inline AttributeSpec keyword_attr(std::string name) { return {std::move(name), ValueType::Keyword}; }
inline AttributeSpec trait_attr(std::string name) { return {std::move(name), ValueType::Trait}; }
inline AttributeSpec optional(AttributeSpec spec) {
    spec.required = false;
    return spec;
}

}  // namespace judge
