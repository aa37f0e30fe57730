// Cards as entries of the rules database: a card library read as entries (every card checked as
// the engine would play it), the build's checks of card names and of rulings about cards, and
// `judge show` / `judge search` finding a card by its name, reading or ID.
#include <catch2/catch.hpp>

#include "judge/core/card_entries.hpp"
#include "judge/core/scenario_loader.hpp"
#include "judge/games/registry.hpp"
#include "rulesdb/corpus_loader.hpp"
#include "rulesdb/corpus_validator.hpp"
#include "support.hpp"

namespace fs = std::filesystem;

namespace {

judge::CardEntries entries_of(const std::string& cards) {
    return judge::read_card_entries_text("<cards game=\"iw\" source=\"doc\">\n" + cards + "\n</cards>\n", "iw/cards.xml",
                                         *judge::find_ruleset("iw"));
}

std::vector<std::string> formatted(const rulesdb::Diagnostics& problems) {
    std::vector<std::string> out;
    for (const auto& p : problems) out.push_back(p.format());
    return out;
}

}  // namespace

TEST_CASE("a library card is read as an entry with its names, values, text and abilities", "[cards]") {
    auto read = entries_of(R"(<card id="IW-C-SCOUT" name="速攻の斥候" reading="そっこうのせっこう" name-en="Swift Scout" type="geuda" attack="2" defense="1" cost="2" keywords="急襲">
  <text>急襲。パーン：カードを1枚引く。</text>
  <ability kind="paan" op="draw" amount="1"/>
</card>)");
    REQUIRE(read.problems.empty());
    REQUIRE(read.cards.size() == 1);
    const auto& card = read.cards.front();
    CHECK(card.id == "IW-C-SCOUT");
    CHECK(card.game == "iw");
    CHECK(card.name == "速攻の斥候");
    CHECK(card.reading == "そっこうのせっこう");
    CHECK(card.name_en == "Swift Scout");
    CHECK(card.type == "geuda");
    CHECK(card.keywords == std::vector<std::string>{"急襲"});
    CHECK(card.values == std::vector<std::pair<std::string, std::string>>{{"attack", "2"}, {"defense", "1"}, {"cost", "2"}});
    CHECK(card.text == "急襲。パーン：カードを1枚引く。");
    CHECK(card.abilities == R"(<ability kind="paan" op="draw" amount="1"/>)");
    CHECK(card.source_doc == "doc");
    CHECK(card.origin.line == 2);
}

TEST_CASE("every card of a library is checked, used by a scenario or not", "[cards]") {
    auto read = entries_of(R"(<card id="IW-C-A" name="甲" type="geuda" attack="1" defense="1" cost="1"/>
<card name="乙" type="geuda" attack="1" defense="1" cost="1"/>
<card id="IW-C-C" name="丙" type="geuda" attack="1" defense="1" cost="1"><ability kind="paan" op="draw" amount="many"/></card>
<card id="IW-C-D" name="甲" type="geuda" attack="2" defense="1" cost="1"/>)");
    const auto problems = formatted(read.problems);
    for (const auto& p : problems) UNSCOPED_INFO(p);
    CHECK(read.cards.size() == 2);
    REQUIRE(problems.size() == 3);
    CHECK(problems[0] == "iw/cards.xml:3:1: <card> needs the attribute 'id'");
    CHECK(problems[1].rfind("iw/cards.xml:4:", 0) == 0);
    CHECK(problems[1].find("many") != std::string::npos);
    CHECK(problems[2] == "iw/cards.xml:5:1: a second card named 甲 (the first is on line 2): a name is one card");
}

TEST_CASE("a card's printed text is written once, as words", "[cards]") {
    auto read = entries_of(R"(<card id="IW-C-E" name="丁" type="geuda" attack="1" defense="1" cost="1"><text>一</text><text>二</text></card>)");
    CHECK(formatted(read.problems) == std::vector<std::string>{"iw/cards.xml:2:87: a second <text> in <card>: it takes one"});
    read = entries_of(R"(<card id="IW-C-E" name="丁" type="geuda" attack="1" defense="1" cost="1"><text>一<b>二</b></text></card>)");
    REQUIRE(read.problems.size() == 1);
    CHECK(read.problems.front().line == 2);
}

TEST_CASE("a card names its source, or its library does", "[cards]") {
    auto read = judge::read_card_entries_text(R"(<cards game="iw"><card id="IW-C-A" name="甲" type="geuda" attack="1" defense="1" cost="1"/></cards>)",
                                              "iw/cards.xml", *judge::find_ruleset("iw"));
    REQUIRE(read.problems.size() == 1);
    CHECK(read.problems.front().format() ==
          "iw/cards.xml:1:18: card 甲 names no source: give source=\"DOC\" on it or on <cards>");
}

TEST_CASE("the engine plays a library card that carries its entry's words", "[cards]") {
    test::TempDir dir;
    dir.write("iw/cards.xml", R"(<cards game="iw" source="doc"><card id="IW-C-A" name="甲" reading="こう" name-en="A" type="geuda" attack="4" defense="1" cost="1"><text>（能力なし）</text></card></cards>)");
    const auto file = dir.write("s.xml", R"(<scenario id="s" game="iw"><title ja="甲" en="A"/><setup turn="1" active="A" phase="main">
<player id="A"><zone name="set"><card id="a" name="甲"/></zone></player><player id="B"/></setup></scenario>)");
    judge::CardLibraryCache cache(dir.path());
    const auto loaded = judge::load_scenario(file, "s.xml", judge::find_ruleset, dir.path(), cache);
    const auto& card = loaded.scenario.players.front().cards.front().card;
    CHECK(card.name == "甲");
    CHECK(card.printed().at("attack") == 4);
}

