// Duel Masters effects: the effect vocabulary's operations and targets, linked sentences
// (その後 / そうしたら / choose n), destruction with replacement effects, the power-0 check,
// moving elements, summoning, putting into the battle zone and casting spells.
#include <algorithm>
#include <stdexcept>

#include "judge/core/numbers.hpp"
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

PlayerId player_of(const GameState& state, const Ability& a, const PlayerId& controller) {
    return arg(a, "player", "me") == "opponent" ? state.opponent_of(controller) : controller;
}

// The cards an effect may work on (before "cannot be chosen" is applied): zone, side, unit
// (体: creatures only, 枚: any card) and filters.
std::vector<CardId> candidates(GameState& state, const Context& ctx, const Ability& a) {
    auto zone = arg(a, "zone", "battle");
    auto side = arg(a, "side", "any");
    auto unit = arg(a, "unit", "体");
    std::vector<CardId> out;
    for (const auto& player : state.players) {
        bool mine = player.id == ctx.controller;
        if ((side == "mine" && !mine) || (side == "opponent" && mine)) continue;
        for (const auto& id : state.zone(player.id, zone).cards) {
            const auto& card = state.card(id);
            if (unit == "体" && card.type != "creature" && !(zone == "battle" && is_creature(state, id))) continue;
            if (arg(a, "other") == "true" && id == ctx.source) continue;
            if (arg(a, "except") == "subject" && id == ctx.subject) continue;
            if (a.arguments.count("max-power") && value_of(state, id, "power") > number(arg(a, "max-power"), 0)) continue;
            if (arg(a, "tapped") == "true" && !card.tapped) continue;
            if (matching_halves(state, id, a).empty()) continue;  // has-keyword, card-type (twinpacts: either half)
            out.push_back(id);
        }
    }
    return out;
}

// Why a named card is not a legal choice, as the rule that says so.
[[noreturn]] void refuse_choice(GameState& state, const Context& ctx, const Ability& a, const CardId& wanted) {
    // The loader checks every card id an action names, so this is a broken scenario, never a ruling.
    if (!state.has_card(wanted)) throw std::invalid_argument("there is no card " + wanted);
    auto all = candidates(state, ctx, a);
    if (std::find(all.begin(), all.end(), wanted) != all.end())
        throw Refused(cite::kCannotBeChosen, wanted + " cannot be chosen by abilities");
    refuse_twinpact_reference(state, a, wanted);
    const auto& card = state.card(wanted);
    if (arg(a, "unit", "体") == "体" && card.type != "creature" && state.is_in(wanted, arg(a, "zone", "battle")))
        throw Refused(cite::kTaiVsMai, wanted + " is a " + card.type + ": an effect counting in 体 picks only creatures");
    throw Refused(cite::kWording, wanted + " is not a legal choice for " + ctx.source + "'s " + a.operation);
}

std::vector<CardId> choosable(GameState& state, const Context& ctx, const Ability& a) {
    std::vector<CardId> out;
    for (const auto& id : candidates(state, ctx, a)) {
        if (in_battle_zone(state, id) && !permitted(state, id, "be-chosen")) {
            state.note(cite::kCannotBeChosen, id + " cannot be chosen, so " + ctx.source + "'s " + a.operation + " cannot pick it");
            continue;
        }
        out.push_back(id);
    }
    return out;
}

