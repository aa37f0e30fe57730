// The exported site as a reader follows it: IDs and glossary terms inside text are links, tags
// have pages, a game's rulings are grouped by topic, sources name their document (never a file
// path), and a base URL gives canonical links and a sitemap.
#include <catch2/catch.hpp>

#include <filesystem>

#include "judge/games/registry.hpp"
#include "rulesdb/database.hpp"
#include "support.hpp"
#include "web-export/site_export.hpp"

namespace fs = std::filesystem;
using test::run_judge;
using test::shell_quote;

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::size_t occurrences(const std::string& text, const std::string& part) {
    std::size_t n = 0;
    for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + part.size())) ++n;
    return n;
}

struct ReadingFixture {
    test::TempDir dir;
    fs::path db = dir.path() / "reading.db";

    ReadingFixture() {
        dir.write("data/iw/game.xml", R"(<?xml version="1.0" encoding="UTF-8"?>
<game id="iw" name-ja="テストワールド" name-en="Test World">
  <document id="doc" title="Test rules page" path="internal/folder/doc.txt" url="https://example.org/rules"/>
  <document id="notes" title="Test notes" path="internal/folder/notes.txt"/>
</game>
)");
        dir.write("data/iw/entries.xml", R"(<?xml version="1.0" encoding="UTF-8"?>
<entries game="iw">
  <rule id="IW-R-ABILITIES" title-ja="能力" title-en="Abilities" source="doc" heading="能力">
    <text>ゲウダのテキストを能力という。</text>
    <rule id="IW-R-PIERCE" title-ja="貫通" title-en="Pierce" source="doc" heading="能力 › 貫通">
      <text>貫通は単独で攻撃したゲウダにだけ働く。IW-R-ABILITIES も参照。</text>
    </rule>
  </rule>
  <rule id="IW-R-ZONES" title-ja="領域" title-en="Zones" source="notes">
    <text>シールドゾーンとシールドがある。</text>
  </rule>
  <ruling id="IW-J-PIERCE-SINGLE" title-ja="貫通は単独のみ" title-en="Pierce needs a lone attacker" date="2021-02-03" source="doc"
          heading="能力 › 貫通" tags="pierce,attack">
    <question>ゲウダ2体で攻撃したとき、ゲウダの貫通は働く?</question>
    <answer>働かない。IW-R-PIERCE のとおり、シールドゾーンにもシールドにも届かない。IW-J-PIERCE-SINGLE 自身は、IW-R-NOPE は。</answer>
    <cites ref="IW-R-PIERCE"/>
  </ruling>
  <ruling id="IW-J-ZONES" title-ja="領域の裁定" title-en="A zones ruling" date="2021-02-04" source="notes" tags="pierce">
    <question>シールドはいくつ?</question>
    <answer>数による。</answer>
    <cites ref="IW-R-ZONES"/>
  </ruling>
  <term id="IW-T-GEUDA" ja="ゲウダ" en="geuda"/>
  <term id="IW-T-SHIELD" ja="シールド" en="shield"/>
  <term id="IW-T-SHIELD-ZONE" ja="シールドゾーン" en="shield zone"/>
  <term id="IW-T-PIERCE" ja="貫通" en="pierce"/>
</entries>
)");
        dir.write("scenarios/iw/cards.xml", R"(<cards game="iw"/>)");
        auto r = run_judge("--db " + shell_quote(db.string()) + " db build --data " + shell_quote((dir.path() / "data").string()) +
                           " --scenarios " + shell_quote((dir.path() / "scenarios").string()));
        if (r.exit_code != 0) throw std::runtime_error("fixture database build failed: " + r.err);
    }

    web_export::BuiltSite build(const std::string& base_url = "") const {
        auto database = rulesdb::open_database(db);
        web_export::ExportOptions options;
        options.scenarios_dir = dir.path() / "scenarios";
        options.rulesets = judge::find_ruleset;
        options.base_url = base_url;
        return web_export::build_site(*database, options);
    }
};

const std::string& page(const web_export::BuiltSite& site, const std::string& path) {
    auto it = site.files.find(path);
    if (it == site.files.end()) throw std::runtime_error("no page " + path);
    return it->second;
}

// The part of a page between two markers.
std::string between(const std::string& text, const std::string& from, const std::string& to) {
    auto start = text.find(from);
    if (start == std::string::npos) return {};
    auto end = text.find(to, start);
    return text.substr(start, end == std::string::npos ? std::string::npos : end - start);
}

}  // namespace

