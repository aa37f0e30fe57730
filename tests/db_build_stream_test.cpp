// The streaming database build: entries handed on file by file as they are read, link checks that
// keep IDs and positions but no texts, problems in one fixed order whatever the files' order, and
// nothing left behind by a build that is refused after rows were written.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "rulesdb/corpus_loader.hpp"
#include "rulesdb/corpus_validator.hpp"
#include "support.hpp"

namespace fs = std::filesystem;

namespace {

const char* kGame = R"(<game id="iw" name-ja="テスト" name-en="Test"><document id="doc" title="Doc" path="doc.txt"/></game>)";

// Writes down what it is handed and when, as "kind ID file".
class RecordingSink final : public rulesdb::CorpusSink {
public:
    std::vector<std::string> events;

    void game(const rulesdb::Game& g) override { events.push_back("game " + g.id + " " + g.origin.file); }
    void rule(const rulesdb::Rule& r) override { events.push_back("rule " + r.id + " " + r.origin.file); }
    void ruling(const rulesdb::Ruling& r) override { events.push_back("ruling " + r.id + " " + r.origin.file); }
    void assumption(const rulesdb::Assumption& a) override { events.push_back("assumption " + a.id + " " + a.origin.file); }
    void term(const rulesdb::Term& t) override { events.push_back("term " + t.id + " " + t.origin.file); }
    void scenario_link(const rulesdb::ScenarioLink& l) override { events.push_back("link " + l.ruling_id + " " + l.origin.file); }
    void card(const rulesdb::Card& c) override { events.push_back("card " + c.id + " " + c.origin.file); }
    void card_use(const rulesdb::CardUse& u) override { events.push_back("use " + u.card_id + " " + u.path); }
};

std::string ruling(const std::string& id, const std::string& text) {
    return "<ruling id=\"" + id + "\" title-ja=\"問\" title-en=\"Q\" date=\"2026-01-02\" source=\"doc\"><question>" + text +
           "</question><answer>" + text + "</answer><cites ref=\"IW-R-A\"/><cites ref=\"IW-A-B\"/></ruling>\n";
}

// What the link checks hold after being handed `count` rulings whose question and answer are `text`.
std::size_t retained_after(int count, const std::string& text) {
    rulesdb::LinkChecker checker("scenarios");
    rulesdb::Game game{"iw", "テスト", "Test", {{"doc", "Doc", "doc.txt", "", {}}}, {"game.xml", 1}};
    checker.game(game);
    for (int i = 0; i < count; ++i) {
        rulesdb::Ruling r;
        r.id = "IW-J-R" + std::to_string(i);
        r.game = "iw";
        r.title_ja = r.title_en = r.question = r.answer = text;
        r.date = "2026-01-02";
        r.source_doc = "doc";
        r.cites = {{"IW-R-A", {"rulings.xml", 2 * i + 1}}, {"IW-A-B", {"rulings.xml", 2 * i + 2}}};
        r.origin = {"rulings.xml", 2 * i};
        checker.ruling(r);
    }
    return checker.retained_bytes();
}

}  // namespace

TEST_CASE("the loader hands each entry on as it reads it, file by file, a rule before the rules inside it", "[build]") {
    test::TempDir dir;
    dir.write("data/iw/game.xml", kGame);
    dir.write("data/iw/a.xml", "<entries game=\"iw\">\n" + ruling("IW-J-X", "x") +
                                   R"(<term id="IW-T-T" ja="t" en="t"/>
<rule id="IW-R-A" title-ja="甲" title-en="A" source="doc"><text>x</text><rule id="IW-R-A-1" title-ja="乙" title-en="B" source="doc"><text>y</text></rule></rule>
</entries>)");
    dir.write("data/iw/b.xml", R"(<entries game="iw">
<assumption id="IW-A-B" title-ja="a" title-en="a"><text>t</text><why>w</why></assumption>
<ruling id="IW-J-Y" title-ja="問" title-en="Q" date="2026-01-02" source="doc"><question>q</question><answer>a</answer><cites ref="IW-R-A"/><scenario path="iw/s.xml"/></ruling>
</entries>)");
    RecordingSink sink;
    auto problems = rulesdb::read_corpus(dir.path() / "data", dir.path(), sink);
    CHECK(problems.empty());
    CHECK(sink.events == std::vector<std::string>{
                             "game iw data/iw/game.xml",
                             "ruling IW-J-X data/iw/a.xml",
                             "term IW-T-T data/iw/a.xml",
                             "rule IW-R-A data/iw/a.xml",
                             "rule IW-R-A-1 data/iw/a.xml",
                             "assumption IW-A-B data/iw/b.xml",
                             "link IW-J-Y data/iw/b.xml",
                             "ruling IW-J-Y data/iw/b.xml",
                         });
}