std::vector<std::string> resolve_targets(GameState& state, const Context& ctx, const Ability& a, const std::string& spec,
                                         Decisions& decisions) {
    if (spec.empty() || spec == "self") return {ctx.source};
    if (spec == "subject") return ctx.subject.empty() ? std::vector<std::string>{} : std::vector<std::string>{ctx.subject};
    if (spec == "attacker" || spec == "attack-target") {
        auto it = state.flags.find(spec == "attacker" ? kAttacker : kAttackTarget);
        if (it == state.flags.end() || it->second == "player") return {};
        return {it->second};
    }
    if (spec == "me") return {ctx.controller};
    if (spec == "opponent") return {state.opponent_of(ctx.controller)};
    if (spec == "all") {
        auto all = candidates(state, ctx, a);
        if (a.operation == "modify" || a.operation == "deny" || a.operation == "allow" || a.operation == "grant" || a.operation == "lose")
            state.note(cite::kContinuousSnapshot, "the effect reaches the " + std::to_string(all.size()) +
                                                      " card(s) there now; a creature that comes later is not affected");
        return all;
    }
    if (spec == "choose") {
        auto legal = choosable(state, ctx, a);
        std::string wanted = ctx.chosen;
        if (!wanted.empty()) {
            if (std::find(legal.begin(), legal.end(), wanted) == legal.end()) refuse_choice(state, ctx, a, wanted);
            return {wanted};
        }
        if (legal.empty()) return {};
        return {decisions.choose(ctx.controller, "target", "target of " + ctx.source + "'s " + a.operation, legal)};
    }
    if (state.has_card(spec)) return {spec};
    return {};
}

// The zone an operation sends a card to, for those that take a creature out of the battle zone
// (before which the leave-replacement step runs).
std::string removal_zone(const std::string& op) {
    if (op == "to-hand") return "hand";
    if (op == "to-mana") return "mana";
    if (op == "to-graveyard") return "graveyard";
    if (op == "to-deck-bottom") return "deck";
    return {};
}

// A creature an effect took out of the battle zone otherwise than by destroying it: its "when
// destroyed" abilities are not set off. The trace says so for those with an その後 part, since the
// point disputed there is that the second part does not happen alone either (DM-R-SONOATO).
void note_not_destroyed(GameState& state, const CardId& id, const std::string& zone) {
    const auto& abilities = state.card(id).abilities;
    for (std::size_t i = 0; i + 1 < abilities.size(); ++i) {
        const auto& a = abilities[i];
        const auto& next = abilities[i + 1];
        if (a.kind != "triggered" || a.trigger != "destroyed" || next.kind != "part" || arg(next, "link", "sonoato") != "sonoato") continue;
        state.note(cite::kSonoato, id + " went to the " + zone + " without being destroyed: its \"destroyed\" ability does not trigger, so neither " +
                                       a.operation + " nor the " + next.operation + " after その後 happens");
    }
}

