// Which language judge speaks to the user: --lang, else $JUDGE_LANG, else the locale's messages
// language ($LC_ALL, $LC_MESSAGES, $LANG: ja_* is Japanese), else English. Chosen once, at start-up,
// before anything is printed; read everywhere else.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "messages/message.hpp"

namespace msg {

// "ja" or "en" (also "ja_JP.UTF-8"-style names); nothing for anything else.
std::optional<Lang> parse_language(std::string_view name);

// The language the environment asks for when no --lang is given.
Lang language_from_environment();

Lang language();
void set_language(Lang lang);

// The message in the user's language.
std::string say(const Message& message, Args args = {});
inline const std::string& say(const Text& text) { return text.in(language()); }

}  // namespace msg
