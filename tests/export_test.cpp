// The web export's writer: escaping everywhere, stable paths and anchors built from IDs only,
// board diagrams, and determinism (the same database gives the same bytes).
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <mutex>
#include <regex>
#include <set>

#include "engine_api/judge_api.h"
#include "judge/games/registry.hpp"
#include "report/json_writer.hpp"
#include "rulesdb/database.hpp"
#include "rulesdb/english_stem.hpp"
#include "rulesdb/text_fold.hpp"
#include "support.hpp"
#include "web-export/html_writer.hpp"
#include "web-export/search_index.hpp"
#include "web-export/site_assets.hpp"
#include "web-export/site_export.hpp"
#include "web-export/site_paths.hpp"

namespace fs = std::filesystem;
using test::run_judge;
using test::shell_quote;

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// The fixture corpus, plus a ruling whose text is markup and a scenario demonstrating a ruling.
struct ExportFixture {
    test::TempDir dir;
    fs::path db = dir.path() / "export.db";
    fs::path scenarios = dir.path() / "scenarios";

    ExportFixture() {
        auto fixtures = fs::path(JUDGE_TEST_FIXTURES) / "good" / "iw";
        dir.write("data/iw/game.xml", test::read_file(fixtures / "game.xml"));
        auto entries = test::read_file(fixtures / "entries.xml");
        entries.insert(entries.rfind("</entries>"), R"(
  <ruling id="IW-J-MARKUP" title-ja="&lt;b&gt;太字&lt;/b&gt;" title-en="Quotes &quot;and&quot; 'apostrophes' &amp; ampersands"
          date="2022-03-04" source="doc" tags="&lt;tag&gt;">
    <question>&lt;script&gt;alert(1)&lt;/script&gt; は表示されるだけ?</question>
    <answer>&lt;img src=x onerror=alert(2)&gt; もそのまま。</answer>
    <cites ref="IW-R-PIERCE"/>
  </ruling>
)");
        dir.write("data/iw/entries.xml", entries);
        dir.write("scenarios/iw/cards.xml", test::read_file(fs::path(JUDGE_SOURCE_DIR) / "scenarios" / "iw" / "cards.xml"));
        dir.write("scenarios/iw/lone-attack.xml", R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario id="t-lone-attack" game="iw">
  <title ja="単独攻撃 &lt;テスト&gt;"/>
  <rulings><ruling ref="IW-J-PIERCE-SINGLE"/></rulings>
  <setup turn="2" active="A" phase="main">
    <player id="A">
      <zone name="set"><card id="a1" type="geuda" attack="3" defense="2" cost="1"/></zone>
    </player>
    <player id="B">
      <zone name="set"><card id="b1" type="geuda" attack="1" defense="1" cost="1"/></zone>
      <zone name="barrier"><card id="bar" type="eventi" cost="1" face="down"/></zone>
    </player>
  </setup>
  <actions>
    <attack player="A" attackers="a1"/>
    <block player="B" blockers="b1"/>
  </actions>
  <expect><card id="b1" zone="trash"/></expect>
</scenario>
)");
        auto r = run_judge("--db " + shell_quote(db.string()) + " db build --data " + shell_quote((dir.path() / "data").string()) +
                           " --scenarios " + shell_quote(scenarios.string()));
        if (r.exit_code != 0) throw std::runtime_error("fixture database build failed: " + r.err);
    }

    // The site in memory; with `engine` (a judge.js's text), with edit and run.
    web_export::BuiltSite build(std::string engine = {}) const {
        auto database = rulesdb::open_database(db);
        web_export::ExportOptions options;
        options.scenarios_dir = scenarios;
        options.rulesets = judge::find_ruleset;
        options.engine = std::move(engine);
        return web_export::build_site(*database, options);
    }
};

const std::string& page(const web_export::BuiltSite& site, const std::string& path) {
    auto it = site.files.find(path);
    if (it == site.files.end()) throw std::runtime_error("no page " + path);
    return it->second;
}

}  // namespace

TEST_CASE("export: escape_html escapes markup and quotes", "[export]") {
    CHECK(web_export::escape_html("<script>alert('x') & \"y\"</script>") ==
          "&lt;script&gt;alert(&#39;x&#39;) &amp; &quot;y&quot;&lt;/script&gt;");
    CHECK(web_export::escape_html("貫通 Pierce") == "貫通 Pierce");
    web_export::HtmlWriter html;
    html.open("a", {{"href", "x\" onclick=\"bad"}, web_export::boolean_attribute("hidden")}).text("<b>").close("a");
    CHECK(html.str() == "<a href=\"x&quot; onclick=&quot;bad\" hidden>&lt;b&gt;</a>");
    web_export::HtmlWriter svg;
    svg.self_closed("rect", {{"x", "1"}});
    CHECK(svg.str() == "<rect x=\"1\"/>");
}

TEST_CASE("export: the search index's strings cannot end a script or a line", "[export]") {
    CHECK(web_export::js_string("</script>\"\\\n") == "\"\\u003c/script\\u003e\\\"\\\\\\n\"");
    CHECK(web_export::js_string("a\xE2\x80\xA8z") == "\"a\\u2028z\"");
    CHECK(web_export::document_tokens("貫通 Shield") == "貫 貫通 通 shield");
}

TEST_CASE("export: paths and anchors are built from IDs only", "[export]") {
    CHECK(web_export::entry_page_path("iw", "IW-J-PIERCE-SINGLE") == "iw/IW-J-PIERCE-SINGLE.html");
    CHECK(web_export::glossary_path("dm") == "dm/glossary.html");
    CHECK_THROWS_AS(web_export::entry_page_path("iw", "../etc/passwd"), web_export::UnsafePathError);
    CHECK_THROWS_AS(web_export::entry_page_path("iw", "iw-j-lower"), web_export::UnsafePathError);
    CHECK_THROWS_AS(web_export::game_index_path("I W"), web_export::UnsafePathError);
    CHECK(web_export::relative_url("iw/IW-J-X.html", "iw/IW-R-A.html#IW-R-B") == "IW-R-A.html#IW-R-B");
    CHECK(web_export::relative_url("iw/IW-J-X.html", "dm/glossary.html#DM-T-TAP") == "../dm/glossary.html#DM-T-TAP");
    CHECK(web_export::relative_url("index.html", "iw/index.html") == "iw/index.html");
}

