// The web export's writer: escaping everywhere, stable paths and anchors built from IDs only,
// board diagrams, and determinism (the same database gives the same bytes).
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

#include "judge/games/registry.hpp"
#include "rulesdb/database.hpp"
#include "support.hpp"
#include "web-export/html_writer.hpp"
#include "web-export/search_index.hpp"
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

    web_export::BuiltSite build() const {
        auto database = rulesdb::open_database(db);
        web_export::ExportOptions options;
        options.scenarios_dir = scenarios;
        options.rulesets = judge::find_ruleset;
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
        CHECK(std::all_of(path.begin(), path.end(), [](char c) {
            return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '/';
        }));
    }
    CHECK(site.files.count("index.html"));
    CHECK(site.files.count("iw/index.html"));
    CHECK(site.files.count("assets/minisearch.js"));
    CHECK(contains(page(site, "assets/search-index.js"), "\"id\":\"IW-J-PIERCE-SINGLE\""));
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
    CHECK(contains(old, "Superseded"));
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
    CHECK(!contains(page(site, "assets/search-index.js"), "<script>"));
    CHECK(contains(page(site, "iw/IW-J-PIERCE-SINGLE.html"), "単独攻撃 &lt;テスト&gt;"));
}

TEST_CASE("export: a ruling's scenario shows the verdict and a board before and after", "[export]") {
    ExportFixture fixture;
    auto site = fixture.build();
    const auto& ruling = page(site, "iw/IW-J-PIERCE-SINGLE.html");
    CHECK(contains(ruling, "scenarios/iw/lone-attack.xml"));
    CHECK((contains(ruling, "badge verified") || contains(ruling, "badge failing")));
    CHECK(std::count(ruling.begin(), ruling.end(), '\0') == 0);
    auto boards = 0;
    for (auto at = ruling.find("<svg class=\"board\""); at != std::string::npos; at = ruling.find("<svg class=\"board\"", at + 1)) ++boards;
    CHECK(boards == 2);
    CHECK(contains(ruling, "class=\"card face-down\""));     // the barrier, as a back
    CHECK(contains(ruling, "rotate(90)"));                  // the attacker, tapped after attacking
    CHECK(contains(ruling, "data-card=\"a1\""));
    CHECK(contains(ruling, "ATK 3"));
    CHECK(contains(page(site, "iw/IW-J-PIERCE-OLD.html"), "no scenario yet"));
}

TEST_CASE("export: exporting is deterministic: the same database gives the same bytes", "[export]") {
    ExportFixture fixture;
    CHECK(fixture.build().files == fixture.build().files);

    auto first = fixture.dir.path() / "site-a", second = fixture.dir.path() / "site-b";
    auto db = "--db " + shell_quote(fixture.db.string());
    auto a = run_judge(db + " export html --out " + shell_quote(first.string()));
    auto b = run_judge(db + " export html --out " + shell_quote(second.string()));
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
    CHECK(run_judge(db + " export html --out " + shell_quote(first.string())).exit_code == 0);
    fixture.dir.write("other/notes.txt", "mine");
    auto refused = run_judge(db + " export html --out " + shell_quote((fixture.dir.path() / "other").string()));
    CHECK(refused.exit_code == 2);
    CHECK(contains(refused.err, "holds files but no .judge-export-manifest"));
    CHECK(test::read_file(fixture.dir.path() / "other" / "notes.txt") == "mine");
}
