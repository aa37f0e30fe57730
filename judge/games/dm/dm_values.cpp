// Duel Masters values and state queries: power with modifiers and static abilities (never below
// 0), civilizations, keywords and permissions (a deny beats an allow).
#include <algorithm>
#include <map>

#include "judge/core/numbers.hpp"
#include "judge/core/static_reach.hpp"
#include "judge/core/permissions.hpp"
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_ruleset.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

// Whether a static ability of `source` reaches `target` (the vocabulary's target sets), and the
// card passes the ability's filters.
bool static_applies(const GameState& state, const Card& source, const Ability& a, const std::string& target) {
    if (!condition_holds(state, a, source.owner, source.id)) return false;  // "while …": it applies only while its condition holds
    const auto& t = a.target;
    if (t.empty() || t == "self"sv) return target == source.id && passes_filters(state, a, target, source.id, Bounds::before_statics);
    if (t == "me"sv || t == "opponent"sv) {
        PlayerId who = t == "me"sv ? source.owner : state.opponent_of(source.owner);
        return target == who;
    }
    if (!state.has_card(target)) return false;
    bool mine = state.card(target).owner == source.owner;
    bool in_set = t == target;
    if (t == "my-hand"sv) in_set = mine && state.is_in(target, "hand");
    else if (t == "opponent-hand"sv) in_set = !mine && state.is_in(target, "hand");
    else if (t == "my-creatures"sv) in_set = mine && is_creature(state, target);
    else if (t == "other-my-creatures"sv) in_set = mine && target != source.id && is_creature(state, target);
    else if (t == "opponent-creatures"sv) in_set = !mine && is_creature(state, target);
    else if (t == "all-creatures"sv) in_set = is_creature(state, target);
    return in_set && passes_filters(state, a, target, source.id, Bounds::before_statics);
}

template <typename F>
void for_each_static(const GameState& state, F f) {
    for (const auto& player : state.players)
        for (const auto& id : state.zone(player.id, "battle").cards) {
            const auto& card = state.card(id);
            for (const auto& a : card.abilities())
                if (a.kind == "static"sv) f(card, a);
        }
}

}  // namespace

bool passes_filters(const GameState& state, const Ability& a, const CardId& id, const CardId& source, Bounds bounds) {
    if (a.arguments.empty()) return true;  // most abilities have no filter: asked for every value read
    const auto& card = state.card(id);
    if (auto trait = arg_view(a, "trait"); !trait.empty() && !has_trait_named(card, trait)) return false;
    if (arg_view(a, "other") == "true"sv && id == source) return false;
    if (auto tapped = arg_view(a, "tapped"); !tapped.empty() && card.tapped != (tapped == "true"sv)) return false;
    // A bound compares the value as the rules read it now (modifiers applied); the stat is asked only when bounded.
    auto within = [&](const char* low, const char* high, const char* stat) {
        const auto min = arg_view(a, low), max = arg_view(a, high);
        if (min.empty() && max.empty()) return true;
        const int value = bounds == Bounds::before_statics ? value_before_statics(state, id, stat) : value_of(state, id, stat);
        return (min.empty() || value >= number(std::string(min), 0)) && (max.empty() || value <= number(std::string(max), 0));
    };
    if (!within("min-power", "max-power", "power") || !within("min-cost", "max-cost", "cost")) return false;
    // card-type, has-keyword (twinpacts: either half); the halves are built only when one is asked for.
    if (arg_view(a, "card-type").empty() && arg_view(a, "has-keyword").empty()) return true;
    return !matching_halves(state, id, a).empty();
}

int number(const std::string& text, int fallback) {
    try {
        std::size_t used = 0;
        int value = std::stoi(text, &used);
        return used == text.size() ? value : fallback;
    } catch (const std::out_of_range&) {
        // A number written too large is a mistake in the file, never the fallback.
        throw ValueOutOfRange(msg::say(say::kNumberOutOfRange, {{"text", text}}));
    } catch (const std::invalid_argument&) {
        return fallback;
    }
}

