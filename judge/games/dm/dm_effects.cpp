// Duel Masters effects: the effect vocabulary's operations and targets, linked sentences
// (その後 / そうしたら / choose n), destruction with replacement effects, the power-0 check,
// moving elements, summoning, putting into the battle zone and casting spells.
#include <algorithm>
#include <stdexcept>

#include "judge/core/numbers.hpp"
#include "judge/games/dm/dm_operations.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {


// The cards an effect may work on (before "cannot be chosen" is applied): zone, side, unit
// (体: creatures only, 枚: any card) and filters.
std::vector<CardId> candidates(GameState& state, const Context& ctx, const Ability& a) {
    auto zone = arg(a, "zone", "battle");
    auto side = arg(a, "side", "any");
    auto unit = arg(a, "unit", "体");
    std::vector<CardId> out;
    for (const auto& player : state.players) {
        bool mine = player.id == ctx.controller;
        if ((side == "mine"sv && !mine) || (side == "opponent"sv && mine)) continue;
        for (const auto& id : state.zone(player.id, zone).cards) {
            const auto& card = state.card(id);
            if (unit == "体"sv && card.type != "creature"sv && !(zone == "battle"sv && is_creature(state, id))) continue;
            if (id == ctx.other_than) continue;
            if (arg(a, "except") == "subject"sv && id == ctx.subject) continue;
            if (!passes_filters(state, a, id, ctx.source)) continue;
            out.push_back(id);
        }
    }
    return out;
}

// Why a named card is not a legal choice, as the rule that says so.
Refused choice_refusal(GameState& state, const Context& ctx, const Ability& a, const CardId& wanted) {
    // The loader checks every card id an action names, so this is a broken scenario, never a ruling.
    if (!state.has_card(wanted)) throw std::invalid_argument(msg::say(say::kNoSuchCard, {{"card", wanted}}));
    auto all = candidates(state, ctx, a);
    if (std::find(all.begin(), all.end(), wanted) != all.end()) {
        if (permitted(state, wanted, "be-chosen")) return refusal(cite::kCannotBeChosen, say::kOpponentCannotChoose, {{"card", wanted}, {"player", ctx.controller}});
        return refusal(cite::kCannotBeChosen, say::kCannotBeChosen, {{"card", wanted}});
    }
    if (auto refused = twinpact_reference_refusal(state, a, wanted)) return std::move(*refused);
    const auto& card = state.card(wanted);
    if (arg(a, "unit", "体") == "体"sv && card.type != "creature"sv && state.is_in(wanted, arg(a, "zone", "battle")))
        return refusal(cite::kTaiVsMai, say::kTaiPicksCreatures, {{"card", wanted}, {"type", type_name(card.type)}});
    return refusal(cite::kWording, say::kNotALegalChoice, {{"card", wanted}, {"source", ctx.source}, {"op", operation_name(a.operation)}});
}

// The cards an earlier ability of the effect named `name` that are still where they were then
// (DM-A-THAT-CARD): one that moved since is a new card (DM-A-LEAVING-ENDS-EFFECTS).
std::vector<std::string> still_named(GameState& state, const Context& ctx, const Ability& a, const std::string& name, const std::vector<NamedCard>& cards) {
    std::vector<std::string> out;
    for (const auto& [id, zone] : cards) {
        if (zone.empty() || state.zone_of(id) == zone) {
            out.push_back(id);
            continue;
        }
        state.note(cite::kThatCard, say::kNamedCardMoved, {{"card", id}, {"name", name}, {"zone", zone_name(zone)}, {"op", operation_name(a.operation)}});
    }
    if (!out.empty())
        state.note(cite::kThatCard, say::kWorksOnNamed, {{"op", operation_name(a.operation)}, {"cards", msg::join(out)}, {"name", name}, {"source", ctx.source}});
    return out;
}

// Names what an ability found (as="…"), each card with the zone it is in now that the operation is done.
void name_found(const GameState& state, const Context& ctx, const Ability& a, const std::vector<std::string>& found) {
    const auto name = arg(a, "as");
    if (name.empty() || !ctx.named) return;
    auto& named = (*ctx.named)[name];
    named.clear();
    for (const auto& id : found) named.push_back({id, state.has_card(id) ? std::string(state.zone_of(id)) : std::string()});
}