TEST_CASE("export: an exported site has a page per ruling and section with stable anchors", "[export]") {
    ExportFixture fixture;
    auto site = fixture.build();
    for (const auto& [path, content] : site.files) {
        INFO(path);
        // '_' only as the start of a tag page name's _XX byte escape.
        CHECK(std::all_of(path.begin(), path.end(), [](char c) {
            return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '/' || c == '_';
        }));
    }
    // A tag in any characters gets a page of its own under the game's tags/, its odd bytes escaped.
    CHECK(site.files.count("iw/tags/_3Ctag_3E.html") == 1);
    CHECK(site.files.count("index.html"));
    CHECK(site.files.count("iw/index.html"));
    CHECK(site.files.count("assets/search.js"));
    // search.js scores on its own: no search library is shipped or loaded.
    CHECK_FALSE(site.files.count("assets/minisearch.js"));
    CHECK_FALSE(contains(page(site, "iw/index.html"), "minisearch"));
    CHECK(contains(page(site, "assets/search-index.js"), "window.JUDGE_SEARCH = "));
    // Each entry's row in a document block of the index, with its page (the cards' come first, in ID order).
    CHECK(std::any_of(site.files.begin(), site.files.end(), [](const auto& file) {
        return file.first.rfind("assets/search/d", 0) == 0 && contains(file.second, "[\"IW-J-PIERCE-SINGLE\",\"ruling\",\"iw/IW-J-PIERCE-SINGLE.html\",");
    }));
    // The section page holds every rule in it at #ID, with back-links to the citing rulings.
    const auto& section = page(site, "iw/IW-R-ABILITIES.html");
    CHECK(contains(section, "id=\"IW-R-PIERCE\""));
    CHECK(contains(section, "href=\"IW-J-PIERCE-SINGLE.html\""));
    // A ruling links its cited rule, and the superseded one stays, struck through, linking on.
    const auto& ruling = page(site, "iw/IW-J-PIERCE-SINGLE.html");
    CHECK(contains(ruling, "href=\"IW-R-ABILITIES.html#IW-R-PIERCE\""));
    CHECK(contains(ruling, "href=\"assumptions.html#IW-A-WIN\""));
    const auto& old = page(site, "iw/IW-J-PIERCE-OLD.html");
    CHECK(contains(old, "<del>"));
    CHECK(contains(old, "差し替え済み"));
    CHECK(contains(page(site, "en/iw/IW-J-PIERCE-OLD.html"), "Superseded"));
    CHECK(contains(old, "href=\"IW-J-PIERCE-SINGLE.html\""));
    CHECK(contains(page(site, "iw/assumptions.html"), "id=\"IW-A-WIN\""));
    CHECK(contains(page(site, "iw/glossary.html"), "id=\"IW-T-PAAN\""));
}

TEST_CASE("export: content that looks like markup is shown as text", "[export]") {
    ExportFixture fixture;
    auto site = fixture.build();
    const auto& ruling = page(site, "iw/IW-J-MARKUP.html");
    CHECK(contains(ruling, "&lt;script&gt;alert(1)&lt;/script&gt;"));
    CHECK(contains(ruling, "&lt;img src=x onerror=alert(2)&gt;"));
    CHECK(contains(ruling, "&lt;b&gt;太字&lt;/b&gt;"));
    CHECK(contains(ruling, "&quot;and&quot; &#39;apostrophes&#39; &amp; ampersands"));
    CHECK(!contains(ruling, "<script>alert"));
    CHECK(!contains(ruling, "<img"));
    CHECK(!contains(page(site, "iw/index.html"), "<b>"));
    for (const auto& [path, content] : site.files)
        if (path.rfind("assets/search", 0) == 0) CHECK(!contains(content, "<script>"));
    CHECK(contains(page(site, "iw/IW-J-PIERCE-SINGLE.html"), "単独攻撃 &lt;テスト&gt;"));
}

TEST_CASE("export: a ruling's scenario shows the verdict and a board before and after", "[export]") {
    ExportFixture fixture;
    auto site = fixture.build();
    // The English copy, whose words the checks name.
    const auto& ruling = page(site, "en/iw/IW-J-PIERCE-SINGLE.html");
    CHECK(contains(ruling, "scenarios/iw/lone-attack.xml"));
    CHECK((contains(ruling, "badge verified") || contains(ruling, "badge failing")));
    CHECK(std::count(ruling.begin(), ruling.end(), '\0') == 0);
    auto boards = 0;
    for (auto at = ruling.find("<svg class=\"board"); at != std::string::npos; at = ruling.find("<svg class=\"board", at + 1)) ++boards;
    CHECK(boards == 2);
    CHECK(contains(ruling, "data-pile=\"B:barrier\""));      // the face-down barrier, as a pile
    CHECK(contains(ruling, "class=\"card tapped changed attacker\""));  // the attacker, tapped by attacking, drawn sideways
    CHECK(!contains(ruling, "rotate("));                     // with its text upright
    CHECK(contains(ruling, "data-card=\"a1\""));
    CHECK(contains(ruling, "ATK 3"));
    // The board after: the blocker destroyed and moved to the trash, the attack on B and the block as arrows.
    CHECK(contains(ruling, "class=\"card destroyed blocker\" data-card=\"b1\""));
    CHECK(contains(ruling, "<g class=\"block-arrow\" data-from=\"b1\" data-to=\"a1\">"));
    CHECK(contains(ruling, ">from set</text>"));
    CHECK(contains(ruling, "<g class=\"attack-arrow\" data-from=\"a1\" data-to=\"player:B\">"));
    CHECK(contains(ruling, "What happened: A attacked B with a1"));
    CHECK(contains(ruling, "class=\"board-legend\""));
    CHECK(contains(page(site, "en/iw/IW-J-PIERCE-OLD.html"), "no scenario yet"));
}

TEST_CASE("export: exporting is deterministic: the same database gives the same bytes", "[export]") {
    ExportFixture fixture;
    CHECK(fixture.build().files == fixture.build().files);

    auto first = fixture.dir.path() / "site-a", second = fixture.dir.path() / "site-b";
    // An engine of its own, so that whether this build has a WebAssembly one changes nothing here.
    fixture.dir.write("engine/judge.js", "var createJudge;\n");
    auto db = "--db " + shell_quote(fixture.db.string()) + " export html --engine " + shell_quote((fixture.dir.path() / "engine" / "judge.js").string());
    auto a = run_judge(db + " --out " + shell_quote(first.string()));
    auto b = run_judge(db + " --out " + shell_quote(second.string()));
    INFO(a.err << b.err);
    REQUIRE(a.exit_code == 0);
    REQUIRE(b.exit_code == 0);
    CHECK(a.err.empty());  // no progress bar in a pipe
    std::vector<std::string> files_a, files_b;
    for (const auto& e : fs::recursive_directory_iterator(first))
        if (e.is_regular_file()) files_a.push_back(fs::relative(e.path(), first).generic_string());
    for (const auto& e : fs::recursive_directory_iterator(second))
        if (e.is_regular_file()) files_b.push_back(fs::relative(e.path(), second).generic_string());
    std::sort(files_a.begin(), files_a.end());
    std::sort(files_b.begin(), files_b.end());
    REQUIRE(files_a == files_b);
    for (const auto& f : files_a) {
        INFO(f);
        CHECK(test::read_file(first / f) == test::read_file(second / f));
    }
    // Exporting again over an earlier export replaces it; a folder of other files is refused.
    CHECK(run_judge(db + " --out " + shell_quote(first.string())).exit_code == 0);
    fixture.dir.write("other/notes.txt", "mine");
    auto refused = run_judge(db + " --out " + shell_quote((fixture.dir.path() / "other").string()));
    CHECK(refused.exit_code == 2);
    CHECK(contains(refused.err, "holds files but no .judge-export-manifest"));
    CHECK(test::read_file(fixture.dir.path() / "other" / "notes.txt") == "mine");
}

