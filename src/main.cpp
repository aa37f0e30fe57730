// judge: the command-line front end. Parses the command line and runs one subcommand; every
// error reaches the user as one line on stderr and a non-zero exit code.
#include <iostream>

#include <SQLiteCpp/Exception.h>

#include "commands.hpp"
#include "rulesdb/database.hpp"
#include "rulesdb/diagnostic.hpp"

int main(int argc, char** argv) {
    cli::Context context;
    CLI::App app{"judge: rulings reference and automated judge for Japanese trading card games"};
    app.require_subcommand(1);
    app.fallthrough();
    app.add_option("--db", context.global.db, "rules database (default: $JUDGE_DB, else the one the build wrote)");
    cli::add_db_commands(app, context);
    cli::add_search_command(app, context);
    cli::add_show_command(app, context);
    cli::add_verify_command(app, context);
    cli::add_scenario_command(app, context);
    cli::add_export_command(app, context);

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        int code = app.exit(e);
        return code == 0 ? cli::kExitOk : cli::kExitInvalid;
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