namespace {
// How a static ability's effect reads in a step: "power +2000", "ブロッカー", or its operation's name.
msg::Text static_wording(const Ability& a) {
    if (a.operation == "modify"sv) {
        const auto amount = arg(a, "amount", "1");
        const auto stat = arg(a, "stat", "power");
        const auto sign = amount.rfind('-', 0) == 0 ? "" : "+";
        const auto ja = stat == "power" ? std::string("パワー") : stat == "cost" ? std::string("コスト") : stat;
        return {stat + " " + sign + amount, ja + sign + amount};
    }
    if (a.operation == "grant"sv || a.operation == "lose"sv)
        return {std::string(a.operation == "grant"sv ? "has " : "loses ") + arg(a, "keyword"), arg(a, "keyword") + (a.operation == "grant"sv ? "を得る" : "を失う")};
    if (a.operation == "allow"sv || a.operation == "deny"sv) {
        const bool can = a.operation == "allow"sv;
        // The English forms are the bare action (for "X cannot …" sentences): said whole here.
        return {std::string(can ? "can " : "cannot ") + capability_name(arg(a, "action"), CapabilityForm::noun).en,
                capability_name(arg(a, "action"), can ? CapabilityForm::can : CapabilityForm::cannot).ja};
    }
    return operation_name(a.operation);
}

// The five civilizations (DM-R-CIVILIZATION-MANA counts them), by their Japanese and English names.
const std::map<std::string, std::string> kCivs = {
    {"光", "光"}, {"水", "水"}, {"闇", "闇"}, {"火", "火"}, {"自然", "自然"},
    {"light", "光"}, {"water", "水"}, {"darkness", "闇"}, {"fire", "火"}, {"nature", "自然"}};
}  // namespace

std::vector<std::string> DuelMasters::civilizations() const {
    std::vector<std::string> out;
    for (const auto& [name, canonical] : kCivs) out.push_back(name);
    return out;
}

// The words of a race's name, as ・ separates them: アーマード・ドラゴン is アーマード, ドラゴン.
std::vector<std::string_view> race_words(std::string_view race) {
    std::vector<std::string_view> out;
    for (std::size_t at = 0;;) {
        const auto dot = race.find("・", at);
        out.push_back(race.substr(at, dot == std::string_view::npos ? std::string_view::npos : dot - at));
        if (dot == std::string_view::npos) return out;
        at = dot + std::string_view("・").size();
    }
}

// A race named by a word answers every race with that word among the words of its name: ドラゴン is
// アーマード・ドラゴン too, but not ドラゴノイド or ドラゴンギルド, whose names are other words
// (DM-A-RACE-WORD-INCLUDES). A civilization is matched as named.
bool trait_answers(std::string_view has, std::string_view asked) {
    if (has == asked) return true;
    if (asked.empty() || kCivs.contains(std::string(asked))) return false;
    const auto words = race_words(has), wanted = race_words(asked);
    return std::search(words.begin(), words.end(), wanted.begin(), wanted.end()) != words.end();
}

bool DuelMasters::trait_answers(std::string_view has, std::string_view asked) const { return dm::trait_answers(has, asked); }

bool has_trait_named(const Card& card, std::string_view asked) {
    return std::any_of(card.traits().begin(), card.traits().end(), [&](const std::string& t) { return trait_answers(t, asked); });
}

std::vector<std::string> civilizations(const Card& card) {
    std::vector<std::string> out;
    for (const auto& t : card.traits()) {
        auto it = kCivs.find(t);
        if (it != kCivs.end() && std::find(out.begin(), out.end(), it->second) == out.end()) out.push_back(it->second);
    }
    return out;
}

bool in_battle_zone(const GameState& state, const CardId& id) { return state.is_in(id, "battle"); }