namespace {

// The part scripts a SearchIndexWriter wrote, and the value of one key in them.
struct WrittenIndex {
    web_export::SiteFilesSink sink;

    // The list `name` ("shards" in the head, "blocks" in assets/search/ids.js) as its raw JSON strings.
    std::vector<std::string> head_list(const std::string& name, const std::string& file = "assets/search-index.js") const {
        const auto& head = sink.files.at(file);
        const auto found = head.find("\"" + name + "\":[");
        if (found == std::string::npos) return {};
        auto start = found + name.size() + 4, end = head.find(']', start);
        std::vector<std::string> out;
        for (auto at = head.find('"', start); at < end; at = head.find('"', head.find('"', at + 1) + 1))
            out.push_back(head.substr(at + 1, head.find('"', at + 1) - at - 1));
        return out;
    }
    std::size_t shards_holding(const std::string& key) const {
        std::size_t n = 0;
        for (const auto& [path, content] : sink.files)
            if (path.rfind("assets/search/s", 0) == 0 && contains(content, "\n\"" + key + "\":")) ++n;
        return n;
    }
};

web_export::SearchText text(const std::string& id, const std::string& title, const std::string& body) {
    return {id, "ruling", "iw", title, body, "|" + rulesdb::fold_key(title) + "|"};
}

}  // namespace

TEST_CASE("export: the search index is split into shards by key, each key in the one shard the head points to", "[export]") {
    WrittenIndex index;
    web_export::SearchIndexWriter writer(index.sink, {128, 4});
    const std::vector<std::string> words = {"alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india"};
    for (std::size_t i = 0; i < 40; ++i) {
        std::string id = "IW-J-" + std::to_string(100 + i);
        writer.add(text(id, words[i % words.size()] + " 貫通", words[(i * 7) % words.size()] + " " + words[(i * 3) % words.size()]),
                   "iw/" + id + ".html");
    }
    writer.finish({});

    auto shards = index.head_list("shards");
    REQUIRE(shards.size() > 3);  // small shards: the index really is split
    CHECK(std::is_sorted(shards.begin(), shards.end()));
    CHECK(index.sink.files.count("assets/search/s" + std::to_string(shards.size() - 1) + ".js"));
    CHECK(!index.sink.files.count("assets/search/s" + std::to_string(shards.size()) + ".js"));
    // Every key is in exactly one shard: the last whose first key is not after it.
    for (const auto& word : words) {
        INFO(word);
        auto key = "w" + rulesdb::english_stem(word);  // the index holds stems (charlie → charli)
        CHECK(index.shards_holding(key) == 1);
        auto shard = std::upper_bound(shards.begin(), shards.end(), key) - shards.begin() - 1;
        CHECK(contains(index.sink.files.at("assets/search/s" + std::to_string(shard) + ".js"), "\n\"" + key + "\":"));
    }
    CHECK(index.shards_holding("w貫通") == 1);
    CHECK(index.shards_holding("k貫通") == 0);  // no title is exactly 貫通
    CHECK(index.shards_holding("kalpha貫通") == 1);
    // Four documents per block, the ids part naming each block's first ID (the head does not).
    CHECK(index.head_list("blocks").empty());
    CHECK(index.head_list("blocks", "assets/search/ids.js") == std::vector<std::string>{"IW-J-100", "IW-J-104", "IW-J-108", "IW-J-112", "IW-J-116", "IW-J-120",
                                                                "IW-J-124", "IW-J-128", "IW-J-132", "IW-J-136"});
    CHECK(contains(index.sink.files.at("assets/search/d9.js"), "[\"IW-J-139\",\"ruling\",\"iw/IW-J-139.html\","));
}

namespace {

// The value written for `key` in `file` (a shard or a term's part): the rest of its line.
std::string part_value(const std::string& file, const std::string& key) {
    const auto at = file.find("\n\"" + key + "\":");
    if (at == std::string::npos) return "(none)";
    const auto start = at + key.size() + 4, end = file.find('\n', start);
    auto value = file.substr(start, end - start);
    if (!value.empty() && value.back() == ',') value.pop_back();
    return value;
}

}  // namespace

TEST_CASE("export: a glossary term's part holds what the shards hold for its names' keys, and the rows of its likely first documents", "[export]") {
    WrittenIndex index;
    web_export::SearchIndexWriter writer(index.sink, {128, 4});
    const std::vector<std::string> words = {"alpha", "bravo", "charlie", "delta", "golf"};
    for (std::size_t i = 0; i < 40; ++i) {
        std::string id = "IW-J-" + std::to_string(100 + i);
        writer.add(text(id, i == 7 ? "alpha" : words[i % words.size()] + " x", words[(i * 3) % words.size()] + " " + words[(i * 7) % words.size()]),
                   "iw/" + id + ".html");
    }
    writer.add_phrase("alpha bravo", {{3, 2}, {9, 11}});
    const std::vector<std::string> names = {"alpha", "alpha bravo"};
    writer.finish({{"alpha", names}, {"alphabravo", names}, {"golf", {"golf"}}});

    const auto& head = index.sink.files.at("assets/search-index.js");
    CHECK(contains(head, "\"termParts\":{\n\"alpha\":0,\n\"alphabravo\":0,\n\"golf\":1\n}"));
    const auto shards = index.head_list("shards");
    auto shard_value = [&](const std::string& key) {
        const auto n = std::upper_bound(shards.begin(), shards.end(), key) - shards.begin() - 1;
        return part_value(index.sink.files.at("assets/search/s" + std::to_string(n) + ".js"), key);
    };
    const auto& alpha = index.sink.files.at("assets/search/g0.js");
    const auto& golf = index.sink.files.at("assets/search/g1.js");
    // Each name's phrase matches and exact title, as the shards have them.
    for (const std::string key : {"palpha bravo", "kalpha"}) {
        INFO(key);
        CHECK(part_value(alpha, key) == shard_value(key));
        CHECK(part_value(alpha, key).find("(none)") == std::string::npos);
    }
    // A name of one token: its documents with the count weighted title × 10 + body, in place of its
    // two lists. "alpha" is in the title of documents 0, 5, 7, … and the body of others.
    CHECK(part_value(alpha, "walpha") == "(none)");
    CHECK(part_value(alpha, "qalpha").size() > 2);
    CHECK(part_value(golf, "qgolf").size() > 2);
    CHECK(part_value(alpha, "kalphabravo") == "null");          // no entry is titled so
    CHECK(part_value(alpha, "wbravo") == "(none)");             // a token of a name of two is not needed
    // The rows of the documents shown first: the one titled exactly "alpha" (document 7) among them,
    // written as in its block.
    CHECK(part_value(alpha, "d7") == "[\"IW-J-107\",\"ruling\",\"iw/IW-J-107.html\",\"alpha\",\"bravo golf\"]");
    CHECK(contains(index.sink.files.at("assets/search/d1.js"), part_value(alpha, "d7")));
    CHECK(!index.sink.files.count("assets/search/g2.js"));
}

