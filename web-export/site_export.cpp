// Building the site and writing it: see site_export.hpp.
#include "web-export/site_export.hpp"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <set>
#include <thread>
#include <unordered_map>

#include <SQLiteCpp/Statement.h>

#include "rulesdb/phrase_hits.hpp"
#include "rulesdb/search.hpp"
#include "rulesdb/search_rank.hpp"
#include "rulesdb/text_fold.hpp"

#include "web-export/card_pages.hpp"
#include "web-export/index_pages.hpp"
#include "web-export/play_page.hpp"
#include "web-export/reference_pages.hpp"
#include "web-export/ruling_pages.hpp"
#include "web-export/search_index.hpp"
#include "web-export/site_assets.hpp"


namespace web_export {

namespace {

// Passes files on one at a time from the two threads that make them, counting them for the summary.
class SharedSink : public SiteSink {
public:
    explicit SharedSink(SiteSink& inner) : inner_(inner) {}
    void add(const std::string& relative, std::string_view content) override {
        std::lock_guard lock(mutex_);
        ++files;
        bytes += content.size();
        inner_.add(relative, content);
    }
    std::size_t files = 0, bytes = 0;

private:
    std::mutex mutex_;
    SiteSink& inner_;
};

// Every glossary name of more than one token, with the documents FTS5 finds it in as a phrase: the
// site's search ranks a typed name with these, as `judge search` does, where its tokens alone would
// also find documents holding them apart. One pass over the index for all names.
void add_name_phrases(SQLite::Database& db, const std::map<std::string, std::vector<std::string>>& names_by_key,
                      const std::unordered_map<std::string, std::uint32_t>& doc_of_id, SearchIndexWriter& index) {
    std::set<std::string> keys_seen;
    std::vector<std::string> phrases, keys;
    for (const auto& [key, names] : names_by_key)
        for (const auto& name : names) {
            std::string tokens;
            std::size_t count = 0;
            rulesdb::tokenize(name, rulesdb::TokenizeMode::Query, [&](const rulesdb::TextToken& t) {
                tokens += (count++ ? " " : "") + t.text;
                return true;
            });
            if (count < 2 || !keys_seen.insert(tokens).second) continue;
            phrases.push_back(rulesdb::quote_phrase(name));
            keys.push_back(tokens);
        }
    if (phrases.empty()) return;
    const auto hits = rulesdb::phrase_hits(db, phrases, rulesdb::kTitleWeight, rulesdb::kBodyWeight);
    std::unordered_map<std::int64_t, std::uint32_t> doc_of_num;
    SQLite::Statement entries(db, "SELECT num, id FROM entries");
    while (entries.executeStep())
        if (auto doc = doc_of_id.find(entries.getColumn(1).getString()); doc != doc_of_id.end())
            doc_of_num.emplace(entries.getColumn(0).getInt64(), doc->second);
    for (std::size_t i = 0; i < keys.size(); ++i) {
        std::vector<std::pair<std::uint32_t, std::uint32_t>> matches;
        const auto& found = hits.phrases[i];
        for (std::size_t j = 0; j < found.rows.size(); ++j)
            if (auto doc = doc_of_num.find(found.rows[j]); doc != doc_of_num.end())
                matches.emplace_back(doc->second, static_cast<std::uint32_t>(found.frequency[j]));
        std::sort(matches.begin(), matches.end());
        index.add_phrase(keys[i], matches);
    }
}

// The search index, built from the database's search table while the pages are written: the
// index is work for the processor, the pages mostly for the file system, so the two overlap.
class IndexBuilder {
public:
    IndexBuilder(SQLite::Database& db, const SiteContext& site, SiteSink& sink)
        : thread_([&db, &site, &sink, this] {
              try {
                  SearchIndexWriter index(sink);
                  std::unordered_map<std::string, std::uint32_t> doc_of_id;
                  for_each_search_text(db, [&](const SearchText& text) {
                      if (abandoned_) throw Abandoned{};
                      if (auto url = site.urls.find(text.id); url != site.urls.end()) {
                          doc_of_id.emplace(text.id, index.documents());
                          index.add(text, url->second);
                          if (auto ruling = site.data.rulings.find(text.id); ruling != site.data.rulings.end()) index.add_tags(ruling->second.tags);
                      }
                  });
                  add_name_phrases(db, site.data.names_by_key, doc_of_id, index);
                  index.finish(site.data.names_by_key, site.data.term_games_by_key);
              } catch (const Abandoned&) {
              } catch (...) {
                  error_ = std::current_exception();
              }
          }) {}
    // When the pages failed, the index is abandoned at the next document.
    ~IndexBuilder() {
        abandoned_ = true;
        if (thread_.joinable()) thread_.join();
    }
    IndexBuilder(const IndexBuilder&) = delete;
    IndexBuilder& operator=(const IndexBuilder&) = delete;

