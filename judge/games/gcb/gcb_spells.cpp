// Gouda Card Battler spells and activated effects: when they may be activated (GCB-R-SPELL-TIMING),
// the three activation requirements with costs that must change something
// (GCB-R-ACTIVATION-CONDITIONS), what each spell type does once resolved, effects, and armor.
#include <algorithm>

#include "judge/core/numbers.hpp"
#include "judge/games/gcb/gcb_internal.hpp"
#include "judge/games/gcb/gcb_rules.hpp"

namespace judge::gcb {

namespace {

// Why a used (resolved or nullified) normal or time spell goes to the graveyard: the normal
// spell's own rule says so; for a time spell only the graveyard's rule (used spells) does.
const char* used_spell_rule(const Card& card) { return card.type == "time-spell" ? cite::kGraveyard : cite::kNormalSpell; }

// The ability that carries a spell's targets, timing, condition and cost: its first `play` ability.
const Ability* main_ability(const Card& card) {
    for (const auto& a : card.abilities)
        if (a.kind == "play") return &a;
    return nullptr;
}

std::vector<CardId> battlefield_energy(const GameState& state) {
    std::vector<CardId> out;
    for (const auto& [id, card] : state.cards)
        if (on_battlefield(state, id))
            for (const auto& e : card.beneath) out.push_back(e);
    return out;
}

std::vector<CardId> legal_targets(const GameState& state, const Ability& a, const PlayerId& controller, const CardId& source) {
    auto scope = arg(a, "scope", "monster");
    std::vector<CardId> out;
    if (scope == "battlefield-energy") return battlefield_energy(state);
    if (scope == "my-hand-monster") {
        for (const auto& id : state.zone(controller, kHand).cards)
            // A summoning effect cannot take an effect-summon monster that names another card (GCB-R-EFFECT-SUMMON-MONSTER).
            if (is_monster_card(state.card(id)) && id != source && (a.operation != "summon" || may_effect_summon(state, id, source)))
                out.push_back(id);
        return out;
    }
    if (scope == "battlefield-card") {
        for (const auto& p : state.players)
            for (const char* z : {kMonster, kSpell, kArea})
                for (const auto& id : state.zone(p.id, z).cards)
                    if (id != source) out.push_back(id);
        return out;
    }
    for (const auto& id : all_monsters(state)) {
        bool mine = state.card(id).owner == controller;
        if ((scope == "my-monster" && !mine) || (scope == "opponent-monster" && mine)) continue;
        out.push_back(id);
    }
    return out;
}

// Choosing targets is part of the cost (GCB-R-COST-MUST-CHANGE, example 4).
std::vector<CardId> choose_targets(GameState& state, const Ability& a, const PlayerId& controller, const CardId& source,
                                   const Action& action, Decisions& decisions) {
    if (a.target != "choose") return {};
    const auto count = static_cast<std::size_t>(whole_number(arg(a, "count", "1"), "count"));
    auto legal = legal_targets(state, a, controller, source);
    std::vector<CardId> chosen = split_words(action.arg("targets"));
    if (chosen.empty() && !action.arg("target").empty()) chosen = {action.arg("target")};
    // A named target that no rule lets this effect take is refused by that rule, before counting the legal ones.
    for (const auto& t : chosen) {
        if (std::find(legal.begin(), legal.end(), t) != legal.end()) continue;
        if (arg(a, "scope") == "battlefield-card" && is_energy(state, t))
            throw Refused(cite::kEnergyNotBattlefieldCard, t + " is energy: it is not a battlefield card, so it cannot be chosen as one");
        if (a.operation == "summon" && state.is_in(t, kHand) && !may_effect_summon(state, t, source))
            throw Refused(cite::kEffectSummonMonster, t + " can be effect summoned only by the effect of " + status(state.card(t), "summoned-by") +
                                                          ", not by " + source + "'s");
    }
    if (legal.size() < count)
        throw Refused(cite::kCostChooseTargets, source + " must choose " + std::to_string(count) + " target(s) but only " +
                                                    std::to_string(legal.size()) + " can be chosen: the cost cannot be paid");
    if (chosen.empty()) {
        if (count == 1) chosen = {decisions.choose(controller, "target", "target of " + source, legal)};
        else chosen = decisions.choose_several(controller, "targets", "targets of " + source, legal, count, count);
    }
    if (chosen.size() != count)
        throw Refused(cite::kCostChooseTargets, source + " chooses exactly " + std::to_string(count) + " target(s), " +
                                                    std::to_string(chosen.size()) + " given");
    for (const auto& t : chosen) {
        if (std::find(legal.begin(), legal.end(), t) != legal.end()) continue;
        throw Refused(cite::kCostMustChange, t + " is not a legal target of " + source);
    }
    state.note(cite::kCostChooseTargets, source + " chooses " + join_words(chosen) + " (choosing is part of the cost)");
    return chosen;
}

void check_timing(const GameState& state, const Ability* a, const PlayerId& player, const CardId& id) {
    if (!a) return;
    auto timing = arg(*a, "timing");
    if (timing.empty()) return;
    bool ok = (timing == "own-turn" && state.active == player) || (timing == "opponent-turn" && state.active != player) ||
              (timing == "attack" && attack_open(state));
    const auto when = timing == "own-turn" ? std::string("in its controller's own turn")
                      : timing == "opponent-turn" ? std::string("in the opponent's turn")
                                                  : std::string("while an attack is open");
    if (!ok)
        throw Refused(cite::kActivationTiming, id + " can be activated only " + when + " (now " + state.active + "'s " + state.phase +
                                                   " time" + (attack_open(state) ? ", an attack open" : ", no attack open") + ")");
}

void check_condition(const GameState& state, const Ability* a, const PlayerId& player, const CardId& id) {
    if (!a || a->condition.empty()) return;
    auto colon = a->condition.find(':');
    auto name = a->condition.substr(0, colon);
    int n = colon == std::string::npos ? 0 : whole_number(a->condition.substr(colon + 1), "the condition");
    bool ok = false;
    if (name == "life-at-most") ok = static_cast<int>(state.zone(player, kLife).cards.size()) <= n;
    else if (name == "opponent-life-at-most") ok = static_cast<int>(state.zone(state.opponent_of(player), kLife).cards.size()) <= n;
    else if (name == "monsters-at-least") ok = static_cast<int>(monsters_of(state, player).size()) >= n;
    if (!ok) throw Refused(cite::kActivationCondition, id + "'s condition " + a->condition + " does not hold");
}

struct Cost {
    std::string kind;
    int amount = 0;
    CardId card;  // the card the cost works on
};

// Checks that the cost can be paid and would change what it says (nothing is changed yet).
Cost check_cost(GameState& state, const Ability* a, const PlayerId& player, const CardId& id, const Action& action,
                Decisions& decisions) {
    Cost cost;
    if (!a || arg(*a, "cost").empty()) return cost;
    auto text = arg(*a, "cost");
    auto colon = text.find(':');
    cost.kind = text.substr(0, colon);
    cost.amount = colon == std::string::npos ? 0 : whole_number(text.substr(colon + 1), "the cost");
    cost.card = action.arg("cost-card", is_monster(state, id) ? id : std::string());
    if (cost.kind == "lower-p") {
        if (cost.card.empty() || !is_monster(state, cost.card)) throw Refused(cite::kCostLowerP, "the cost needs a monster whose P to lower");
        auto verdict = resolve_permission(ledger(state), cost.card, "lower-power", true);
        if (!verdict.allowed)
            throw Refused(cite::kCostLowerP, cost.card + "'s P cannot be lowered (effect of " + verdict.decisive->source +
                                                 "): lowering it by " + std::to_string(cost.amount) + " would not lower it, so the cost is not paid");
        int before = value_of(state, cost.card, "power");
        int after = std::max(checked_subtract(before, cost.amount, [&] { return "P of " + cost.card; }), 0);
        if (before - after != cost.amount)
            throw Refused(cite::kCostLowerP, cost.card + "'s P " + std::to_string(before) + " would only fall to " + std::to_string(after) +
                                                 " (" + cite::kPowerFloor + "), not by the full " + std::to_string(cost.amount));
    } else if (cost.kind == "discard-hand") {
        auto hand = state.zone(player, kHand).cards;
        std::erase(hand, id);
        if (hand.empty()) throw Refused(cite::kCostDiscardHand, player + " has no card in hand to discard: discarding the whole hand discards nothing, so the cost is not paid");
    } else if (cost.kind == "set-p-zero") {
        if (cost.card.empty() || cost.card == id) {
            // Only a monster whose P really changes can pay: one already at P 0 is no option.
            auto mine = monsters_of(state, player);
            std::erase_if(mine, [&](const CardId& m) {
                return value_of(state, m, "power") == 0 || !resolve_permission(ledger(state), m, "lower-power", true).allowed;
            });
            if (mine.empty())
                throw Refused(cite::kCostNoChange, player + " has no monster whose P making 0 would change (" +
                                                       (monsters_of(state, player).empty() ? "no monster at all" : "every one is at P 0 or its P cannot be lowered") +
                                                       "), so the cost cannot be paid");
            cost.card = decisions.choose(player, "target", "monster whose P becomes 0 for " + id, mine);
        }
        if (!is_monster(state, cost.card) || state.card(cost.card).owner != player)
            throw Refused(cite::kCostMustChange, cost.card + " is not a monster of " + player);
        if (value_of(state, cost.card, "power") == 0)
            throw Refused(cite::kCostNoChange, cost.card + "'s P is already 0: making it 0 changes nothing, so the cost is not paid");
        if (auto verdict = resolve_permission(ledger(state), cost.card, "lower-power", true); !verdict.allowed)
            throw Refused(cite::kCostNoChange, cost.card + "'s P cannot be lowered (effect of " + verdict.decisive->source +
                                                   "): making it 0 would change nothing, so the cost is not paid");
    } else if (cost.kind == "tap") {
        if (!is_monster(state, id)) throw Refused(cite::kOldTapTexts, id + " is not a monster in a monster zone");
        if (posture(state, id) == kSpecialPosture)
            throw Refused(cite::kOldTapTexts, id + " is in special posture (special tap): it cannot pay an old \"by tapping\" text");
        if (posture(state, id) != kAttackPosture)
            throw Refused(cite::kCostMustChange, id + " is already sideways: tapping it would change nothing");
    } else {
        throw Refused(cite::kCostMustChange, "unknown cost " + text);
    }
    return cost;
}

void pay_cost(GameState& state, const Cost& cost, const PlayerId& player, const CardId& id) {
    if (cost.kind.empty()) return;
    if (cost.kind == "lower-p") {
        state.modifiers.push_back({cost.card, "power", checked_negate(cost.amount, [&] { return "P of " + cost.card; }), id, Duration::EndOfTurn, state.stamp(), cite::kCostLowerP});
        state.note(cite::kCostLowerP, cost.card + "'s P is lowered by " + std::to_string(cost.amount) + " and really falls by that much");
    } else if (cost.kind == "discard-hand") {
        auto hand = state.zone(player, kHand).cards;
        std::erase(hand, id);
        for (const auto& c : hand) discard(state, c, cite::kCostDiscardHand);
        state.note(cite::kCostDiscardHand, player + " discards the whole hand (" + std::to_string(hand.size()) +
                                               " card(s)): the discarding happened, so the cost is paid wherever they went");
    } else if (cost.kind == "set-p-zero") {
        int p = value_of(state, cost.card, "power");
        state.modifiers.push_back({cost.card, "power", -p, id, Duration::EndOfTurn, state.stamp(), cite::kCostNoChange});
        state.note(cite::kCostNoChange, cost.card + "'s P goes from " + std::to_string(p) + " to 0: a real change, so the cost is paid");
    } else if (cost.kind == "tap") {
        set_posture(state, id, kStandby, cite::kOldTapTexts);
    }
    state.note(cite::kCostMustChange, "the cost of " + id + " (" + cost.kind + ") produced its result");
}

void push(GameState& state, const CardId& id, const PlayerId& player, int ability_index, const std::vector<CardId>& targets,
          const std::string& what) {
    StackItem item{id, player, ability_index, "", false, {}};
    if (!state.stack.empty()) item.responds_to = state.stack.back().card;
    item.context["targets"] = join_words(targets);
    push_stack(state, item, what);
}

}  // namespace

void activate_spell(GameState& state, const Action& action, Decisions& decisions) {
    const auto& player = action.player;
    const auto id = action.arg("card");
    require_may_activate(state, player);
    if (!state.is_in(id, kHand) || state.card(id).owner != player || !is_spell_card(state.card(id)))
        throw Refused(cite::kActionActivate, id + " is not a spell card in " + player + "'s hand");
    const auto& card = state.card(id);
    if (card.type != "time-spell") {
        if (state.active != player)
            throw Refused(cite::kSpellTiming, id + " is a " + card.type + ": only time spells can be activated in the opponent's turn");
        if (state.phase != "free") throw Refused(cite::kFreeTimeActions, "spells are activated in free time (now " + state.phase + " time)");
    } else if (state.active != player || state.phase != "free") {
        // Only here does the time spell's rule decide anything: any spell may be activated in the own free time.
        state.note(cite::kTimeSpell, id + " is a time spell: it can be activated " +
                                         (state.active != player ? "even in the opponent's turn" : "even in " + state.phase + " time"));
    }
    const Ability* a = main_ability(card);
    check_timing(state, a, player, id);
    check_condition(state, a, player, id);
    auto cost = check_cost(state, a, player, id, action, decisions);
    auto targets = a ? choose_targets(state, *a, player, id, action, decisions) : std::vector<CardId>{};
    state.note(cite::kActivationConditions, id + ": timing, conditions and cost all hold");
    // An area spell is not among the spells the spell zone holds: it waits there by an assumption.
    relocate(state, id, kSpell, card.type == "area-spell" ? cite::kAreaSpellWaits : cite::kSpellZone);
    pay_cost(state, cost, player, id);
    state.note(cite::kActionActivate, player + " activates " + id + " (" + card.type + ") from the hand");
    const auto key = "gcb.spells:" + player + ":" + std::to_string(state.turn);
    state.bump(key);
    if (state.count(key) > 1)
        state.note(cite::kSpells, "spell number " + std::to_string(state.count(key)) + " of " + player + " this turn: spells have no per-turn limit");
    state.record({"activated", id, player, ""});
    push(state, id, player, -1, targets, id);
}

void use_ability(GameState& state, const Action& action, Decisions& decisions) {
    const auto& player = action.player;
    const auto id = action.arg("card");
    require_may_activate(state, player);
    const auto& card = state.card(id);
    if (!on_battlefield(state, id)) throw Refused(cite::kActionActivate, id + " is not on the battlefield");
    if (card.owner != player) {
        if (card.type != "area-spell") throw Refused(cite::kActionActivate, id + " is not " + player + "'s card");
        state.note(cite::kAreaSpell, player + " uses " + card.owner + "'s area spell " + id + ": both players may use an area spell");
    }
    const int index = whole_number(action.arg("index", "1"), "index") - 1;
    int seen = 0, position = -1;
    for (std::size_t i = 0; i < card.abilities.size(); ++i)
        if (card.abilities[i].kind == "activated" && seen++ == index) position = static_cast<int>(i);
    if (position < 0) throw Refused(cite::kActionActivate, id + " has no activated effect number " + std::to_string(index + 1));
    const auto& a = card.abilities[static_cast<std::size_t>(position)];
    auto key = "gcb.used:" + id + ":" + std::to_string(position) + ":" + std::to_string(state.turn);
    if (a.once_per_turn && state.count(key) >= 1) throw Refused(cite::kActivationCondition, id + "'s effect is once per turn");
    check_timing(state, &a, player, id);
    check_condition(state, &a, player, id);
    auto cost = check_cost(state, &a, player, id, action, decisions);
    auto targets = choose_targets(state, a, player, id, action, decisions);
    state.note(cite::kActivationConditions, id + "'s effect: timing, conditions and cost all hold");
    pay_cost(state, cost, player, id);
    state.bump(key);
    state.record({"activated", id, player, "ability"});
    push(state, id, player, position, targets, id + "'s effect");
}

void apply_effect(GameState& state, const CardId& source, const Ability& a, const PlayerId& controller, const std::vector<CardId>& chosen,
                  Decisions&, const char* cite_id) {
    const auto& t = a.target;
    const auto& op = a.operation;
    auto opponent = state.opponent_of(controller);
    if (op == "draw") {
        int n = whole_number(arg(a, "amount", "1"), "amount");
        auto who = t == "opponent" ? opponent : controller;
        state.note(cite_id, source + ": " + who + " draws " + std::to_string(n));
        draw_cards(state, who, n, cite_id);
        return;
    }
    if (op == "win") {
        state.winner = controller;
        state.win_reason = source + "'s win effect";
        state.flags["gcb.win-cite"] = cite::kWinEffect;
        state.note(cite::kWinEffect, source + " is a win effect: " + controller + " wins");
        return;
    }
    if (op == "allow" || op == "deny") {
        std::vector<std::string> subjects;
        if (t == "all-players") subjects = {controller, opponent};
        else if (t == "opponent") subjects = {opponent};
        else if (t == "choose") subjects = chosen;
        else if (t == "me" || t.empty()) subjects = {controller};
        else if (t == "self") subjects = {source};
        else if (t == "all-monsters") subjects = all_monsters(state);
        else if (t == "my-monsters") subjects = monsters_of(state, controller);
        else if (t == "opponent-monsters") subjects = monsters_of(state, opponent);
        else subjects = {t};
        bool allow = op == "allow";
        auto action = arg(a, "action");
        int times = whole_number(arg(a, "times", "1"), "times");
        for (const auto& s : subjects) {
            state.permissions.push_back({s, action, allow, source, duration_of(a), state.stamp(), false, cite::kEffectOverRule});
            // "N times a turn": for each summon beyond the rules' one, an entry that overrides the rule.
            for (int k = 2; allow && k <= times; ++k, state.step())  // times="2000000000" meets the step budget
                state.permissions.push_back({s, action + "-count:" + std::to_string(k), true, source, duration_of(a), state.stamp(), true,
                                             cite::kEffectOverRule});
            // The effect does its text here; whether it wins over a rule is cited where that is decided (normal_summon, check_can).
            state.note(cite_id, s + (allow ? " can " : " cannot ") + action + (times > 1 ? " up to " + std::to_string(times) + " times this turn" : "") +
                                                  " (effect of " + source + ")");
        }
        return;
    }
    std::vector<CardId> targets;
    if (t == "choose") targets = chosen;
    else if (t == "self" || t.empty()) targets = {source};
    else if (t == "host") targets = {state.card(source).attached_to};
    else if (t == "all-monsters") targets = all_monsters(state);
    else if (t == "my-monsters") targets = monsters_of(state, controller);
    else if (t == "opponent-monsters") targets = monsters_of(state, opponent);
    else targets = {t};
    for (const auto& target : targets) {
        if (target.empty()) continue;
        if (op != "summon" && !state.locate(target) && !is_energy(state, target)) {
            state.note(cite_id, target + " is no longer there: " + source + " does nothing to it");
            continue;
        }
        if (op == "modify") {
            int amount = whole_number(arg(a, "amount", "0"), "amount");
            state.modifiers.push_back({target, arg(a, "stat", "power"), amount, source, duration_of(a), state.stamp(), cite_id});
            state.note(cite_id, source + " gives " + target + " " + (amount >= 0 ? "+" : "") + std::to_string(amount) + " P");
        } else if (op == "destroy") {
            destroy(state, target, "effect of " + source, cite_id);
        } else if (op == "to-graveyard") {
            to_graveyard(state, target, cite_id);
        } else if (op == "seal") {
            relocate(state, target, kSeal, cite_id);
            state.record({"sealed", target, state.card(target).owner, ""});
        } else if (op == "return-to-hand") {
            relocate(state, target, kHand, cite_id);
        } else if (op == "summon") {
            effect_summon(state, target, controller, arg(a, "posture"), source);
        }
    }
}

void resolve_item(GameState& state, const StackItem& item, Decisions& decisions) {
    auto& card = state.card(item.card);
    auto targets = split_words(item.context.count("targets") ? item.context.at("targets") : std::string());
    auto run = [&](const Ability& a, const char* cite_id) {
        if (a.operation == "nullify") {
            for (auto& other : state.stack)
                if (other.card == item.responds_to) other.nullified = true;
            state.note(cite_id, item.card + " nullifies the activation of " + item.responds_to);
            return;
        }
        apply_effect(state, item.card, a, item.controller, targets, decisions, cite_id);
    };
    if (item.ability_index >= 0) {
        if (item.nullified) {
            state.note(cite::kEffectText, item.card + "'s effect was nullified: nothing happens");
            return;
        }
        run(card.abilities.at(static_cast<std::size_t>(item.ability_index)), cite::kEffectText);
        return;
    }
    if (!state.is_in(item.card, kSpell)) {
        state.note(cite::kSpellZone, item.card + " is no longer in the spell zone, where activated spells wait: it does nothing");
        return;
    }
    if (item.nullified) {
        state.record({"nullified", item.card, item.controller, ""});
        bool staying = card.type == "loop-spell" || card.type == "armor-spell" || card.type == "area-spell";
        const char* why = staying ? cite::kNullifiedStayingSpell : used_spell_rule(card);
        state.note(why, "the activation of " + item.card + " is nullified: " +
                            (staying ? "a nullified " + card.type + " does not stay; it goes to the graveyard" : std::string("it goes to the graveyard")));
        to_graveyard(state, item.card, why);
        return;
    }
    state.record({"resolved", item.card, item.controller, ""});
    for (const auto& a : card.abilities)
        if (a.kind == "play") run(a, cite::kEffectText);
    if (state.winner || !state.is_in(item.card, kSpell)) return;
    if (card.type == "normal-spell" || card.type == "time-spell") {
        const char* rule = used_spell_rule(card);
        state.note(rule, item.card + " has been used: it goes to the graveyard");
        to_graveyard(state, item.card, rule);
    } else if (card.type == "loop-spell") {
        state.note(cite::kLoopSpell, item.card + " stays in the spell zone and keeps working");
    } else if (card.type == "armor-spell") {
        state.note(cite::kArmorSpell, item.card + " stays in the spell zone, ready to be equipped");
    } else if (card.type == "area-spell") {
        for (const auto& p : state.players) {
            auto old = state.zone(p.id, kArea).cards;
            for (const auto& o : old) {
                state.note(cite::kAreaSpell, "only one area spell can exist on both battlefields: " + o + " goes to the graveyard");
                to_graveyard(state, o, cite::kAreaSpell);
            }
        }
        relocate(state, item.card, kArea, cite::kAreaZone);
        state.note(cite::kAreaSpell, item.card + " stays in the area zone; its effect reaches both players");
    }
}

void equip(GameState& state, const Action& action) {
    const auto& player = action.player;
    const auto id = action.arg("card");
    const auto host = action.arg("host");
    require_own_free_time(state, player, "equipping armor", cite::kFreeTimeActions);
    const auto& card = state.card(id);
    if (card.type != "armor-spell" || card.owner != player || !on_battlefield(state, id))
        throw Refused(cite::kArmorMove, id + " is not an armor spell on " + player + "'s battlefield");
    if (!is_monster(state, host)) throw Refused(cite::kArmorSpell, host + " is not a monster in a monster zone");
    if (card.attached_to == host) throw Refused(cite::kArmorMove, id + " is already equipped to " + host);
    auto key = "gcb.armor-handled:" + id + ":" + std::to_string(state.turn);
    if (state.count(key) >= 1)
        throw Refused(cite::kArmorMove, id + " was already equipped, unequipped or moved this turn: once per turn for each armor spell");
    bool moving = !card.attached_to.empty();
    int already = 0;
    for (const auto& [other, c] : state.cards)
        if (other != id && c.attached_to == host && state.is_in(other, kMonster)) ++already;
    state.bump(key);
    auto from = card.attached_to;
    state.move(id, state.locate(host)->owner, kMonster);
    state.card(id).attached_to = host;
    state.note(cite::kArmorMove, moving ? id + " is moved from " + from + " to " + host : id + " is equipped from the spell zone to " + host);
    state.note(cite::kArmorSpell, id + " lies sideways under " + host + (already ? " with " + std::to_string(already) + " other armor spell(s): there is no limit" : std::string()));
    state.record({"equipped", id, player, host});
}

void unequip(GameState& state, const Action& action) {
    const auto& player = action.player;
    const auto id = action.arg("card");
    require_own_free_time(state, player, "unequipping armor", cite::kFreeTimeActions);
    const auto& card = state.card(id);
    if (card.type != "armor-spell" || card.owner != player || card.attached_to.empty() || !state.is_in(id, kMonster))
        throw Refused(cite::kArmorMove, id + " is not an equipped armor spell of " + player);
    auto key = "gcb.armor-handled:" + id + ":" + std::to_string(state.turn);
    if (state.count(key) >= 1)
        throw Refused(cite::kArmorMove, id + " was already equipped, unequipped or moved this turn: once per turn for each armor spell");
    state.bump(key);
    auto host = card.attached_to;
    relocate(state, id, kSpell, cite::kArmorSpell);
    state.note(cite::kArmorMove, id + " is unequipped from " + host + " and goes back to the spell zone, not the graveyard");
}

}  // namespace judge::gcb
