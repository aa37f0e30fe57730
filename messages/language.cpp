// The user's language, from the environment or set by the command line.
#include "messages/language.hpp"

#include <atomic>
#include <cstdlib>

namespace msg {

namespace {

std::atomic<Lang> chosen{Lang::en};

const char* non_empty_env(const char* name) {
    const char* value = std::getenv(name);
    return value && *value ? value : nullptr;
}

}  // namespace

std::optional<Lang> parse_language(std::string_view name) {
    if (name == "ja" || name.starts_with("ja_") || name.starts_with("ja.") || name.starts_with("ja-")) return Lang::ja;
    if (name == "en" || name.starts_with("en_") || name.starts_with("en.") || name.starts_with("en-")) return Lang::en;
    return std::nullopt;
}

Lang language_from_environment() {
    if (const char* judge_lang = non_empty_env("JUDGE_LANG"))
        if (auto lang = parse_language(judge_lang)) return *lang;
    // POSIX order: LC_ALL overrides LC_MESSAGES, which overrides LANG; the first one set decides,
    // and a locale that is neither Japanese nor English ("C", "de_DE") means English.
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"})
        if (const char* locale = non_empty_env(name)) return parse_language(locale).value_or(Lang::en);
    return Lang::en;
}

Lang language() { return chosen.load(std::memory_order_relaxed); }
void set_language(Lang lang) { chosen.store(lang, std::memory_order_relaxed); }

std::string say(const Message& message, Args args) { return render(message, language(), args); }

}  // namespace msg
