// Building the site and writing it: see site_export.hpp.
#include "web-export/site_export.hpp"

#include <fstream>
#include <set>

#include "web-export/index_pages.hpp"
#include "web-export/reference_pages.hpp"
#include "web-export/ruling_pages.hpp"
#include "web-export/search_index.hpp"
#include "web-export/site_assets.hpp"

namespace fs = std::filesystem;

namespace web_export {

namespace {

// A file every export writes and nothing else has: marks a folder as safe to replace.
constexpr const char* kMarkerFile = "assets/search-index.js";

bool is_earlier_export(const fs::path& dir) {
    std::error_code ec;
    return fs::is_regular_file(dir / "index.html", ec) && fs::is_regular_file(dir / kMarkerFile, ec);
}

bool is_empty_or_missing(const fs::path& dir) {
    std::error_code ec;
    if (!fs::exists(dir, ec)) return true;
    return fs::is_directory(dir, ec) && fs::is_empty(dir, ec);
}

}  // namespace

BuiltSite build_site(SQLite::Database& db, const ExportOptions& options) {
    auto data = load_site_data(db);
    std::size_t scenario_count = 0;
    {
        std::set<std::string> paths;
        for (const auto& [id, r] : data.rulings)
            for (const auto& s : r.scenarios) paths.insert(s.path);
        scenario_count = paths.size();
    }
    const std::size_t total = scenario_count + data.rulings.size();
    auto runs = run_linked_scenarios(db, data, options.scenarios_dir, options.rulesets, [&](std::size_t done, std::size_t) {
        if (options.progress) options.progress(done, total);
    });
    SiteContext site(data, runs);

    BuiltSite built;
    auto& files = built.files;
    files["index.html"] = top_page(site);
    for (const auto& game : data.games) {
        files[game_index_path(game.id)] = game_index_page(site, game);
        files[assumptions_path(game.id)] = assumptions_page(site, game);
        files[glossary_path(game.id)] = glossary_page(site, game);
        for (const auto& section : data.sections(game.id)) files[entry_page_path(game.id, section)] = section_page(site, data.rules.at(section));
        auto counts = count_game(site, game.id);
        ++built.summary.games;
        built.summary.rulings += counts.rulings;
        built.summary.verified += counts.verified;
        built.summary.failing += counts.failing;
        built.summary.no_scenario += counts.no_scenario;
    }
    std::size_t done = scenario_count;
    for (const auto& [id, ruling] : data.rulings) {
        files[entry_page_path(ruling.game, id)] = ruling_page(site, ruling);
        if (options.progress) options.progress(++done, total);
    }
    files["assets/search-index.js"] = search_index_js(site);
    for (const auto& asset : embedded_assets()) files["assets/" + std::string(asset.name)] = std::string(asset.content);

    built.summary.files = files.size();
    for (const auto& [path, content] : files) built.summary.bytes += content.size();
    return built;
}

void write_site(const SiteFiles& files, const fs::path& out_dir) {
    if (!is_empty_or_missing(out_dir) && !is_earlier_export(out_dir))
        throw ExportError(out_dir.string() + " is not empty and is not an earlier export; choose an empty or new folder");
    auto target = out_dir.lexically_normal();
    if (target.filename().empty()) target = target.parent_path();
    auto staging = target;
    staging += ".partial";
    std::error_code ec;
    fs::remove_all(staging, ec);
    for (const auto& [relative, content] : files) {
        auto file = staging / relative;
        fs::create_directories(file.parent_path());
        std::ofstream out(file, std::ios::binary | std::ios::trunc);
        out.write(content.data(), static_cast<std::streamsize>(content.size()));
        if (!out) throw ExportError("cannot write " + file.string());
    }
    fs::remove_all(target, ec);
    if (ec) throw ExportError("cannot replace " + target.string() + ": " + ec.message());
    fs::rename(staging, target, ec);
    if (ec) throw ExportError("cannot move the export into " + target.string() + ": " + ec.message());
}

}  // namespace web_export