// One operation; returns whether it was carried out (for そうしたら).
// Each step of an operation cites the rule or assumption that decides it, never the one that
// started the effect (the main phase, a waiting ability, a shield trigger): that one has its own line.
bool apply(GameState& state, const Context& ctx, const Ability& a, Decisions& decisions) {
    if (!revolution_active(state, ctx.source, a, ctx.controller)) return false;
    if (!condition_holds(state, a, ctx.controller)) {
        state.note(cite::kEffectAsWritten, ctx.source + "'s " + a.operation + " does nothing: " + a.condition + " does not hold");
        return false;
    }
    if (arg(a, "may") == "true") {
        auto who = player_of(state, a, ctx.controller);
        if (!decisions.choose_may(who, ctx.source + ": " + a.operation + " (optional)")) {
            state.note(cite::kEffectAsWritten, who + " chooses not to " + a.operation + " (" + ctx.source + ")");
            return false;
        }
    }
    const auto& op = a.operation;
    const int amount = number(arg(a, "amount", "1"), 0);
    if (op == "draw") {
        auto who = player_of(state, a, ctx.controller);
        int drawn = 0;
        for (int i = 0; i < amount && !state.winner; ++i) drawn += draw_card(state, who, cite::kDraw) ? 1 : 0;
        return drawn > 0;
    }
    if (op == "deck-to-mana") {
        auto who = player_of(state, a, ctx.controller);
        int moved = 0;
        for (int i = 0; i < amount; ++i) {
            auto& deck = state.zone(who, "deck").cards;
            if (deck.empty()) break;
            put_into_mana(state, deck.front());
            ++moved;
            check_deck_out(state, who);
        }
        return moved > 0;
    }
    if (op == "add-shield") {
        // シールド追加: the top cards of the deck join the shields face down, as ordinary shields.
        auto who = player_of(state, a, ctx.controller);
        int added = 0;
        for (int i = 0; i < amount && !state.winner; ++i) {
            auto& deck = state.zone(who, "deck").cards;
            if (deck.empty()) break;
            const auto top = deck.front();
            state.move(top, who, "shield");
            state.card(top).face_down = true;
            state.card(top).tapped = false;
            state.record({"shield-added", top, who, ctx.source});
            state.note(cite::kAddToShields, top + " from the top of " + who + "'s deck is added to " + who +
                                                "'s shields face down: an ordinary shield from now on");
            ++added;
            check_deck_out(state, who);
        }
        return added > 0;
    }
    if (op == "shield-to-graveyard") {
        auto who = player_of(state, a, ctx.controller);
        const auto& shields = state.zone(who, "shield").cards;
        if (shields.empty()) return false;
        auto pick = decisions.choose(who, "target", "shield to put into the graveyard", shields);
        move_element(state, pick, "graveyard");
        state.note(cite::kMovedToOwnerZone, who + "'s shield " + pick + " goes to the graveyard (no shield trigger: it is not broken)");
        return true;
    }
    if (op == "discard") {
        auto who = player_of(state, a, ctx.controller);
        const auto hand = state.zone(who, "hand").cards;
        if (hand.empty()) {
            state.note(cite::kEffectAsWritten, who + " has no card in hand to discard");
            return false;
        }
        auto pick = decisions.choose(who, "discard", who + " discards a card", hand);
        move_element(state, pick, "graveyard");
        state.record({"discarded", pick, who, ""});
        state.note(cite::kMovedToOwnerZone, who + " discards " + pick);
        return true;
    }
    if (op == "mekuraid" || op == "w-mekuraid") return mekuraid(state, ctx, a, decisions);
    if (op == "choose") return false;  // handled by resolve_effect

    auto targets = resolve_targets(state, ctx, a, a.target, decisions);
    if (targets.empty()) {
        state.note(cite::kEffectAsWritten, ctx.source + "'s " + op + " finds nothing to work on");
        return false;
    }
    bool done = false;
    for (const auto& t : targets) {
        bool is_player = !state.has_card(t);
        const auto zone = removal_zone(op);
        const bool removing = !zone.empty() && is_creature(state, t);
        if (removing && leave_replaced(state, t, zone, decisions)) continue;
        if (op == "modify") {
            if (!is_creature(state, t)) continue;
            int by = amount;
            if (arg(a, "per") == "my-graveyard-spells") {
                int spells = 0;
                for (const auto& g : state.zone(ctx.controller, "graveyard").cards) spells += state.card(g).type == "spell" ? 1 : 0;
                by = checked_multiply(amount, spells, [&] { return arg(a, "stat", "power") + " of " + t; });
                state.note(cite::kSpellInNoZone, ctx.controller + "'s graveyard holds " + std::to_string(spells) + " spell(s)" +
                                                     (state.locate(ctx.source) ? "" : "; " + ctx.source + " itself is being resolved, in no zone, and is not counted"));
            }
            state.modifiers.push_back({t, arg(a, "stat", "power"), by, ctx.source, duration_of(a), state.stamp(), cite::kContinuousEffects});
            state.note(cite::kContinuousEffects, ctx.source + " gives " + t + " " + (by >= 0 ? "+" : "") + std::to_string(by) + " " +
                                                     arg(a, "stat", "power") + (a.duration == "turn" ? " this turn" : ""));
            done = true;
        } else if (op == "destroy") {
            done = destroy(state, t, "effect of " + ctx.source, decisions, cite::kDestroyedToGraveyard) || done;
        } else if (op == "destroy-card") {
            if (!is_creature(state, t)) continue;
            auto& card = state.card(t);
            std::vector<CardId> pieces{t};
            pieces.insert(pieces.end(), card.beneath.begin(), card.beneath.end());
            state.note(cite::kDestroyOneCard, "\"destroy one card\": one of the " + std::to_string(pieces.size()) + " cards of " + t + " is destroyed");
            auto pick = decisions.choose(ctx.controller, "target", "which card of " + t + " to destroy", pieces);
            if (pick == t && !card.beneath.empty()) {
                // The top card goes; the card below it stays as the creature, with the rest beneath it.
                auto below = card.beneath.front();
                std::vector<CardId> rest(card.beneath.begin() + 1, card.beneath.end());
                auto where = state.locate(t);
                auto& cards = state.zone(where->owner, "battle").cards;
                cards[where->index] = below;
                auto& next = state.card(below);
                next.beneath = rest;
                next.tapped = card.tapped;
                card.beneath.clear();
                for (auto& m : state.modifiers) if (m.target == t) m.target = below;
                for (auto& p : state.permissions) if (p.subject == t) p.subject = below;
                state.zone(card.owner, "graveyard").cards.push_back(t);
                card.tapped = false;
                state.record({"destroyed", t, card.owner, "one card"});
                state.note(cite::kDestroyOneCard, t + " goes to the graveyard; " + below + " remains in the battle zone");
                leave_field(state, t, "graveyard", field_rules());
                trigger(state, t, "destroyed", t);
            } else if (pick == t) {
                done = destroy(state, t, "effect of " + ctx.source, decisions, cite::kDestroyedToGraveyard) || done;
                continue;
            } else {
                std::erase(card.beneath, pick);
                state.zone(state.card(pick).owner, "graveyard").cards.push_back(pick);
                state.record({"destroyed", pick, state.card(pick).owner, "one card"});
                state.note(cite::kDestroyOneCard, pick + " (beneath " + t + ") goes to the graveyard; " + t + " stays");
            }
            done = true;
        } else if (op == "to-mana") {
            put_into_mana(state, t);
            done = true;
        } else if (op == "to-hand") {
            move_element(state, t, "hand");
            state.note(cite::kMovedToOwnerZone, t + " returns to its owner's hand");
            done = true;
        } else if (op == "to-deck-bottom") {
            move_element(state, t, "deck");
            state.note(cite::kMovedToOwnerZone, t + " goes to the bottom of its owner's deck");
            done = true;
        } else if (op == "to-graveyard") {
            move_element(state, t, "graveyard");
            state.note(cite::kMovedToOwnerZone, t + " is put into its owner's graveyard");
            done = true;
        } else if (op == "put-into-battle") {
            std::string rule;
            if (auto why = entry_forbidden(state, state.card(t).owner, t, &rule)) {
                state.note(rule, *why);
                continue;
            }
            state.take(t);
            enter_battle_zone(state, t, false, cite::kPutVsSummon);
            state.note(cite::kPutVsSummon, t + " is put into the battle zone (出す), not summoned: no \"when summoned\" trigger, and it still has summoning sickness");
            done = true;
        } else if (op == "use") {
            // A card is used from the zone it is in. One in no zone is being resolved or held (a spell
            // naming itself: target left at self): the text asks for what cannot be, so the file is
            // wrong, never a rules answer (and casting it again would recurse without end).
            if (!state.locate(t))
                throw std::invalid_argument(ctx.source + "'s use names " + (t == ctx.source ? "the card itself" : t) +
                                            ", which is being resolved and is in no zone: a card is used from a zone (write target=\"choose\" with zone=\"…\")");
            bool free = arg(a, "free") == "true";
            if (half_to_use(state, ctx, a, t, decisions) == "creature") {
                state.note(cite::kUseIsSummon, ctx.controller + " uses " + t + ": using a creature is summoning it" +
                                                   (free ? ", without paying its cost as the text says" : ", and its cost is paid"));
                try {
                    summon(state, ctx.controller, t, "", !free, nullptr, decisions, cite::kUseIsSummon);
                } catch (const Refused& r) {
                    state.note(r.rule, std::string("the use fails: ") + r.what());
                    continue;
                }
            } else {
                if (!free) pay_cost(state, ctx.controller, t, nullptr, decisions, cost_stat_of_half(state, t, "spell"));
                cast_spell(state, ctx.controller, t, "", "", decisions);
            }
            done = true;
        } else if (op == "tap" || op == "untap") {
            if (!is_creature(state, t)) continue;
            state.card(t).tapped = op == "tap";
            state.note(cite::kEffectAsWritten, t + (op == "tap" ? " is tapped" : " is untapped"));
            done = true;
        } else if (op == "grant" || op == "lose") {
            bool gain = op == "grant";
            state.permissions.push_back({t, "keyword:" + arg(a, "keyword"), gain, ctx.source, duration_of(a), state.stamp(), false, cite::kContinuousEffects});
            state.note(cite::kContinuousEffects, t + (gain ? " gains " : " loses ") + arg(a, "keyword"));
            done = true;
        } else if (op == "allow" || op == "deny") {
            bool allow = op == "allow";
            auto capability = arg(a, "action");
            state.permissions.push_back({t, capability, allow, ctx.source, duration_of(a), state.stamp(), false, cite::kContinuousEffects});
            state.note(cite::kContinuousEffects, (is_player ? "player " : "") + t + (allow ? " can " : " cannot ") + capability +
                                                     " (given by " + ctx.source + ")");
            done = true;
        } else if (op == "battle") {
            auto others = resolve_targets(state, ctx, a, arg(a, "with"), decisions);
            if (others.empty() || !is_creature(state, t) || !is_creature(state, others.front())) continue;
            battle(state, t, others.front(), true, decisions);
            done = true;
        }
        if (removing && !in_battle_zone(state, t)) note_not_destroyed(state, t, zone);
    }
    return done;
}

}  // namespace

