// judge: the command-line front end. Parses the command line and runs one subcommand; every
// error reaches the user as one line on stderr and a non-zero exit code.
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include <poll.h>
#include <unistd.h>

#include <SQLiteCpp/Exception.h>

#include "build_info.hpp"
#include "cli_messages.hpp"
#include "commands.hpp"
#include "terminal.hpp"
#include "usage_errors.hpp"
#include "judge/core/near_name.hpp"
#include "rulesdb/database.hpp"
#include "rulesdb/diagnostic.hpp"

namespace {

// The first word of the command line that should name a command but names none, as one line
// naming it and the commands there are; CLI11 alone would only say that a command is missing.
std::optional<std::string> unknown_command(CLI::App& app, int argc, char** argv) {
    CLI::App* level = &app;
    std::string path = "judge";
    for (int i = 1; i < argc; ++i) {
        const std::string word = argv[i];
        if (word == "--") return std::nullopt;
        if (word.starts_with("-")) {
            if (word == "--db" || word == "--lang") ++i;  // the options before the command that take a value
            continue;
        }
        auto commands = level->get_subcommands([](CLI::App*) { return true; });
        if (commands.empty()) return std::nullopt;  // arguments of a command from here on
        std::vector<std::string> names;
        CLI::App* found = nullptr;
        for (auto* command : commands) {
            names.push_back(command->get_name());
            if (command->get_name() == word) found = command;
        }
        if (!found) {
            std::string list;
            for (const auto& name : names) list += (list.empty() ? "" : ", ") + name;
            const auto shown = cli::printable(cli::echoed(word), false);
            return msg::say(cli::kUnknownCommand, {{"word", level == &app ? shown : path.substr(6) + " " + shown},
                                                   {"commands", list},
                                                   {"suggestion", judge::did_you_mean(shown, names)}});
        }
        path += " " + word;
        level = found;
    }
    return std::nullopt;
}

// The language asked for by --lang (read before anything else, so that help and errors are in it
// too), else the environment's. A --lang naming no language is one error line.
std::optional<msg::Lang> chosen_language(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view word = argv[i];
        if (word == "--") break;
        std::optional<std::string_view> value;
        if (word == "--lang" && i + 1 < argc) value = argv[i + 1];
        if (word.starts_with("--lang=")) value = word.substr(7);
        if (!value) continue;
        if (auto lang = msg::parse_language(*value); lang && (*value == "ja" || *value == "en")) return lang;
        msg::set_language(msg::language_from_environment());
        std::cerr << msg::say(cli::kBadLanguage, {{"value", std::string(*value)}}) << '\n';
        return std::nullopt;
    }
    return msg::language_from_environment();
}

// The exit code once everything written has reached stdout: output that could not be written (a full
// disk, a reader that closed the pipe) is one line and exit 2, not a success that showed nothing.
int finished(int exit_code) {
    errno = 0;
    std::cout.flush();
    if (!std::cout.fail() && std::fflush(stdout) == 0 && !std::ferror(stdout)) return exit_code;
    // The write that failed may be long past, its errno overwritten since: a pipe whose reader has
    // gone still says so when asked.
    int error = errno != 0 ? errno : EIO;
    pollfd out{STDOUT_FILENO, POLLOUT, 0};
    if (::poll(&out, 1, 0) == 1 && (out.revents & POLLERR)) error = EPIPE;
    std::cerr << msg::say(cli::kCannotWriteOutput, {{"reason", std::string(std::strerror(error))}}) << '\n';
    return cli::kExitInvalid;
}

int run(int argc, char** argv);

}  // namespace

int main(int argc, char** argv) {
    // A closed pipe is a write error that finished() reports, rather than a silent death by SIGPIPE.
    std::signal(SIGPIPE, SIG_IGN);
    return finished(run(argc, argv));
}

namespace {

int run(int argc, char** argv) {
    const auto language = chosen_language(argc, argv);
    if (!language) return cli::kExitInvalid;
    msg::set_language(*language);
    cli::Context context;
    CLI::App app{msg::say(cli::kAppHelp)};
    cli::localise_help(app);
    app.option_defaults()->group(msg::say(cli::kHelpOptions));
    app.set_help_flag("-h,--help", msg::say(cli::kHelpFlagHelp));
    app.name("judge");  // the help and the man page say "judge", not the path it was started by
    app.require_subcommand(1);
    app.fallthrough();
    app.set_version_flag("--version", cli::version_text(), msg::say(cli::kVersionFlagHelp));
    std::string lang_option;  // read by chosen_language above; declared so that help lists it and parsing accepts it
    app.add_option("--lang", lang_option, msg::say(cli::kLangOptionHelp))->option_text("ja|en");
    app.add_option("--db", context.global.db, msg::say(cli::kDbOptionHelp))->check(cli::non_empty_path());
    cli::add_db_commands(app, context);
    cli::add_search_command(app, context);
    cli::add_show_command(app, context);
    cli::add_verify_command(app, context);
    cli::add_scenario_command(app, context);
    cli::add_export_command(app, context);
    cli::add_coverage_command(app, context);
    cli::add_card_command(app, context);
    cli::add_completion_command(app, context);
    cli::localise_command_groups(app);

    if (auto unknown = unknown_command(app, argc, argv)) {
        std::cerr << *unknown << '\n';
        return cli::kExitInvalid;
    }
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e) == 0 ? cli::kExitOk : cli::kExitInvalid;
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e) == 0 ? cli::kExitOk : cli::kExitInvalid;
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e) == 0 ? cli::kExitOk : cli::kExitInvalid;
    } catch (const CLI::ParseError& e) {
        if (e.get_exit_code() == 0) return app.exit(e) == 0 ? cli::kExitOk : cli::kExitInvalid;
        std::cerr << "judge: " << cli::usage_error_text(e) << '\n' << cli::usage_error_hint(e, argc, argv) << '\n';
        return cli::kExitInvalid;
    } catch (const rulesdb::InputError& e) {
        std::cerr << e.what() << '\n';
        return cli::kExitInvalid;
    } catch (const rulesdb::DatabaseError& e) {
        std::cerr << "judge: " << e.what() << '\n';
        return cli::kExitInvalid;
    } catch (const SQLite::Exception& e) {
        // A query failed after the database opened (it stayed busy, the disk failed, …): say why, without the SQL.
        std::cerr << "judge: " << rulesdb::explain_failure(e, context.global.database()).what() << '\n';
        return cli::kExitInvalid;
    } catch (const std::exception& e) {
        std::cerr << "judge: " << e.what() << '\n';
        return cli::kExitInvalid;
    }
    return context.exit_code;
}

}  // namespace
