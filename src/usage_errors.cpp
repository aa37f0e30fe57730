// Command-line usage errors in the user's language, read back from CLI11's English wording.
#include "usage_errors.hpp"

#include <regex>

#include "cli_messages.hpp"

namespace cli {

namespace {

struct Pattern {
    std::regex english;  // CLI11's wording, its parts in groups
    const msg::Message* message;
    const char* names[2];  // the placeholders the groups fill, in order
};

// CLI11 2.x's messages for the errors judge's command line can meet, most specific first.
const std::vector<Pattern>& patterns() {
    static const std::vector<Pattern> all = [] {
        std::vector<Pattern> p;
        auto add = [&](const char* re, const msg::Message& m, const char* a = nullptr, const char* b = nullptr) {
            p.push_back({std::regex(re), &m, {a, b}});
        };
        add("^A subcommand is required$", kUsageNeedsCommand);
        add("^(.+) is required$", kUsageRequired, "what");
        add("^The following arguments? (?:was|were) not expected: (.+)$", kUsageExtra, "args");
        add("^(.+): (\\d+) required (.+) missing$", kUsageValueMissing, "option", "type");
        add("^(.+) excludes (.+)$", kUsageExcludes, "a", "b");
        add("^(.+) requires (.+)$", kUsageRequires, "a", "b");
        add("^Could not convert: (.+) = (.+)$", kUsageNotConvertible, "option", "value");
        add("^The value (.+) is not an allowed value for (.+)$", kUsageNotAllowed, "value", "option");
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
            if (group < m.size()) args.emplace_back(name, m[group++].str());
        }
        if (args.size() == 0) return msg::say(*pattern.message);
        if (args.size() == 1) return msg::say(*pattern.message, {args[0]});
        return msg::say(*pattern.message, {args[0], args[1]});
    }
    if (error.get_name() == "ValidationError") return what;  // "--option: " and judge's own words
    return msg::say(kUsageOther, {{"detail", what}});
}

std::string usage_error_hint() { return msg::say(kUsageHint); }

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