bool condition_holds(const GameState& state, const Ability& a, const PlayerId& controller) {
    if (a.condition.empty()) return true;
    auto colon = a.condition.find(':');
    auto name = a.condition.substr(0, colon);
    int n = colon == std::string::npos ? 0 : number(a.condition.substr(colon + 1), 0);
    auto size = [&](const PlayerId& p, const char* zone) { return static_cast<int>(state.zone(p, zone).cards.size()); };
    const auto opponent = state.opponent_of(controller);
    if (name == "my-mana-at-least") return size(controller, "mana") >= n;
    if (name == "my-shields-at-most") return size(controller, "shield") <= n;
    if (name == "my-creatures-at-least") return size(controller, "battle") >= n;
    if (name == "opponent-creatures-at-least") return size(opponent, "battle") >= n;
    return false;
}

std::optional<std::string> entry_forbidden(GameState& state, const PlayerId& player, const CardId& id, std::string* rule) {
    const std::string prefix = "put-creature-power-at-most:";
    for (const auto& p : state.permissions) {
        if (p.subject != player || p.allow || p.capability.rfind(prefix, 0) != 0) continue;
        int limit = number(p.capability.substr(prefix.size()), 0);
        int power = value_of(state, id, "power");
        if (power > limit) continue;
        *rule = p.cite;
        if (!p.source.empty() && !in_battle_zone(state, p.source)) {
            state.note(cite::kContinuousAfterSourceLeaves, p.source + " has left the battle zone, but the restriction it gave " + player + " stays");
            *rule = cite::kContinuousAfterSourceLeaves;
        }
        return player + " cannot put a creature of power " + std::to_string(limit) + " or less into the battle zone (" + id + ": " +
               std::to_string(power) + ", effect of " + p.source + ")";
    }
    return std::nullopt;
}

