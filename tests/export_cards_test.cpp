// Cards on the exported site: a page per card (values, keywords linked to their rule, text,
// abilities, the rulings and assumptions about it, the scenarios that use it), each game's card
// index, card names linked in the rulings' text, and the cards in the search index.
#include <catch2/catch.hpp>

#include <filesystem>
#include <regex>

#include "judge/games/registry.hpp"
#include "rulesdb/database.hpp"
#include "support.hpp"
#include "web-export/card_pages.hpp"
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

// The part of `html` from `start` up to the next `end` after it; empty when `start` is not there.
std::string between(const std::string& html, const std::string& start, const std::string& end) {
    const auto from = html.find(start);
    if (from == std::string::npos) return {};
    return html.substr(from, html.find(end, from + start.size()) - from);
}

// A scenario of `game` iw in which A's `attacker` (a library card's name) attacks and B blocks.
std::string attack_scenario(const std::string& id, const std::string& attacker, const std::string& about) {
    return R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario id=")" + id + R"(" game="iw">
  <title ja=")" + id + R"("/>
  <rulings><ruling ref=")" + about + R"("/></rulings>
  <setup turn="2" active="A" phase="main">
    <player id="A"><zone name="set"><card id="a1" name=")" + attacker + R"("/></zone></player>
    <player id="B">
      <zone name="set"><card id="b1" type="geuda" attack="1" defense="1" cost="1"/></zone>
      <zone name="barrier"><card id="bar" name="バリア" face="down"/></zone>
    </player>
  </setup>
  <actions>
    <attack player="A" attackers="a1"/>
    <block player="B" blockers="b1"/>
  </actions>
  <expect><card id="b1" zone="trash"/></expect>
</scenario>
)";
}

// A small game with four library cards: a ruling and an assumption about two of them, one scenario
// taking 貫きの槍兵 and six taking 平凡なゲウダ (more than a card page previews).
struct CardFixture {
    test::TempDir dir;
    fs::path db = dir.path() / "cards.db";
    fs::path scenarios = dir.path() / "scenarios";