// Whether the controller's ability may choose `id`: "cannot be chosen" protects a creature from
// every ability, "the opponent cannot choose it" (相手に選ばれない) from its opponent's only.
bool may_choose(GameState& state, const PlayerId& chooser, const CardId& id) {
    if (!in_battle_zone(state, id)) return true;
    if (!permitted(state, id, "be-chosen")) return false;
    return controller_of(state, id) == chooser || permitted(state, id, "be-chosen-by-opponent");
}

std::vector<CardId> choosable(GameState& state, const Context& ctx, const Ability& a) {
    std::vector<CardId> out;
    for (const auto& id : candidates(state, ctx, a)) {
        if (!may_choose(state, ctx.controller, id)) {
            state.note(cite::kCannotBeChosen, permitted(state, id, "be-chosen") ? say::kOpponentCannotPickIt : say::kCannotPickIt,
                       {{"card", id}, {"source", ctx.source}, {"op", operation_name(a.operation)}});
            continue;
        }
        out.push_back(id);
    }
    return out;
}

// A card the ability names itself (self, subject, the attacker, a card id) is worked on only when it
// passes the filters written beside it: 「そのクリーチャーのパワーが3000以下なら、破壊する」 is
// target="subject" max-power="3000" (DM-A-EFFECT-AS-WRITTEN). Only what is written is asked: a spell
// itself is in no zone, and a named card's unit and zone are its own.
std::vector<std::string> narrowed(const GameState& state, const Context& ctx, const Ability& a, std::vector<std::string> ids) {
    if (a.arguments.empty()) return ids;
    // A battle written with no with- filters gives its filters to the creature it fights (`with`).
    if (a.operation == "battle"sv &&
        std::none_of(a.arguments.begin(), a.arguments.end(), [](const auto& arg) { return arg.first.starts_with("with-"); }))
        return ids;
    std::erase_if(ids, [&](const CardId& id) {
        if (!state.has_card(id)) return true;
        if (auto side = arg(a, "side"); side == "mine"sv || side == "opponent"sv) {
            const auto place = state.place(id);
            const bool mine = (place ? *place.owner : state.card(id).owner) == ctx.controller;
            if (mine != (side == "mine"sv)) return true;
        }
        if (auto zone = arg(a, "zone"); !zone.empty() && !state.is_in(id, zone)) return true;
        if (arg(a, "unit") == "体"sv && !is_creature(state, id)) return true;
        if (arg(a, "except") == "subject"sv && id == ctx.subject) return true;
        return !passes_filters(state, a, id, ctx.source);
    });
    return ids;
}

// A card found by a race word through a longer race (an アーマード・ドラゴン for ドラゴン) says so:
// the judge's reading there is an assumption (DM-A-RACE-WORD-INCLUDES).
void note_race_words(GameState& state, const Ability& a, const std::vector<std::string>& ids) {
    const auto asked = arg(a, "trait");
    if (asked.empty()) return;
    for (const auto& id : ids) {
        const auto& traits = state.card(id).traits();
        if (traits.contains(asked)) continue;
        for (const auto& t : traits)
            if (trait_answers(t, asked)) {
                state.note(cite::kRaceWordIncludes, say::kRaceWordAnswers, {{"card", id}, {"race", t}, {"word", asked}});
                break;
            }
    }
}

}  // namespace

std::vector<std::string> resolve_targets(GameState& state, const Context& ctx, const Ability& a, const std::string& spec,
                                         Decisions& decisions) {
    if (spec.empty() || spec == "self"sv) return narrowed(state, ctx, a, {ctx.source});
    if (spec == "subject"sv) return ctx.subject.empty() ? std::vector<std::string>{} : narrowed(state, ctx, a, {ctx.subject});
    if (spec == "attacker"sv || spec == "attack-target"sv) {
        auto it = state.flags.find(spec == "attacker"sv ? kAttacker : kAttackTarget);
        if (it == state.flags.end() || it->second == "player"sv) return {};
        return narrowed(state, ctx, a, {it->second});
    }
    if (spec == "me"sv) return {ctx.controller};
    if (spec == "opponent"sv) return {state.opponent_of(ctx.controller)};
    if (spec == "all"sv) {
        auto all = candidates(state, ctx, a);
        if (a.operation == "modify"sv || a.operation == "deny"sv || a.operation == "allow"sv || a.operation == "grant"sv || a.operation == "lose"sv)
            state.note(cite::kContinuousSnapshot, say::kSnapshot, {{"n", all.size()}});
        note_race_words(state, a, all);
        return all;
    }
    if (spec == "choose"sv) {
        auto legal = choosable(state, ctx, a);
        std::string chosen = ctx.chosen;
        if (!chosen.empty()) {
            if (std::find(legal.begin(), legal.end(), chosen) == legal.end()) throw choice_refusal(state, ctx, a, chosen);
        } else {
            if (legal.empty()) return {};
            chosen = decisions.choose(ctx.controller, "target", prompt(say::kPromptTarget, {{"source", ctx.source}, {"op", operation_name(a.operation)}}), legal);
        }
        // The trace names the card taken: the steps after it say only what happens to it.
        state.note(cite::kEffectChooser, say::kChoosesTarget, {{"player", ctx.controller}, {"card", chosen}, {"source", ctx.source}, {"op", operation_name(a.operation)}});
        note_race_words(state, a, {chosen});
        return {chosen};
    }
    if (ctx.named)
        if (auto named = ctx.named->find(spec); named != ctx.named->end()) return still_named(state, ctx, a, named->first, named->second);
    if (state.has_card(spec)) return narrowed(state, ctx, a, {spec});
    return {};
}

