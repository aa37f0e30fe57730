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

std::string first_hit(SQLite::Database& db, const std::string& query) {
    auto result = rulesdb::search(db, query, {.game = "dm", .kind = "", .limit = 1});
    return result.hits.empty() ? "(nothing)" : result.hits.front().id;
}

}  // namespace

TEST_CASE("each Duel Masters keyword is found first by its Japanese and English names", "[search][data]") {
    auto db = rulesdb::open_database(test::bundled_db());
    for (const auto& k : kDuelMasters) {
        CHECK(first_hit(*db, k.ja) == k.rule);
        CHECK(first_hit(*db, k.en) == k.rule);
    }
}

TEST_CASE("a query that is exactly an entry's name ranks that entry first, across games too", "[search][data]") {
    auto db = rulesdb::open_database(test::bundled_db());
    // 真・エスケープ's text names エスケープ more often than エスケープ's own entry does.
    auto escape = rulesdb::search(*db, "エスケープ", {});
    REQUIRE(escape.hits.size() >= 2);
    CHECK(escape.hits.front().id == "DM-R-ESCAPE");
    // 進化 is also a glossary alias of gcb's 進化系召喚; the entry named exactly 進化 comes first.
    CHECK(rulesdb::search(*db, "進化", {}).hits.front().id == "DM-R-EVOLUTION");
}