bool is_creature(const GameState& state, const CardId& id) {
    if (!state.has_card(id) || !in_battle_zone(state, id)) return false;
    return state.card(id).type == "creature"sv || tamaseed_promoted(state, id);
}

PlayerId controller_of(const GameState& state, const CardId& id) {
    auto where = state.place(id);
    return where ? *where.owner : state.card(id).owner;
}

// DM-A-POWER-FLOOR: the modifiers stay as they are; the power read is never below 0.
namespace {

// A value with its floors: a reduced cost stops at the number of civilizations
// (DM-R-COST-REDUCTION-FLOOR, DM-R-COST-NOT-BELOW-CIVS), and nothing is below 0.
int floored(const Card& card, const std::string& stat, int printed, int total) {
    if (stat == "cost"sv && total < printed) {
        int floor = std::max<int>(1, static_cast<int>(civilizations(card).size()));
        return std::max(total, std::min(floor, printed));
    }
    return std::max(total, 0);
}

std::string value_name(const CardId& id, const std::string& stat) { return msg::say(say::kValueName, {{"stat", stat_name(stat)}, {"card", id}}); }

}  // namespace

void note_static_reach(GameState& state) {
    // Asked after every move of every explored line: with no static ability in play, nothing is
    // listed (the core then returns at once unless something reached a card before).
    bool any = false;
    for_each_static(state, [&](const Card&, const Ability&) { any = true; });
    std::vector<StaticReach> now;
    if (any) {
        // Every card a static ability could reach: the creatures of both battle zones and both hands.
        std::vector<CardId> candidates;
        for (const auto& player : state.players)
            for (const char* zone : {"battle", "hand"})
                for (const auto& id : state.zone(player.id, zone).cards) candidates.push_back(id);
        for_each_static(state, [&](const Card& source, const Ability& a) {
            static constexpr std::string_view kReaching[] = {"modify", "grant", "lose", "allow", "deny"};
            if (std::find(std::begin(kReaching), std::end(kReaching), a.operation) == std::end(kReaching)) return;
            const auto index = static_cast<std::size_t>(&a - source.abilities().data());
            for (const auto& target : candidates)
                if (static_applies(state, source, a, target)) now.push_back({source.id, index, target});
        });
    }
    static const StaticReachWords kWords{kStaticReach, say::kStaticNowApplies, say::kStaticNoLongerApplies,
                                         [](const Card&) -> std::string_view { return cite::kContinuousEffects; }, static_wording};
    judge::note_static_reach(state, now, kWords);
}

int value_of(const GameState& state, const CardId& id, const std::string& stat) {
    const auto& card = state.card(id);
    const int printed = printed_value(card, stat);
    if (stat.rfind("printed:", 0) == 0) return printed;
    auto name = [&] { return value_name(id, stat); };
    int total = checked_add(printed, modifier_total(state.modifiers, id, stat), name);
    for_each_static(state, [&](const Card& source, const Ability& a) {
        // stat and amount default as in a modify effect (docs/games/dm.md: power, 1).
        if (a.operation == "modify"sv && arg(a, "stat", "power") == stat && static_applies(state, source, a, id))
            total = checked_add(total, number(arg(a, "amount", "1"), 0), name);
    });
    if (stat == "power"sv) total = checked_add(total, power_attacker_bonus(state, id), name);
    return floored(card, stat, printed, total);
}

// The printed value and what effects gave (DM-A-STATIC-REACH-BEFORE-STATICS): no static ability,
// and no パワーアタッカー, whose keyword a static ability may give.
int value_before_statics(const GameState& state, const CardId& id, const std::string& stat) {
    const auto& card = state.card(id);
    const int printed = printed_value(card, stat);
    return floored(card, stat, printed, checked_add(printed, modifier_total(state.modifiers, id, stat), [&] { return value_name(id, stat); }));
}