PlayerId player_of(const GameState& state, const Ability& a, const PlayerId& controller) {
    return arg(a, "player", "me") == "opponent"sv ? state.opponent_of(controller) : controller;
}

int amount_of(const Ability& a) { return number(arg(a, "amount", "1"), 0); }

namespace {

// A creature an effect took out of the battle zone otherwise than by destroying it: its "when
// destroyed" abilities are not set off. The trace says so for those with an その後 part, since the
// point disputed there is that the second part does not happen alone either (DM-R-SONOATO).
void note_not_destroyed(GameState& state, const CardId& id, const std::string& zone) {
    const auto& abilities = state.card(id).abilities();
    for (std::size_t i = 0; i + 1 < abilities.size(); ++i) {
        const auto& a = abilities[i];
        const auto& next = abilities[i + 1];
        if (a.kind != "triggered"sv || a.trigger != "destroyed"sv || next.kind != "part"sv || arg(next, "link", "sonoato") != "sonoato"sv) continue;
        state.note(cite::kSonoato, say::kNotDestroyedSonoato, {{"card", id}, {"zone", zone_name(zone)}, {"op", operation_name(a.operation)}, {"next", operation_name(next.operation)}});
    }
}

// One operation; returns whether it was carried out (for そうしたら).
// Each step of an operation cites the rule or assumption that decides it, never the one that
// started the effect (the main phase, a waiting ability, a shield trigger): that one has its own line.
bool apply(GameState& state, const Context& ctx, const Ability& a, Decisions& decisions) {
    if (!revolution_active(state, ctx.source, a, ctx.controller)) return false;
    if (!condition_holds(state, a, ctx.controller, ctx.source)) {
        state.note(cite::kEffectAsWritten, say::kConditionFails, {{"source", ctx.source}, {"op", operation_name(a.operation)}, {"condition", condition_name(a.condition)}});
        return false;
    }
    if (arg(a, "may") == "true"sv) {
        auto who = player_of(state, a, ctx.controller);
        if (!decisions.choose_may(who, prompt(say::kPromptOptional, {{"source", ctx.source}, {"op", operation_name(a.operation)}}))) {
            state.note(cite::kEffectAsWritten, say::kChoosesNotTo, {{"player", who}, {"op", operation_name(a.operation)}, {"source", ctx.source}});
            return false;
        }
    }
    const auto& entry = operation_entry(a.operation);
    if (entry.once) return entry.once(state, ctx, a, decisions);
    if (!entry.each && !entry.shared) return false;  // choose: its parts are resolved by resolve_effect
    auto targets = resolve_targets(state, ctx, a, a.target, decisions);
    if (targets.empty()) {
        state.note(cite::kEffectAsWritten, say::kFindsNothing, {{"source", ctx.source}, {"op", operation_name(a.operation)}});
        return false;
    }
    bool done = false;
    for (const auto& t : targets) {
        const bool removing = entry.takes_to && is_creature(state, t);
        if (removing && leave_replaced(state, t, entry.takes_to, decisions)) continue;
        if (entry.shared) entry.shared(state, {ctx.source, a, ctx.controller, entry.spec.cite}, t);
        done = (entry.shared || entry.each(state, ctx, a, t, decisions)) || done;
        if (removing && !in_battle_zone(state, t)) note_not_destroyed(state, t, entry.takes_to);
    }
    name_found(state, ctx, a, targets);
    return done;
}

}  // namespace