void check_chosen_target(GameState& state, const Context& ctx, const Ability& a) {
    if (a.target != "choose" || ctx.chosen.empty()) return;
    auto legal = choosable(state, ctx, a);
    if (std::find(legal.begin(), legal.end(), ctx.chosen) == legal.end()) refuse_choice(state, ctx, a, ctx.chosen);
}

void resolve_effect(GameState& state, const Context& ctx, std::size_t head, Decisions& decisions) {
    Nested nested(state, ctx.source + "'s effect");
    const auto abilities = state.card(ctx.source).abilities;  // a copy: the card may move meanwhile
    std::vector<std::size_t> parts;
    for (std::size_t i = head + 1; i < abilities.size() && abilities[i].kind == "part"; ++i) parts.push_back(i);
    const auto& first = abilities.at(head);
    if (!final_revolution_allows(state, ctx, first) || !final_declaration_allows(state, ctx, first)) return;
    if (first.operation == "choose") {
        int n = number(arg(first, "amount", "1"), 0);
        std::vector<std::string> options;
        for (std::size_t k = 0; k < parts.size(); ++k) options.push_back(std::to_string(k + 1));
        std::vector<std::string> picked;
        if (!ctx.modes.empty()) {
            picked = split_words(ctx.modes);
            for (const auto& p : picked)
                if (std::find(options.begin(), options.end(), p) == options.end())
                    throw Refused(cite::kChooseN, p + " is not one of the " + std::to_string(options.size()) + " choices of " + ctx.source);
            if (static_cast<int>(picked.size()) != n) throw Refused(cite::kChooseN, ctx.source + " says choose " + std::to_string(n));
        } else {
            picked = decisions.choose_several(ctx.controller, "modes", ctx.source + "'s items",
                                              options, static_cast<std::size_t>(n), static_cast<std::size_t>(n));
        }
        std::vector<int> order;
        for (const auto& p : picked) order.push_back(number(p, 0));
        std::sort(order.begin(), order.end());
        std::string text;
        for (int k : order) text += (text.empty() ? "" : ", ") + std::to_string(k);
        state.note(cite::kChooseN, ctx.controller + " chose " + std::to_string(n) + " of " + ctx.source + "'s items; they resolve top to bottom: " + text);
        for (int k : order) apply(state, ctx, abilities[parts[static_cast<std::size_t>(k - 1)]], decisions);
        return;
    }
    bool done = apply(state, ctx, first, decisions);
    for (auto i : parts) {
        const auto& part = abilities[i];
        auto link = arg(part, "link", "sonoato");
        if (link == "soshitara") {
            if (!done) {
                state.note(cite::kSoshitara, "そうしたら: the first part was not carried out, so " + part.operation + " does not happen");
                continue;
            }
            state.note(cite::kSoshitara, "そうしたら: the first part was carried out, so " + part.operation + " follows");
        } else {
            state.note(cite::kSonoato, std::string("その後: ") + part.operation + " happens " +
                                           (done ? "after the first part" : "even though the first part was not carried out"));
        }
        done = apply(state, ctx, part, decisions);
    }
}

