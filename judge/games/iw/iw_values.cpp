// Imitation World values and state queries: printed value + modifiers + static abilities, read
// with the floor of 0; keywords and permissions where the negative wins.
#include <algorithm>

#include "judge/core/numbers.hpp"
#include "judge/core/permissions.hpp"
#include "judge/core/static_reach.hpp"
#include "judge/games/iw/iw_internal.hpp"
#include "judge/games/iw/iw_operations.hpp"
#include "judge/games/iw/iw_messages.hpp"
#include "judge/games/iw/iw_rules.hpp"
#include "messages/language.hpp"

namespace judge::iw {

namespace {

// Whether a static ability of `source` applies to `target` (the vocabulary's target sets).
bool in_reach(const GameState& state, const Card& source, const Ability& ability, const CardId& target) {
    auto where = state.locate(target);
    if (!where) return false;
    const auto& t = ability.target;
    bool mine = state.card(target).owner == source.owner;
    if (t == "self"sv) return target == source.id;
    if (t == "host"sv) return !source.attached_to.empty() && target == source.attached_to;  // IW-R-ATTACHED-CARDS
    if (t == "my-hand"sv) return mine && where->zone == "hand"sv;
    if (t == "my-geuda"sv) return mine && is_geuda(state, target);
    if (t == "opponent-geuda"sv) return !mine && is_geuda(state, target);
    if (t == "all-geuda"sv) return is_geuda(state, target);
    return t == target;
}

// The cards a static ability covers: those its target word names that pass its filters (no value
// bound: the loader refuses one on a static ability, whose reach would then depend on itself).
bool static_applies(const GameState& state, const Card& source, const Ability& ability, const CardId& target) {
    static const CardFilterWords kStaticWords = without_bounds(filter_words());
    return in_reach(state, source, ability, target) && passes_card_filters(state, ability, target, source.id, source.owner, kStaticWords, nullptr);
}

}  // namespace

bool is_on_field(const GameState& state, const CardId& id) {
    const auto zone = state.zone_of(id);
    return zone == "set"sv || zone == "territory"sv;
}

// A card of type geuda counts as a ゲウダ only on the field (IW-R-NOT-GEUDA-OUTSIDE-FIELD).
bool is_geuda(const GameState& state, const CardId& id) {
    return state.card(id).type == "geuda"sv && is_on_field(state, id);
}

bool attack_open(const GameState& state) { return state.flags.count(kAttackers) > 0; }

bool in_battle(const GameState& state, const CardId& id) {
    if (!attack_open(state)) return false;
    for (const char* key : {kAttackers, kBlockers, kAttackTarget}) {
        auto it = state.flags.find(key);
        if (it == state.flags.end()) continue;
        auto ids = split_words(it->second);
        if (std::find(ids.begin(), ids.end(), id) != ids.end()) return true;
    }
    return false;
}

int cost_zone_count(const GameState& state, const PlayerId& player) {
    return static_cast<int>(state.zone(player, "cost").cards.size());
}

namespace {

// The sum of printed value, modifiers and static abilities, which may be below 0.
int raw_value(const GameState& state, const CardId& id, const std::string& stat) {
    if (stat.rfind("printed:", 0) == 0) return printed_value(state.card(id), stat);
    auto name = [&] { return msg::say(say::kStatOf, {{"stat", stat}, {"card", id}}); };
    int total = checked_add(printed_value(state.card(id), stat), modifier_total(state.modifiers, id, stat), name);
    for (const auto& [source_id, source] : state.cards) {
        if (!has_ability_of_kind(source, "static") || !is_on_field(state, source_id)) continue;
        for (const auto& ability : source.abilities())
            if (ability.kind == "static"sv && ability.operation == "modify"sv && ability.arguments.count("stat") &&
                ability.arguments.at("stat") == stat && static_applies(state, source, ability, id))
                total = checked_add(total, whole_number(ability.arguments.at("amount"), "amount"), name);
    }
    return total;
}

// The permission ledger as the rules read it: entries made by effects, and the static
// grant / lose / allow / deny abilities of cards on the field that reach `subject`.
std::vector<Permission> ledger(const GameState& state, const CardId& subject) {
    auto out = state.permissions;
    if (!state.has_card(subject)) return out;
    for (const auto& [source_id, source] : state.cards) {
        if (!has_ability_of_kind(source, "static") || !is_on_field(state, source_id)) continue;
        for (const auto& a : source.abilities()) {
            const auto& op = a.operation;
            if (a.kind != "static"sv || (op != "grant"sv && op != "lose"sv && op != "allow"sv && op != "deny"sv)) continue;
            if (!static_applies(state, source, a, subject)) continue;
            bool keyword = op == "grant"sv || op == "lose"sv;
            auto capability = keyword ? "keyword:" + arg(a, "keyword") : arg(a, "action");
            out.push_back({subject, capability, op == "grant"sv || op == "allow"sv, source_id, Duration::WhileSourceOnField, 0, false,
                           source.type == "geuda"sv ? cite::kAbilities : cite::kEffects});
        }
    }
    return out;
}

}  // namespace

namespace {

// What a static ability does to what it reaches, as its step says it: "attack +2", "has 貫通", "cannot attack".
msg::Text static_wording(const Ability& a) {
    const auto& op = a.operation;
    if (op == "modify"sv) {
        const auto amount = arg(a, "amount");
        return msg::text(say::kStaticStat, {{"stat", stat_word(arg(a, "stat"))}, {"amount", (amount.rfind('-', 0) == 0 ? "" : "+") + amount}});
    }
    if (op == "grant"sv || op == "lose"sv) return msg::text(op == "grant"sv ? say::kStaticHas : say::kStaticLoses, {{"keyword", arg(a, "keyword")}});
    return msg::text(op == "allow"sv ? say::kStaticCan : say::kStaticCannot, {{"action", action_word(arg(a, "action"))}});
}

// A ゲウダ's static ability is one of its abilities (IW-R-ABILITIES); any other card's, one of its effects (IW-R-EFFECTS).
std::string_view static_cite(const Card& source) { return source.type == "geuda"sv ? cite::kAbilities : cite::kEffects; }

}  // namespace

void note_static_reach(GameState& state) {
    std::vector<StaticReach> now;
    std::vector<CardId> candidates;  // what a static ability can reach: the cards on both fields and in both hands
    for (const auto& [source_id, source] : state.cards) {
        if (!has_ability_of_kind(source, "static") || !is_on_field(state, source_id)) continue;
        if (candidates.empty())
            for (const auto& player : state.players)
                for (const char* zone : {"set", "territory", "hand"})
                    for (const auto& id : state.zone(player.id, zone).cards) candidates.push_back(id);
        const auto& abilities = source.abilities();
        for (std::size_t i = 0; i < abilities.size(); ++i) {
            const auto& a = abilities[i];
            static constexpr std::string_view kReaching[] = {"modify", "grant", "lose", "allow", "deny"};
            if (a.kind != "static"sv || std::find(std::begin(kReaching), std::end(kReaching), a.operation) == std::end(kReaching)) continue;
            for (const auto& target : candidates)
                if (static_applies(state, source, a, target)) now.push_back({source_id, i, target});
        }
    }
    static const StaticReachWords kWords{"iw.static-reach", say::kStaticNowApplies, say::kStaticNoLongerApplies, static_cite, static_wording};
    judge::note_static_reach(state, now, kWords);
}

// IW-R-VALUE-FLOOR: the value read is never below 0; IW-A-MODIFIERS-STAY-BELOW-ZERO: the sum is taken
// again from every modifier at each read, so a modifier pushed past 0 still counts later.
int value_of(const GameState& state, const CardId& id, const std::string& stat) {
    return std::max(raw_value(state, id, stat), 0);
}

int value_used(GameState& state, const CardId& id, const std::string& stat) {
    int raw = raw_value(state, id, stat);
    if (raw >= 0) return raw;
    state.note(cite::kValueFloor, say::kValueFloor, {{"card", id}, {"stat", stat_word(stat)}, {"raw", raw}});
    state.note(cite::kModifiersStay, say::kModifiersStay, {{"card", id}, {"raw", raw}});
    return 0;
}

// IW-R-NEGATIVE-WINS decides when a keyword had (printed or given) is also lost.
bool has_keyword(GameState& state, const CardId& id, const std::string& keyword) {
    bool printed = state.card(id).keywords().count(keyword) > 0;
    auto verdict = decide_permission(state, ledger(state, id), {id, "keyword:" + keyword, keyword, printed, printed ? msg::text(say::kPrintedKeyword) : msg::Text{}},
                                     cite::kNegativeWins);
    return verdict.allowed;
}

// IW-R-NEGATIVE-WINS decides when a "can" (an effect, or `granted_by`: a keyword such as 急襲) meets a "cannot".
[[nodiscard]] std::optional<Refused> check_permission(GameState& state, const CardId& id, const std::string& capability, const msg::Text& what, const std::string& granted_by) {
    auto verdict = decide_permission(state, ledger(state, id), {id, capability, what, true, granted_by}, cite::kNegativeWins);
    if (verdict.allowed) return std::nullopt;
    if (verdict.conflict) return Refused(cite::kNegativeWins, msg::text(say::kCannot, {{"card", id}, {"what", what}}));
    return Refused(verdict.decisive->cite, msg::text(say::kCannotByEffect, {{"card", id}, {"what", what}, {"source", verdict.decisive->source}}));

}

}  // namespace judge::iw