std::optional<msg::Text> entry_forbidden(GameState& state, const PlayerId& player, const CardId& id, std::string* rule) {
    const std::string prefix = "put-creature-power-at-most:";
    for (const auto& p : state.permissions) {
        if (p.subject != player || p.allow || p.capability.rfind(prefix, 0) != 0) continue;
        int limit = number(p.capability.substr(prefix.size()), 0);
        int power = value_of(state, id, "power");
        if (power > limit) continue;
        *rule = p.cite;
        // A creature's restriction outlasts the creature; a spell's was never tied to the battle zone.
        if (!p.source.empty() && state.has_card(p.source) && state.card(p.source).type != "spell"sv && !in_battle_zone(state, p.source)) {
            state.note(cite::kContinuousAfterSourceLeaves, say::kRestrictionStays, {{"source", p.source}, {"player", player}});
            *rule = cite::kContinuousAfterSourceLeaves;
        }
        return msg::text(say::kCannotPutPower, {{"player", player}, {"limit", limit}, {"card", id}, {"power", power}, {"source", p.source}});
    }
    return std::nullopt;
}

[[nodiscard]] std::optional<Refused> check_chosen_target(GameState& state, const Context& ctx, const Ability& a) {
    if (a.target != "choose"sv || ctx.chosen.empty()) return std::nullopt;
    auto legal = choosable(state, ctx, a);
    if (std::find(legal.begin(), legal.end(), ctx.chosen) == legal.end()) return choice_refusal(state, ctx, a, ctx.chosen);
    return std::nullopt;
}

