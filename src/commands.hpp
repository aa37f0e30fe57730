// Each subcommand registers itself on the CLI11 application; its callback sets the exit code.
#pragma once

#include <CLI/CLI.hpp>

#include "cli_messages.hpp"
#include "messages/language.hpp"
#include "paths.hpp"

namespace cli {

struct Context {
    GlobalOptions global;
    int exit_code = kExitOk;
};

// For an option or argument that names a file or folder: an empty one is refused, rather than read
// as "the default" or "here".
inline CLI::Validator non_empty_path() {
    return CLI::Validator([](std::string& text) { return text.empty() ? msg::say(kNeedsPath) : std::string(); },
                          "PATH");
}

void add_db_commands(CLI::App& app, Context& context);
void add_search_command(CLI::App& app, Context& context);
void add_show_command(CLI::App& app, Context& context);
void add_verify_command(CLI::App& app, Context& context);
void add_scenario_command(CLI::App& app, Context& context);
void add_export_command(CLI::App& app, Context& context);
void add_completion_command(CLI::App& app, Context& context);
void add_coverage_command(CLI::App& app, Context& context);
void add_card_command(CLI::App& app, Context& context);

}  // namespace cli