    void wait() {
        thread_.join();
        if (error_) std::rethrow_exception(error_);
    }

private:
    struct Abandoned {};
    std::atomic<bool> abandoned_ = false;
    std::exception_ptr error_;
    std::thread thread_;
};

// The sitemaps.org format: each page's address, nothing that changes between identical exports.
std::string sitemap(const std::string& base_url, const std::vector<std::string>& pages) {
    std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const auto& page : pages) {
        HtmlWriter loc;
        loc.text(base_url + page);
        out += "  <url><loc>" + loc.str() + "</loc></url>\n";
    }
    return out + "</urlset>\n";
}

// Every ID of the database, one per line, with its entry's site-relative address after a tab when
// the site shows it (the format of judge_set_known_ids): the engine checks a scenario's IDs with
// them and links the trace's IDs as the pages do.
std::string known_ids_script(const SiteContext& site) {
    std::string ids;
    for (const auto& [id, title] : site.data.title_of) {
        ids += id;
        if (auto url = site.urls.find(id); url != site.urls.end()) ids += "\t" + url->second;
        ids += "\n";
    }
    return "// The database's IDs with their pages, written by `judge export html` for edit and run.\n"
           "window.JUDGE_KNOWN_IDS = " + js_string(ids) + ";\n";
}

}  // namespace

ExportSummary build_site(SQLite::Database& db, const ExportOptions& options, SiteSink& sink) {
    auto data = load_site_data(db);
    // The scenario runs are told first, then the pages (counted by rulings and cards).
    const std::size_t scenario_count = linked_scenario_paths(data).size();
    const std::size_t total = scenario_count + data.rulings.size() + data.cards.size();
    auto runs = run_linked_scenarios(db, data, options.scenarios_dir, options.rulesets, [&](std::size_t done, std::size_t) {
        if (options.progress) options.progress(done, total);
    });
    SiteContext site(data, runs);
    site.base_url = options.base_url;
    site.engine = !options.engine.empty();
    site.rulesets = options.rulesets;

    // What edit and run adds: the editors in the pages (counted as they are written, on this
    // thread), play.html, and below the engine's files.
    std::size_t engine_bytes = 0;
    site.play_bytes = &engine_bytes;

    // From here on only the index reads the database; the pages are made from `site`.
    SharedSink files(sink);
    IndexBuilder index(db, site, files);

    ExportSummary summary;
    for (const auto& game : data.games) {
        auto counts = count_game(site, game.id);
        ++summary.games;
        summary.rulings += counts.rulings;
        summary.verified += counts.verified;
        summary.failing += counts.failing;
        summary.no_scenario += counts.no_scenario;
        summary.official += counts.official;
        summary.cards += counts.cards;
    }
    std::vector<std::string> pages;  // for the sitemap, in the order written
    // Every page of one language, under the context's prefix ("" for Japanese, "en/" for English).
    std::size_t done = scenario_count;
    auto write_pages = [&](const SiteContext& in) {
        auto add_page = [&](const std::string& path, const std::string& html) {
            files.add(in.prefix + path, html);
            pages.push_back(in.prefix + path);
        };
        add_page("index.html", top_page(in));
        if (in.engine) {
            const auto play = play_page(in);
            engine_bytes += play.size();
            add_page(kPlayPagePath, play);
        }
        for (const auto& game : data.games) {
            add_page(game_index_path(game.id), game_index_page(in, game));
            add_page(assumptions_path(game.id), assumptions_page(in, game));
            add_page(glossary_path(game.id), glossary_page(in, game));
            add_page(cards_path(game.id), cards_page(in, game));
            for (const auto& section : data.sections(game.id)) add_page(entry_page_path(game.id, section), section_page(in, data.rules.at(section)));
            for (const auto& [tag, rulings] : rulings_by_tag(data, game.id)) add_page(tag_page_path(game.id, tag), tag_page(in, game, tag, rulings));
        }
        for (const auto& [id, ruling] : data.rulings) {
            add_page(entry_page_path(ruling.game, id), ruling_page(in, ruling));
            if (options.progress && in.lang == msg::Lang::ja) options.progress(++done, total);
        }
        for (const auto& [id, card] : data.cards) {
            add_page(entry_page_path(card.game, id), card_page(in, card));
            if (options.progress && in.lang == msg::Lang::ja) options.progress(++done, total);
        }
    };
    write_pages(site);
    // The English copy: the same pages with the site's own words and the traces in English.
    SiteContext english(data, runs);
    english.base_url = options.base_url;
    english.lang = msg::Lang::en;
    english.prefix = "en/";
    english.engine = site.engine;
    english.play_bytes = site.play_bytes;
    english.rulesets = site.rulesets;
    write_pages(english);
    for (const auto& asset : embedded_assets()) {
        const bool for_play = asset.name == "play.js" || asset.name == "board-editor.js";
        if (for_play && !site.engine) continue;
        files.add("assets/" + std::string(asset.name), asset.content);
        if (for_play) engine_bytes += asset.content.size();
    }
    if (site.engine) {
        const auto ids = known_ids_script(site);
        files.add("engine/judge.js", options.engine);
        files.add("engine/known-ids.js", ids);
        engine_bytes += options.engine.size() + ids.size();
    }
    for (const auto lang : {msg::Lang::ja, msg::Lang::en}) files.add(search_words_path(lang), search_words_script(lang, data.games));
    if (!site.base_url.empty()) files.add("sitemap.xml", sitemap(site.base_url, pages));
    index.wait();

    summary.files = files.files;
    summary.bytes = files.bytes;
    summary.engine_bytes = engine_bytes;
    return summary;
}

BuiltSite build_site(SQLite::Database& db, const ExportOptions& options) {
    SiteFilesSink sink;
    BuiltSite built;
    built.summary = build_site(db, options, sink);
    built.files = std::move(sink.files);
    return built;
}

}  // namespace web_export