void resolve_effect(GameState& state, const Context& outer, std::size_t head, Decisions& decisions) {
    Nested nested(state, msg::say(say::kEffectOfCard, {{"card", outer.source}}));
    NamedCards named;  // what its abilities name (as="…"), for its later parts
    auto ctx = outer;
    ctx.named = &named;
    const auto abilities = state.card(ctx.source).abilities();  // a copy: the card may move meanwhile
    std::vector<std::size_t> parts;
    for (std::size_t i = head + 1; i < abilities.size() && abilities[i].kind == "part"sv; ++i) parts.push_back(i);
    const auto& first = abilities.at(head);
    if (!final_revolution_allows(state, ctx, first) || !final_declaration_allows(state, ctx, first)) return;
    if (first.operation == "choose"sv) {
        int n = number(arg(first, "amount", "1"), 0);
        std::vector<std::string> options;
        for (std::size_t k = 0; k < parts.size(); ++k) options.push_back(std::to_string(k + 1));
        std::vector<std::string> picked;
        if (!ctx.modes.empty()) {
            picked = split_words(ctx.modes);
            for (const auto& p : picked)
                if (std::find(options.begin(), options.end(), p) == options.end())
                    throw refusal(cite::kChooseN, say::kNotOneOfChoices, {{"choice", p}, {"n", options.size()}, {"source", ctx.source}});
            if (static_cast<int>(picked.size()) != n) throw refusal(cite::kChooseN, say::kSaysChooseN, {{"source", ctx.source}, {"n", n}});
        } else {
            picked = decisions.choose_several(ctx.controller, "modes", prompt(say::kPromptItems, {{"source", ctx.source}}),
                                              options, static_cast<std::size_t>(n), static_cast<std::size_t>(n));
        }
        std::vector<int> order;
        for (const auto& p : picked) order.push_back(number(p, 0));
        std::sort(order.begin(), order.end());
        std::vector<std::string> numbers;
        for (int k : order) numbers.push_back(std::to_string(k));
        state.note(cite::kChooseN, say::kChoseItems, {{"player", ctx.controller}, {"n", n}, {"source", ctx.source}, {"items", msg::join(numbers)}});
        for (int k : order) apply(state, ctx, abilities[parts[static_cast<std::size_t>(k - 1)]], decisions);
        return;
    }
    bool done = apply(state, ctx, first, decisions);
    for (auto i : parts) {
        const auto& part = abilities[i];
        auto link = arg(part, "link", "sonoato");
        if (link == "soshitara"sv) {
            if (!done) {
                state.note(cite::kSoshitara, say::kSoshitaraNot, {{"op", operation_name(part.operation)}});
                continue;
            }
            state.note(cite::kSoshitara, say::kSoshitaraFollows, {{"op", operation_name(part.operation)}});
        } else if (link == "and"sv) {
            // One sentence with more than one thing to do ("+3000 and Wブレイカー"): no その後 between them.
            state.note(cite::kEffectAsWritten, say::kAlsoPart, {{"op", operation_name(part.operation)}});
        } else {
            state.note(cite::kSonoato, done ? say::kSonoatoAfter : say::kSonoatoEven, {{"op", operation_name(part.operation)}});
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
        state.note(cite::kLeavingEndsEffects, say::kEffectsGivenEnd, {{"n", ended}, {"card", id}});
    if (int ended = state.end_while_source(id); ended > 0)
        state.note(cite::kLeavingEndsEffects, say::kEffectsItGaveEnd, {{"n", ended}, {"card", id}});
}

// Duel Masters' field for judge/core/leave_field: the battle zone; a card that leaves it is a new
// object, so what was given to it and what it gave while it stayed end (DM-A-LEAVING-ENDS-EFFECTS).
// Nothing is attached to a creature: the cards beneath it move with it as one element.
const FieldRules& field_rules() {
    static const FieldRules rules{in_battle_zone, msg::text(say::kFieldName), cite::kLeavingEndsEffects, cite::kLeavingEndsEffects};
    return rules;
}

void move_element(GameState& state, const CardId& id, const std::string& zone) {
    star_evolution_top_leaves(state, id);
    const bool from_battle = in_battle_zone(state, id);
    auto& card = state.card(id);
    std::vector<CardId> pieces{id};
    pieces.insert(pieces.end(), card.beneath.begin(), card.beneath.end());
    if (pieces.size() > 1)
        state.note(cite::kElementMovesWhole, say::kMovesWhole, {{"card", id}, {"n", pieces.size()}, {"zone", zone_name(zone)}});
    card.beneath.clear();
    for (const auto& piece : pieces) {
        auto& c = state.card(piece);
        if (!from_battle) forget_object(state, piece);
        state.move(piece, c.owner, zone);
        c.tapped = false;
        c.face_down = zone == "shield"sv || zone == "deck"sv;
        if (zone == "mana"sv) {
            c.tapped = civilizations(c).size() >= 2;
            state.note(cite::kPutIntoMana, c.tapped ? say::kToManaTapped : say::kToManaUntapped, {{"card", piece}});
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
        const auto& abilities = state.card(source).abilities();
        for (std::size_t i = 0; i < abilities.size(); ++i) {
            const auto& a = abilities[i];
            auto event = arg(a, "event", "destroyed");
            if (a.kind != "replacement"sv || (event != "leaves"sv && !(event == "destroyed"sv && how == "destroyed"sv))) continue;
            auto scope = arg(a, "scope", "self");
            bool covers = (scope == "self"sv && source == id) || scope == "my-creatures"sv || (scope == "other-my-creatures"sv && source != id);
            if (covers && a.operation == "shield-to-graveyard"sv && state.zone(owner, "shield").cards.empty()) covers = false;
            if (covers) found.emplace_back(source, i);
        }
    }
    for (const auto& entry : found) {
        // Named copies, not structured bindings: lambdas may not capture those before C++20 P1091 (clang 14).
        const CardId source = entry.first;
        const std::size_t index = entry.second;
        bool shared = std::count_if(found.begin(), found.end(), [&](const auto& f) { return f.first == source; }) > 1;
        auto plain = state.card(source).abilities()[index];
        bool optional = arg(plain, "may") == "true"sv;
        plain.arguments.erase("may");
        out.push_back({source, source + (shared ? "#" + std::to_string(index + 1) : ""), optional, cite::kReplacementChoice,
                       [owner, source, id, plain](GameState& s, Decisions& d) {
                           apply(s, Context{owner, source, id, "", ""}, plain, d);
                       }});
    }
}

namespace {

// The word in both languages if one of `words` is it in English, else as written.
msg::Text word_from(const std::string& word, std::initializer_list<const msg::Message*> words) {
    for (const auto* m : words)
        if (m->in(msg::Lang::en) == word) return msg::text(*m);
    return msg::Text::same(word);
}

}  // namespace

msg::Text zone_name(const std::string& zone) {
    return word_from(zone, {&say::kZoneHand, &say::kZoneMana, &say::kZoneGraveyard, &say::kZoneDeck, &say::kZoneShield, &say::kZoneBattle});
}
msg::Text type_name(const std::string& type) { return word_from(type, {&say::kTypeCreature, &say::kTypeSpell, &say::kTypeTamaseed}); }
msg::Text stat_name(const std::string& stat) { return word_from(stat, {&say::kStatPower, &say::kStatCost}); }

bool destroy(GameState& state, const CardId& id, const msg::Text& cause, Decisions& decisions, const char* cite_id) {
    if (!is_creature(state, id)) return false;
    const auto owner = controller_of(state, id);
    if (leave_replaced(state, id, "destroyed", decisions)) return false;
    state.record({"destroyed", id, owner, cause.en});  // events keep their machine (English) words
    state.note(cite_id, say::kIsDestroyed, {{"card", id}, {"cause", cause}});
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
                if (victim.empty() && state.card(id).type == "creature"sv && value_of(state, id, "power") <= 0) victim = id;
        if (victim.empty()) return;
        int sum = checked_add(printed_value(state.card(victim), "power"), modifier_total(state.modifiers, victim, "power"),
                              [&] { return msg::say(say::kValueName, {{"stat", stat_name("power")}, {"card", victim}}); });
        if (sum < 0) state.note(cite::kPowerFloor, say::kPowerReadAsZero, {{"card", victim}, {"sum", sum}});
        state.note(cite::kZeroPower, say::kZeroPower, {{"card", victim}});
        if (!destroy(state, victim, msg::text(say::kPowerZeroCause), decisions, cite::kZeroPower) && is_creature(state, victim)) {
            if (value_of(state, victim, "power") <= 0)
                state.note(cite::kReplacedDestructionRecheck, say::kCheckedAgain, {{"card", victim}});
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
    state.note(cite_id, summoned ? say::kSummonedInto : say::kPutInto, {{"card", id}, {"player", card.owner}});
    ex_life_on_entry(state, id);
    trigger_all(state, "enters", id);
    if (summoned) trigger_all(state, "summoned", id);
}

[[nodiscard]] std::optional<Refused> summon(GameState& state, const PlayerId& player, const CardId& id, const CardId& base, bool pay,
                              const Action* action, Decisions& decisions, const char* cite_id) {
    const auto& card = state.card(id);
    if (card.type != "creature"sv) return refusal(cite::kMainPhase, say::kCastNotSummoned, {{"card", id}, {"type", type_name(card.type)}});
    if (is_evolution(state, id) && !neo_evolution_alone(state, id, base)) {
        if (auto refused = check_evolution_base(state, player, id, base)) return refused;
    } else if (!base.empty()) {
        return refusal(cite::kEvolution, say::kNotEvolution, {{"card", id}});
    }
    std::string rule;
    if (auto why = entry_forbidden(state, player, id, &rule)) return refusal(rule, *why);
    if (pay)
        if (auto refused = pay_cost(state, player, id, action, decisions)) return refused;
    state.take(id);
    if (!base.empty()) {
        evolve_onto(state, id, base);
        ex_life_on_entry(state, id);
        trigger_all(state, "enters", id);
        trigger_all(state, "summoned", id);
    } else {
        enter_battle_zone(state, id, true, cite_id);
    }
    return std::nullopt;
}

void cast_spell(GameState& state, const PlayerId& player, const CardId& id, const std::string& chosen, const std::string& modes,
                Decisions& decisions) {
    state.take(id);
    state.record({"cast", id, player, ""});
    state.note(cite::kSpellInNoZone, say::kCasts, {{"player", player}, {"card", id}});
    auto previous = state.flags[kResolving];
    state.flags[kResolving] = id;
    // "When the opponent casts a spell": it waits until the spell has resolved (DM-R-WAITING-ABILITIES).
    for (const auto& creature : std::vector<CardId>(state.zone(state.opponent_of(player), "battle").cards))
        trigger(state, creature, "opponent-casts-spell", id);
    const auto abilities = state.card(id).abilities();
    bool first = true;
    for (std::size_t i = 0; i < abilities.size(); ++i) {
        if (abilities[i].kind != "spell"sv) continue;
        resolve_effect(state, Context{player, id, "", first ? chosen : "", modes}, i, decisions);
        first = false;
    }
    state.flags[kResolving] = previous;
    if (charger_to_mana(state, id)) return;
    auto& card = state.card(id);
    state.move(id, card.owner, "graveyard");
    card.tapped = false;
    card.face_down = false;
    state.note(cite::kSpellInNoZone, say::kSpellResolved, {{"card", id}, {"player", card.owner}});

}

}  // namespace judge::dm