TEST_CASE("reading: IDs and glossary terms in a ruling's text link to their entries", "[export]") {
    ReadingFixture fixture;
    auto site = fixture.build();
    const auto& ruling = page(site, "iw/IW-J-PIERCE-SINGLE.html");
    auto question = between(ruling, "<h2>質問", "<h2>回答");
    auto answer = between(ruling, "<h2>回答", "</section>");

    // Each term links at its first occurrence in a block only.
    CHECK(occurrences(question, R"(<a class="term" href="glossary.html#IW-T-GEUDA">ゲウダ</a>)") == 1);
    CHECK(occurrences(question, "ゲウダ") == 2);
    CHECK(contains(question, R"(<a class="term" href="glossary.html#IW-T-PIERCE">貫通</a>)"));
    // The longest name wins where names overlap: シールドゾーン is not シールド + ゾーン.
    CHECK(contains(answer, R"(<a class="term" href="glossary.html#IW-T-SHIELD-ZONE">シールドゾーン</a>)"));
    CHECK(contains(answer, R"(<a class="term" href="glossary.html#IW-T-SHIELD">シールド</a>)"));
    // An entry ID links to its entry; the page's own ID and unknown IDs stay text.
    CHECK(contains(answer, R"(<a class="id" href="IW-R-ABILITIES.html#IW-R-PIERCE">IW-R-PIERCE</a>)"));
    CHECK(contains(answer, "IW-J-PIERCE-SINGLE 自身"));
    CHECK_FALSE(contains(answer, R"(href="IW-J-PIERCE-SINGLE.html")"));
    CHECK(contains(answer, "IW-R-NOPE"));
    CHECK_FALSE(contains(answer, ">IW-R-NOPE</a>"));

    // Rule text links too, to other entries of the same game.
    const auto& section = page(site, "iw/IW-R-ABILITIES.html");
    CHECK(contains(section, R"(<a class="id" href="IW-R-ABILITIES.html">IW-R-ABILITIES</a>)"));
    CHECK(contains(section, R"(<a class="term" href="glossary.html#IW-T-GEUDA">ゲウダ</a>)"));
}

TEST_CASE("reading: tags link to a page per tag, and a game's rulings are grouped by topic", "[export]") {
    ReadingFixture fixture;
    auto site = fixture.build();
    const auto& ruling = page(site, "iw/IW-J-PIERCE-SINGLE.html");
    CHECK(contains(ruling, R"(<a class="tag" href="tags/pierce.html">pierce</a>)"));
    const auto& tag = page(site, "iw/tags/pierce.html");
    CHECK(contains(tag, R"(href="../../iw/IW-J-PIERCE-SINGLE.html")"));
    CHECK(contains(tag, R"(href="../../iw/IW-J-ZONES.html")"));
    CHECK_FALSE(contains(page(site, "iw/tags/attack.html"), "IW-J-ZONES.html"));

    const auto& index = page(site, "iw/index.html");
    // One topic per rule section a ruling rests on, in the rules' order, with a table of contents.
    CHECK(contains(index, R"(<a href="#topic-1">能力 / <span lang="en">Abilities</span></a>)"));
    CHECK(contains(index, R"(<a href="#topic-2">領域 / <span lang="en">Zones</span></a>)"));
    auto first = between(index, R"(id="topic-1")", R"(id="topic-2")");
    CHECK(contains(first, "IW-J-PIERCE-SINGLE.html"));
    CHECK_FALSE(contains(first, "IW-J-ZONES.html"));
}

TEST_CASE("reading: a source names its document and section, links its address, and never shows a file path", "[export]") {
    ReadingFixture fixture;
    auto site = fixture.build();
    CHECK(contains(page(site, "iw/IW-J-PIERCE-SINGLE.html"),
                   R"(<cite lang="en"><a href="https://example.org/rules" rel="external">Test rules page</a></cite> › 能力 › 貫通)"));
    CHECK(contains(page(site, "iw/IW-J-ZONES.html"), "<cite lang=\"en\">Test notes</cite>"));
    for (const auto& [path, content] : site.files) {
        INFO(path);
        CHECK_FALSE(contains(content, "internal/folder"));
    }
}

TEST_CASE("reading: every page has a description; a base URL adds canonical links and a sitemap", "[export]") {
    ReadingFixture fixture;
    auto plain = fixture.build();
    CHECK(plain.files.count("sitemap.xml") == 0);
    for (const auto& [path, content] : plain.files) {
        if (path.size() < 5 || path.substr(path.size() - 5) != ".html") continue;
        INFO(path);
        CHECK(contains(content, R"(<meta name="description" content=")"));
        CHECK_FALSE(contains(content, R"(<meta name="description" content="">)"));
        CHECK_FALSE(contains(content, R"(rel="canonical")"));
        CHECK(contains(content, R"(rel="icon")"));
    }
    CHECK(plain.files.count("assets/favicon.svg") == 1);

    auto published = fixture.build("https://example.org/faq/");
    CHECK(contains(page(published, "iw/IW-J-ZONES.html"), R"(<link rel="canonical" href="https://example.org/faq/iw/IW-J-ZONES.html">)"));
    const auto& sitemap = page(published, "sitemap.xml");
    CHECK(contains(sitemap, "<loc>https://example.org/faq/index.html</loc>"));
    CHECK(contains(sitemap, "<loc>https://example.org/faq/iw/tags/pierce.html</loc>"));
    std::size_t pages = 0;
    for (const auto& [path, content] : published.files) pages += path.size() > 5 && path.substr(path.size() - 5) == ".html";
    CHECK(occurrences(sitemap, "<loc>") == pages);
}

TEST_CASE("reading: export html refuses a base URL that is not an http(s) address", "[export]") {
    ReadingFixture fixture;
    test::TempDir out;
    auto r = run_judge("--db " + shell_quote(fixture.db.string()) + " export html --out " + shell_quote((out.path() / "site").string()) +
                       " --base-url ftp://example.org/");
    CHECK(r.exit_code == 2);
    CHECK(contains(r.err, "--base-url 'ftp://example.org/' is not an http:// or https:// address"));
    CHECK_FALSE(fs::exists(out.path() / "site" / "index.html"));
}

TEST_CASE("reading: a document's url must be an http(s) address", "[export]") {
    test::TempDir dir;
    dir.write("data/iw/game.xml", R"xml(<game id="iw" name-ja="テスト" name-en="Test">
  <document id="doc" title="T" path="p.txt" url="javascript:alert(1)"/>
</game>
)xml");
    dir.write("data/iw/entries.xml", R"(<entries game="iw"/>)");
    auto r = run_judge("--db " + shell_quote((dir.path() / "x.db").string()) + " db build --data " + shell_quote((dir.path() / "data").string()));
    CHECK(r.exit_code == 2);
    CHECK(contains(r.err, "game.xml:2:"));
    CHECK(contains(r.err, "url 'javascript:alert(1)' is not an http:// or https:// address"));
}
