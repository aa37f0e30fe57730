// The shared mechanism behind 侵略, S級侵略, 革命チェンジ, ニンジャ・チェンジ and ニンジャ・ストライク:
// when an attack (or, for the ninja keywords, a block) is declared, a player may reveal cards that
// carry one of them. Each declaration then waits like a "when attacking" ability and resolves in
// the usual waiting order, where the keyword's own file decides what it does and when it fails.
#include <algorithm>
#include <set>

#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

const char* kDeclaredZone = "dm.declared-zone:";  // + card id: the zone its declaration was made from

struct Declarable {
    const char* keyword;  // canonical name
    const char* rule;
    bool by_attacker;  // declared by the attacking creature's controller; otherwise by their opponent
    bool on_block;     // may also be declared when the opponent blocks
};

constexpr Declarable kDeclarables[] = {
    {"侵略", cite::kInvasion, true, false},
    {"S級侵略", cite::kSInvasion, true, false},
    {"革命チェンジ", cite::kRevolutionChange, true, false},
    {"ニンジャ・チェンジ", cite::kNinjaChange, false, true},
    {"ニンジャ・ストライク", cite::kNinjaStrike, false, true},
};

const std::vector<std::string>& zones_of(const Declarable& d) {
    static const std::vector<std::string> kHand{"hand"};
    static const std::vector<std::string> kSInvasion = [] {
        std::vector<std::string> zones{"hand"};
        for (const auto& z : s_invasion_zones()) zones.push_back(z);
        return zones;
    }();
    return std::string_view(d.keyword) == "S級侵略"sv ? kSInvasion : kHand;
}

bool may_declare(GameState& state, const Declarable& d, const CardId& card, const CardId& creature, const PlayerId& player) {
    const std::string kw = d.keyword;
    if (kw == "侵略"sv || kw == "S級侵略"sv) return invasion_may_declare(state, card, creature);
    if (kw == "革命チェンジ"sv) return revolution_change_may_declare(state, card, creature);
    if (kw == "ニンジャ・チェンジ"sv) return ninja_change_may_declare(state, card, player);
    return ninja_strike_may_declare(state, card, player);
}

}  // namespace

const Ability* keyword_params(const GameState& state, const CardId& card, const std::string& op) {
    for (const auto& a : state.card(card).abilities())
        if (a.kind == "keyword"sv && a.operation == op) return &a;
    return nullptr;
}

bool has_trait(const GameState& state, const CardId& creature, const std::string& trait) {
    if (trait.empty()) return true;
    const auto& card = state.card(creature);
    if (has_trait_named(card, trait)) return true;
    auto civs = civilizations(card);
    return std::find(civs.begin(), civs.end(), trait) != civs.end();
}

void declaration_fails(GameState& state, const CardId& card, const std::string& zone, const char* rule, const msg::Text& why) {
    state.record({"declaration-failed", card, state.card(card).owner, zone});
    state.note(rule, say::kDeclarationFails, {{"card", card}, {"why", why}});
    state.note(cite::kSwapDeclaration, say::kStaysWhereDeclared, {{"card", card}, {"zone", zone_name(zone)}});
}

void offer_declarations(GameState& state, const std::string& moment, const CardId& creature, Decisions& decisions) {
    const auto creature_side = controller_of(state, creature);
    std::set<CardId> declared;  // a card is declared at most once per declaration of an attack or block
    for (const auto& d : kDeclarables) {
        if (moment == "block"sv && !d.on_block) continue;
        const auto player = d.by_attacker ? creature_side : state.opponent_of(creature_side);
        for (const auto& zone : zones_of(d)) {
            // Only a card carrying the keyword can be declared: a zone with none is passed over
            // without copying it (has_keyword writes nothing for a card without the keyword).
            const auto& held = state.zone(player, zone).cards;
            if (std::none_of(held.begin(), held.end(), [&](const CardId& card) { return carries_keyword(state, card, d.keyword); })) continue;
            const auto cards = held;
            for (const auto& card : cards) {
                if (declared.count(card) || !has_keyword(state, card, d.keyword)) continue;
                if (zone != "hand"sv && std::string(d.keyword) == "S級侵略"sv)
                    state.note(cite::kSInvasionZones, say::kSInvasionFrom, {{"card", card}, {"zone", zone_name(zone)}});
                if (!may_declare(state, d, card, creature, player)) continue;
                const auto when = msg::text(moment == "attack"sv ? say::kMomentAttack : say::kMomentBlock);
                if (!decisions.choose_may(player, prompt(say::kPromptDeclareKeyword, {{"keyword", d.keyword}, {"card", card}, {"moment", when}, {"creature", creature}}))) {
                    state.note(d.rule, say::kDoesNotDeclareKeyword, {{"player", player}, {"card", card}, {"keyword", d.keyword}});
                    continue;
                }
                declared.insert(card);
                state.flags[kDeclaredZone + card] = zone;
                state.record({"declared", card, player, d.keyword});
                state.note(d.rule, moment == "attack"sv ? say::kDeclaresOnAttack : say::kDeclaresOnBlock,
                                             {{"player", player}, {"card", card}, {"zone", zone_name(zone)}, {"keyword", d.keyword}, {"creature", creature}});
                state.note(cite::kSwapDeclaration, moment == "attack"sv ? say::kWaitsWithAttacking : say::kWaitsLikeTriggered,
                                                             {{"card", card}, {"zone", zone_name(zone)}});
                state.waiting.push_back({card, player, kDeclaredKeyword, std::string(d.keyword) + "|" + creature});
            }
        }
    }
}

bool resolve_declaration(GameState& state, const PendingTrigger& p, Decisions& decisions) {
    if (p.ability_index != kDeclaredKeyword) return false;
    const auto bar = p.cause.find('|');
    const auto keyword = p.cause.substr(0, bar);
    const auto creature = p.cause.substr(bar + 1);
    const auto zone = state.flags[kDeclaredZone + p.card];
    state.flags.erase(kDeclaredZone + p.card);
    const char* rule = cite::kSwapDeclaration;
    for (const auto& d : kDeclarables)
        if (keyword == d.keyword) rule = d.rule;
    state.note(rule, say::kDeclaredKeywordResolves, {{"player", p.controller}, {"keyword", keyword}, {"card", p.card}});
    auto where = state.locate(p.card);
    if (!where || where->zone != zone) {
        state.note(cite::kSwapDeclaration, say::kNoLongerInZone, {{"card", p.card}, {"zone", zone_name(zone)}});

        state.record({"declaration-failed", p.card, p.controller, zone});
        return true;
    }
    if (keyword == "侵略"sv || keyword == "S級侵略"sv) resolve_invasion(state, p.card, p.controller, zone, rule);
    else if (keyword == "革命チェンジ"sv) resolve_revolution_change(state, p.card, creature, zone);
    else if (keyword == "ニンジャ・チェンジ"sv) resolve_ninja_change(state, p.card, p.controller, zone, decisions);
    else resolve_ninja_strike(state, p.card, p.controller, zone);
    return true;
}

}  // namespace judge::dm
