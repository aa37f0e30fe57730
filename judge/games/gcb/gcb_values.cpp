// Gouda Card Battler board queries and values: what counts as a monster and as the battlefield
// (GCB-R-BATTLEFIELD), P with armor, statics and the floor, and the permission ledger.
#include <algorithm>

#include "judge/core/numbers.hpp"
#include "judge/core/permissions.hpp"
#include "judge/core/static_reach.hpp"
#include "judge/games/gcb/gcb_internal.hpp"
#include "judge/games/gcb/gcb_operations.hpp"
#include "judge/games/gcb/gcb_messages.hpp"
#include "judge/games/gcb/gcb_rules.hpp"
#include "messages/language.hpp"

namespace judge::gcb {

std::string status(const Card& card, const std::string& name) {
    auto it = card.status.find(name);
    return it == card.status.end() ? std::string() : it->second;
}

bool is_monster_card(const Card& card) { return card.type == "blue-monster"sv || card.type == "red-monster"sv; }
bool is_spell_card(const Card& card) { return card.type.size() > 6 && card.type.substr(card.type.size() - 6) == "-spell"sv; }

// GCB-R-BATTLEFIELD: the monster, area and spell zones. Energy lies in no zone and is never a
// battlefield card (GCB-R-ENERGY-NOT-BATTLEFIELD-CARD).
bool on_battlefield(const GameState& state, const CardId& id) {
    const auto zone = state.zone_of(id);
    return zone == kMonster || zone == kArea || zone == kSpell;
}

bool is_monster(const GameState& state, const CardId& id) {
    return state.is_in(id, kMonster) && is_monster_card(state.card(id));
}

bool is_energy(const GameState& state, const CardId& id) {
    for (const auto& [other, card] : state.cards)
        if (!card.beneath.empty() && on_battlefield(state, other) && std::find(card.beneath.begin(), card.beneath.end(), id) != card.beneath.end())
            return true;
    return false;
}

std::vector<CardId> monsters_of(const GameState& state, const PlayerId& player) {
    std::vector<CardId> out;
    for (const auto& id : state.zone(player, kMonster).cards)
        if (is_monster_card(state.card(id))) out.push_back(id);
    return out;
}

std::vector<CardId> all_monsters(const GameState& state) {
    std::vector<CardId> out;
    for (const auto& p : state.players)
        for (const auto& id : monsters_of(state, p.id)) out.push_back(id);
    return out;
}

std::string posture(const GameState& state, const CardId& id) { return status(state.card(id), "posture"); }

void set_posture(GameState& state, const CardId& id, const std::string& to, const char* cite_id) {
    auto& card = state.card(id);
    auto from = status(card, "posture");
    card.status["posture"] = to;
    if (to != kSpecialPosture && status(card, "charged") == "true"sv) {
        card.status.erase("charged");
        state.note(cite::kSpecialChargeState, say::kLosesCharge, {{"card", id}});
    }
    state.note(cite_id, say::kPostureChange, {{"card", id}, {"from", posture_word(from)}, {"to", posture_word(to)}});
}

namespace {

// Whether a card's static abilities work now: monsters in a monster zone, loop spells in the
// spell zone once activated, area spells in the area zone, and armor only while equipped (GCB-R-ARMOR-SPELL).
bool static_active(const GameState& state, const CardId& id) {
    const auto& card = state.card(id);
    const auto zone = state.zone_of(id);
    if (zone.empty()) return false;
    // A spell works once its activation has resolved (GCB-R-LOOP-SPELL: it stays "after it is
    // activated"): while its own activation waits on the stack it may still be nullified.
    for (const auto& item : state.stack)
        if (item.card == id && item.ability_index < 0) return false;
    if (card.type == "armor-spell"sv) return zone == kMonster && !card.attached_to.empty() && is_monster(state, card.attached_to);
    if (is_monster_card(card)) return zone == kMonster;
    if (card.type == "loop-spell"sv) return zone == kSpell;
    if (card.type == "area-spell"sv) return zone == kArea;
    return false;
}

bool in_reach(const GameState& state, const Card& source, const Ability& a, const CardId& target) {
    if (!is_monster(state, target)) return false;
    const auto& t = a.target;
    bool mine = state.card(target).owner == source.owner;
    if (t == "self"sv) return target == source.id;
    if (t == "host"sv) return target == source.attached_to;
    if (t == "all-monsters"sv) return true;
    if (t == "my-monsters"sv) return mine;
    if (t == "opponent-monsters"sv) return !mine;
    return t == target;
}

// The monsters a static modify covers: those its target names that pass its filters (no P bound:
// the loader refuses one on a static ability, whose reach would then depend on itself).
bool static_applies(const GameState& state, const Card& source, const Ability& a, const CardId& target) {
    static const CardFilterWords kStaticWords = without_bounds(filter_words());
    return in_reach(state, source, a, target) && passes_card_filters(state, a, target, source.id, source.owner, kStaticWords, nullptr);
}

}  // namespace

namespace {

// Whom a static allow / deny reaches: players, the source, its host, or a set of monsters.
std::vector<std::string> permission_subjects(const GameState& state, const Card& source, const Ability& a) {
    const auto& t = a.target;
    const auto& opponent = state.opponent_of(source.owner);
    if (t == "all-players"sv) return {source.owner, opponent};
    if (t == "me"sv) return {source.owner};
    if (t == "opponent"sv) return {opponent};
    if (t == "self"sv || t.empty()) return {source.id};
    if (t == "host"sv) return {source.attached_to};
    if (t == "all-monsters"sv) return all_monsters(state);
    if (t == "my-monsters"sv) return monsters_of(state, source.owner);
    if (t == "opponent-monsters"sv) return monsters_of(state, opponent);
    return {t};
}

// Calls `each(source, ability)` for every static ability of an active card.
template <typename Each>
void for_each_active_static(const GameState& state, Each each) {
    for (const auto& [source_id, source] : state.cards) {
        if (!has_ability_of_kind(source, "static") || !static_active(state, source_id)) continue;
        for (const auto& a : source.abilities())
            if (a.kind == "static"sv) each(source, a);
    }
}

// What a static ability does to what it reaches, as its step says it: "P +2000", "cannot attack".
msg::Text static_wording(const Ability& a) {
    if (a.operation == "modify"sv) {
        const auto amount = arg(a, "amount", "0");
        return msg::text(say::kStaticP, {{"amount", (amount.rfind('-', 0) == 0 ? "" : "+") + amount}});
    }
    return msg::text(a.operation == "allow"sv ? say::kStaticCan : say::kStaticCannot, {{"action", capability_word(arg(a, "action"))}});
}

// Why the source's text applies while it is where it is: an armor spell while equipped, a loop or
// area spell in its zone, and a monster's text as written.
std::string_view static_cite(const Card& source) {
    if (source.type == "armor-spell"sv) return cite::kArmorSpell;
    if (source.type == "loop-spell"sv) return cite::kLoopSpell;
    if (source.type == "area-spell"sv) return cite::kAreaSpell;
    return cite::kEffectText;
}

}  // namespace

// P: printed (a force monster's is the total of its materials', GCB-R-FORCE-POWER) + modifiers +
// statics of active cards (armor ±P while equipped); read with the floor of 0 (GCB-A-POWER-FLOOR).
namespace {

// P before the floor: it may be below 0.
int raw_value(const GameState& state, const CardId& id, const std::string& stat) {
    const auto& card = state.card(id);
    if (stat.rfind("printed:", 0) == 0) return printed_value(card, stat);
    int total = printed_value(card, stat);
    if (stat != "power"sv) return total;
    auto name = [&] { return msg::say(say::kPOf, {{"card", id}}); };
    if (status(card, "summon") == "force"sv && !card.beneath.empty()) {
        total = 0;
        for (const auto& m : card.beneath)
            if (is_monster_card(state.card(m))) total = checked_add(total, value_of(state, m, "printed:power"), name);
    }
    if (!is_monster(state, id)) return total;
    total = checked_add(total, modifier_total(state.modifiers, id, stat), name);
    for_each_active_static(state, [&](const Card& source, const Ability& a) {
        if (a.operation == "modify"sv && arg(a, "stat", "power") == stat && static_applies(state, source, a, id))
            total = checked_add(total, whole_number(arg(a, "amount", "0"), "amount"), name);
    });
    return total;
}

}  // namespace

int value_of(const GameState& state, const CardId& id, const std::string& stat) { return std::max(raw_value(state, id, stat), 0); }

int power_used(GameState& state, const CardId& id) {
    const int raw = raw_value(state, id, "power");
    if (raw >= 0) return raw;
    state.note(cite::kPowerFloor, say::kPowerFloored, {{"card", id}, {"raw", raw}});
    return 0;
}

std::vector<Permission> ledger(const GameState& state) {
    auto out = state.permissions;
    for_each_active_static(state, [&](const Card& source, const Ability& a) {
        if (a.operation != "allow"sv && a.operation != "deny"sv) return;
        for (const auto& s : permission_subjects(state, source, a))
            out.push_back({s, arg(a, "action"), a.operation == "allow"sv, source.id, Duration::WhileSourceOnField, 0, false, cite::kEffectOverRule});
    });
    return out;
}

void note_static_reach(GameState& state) {
    std::vector<StaticReach> now;
    for_each_active_static(state, [&](const Card& source, const Ability& a) {
        const auto index = static_cast<std::size_t>(&a - source.abilities().data());
        if (a.operation == "allow"sv || a.operation == "deny"sv)
            for (auto& s : permission_subjects(state, source, a)) now.push_back({source.id, index, std::move(s)});
        if (a.operation == "modify"sv)
            for (const auto& m : all_monsters(state))
                if (static_applies(state, source, a, m)) now.push_back({source.id, index, m});
    });
    static const StaticReachWords kWords{"gcb.static-reach", say::kStaticNowApplies, say::kStaticNoLongerApplies, static_cite, static_wording};
    judge::note_static_reach(state, now, kWords);
}

// GCB-R-CANT-OVER-CAN decides when an effect's "can" meets another's "cannot".
[[nodiscard]] std::optional<Refused> check_can(GameState& state, const std::string& subject, const std::string& capability, const msg::Text& what) {
    auto verdict = decide_permission(state, ledger(state), {subject, capability, what, true, std::string()}, cite::kCantOverCan);
    if (verdict.allowed) return std::nullopt;
    if (verdict.conflict)
        return Refused(cite::kCantOverCan, msg::text(say::kCannotConflict, {{"subject", subject}, {"what", what}, {"source", verdict.decisive->source}}));
    return Refused(verdict.decisive->cite, msg::text(say::kCannotEffectOverRule, {{"subject", subject}, {"what", what}, {"source", verdict.decisive->source}}));

}

std::optional<CardId> discards_go_to_seal(const GameState& state) {
    std::optional<CardId> found;
    for_each_active_static(state, [&](const Card& source, const Ability& a) {
        if (!found && a.operation == "discard-to-seal"sv) found = source.id;
    });
    return found;
}

}  // namespace judge::gcb