TEST_CASE("export: a term part's list for a name of one token weighs a title occurrence ten times a body one", "[export]") {
    WrittenIndex index;
    web_export::SearchIndexWriter writer(index.sink);
    writer.add(text("IW-J-100", "zulu", "zulu zulu"), "iw/IW-J-100.html");  // 1 × 10 + 2
    writer.add(text("IW-J-101", "x", "zulu"), "iw/IW-J-101.html");          // 1
    writer.add(text("IW-J-102", "x", "y"), "iw/IW-J-102.html");
    writer.finish({{"zulu", {"zulu"}}});
    // Document 0 (gap 0, doubled, plus one: a count follows: "S"), count 12 ("_"); document 1 (gap 1: "T").
    CHECK(part_value(index.sink.files.at("assets/search/g0.js"), "qzulu") == "\"S_T\"");
}

TEST_CASE("export: postings list each document once as base-36 gaps, with the count where a token repeats", "[export]") {
    WrittenIndex index;
    web_export::SearchIndexWriter writer(index.sink);
    for (int i = 0; i < 40; ++i) {
        std::string id = "IW-J-" + std::to_string(100 + i);
        // "zulu" in the body of documents 0, 37 (twice) and 39; in the title of 39.
        std::string body = i == 0 ? "zulu" : i == 37 ? "zulu yankee zulu" : i == 39 ? "zulu" : "yankee";
        writer.add(text(id, i == 39 ? "zulu" : "x", body), "iw/" + id + ".html");
    }
    writer.finish({});
    const auto& shard = index.sink.files.at("assets/search/s0.js");
    // Base-44 numbers (web-export/search_index.cpp's alphabet: '$' is 1 with more to follow, "R" the
    // final digit 0, "r" 31, "T" 2, "V" 4, "u" 34): the gap doubled, plus one when a count follows.
    // Title: 39 (gap 39: 78 = 1 × 44 + 34). Body: 0 (0), 37 twice (gap 37: 75 = 1 × 44 + 31, then
    // the count 2), 39 (gap 2: 4).
    CHECK(contains(shard, "\n\"wzulu\":[\"$u\",\"R$rTV\"]"));
    CHECK(contains(shard, "\n\"kzulu\":\"$u\""));
}

TEST_CASE("export: each page is handed over as soon as it is made, not held until the site is complete", "[export]") {
    ExportFixture fixture;
    // A sink that notes which ruling pages it has when the export reports a ruling done.
    struct Recorder : web_export::SiteSink {
        std::mutex mutex;
        std::set<std::string> received;
        void add(const std::string& relative, std::string_view) override {
            std::lock_guard lock(mutex);
            received.insert(relative);
        }
        std::size_t rulings() {
            std::lock_guard lock(mutex);
            return std::count_if(received.begin(), received.end(), [](const std::string& p) { return p.rfind("iw/IW-J-", 0) == 0; });
        }
    } recorder;
    struct Report {
        std::size_t done, total, pages;
    };
    std::vector<Report> reports;
    auto database = rulesdb::open_database(fixture.db);
    web_export::ExportOptions options;
    options.scenarios_dir = fixture.scenarios;
    options.rulesets = judge::find_ruleset;
    options.progress = [&](std::size_t done, std::size_t total) { reports.push_back({done, total, recorder.rulings()}); };
    auto summary = web_export::build_site(*database, options, recorder);
    REQUIRE(summary.rulings >= 3);
    // Scenario runs are reported first, then one report per ruling page (by then the sink has it),
    // then one per card page.
    REQUIRE(summary.cards > 0);
    std::size_t page_reports = 0;
    for (const auto& r : reports) {
        const auto scenarios = r.total - static_cast<std::size_t>(summary.rulings) - static_cast<std::size_t>(summary.cards);
        if (r.done <= scenarios || r.done > scenarios + static_cast<std::size_t>(summary.rulings)) continue;
        ++page_reports;
        CHECK(r.pages == r.done - scenarios);
    }
    CHECK(reports.back().done == reports.back().total);
    CHECK(page_reports == static_cast<std::size_t>(summary.rulings));
    CHECK(recorder.received.count("assets/search-index.js"));
    CHECK(summary.files == recorder.received.size());
}

