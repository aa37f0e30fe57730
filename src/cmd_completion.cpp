// `judge completion bash|zsh`: a shell completion script written from the CLI's own definitions
// (every command, subcommand and option as CLI11 holds them), so it can never offer a command the
// binary does not have. Options that take a path complete file names, `--game` the games judge
// knows, `--lang` its languages, an option with a fixed set of values ("{rule,ruling,…}") those
// values, and `show` the entry IDs of the database in use (`judge completion --ids PREFIX`).
//
// The script is one bash function. zsh runs it through bashcompinit, its own bash emulation.
#include <cctype>
#include <iostream>
#include <string>
#include <vector>

#include <SQLiteCpp/Statement.h>

#include "cli_messages.hpp"
#include "commands.hpp"
#include "rulesdb/database.hpp"
#include "judge/games/registry.hpp"

namespace cli {

namespace {

// What follows an option that takes a value.
std::string value_words(const CLI::Option& option) {
    if (option.check_lname("lang")) return "ja en";  // read before parsing (main.cpp), so no CLI11 check names them
    if (option.check_lname("game")) {
        std::string games;
        for (const auto* ruleset : judge::all_rulesets()) games += (games.empty() ? "" : " ") + ruleset->game();
        return games;
    }
    // CLI11 names a fixed set of values "TEXT:{a,b,c}".
    auto type = option.get_type_name();
    auto open = type.find('{'), close = type.find('}');
    if (open == std::string::npos || close == std::string::npos || close < open) return "";
    auto values = type.substr(open + 1, close - open - 1);
    for (auto& c : values)
        if (c == ',') c = ' ';
    return values;
}

bool takes_path(const CLI::Option& option) { return option.get_type_name().find("PATH") != std::string::npos; }

std::vector<std::string> names_of(const CLI::Option& option) {
    std::vector<std::string> names;
    for (const auto& name : option.get_lnames()) names.push_back("--" + name);
    for (const auto& name : option.get_snames()) names.push_back("-" + name);
    return names;
}

// One command's place in the script: its path ("" for judge itself, " db build" below it) and
// what may follow it.
struct Level {
    std::string path;
    std::string commands, options;  // words, space-separated
    bool path_arguments = false;    // its positional arguments are files or folders
};

struct Table {
    std::vector<Level> levels;
    std::vector<std::string> commands;                                // the paths of every command
    std::vector<std::pair<std::string, std::string>> file_values;    // "path option" patterns
    std::vector<std::pair<std::string, std::string>> listed_values;  // pattern, the words
    std::vector<std::string> other_values;                           // options whose value is free text
};

void walk(CLI::App& app, const std::string& path, Table& table) {
    Level level{path, "", "", false};
    for (const auto* option : app.get_options()) {
        if (!option->nonpositional()) {
            level.path_arguments = level.path_arguments || takes_path(*option);
            continue;
        }
        for (const auto& name : names_of(*option)) {
            level.options += (level.options.empty() ? "" : " ") + name;
            if (option->get_type_size_max() == 0) continue;  // a flag
            // An option of judge itself may come after a command too (the CLI falls through to it).
            const auto pattern = path.empty() ? "*\" " + name + "\"" : "\"" + path + " " + name + "\"";
            if (takes_path(*option)) table.file_values.push_back({pattern, ""});
            else if (auto words = value_words(*option); !words.empty()) table.listed_values.push_back({pattern, words});
            else table.other_values.push_back(pattern);
        }
    }
    for (auto* command : app.get_subcommands([](CLI::App*) { return true; })) {
        level.commands += (level.commands.empty() ? "" : " ") + command->get_name();
        table.commands.push_back(path + " " + command->get_name());
    }
    table.levels.push_back(level);
    for (auto* command : app.get_subcommands([](CLI::App*) { return true; })) walk(*command, path + " " + command->get_name(), table);
}

std::string joined_patterns(const std::vector<std::string>& patterns) {
    std::string out;
    for (const auto& p : patterns) out += (out.empty() ? "" : "|") + p;
    return out;
}

std::string bash_script(CLI::App& root) {
    Table table;
    walk(root, "", table);
    std::vector<std::string> value_options;
    for (const auto& [pattern, words] : table.file_values) value_options.push_back(pattern);
    for (const auto& [pattern, words] : table.listed_values) value_options.push_back(pattern);
    for (const auto& pattern : table.other_values) value_options.push_back(pattern);
    std::vector<std::string> command_patterns;
    for (const auto& c : table.commands) command_patterns.push_back("\"" + c + "\"");

    std::string s;
    s += "# Completion for judge (bash; zsh through bashcompinit), written by `judge completion` from the\n"
         "# command line's own definitions: regenerate it rather than edit it.\n"
         "_judge() {\n"
         "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} path=\"\" word i db=\"\"\n"
         "    # The commands typed so far, skipping options and the values they take.\n"
         "    for ((i = 1; i < COMP_CWORD; i++)); do\n"
         "        word=${COMP_WORDS[i]}\n"
         "        [[ $word == --db ]] && db=${COMP_WORDS[i+1]}\n"
         "        if [[ $word == -* ]]; then\n"
         "            case \"$path $word\" in\n";
    if (!value_options.empty()) s += "                " + joined_patterns(value_options) + ") ((i++)) ;;\n";
    s += "            esac\n"
         "            continue\n"
         "        fi\n"
         "        case \"$path $word\" in\n";
    if (!command_patterns.empty()) s += "            " + joined_patterns(command_patterns) + ") path=\"$path $word\" ;;\n";
    s += "        esac\n"
         "    done\n"
         "    # The value of an option.\n"
         "    case \"$path $prev\" in\n";
    std::vector<std::string> files;
    for (const auto& [pattern, words] : table.file_values) files.push_back(pattern);
    if (!files.empty()) s += "        " + joined_patterns(files) + ") COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n";
    for (const auto& [pattern, words] : table.listed_values)
        s += "        " + pattern + ") COMPREPLY=($(compgen -W \"" + words + "\" -- \"$cur\")); return ;;\n";
    if (!table.other_values.empty()) s += "        " + joined_patterns(table.other_values) + ") COMPREPLY=(); return ;;\n";
    s += "    esac\n"
         "    # What may follow the command typed so far.\n"
         "    local commands=\"\" options=\"\" files=\"\"\n"
         "    case \"$path\" in\n";
    for (const auto& level : table.levels)
        s += "        \"" + level.path + "\") commands=\"" + level.commands + "\" options=\"" + level.options + "\"" +
             (level.path_arguments ? " files=1" : "") + " ;;\n";
    s += "    esac\n"
         "    # An entry to show: the IDs of the database in use that start with what was typed.\n"
         "    if [[ $path == \" show\" && $cur != -* ]]; then\n"
         "        COMPREPLY=($(\"${COMP_WORDS[0]}\" ${db:+--db \"$db\"} completion --ids \"$cur\" 2>/dev/null))\n"
         "        return\n"
         "    fi\n"
         "    if [[ $cur == -* ]]; then\n"
         "        COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))\n"
         "    else\n"
         "        COMPREPLY=($(compgen -W \"$commands\" -- \"$cur\"))\n"
         "        [[ -n $files ]] && COMPREPLY+=($(compgen -f -- \"$cur\"))\n"
         "    fi\n"
         "}\n"
         "complete -o filenames -F _judge judge\n";
    return s;
}

}  // namespace

// The entry IDs starting with `prefix`, in any case (IDs are upper case): a range on the primary key.
void print_ids(const Context& context, std::string prefix) {
    for (auto& c : prefix) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    auto db = rulesdb::open_database(context.global.database());
    SQLite::Statement ids(*db, "SELECT id FROM entries WHERE id >= ?1 AND id < ?1 || char(1114111) ORDER BY id LIMIT 200");
    ids.bind(1, prefix);
    while (ids.executeStep()) std::cout << ids.getColumn(0).getString() << '\n';
}

void add_completion_command(CLI::App& app, Context& context) {
    auto shell = std::make_shared<std::string>();
    auto ids = std::make_shared<std::string>();
    auto* command = app.add_subcommand("completion", msg::say(kCompletionHelp));
    command->add_option("SHELL", *shell, msg::say(kCompletionShellHelp))->check(CLI::IsMember({"bash", "zsh"}));
    auto* ids_option = command->add_option("--ids", *ids, msg::say(kCompletionIdsHelp))->option_text("PREFIX");
    command->callback([&app, &context, shell, ids, ids_option] {
        if (ids_option->count()) {
            print_ids(context, *ids);
            context.exit_code = kExitOk;
            return;
        }
        if (shell->empty()) {
            std::cerr << msg::say(kCompletionNeedsShell) << '\n';
            context.exit_code = kExitInvalid;
            return;
        }
        auto script = bash_script(app);
        if (*shell == "zsh")
            script = "#compdef judge\n# zsh runs the bash completion below through bashcompinit.\nautoload -U +X bashcompinit && bashcompinit\n" + script;
        std::cout << script;
        context.exit_code = kExitOk;
    });
}

}  // namespace cli