TEST_CASE("the build refuses a ruling about an unknown card and a second card of one name", "[cards][build]") {
    rulesdb::LinkChecker checker("scenarios");
    checker.game({"iw", "テスト", "Test", {{"doc", "Doc", "doc.txt", "", {}}}, {"game.xml", 1}});
    rulesdb::Card card;
    card.id = "IW-C-A";
    card.game = "iw";
    card.name = "甲";
    card.source_doc = "doc";
    card.origin = {"scenarios/iw/cards.xml", 3};
    checker.card(card);
    card.id = "IW-C-B";
    card.origin.line = 4;
    checker.card(card);
    rulesdb::Assumption about;
    about.id = "IW-A-X";
    about.game = "iw";
    about.origin = {"data/iw/assumptions.xml", 2};
    about.cards = {{"IW-C-A", {"data/iw/assumptions.xml", 5}}, {"IW-C-NOPE", {"data/iw/assumptions.xml", 6}}};
    checker.assumption(about);
    const auto problems = formatted(checker.finish());
    for (const auto& p : problems) UNSCOPED_INFO(p);
    REQUIRE(problems.size() == 2);
    CHECK(problems[0] == "scenarios/iw/cards.xml:4: a second card named 甲: the first is at scenarios/iw/cards.xml:3");
    CHECK(problems[1] == "data/iw/assumptions.xml:6: IW-A-X is about card IW-C-NOPE, which is not a known card");
}

TEST_CASE("show finds a bundled card by its ID, its name and its reading, with its scenarios", "[cards][cli]") {
    const auto db = test::shell_quote(test::bundled_db().string());
    auto by_id = test::run_judge("--db " + db + " show DM-C-FIRE-SOLDIER");
    REQUIRE(by_id.exit_code == 0);
    CHECK(by_id.out.find("DM-C-FIRE-SOLDIER  card") == 0);
    CHECK(by_id.out.find("Scenarios:") != std::string::npos);
    auto by_name = test::run_judge("--db " + db + " show 火の兵士");
    CHECK(by_name.out == by_id.out);
    auto by_reading = test::run_judge("--db " + db + " show ヒノヘイシ");
    CHECK(by_reading.out == by_id.out);
    auto unknown = test::run_judge("--db " + db + " show 水の兵士ではない");
    CHECK(unknown.exit_code != 0);
    CHECK(unknown.err.find("no card of that name") != std::string::npos);
}

TEST_CASE("search finds a card by its reading in hiragana and by part of its name, the named card first", "[cards][search]") {
    const auto db = test::shell_quote(test::bundled_db().string());
    auto reading = test::run_judge("--db " + db + " search ひのへいし --kind card");
    CHECK(reading.out.find("DM-C-FIRE-SOLDIER") == 0);
    auto part = test::run_judge("--db " + db + " search 兵士 --kind card");
    CHECK(part.out.find("DM-C-FIRE-SOLDIER") != std::string::npos);
    CHECK(part.out.find("DM-C-WATER-SOLDIER") != std::string::npos);
    // The particle の is not searched (and said so), but the card titled exactly so comes first.
    auto named = test::run_judge("--db " + db + " search 火の兵士");
    CHECK(named.out.rfind("(not searched: の)\nDM-C-FIRE-SOLDIER  card", 0) == 0);
}

TEST_CASE("another card game's word for a term widens a search to it and is shown apart from the aliases", "[search]") {
    const auto db = test::shell_quote(test::bundled_db().string());
    // "trample" is in no entry's text: IW-T-PIERCE names it <known-as>.
    auto found = test::run_judge("--db " + db + " search trample --json --limit 3");
    CHECK(found.out.find("{\"typed\":\"trample\",\"names\":[\"pierce\",\"piercing\",\"trample\",\"かんつう\",\"トランプル\",\"貫通\"]}") != std::string::npos);
    CHECK(found.out.find("\"id\":\"IW-T-PIERCE\"") != std::string::npos);
    auto shown = test::run_judge("--db " + db + " show IW-T-PIERCE");
    CHECK(shown.out.find("Aliases:\n  piercing\n") != std::string::npos);
    CHECK(shown.out.find("Known in other games as:\n  trample, トランプル\n") != std::string::npos);
}

TEST_CASE("a misspelt word among words that are found brings its own suggestion, and a plural is widened as its term", "[search]") {
    const auto db = test::shell_quote(test::bundled_db().string());
    auto typo = test::run_judge("--db " + db + " search sheild break");
    CHECK(typo.out.find("(matched 1 of 2 words; no entry has \"sheild\")\ndid you mean: shield") != std::string::npos);
    auto plural = test::run_judge("--db " + db + " search blockers --limit 1");
    CHECK(plural.out.rfind("(blockers also searched as: block, blocker, ぶろっかー, ブロッカー, ブロック)\n", 0) == 0);
    // A verb form is not a plural: it keeps its English forms and is not taken as the term.
    auto verb = test::run_judge("--db " + db + " search blocked --limit 1");
    CHECK(verb.out.find("also searched as") == std::string::npos);
}