TEST_CASE("export: an explored scenario's page shows its outcome table and each outcome's board after", "[export]") {
    ExportFixture fixture;
    // B's block is left open and the scenario asks to be explored: pass, or block with b1.
    fixture.dir.write("scenarios/iw/open-block.xml", R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario id="t-open-block" game="iw" explore="true">
  <title ja="ブロックは未定"/>
  <rulings><ruling ref="IW-J-MARKUP"/></rulings>
  <setup turn="2" active="A" phase="main">
    <player id="A"><zone name="set"><card id="a1" type="geuda" attack="3" defense="2" cost="1"/></zone></player>
    <player id="B">
      <zone name="set"><card id="b1" type="geuda" attack="1" defense="1" cost="1"/></zone>
      <zone name="barrier"><card id="bar" type="eventi" cost="1" face="down"/></zone>
    </player>
  </setup>
  <actions>
    <attack player="A" attackers="a1" target="player"/>
    <any-answer player="B"/>
  </actions>
</scenario>
)");
    auto rebuilt = run_judge("--db " + shell_quote(fixture.db.string()) + " db build --data " + shell_quote((fixture.dir.path() / "data").string()) +
                             " --scenarios " + shell_quote(fixture.scenarios.string()));
    REQUIRE(rebuilt.exit_code == 0);
    auto site = fixture.build();
    const auto& ruling = page(site, "en/iw/IW-J-MARKUP.html");
    CHECK(contains(page(site, "iw/IW-J-MARKUP.html"), "<h4>すべての進行: 2通り、結果2種類。どの進行でも勝者はいない</h4>"));
    CHECK(contains(ruling, "<h4>Every line of play: 2 lines, 2 distinct outcomes; no line has a winner</h4><table class=\"outcomes\">"));
    CHECK(contains(ruling, "<tr><td>1</td><td>1</td><td>B answer: pass</td><td>b1 zone B set, bar zone B hand</td></tr>"));
    CHECK(contains(ruling, "<tr><td>2</td><td>1</td><td>B answer: block b1</td><td>b1 zone B trash, bar zone B barrier</td></tr>"));
    // For each outcome the board before beside that outcome's board after, marked.
    auto count = [&](const std::string& part) {
        auto n = 0;
        for (auto at = ruling.find(part); at != std::string::npos; at = ruling.find(part, at + 1)) ++n;
        return n;
    };
    CHECK(count("<svg class=\"board\"") == 2);
    CHECK(count("<svg class=\"board board-after\"") == 2);
    CHECK(contains(ruling, "<h4>Outcome 2 (1 line)</h4>"));
}

namespace {

// One element of the page while it is open: its name, language and classes.
struct OpenElement {
    std::string name, lang, cls;
};

std::string attribute(const std::string& tag, const std::string& name) {
    auto at = tag.find(" " + name + "=\"");
    if (at == std::string::npos) return {};
    auto start = at + name.size() + 3;
    return tag.substr(start, tag.find('"', start) - start);
}

std::string unescaped(std::string text) {
    for (const auto& [entity, c] : std::vector<std::pair<std::string, std::string>>{{"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&#39;", "'"}, {"&amp;", "&"}})
        for (auto at = text.find(entity); at != std::string::npos; at = text.find(entity, at + 1)) text.replace(at, entity.size(), c);
    return text;
}

// English text: only ASCII, with a word of three letters or more ("Verdict", "from set"), and not an
// ID ("IW-J-PIERCE"), a number or a mark; or, mixed with Japanese, two English words in a row, one
// of four letters or more ("能力 / The blocker …": an English title left unmarked inside a Japanese
// text; not "img src", markup quoted in a ruling).
bool looks_english(const std::string& text) {
    int run = 0, words_in_row = 0, longest_in_row = 0;
    bool word = false, ascii = true, two_words = false;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        unsigned char c = i < text.size() ? static_cast<unsigned char>(text[i]) : ' ';
        ascii = ascii && c < 0x80;
        bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        if (letter) {
            ++run;
            continue;
        }
        if (run > 0) {  // a word ended
            word = word || run >= 3;
            words_in_row = run >= 2 ? words_in_row + 1 : 0;
            longest_in_row = words_in_row == 0 ? 0 : std::max(longest_in_row, run);
            two_words = two_words || (words_in_row >= 2 && longest_in_row >= 4);
            run = 0;
        }
        if (c != ' ') words_in_row = longest_in_row = 0;
    }
    bool id_like = std::all_of(text.begin(), text.end(), [](char c) { return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == ' '; });
    return (ascii && word && !id_like) || two_words;
}

// Where a page shows names as they are written (IDs, tags, card ids and names, player names, file
// paths, search aliases) rather than words of the site or the content.
bool shows_names(const OpenElement& e) {
    if (e.name == "code" || e.name == "time" || e.name == "script" || e.name == "style") return true;
    std::string cls = " " + e.cls + " ";
    for (const char* name : {" id ", " tag ", " card-id ", " card-name ", " path ", " player-name ", " alias ", " reading "})
        if (cls.find(name) != std::string::npos) return true;
    return false;
}

// Every text of the page that reads as English and is outside an element marked lang="en" and
// outside the places that show names as written.
std::vector<std::string> unmarked_english(const std::string& html) {
    std::vector<std::string> found;
    std::vector<OpenElement> open;
    static const std::set<std::string> kVoid{"meta", "link", "input", "br", "img", "hr"};
    std::size_t at = 0;
    while (at < html.size()) {
        auto lt = html.find('<', at);
        auto text = html.substr(at, (lt == std::string::npos ? html.size() : lt) - at);
        if (!text.empty()) {
            bool marked = std::any_of(open.begin(), open.end(), [](const OpenElement& e) { return e.lang == "en" || shows_names(e); });
            auto plain = unescaped(text);
            if (!marked && looks_english(plain)) found.push_back((open.empty() ? std::string("?") : open.back().name + "." + open.back().cls) + ": " + plain);
        }
        if (lt == std::string::npos) break;
        auto gt = html.find('>', lt);
        auto tag = html.substr(lt, gt - lt + 1);
        at = gt + 1;
        if (tag.rfind("<!", 0) == 0) continue;
        if (tag.rfind("</", 0) == 0) {
            auto name = tag.substr(2, tag.size() - 3);
            while (!open.empty() && open.back().name != name) open.pop_back();
            if (!open.empty()) open.pop_back();
            continue;
        }
        auto name_end = tag.find_first_of(" >/", 1);
        auto name = tag.substr(1, name_end - 1);
        if (kVoid.count(name) || (tag.size() > 2 && tag[tag.size() - 2] == '/')) continue;
        open.push_back({name, attribute(tag, "lang"), attribute(tag, "class")});
    }
    return found;
}

bool is_page(const std::string& path) { return path.size() > 5 && path.substr(path.size() - 5) == ".html"; }

}  // namespace

