// `judge db build`, `judge db import-text` and `judge db import-cards`.
#include <algorithm>
#include <iostream>
#include <map>
#include <unordered_map>

#include "build_info.hpp"
#include "card_list.hpp"
#include "cli_messages.hpp"
#include "commands.hpp"
#include "rulesdb/corpus_loader.hpp"
#include "rulesdb/corpus_validator.hpp"
#include "rulesdb/database.hpp"
#include "rulesdb/db_builder.hpp"
#include "judge/core/card_entries.hpp"
#include "judge/core/scenario_loader.hpp"
#include "judge/games/registry.hpp"
#include "rulesdb/imports.hpp"
#include "rulesdb/official_sources.hpp"
#include "rulesdb/qa_import.hpp"
#include "rulesdb/text_import.hpp"

namespace fs = std::filesystem;

namespace cli {

namespace {

struct BuildOptions {
    std::string data, scenarios;
};

// Each card ID by game and name ("game\tname"): what a scenario's <card name="…"> takes.
using CardIds = std::unordered_map<std::string, std::string>;

// The cards of each game's library (scenarios/<game>/cards.xml) that the data has a folder for:
// card entries, checked card by card as the engine would play them.
CardIds add_library_cards(const fs::path& data, const fs::path& scenarios, const fs::path& base, rulesdb::CorpusSink& sink,
                          rulesdb::Diagnostics& problems) {
    CardIds ids;
    for (const auto* ruleset : judge::all_rulesets()) {
        std::error_code ec;
        if (!fs::is_directory(data / ruleset->game(), ec)) continue;
        const auto file = scenarios / ruleset->game() / "cards.xml";
        auto entries = judge::read_card_entries(file, rulesdb::display_path(file, base), *ruleset);
        problems.insert(problems.end(), entries.problems.begin(), entries.problems.end());
        for (const auto& card : entries.cards) {
            sink.card(card);
            ids.emplace(card.game + "\t" + card.name, card.id);
        }
    }
    return ids;
}

// A card list read again for a rebuild: its cards, or nothing (and why, in `lost`) when it no
// longer reads cleanly (a game's rules changed since it was imported).
std::vector<rulesdb::Card> carried_cards(const rulesdb::ImportedDocument& list, std::vector<std::string>& lost) {
    const auto* ruleset = judge::find_ruleset(list.game);
    if (!ruleset) {
        lost.push_back(list.source + ": " + msg::say(kSearchUnknownGame, {{"game", list.game}, {"games", ""}}));
        return {};
    }
    try {
        auto read = read_card_list(rulesdb::parse_table(list.text, list.source), list.source, list.source, *ruleset);
        if (read.problems.empty()) return std::move(read.cards);
        lost.push_back(read.problems.front().format());
    } catch (const rulesdb::InputError& e) {
        lost.push_back(e.diagnostic().format());
    }
    return {};
}

// Each scenario names the rulings it demonstrates and the assumptions it shows at work; those become
// links to the scenario. The library cards it uses are linked to it too.
void add_scenario_links(const fs::path& scenarios, const fs::path& base, const CardIds& cards, rulesdb::CorpusSink& sink,
                        rulesdb::Diagnostics& problems) {
    std::error_code ec;
    if (!fs::is_directory(scenarios, ec)) return;
    for (const auto& file : judge::find_scenario_files(scenarios)) {
        auto name = rulesdb::display_path(file, base);
        try {
            auto header = judge::read_scenario_header(file, name);
            auto relative = fs::relative(file, scenarios).generic_string();
            for (std::size_t i = 0; i < header.rulings.size(); ++i)
                sink.scenario_link({header.rulings[i], relative, header.id, {name, header.ruling_lines[i]}});
            for (const auto& card : header.card_names)
                if (auto id = cards.find(header.game + "\t" + card); id != cards.end()) sink.card_use({id->second, relative, header.id});
        } catch (const rulesdb::InputError& e) {
            problems.push_back(e.diagnostic());
        }
    }
}

// Each problem on its own line; but when content could not be read, the references to IDs that are
// then undefined are most likely its follow-ons: one line counts them, so the cause stays in view.
void print_problems(const rulesdb::Diagnostics& problems, bool content_was_lost) {
    std::vector<std::string> follow_on_ids;
    for (const auto& p : problems) {
        if (content_was_lost && !p.unknown_id.empty()) follow_on_ids.push_back(p.unknown_id);
        else std::cerr << p.format() << '\n';
    }
    if (follow_on_ids.empty()) return;
    std::sort(follow_on_ids.begin(), follow_on_ids.end());
    follow_on_ids.erase(std::unique(follow_on_ids.begin(), follow_on_ids.end()), follow_on_ids.end());
    std::string named;
    for (std::size_t i = 0; i < follow_on_ids.size() && i < 3; ++i) named += (i ? ", " : "") + follow_on_ids[i];
    if (follow_on_ids.size() > 3) named += ", …";
    std::size_t count = 0;
    for (const auto& p : problems) count += content_was_lost && !p.unknown_id.empty();
    std::cerr << msg::say(count == 1 ? kDbFollowOnOne : kDbFollowOnMany, {{"count", count}, {"ids", named}}) << '\n';
}

// What became of the documents imported into the database the build replaced.
void report_carried_imports(const rulesdb::ImportsToCarry& carried, const rulesdb::BuildCounts& counts) {
    const auto total = carried.documents.size() + carried.qa_tables.size() + carried.card_lists.size() + carried.lost.size();
    if (total == 0) return;
    const std::string from_copy =
        carried.from_copy.empty() ? std::string() : msg::say(kDbCarriedFromCopy, {{"count", carried.from_copy.size()}});
    std::cout << msg::say(total == 1 ? kDbCarriedOverOne : kDbCarriedOverMany, {{"carried", counts.imports}, {"total", total}, {"from_copy", from_copy}})
              << '\n';
    for (const auto& source : carried.from_copy) std::cerr << msg::say(kDbSourceGone, {{"source", source}}) << '\n';
    for (const auto& why : carried.lost) std::cerr << msg::say(kDbNotCarried, {{"why", why}}) << '\n';
    for (const auto& why : counts.imports_refused) std::cerr << msg::say(kDbNotCarried, {{"why", why}}) << '\n';
}

int build(const Context& context, const BuildOptions& options) {
    fs::path data = options.data.empty() ? bundled_data_dir() : fs::path(options.data);
    fs::path scenarios = options.scenarios.empty() ? bundled_scenarios_dir() : fs::path(options.scenarios);
    auto base = fs::current_path();

    auto target = context.global.database();
    switch (rulesdb::build_target(target)) {
        case rulesdb::BuildTarget::absent:
        case rulesdb::BuildTarget::replaceable: break;
        case rulesdb::BuildTarget::folder:
            std::cerr << msg::say(kDbTargetFolder, {{"path", target.string()}}) << '\n';
            return kExitInvalid;
        case rulesdb::BuildTarget::not_a_file:
        case rulesdb::BuildTarget::not_judge:
            std::cerr << msg::say(kDbTargetNotJudge, {{"path", target.string()}}) << '\n';
            return kExitInvalid;
    }

    if (auto problem = rulesdb::data_folder_problem(data)) {
        std::cerr << problem->format() << '\n'
                  << msg::say(kDbNotBuiltOne, {{"count", 1}, {"database", rulesdb::display_path_lexical(target, base)}}) << '\n';
        return kExitInvalid;
    }

    // Each entry is written into the new file as it is read, and checked with only its IDs and
    // positions kept: memory stays flat in the size of the corpus. A problem discards the new file.
    int carried_lists = 0;
    rulesdb::DatabaseBuild database(target);
    rulesdb::Diagnostics loading_problems, problems;
    rulesdb::Supersessions supersessions;
    // Read before the old file is replaced: what `import-text` and `import-cards` added to it.
    auto carried = rulesdb::imports_to_carry(target);
    {
        // The checks' state is let go before the search index is built.
        rulesdb::LinkChecker checker(scenarios);
        // Citations of official sections resolve against the documents this build carries over.
        rulesdb::OfficialCitationCheck official(rulesdb::official_documents(carried.documents, carried.qa_tables),
                                                rulesdb::display_path_lexical(target, base));
        rulesdb::CorpusTee sink{&checker, &official, &database};
        loading_problems = rulesdb::read_corpus(data, base, sink);
        problems = loading_problems;
        const auto cards = add_library_cards(data, scenarios, base, sink, problems);
        add_scenario_links(scenarios, base, cards, sink, problems);
        // A card list that no longer reads cleanly keeps the copy the database stored (a mistake made
        // in the file since must not lose the cards); one with no good copy is dropped, and said so.
        std::erase_if(carried.card_lists, [&](rulesdb::ImportedDocument& list) {
            std::vector<std::string> problems;
            auto list_cards = carried_cards(list, problems);
            const auto copy = carried.card_list_copies.find(list.source);
            if (list_cards.empty() && copy != carried.card_list_copies.end() && copy->second.text != list.text) {
                std::vector<std::string> copy_problems;
                list_cards = carried_cards(copy->second, copy_problems);
                if (!list_cards.empty()) {
                    std::cerr << msg::say(kDbCardListKeptCopy, {{"problem", problems.front()}, {"source", list.source}, {"count", list_cards.size()}}) << '\n';
                    problems.clear();
                    list = copy->second;
                }
            }
            carried.lost.insert(carried.lost.end(), problems.begin(), problems.end());
            for (const auto& card : list_cards) sink.card(card);
            if (list_cards.empty()) return true;
            database.card_list(list);
            ++carried_lists;
            return false;
        });
        auto checked = checker.finish();
        problems.insert(problems.end(), checked.begin(), checked.end());
        problems.insert(problems.end(), official.problems().begin(), official.problems().end());
        supersessions = checker.supersessions();
    }
    if (!problems.empty()) {
        print_problems(problems, !loading_problems.empty());
        std::cerr << msg::say(problems.size() == 1 ? kDbNotBuiltOne : kDbNotBuiltMany,
                              {{"count", problems.size()}, {"database", rulesdb::display_path_lexical(target, base)}})
                  << '\n';
        return kExitInvalid;
    }
    database.built_by(build_stamp());
    auto counts = database.commit(supersessions, carried.documents, carried.qa_tables);
    counts.imports += carried_lists;
    // Named as the user would type it from here (build/judge.db), not as the binary found it.
    std::cout << msg::say(kDbBuilt, {{"database", rulesdb::display_path_lexical(target, base)},
                                     {"games", counts.games},
                                     {"rules", counts.rules},
                                     {"rulings", counts.rulings},
                                     {"assumptions", counts.assumptions},
                                     {"terms", counts.terms},
                                     {"cards", counts.cards},
                                     {"links", counts.scenario_links}})
              << '\n';
    report_carried_imports(carried, counts);
    return kExitOk;
}

int list_imports(const Context& context) {
    auto db = rulesdb::open_database(context.global.database());
    auto imports = rulesdb::list_imports(*db);
    if (imports.empty()) std::cout << msg::say(kDbNoImports) << '\n';
    for (const auto& i : imports) {
        const auto count = i.card_list ? msg::say(kDbImportCards, {{"count", i.cards}})
                         : i.kind == "qa" ? msg::say(kDbImportQaItems, {{"count", i.items}})
                                          : msg::say(kDbImportRules, {{"count", i.rules}});
        // An official document first by its ID, title, version and date: what its citations name.
        if (!i.document.info.doc.empty()) std::cout << i.document.info.doc << "  " << rulesdb::document_label(i.document.info) << "\n  ";
        std::cout << i.document.source << "  " << i.document.game << "  " << i.document.encoding << "  " << count
                  << (i.source_exists ? "" : "  " + msg::say(kDbImportFileGone)) << '\n';
    }
    return kExitOk;
}

int remove_import(const Context& context, const std::string& file) {
    auto db = rulesdb::open_database(context.global.database(), rulesdb::OpenMode::ReadWrite);
    const auto source = fs::absolute(file).lexically_normal().string();
    bool card_list = false, qa = false;
    for (const auto& i : rulesdb::list_imports(*db)) {
        card_list = card_list || (i.document.source == source && i.card_list);
        qa = qa || (i.document.source == source && i.kind == "qa");
    }
    if (!rulesdb::remove_import(*db, source)) {
        std::cerr << msg::say(kDbNotImported, {{"source", source}, {"database", context.global.database().string()}}) << '\n';
        return kExitInvalid;
    }
    std::cout << msg::say(card_list ? kDbRemovedCards : qa ? kDbRemovedQa : kDbRemoved, {{"source", source}}) << '\n';
    return kExitOk;
}

// Every problem of a card list on its own line, then that nothing was imported.
int refuse_card_list(const Context& context, const rulesdb::Diagnostics& problems) {
    for (const auto& problem : problems) std::cerr << problem.format() << '\n';
    std::cerr << msg::say(problems.size() == 1 ? kDbCardsNotImportedOne : kDbCardsNotImportedMany,
                          {{"count", problems.size()}, {"database", context.global.database().string()}})
              << '\n';
    return kExitInvalid;
}

// What became of each card's text, read into abilities (docs/card-text.md): a count, then every card
// not compiled whole with the sentences that are not played.
void report_compiled(const std::string& file, const std::vector<TextCompiled>& compiled) {
    if (compiled.empty()) return;
    int whole = 0, partly = 0, none = 0;
    for (const auto& c : compiled) {
        whole += c.card.status == judge::CompileStatus::compiled;
        partly += c.card.status == judge::CompileStatus::partly;
        none += c.card.status == judge::CompileStatus::not_compiled;
    }
    std::cout << msg::say(kDbCompiledTexts, {{"count", compiled.size()}, {"whole", whole}, {"partly", partly}, {"none", none}}) << '\n';
    // The first ten; a long list's rest is counted, not printed (a list of made-up texts may fail whole).
    int listed = 0;
    for (const auto& c : compiled) {
        if (c.card.status == judge::CompileStatus::compiled) continue;
        if (++listed > 10) continue;
        std::cout << msg::say(c.card.status == judge::CompileStatus::partly ? kDbCompiledPartly : kDbCompiledNone,
                              {{"file", file}, {"line", c.line}, {"name", c.name}})
                  << '\n';
        for (const auto& s : c.card.sentences)
            if (!s.understood()) std::cout << "    「" << s.text << "」\n";
    }
    if (listed > 10) std::cout << msg::say(kDbCompiledMore, {{"count", listed - 10}}) << '\n';
}

// Every problem of the list on its own line, and nothing written when there is one.
int import_cards(const Context& context, const std::string& game, const std::string& file, const std::string& encoding,
                 const std::vector<std::string>& skipped, bool remove) {
    if (remove) return remove_import(context, file);
    const auto* ruleset = game.empty() ? nullptr : judge::find_ruleset(game);
    if (!ruleset) {
        std::cerr << msg::say(game.empty() ? kDbImportCardsNeedsGame : kDbImportCardsUnknownGame, {{"game", game}}) << '\n';
        return kExitInvalid;
    }
    auto db = rulesdb::open_database(context.global.database(), rulesdb::OpenMode::ReadWrite);
    rulesdb::ImportedDocument list;
    judge::CardEntries read;
    std::vector<TextCompiled> compiled;
    try {
        list = rulesdb::read_document(file, game, encoding);
        read = read_card_list(rulesdb::parse_table(list.text, file), file, list.source, *ruleset, skipped, &compiled);
    } catch (const rulesdb::InputError& e) {
        read.problems.push_back(e.diagnostic());
    }
    if (read.cards.empty() && read.problems.empty()) read.problems.push_back({file, 0, 0, msg::say(kCardListEmpty)});
    if (!read.problems.empty()) return refuse_card_list(context, read.problems);
    // Defined at the list's own path, as a rebuild (which reads it from there) will say too.
    for (auto& card : read.cards) card.origin.file = list.source;
    if (auto clashes = rulesdb::store_card_list(*db, list, read.cards, file); !clashes.empty()) return refuse_card_list(context, clashes);
    std::cout << msg::say(kDbImportedCards, {{"count", read.cards.size()}, {"file", file}, {"game", game}, {"encoding", list.encoding}}) << '\n';
    report_compiled(file, compiled);
    return kExitOk;
}

// The official document's ID and details as given, checked; an empty string when they are usable,
// else the line that says what is wrong.
std::string official_details_problem(SQLite::Database& db, const std::string& game, const rulesdb::DocumentInfo& info) {
    if (info.doc.empty())
        return info.title.empty() && info.version.empty() && info.effective.empty() ? std::string() : msg::say(kDbImportDetailsNeedDoc);
    if (!rulesdb::valid_document_id(info.doc)) return msg::say(kDbImportBadDoc, {{"doc", info.doc}});
    if (!info.effective.empty() && !rulesdb::valid_date(info.effective)) return msg::say(kDbImportBadEffective, {{"date", info.effective}});
    SQLite::Statement bundled(db, "SELECT 1 FROM documents WHERE game = ? AND id = ?");
    bundled.bind(1, game);
    bundled.bind(2, info.doc);
    if (bundled.executeStep()) return msg::say(kDbImportDocIsBundled, {{"doc", info.doc}, {"game", game}});
    return {};
}

// The version of `doc` imported before, if any.
std::optional<rulesdb::DocumentInfo> imported_version(SQLite::Database& db, const std::string& game, const std::string& doc) {
    for (const auto& d : rulesdb::official_documents(db))
        if (d.game == game && d.info.doc == doc) return d.info;
    return std::nullopt;
}

// What a new version keeps of the earlier one's details: its title when none is given. A version or
// date not given again is said, since the pages would drop it.
void carry_details(rulesdb::DocumentInfo& info, const std::optional<rulesdb::DocumentInfo>& earlier) {
    if (!earlier) return;
    if (info.title.empty()) info.title = earlier->title;
    if (info.version.empty() && !earlier->version.empty())
        std::cerr << msg::say(kDbVersionDropped, {{"doc", info.doc}, {"version", earlier->version}}) << '\n';
}

// After a new version: which citations of the document (by entry ID) it no longer resolves, and
// which cite a section whose text changed.
void report_version(SQLite::Database& db, const std::string& game, const rulesdb::DocumentInfo& info,
                    const std::optional<rulesdb::DocumentInfo>& earlier, const std::map<std::string, std::string>& cited_before) {
    if (earlier) std::cout << msg::say(kDbReplacedVersion, {{"label", rulesdb::document_label(*earlier)}}) << '\n';
    const auto changed = rulesdb::changed_citations(db, game, info.doc, cited_before);
    if (!changed.empty()) {
        std::cerr << msg::say(kDbChangedSections, {{"count", changed.size()}, {"doc", info.doc}}) << '\n';
        for (const auto& c : changed)
            std::cerr << msg::say(kDbChangedCitation, {{"id", c.entry_id}, {"place", c.defined_at}, {"section", c.section}}) << '\n';
    }
    const auto unresolved = rulesdb::unresolved_citations(db, game, info.doc);
    if (unresolved.empty()) return;
    std::cerr << msg::say(unresolved.size() == 1 ? kDbUnresolvedOne : kDbUnresolvedMany, {{"count", unresolved.size()}, {"doc", info.doc}}) << '\n';
    for (const auto& u : unresolved)
        std::cerr << msg::say(kDbUnresolvedCitation, {{"id", u.entry_id}, {"place", u.defined_at}, {"section", u.section}, {"doc", info.doc}}) << '\n';
}

int import_text(const Context& context, const std::string& game, const std::string& file, const std::string& encoding,
                const rulesdb::DocumentInfo& info, bool remove) {
    if (remove) return remove_import(context, file);
    if (game.empty()) {
        std::cerr << msg::say(kDbImportNeedsGame) << '\n';
        return kExitInvalid;
    }
    auto db = rulesdb::open_database(context.global.database(), rulesdb::OpenMode::ReadWrite);
    if (auto problem = official_details_problem(*db, game, info); !problem.empty()) {
        std::cerr << problem << '\n';
        return kExitInvalid;
    }
    const auto earlier = imported_version(*db, game, info.doc);
    const auto cited_before = rulesdb::cited_section_texts(*db, game, info.doc);
    auto details = info;
    carry_details(details, earlier);
    auto rules = rulesdb::import_rules_text(*db, game, file, encoding, details);
    if (info.doc.empty()) {
        std::cout << msg::say(kDbImported, {{"count", rules.size()}, {"file", file}, {"first", rules.front().id}, {"last", rules.back().id}})
                  << '\n';
        return kExitOk;
    }
    // Only a number written once can be cited: （1） under several sections is none.
    std::map<std::string, int> numbers;
    for (const auto& rule : rules)
        if (!rule.section.empty()) ++numbers[rule.section];
    std::size_t sections = 0;
    for (const auto& [number, n] : numbers) sections += n == 1;
    std::cout << msg::say(kDbImportedOfficial, {{"count", rules.size()}, {"label", rulesdb::document_label(details)}, {"file", file},
                                                {"first", rules.front().id}, {"last", rules.back().id}, {"sections", sections}, {"doc", info.doc}})
              << '\n';
    report_version(*db, game, details, earlier, cited_before);
    return kExitOk;
}

int import_qa(const Context& context, const std::string& game, const std::string& file, const std::string& encoding,
              const rulesdb::DocumentInfo& info, bool remove) {
    if (remove) return remove_import(context, file);
    if (game.empty() || !judge::find_ruleset(game)) {
        std::cerr << msg::say(game.empty() ? kDbImportQaNeedsGame : kDbImportCardsUnknownGame, {{"game", game}}) << '\n';
        return kExitInvalid;
    }
    auto db = rulesdb::open_database(context.global.database(), rulesdb::OpenMode::ReadWrite);
    if (auto problem = official_details_problem(*db, game, info); !problem.empty()) {
        std::cerr << problem << '\n';
        return kExitInvalid;
    }
    rulesdb::QaTable table;
    rulesdb::ImportedDocument doc;
    try {
        doc = rulesdb::read_document(file, game, encoding);
        doc.info = info;
        table = rulesdb::parse_qa_table(doc, file);
    } catch (const rulesdb::InputError& e) {
        table.problems.push_back(e.diagnostic());
    }
    if (!table.problems.empty()) return refuse_card_list(context, table.problems);
    const auto earlier = imported_version(*db, game, info.doc);
    const auto cited_before = rulesdb::cited_section_texts(*db, game, info.doc);
    carry_details(doc.info, earlier);
    rulesdb::StoredQa stored;
    try {
        stored = rulesdb::store_qa_table(*db, doc, file);
    } catch (const rulesdb::InputError& e) {
        return refuse_card_list(context, {e.diagnostic()});
    }
    std::cout << msg::say(stored.items.size() == 1 ? kDbImportedQaOne : kDbImportedQa, {{"count", stored.items.size()}, {"label", rulesdb::document_label(doc.info)}, {"file", file},
                                          {"first", rulesdb::qa_item_id(game, info.doc, stored.items.front().number)},
                                          {"last", rulesdb::qa_item_id(game, info.doc, stored.items.back().number)}, {"encoding", doc.encoding}})
              << '\n';
    if (!stored.unknown_cards.empty()) {
        std::string names;
        for (std::size_t i = 0; i < stored.unknown_cards.size() && i < 5; ++i) names += (i ? "、" : "") + stored.unknown_cards[i];
        if (stored.unknown_cards.size() > 5) names += "、…";
        std::cout << msg::say(stored.unknown_cards.size() == 1 ? kDbQaUnknownCard : kDbQaUnknownCards, {{"count", stored.unknown_cards.size()}, {"names", names}}) << '\n';
    }
    report_version(*db, game, doc.info, earlier, cited_before);
    return kExitOk;
}

// --doc, --title, --version and --effective: what an official document says of itself.
void add_document_options(CLI::App& command, rulesdb::DocumentInfo& info, const msg::Message* doc_help = &kDbImportDocHelp) {
    command.add_option("--doc", info.doc, msg::say(*doc_help));
    command.add_option("--title", info.title, msg::say(kDbImportTitleHelp));
    command.add_option("--version", info.version, msg::say(kDbImportVersionHelp));
    command.add_option("--effective", info.effective, msg::say(kDbImportEffectiveHelp));
}

}  // namespace

void add_db_commands(CLI::App& app, Context& context) {
    auto* db = app.add_subcommand("db", msg::say(kDbHelp));
    db->require_subcommand(1);

    auto options = std::make_shared<BuildOptions>();
    auto* build_command = db->add_subcommand("build", msg::say(kDbBuildHelp));
    build_command->add_option("--data", options->data, msg::say(kDbDataHelp))->check(non_empty_path());
    build_command->add_option("--scenarios", options->scenarios, msg::say(kDbScenariosHelp))->check(non_empty_path());
    build_command->callback([&context, options] { context.exit_code = build(context, *options); });

    auto game = std::make_shared<std::string>();
    auto file = std::make_shared<std::string>();
    auto encoding = std::make_shared<std::string>("auto");
    auto* import_command = db->add_subcommand("import-text", msg::say(kDbImportHelp));
    auto remove = std::make_shared<bool>(false);
    auto info = std::make_shared<rulesdb::DocumentInfo>();
    import_command->add_option("--game", *game, msg::say(kDbImportGameHelp));
    import_command->add_option("FILE", *file, msg::say(kDbImportFileHelp))->required()->check(non_empty_path());
    import_command->add_option("--encoding", *encoding,
                               msg::say(kDbImportEncodingHelp));
    add_document_options(*import_command, *info);
    import_command->add_flag("--remove", *remove, msg::say(kDbImportRemoveHelp));
    import_command->callback([&context, game, file, encoding, info, remove] {
        context.exit_code = import_text(context, *game, *file, *encoding, *info, *remove);
    });

    auto qa_game = std::make_shared<std::string>();
    auto qa_file = std::make_shared<std::string>();
    auto qa_encoding = std::make_shared<std::string>("auto");
    auto qa_remove = std::make_shared<bool>(false);
    auto qa_info = std::make_shared<rulesdb::DocumentInfo>(rulesdb::DocumentInfo{"qa", "", "", ""});
    auto* qa_command = db->add_subcommand("import-qa", msg::say(kDbImportQaHelp));
    qa_command->add_option("--game", *qa_game, msg::say(kDbImportGameHelp));
    qa_command->add_option("FILE", *qa_file, msg::say(kDbImportQaFileHelp))->required()->check(non_empty_path());
    qa_command->add_option("--encoding", *qa_encoding, msg::say(kDbImportEncodingHelp));
    add_document_options(*qa_command, *qa_info, &kDbImportQaDocHelp);
    qa_command->add_flag("--remove", *qa_remove, msg::say(kDbImportRemoveOfficialHelp));
    qa_command->callback([&context, qa_game, qa_file, qa_encoding, qa_info, qa_remove] {
        context.exit_code = import_qa(context, *qa_game, *qa_file, *qa_encoding, *qa_info, *qa_remove);
    });

    auto cards_game = std::make_shared<std::string>();
    auto cards_file = std::make_shared<std::string>();
    auto cards_encoding = std::make_shared<std::string>("auto");
    auto cards_remove = std::make_shared<bool>(false);
    auto cards_skipped = std::make_shared<std::vector<std::string>>();
    auto* cards_command = db->add_subcommand("import-cards", msg::say(kDbImportCardsHelp));
    cards_command->add_option("--game", *cards_game, msg::say(kDbImportGameHelp));
    cards_command->add_option("FILE", *cards_file, msg::say(kDbImportCardsFileHelp))->required()->check(non_empty_path());
    cards_command->add_option("--encoding", *cards_encoding, msg::say(kDbImportEncodingHelp));
    cards_command->add_option("--skip-column", *cards_skipped, msg::say(kDbImportCardsSkipHelp))->take_all()->allow_extra_args(false);
    cards_command->add_flag("--remove", *cards_remove, msg::say(kDbImportCardsRemoveHelp));
    cards_command->callback([&context, cards_game, cards_file, cards_encoding, cards_skipped, cards_remove] {
        context.exit_code = import_cards(context, *cards_game, *cards_file, *cards_encoding, *cards_skipped, *cards_remove);
    });

    auto* imports_command = db->add_subcommand("imports", msg::say(kDbImportsHelp));
    imports_command->callback([&context] { context.exit_code = list_imports(context); });
}

}  // namespace cli
