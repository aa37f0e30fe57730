// Gouda Card Battler spells and activated effects: when they may be activated (GCB-R-SPELL-TIMING),
// the three activation requirements with costs that must change something
// (GCB-R-ACTIVATION-CONDITIONS), what each spell type does once resolved, effects, and armor.
#include <algorithm>

#include "judge/core/numbers.hpp"
#include "judge/games/scenario_words.hpp"
#include "judge/games/gcb/gcb_operations.hpp"
#include "judge/games/gcb/gcb_messages.hpp"
#include "judge/games/gcb/gcb_rules.hpp"
#include "messages/language.hpp"

namespace judge::gcb {

namespace {

// Why a used (resolved or nullified) normal or time spell goes to the graveyard: the normal
// spell's own rule says so; for a time spell only the graveyard's rule (used spells) does.
const char* used_spell_rule(const Card& card) { return card.type == "time-spell"sv ? cite::kGraveyard : cite::kNormalSpell; }

// The ability that carries a spell's targets, timing, condition and cost: its first `play` ability.
const Ability* main_ability(const Card& card) {
    for (const auto& a : card.abilities())
        if (a.kind == "play"sv) return &a;
    return nullptr;
}

std::vector<CardId> battlefield_energy(const GameState& state) {
    std::vector<CardId> out;
    for (const auto& [id, card] : state.cards)
        if (!card.beneath.empty() && on_battlefield(state, id))
            for (const auto& e : card.beneath) out.push_back(e);
    return out;
}

std::vector<CardId> scope_targets(const GameState& state, const Ability& a, const PlayerId& controller, const CardId& source) {
    auto scope = arg(a, "scope", "monster");
    std::vector<CardId> out;
    if (scope == "battlefield-energy"sv) return battlefield_energy(state);
    if (scope == "my-hand-monster"sv) {
        for (const auto& id : state.zone(controller, kHand).cards)
            // A summoning effect cannot take an effect-summon monster that names another card (GCB-R-EFFECT-SUMMON-MONSTER).
            if (is_monster_card(state.card(id)) && id != source && (a.operation != "summon"sv || may_effect_summon(state, id, source)))
                out.push_back(id);
        return out;
    }
    if (scope == "battlefield-card"sv) {
        for (const auto& p : state.players)
            for (const char* z : {kMonster, kSpell, kArea})
                for (const auto& id : state.zone(p.id, z).cards)
                    if (id != source) out.push_back(id);
        return out;
    }
    for (const auto& id : all_monsters(state)) {
        bool mine = state.card(id).owner == controller;
        if ((scope == "my-monster"sv && !mine) || (scope == "opponent-monster"sv && mine)) continue;
        out.push_back(id);
    }
    return out;
}

// The cards an ability may choose: those of its scope that pass its filters.
std::vector<CardId> legal_targets(const GameState& state, const Ability& a, const PlayerId& controller, const CardId& source) {
    auto out = scope_targets(state, a, controller, source);
    std::erase_if(out, [&](const CardId& id) { return !passes_filters(state, a, id, source, controller); });
    return out;
}

// Choosing targets is part of the cost (GCB-R-COST-MUST-CHANGE, example 4).
// The chosen targets go to `targets`; the refusal when they cannot be chosen.
[[nodiscard]] std::optional<Refused> choose_targets(GameState& state, const Ability& a, const PlayerId& controller, const CardId& source,
                                      const Action& action, Decisions& decisions, std::vector<CardId>& targets) {
    if (a.target != "choose"sv) return std::nullopt;
    const auto count = static_cast<std::size_t>(whole_number(arg(a, "count", "1"), "count"));
    auto legal = legal_targets(state, a, controller, source);
    std::vector<CardId> chosen = split_words(action.arg("targets"));
    if (chosen.empty() && !action.arg("target").empty()) chosen = {action.arg("target")};
    // A named target that no rule lets this effect take is refused by that rule, before counting the legal ones.
    for (const auto& t : chosen) {
        if (std::find(legal.begin(), legal.end(), t) != legal.end()) continue;
        if (arg(a, "scope") == "battlefield-card"sv && is_energy(state, t))
            return Refused(cite::kEnergyNotBattlefieldCard, msg::text(say::kEnergyNotBattlefieldCard, {{"card", t}}));
        if (a.operation == "summon"sv && state.is_in(t, kHand) && !may_effect_summon(state, t, source))
            return Refused(cite::kEffectSummonMonster, msg::text(say::kEffectSummonOnlyBy, {{"card", t}, {"name", status(state.card(t), "summoned-by")}, {"source", source}}));
    }
    if (legal.size() < count)
        return Refused(cite::kCostChooseTargets, msg::text(say::kTooFewTargets, {{"source", source}, {"n", count}, {"k", legal.size()}}));
    if (chosen.empty()) {
        if (count == 1) chosen = {decisions.choose(controller, "target", msg::say(say::kPromptTarget, {{"source", source}}), legal)};
        else chosen = decisions.choose_several(controller, "targets", msg::say(say::kPromptTargets, {{"source", source}}), legal, count, count);
    }
    if (chosen.size() != count)
        return Refused(cite::kCostChooseTargets, msg::text(say::kWrongTargetCount, {{"source", source}, {"n", count}, {"k", chosen.size()}}));
    for (const auto& t : chosen) {
        if (std::find(legal.begin(), legal.end(), t) != legal.end()) continue;
        return Refused(cite::kCostMustChange, msg::text(say::kNotLegalTarget, {{"card", t}, {"source", source}}));
    }
    state.note(cite::kCostChooseTargets, say::kChoosesTargets, {{"source", source}, {"cards", join_words(chosen)}});
    targets = std::move(chosen);
    return std::nullopt;
}

[[nodiscard]] std::optional<Refused> check_timing(const GameState& state, const Ability* a, const PlayerId& player, const CardId& id) {
    if (!a) return std::nullopt;
    auto timing = arg(*a, "timing");
    if (timing.empty()) return std::nullopt;
    bool ok = (timing == "own-turn"sv && state.active == player) || (timing == "opponent-turn"sv && state.active != player) ||
              (timing == "attack"sv && attack_open(state));
    const auto when = timing == "own-turn"sv        ? msg::text(say::kWhenOwnTurn)
                      : timing == "opponent-turn"sv ? msg::text(say::kWhenOpponentTurn)
                                                  : msg::text(say::kWhenAttackOpen);
    if (!ok)
        return Refused(cite::kActivationTiming, msg::text(say::kActivatedOnly, {{"card", id}, {"when", when}, {"active", state.active},
                                                                        {"phase", time_word(state.phase)},
                                                                        {"attack", msg::text(attack_open(state) ? say::kAnAttackOpen : say::kNoAttackOpen)}}));
    return std::nullopt;
}

[[nodiscard]] std::optional<Refused> check_condition(const GameState& state, const Ability* a, const PlayerId& player, const CardId& id) {
    if (!a || a->condition.empty()) return std::nullopt;
    if (!condition_holds(state, *a, player))
        return Refused(cite::kActivationCondition, msg::text(say::kConditionFails, {{"card", id}, {"condition", games::scenario_word(a->condition)}}));
    return std::nullopt;
}

struct Cost {
    std::string kind;
    int amount = 0;
    CardId card;  // the card the cost works on
};

// Checks that the cost can be paid and would change what it says (nothing is changed yet).
// It fills in `cost`, and returns the refusal when the cost cannot be paid.
[[nodiscard]] std::optional<Refused> check_cost(GameState& state, const Ability* a, const PlayerId& player, const CardId& id, const Action& action,
                                  Decisions& decisions, Cost& cost) {
    if (!a || arg(*a, "cost").empty()) return std::nullopt;
    auto text = arg(*a, "cost");
    auto colon = text.find(':');
    cost.kind = text.substr(0, colon);
    cost.amount = colon == std::string::npos ? 0 : whole_number(text.substr(colon + 1), "the cost");
    cost.card = action.arg("cost-card", is_monster(state, id) ? id : std::string());
    if (cost.kind == "lower-p"sv) {
        if (cost.card.empty() || !is_monster(state, cost.card)) return Refused(cite::kCostLowerP, msg::text(say::kCostNeedsMonster));
        auto verdict = resolve_permission(ledger(state), cost.card, "lower-power", true);
        if (!verdict.allowed)
            return Refused(cite::kCostLowerP, msg::text(say::kPCannotBeLowered, {{"card", cost.card}, {"source", verdict.decisive->source}, {"n", cost.amount}}));
        int before = value_of(state, cost.card, "power");
        int after = std::max(checked_subtract(before, cost.amount, [&] { return msg::say(say::kPOf, {{"card", cost.card}}); }), 0);
        if (before - after != cost.amount)
            return Refused(cite::kCostLowerP, msg::text(say::kPFallsOnlyTo, {{"card", cost.card}, {"before", before}, {"after", after},
                                                                     {"rule", cite::kPowerFloor}, {"n", cost.amount}}));
    } else if (cost.kind == "discard-hand"sv) {
        auto hand = state.zone(player, kHand).cards;
        std::erase(hand, id);
        if (hand.empty()) return Refused(cite::kCostDiscardHand, msg::text(say::kNoCardToDiscard, {{"player", player}}));
    } else if (cost.kind == "set-p-zero"sv) {
        if (cost.card.empty() || cost.card == id) {
            // Only a monster whose P really changes can pay: one already at P 0 is no option.
            auto mine = monsters_of(state, player);
            std::erase_if(mine, [&](const CardId& m) {
                return value_of(state, m, "power") == 0 || !resolve_permission(ledger(state), m, "lower-power", true).allowed;
            });
            if (mine.empty())
                return Refused(cite::kCostNoChange, msg::text(say::kNoMonsterToZero, {{"player", player},
                                                                              {"why", msg::text(monsters_of(state, player).empty() ? say::kNoMonsterAtAll
                                                                                                                                   : say::kEveryOneAtZero)}}));
            cost.card = decisions.choose(player, "target", msg::say(say::kPromptZeroMonster, {{"card", id}}), mine);
        }
        if (!is_monster(state, cost.card) || state.card(cost.card).owner != player)
            return Refused(cite::kCostMustChange, msg::text(say::kNotMonsterOf, {{"card", cost.card}, {"player", player}}));
        if (value_of(state, cost.card, "power") == 0)
            return Refused(cite::kCostNoChange, msg::text(say::kPAlreadyZero, {{"card", cost.card}}));
        if (auto verdict = resolve_permission(ledger(state), cost.card, "lower-power", true); !verdict.allowed)
            return Refused(cite::kCostNoChange, msg::text(say::kZeroWouldNotChange, {{"card", cost.card}, {"source", verdict.decisive->source}}));
    } else if (cost.kind == "tap"sv) {
        if (!is_monster(state, id)) return Refused(cite::kOldTapTexts, msg::text(say::kNotMonsterInAZone, {{"card", id}}));
        if (posture(state, id) == kSpecialPosture)
            return Refused(cite::kOldTapTexts, msg::text(say::kSpecialTap, {{"card", id}}));
        if (posture(state, id) != kAttackPosture)
            return Refused(cite::kCostMustChange, msg::text(say::kAlreadySideways, {{"card", id}}));
    } else {
        return Refused(cite::kCostMustChange, msg::text(say::kUnknownCost, {{"cost", text}}));
    }
    return std::nullopt;
}

void pay_cost(GameState& state, const Cost& cost, const PlayerId& player, const CardId& id) {
    if (cost.kind.empty()) return;
    if (cost.kind == "lower-p"sv) {
        state.modifiers.push_back({cost.card, "power", checked_negate(cost.amount, [&] { return msg::say(say::kPOf, {{"card", cost.card}}); }), id,
                                   Duration::EndOfTurn, state.stamp(), cite::kCostLowerP});
        state.note(cite::kCostLowerP, say::kPLowered, {{"card", cost.card}, {"n", cost.amount}});
    } else if (cost.kind == "discard-hand"sv) {
        auto hand = state.zone(player, kHand).cards;
        std::erase(hand, id);
        for (const auto& c : hand) discard(state, c, cite::kCostDiscardHand);
        state.note(cite::kCostDiscardHand, say::kDiscardsHand, {{"player", player}, {"n", hand.size()}});
    } else if (cost.kind == "set-p-zero"sv) {
        int p = value_of(state, cost.card, "power");
        state.modifiers.push_back({cost.card, "power", -p, id, Duration::EndOfTurn, state.stamp(), cite::kCostNoChange});
        state.note(cite::kCostNoChange, say::kPToZero, {{"card", cost.card}, {"p", p}});
    } else if (cost.kind == "tap"sv) {
        set_posture(state, id, kStandby, cite::kOldTapTexts);
    }
    state.note(cite::kCostMustChange, say::kCostProduced, {{"card", id}, {"kind", cost_word(cost.kind)}});
}

void push(GameState& state, const CardId& id, const PlayerId& player, int ability_index, const std::vector<CardId>& targets,
          const msg::Text& what) {
    StackItem item{id, player, ability_index, "", false, {}};
    if (!state.stack.empty()) item.responds_to = state.stack.back().card;
    item.context["targets"] = join_words(targets);
    push_stack(state, item, what);
}

}  // namespace

[[nodiscard]] std::optional<Refused> activate_spell(GameState& state, const Action& action, Decisions& decisions) {
    const auto& player = action.player;
    const auto id = action.arg("card");
    if (auto refused = require_may_activate(state, player)) return refused;
    if (!state.is_in(id, kHand) || state.card(id).owner != player || !is_spell_card(state.card(id)))
        return Refused(cite::kActionActivate, msg::text(say::kNotSpellInHand, {{"card", id}, {"player", player}}));
    const auto& card = state.card(id);
    if (card.type != "time-spell"sv) {
        if (state.active != player)
            return Refused(cite::kSpellTiming, msg::text(say::kOnlyTimeSpellsOpponentTurn, {{"card", id}, {"type", card_type_word(card.type)}}));
        if (state.phase != "free"sv) return Refused(cite::kFreeTimeActions, msg::text(say::kSpellsInFreeTime, {{"phase", time_word(state.phase)}}));
    } else if (state.active != player || state.phase != "free"sv) {
        // Only here does the time spell's rule decide anything: any spell may be activated in the own free time.
        if (state.active != player)
            state.note(cite::kTimeSpell, say::kTimeSpellOpponentTurn, {{"card", id}});
        else
            state.note(cite::kTimeSpell, say::kTimeSpellInTime, {{"card", id}, {"phase", time_word(state.phase)}});
    }
    const Ability* a = main_ability(card);
    if (auto refused = check_timing(state, a, player, id)) return refused;
    if (auto refused = check_condition(state, a, player, id)) return refused;
    Cost cost;
    if (auto refused = check_cost(state, a, player, id, action, decisions, cost)) return refused;
    std::vector<CardId> targets;
    if (a)
        if (auto refused = choose_targets(state, *a, player, id, action, decisions, targets)) return refused;
    state.note(cite::kActivationConditions, say::kAllHold, {{"card", id}});
    // An area spell is not among the spells the spell zone holds: it waits there by an assumption.
    relocate(state, id, kSpell, card.type == "area-spell"sv ? cite::kAreaSpellWaits : cite::kSpellZone);
    pay_cost(state, cost, player, id);
    state.note(cite::kActionActivate, say::kActivatesFromHand, {{"player", player}, {"card", id}, {"type", card_type_word(card.type)}});
    const auto key = "gcb.spells:" + player + ":" + std::to_string(state.turn);
    state.bump(key);
    if (state.count(key) > 1)
        state.note(cite::kSpells, say::kSpellNumber, {{"n", state.count(key)}, {"player", player}});
    state.record({"activated", id, player, ""});
    if (card.type == "loop-spell"sv && has_ability_of_kind(card, "static"))
        state.note(cite::kLoopSpellOnceResolved, say::kLoopWaitsToWork, {{"card", id}});
    push(state, id, player, -1, targets, msg::Text::same(id));
    return std::nullopt;
}

[[nodiscard]] std::optional<Refused> use_ability(GameState& state, const Action& action, Decisions& decisions) {
    const auto& player = action.player;
    const auto id = action.arg("card");
    if (auto refused = require_may_activate(state, player)) return refused;
    const auto& card = state.card(id);
    if (!on_battlefield(state, id)) return Refused(cite::kActionActivate, msg::text(say::kNotOnBattlefield, {{"card", id}}));
    if (card.owner != player) {
        if (card.type != "area-spell"sv) return Refused(cite::kActionActivate, msg::text(say::kNotYourCard, {{"card", id}, {"player", player}}));
        state.note(cite::kAreaSpell, say::kUsesAreaSpell, {{"player", player}, {"owner", card.owner}, {"card", id}});
    }
    const int index = whole_number(action.arg("index", "1"), "index") - 1;
    int seen = 0, position = -1;
    for (std::size_t i = 0; i < card.abilities().size(); ++i)
        if (card.abilities()[i].kind == "activated"sv && seen++ == index) position = static_cast<int>(i);
    if (position < 0) return Refused(cite::kActionActivate, msg::text(say::kNoActivatedEffect, {{"card", id}, {"n", index + 1}}));
    const auto& a = card.abilities()[static_cast<std::size_t>(position)];
    auto key = "gcb.used:" + id + ":" + std::to_string(position) + ":" + std::to_string(state.turn);
    if (a.once_per_turn && state.count(key) >= 1) return Refused(cite::kActivationCondition, msg::text(say::kOncePerTurn, {{"card", id}}));
    if (auto refused = check_timing(state, &a, player, id)) return refused;
    if (auto refused = check_condition(state, &a, player, id)) return refused;
    Cost cost;
    if (auto refused = check_cost(state, &a, player, id, action, decisions, cost)) return refused;
    std::vector<CardId> targets;
    if (auto refused = choose_targets(state, a, player, id, action, decisions, targets)) return refused;
    state.note(cite::kActivationConditions, say::kEffectAllHold, {{"card", id}});
    pay_cost(state, cost, player, id);
    state.bump(key);
    state.record({"activated", id, player, "ability"});
    push(state, id, player, position, targets, msg::text(say::kItsEffect, {{"card", id}}));
    return std::nullopt;
}

void apply_effect(GameState& state, const CardId& source, const Ability& a, const PlayerId& controller, const std::vector<CardId>& chosen,
                  Decisions&, const char* cite_id) {
    const auto& entry = operation_entry(a.operation);
    const Effect effect{source, a, controller, chosen, cite_id};
    if (entry.once) return entry.once(state, effect);
    if (!entry.each) return;  // nullify: resolve_item; discard-to-seal: a static ability
    const auto& t = a.target;
    const auto opponent = state.opponent_of(controller);
    std::vector<CardId> targets;
    if (t == "choose"sv) targets = chosen;
    else if (t == "self"sv || t.empty()) targets = {source};
    else if (t == "host"sv) targets = {state.card(source).attached_to};
    else if (t == "all-monsters"sv) targets = all_monsters(state);
    else if (t == "my-monsters"sv) targets = monsters_of(state, controller);
    else if (t == "opponent-monsters"sv) targets = monsters_of(state, opponent);
    else targets = {t};
    bool worked = false, gone = false;
    for (const auto& target : targets) {
        if (target.empty()) continue;
        if (state.has_card(target) && t != "choose"sv && !passes_filters(state, a, target, source, controller)) continue;  // chosen: filtered then
        if (!entry.from_hand && !state.locate(target) && !is_energy(state, target)) {
            state.note(cite_id, say::kNoLongerThere, {{"card", target}, {"source", source}});
            gone = true;
            continue;
        }
        entry.each(state, effect, target);
        worked = true;
    }
    // Nothing its text names is there (no monster of the kind, none that passes its filters): the
    // effect does what its text says, which here is nothing.
    if (!worked && !gone)
        state.note(cite::kEffectText, say::kFindsNothing, {{"source", source}, {"op", entry.spec.term ? msg::text(*entry.spec.term) : msg::Text::same(a.operation)}});
}

bool passes_filters(const GameState& state, const Ability& a, const CardId& id, const CardId& source, const PlayerId& controller) {
    return passes_card_filters(state, a, id, source, controller, filter_words(),
                               [&](const CardId& card, const std::string& stat) { return value_of(state, card, stat); });
}

void resolve_item(GameState& state, const StackItem& item, Decisions& decisions) {
    auto& card = state.card(item.card);
    auto targets = split_words(item.context.count("targets") ? item.context.at("targets") : std::string());
    auto run = [&](const Ability& a, const char* cite_id) {
        if (a.operation == "nullify"sv) {
            for (auto& other : state.stack)
                if (other.card == item.responds_to) other.nullified = true;
            state.note(cite_id, say::kNullifiesActivation, {{"card", item.card}, {"target", item.responds_to}});
            return;
        }
        apply_effect(state, item.card, a, item.controller, targets, decisions, cite_id);
    };
    if (item.ability_index >= 0) {
        if (item.nullified) {
            state.note(cite::kEffectText, say::kEffectNullified, {{"card", item.card}});
            return;
        }
        run(card.abilities().at(static_cast<std::size_t>(item.ability_index)), cite::kEffectText);
        return;
    }
    if (!state.is_in(item.card, kSpell)) {
        state.note(cite::kSpellZone, say::kNotInSpellZone, {{"card", item.card}});
        return;
    }
    if (item.nullified) {
        state.record({"nullified", item.card, item.controller, ""});
        bool staying = card.type == "loop-spell"sv || card.type == "armor-spell"sv || card.type == "area-spell"sv;
        const char* why = staying ? cite::kNullifiedStayingSpell : used_spell_rule(card);
        if (staying)
            state.note(why, say::kNullifiedStaying, {{"card", item.card}, {"type", card_type_word(card.type)}});
        else
            state.note(why, say::kNullifiedToGraveyard, {{"card", item.card}});
        to_graveyard(state, item.card, why);
        return;
    }
    state.record({"resolved", item.card, item.controller, ""});
    for (const auto& a : card.abilities())
        if (a.kind == "play"sv) run(a, cite::kEffectText);
    if (state.winner || !state.is_in(item.card, kSpell)) return;
    if (card.type == "normal-spell"sv || card.type == "time-spell"sv) {
        const char* rule = used_spell_rule(card);
        state.note(rule, say::kUsedToGraveyard, {{"card", item.card}});
        to_graveyard(state, item.card, rule);
    } else if (card.type == "loop-spell"sv) {
        state.note(cite::kLoopSpell, say::kLoopStays, {{"card", item.card}});
    } else if (card.type == "armor-spell"sv) {
        state.note(cite::kArmorSpell, say::kArmorStays, {{"card", item.card}});
    } else if (card.type == "area-spell"sv) {
        for (const auto& p : state.players) {
            auto old = state.zone(p.id, kArea).cards;
            for (const auto& o : old) {
                state.note(cite::kAreaSpell, say::kOneAreaSpell, {{"card", o}});
                to_graveyard(state, o, cite::kAreaSpell);
            }
        }
        relocate(state, item.card, kArea, cite::kAreaZone);
        state.note(cite::kAreaSpell, say::kAreaStays, {{"card", item.card}});
    }
}

[[nodiscard]] std::optional<Refused> equip(GameState& state, const Action& action) {
    const auto& player = action.player;
    const auto id = action.arg("card");
    const auto host = action.arg("host");
    if (auto refused = require_own_free_time(state, player, msg::text(say::kWhatEquip), cite::kFreeTimeActions)) return refused;
    const auto& card = state.card(id);
    if (card.type != "armor-spell"sv || card.owner != player || !on_battlefield(state, id))
        return Refused(cite::kArmorMove, msg::text(say::kNotArmorOnBattlefield, {{"card", id}, {"player", player}}));
    if (!is_monster(state, host)) return Refused(cite::kArmorSpell, msg::text(say::kNotMonsterInAZone, {{"card", host}}));
    if (card.attached_to == host) return Refused(cite::kArmorMove, msg::text(say::kAlreadyEquippedTo, {{"card", id}, {"host", host}}));
    auto key = "gcb.armor-handled:" + id + ":" + std::to_string(state.turn);
    if (state.count(key) >= 1)
        return Refused(cite::kArmorMove, msg::text(say::kArmorOncePerTurn, {{"card", id}}));
    bool moving = !card.attached_to.empty();
    int already = 0;
    for (const auto& [other, c] : state.cards)
        if (other != id && c.attached_to == host && state.is_in(other, kMonster)) ++already;
    state.bump(key);
    auto from = card.attached_to;
    state.move(id, state.locate(host)->owner, kMonster);
    state.card(id).attached_to = host;
    if (moving)
        state.note(cite::kArmorMove, say::kArmorMoved, {{"card", id}, {"from", from}, {"host", host}});
    else
        state.note(cite::kArmorMove, say::kArmorEquipped, {{"card", id}, {"host", host}});
    if (already)
        state.note(cite::kArmorSpell, say::kLiesSidewaysWith, {{"card", id}, {"host", host}, {"n", already}});
    else
        state.note(cite::kArmorSpell, say::kLiesSideways, {{"card", id}, {"host", host}});
    state.record({"equipped", id, player, host});
    return std::nullopt;
}

[[nodiscard]] std::optional<Refused> unequip(GameState& state, const Action& action) {
    const auto& player = action.player;
    const auto id = action.arg("card");
    if (auto refused = require_own_free_time(state, player, msg::text(say::kWhatUnequip), cite::kFreeTimeActions)) return refused;
    const auto& card = state.card(id);
    if (card.type != "armor-spell"sv || card.owner != player || card.attached_to.empty() || !state.is_in(id, kMonster))
        return Refused(cite::kArmorMove, msg::text(say::kNotEquippedArmorOf, {{"card", id}, {"player", player}}));
    auto key = "gcb.armor-handled:" + id + ":" + std::to_string(state.turn);
    if (state.count(key) >= 1)
        return Refused(cite::kArmorMove, msg::text(say::kArmorOncePerTurn, {{"card", id}}));
    state.bump(key);
    auto host = card.attached_to;
    relocate(state, id, kSpell, cite::kArmorSpell);
    state.note(cite::kArmorMove, say::kUnequipped, {{"card", id}, {"host", host}});
    return std::nullopt;
}

}  // namespace judge::gcb
