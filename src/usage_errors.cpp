// Command-line usage errors in the user's language, read back from CLI11's English wording.
#include "usage_errors.hpp"

#include <regex>

#include "cli_messages.hpp"
#include "terminal.hpp"

namespace cli {

namespace {

struct Pattern {
    std::regex english;  // CLI11's wording, its parts in groups
    const msg::Message* message;
    const char* names[4];  // the placeholders the groups fill, in order
};

// CLI11 2.x's messages for the errors judge's command line can meet, most specific first.
const std::vector<Pattern>& patterns() {
    static const std::vector<Pattern> all = [] {
        std::vector<Pattern> p;
        auto add = [&](const char* re, const msg::Message& m, const char* a = nullptr, const char* b = nullptr, const char* c = nullptr,
                       const char* d = nullptr) { p.push_back({std::regex(re), &m, {a, b, c, d}}); };
        add("^A subcommand is required$", kUsageNeedsCommand);
        add("^(.+) is required$", kUsageRequired, "what");
        add("^The following arguments? (?:was|were) not expected: (.+)$", kUsageExtra, "args");
        add("^(.+): (\\d+) required (.+) missing$", kUsageValueMissing, "option", "type");
        add("^(.+) excludes (.+)$", kUsageExcludes, "a", "b");
        add("^(.+) requires (.+)$", kUsageRequires, "a", "b");
        add("^Could not convert: (.+) = (.+)$", kUsageNotConvertible, "option", "value");
        add("^The value (.+) is not an allowed value for (.+)$", kUsageNotAllowed, "value", "option");
        add("^(.+): Value (.+) not in range (\\d+) to (\\d+)$", kUsageOutOfRange, "option", "value", "min", "max");
        add("^(.+): Value (.+) not in range .*$", kUsageNotANumber, "option", "value");
        add("^(.+): too many inputs for a flag$", kUsageFlagTakesNoValue, "option");
        add("^(.+): At Most (\\d+) required but received (\\d+)$", kUsageTooMany, "option");
        return p;
    }();
    return all;
}

}  // namespace

std::string usage_error_text(const CLI::ParseError& error) {
    const std::string what = error.what();
    // A validator of judge's own (non_empty_path, …) already speaks the user's language: "OPTION: words".
    for (const auto& pattern : patterns()) {
        std::smatch m;
        if (!std::regex_match(what, m, pattern.english)) continue;
        std::vector<msg::Arg> args;
        // The first group fills the first placeholder, and so on; a number group (counts) is skipped.
        std::size_t group = 1;
        for (const char* name : pattern.names) {
            if (!name) break;
            while (group < m.size() && std::regex_match(m[group].str(), std::regex("\\d+")) && pattern.message == &kUsageValueMissing) ++group;
            if (group < m.size()) args.emplace_back(name, printable(echoed(m[group++].str()), false));
        }
        switch (args.size()) {
            case 0: return msg::say(*pattern.message);
            case 1: return msg::say(*pattern.message, {args[0]});
            case 2: return msg::say(*pattern.message, {args[0], args[1]});
            case 3: return msg::say(*pattern.message, {args[0], args[1], args[2]});
            default: return msg::say(*pattern.message, {args[0], args[1], args[2], args[3]});
        }
    }
    if (error.get_name() == "ValidationError") return what;  // "--option: " and judge's own words
    return msg::say(kUsageOther, {{"detail", what}});
}

std::string usage_error_hint(const CLI::ParseError& error, int argc, char** argv) {
    // `judge search -貫通`: CLI11 takes the word for an option. In a query it leaves a word out, which
    // only works after -- and beside a word to search for.
    if (error.get_exit_code() == static_cast<int>(CLI::ExitCodes::ExtrasError)) {
        bool in_search = false;
        for (int i = 1; i < argc; ++i) {
            const std::string_view word = argv[i];
            if (word == "--") break;
            if (word == "search") in_search = true;
            else if (in_search && word.size() > 1 && word[0] == '-' && std::string_view(error.what()).find(word) != std::string_view::npos)
                return msg::say(kUsageDashWord, {{"word", printable(echoed(word), false)}});
        }
    }
    return msg::say(kUsageHint);
}

void localise_help(CLI::App& app) {
    auto formatter = app.get_formatter();
    formatter->label("Usage", msg::say(kHelpUsage));
    formatter->label("OPTIONS", msg::say(kHelpOptionsWord));
    formatter->label("SUBCOMMAND", msg::say(kHelpCommandWord));
    formatter->label("SUBCOMMANDS", msg::say(kHelpCommandsWord));
    formatter->label("Options", msg::say(kHelpOptions));
    formatter->label("Subcommands", msg::say(kHelpCommands));
    formatter->label("Positionals", msg::say(kHelpPositionals));
    formatter->label("REQUIRED", msg::say(kHelpRequired));
    formatter->label("Excludes", msg::say(kHelpExcludes));
    formatter->label("Needs", msg::say(kHelpNeeds));
    formatter->label("Env", msg::say(kHelpEnv));
}

void localise_command_groups(CLI::App& app) {
    for (auto* command : app.get_subcommands([](CLI::App*) { return true; })) {
        command->group(msg::say(kHelpCommands));
        // Each command's --help was made from CLI11's defaults, under the English heading.
        if (auto* help = command->get_help_ptr()) help->group(msg::say(kHelpOptions));
        localise_command_groups(*command);
    }
}

}  // namespace cli