TEST_CASE("the link checks keep no entry text: what they hold does not grow with the texts", "[build]") {
    const auto short_texts = retained_after(50000, "短い");
    const auto long_texts = retained_after(50000, std::string(4000, 'x'));
    CHECK(long_texts == short_texts);
    // IDs, kinds, positions and references only: under a hundred bytes a ruling (its two citations
    // included), against the two kilobytes a ruling of the bundled content takes in memory whole.
    CHECK(short_texts < 50000 * 100);
}

TEST_CASE("a refused build lists its problems by kind of check, not by the order the files are read in", "[build]") {
    test::TempDir dir;
    dir.write("data/iw/game.xml", kGame);
    // a.xml (read first) holds the terms, rulings and assumptions; b.xml the rules the checks start with.
    dir.write("data/iw/a.xml", R"(<entries game="iw">
<term id="IW-T-T1" ja="t" en="t"><see ref="IW-T-NONE"/><see ref="IW-R-R1"/></term>
<term id="iw-t-bad" ja="t" en="t"/>
<ruling id="IW-J-J1" title-ja="問" title-en="Q" date="2026-13-02" source="nodoc"><question>q</question><answer>a</answer>
  <cites ref="IW-R-R1"/><cites ref="IW-J-J2"/><cites ref="IW-R-MISSING"/><supersedes ref="IW-J-J2"/><scenario path="iw/none.xml"/><scenario path="../out.xml"/></ruling>
<ruling id="IW-J-J2" title-ja="問" title-en="Q" date="2026-01-02" source="doc"><question>q</question><answer>a</answer>
  <cites ref="IW-A-A1"/><supersedes ref="IW-J-J1"/></ruling>
<ruling id="IW-J-J3" title-ja="問" title-en="Q" date="2026-01-02" source="doc"><question>q</question><answer>a</answer>
  <cites ref="IW-A-A1"/><supersedes ref="IW-J-J2"/></ruling>
<ruling id="IW-J-J4" title-ja="問" title-en="Q" date="2026-01-02" source="doc"><question>q</question><answer>a</answer>
  <cites ref="IW-A-A1"/><supersedes ref="IW-R-R1"/></ruling>
<assumption id="IW-A-A1" title-ja="a" title-en="a" source="other"><text>t</text><why>w</why></assumption>
</entries>
)");
    dir.write("data/iw/b.xml", R"(<entries game="iw">
<rule id="IW-R-R1" title-ja="甲" title-en="A" source="nodoc"><text>本文</text>
  <rule id="IW-J-J1" title-ja="乙" title-en="B" source="doc"><text>x</text></rule></rule>
<term id="IW-T-T1" ja="t" en="t"/>
</entries>
)");
    dir.write("scenarios/iw/s.xml", R"(<scenario id="S1" game="iw">
  <rulings>
    <ruling ref="IW-J-NOPE"/>
    <ruling ref="IW-R-R1"/>
  </rulings>
</scenario>
)");
    auto r = test::run_judge("--db out/judge.db db build --data data --scenarios scenarios", dir.path());
    CHECK(r.exit_code == 2);
    CHECK(r.err ==
          "data/iw/b.xml:3: the ID 'IW-J-J1' is not of the form IW-R-NAME (upper-case letters, digits and hyphens)\n"
          "data/iw/a.xml:4: duplicate ID IW-J-J1 (first defined at data/iw/b.xml:3)\n"
          "data/iw/a.xml:3: the ID 'iw-t-bad' is not of the form IW-T-NAME (upper-case letters, digits and hyphens)\n"
          "data/iw/b.xml:4: duplicate ID IW-T-T1 (first defined at data/iw/a.xml:2)\n"
          "data/iw/b.xml:2: IW-R-R1 names the source 'nodoc', which game.xml of 'iw' does not list\n"
          "data/iw/a.xml:12: IW-A-A1 names the source 'other', which game.xml of 'iw' does not list\n"
          "data/iw/a.xml:4: IW-J-J1 names the source 'nodoc', which game.xml of 'iw' does not list\n"
          "data/iw/a.xml:4: IW-J-J1 has the date '2026-13-02'; expected YYYY-MM-DD\n"
          "data/iw/a.xml:5: IW-J-J1 cites IW-J-J2, which is not a known rule or assumption\n"
          "data/iw/a.xml:5: IW-J-J1 cites IW-R-MISSING, which is not a known rule or assumption\n"
          "data/iw/a.xml:7: IW-J-J2 supersedes IW-J-J1, which is not a known ruling\n"
          "data/iw/a.xml:9: IW-J-J2 is superseded twice, by IW-J-J1 and IW-J-J3\n"
          "data/iw/a.xml:11: IW-J-J4 supersedes IW-R-R1, which is not a known ruling\n"
          "data/iw/a.xml:4: the supersession chain of IW-J-J1 loops back to IW-J-J1\n"
          "data/iw/a.xml:8: the supersession chain of IW-J-J3 loops back to IW-J-J2\n"
          "data/iw/a.xml:2: IW-T-T1 links to IW-T-NONE, which is not a known term\n"
          "data/iw/a.xml:2: IW-T-T1 links to IW-R-R1, which is not a known term\n"
          "data/iw/a.xml:5: IW-J-J1 links to the scenario iw/none.xml, which does not exist\n"
          "data/iw/a.xml:5: the scenario names IW-J-J1, which is a rule, not a ruling or assumption in the database\n"
          "data/iw/a.xml:5: the scenario path '../out.xml' must be relative to scenarios/ and stay inside it\n"
          "scenarios/iw/s.xml:3: the scenario names IW-J-NOPE, which is not a ruling or assumption in the database\n"
          "scenarios/iw/s.xml:4: the scenario names IW-R-R1, which is a rule, not a ruling or assumption in the database\n"
          "judge: the database was not built (22 problems); out/judge.db is unchanged\n");
    // The rows written while the files were read went into a temporary file in a folder the build
    // made: neither is left behind.
    CHECK_FALSE(fs::exists(dir.path() / "out"));
}

