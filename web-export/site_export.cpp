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

}  // namespace web_export
