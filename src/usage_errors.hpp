// Command-line usage errors in the user's language. CLI11 words its parse errors in English; this
// reads what each one says (which option, which value) and says it again through the catalogue.
#pragma once

#include <string>

#include <CLI/CLI.hpp>

namespace cli {

// The one line for a parse error (no "judge: " prefix, no newline); a long value typed is cut.
std::string usage_error_text(const CLI::ParseError& error);

// The line after it: pointing to --help, or for a search word taken for an option, to --.
std::string usage_error_hint(const CLI::ParseError& error, int argc, char** argv);

// Help screens' own words (Usage, Options, Subcommands …) in the user's language.
void localise_help(CLI::App& app);
// The heading every command is listed under, on each level, once all are registered.
void localise_command_groups(CLI::App& app);

}  // namespace cli