// DM-A-LEAVING-ENDS-EFFECTS: a card that moves is a new object; what was given to it ends, and so
// does what it gave for as long as it stayed.
void forget_object(GameState& state, const CardId& id) {
    const auto given = state.modifiers.size() + state.permissions.size();
    std::erase_if(state.modifiers, [&](const Modifier& m) { return m.target == id; });
    std::erase_if(state.permissions, [&](const Permission& p) { return p.subject == id; });
    if (auto ended = given - state.modifiers.size() - state.permissions.size(); ended > 0)
        state.note(cite::kLeavingEndsEffects, std::to_string(ended) + " effect(s) given to " + id + " end as it moves");
    if (int ended = state.end_while_source(id); ended > 0)
        state.note(cite::kLeavingEndsEffects, std::to_string(ended) + " effect(s) " + id + " gave while it stayed end as it moves");
}

// Duel Masters' field for judge/core/leave_field: the battle zone; a card that leaves it is a new
// object, so what was given to it and what it gave while it stayed end (DM-A-LEAVING-ENDS-EFFECTS).
// Nothing is attached to a creature: the cards beneath it move with it as one element.
const FieldRules& field_rules() {
    static const FieldRules rules{in_battle_zone, "battle zone", cite::kLeavingEndsEffects, cite::kLeavingEndsEffects};
    return rules;
}