    CardFixture() {
        dir.write("data/iw/game.xml", R"(<?xml version="1.0" encoding="UTF-8"?>
<game id="iw" name-ja="テストワールド" name-en="Test World">
  <document id="doc" title="Test rules page" path="internal/doc.txt"/>
  <document id="judge-cards" title="Test card library" path="internal/cards.xml"/>
</game>
)");
        dir.write("data/iw/entries.xml", R"(<?xml version="1.0" encoding="UTF-8"?>
<entries game="iw">
  <rule id="IW-R-ABILITIES" title-ja="能力" title-en="Abilities" source="doc">
    <text>カードの文章のこと。</text>
    <rule id="IW-R-PIERCE" title-ja="貫通" title-en="Pierce" source="doc">
      <text>単独の攻撃者の余った攻撃力が一番上のバリアに向かう。</text>
    </rule>
  </rule>
  <rule id="IW-R-BARRIER" title-ja="バリア" title-en="Barriers" source="doc">
    <text>バリアは上から攻撃される。</text>
  </rule>
  <assumption id="IW-A-ORDINARY" title-ja="平凡なゲウダの前提" title-en="The ordinary geuda">
    <text>平凡なゲウダは能力を持たない。</text>
    <why>資料に書かれていない。</why>
    <card ref="IW-C-ORDINARY"/>
  </assumption>
  <ruling id="IW-J-LANCE" title-ja="貫きの槍兵の貫通" title-en="The Lance Soldier's pierce" date="2021-02-03" source="doc">
    <question>貫きの槍兵長ではなく貫きの槍兵が単独で攻撃したとき、貫きの槍兵の貫通は働く?</question>
    <answer>働く。Lance Soldier の余った攻撃力は一番上のバリアに向かう。</answer>
    <cites ref="IW-R-PIERCE"/>
    <card ref="IW-C-LANCE-SOLDIER"/>
  </ruling>
  <ruling id="IW-J-ORDINARY" title-ja="平凡な攻撃" title-en="An ordinary attack" date="2021-02-04" source="doc">
    <question>平凡なゲウダがブロックされたら?</question>
    <answer>バトルになる。《伏兵の罠》があっても《バリア》はそのまま。</answer>
    <cites ref="IW-R-ABILITIES"/>
  </ruling>
  <term id="IW-T-GEUDA" ja="ゲウダ" en="geuda"/>
</entries>
)");
        dir.write("scenarios/iw/cards.xml", R"(<?xml version="1.0" encoding="UTF-8"?>
<cards game="iw" source="judge-cards">
  <card id="IW-C-LANCE-SOLDIER" name="貫きの槍兵" reading="つらぬきのそうへい" name-en="Lance Soldier" type="geuda" attack="6" defense="2" cost="3" keywords="貫通">
    <text>貫通</text>
    <text-en>Pierce</text-en>
  </card>
  <card id="IW-C-ORDINARY" name="平凡なゲウダ" reading="へいぼんなげうだ" name-en="Ordinary Geuda" type="geuda" attack="2" defense="2" cost="1"/>
  <card id="IW-C-BARRIER" name="バリア" reading="ばりあ" name-en="Barrier" type="eventi" cost="1"/>
  <card id="IW-C-AMBUSH-TRAP" name="伏兵の罠" reading="ふくへいのわな" name-en="Ambush Trap" type="eventi" cost="1">
    <text>バリアトラップ:攻撃しているゲウダを全て破壊する。</text>
    <ability kind="barrier-trap" op="destroy" target="attackers"/>
  </card>
</cards>
)");
        dir.write("scenarios/iw/lance.xml", attack_scenario("t-lance", "貫きの槍兵", "IW-J-LANCE"));
        for (int i = 1; i <= 5; ++i)
            dir.write("scenarios/iw/ordinary-" + std::to_string(i) + ".xml", attack_scenario("t-ordinary-" + std::to_string(i), "平凡なゲウダ", "IW-J-ORDINARY"));
        // The one about the assumption that names the card: previewed first though its path sorts last.
        dir.write("scenarios/iw/ordinary-6.xml", attack_scenario("t-ordinary-6", "平凡なゲウダ", "IW-A-ORDINARY"));
        auto r = run_judge("--db " + shell_quote(db.string()) + " db build --data " + shell_quote((dir.path() / "data").string()) +
                           " --scenarios " + shell_quote(scenarios.string()));
        if (r.exit_code != 0) throw std::runtime_error("fixture database build failed: " + r.err);
    }

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

TEST_CASE("export: a card's page shows its names, values, keywords linked to their rule, text and abilities", "[export][cards]") {
    CardFixture fixture;
    auto site = fixture.build();
    CHECK(site.summary.cards == 4);
    const auto& card = page(site, "iw/IW-C-LANCE-SOLDIER.html");
    CHECK(contains(card, "<h1>貫きの槍兵<span class=\"reading\">（つらぬきのそうへい）</span><span class=\"title-en\" lang=\"en\">Lance Soldier</span></h1>"));
    CHECK(contains(card, "<title>貫きの槍兵 · テストワールドのカード · judge 裁定FAQ</title>"));
    // Values by the game's words; the type by its glossary term, linked, with the format's word beside it.
    CHECK(contains(card, "<dd class=\"card-values\">攻撃力 6 · 防御力 2 · コスト 3</dd>"));
    CHECK(contains(card, "<a class=\"term\" href=\"glossary.html#IW-T-GEUDA\">ゲウダ</a> <code class=\"card-type\">geuda</code>"));
    // The keyword links to the rule about it.
    CHECK(contains(card, "<dd class=\"card-keywords\"><a class=\"term\" href=\"IW-R-ABILITIES.html#IW-R-PIERCE\">貫通</a></dd>"));
    CHECK(contains(card, "<div class=\"text text-en\" lang=\"en\">Pierce</div>"));
    CHECK(contains(card, "<cite lang=\"en\">Test card library</cite>"));
    // The crumbs lead back through the game's card index.
    CHECK(contains(card, "<a href=\"cards.html\">カード</a>"));
    // A card without abilities says how the judge plays it; one with them shows them as written.
    CHECK(contains(card, "&lt;ability&gt; 要素はありません"));
    CHECK(contains(page(site, "iw/IW-C-AMBUSH-TRAP.html"),
                   "<pre class=\"abilities\"><code>&lt;ability kind=&quot;barrier-trap&quot; op=&quot;destroy&quot; target=&quot;attackers&quot;/&gt;</code></pre>"));
    // In English: the game's words for the values are the format's, the keyword gets its rule's English title.
    const auto& english = page(site, "en/iw/IW-C-LANCE-SOLDIER.html");
    CHECK(contains(english, "<h1><span lang=\"ja\">貫きの槍兵</span><span class=\"reading\" lang=\"ja\">（つらぬきのそうへい）</span>"));
    CHECK(contains(english, "<dd class=\"card-values\">attack 6 · defense 2 · cost 3</dd>"));
    CHECK(contains(english, "<a class=\"term\" href=\"IW-R-ABILITIES.html#IW-R-PIERCE\" lang=\"ja\">貫通</a> (Pierce)"));
    CHECK(contains(english, "<title>Lance Soldier · Test World card · judge rulings FAQ</title>"));
}

TEST_CASE("export: a card's page lists the rulings and assumptions about it, and each names its cards", "[export][cards]") {
    CardFixture fixture;
    auto site = fixture.build();
    const auto about = between(page(site, "iw/IW-C-LANCE-SOLDIER.html"), "<section class=\"about-card\">", "</section>");
    CHECK(contains(about, "<a href=\"IW-J-LANCE.html\">貫きの槍兵の貫通 / <span lang=\"en\">The Lance Soldier&#39;s pierce</span></a>"));
    const auto about_assumption = between(page(site, "iw/IW-C-ORDINARY.html"), "<section class=\"about-card\">", "</section>");
    CHECK(contains(about_assumption, "<a class=\"id\" href=\"assumptions.html#IW-A-ORDINARY\">IW-A-ORDINARY</a>"));
    CHECK(contains(page(site, "iw/IW-C-BARRIER.html"), "このカードを対象とする裁定・前提はまだありません。"));
    // The ruling and the assumption name their cards, linked.
    CHECK(contains(page(site, "iw/IW-J-LANCE.html"), "<dd class=\"about-cards\"><a class=\"card-link\" href=\"IW-C-LANCE-SOLDIER.html\">貫きの槍兵</a></dd>"));
    CHECK(contains(page(site, "en/iw/IW-J-LANCE.html"), "<dd class=\"about-cards\"><a class=\"card-link\" href=\"IW-C-LANCE-SOLDIER.html\">Lance Soldier</a></dd>"));
    CHECK(contains(page(site, "iw/assumptions.html"), "<p class=\"about-cards\">対象のカード: <a class=\"card-link\" href=\"IW-C-ORDINARY.html\">平凡なゲウダ</a></p>"));
}

TEST_CASE("export: a card's page previews the scenarios that use it, those about it first, and lists the rest", "[export][cards]") {
    CardFixture fixture;
    auto site = fixture.build("var createJudge;\n");
    const auto& lance = page(site, "iw/IW-C-LANCE-SOLDIER.html");
    const auto preview = between(lance, "<article class=\"scenario scenario-preview\" id=\"scenario-1\">", "</article>");
    REQUIRE(!preview.empty());
    CHECK(contains(preview, "<h3>t-lance</h3>"));
    // Where it is shown in full: the ruling's own scenario, whose anchor is there.
    CHECK(contains(preview, "<p class=\"demonstrates\">示す項目: <a class=\"id\" href=\"IW-J-LANCE.html#scenario-1\">IW-J-LANCE</a>"));
    CHECK(contains(page(site, "iw/IW-J-LANCE.html"), "<article class=\"scenario\" id=\"scenario-1\">"));
    CHECK(std::regex_search(preview, std::regex("<p class=\"verdict\"><span class=\"badge (verified|failing)\">[^<]+</span> <code class=\"path\">scenarios/iw/lance.xml</code></p>")));
    // The board it starts from (the board after is on the ruling's page), and edit and run.
    CHECK(occurrences(preview, "<svg class=\"board") == 1);
    CHECK(contains(preview, "<figcaption>開始時の盤面</figcaption>"));
    CHECK(contains(preview, "data-card=\"a1\""));
    CHECK(contains(preview, "<div class=\"play\" data-file=\"scenarios/iw/lance.xml\" data-page=\"iw/IW-C-LANCE-SOLDIER.html\""));
    CHECK(contains(preview, "id=\"scenario-1-source\""));
    CHECK(!contains(preview, "<ol class=\"trace\">"));
    // The ruling's scenario names the library cards it takes, linked to their pages.
    CHECK(contains(page(site, "iw/IW-J-LANCE.html"),
                   "<p class=\"scenario-cards\">使用カード: <a class=\"card-link\" href=\"IW-C-BARRIER.html\">バリア</a>、<a class=\"card-link\" href=\"IW-C-LANCE-SOLDIER.html\">貫きの槍兵</a></p>"));

    // Six scenarios take 平凡なゲウダ: five previewed, the one about its assumption first, one listed.
    const auto& ordinary = page(site, "iw/IW-C-ORDINARY.html");
    CHECK(occurrences(ordinary, "<article class=\"scenario scenario-preview\"") == web_export::kCardScenarioPreviews);
    const auto first = between(ordinary, "id=\"scenario-1\">", "</article>");
    CHECK(contains(first, "scenarios/iw/ordinary-6.xml"));
    CHECK(contains(first, "<a class=\"id\" href=\"assumptions.html#scenario-1\">IW-A-ORDINARY</a>"));
    CHECK(contains(page(site, "iw/assumptions.html"), "<article class=\"scenario\" id=\"scenario-1\">"));
    CHECK(contains(ordinary, "このカードをカードライブラリから使うシナリオ: 6件。最初の5件"));
    const auto rest = between(ordinary, "<ul class=\"scenario-list\">", "</ul>");
    CHECK(occurrences(rest, "<li>") == 1);
    // A passing scenario in the list: its title, linked to where it is shown in full (its file is named there).
    CHECK(contains(rest, "<li><a href=\"IW-J-ORDINARY.html#scenario-5\">t-ordinary-5</a></li>"));
    CHECK(contains(page(site, "iw/IW-C-AMBUSH-TRAP.html"), "このカードをカードライブラリから使うシナリオはまだありません。"));
}

TEST_CASE("export: a card's name in text links to its page where it is written 《so》, or stands alone in an entry about the card", "[export][cards]") {
    CardFixture fixture;
    auto site = fixture.build();
    // In 《》 a card's whole name is the card, even one named as a rule (バリア); outside them, in a
    // ruling about no card, 平凡なゲウダ is left as it is written.
    const auto& plain = page(site, "iw/IW-J-ORDINARY.html");
    CHECK(contains(plain, "<div class=\"text\">平凡な<a class=\"term\" href=\"glossary.html#IW-T-GEUDA\">ゲウダ</a>がブロックされたら?</div>"));
    CHECK(contains(plain, "《<a class=\"card-link\" href=\"IW-C-AMBUSH-TRAP.html\">伏兵の罠</a>》があっても《<a class=\"card-link\" href=\"IW-C-BARRIER.html\">バリア</a>》はそのまま。"));
    // A ruling about the card links its name where it stands alone.
    const auto& ruling = page(site, "iw/IW-J-LANCE.html");
    // 貫きの槍兵長 is another word: the first whole name links, the second in the block stays plain.
    CHECK(contains(ruling, "<h2>質問<span class=\"title-en\" lang=\"en\">Question</span></h2><div class=\"text\">貫きの槍兵長ではなく"
                           "<a class=\"card-link\" href=\"IW-C-LANCE-SOLDIER.html\">貫きの槍兵</a>が単独で攻撃したとき、貫きの槍兵の"));
    // Its English name of two words links too, in the entry about it.
    CHECK(contains(ruling, "働く。<a class=\"card-link\" href=\"IW-C-LANCE-SOLDIER.html\">Lance Soldier</a> の"));
    // Outside 《》 バリア is the rule's word, not the card of that name.
    CHECK(contains(ruling, "の余った攻撃力は一番上のバリアに向かう。</div>"));
    CHECK(contains(page(site, "iw/IW-R-BARRIER.html"), "<div class=\"text\">バリアは上から攻撃される。</div>"));
    // The assumption's text links its card.
    CHECK(contains(page(site, "iw/assumptions.html"), "<div class=\"text\"><a class=\"card-link\" href=\"IW-C-ORDINARY.html\">平凡なゲウダ</a>は能力を持たない。</div>"));
}

TEST_CASE("export: each game's card index lists its cards by reading, linked from the game's page, and the search index holds the cards", "[export][cards]") {
    CardFixture fixture;
    auto site = fixture.build();
    const auto& index = page(site, "iw/cards.html");
    // By reading: つらぬき, ばりあ, ふくへい, へいぼん.
    const auto lance = index.find("href=\"IW-C-LANCE-SOLDIER.html\""), barrier = index.find("href=\"IW-C-BARRIER.html\""),
               trap = index.find("href=\"IW-C-AMBUSH-TRAP.html\""), ordinary = index.find("href=\"IW-C-ORDINARY.html\"");
    REQUIRE(lance != std::string::npos);
    CHECK(lance < barrier);
    CHECK(barrier < trap);
    CHECK(trap < ordinary);
    CHECK(ordinary != std::string::npos);
    CHECK(contains(index, ">貫きの槍兵</a><span class=\"reading\">（つらぬきのそうへい）</span> <span lang=\"en\">Lance Soldier</span>"));
    CHECK(contains(index, "裁定・前提1件 · シナリオ1件"));
    CHECK(contains(page(site, "iw/index.html"), "<li><a href=\"cards.html\">カード</a></li>"));
    CHECK(contains(page(site, "en/iw/index.html"), "<li><a href=\"cards.html\">Cards</a></li>"));
    CHECK(contains(page(site, "index.html"), "<td data-label=\"カード\">4</td>"));
    // Each card is a document of the search index, with its page.
    bool found = false;
    for (const auto& [path, content] : site.files)
        if (path.rfind("assets/search/d", 0) == 0 && contains(content, "[\"IW-C-LANCE-SOLDIER\",\"card\",\"iw/IW-C-LANCE-SOLDIER.html\",\"貫きの槍兵 Lance Soldier\","))
            found = true;
    CHECK(found);
    CHECK(contains(page(site, "assets/search-words-ja.js"), "\"kindCard\": \"カード\""));
    CHECK(contains(page(site, "assets/search-words-en.js"), "\"hitCard\": \"card\""));
}