namespace {

// Whether `capability` is having `keyword` ("keyword:ブロッカー"), read without making that string.
bool is_keyword_capability(std::string_view capability, std::string_view keyword) {
    return capability.size() == 8 + keyword.size() && capability.starts_with("keyword:") && capability.ends_with(keyword);
}

}  // namespace

bool carries_keyword(const GameState& state, const CardId& id, std::string_view keyword) {
    if (state.card(id).keywords().count(keyword)) return true;
    for (const auto& p : state.permissions)
        if (p.subject == id && p.allow && is_keyword_capability(p.capability, keyword)) return true;
    bool granted = false;
    for_each_static(state, [&](const Card& source, const Ability& a) {
        if (!granted && a.operation == "grant"sv && arg_view(a, "keyword") == keyword && static_applies(state, source, a, id)) granted = true;
    });
    return granted;
}

bool has_keyword(GameState& state, const CardId& id, std::string_view keyword) {
    if (!carries_keyword(state, id, keyword)) return false;
    // Losing it wins over having it (DM-A-CANNOT-OVER-CAN); a printed keyword is a "has" outside the ledger.
    const bool printed = state.card(id).keywords().count(keyword) > 0;
    return permitted(state, id, std::string("keyword:").append(keyword), nullptr, printed ? &say::kPrintedKeyword : nullptr);
}

// DM-A-CANNOT-OVER-CAN decides when a "can" meets a "cannot".
std::vector<CardId> obliged_by(const GameState& state, const CardId& subject, std::string_view capability) {
    std::vector<CardId> out;
    for (const auto& p : state.permissions)
        if (p.subject == subject && p.allow && p.capability == capability) out.push_back(p.source);
    for_each_static(state, [&](const Card& source, const Ability& a) {
        if (a.operation == "allow"sv && arg_view(a, "action") == capability && static_applies(state, source, a, subject)) out.push_back(source.id);
    });
    return out;
}

bool permitted(GameState& state, const std::string& subject, const std::string& capability, std::string* why, const msg::Message* granted_by) {
    std::vector<Permission> ledger;
    for (const auto& p : state.permissions)
        if (p.subject == subject && p.capability == capability) ledger.push_back(p);
    for_each_static(state, [&](const Card& source, const Ability& a) {
        const bool lose = a.operation == "lose"sv;
        bool grant_like = lose || a.operation == "allow"sv || a.operation == "deny"sv;
        if (!grant_like) return;
        if (lose ? !is_keyword_capability(capability, arg_view(a, "keyword")) : arg_view(a, "action") != capability) return;
        if (!static_applies(state, source, a, subject)) return;
        ledger.push_back({subject, capability, a.operation == "allow"sv, source.id, Duration::WhileSourceOnField, 0, false, cite::kContinuousEffects});
    });
    // Nothing speaks to it: the rules' "can" stands, and there is no step to write.
    if (ledger.empty()) return true;
    const auto wording = capability.rfind("keyword:", 0) == 0 ? msg::Text::same(capability.substr(8)) : capability_name(capability, CapabilityForm::noun);
    auto verdict = decide_permission(state, ledger, {subject, capability, wording, true, granted_by ? msg::text(*granted_by) : msg::Text{}},
                                     cite::kCannotOverCan);
    if (!verdict.allowed && why && verdict.conflict) *why = cite::kCannotOverCan;
    else if (!verdict.allowed && why) {
        const auto& d = *verdict.decisive;
        *why = d.cite;
        if (!d.source.empty() && state.has_card(d.source) && !in_battle_zone(state, d.source) && d.duration != Duration::WhileSourceOnField) {
            state.note(cite::kContinuousAfterSourceLeaves, say::kEffectStays, {{"source", d.source}, {"card", subject}, {"capability", capability_name(capability, CapabilityForm::cannot)}});

            *why = cite::kContinuousAfterSourceLeaves;
        }
    }
    return verdict.allowed;
}

}  // namespace judge::dm
