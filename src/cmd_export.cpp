// `judge export html --out DIR`: writes the static, offline-searchable rulings FAQ
// (docs/web-export.md). A progress bar goes to stderr only when it is a terminal.
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <iostream>
#include <optional>
#include <unistd.h>

#include "cli_messages.hpp"
#include "commands.hpp"
#include "judge/games/registry.hpp"
#include "rulesdb/database.hpp"
#include "rulesdb/diagnostic.hpp"
#include "rulesdb/input_file.hpp"
#include "web-export/site_export.hpp"

namespace fs = std::filesystem;

namespace cli {

namespace {

// Below this many rulings the export is quick enough that a bar would only flicker.
constexpr std::size_t kProgressThreshold = 50;

bool stderr_is_terminal() {
    const char* term = std::getenv("TERM");
    if (term && std::strcmp(term, "dumb") == 0) return false;
    return ::isatty(::fileno(stderr)) == 1;
}

void draw_progress(std::size_t done, std::size_t total) {
    constexpr int kWidth = 30;
    int filled = total ? static_cast<int>(done * kWidth / total) : kWidth;
    std::cerr << '\r' << msg::say(kExportProgress) << " [" << std::string(filled, '#') << std::string(kWidth - filled, '.') << "] " << done << "/" << total
              << std::flush;
}

// A base URL the pages can name as their canonical address: http(s), no spaces or quotes, ending in '/'.
std::optional<std::string> checked_base_url(std::string url) {
    if (url.empty()) return url;
    const bool scheme = url.rfind("https://", 0) == 0 || url.rfind("http://", 0) == 0;
    const auto host = url.find("://") + 3;
    if (!scheme || url.size() <= host || url.find_first_of(" \t\n\"'<>\\") != std::string::npos) return std::nullopt;
    if (url.back() != '/') url += '/';
    return url;
}

// The engine's script: from --engine (which must be a readable regular file: rulesdb/input_file.hpp),
// or from its default place, whose absence is said in one line and leaves the site without edit and run.
std::optional<std::string> read_engine(const std::string& given) {
    const fs::path path = given.empty() ? default_engine() : fs::path(given);
    std::error_code ec;
    if (given.empty() && !fs::is_regular_file(path, ec)) {
        std::cerr << msg::say(kExportNoEngine, {{"path", path.string()}}) << '\n';
        return std::string();
    }
    try {
        return rulesdb::read_input_text(path, path.string(), rulesdb::InputKind::engine);
    } catch (const rulesdb::InputError& e) {
        std::cerr << msg::say(kExportBadEngine, {{"path", path.string()}, {"problem", e.diagnostic().message}}) << '\n';
        return std::nullopt;
    }
}

int run_export_html(const Context& context, const fs::path& out_dir, const std::string& base_url, const std::string& engine_path) {
    auto base = checked_base_url(base_url);
    if (!base) {
        std::cerr << msg::say(kExportBadBaseUrl, {{"url", base_url}}) << '\n';
        return kExitInvalid;
    }
    try {
        web_export::check_export_folder(out_dir);  // before the work, so a refused folder costs nothing
    } catch (const web_export::ExportError& e) {
        std::cerr << "judge: " << e.what() << '\n';
        return kExitInvalid;
    }
    // A judge binary copied out of its build folder finds no scenarios: refuse rather than publish
    // every ruling as failing because its file is missing.
    const auto scenarios_dir = bundled_scenarios_dir();
    if (std::error_code ec; !fs::is_directory(scenarios_dir, ec)) {
        std::cerr << msg::say(kExportNoScenarios, {{"path", scenarios_dir.string()}}) << '\n';
        return kExitInvalid;
    }
    auto engine = read_engine(engine_path);
    if (!engine) return kExitInvalid;
    auto db = rulesdb::open_database(context.global.database());
    web_export::ExportOptions options;
    options.engine = std::move(*engine);
    options.scenarios_dir = scenarios_dir;
    options.rulesets = judge::find_ruleset;
    options.base_url = *base;
    bool bar = stderr_is_terminal();
    bool drew = false;
    if (bar) {
        options.progress = [&](std::size_t done, std::size_t total) {
            if (total < kProgressThreshold) return;
            if (done != total && done % std::max<std::size_t>(1, total / 100) != 0) return;  // about a hundred redraws
            drew = true;
            draw_progress(done, total);
        };
    }
    web_export::ExportSummary s;
    try {
        // Pages go into the staging folder as they are made; the site moves into place at the end.
        web_export::StagedSite site(out_dir);
        s = web_export::build_site(*db, options, site);
        if (drew) std::cerr << "\r\033[K" << std::flush;
        site.commit();
    } catch (const web_export::ExportError& e) {
        if (drew) std::cerr << "\r\033[K" << std::flush;
        std::cerr << "judge: " << e.what() << '\n';
        return kExitInvalid;
    }
    std::cout << msg::say(kExported, {{"folder", out_dir.string()},
                                      {"games", s.games},
                                      {"rulings", s.rulings},
                                      {"verified", s.verified},
                                      {"failing", s.failing},
                                      {"unshown", s.no_scenario},
                                      {"official", s.official ? msg::say(kExportedOfficial, {{"count", s.official}}) : std::string()},
                                      {"files", s.files},
                                      {"kib", (s.bytes + 1023) / 1024},
                                      {"engine", s.engine_bytes ? msg::say(kExportedEngine, {{"kib", (s.engine_bytes + 1023) / 1024}}) : std::string()}})
              << '\n';
    return kExitOk;
}

}  // namespace

void add_export_command(CLI::App& app, Context& context) {
    auto* command = app.add_subcommand("export", msg::say(kExportHelp));
    command->require_subcommand(1);
    auto out = std::make_shared<std::string>();
    auto* html = command->add_subcommand("html", msg::say(kExportHtmlHelp));
    html->add_option("--out", *out, msg::say(kExportOutHelp))->required()->check(non_empty_path());
    auto base_url = std::make_shared<std::string>();
    html->add_option("--base-url", *base_url, msg::say(kExportBaseUrlHelp));
    auto engine = std::make_shared<std::string>();
    html->add_option("--engine", *engine, msg::say(kExportEngineHelp))->check(non_empty_path());
    html->callback([&context, out, base_url, engine] { context.exit_code = run_export_html(context, *out, *base_url, *engine); });
}

}  // namespace cli