TEST_CASE("a refused build leaves no temporary file beside the database it keeps", "[build]") {
    test::TempDir dir;
    auto db = test::build_fixture_db(dir);
    const auto before = test::read_file(db);
    const auto files_before = std::distance(fs::directory_iterator(db.parent_path()), fs::directory_iterator());
    test::TempDir corpus;
    corpus.write("data/iw/game.xml", kGame);
    corpus.write("data/iw/a.xml", "<entries game=\"iw\">\n" + ruling("IW-J-X", "x") + ruling("IW-J-X", "y") + "</entries>\n");
    corpus.write("data/iw/b.xml", R"(<entries game="iw">
<rule id="IW-R-A" title-ja="甲" title-en="A" source="doc"><text>x</text></rule>
<assumption id="IW-A-B" title-ja="a" title-en="a"><text>t</text><why>w</why></assumption>
</entries>
)");
    auto r = test::run_judge("--db " + test::shell_quote(db.string()) + " db build --data " +
                             test::shell_quote((corpus.path() / "data").string()) + " --scenarios " + test::shell_quote(corpus.path().string()));
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("a.xml:3: duplicate ID IW-J-X (first defined at") != std::string::npos);
    CHECK(test::read_file(db) == before);
    CHECK(std::distance(fs::directory_iterator(db.parent_path()), fs::directory_iterator()) == files_before);
}

TEST_CASE("a reference written in another file than its entry is reported at its own file", "[build]") {
    rulesdb::Corpus corpus;
    corpus.games.push_back({"iw", "テスト", "Test", {{"doc", "Doc", "doc.txt", "", {}}}, {"game.xml", 1}});
    rulesdb::Ruling r;
    r.id = "IW-J-A";
    r.game = "iw";
    r.date = "2026-01-02";
    r.source_doc = "doc";
    r.origin = {"rulings.xml", 3};
    r.cites = {{"IW-R-NONE", {"rulings.xml", 4}}, {"IW-R-GONE", {"elsewhere.xml", 9}}};
    r.supersedes = rulesdb::Reference{"IW-J-NONE", {"third.xml", 2}};
    corpus.rulings.push_back(r);
    std::vector<std::string> lines;
    for (const auto& p : rulesdb::validate_corpus(corpus, "scenarios")) lines.push_back(p.format());
    CHECK(lines == std::vector<std::string>{
                       "rulings.xml:4: IW-J-A cites IW-R-NONE, which is not a known rule or assumption",
                       "elsewhere.xml:9: IW-J-A cites IW-R-GONE, which is not a known rule or assumption",
                       "third.xml:2: IW-J-A supersedes IW-J-NONE, which is not a known ruling",
                   });
}
