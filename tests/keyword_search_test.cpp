// Every keyword ability and special card of the bundled games is found by its Japanese and its
// English name, with the rule that defines it ranked first.
#include <catch2/catch.hpp>

#include <utility>
#include <vector>

#include "rulesdb/database.hpp"
#include "rulesdb/search.hpp"
#include "support.hpp"

namespace {

struct Named {
    const char* ja;
    const char* en;
    const char* rule;
};

// Duel Masters: seed 002's special cards and keyword abilities.
const std::vector<Named> kDuelMasters = {
    {"ツインパクト", "twinpact", "DM-R-TWINPACT"},
    {"タマシード", "tamaseed", "DM-R-TAMASEED"},
    {"ガードストライク", "guard strike", "DM-R-GUARD-STRIKE"},
    {"スレイヤー", "slayer", "DM-R-SLAYER"},
    {"ガードマン", "guardman", "DM-R-GUARDMAN"},
    {"ブロッカー", "blocker", "DM-R-BLOCKER"},
    {"Wブレイカー", "double breaker", "DM-R-W-BREAKER"},
    {"Tブレイカー", "triple breaker", "DM-R-T-BREAKER"},
    {"パワード・ブレイカー", "powered breaker", "DM-R-POWERED-BREAKER"},
    {"パワーアタッカー", "power attacker", "DM-R-POWER-ATTACKER"},
    {"チャージャー", "charger", "DM-R-CHARGER"},
    {"水晶チャージャー", "crystal charger", "DM-R-CRYSTAL-CHARGER"},
    {"EXライフ", "EX life", "DM-R-EX-LIFE"},
    {"エスケープ", "escape", "DM-R-ESCAPE"},
    {"真・エスケープ", "true escape", "DM-R-TRUE-ESCAPE"},
    {"セイバー", "saver", "DM-R-SAVER"},
    {"ウルトラ・セイバー", "ultra saver", "DM-R-ULTRA-SAVER"},
    {"進化", "evolution", "DM-R-EVOLUTION"},
    {"スター進化", "star evolution", "DM-R-STAR-EVOLUTION"},
    {"NEO進化", "NEO evolution", "DM-R-NEO-EVOLUTION"},
    {"G-NEO進化", "G-NEO evolution", "DM-R-G-NEO-EVOLUTION"},
    {"墓地進化", "graveyard evolution", "DM-R-GRAVE-MANA-EVOLUTION"},
    {"マナ進化", "mana evolution", "DM-R-GRAVE-MANA-EVOLUTION"},
    {"侵略", "invasion", "DM-R-INVASION"},
    {"S級侵略", "S-class invasion", "DM-R-S-INVASION"},
    {"革命チェンジ", "revolution change", "DM-R-REVOLUTION-CHANGE"},
    {"ニンジャ・チェンジ", "ninja change", "DM-R-NINJA-CHANGE"},
    {"ニンジャ・ストライク", "ninja strike", "DM-R-NINJA-STRIKE"},
    {"革命", "revolution", "DM-R-REVOLUTION-N"},
    {"革命0トリガー", "revolution 0 trigger", "DM-R-REVOLUTION-0-TRIGGER"},
    {"メクレイド", "mekuraid", "DM-R-MEKURAID"},
    {"Wメクレイド", "W mekuraid", "DM-R-W-MEKURAID"},
    {"ラストバースト", "last burst", "DM-R-LAST-BURST"},
    {"メガ・ラストバースト", "mega last burst", "DM-R-MEGA-LAST-BURST"},
    {"ファイナル革命", "final revolution", "DM-R-FINAL-REVOLUTION"},
    {"終極宣言", "final declaration", "DM-R-FINAL-DECLARATION"},
    {"S・トリガー", "shield trigger", "DM-R-SHIELD-TRIGGER"},
    {"スピードアタッカー", "speed attacker", "DM-R-SPEED-ATTACKER"},
    {"マッハファイター", "mach fighter", "DM-R-MACH-FIGHTER"},
};

// The first two hits' IDs: the glossary term named exactly so (when the keyword has one) and the rule
// defining it come first, the term before the rule when the rule's title is not the keyword alone.
std::vector<std::string> first_hits(SQLite::Database& db, const std::string& query) {
    auto result = rulesdb::search(db, query, {.game = "dm", .kind = "", .limit = 2});
    std::vector<std::string> ids;
    for (const auto& hit : result.hits) ids.push_back(hit.id);
    return ids;
}

bool rule_leads(const std::vector<std::string>& ids, const std::string& rule) {
    if (ids.empty()) return false;
    if (ids.front() == rule) return true;
    return ids.front().rfind("DM-T-", 0) == 0 && ids.size() > 1 && ids[1] == rule;
}

}  // namespace

TEST_CASE("each Duel Masters keyword is found first by its Japanese and English names", "[search][data]") {
    auto db = rulesdb::open_database(test::bundled_db());
    for (const auto& k : kDuelMasters) {
        INFO(k.ja);
        CHECK(rule_leads(first_hits(*db, k.ja), k.rule));
        CHECK(rule_leads(first_hits(*db, k.en), k.rule));
    }
}

TEST_CASE("a glossary term named exactly what was typed comes first: the definition is not buried", "[search][data]") {
    auto db = rulesdb::open_database(test::bundled_db());
    CHECK(first_hits(*db, "クリーチャー").front() == "DM-T-CREATURE");
    CHECK(first_hits(*db, "シールド").front() == "DM-T-SHIELD");
    CHECK(first_hits(*db, "タップ").front() == "DM-T-TAP");
    CHECK(first_hits(*db, "くりーちゃー").front() == "DM-T-CREATURE");  // hiragana folded, no alias needed
    // With no game chosen, the term whose name it is comes before another game's term that merely lists it.
    CHECK(rulesdb::search(*db, "クリーチャー", {}).hits.front().id == "DM-T-CREATURE");
}

TEST_CASE("a query that is exactly an entry's name ranks that entry first, across games too", "[search][data]") {
    auto db = rulesdb::open_database(test::bundled_db());
    // 真・エスケープ's text names エスケープ more often than エスケープ's own entry does.
    // Among the entries titled exactly so, the glossary term comes first, then the rule (docs/database.md, "Ranking").
    auto escape = rulesdb::search(*db, "エスケープ", {});
    REQUIRE(escape.hits.size() >= 3);
    CHECK(escape.hits[0].id == "DM-T-ESCAPE");
    CHECK(escape.hits[1].id == "DM-R-ESCAPE");
    CHECK(escape.hits[2].id == "DM-R-TRUE-ESCAPE");
    // 進化 is also a glossary alias of gcb's 進化系召喚; the entries named exactly 進化 come first.
    auto evolution = rulesdb::search(*db, "進化", {});
    REQUIRE(evolution.hits.size() >= 2);
    CHECK(evolution.hits[0].id == "DM-T-EVOLUTION");
    CHECK(evolution.hits[1].id == "DM-R-EVOLUTION");
}