TEST_CASE("export: the site is Japanese first: every page has lang=\"ja\" and every English text on it is marked lang=\"en\"", "[export][lang]") {
    ExportFixture fixture;
    auto site = fixture.build();
    int pages = 0;
    for (const auto& [path, content] : site.files) {
        if (!is_page(path) || path.rfind("en/", 0) == 0) continue;
        ++pages;
        INFO(path);
        CHECK(contains(content, "<html lang=\"ja\">"));
        CHECK(unmarked_english(content) == std::vector<std::string>{});
    }
    CHECK(pages >= 8);
    // The check sees English chrome: the English copy's pages are full of it once their own lang="en" is taken away.
    auto english = page(site, "en/iw/IW-J-PIERCE-SINGLE.html");
    english.replace(english.find("<html lang=\"en\">"), 17, "<html>");
    CHECK(unmarked_english(english).size() > 20);
    CHECK(unmarked_english("<p>Board before</p>") == std::vector<std::string>{"p.: Board before"});
    CHECK(unmarked_english("<p lang=\"en\">Board <b>before</b></p><code>set</code><p>IW-J-X 盤面</p><p>x は lancer でアタック</p>").empty());
    CHECK(unmarked_english("<a>能力 / The blocker wins</a>").size() == 1);

    // The ruling page: chrome in Japanese with the English beside headings, English content marked.
    const auto& ruling = page(site, "iw/IW-J-PIERCE-SINGLE.html");
    CHECK(contains(ruling, "<h2>質問<span class=\"title-en\" lang=\"en\">Question</span></h2>"));
    // A player reads the answer and the boards; the verdict and file wait in the judges' fold.
    CHECK(!contains(ruling, "<dt>判定</dt>"));
    CHECK(contains(ruling, "<details class=\"judge-view\"><summary>ジャッジ向け: 判定、シナリオファイル、各手順とその根拠</summary>"));
    CHECK(contains(ruling, "<figcaption>開始時の盤面</figcaption>"));
    CHECK(contains(ruling, ">from set</text>") == false);
    CHECK(contains(ruling, "、セットゾーンから"));  // in the card's title; on the card the line is wrapped
    CHECK(contains(ruling, ">攻撃力 3</text>"));
    CHECK(contains(ruling, "data-pile=\"B:barrier\""));  // the data attributes keep the scenario's words
    CHECK(contains(ruling, "class=\"zone-name\">バリアゾーン</text>"));
    CHECK(contains(ruling, "class=\"zone-name\">1枚</text>"));
    CHECK(contains(page(site, "iw/IW-J-PIERCE-OLD.html"), "差し替え済み: この裁定はもう適用されません。"));
    CHECK(contains(page(site, "iw/IW-J-PIERCE-OLD.html"), "この裁定を示すシナリオはまだありません。"));
}

TEST_CASE("export: an English copy of every page under en/ has lang=\"en\", and each page links to the other language's", "[export][lang]") {
    ExportFixture fixture;
    auto site = fixture.build();
    int pages = 0;
    for (const auto& [path, content] : site.files) {
        if (!is_page(path) || path.rfind("en/", 0) == 0) continue;
        ++pages;
        INFO(path);
        auto english = site.files.find("en/" + path);
        REQUIRE(english != site.files.end());
        CHECK(contains(english->second, "<html lang=\"en\">"));
        // The link from each to the other, relative so that it works from file://.
        auto depth = std::count(path.begin(), path.end(), '/');
        std::string up;
        for (long i = 0; i < depth; ++i) up += "../";
        CHECK(contains(content, "class=\"other-language\" href=\"" + up + "en/" + path + "\" lang=\"en\""));
        CHECK(contains(english->second, "class=\"other-language\" href=\"../" + up + path + "\" lang=\"ja\""));
        // The English page's assets are the root's: one copy of the stylesheet, scripts and index.
        CHECK(contains(english->second, "href=\"../" + up + "assets/site.css\""));
    }
    CHECK(pages >= 8);
    CHECK_FALSE(site.files.count("en/assets/search.js"));
    const auto& ruling = page(site, "en/iw/IW-J-PIERCE-SINGLE.html");
    CHECK(contains(ruling, "<h2>Question</h2>"));
    // The database's Japanese text on an English page says it is Japanese.
    CHECK(contains(ruling, "<h2>Question</h2><div class=\"text\" lang=\"ja\">"));
    // And says before it that the questions and answers are kept in Japanese only.
    CHECK(contains(ruling, "<section class=\"qa\"><p class=\"lang-note muted\">The question and answer are kept in Japanese only;"));
    CHECK_FALSE(contains(page(site, "iw/IW-J-PIERCE-SINGLE.html"), "lang-note"));
    CHECK(contains(ruling, "<div class=\"text answer\" lang=\"ja\">"));
    CHECK(contains(ruling, "<h1><span lang=\"ja\">"));
    const auto& japanese = page(site, "iw/IW-J-PIERCE-SINGLE.html");  // the Japanese page says it once, on <html>
    CHECK(japanese.find("lang=\"ja\"") == japanese.find("<html lang=\"ja\">") + 6);
    CHECK(japanese.find("lang=\"ja\"", japanese.find("lang=\"ja\"") + 1) == std::string::npos);
    CHECK(contains(ruling, "<figcaption>Board before</figcaption>"));
    CHECK(contains(ruling, ">from set</text>"));
    CHECK(contains(ruling, "ATK 3"));
}

namespace {

// Every site-relative address a page links to or loads (href, src, action, data-root and
// data-pages), resolved from the page's folder: "en/iw/IW-J-X.html", "assets/site.css", "en/" for a
// folder; the address alone, without a #fragment or ?query. Addresses of other sites are left out.
struct PageLink {
    std::string tag, attribute, target;
};

std::vector<PageLink> page_links(const std::string& path, const std::string& html) {
    std::vector<PageLink> out;
    for (auto lt = html.find('<'); lt != std::string::npos; lt = html.find('<', lt + 1)) {
        const auto tag = html.substr(lt, html.find('>', lt) - lt + 1);
        for (const char* attribute_name : {"href", "src", "action", "data-root", "data-pages"}) {
            const std::string name = attribute_name;
            if (tag.find(" " + name + "=\"") == std::string::npos) continue;
            auto target = unescaped(attribute(tag, name));
            if (target.find("://") != std::string::npos) continue;
            target = target.substr(0, target.find_first_of("#?"));
            if (target.empty() && name.rfind("data-", 0) != 0) continue;  // "#anchor", "?q=…": this page
            std::vector<std::string> parts;
            const std::string joined = path.substr(0, path.rfind('/') + 1) + target;
            for (std::size_t from = 0; from < joined.size();) {
                const auto slash = std::min(joined.find('/', from), joined.size());
                const auto part = joined.substr(from, slash - from);
                if (part == "..") {
                    if (parts.empty()) parts.push_back("(outside the site)");
                    else parts.pop_back();
                } else if (!part.empty() && part != ".") {
                    parts.push_back(part);
                }
                from = slash + 1;
            }
            std::string resolved;
            for (const auto& part : parts) resolved += part + "/";
            if (!resolved.empty() && !joined.empty() && joined.back() != '/') resolved.pop_back();  // a file, not a folder
            out.push_back({tag, name, resolved});
        }
    }
    return out;
}

}  // namespace