void move_element(GameState& state, const CardId& id, const std::string& zone) {
    star_evolution_top_leaves(state, id);
    const bool from_battle = in_battle_zone(state, id);
    auto& card = state.card(id);
    std::vector<CardId> pieces{id};
    pieces.insert(pieces.end(), card.beneath.begin(), card.beneath.end());
    if (pieces.size() > 1)
        state.note(cite::kElementMovesWhole, id + " is an element of " + std::to_string(pieces.size()) + " cards: it moves whole to the " +
                                                 zone + " and comes apart there into separate cards");
    card.beneath.clear();
    for (const auto& piece : pieces) {
        auto& c = state.card(piece);
        if (!from_battle) forget_object(state, piece);
        state.move(piece, c.owner, zone);
        c.tapped = false;
        c.face_down = zone == "shield" || zone == "deck";
        if (zone == "mana") {
            c.tapped = civilizations(c).size() >= 2;
            state.note(cite::kPutIntoMana, piece + " is put into the mana zone " + (c.tapped ? "tapped (multicoloured)" : "untapped"));
        }
        if (from_battle) leave_field(state, piece, zone, field_rules());
    }
    if (from_battle) trigger_all(state, "leaves", id);  // "when it leaves": whatever the way
}

void put_into_mana(GameState& state, const CardId& id) { move_element(state, id, "mana"); }

void offer_ability_replacements(GameState& state, const CardId& id, const std::string& how, std::vector<LeaveReplacement>& out) {
    const auto owner = controller_of(state, id);
    // Its own, and those of its owner's other cards that cover it. event="destroyed" (the default)
    // replaces destruction only; event="leaves" any way of leaving the battle zone.
    std::vector<std::pair<CardId, std::size_t>> found;
    for (const auto& source : state.zone(owner, "battle").cards) {
        const auto& abilities = state.card(source).abilities;
        for (std::size_t i = 0; i < abilities.size(); ++i) {
            const auto& a = abilities[i];
            auto event = arg(a, "event", "destroyed");
            if (a.kind != "replacement" || (event != "leaves" && !(event == "destroyed" && how == "destroyed"))) continue;
            auto scope = arg(a, "scope", "self");
            bool covers = (scope == "self" && source == id) || scope == "my-creatures" || (scope == "other-my-creatures" && source != id);
            if (covers && a.operation == "shield-to-graveyard" && state.zone(owner, "shield").cards.empty()) covers = false;
            if (covers) found.emplace_back(source, i);
        }
    }
    for (const auto& entry : found) {
        // Named copies, not structured bindings: lambdas may not capture those before C++20 P1091 (clang 14).
        const CardId source = entry.first;
        const std::size_t index = entry.second;
        bool shared = std::count_if(found.begin(), found.end(), [&](const auto& f) { return f.first == source; }) > 1;
        auto plain = state.card(source).abilities[index];
        bool optional = arg(plain, "may") == "true";
        plain.arguments.erase("may");
        out.push_back({source, source + (shared ? "#" + std::to_string(index + 1) : ""), optional, cite::kReplacementChoice,
                       [owner, source, id, plain](GameState& s, Decisions& d) {
                           apply(s, Context{owner, source, id, "", ""}, plain, d);
                       }});
    }
}

bool destroy(GameState& state, const CardId& id, const std::string& cause, Decisions& decisions, const char* cite_id) {
    if (!is_creature(state, id)) return false;
    const auto owner = controller_of(state, id);
    if (leave_replaced(state, id, "destroyed", decisions)) return false;
    state.record({"destroyed", id, owner, cause});
    state.note(cite_id, id + " is destroyed (" + cause + ")");
    move_element(state, id, "graveyard");
    trigger_all(state, "destroyed", id);
    trigger_declared(state, "my-creature-destroyed", id, decisions);
    return true;
}

