// `judge coverage [--game ID]`: what each game's database rests on and the work left before its
// answers can cite official sources (docs/official-sources.md).
#include <iostream>

#include "cli_messages.hpp"
#include "commands.hpp"
#include "rulesdb/coverage.hpp"
#include "rulesdb/database.hpp"
#include "rulesdb/official_sources.hpp"
#include "terminal.hpp"

namespace cli {

namespace {

// A document as a coverage line names it: its ID, title (with version and date), and whether it was imported.
std::string document_line(const rulesdb::CoveredDocument& d) {
    if (!d.imported) return d.id + "  " + d.title + "  " + msg::say(kCoverageBundled);
    if (d.id.empty()) return d.title + "  " + msg::say(kCoverageImportedText);
    return d.id + "  " + rulesdb::document_label(d.official) + "  " + msg::say(kCoverageImportedSections, {{"count", d.sections}});
}

// Numbers in lines of at most about 100 characters, as a terminal shows them.
void print_numbers(const std::string& doc, const std::vector<std::string>& numbers) {
    std::string line = "    " + doc + ":";
    for (std::size_t i = 0; i < numbers.size(); ++i) {
        const auto word = " " + printable(numbers[i], false) + (i + 1 < numbers.size() ? "," : "");
        if (line.size() + word.size() > 100) {
            std::cout << line << '\n';
            line = "     ";
        }
        line += word;
    }
    std::cout << line << '\n';
}

void print_entries(const msg::Message& heading, const std::vector<rulesdb::CoverageEntry>& entries) {
    if (entries.empty()) return;
    std::cout << "  " << msg::say(heading, {{"count", entries.size()}}) << '\n';
    for (const auto& e : entries) std::cout << "    " << e.id << "  " << printable(e.title, false) << '\n';
}

int run_coverage(const Context& context, const std::string& game) {
    auto db = rulesdb::open_database(context.global.database());
    const auto games = rulesdb::coverage(*db, game);
    if (games.empty()) {
        std::cerr << msg::say(kCoverageUnknownGame, {{"game", game}}) << '\n';
        return kExitInvalid;
    }
    bool first = true;
    for (const auto& c : games) {
        if (!first) std::cout << '\n';
        first = false;
        std::cout << printable(c.name, false) << " (" << c.game << ")\n";
        std::cout << "  " << msg::say(kCoverageDocuments) << '\n';
        bool official = false;
        for (const auto& d : c.documents) {
            std::cout << "    " << printable(document_line(d), false) << '\n';
            official = official || (d.imported && !d.id.empty());
        }
        if (!official) std::cout << "    " << msg::say(kCoverageNoOfficial, {{"game", c.game}}) << '\n';
        std::cout << "  " << msg::say(kCoverageBacking, {{"imported", c.imported}, {"citing", c.citing}, {"seed", c.seed}, {"assumed", c.assumption_only}})
                  << (c.imported_text ? msg::say(kCoverageBackingImported, {{"count", c.imported_text}}) : std::string()) << '\n';
        if (!c.unresolved.empty()) {
            std::cout << "  " << msg::say(kCoverageUnresolved, {{"count", c.unresolved.size()}}) << '\n';
            for (const auto& u : c.unresolved)
                std::cout << "    " << u.entry_id << "  " << printable(u.doc, false) << " " << printable(u.section, false) << '\n';
        }
        std::size_t uncited = 0;
        for (const auto& u : c.uncited) uncited += u.sections.size();
        if (uncited) {
            std::cout << "  " << msg::say(kCoverageUncited, {{"count", uncited}}) << '\n';
            for (const auto& u : c.uncited) print_numbers(u.doc, u.sections);
        }
        print_entries(kCoverageTermsWithoutRule, c.terms_without_rule);
        print_entries(kCoverageAssumptionsWithoutSource, c.assumptions_without_source);
    }
    return kExitOk;
}

}  // namespace

void add_coverage_command(CLI::App& app, Context& context) {
    auto game = std::make_shared<std::string>();
    auto* command = app.add_subcommand("coverage", msg::say(kCoverageHelp));
    command->add_option("--game", *game, msg::say(kCoverageGameHelp));
    command->callback([&context, game] { context.exit_code = run_coverage(context, *game); });
}

}  // namespace cli