TEST_CASE("export: each language's pages link within their own language, to pages that exist; only the other-language links cross", "[export][lang]") {
    ExportFixture fixture;
    auto site = fixture.build();
    int english_pages = 0, links = 0;
    for (const auto& [path, content] : site.files) {
        if (!is_page(path)) continue;
        const bool english = path.rfind("en/", 0) == 0;
        english_pages += english;
        INFO(path);
        for (const auto& link : page_links(path, content)) {
            INFO(link.tag);
            ++links;
            const auto& target = link.target;
            if (link.attribute == "data-root") {
                CHECK(target.empty());  // the assets are the root's
            } else if (link.attribute == "data-pages") {
                CHECK(target == (english ? "en/" : ""));  // where search.js links its hits: this language's pages
            } else if (contains(link.tag, "class=\"other-language\"") || contains(link.tag, "rel=\"alternate\"")) {
                CHECK(target == (english ? path.substr(3) : "en/" + path));
            } else if (target.rfind("assets/", 0) == 0) {
                // One copy of the stylesheet, scripts and index, at the root; the words in the page's language.
                if (contains(target, "search-words")) CHECK(target == (english ? "assets/search-words-en.js" : "assets/search-words-ja.js"));
            } else {
                CHECK(target.rfind("en/", 0) == (english ? 0 : std::string::npos));
            }
            if (link.attribute.rfind("data-", 0) != 0) CHECK(site.files.count(target) == 1);
        }
    }
    CHECK(english_pages >= 8);
    CHECK(links > 100);
}

TEST_CASE("export: search.js takes every word it shows from the catalogues, written for each language", "[export][lang]") {
    ExportFixture fixture;
    auto site = fixture.build();
    const auto& ja = page(site, "assets/search-words-ja.js");
    const auto& en = page(site, "assets/search-words-en.js");
    CHECK(contains(ja, "window.JUDGE_SEARCH_WORDS = {\n  \"lang\": \"ja\""));
    CHECK(contains(en, "window.JUDGE_SEARCH_WORDS = {\n  \"lang\": \"en\""));
    // The query errors are the command line's sentences (rulesdb_messages.hpp), the page's words the site's.
    CHECK(contains(en, "\"unclosedQuote\": \"unclosed quote: a phrase needs its closing \\\"\""));
    CHECK(contains(ja, "\"unclosedQuote\": \"引用符が閉じていません。"));
    CHECK(contains(en, "\"filterKind\": \"Kind\""));
    CHECK(contains(ja, "\"filterKind\": \"種類\""));
    // Every key search.js asks for is written, and every word written is used.
    const std::string script(web_export::embedded_asset("search.js"));
    std::set<std::string> asked, written;
    const std::regex call(R"((?:say|queryError)\('([A-Za-z]+)'|: '(hit[A-Za-z]+)')");
    for (auto it = std::sregex_iterator(script.begin(), script.end(), call); it != std::sregex_iterator(); ++it)
        asked.insert((*it)[1].matched ? (*it)[1].str() : (*it)[2].str());
    for (const auto& word : web_export::search_words()) {
        written.insert(std::string(word.key));
        CHECK(contains(ja, "\n  \"" + std::string(word.key) + "\": "));
        CHECK(contains(en, "\n  \"" + std::string(word.key) + "\": "));
    }
    CHECK(asked.size() > 20);
    CHECK(asked == written);
    // search.js has no sentence of its own to show: no English word list, no Japanese text outside
    // its tables of characters (the half-width kana it folds).
    CHECK_FALSE(contains(script, "'Did you mean"));
    CHECK_FALSE(contains(script, "'all kinds'"));
    CHECK_FALSE(contains(script, "検索"));
}

namespace {

// The site's known IDs (engine/known-ids.js) as the text judge_set_known_ids reads: the script's one
// string, its escapes undone (IDs and addresses hold no other escaped character).
std::string known_ids_of(const web_export::BuiltSite& site) {
    const auto& script = page(site, "engine/known-ids.js");
    const auto start = script.find("window.JUDGE_KNOWN_IDS = \"");
    REQUIRE(start != std::string::npos);
    std::string text = script.substr(start + 26, script.rfind("\";") - start - 26);
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text.compare(i, 6, "\\u0009") == 0) out += '\t', i += 5;
        else if (text.compare(i, 2, "\\n") == 0) out += '\n', i += 1;
        else out += text[i];
    }
    return out;
}

// The scenario's result block on a page: after its title, up to the editor.
std::string result_block(const std::string& page_html) {
    // A passing scenario's block opens with its boards (the verdict is in the judges' fold after them).
    const auto start = std::min(page_html.find("<p class=\"verdict\">"), page_html.find("<div class=\"boards\">"));
    const auto end = page_html.find("<div class=\"play\"", start);
    REQUIRE(start != std::string::npos);
    REQUIRE(end != std::string::npos);
    return page_html.substr(start, end - start);
}

}  // namespace

TEST_CASE("export: with the engine, the site holds it, the known IDs with their pages, and each scenario in an editor", "[export][play]") {
    ExportFixture fixture;
    const std::string engine = "var createJudge = function () {};\n";
    auto site = fixture.build(engine);
    CHECK(page(site, "engine/judge.js") == engine);
    const auto ids = known_ids_of(site);
    CHECK(contains(ids, "IW-J-PIERCE-SINGLE\tiw/IW-J-PIERCE-SINGLE.html\n"));
    CHECK(contains(ids, "IW-R-PIERCE\tiw/"));
    // What edit and run added: its files, play.html in both languages, and each editor in the pages.
    std::size_t editors = 0;
    for (const auto& [path, content] : site.files)
        for (auto at = content.find("<div class=\"play\""); at != std::string::npos; at = content.find("<div class=\"play\"", at + 1))
            if (path != "play.html" && path != "en/play.html") editors += content.find("</div></div>\n", at) + 13 - at;
    CHECK(editors > 0);
    CHECK(site.summary.engine_bytes == engine.size() + page(site, "engine/known-ids.js").size() + page(site, "assets/play.js").size() + page(site, "assets/board-editor.js").size() +
                                           page(site, "play.html").size() + page(site, "en/play.html").size() + editors);
    CHECK(contains(page(site, "index.html"), "<a href=\"play.html\">"));
    CHECK(contains(page(site, "en/play.html"), "<template data-game=\"iw\">"));
    // The blank board's template says how to run it there, not on a command line.
    CHECK(contains(page(site, "en/play.html"), "then press Run"));
    CHECK(contains(page(site, "play.html"), "「実行」を押してください"));
    CHECK_FALSE(contains(page(site, "play.html"), "judge scenario operations"));
    CHECK_FALSE(contains(page(site, "en/play.html"), "judge verify THIS-FILE"));
    for (const std::string path : {"iw/IW-J-PIERCE-SINGLE.html", "en/iw/IW-J-PIERCE-SINGLE.html"}) {
        INFO(path);
        const auto& ruling = page(site, path);
        CHECK(contains(ruling, "script-src &#39;self&#39; &#39;wasm-unsafe-eval&#39;;"));
        CHECK(contains(ruling, "play.js\" defer"));
        CHECK(contains(ruling, "<div class=\"play\" data-file=\"scenarios/iw/lone-attack.xml\" data-page=\"iw/IW-J-PIERCE-SINGLE.html\""));
        // The file's own text, escaped once, after the newline the parser drops.
        CHECK(contains(ruling, "class=\"play-source\" rows=\"18\" spellcheck=\"false\" autocapitalize=\"off\">\n&lt;?xml version=&quot;1.0&quot;"));
        CHECK(contains(ruling, "&lt;title ja=&quot;単独攻撃 &amp;lt;テスト&amp;gt;&quot;/&gt;"));
        CHECK(!contains(ruling, "play-missing"));
        // Every line, a link to share, and the place a decision's answers go; the link opens play.html.
        CHECK(contains(ruling, "<input type=\"checkbox\" class=\"play-explore\">"));
        CHECK(contains(ruling, "class=\"play-share\""));
        CHECK(contains(ruling, "<div class=\"play-answers\" role=\"group\" hidden></div>"));
        CHECK(contains(ruling, "data-play-page=\"../play.html\""));
    }
    CHECK(contains(page(site, "iw/IW-J-PIERCE-SINGLE.html"), ">編集して実行</button>"));
    CHECK(contains(page(site, "en/iw/IW-J-PIERCE-SINGLE.html"), ">Edit and run</button>"));
}