void destroy_zero_power(GameState& state, Decisions& decisions) {
    for (int round = 0; round < 50; ++round) {
        CardId victim;
        for (const auto& player : state.players)
            for (const auto& id : state.zone(player.id, "battle").cards)
                if (victim.empty() && state.card(id).type == "creature" && value_of(state, id, "power") <= 0) victim = id;
        if (victim.empty()) return;
        int sum = checked_add(printed_value(state.card(victim), "power"), modifier_total(state.modifiers, victim, "power"),
                              [&] { return "power of " + victim; });
        if (sum < 0) state.note(cite::kPowerFloor, victim + "'s power adds up to " + std::to_string(sum) + " and is read as 0");
        state.note(cite::kZeroPower, victim + " has power 0 and is destroyed");
        if (!destroy(state, victim, "power 0", decisions, cite::kZeroPower) && is_creature(state, victim)) {
            if (value_of(state, victim, "power") <= 0)
                state.note(cite::kReplacedDestructionRecheck, "the destruction of " + victim + " was replaced, but its power is still 0: it is checked again at once");
        }
    }
}

void enter_battle_zone(GameState& state, const CardId& id, bool summoned, const char* cite_id) {
    auto& card = state.card(id);
    state.move(id, card.owner, "battle");
    card.tapped = false;
    card.face_down = false;
    card.entered_turn = state.turn;
    state.record({"entered", id, card.owner, summoned ? "summoned" : "put"});
    if (summoned) state.record({"summoned", id, card.owner, ""});
    state.note(cite_id, id + (summoned ? " is summoned into " : " is put into ") + card.owner + "'s battle zone");
    ex_life_on_entry(state, id);
    trigger_all(state, "enters", id);
    if (summoned) trigger(state, id, "summoned", id);
}

void summon(GameState& state, const PlayerId& player, const CardId& id, const CardId& base, bool pay, const Action* action,
            Decisions& decisions, const char* cite_id) {
    const auto& card = state.card(id);
    if (card.type != "creature") throw Refused(cite::kMainPhase, id + " is a " + card.type + ", not a creature: it is cast, not summoned");
    if (is_evolution(state, id) && !neo_evolution_alone(state, id, base)) check_evolution_base(state, player, id, base);
    else if (!base.empty()) throw Refused(cite::kEvolution, id + " is not an evolution creature and is not put on another creature");
    std::string rule;
    if (auto why = entry_forbidden(state, player, id, &rule)) throw Refused(rule, *why);
    if (pay) pay_cost(state, player, id, action, decisions);
    state.take(id);
    if (!base.empty()) {
        evolve_onto(state, id, base);
        ex_life_on_entry(state, id);
        trigger_all(state, "enters", id);
        trigger(state, id, "summoned", id);
    } else {
        enter_battle_zone(state, id, true, cite_id);
    }
}

void cast_spell(GameState& state, const PlayerId& player, const CardId& id, const std::string& chosen, const std::string& modes,
                Decisions& decisions) {
    state.take(id);
    state.record({"cast", id, player, ""});
    state.note(cite::kSpellInNoZone, player + " casts " + id + "; while it resolves it is in no zone");
    auto previous = state.flags[kResolving];
    state.flags[kResolving] = id;
    const auto abilities = state.card(id).abilities;
    bool first = true;
    for (std::size_t i = 0; i < abilities.size(); ++i) {
        if (abilities[i].kind != "spell") continue;
        resolve_effect(state, Context{player, id, "", first ? chosen : "", modes}, i, decisions);
        first = false;
    }
    state.flags[kResolving] = previous;
    if (charger_to_mana(state, id)) return;
    auto& card = state.card(id);
    state.zone(card.owner, "graveyard").cards.push_back(id);
    card.tapped = false;
    card.face_down = false;
    state.note(cite::kSpellInNoZone, id + " has resolved and goes to " + card.owner + "'s graveyard");
}

}  // namespace judge::dm
