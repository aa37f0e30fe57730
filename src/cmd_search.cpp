// `judge search WORDS...`: ranked results, as text or JSON.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <numeric>

#include <SQLiteCpp/Statement.h>

#include "cli_messages.hpp"
#include "commands.hpp"
#include "report/json_writer.hpp"
#include "rulesdb/coverage.hpp"
#include "rulesdb/database.hpp"
#include "rulesdb/official_sources.hpp"
#include "rulesdb/query_syntax.hpp"
#include "rulesdb/search.hpp"
#include "rulesdb/suggest.hpp"
#include "terminal.hpp"

namespace cli {

using report::JsonWriter;

namespace {

// What the database covers, said when a search finds nothing: "no entries" is only as good as the
// documents behind it. The game asked for, else every game.
void print_covered(SQLite::Database& db, const std::string& game) {
    SQLite::Statement games(db, "SELECT id FROM games ORDER BY id");
    while (games.executeStep()) {
        const auto id = games.getColumn(0).getString();
        if (!game.empty() && id != game) continue;
        std::string documents;
        for (const auto& d : rulesdb::covered_documents(db, id)) {
            auto name = d.official.doc.empty() ? d.title : rulesdb::document_label(d.official);
            documents += (documents.empty() ? "" : msg::say(kSearchDocumentSeparator)) + name + (d.imported ? msg::say(kSearchCoveredImported) : "");
        }
        std::cout << msg::say(kSearchCovers, {{"game", id}, {"documents", printable(documents, false)}}) << '\n';
    }
    std::cout << msg::say(kSearchCoverageHint) << '\n';
}

struct SearchArgs {
    std::vector<std::string> words;
    rulesdb::SearchOptions options;
    bool json = false;
};

void check_game(SQLite::Database& db, const std::string& game) {
    if (game.empty()) return;
    SQLite::Statement known(db, "SELECT 1 FROM games WHERE id = ?");
    known.bind(1, game);
    if (known.executeStep()) return;
    SQLite::Statement all(db, "SELECT group_concat(id, ', ') FROM (SELECT id FROM games ORDER BY id)");
    all.executeStep();
    throw std::invalid_argument(msg::say(kSearchUnknownGame, {{"game", game}, {"games", all.getColumn(0).getString()}}));
}

std::string strip_marks(const std::string& text) {
    std::string out;
    for (char c : text)
        if (c != rulesdb::kMatchStart && c != rulesdb::kMatchEnd) out += c == '\n' ? ' ' : c;
    return out;
}

// A score as JSON: four decimals, the same digits on every machine for the same database.
std::string score_json(double score) {
    char text[32];
    std::snprintf(text, sizeof text, "%.4f", score);
    return text;
}

// The shape docs/json/search.schema.json describes.
void print_json(const std::string& query, const rulesdb::SearchResult& result, const std::vector<std::string>& suggestions) {
    JsonWriter json;
    json.begin_object().field("query", query);
    json.key("expanded_to").begin_array();
    for (const auto& e : result.expansions) json.begin_object().field("typed", e.typed).string_array("names", e.names).end_object();
    json.end_array();
    json.key("total").value(static_cast<long long>(result.total));
    json.key("results").begin_array();
    for (const auto& hit : result.hits) {
        json.begin_object()
            .field("id", hit.id)
            .field("kind", hit.kind)
            .field("game", hit.game)
            .field("title_ja", hit.title_ja)
            .field("title_en", hit.title_en)
            .field("snippet", strip_marks(hit.snippet))
            .field("highlighted", render_marks(hit.snippet, false, false));
        json.key("score").raw(score_json(hit.score));
        json.field("exact_title", hit.exact_title).key("matched").value(static_cast<long long>(hit.matched));
        json.string_array("tags", hit.tags).end_object();
    }
    json.end_array().string_array("words", result.words).string_array("unmatched", result.unmatched).string_array("ignored", result.ignored);
    json.string_array("suggestions", suggestions).end_object();
    std::cout << json.str() << '\n';
}

int run_search(const Context& context, SearchArgs args) {
    // --game, else JUDGE_GAME, else every game; "all" asks for every game over JUDGE_GAME.
    bool from_environment = false;
    if (args.options.game.empty())
        if (const char* env = std::getenv("JUDGE_GAME"); env && *env) args.options.game = env, from_environment = true;
    if (args.options.game == "all") args.options.game.clear();
    auto db = rulesdb::open_database(context.global.database());
    try {
        check_game(*db, args.options.game);
    } catch (const std::invalid_argument& e) {
        std::cerr << "judge: " << (from_environment ? "JUDGE_GAME: " : "") << e.what() << '\n';
        return kExitInvalid;
    }
    auto query = std::accumulate(args.words.begin(), args.words.end(), std::string(),
                                 [](std::string a, const std::string& b) { return a.empty() ? b : a + " " + b; });
    rulesdb::SearchResult result;
    try {
        result = rulesdb::search(*db, query, args.options);
    } catch (const rulesdb::QueryError& e) {
        std::cerr << msg::say(kSearchBadQuery, {{"problem", e.what()}}) << '\n';
        return kExitInvalid;
    }
    if (result.nothing_to_search) {
        std::cerr << msg::say(kSearchNothing) << '\n';
        return kExitInvalid;
    }

    // Nothing found, or some word found nowhere: the glossary names (and IDs) closest to what was
    // typed, then those closest to each word found nowhere (sheild in "sheild break").
    std::vector<std::string> suggestions;
    if (result.hits.empty() || !result.unmatched.empty()) {
        suggestions = rulesdb::suggestions(*db, query, args.options.game);
        for (const auto& word : result.unmatched)
            for (auto& name : word == query ? std::vector<std::string>{} : rulesdb::suggestions(*db, word, args.options.game))
                if (suggestions.size() < 5 && std::find(suggestions.begin(), suggestions.end(), name) == suggestions.end())
                    suggestions.push_back(std::move(name));
    }
    if (args.json) {
        print_json(query, result, suggestions);
        return kExitOk;
    }

    // A filter the command line does not show: say it, or a judge reads one game's answers as all there are.
    if (from_environment && !args.options.game.empty()) std::cout << msg::say(kSearchGameFromEnvironment, {{"game", args.options.game}}) << '\n';
    for (const auto& e : result.expansions) {
        std::string names;
        for (const auto& n : e.names) names += (names.empty() ? "" : ", ") + n;
        std::cout << msg::say(kSearchAlso, {{"typed", printable(e.typed)}, {"names", printable(names)}}) << '\n';
    }
    auto listed = [](const std::vector<std::string>& words, bool quoted) {
        std::string out;
        for (const auto& w : words) out += (out.empty() ? "" : ", ") + (quoted ? "\"" + printable(w) + "\"" : printable(w));
        return out;
    };
    if (!result.ignored.empty()) std::cout << msg::say(kSearchLeftOut, {{"words", listed(result.ignored, false)}}) << '\n';
    if (!result.hits.empty() && static_cast<std::size_t>(result.hits.front().matched) < result.words.size()) {
        const auto missing = result.unmatched.empty() ? std::string() : msg::say(kSearchNoEntryHas, {{"words", listed(result.unmatched, true)}});
        std::cout << msg::say(kSearchMatchedSome, {{"n", result.hits.front().matched}, {"m", result.words.size()}, {"missing", missing}}) << '\n';
    }
    if (result.hits.empty()) std::cout << msg::say(kSearchNoMatch, {{"query", printable(query)}}) << '\n';
    if (!suggestions.empty()) {
        std::string names;
        for (const auto& s : suggestions) names += (names.empty() ? "" : ", ") + s;
        std::cout << msg::say(kSearchDidYouMean, {{"names", printable(names)}}) << '\n';
    }
    if (result.hits.empty()) {
        print_covered(*db, args.options.game);
        return kExitOk;
    }
    bool colour = use_colour(stdout);
    for (const auto& hit : result.hits) {
        std::cout << (colour ? "\033[1m" : "") << hit.id << (colour ? "\033[0m" : "") << "  " << kind_name(hit.kind) << "  " << hit.game
                  << "  " << printable(hit.title, false) << "\n    " << render_marks(hit.snippet, colour) << '\n';
    }
    return kExitOk;
}

}  // namespace

void add_search_command(CLI::App& app, Context& context) {
    auto args = std::make_shared<SearchArgs>();
    auto* command = app.add_subcommand("search", msg::say(kSearchHelp));
    command->footer(msg::say(kSearchFooter));
    command->add_option("WORDS", args->words, msg::say(kSearchWordsHelp));
    command->add_option("--game", args->options.game, msg::say(kSearchGameHelp));
    command->add_option("--kind", args->options.kind, msg::say(kSearchKindHelp))
        ->check(CLI::IsMember({"rule", "ruling", "assumption", "term", "card"}));
    command->add_option("--limit", args->options.limit, msg::say(kSearchLimitHelp))->check(CLI::Range(1, 1000));
    command->add_flag("--json", args->json,
                      msg::say(kSearchJsonHelp));
    command->callback([&context, args] { context.exit_code = run_search(context, *args); });
}

}  // namespace cli