TEST_CASE("export: without the engine, the site has no engine files and each scenario says edit and run is not in it", "[export][play]") {
    ExportFixture fixture;
    auto site = fixture.build();
    CHECK(site.files.count("engine/judge.js") == 0);
    CHECK(site.files.count("engine/known-ids.js") == 0);
    CHECK(site.files.count("assets/play.js") == 0);
    CHECK(site.files.count("play.html") == 0);
    CHECK(!contains(page(site, "index.html"), "play.html"));
    CHECK(site.summary.engine_bytes == 0);
    const auto& ruling = page(site, "en/iw/IW-J-PIERCE-SINGLE.html");
    CHECK(contains(ruling, "<p class=\"play-missing muted\">Edit and run is not in this export"));
    CHECK(!contains(ruling, "class=\"play\""));
    CHECK(!contains(ruling, "play.js"));
    CHECK(!contains(ruling, "wasm-unsafe-eval"));
}

TEST_CASE("export: the engine renders an edited scenario's result as the ruling page renders the file's, links included", "[export][play]") {
    ExportFixture fixture;
    auto site = fixture.build("var createJudge;\n");
    judge_set_known_ids(known_ids_of(site).c_str());
    const auto xml = test::read_file(fixture.scenarios / "iw" / "lone-attack.xml");
    for (const std::string lang : {"ja", "en"}) {
        INFO(lang);
        const std::string options_json =
            "{\"file\": \"scenarios/iw/lone-attack.xml\", \"page\": \"iw/IW-J-PIERCE-SINGLE.html\", \"lang\": \"" + lang + "\", \"player_view\": true}";
        const std::string answer = judge_verify_json(xml.c_str(), options_json.c_str());
        const auto& shown = page(site, (lang == "en" ? "en/" : "") + std::string("iw/IW-J-PIERCE-SINGLE.html"));
        const auto expected = result_block(shown);
        CHECK(contains(expected, "<ol class=\"trace\">"));
        CHECK(contains(answer, ",\"html\":" + report::json_quote(expected) + "}"));
    }
    // The trace's IDs link to the addresses the known IDs give, relative to the page (the fixture's
    // trace cites IDs its small database lacks, shown unlinked above as on the page).
    judge_set_known_ids((known_ids_of(site) + "IW-A-BLOCK\tiw/assumptions.html#IW-A-BLOCK\n").c_str());
    const std::string linked = judge_verify_json(xml.c_str(), "{\"page\": \"iw/IW-J-PIERCE-SINGLE.html\"}");
    CHECK(contains(linked, "<a class=\\\"id\\\" href=\\\"assumptions.html#IW-A-BLOCK\\\">IW-A-BLOCK</a>"));
    const std::string from_root = judge_verify_json(xml.c_str(), "{}");
    CHECK(contains(from_root, "<a class=\\\"id\\\" href=\\\"iw/assumptions.html#IW-A-BLOCK\\\">IW-A-BLOCK</a>"));
    // A mistake is the same block with the error, located in the file's name.
    const std::string answer = judge_verify_json("<scenario id=\"x\" game=\"iw\">\n  <oops>\n", "{\"file\": \"scenarios/iw/lone-attack.xml\", \"lang\": \"en\"}");
    CHECK(contains(answer, "\"html\":\"<p class=\\\"verdict\\\"><span class=\\\"badge failing\\\">failing: could not run</span>"));
    CHECK(contains(answer, "<pre class=\\\"failure\\\">scenarios/iw/lone-attack.xml:2:9: malformed XML"));
    judge_set_known_ids(nullptr);  // back to no known IDs, as the other tests expect
}

TEST_CASE("judge export html --engine copies the given engine into the site and says what edit and run added; an unreadable one is refused", "[export][play]") {
    ExportFixture fixture;
    fixture.dir.write("engine/judge.js", "var createJudge = function () {};\n");
    const auto db = shell_quote(fixture.db.string());
    const auto out = fixture.dir.path() / "site";
    auto missing = run_judge("--db " + db + " export html --out " + shell_quote(out.string()) + " --engine " +
                             shell_quote((fixture.dir.path() / "no-such.js").string()));
    CHECK(missing.exit_code == 2);
    CHECK(contains(missing.err, "no-such.js: cannot read the file"));
    CHECK(!fs::exists(out));
    auto given = run_judge("--db " + db + " export html --out " + shell_quote(out.string()) + " --engine " +
                           shell_quote((fixture.dir.path() / "engine" / "judge.js").string()));
    INFO(given.err);
    CHECK(given.exit_code == 0);
    CHECK(given.err.empty());
    CHECK(std::regex_search(given.out, std::regex(" KiB, edit and run [0-9]+ KiB of them\n$")));
    CHECK(test::read_file(out / "engine" / "judge.js") == "var createJudge = function () {};\n");
    CHECK(fs::exists(out / "engine" / "known-ids.js"));
    CHECK(fs::exists(out / "play.html"));
}
