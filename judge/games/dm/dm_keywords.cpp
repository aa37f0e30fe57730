// The keyword table: canonical names, aliases and the rule behind each keyword. A keyword that
// changes a step has its own file (dm_kw_*.cpp) with the hook that step calls. A keyword that
// carries a number or a word (革命2, メクレイド5, セイバー:ドラゴン) is named bare here; the number
// or word is given as the card's value or the ability's argument (docs/games/dm.md). Names that a
// scenario writes as an operation, label or argument only are marked so keywords="…" refuses them.
#include <algorithm>
#include <string_view>

#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

const std::vector<KeywordInfo>& keyword_table() {
    static const std::vector<KeywordInfo> kTable = {
        {kSpeedAttackerKw, {"speed-attacker", "speed attacker"}, cite::kSpeedAttacker},
        {kMachFighterKw, {"mach-fighter"}, cite::kMachFighter},
        {kBlockerKw, {"blocker"}, cite::kBlocker},
        {kShieldTriggerKw, {"Sトリガー", "シールドトリガー", "シールド・トリガー", "shield-trigger", "S-trigger"}, cite::kShieldTrigger},
        {kWBreakerKw, {"W・ブレイカー", "double-breaker", "w-breaker"}, cite::kWBreaker},
        {kTBreakerKw, {"T・ブレイカー", "triple-breaker", "t-breaker"}, cite::kTBreaker},
        {kEvolutionKw, {"evolution"}, cite::kEvolution},
        {"ガードストライク", {"guard-strike", "guard strike"}, cite::kGuardStrike},
        {"スレイヤー", {"slayer"}, cite::kSlayer},
        {"ガードマン", {"guardman", "guard-man"}, cite::kGuardman},
        {"パワード・ブレイカー", {"パワードブレイカー", "powered-breaker", "powered breaker"}, cite::kPoweredBreaker},
        {"パワーアタッカー", {"power-attacker", "power attacker"}, cite::kPowerAttacker},
        {"チャージャー", {"charger"}, cite::kCharger},
        {"水晶チャージャー", {"crystal-charger", "crystal charger"}, cite::kCrystalCharger},
        {"EXライフ", {"ex-life", "EX life"}, cite::kExLife},
        {"エスケープ", {"escape"}, cite::kEscape},
        {"真・エスケープ", {"真エスケープ", "true-escape", "true escape"}, cite::kTrueEscape},
        {"セイバー", {"saver"}, cite::kSaver},
        {"ウルトラ・セイバー", {"ウルトラセイバー", "ultra-saver", "ultra saver"}, cite::kUltraSaver},
        {"スター進化", {"star-evolution", "star evolution"}, cite::kStarEvolution},
        {"NEO進化", {"neo-evolution", "NEO evolution"}, cite::kNeoEvolution},
        {"G-NEO進化", {"g-neo-evolution", "G-NEO evolution"}, cite::kGNeoEvolution},
        {"墓地進化", {"graveyard-evolution", "graveyard evolution"}, cite::kGraveManaEvolution},
        {"マナ進化", {"mana-evolution", "mana evolution"}, cite::kGraveManaEvolution},
        {"侵略", {"invasion"}, cite::kInvasion},
        {"S級侵略", {"s-invasion", "S-class invasion"}, cite::kSInvasion},
        {"革命チェンジ", {"revolution-change", "revolution change"}, cite::kRevolutionChange},
        {"ニンジャ・チェンジ", {"ニンジャチェンジ", "ninja-change", "ninja change"}, cite::kNinjaChange},
        {"ニンジャ・ストライク", {"ニンジャストライク", "ninja-strike", "ninja strike"}, cite::kNinjaStrike},
        {"革命", {"revolution"}, cite::kRevolutionN, false},
        {"革命0トリガー", {"revolution-0-trigger", "revolution 0 trigger"}, cite::kRevolution0Trigger},
        {"メクレイド", {"mekuraid"}, cite::kMekuraid, false},
        {"Wメクレイド", {"w-mekuraid", "W mekuraid"}, cite::kWMekuraid, false},
        {"ラストバースト", {"last-burst", "last burst"}, cite::kLastBurst},
        {"メガ・ラストバースト", {"メガラストバースト", "mega-last-burst", "mega last burst"}, cite::kMegaLastBurst},
        {"ファイナル革命", {"final-revolution", "final revolution"}, cite::kFinalRevolution, false},
        {"終極宣言", {"final-declaration", "final declaration"}, cite::kFinalDeclaration, false},
    };
    return kTable;
}

namespace {

// Equal but for the case of ASCII letters; compared where they stand, as the engine asks this
// for every ability it looks at.
bool same_ignoring_case(std::string_view a, std::string_view b) {
    auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c; };
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [&](char x, char y) { return lower(x) == lower(y); });
}

}  // namespace

const KeywordInfo* find_keyword(const std::string& name) {
    for (const auto& k : keyword_table()) {
        if (name == k.canonical) return &k;
        for (const auto* alias : k.aliases)
            if (same_ignoring_case(name, alias)) return &k;
    }
    return nullptr;
}

std::string canonical_keyword(const std::string& name) {
    const auto* k = find_keyword(name);
    return k ? k->canonical : name;
}

bool labelled(const Ability& a, const char* canonical) {
    auto it = a.arguments.find("label");
    if (it == a.arguments.end()) return false;
    const auto* k = find_keyword(it->second);  // canonical_keyword without copying the name
    return k ? std::string_view(k->canonical) == canonical : it->second == canonical;
}

}  // namespace judge::dm
