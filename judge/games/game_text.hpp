// How a game hands the core a sentence or a word in both languages while the core's own types
// are being converted (issue 18): a refusal's reason (Refused) and the words the core writes into
// its steps (PermissionQuestion::wording, FieldRules::field_name). Where the core type already takes
// a msg::Text, both languages go through; where it still takes one string, the English one does
// (the same words as before). Once the core conversion has landed everywhere, `refuse` is just
// `throw Refused(rule, text)` and `core_word` is the Text itself, and this file can go.
#pragma once

#include <string>
#include <type_traits>
#include <utility>

#include "judge/core/ruleset.hpp"
#include "messages/message.hpp"

namespace judge::games {

// Refuses with `rule`, the reason in both languages when Refused can carry them.
template <typename R = Refused>
[[noreturn]] void refuse(std::string rule, msg::Text why) {
    if constexpr (std::is_constructible_v<R, std::string, msg::Text>) throw R(std::move(rule), std::move(why));
    else throw R(std::move(rule), why.en);
}

// A word for a core field of type `Field`: the Text, or its English form while the field is a string.
template <typename Field>
Field core_word(msg::Text word) {
    if constexpr (std::is_constructible_v<Field, msg::Text>) return Field(std::move(word));
    else return Field(std::move(word.en));
}

}  // namespace judge::games
