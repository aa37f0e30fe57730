// Shared pieces of the Duel Masters ruleset's files. Each file keeps one concern: the turn
// (dm_turn.cpp), mana and costs (dm_mana.cpp), attacks, battles and shields (dm_attack.cpp),
// waiting abilities (dm_waiting.cpp), the effect vocabulary (dm_effects.cpp), values and
// permissions (dm_values.cpp), and keyword abilities, one file each (dm_keywords.cpp lists them;
// dm_breakers.cpp, dm_evolution.cpp, dm_kw_*.cpp). A new keyword adds a row to the keyword table
// and, where it changes a step, a hook declared below in its own file. dm_leave.cpp is the step
// before a creature leaves the battle zone, where "instead" effects (keyword or not) are chosen.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "judge/core/decisions.hpp"
#include "judge/core/game_state.hpp"
#include "judge/core/leave_field.hpp"
#include "judge/core/ruleset.hpp"
#include "judge/games/dm/dm_messages.hpp"
#include "judge/games/dm/dm_messages_effects.hpp"
#include "judge/games/dm/dm_messages_keywords.hpp"
#include "judge/games/dm/dm_messages_words.hpp"
#include "messages/language.hpp"
#include "messages/message.hpp"

namespace judge::dm {

// A refusal whose reason is a catalogue message, in both languages (it is a step of the trace).
inline Refused refusal(std::string rule, const msg::Message& message, msg::Args args = {}) { return Refused(std::move(rule), msg::text(message, args)); }
inline Refused refusal(std::string rule, msg::Text text) { return Refused(std::move(rule), std::move(text)); }

// The moves and the checks before them return their refusal (nothing when the rules allow what
// was asked); a rule met deep inside a step throws it. What `step` comes to, either way: for an
// effect that tries a move and goes on when it is refused.
template <typename Step>
std::optional<Refused> refusal_in(Step step) {
    try {
        return step();
    } catch (const Refused& refused) {
        return refused;
    }
}

// A decision prompt from the catalogue, in the user's language: a prompt is shown at once (the
// verdict's open decision), never kept in a trace.
inline std::string prompt(const msg::Message& message, msg::Args args = {}) { return msg::say(message, args); }

// A phase's name in both languages ("main" / "メインフェイズ"); the English is the phase word itself.
msg::Text phase_name(const std::string& phase);
// Zone, card type and stat words in both languages (dm_effects.cpp); a word they do not know is shown as written.
msg::Text zone_name(const std::string& zone);
msg::Text type_name(const std::string& type);
msg::Text stat_name(const std::string& stat);
// The scenario's words in both languages (dm_words.cpp): an operation (op="…") as a noun ("破壊"),
// a moment an ability triggers on ("出た時"), a condition ("「自分のシールドが2枚以下」"), the name of
// a replacement effect by its decision label ("s:saver": "sのセイバー"), and what an effect allows
// or denies (action="…") as a noun or as what the card can or cannot do ("攻撃できない").
msg::Text operation_name(std::string_view op);
msg::Text trigger_name(std::string_view trigger);
msg::Text condition_name(std::string_view condition);
msg::Text replacement_name(std::string_view label);
enum class CapabilityForm { noun, can, cannot };
msg::Text capability_name(std::string_view capability, CapabilityForm form);


// Canonical keyword names (the Japanese ones).
inline constexpr const char* kSpeedAttackerKw = "スピードアタッカー";
inline constexpr const char* kMachFighterKw = "マッハファイター";
inline constexpr const char* kBlockerKw = "ブロッカー";
inline constexpr const char* kShieldTriggerKw = "S・トリガー";
inline constexpr const char* kWBreakerKw = "Wブレイカー";
inline constexpr const char* kTBreakerKw = "Tブレイカー";
inline constexpr const char* kEvolutionKw = "進化";
inline constexpr const char* kStarEvolutionKw = "スター進化";
inline constexpr const char* kNeoEvolutionKw = "NEO進化";
inline constexpr const char* kGNeoEvolutionKw = "G-NEO進化";
inline constexpr const char* kGraveEvolutionKw = "墓地進化";
inline constexpr const char* kManaEvolutionKw = "マナ進化";
inline constexpr const char* kFinalRevolutionKw = "ファイナル革命";
inline constexpr const char* kFinalDeclarationKw = "終極宣言";
inline constexpr const char* kGuardStrikeKw = "ガードストライク";
inline constexpr const char* kSlayerKw = "スレイヤー";
inline constexpr const char* kGuardmanKw = "ガードマン";
inline constexpr const char* kPoweredBreakerKw = "パワード・ブレイカー";
inline constexpr const char* kPowerAttackerKw = "パワーアタッカー";
inline constexpr const char* kRevolution0TriggerKw = "革命0トリガー";

// Flags kept in GameState::flags while an attack is open.
inline constexpr const char* kAttacker = "dm.attacker";
inline constexpr const char* kAttackTarget = "dm.attack-target";  // "player" or a card id
inline constexpr const char* kAttackingPlayer = "dm.attacking-player";
inline constexpr const char* kResolving = "dm.resolving";  // what is being resolved now (for the trace)
inline constexpr const char* kStaticReach = "dm.static-reach";  // which static abilities reach which cards, after the last move
inline constexpr const char* kWonBy = "dm.won-by";         // the rule that ended the game (refusals after it cite it)

// One keyword: its canonical name, aliases and the rule that defines it (dm_keywords.cpp).
struct KeywordInfo {
    const char* canonical;
    std::vector<const char*> aliases;
    const char* rule;
    // false: written otherwise than in a card's keywords (an operation, a label or an argument:
    // メクレイド is op="mekuraid", 革命n is revolution="N"), so keywords="…" refuses it.
    bool card_keyword = true;
};
const std::vector<KeywordInfo>& keyword_table();
// The table row for a canonical name or alias (any letter case), if any.
const KeywordInfo* find_keyword(const std::string& name);
std::string canonical_keyword(const std::string& name);  // the canonical name of a name or alias (else as given)

// ---- Values and state (dm_values.cpp).
int value_of(const GameState& state, const CardId& id, const std::string& stat);
int value_before_statics(const GameState& state, const CardId& id, const std::string& stat);
// How a filter's power or cost bound reads the value: as the rules read it now, or, for the cards a
// static ability covers, before any static ability applies (DM-A-STATIC-REACH-BEFORE-STATICS).
enum class Bounds { as_read_now, before_statics };
// Whether a card passes an ability's filters (trait, card-type, has-keyword, power and cost bounds,
// tapped, other than the source): the cards an applied ability may pick and a static one covers.
bool passes_filters(const GameState& state, const Ability& a, const CardId& id, const CardId& source, Bounds bounds = Bounds::as_read_now);
// The sources of what obliges `subject` to `capability` (an allow of must-attack or must-attack-this,
// lasting or static): the rules oblige nothing, so only such entries speak.
std::vector<CardId> obliged_by(const GameState& state, const CardId& subject, std::string_view capability);
std::vector<std::string> civilizations(const Card& card);
// Whether a card has a trait answering `asked`: a civilization as named, a race by a word of its
// name (DM-A-RACE-WORD-INCLUDES).
bool trait_answers(std::string_view has, std::string_view asked);
bool has_trait_named(const Card& card, std::string_view asked);
// DM-R-CONTINUOUS-EFFECTS: after each move (and the set-up), a step for each static ability that
// has come to reach a card, or no longer does: a value or a "can" a static changes is otherwise
// seen only in its results (dm_values.cpp).
void note_static_reach(GameState& state);  // canonical (Japanese) names, printed order
bool is_creature(const GameState& state, const CardId& id);  // a creature in the battle zone
bool in_battle_zone(const GameState& state, const CardId& id);
// Whether the card has the keyword: printed, given, or granted by a static ability, and not lost.
bool has_keyword(GameState& state, const CardId& id, std::string_view keyword);
// Whether anything gives the card the keyword, before asking whether it was lost (which may write
// the step that decides it): a card that does not carry it has no such step.
bool carries_keyword(const GameState& state, const CardId& id, std::string_view keyword);
// Whether `subject` (a card or a player) may do `capability`; without entries the answer is yes.
// On no, `why` gets the rule that says so. `granted_by`: a "can" from outside the ledger (a printed
// keyword), rendered only when a "cannot" meets it.
bool permitted(GameState& state, const std::string& subject, const std::string& capability, std::string* why = nullptr,
               const msg::Message* granted_by = nullptr);
int number(const std::string& text, int fallback);  // a whole number, or the fallback
PlayerId controller_of(const GameState& state, const CardId& id);

// ---- Turn (dm_turn.cpp).
void advance_phase(GameState& state, Decisions& decisions);
[[nodiscard]] std::optional<Refused> enter_main_phase(GameState& state, const PlayerId& player, const msg::Message& what);
[[nodiscard]] std::optional<Refused> charge_mana(GameState& state, const Action& action, Decisions& decisions);
bool draw_card(GameState& state, const PlayerId& player, const char* cite);  // false: deck empty
void check_deck_out(GameState& state, const PlayerId& player);

// ---- Mana and costs (dm_mana.cpp).
// Reductions applied, floored by civilizations; `stat` names the cost (a twinpact's spell half: spell-cost).
int cost_to_pay(GameState& state, const CardId& card, const std::string& stat = "cost");
// Taps mana for `card` (the action's `mana` and `as`, or decisions), or returns why the rules refuse.
[[nodiscard]] std::optional<Refused> pay_cost(GameState& state, const PlayerId& player, const CardId& card, const Action* action,
                                              Decisions& decisions, const std::string& stat = "cost");

// ---- Effects (dm_effects.cpp).
// The cards an ability of an effect found and named (as="…"), each with the zone it was in then:
// a later part of the effect works on it while it stays there (DM-A-THAT-CARD). A player is
// named with no zone.
struct NamedCard {
    std::string id;
    std::string zone;
};
using NamedCards = std::map<std::string, std::vector<NamedCard>, std::less<>>;

struct Context {
    PlayerId controller;
    CardId source;
    CardId subject;       // what triggered it: the attacker, the entering creature, …
    std::string chosen;   // a target given by the action
    std::string modes;    // choose-n choices given by the action
    CardId other_than = {};  // a card the targets may not include: the creature battle's `with` is to fight
    NamedCards* named = nullptr;  // the effect's named cards, while it resolves (resolve_effect)
};
// Resolves the effect that starts at ability `head` of the source (with its linked parts).
// Each of its steps cites what decides that step (DM-A-EFFECT-AS-WRITTEN and the operation's own rule).
void resolve_effect(GameState& state, const Context& ctx, std::size_t head, Decisions& decisions);
// The refusal of an illegal target an action names for a spell, checked before it is cast.
[[nodiscard]] std::optional<Refused> check_chosen_target(GameState& state, const Context& ctx, const Ability& a);
bool destroy(GameState& state, const CardId& id, const msg::Text& cause, Decisions& decisions, const char* cite);

void destroy_zero_power(GameState& state, Decisions& decisions);  // the check after every step
// Moves a whole element (a card and anything beneath it); the cards come apart where it lands.
void move_element(GameState& state, const CardId& id, const std::string& zone);
// How the battle zone works for judge/core/leave_field (dm_effects.cpp).
const FieldRules& field_rules();
void put_into_mana(GameState& state, const CardId& id);
void forget_object(GameState& state, const CardId& id);  // modifiers and permissions end when it leaves
// A creature enters the battle zone; summoned says whether it was summoned (召喚) or put (出す).
void enter_battle_zone(GameState& state, const CardId& id, bool summoned, const char* cite);
[[nodiscard]] std::optional<Refused> summon(GameState& state, const PlayerId& player, const CardId& id, const CardId& base, bool pay,
                                            const Action* action, Decisions& decisions, const char* cite);
// The conditions of the effect vocabulary ("my-mana-at-least:3", "my-shields-at-most:2", …).
// Whether the ability's condition holds for `controller`; `source` (the ability's card) is what a
// where-other="true" filter of a counted condition leaves out (dm_language.cpp).
bool condition_holds(const GameState& state, const Ability& a, const PlayerId& controller, const CardId& source);
// Why `player` may not have the creature `id` enter now (a continuous restriction on the player),
// with the deciding rule in `rule`; nothing when it may.
std::optional<msg::Text> entry_forbidden(
GameState& state, const PlayerId& player, const CardId& id, std::string* rule);
void cast_spell(GameState& state, const PlayerId& player, const CardId& id, const std::string& chosen, const std::string& modes,
                Decisions& decisions);

// ---- Waiting abilities (dm_waiting.cpp).
// Triggers the abilities of `card` for `trigger` (they wait); subject: what set them off.
void trigger(GameState& state, const CardId& card, const std::string& trigger, const CardId& subject);
// Abilities of every card in the battle zone for an event about `subject`.
void trigger_all(GameState& state, const std::string& trigger, const CardId& subject);
void trigger_declared(GameState& state, const std::string& trigger, const CardId& subject, Decisions& decisions);
void resolve_waiting(GameState& state, Decisions& decisions);
bool ignored(GameState& state, const CardId& card, const Ability& a);
// The battle-zone card whose "ignore" static switches off `card`'s `trigger` abilities, if any.
std::optional<CardId> ignoring_source(const GameState& state, const CardId& card, const std::string& trigger);

// ---- Attacks, battles, shields (dm_attack.cpp).
bool attack_open(const GameState& state);
// dm_alt_costs.cpp: a G・ゼロ summon's refusal when the card has none or its condition fails
// (DM-A-G-ZERO); the next-card reduction a payment for `card` uses, and its use (DM-A-NEXT-CARD-COST).
[[nodiscard]] std::optional<Refused> g_zero_refusal(GameState& state, const PlayerId& player, const CardId& card);
int next_card_reduction(const GameState& state, const CardId& card);
void use_next_card_reduction(GameState& state, const CardId& card);
[[nodiscard]] std::optional<Refused> declare_attack(GameState& state, const Action& action, Decisions& decisions);
// Whether `attacker` may attack `target` ("player" or a creature) now; the refusal when not (dm_attack.cpp).
[[nodiscard]] std::optional<Refused> attack_refusal(GameState& state, const PlayerId& player, const CardId& attacker, const std::string& target);
// dm_must_attack.cpp (DM-A-MUST-ATTACK): an attack on another target than the creature the attacker
// must attack if able; the end of the attack phase while a creature must still attack.
[[nodiscard]] std::optional<Refused> lure_refusal(GameState& state, const PlayerId& player, const CardId& attacker, const std::string& target);
[[nodiscard]] std::optional<Refused> must_attack_refusal(GameState& state);
[[nodiscard]] std::optional<Refused> declare_block(GameState& state, const Action& action, Decisions& decisions);
void resolve_open_attack(GameState& state, Decisions& decisions);
// The defender's creatures that could block the open attack now (asked on the board: see Probe).
std::vector<CardId> legal_blockers(GameState& state);

// The block step waiting for the defender (dm_open_steps.cpp).
// Before another move (`what`): refused while a block is possible; with none the attack goes on.
[[nodiscard]] std::optional<Refused> close_attack_before(GameState& state, Decisions& decisions, const msg::Message& what);
// <pass> by the defender: no block.
[[nodiscard]] std::optional<Refused> pass_block(GameState& state, const Action& action, Decisions& decisions);
// After the last action: NEEDS-DECISION while a block is possible; with none the attack goes on.
void finish_open_attack(GameState& state, Decisions& decisions);
// The defender's legal answers to the open attack, each as a move: <pass>, each <block>.
std::vector<Answer> answers_to_open_attack(const GameState& state);
void battle(GameState& state, const CardId& a, const CardId& b, bool by_effect, Decisions& decisions);
// `chooser_rule`: what lets the breaking player choose the shields (an attack's, or an effect's break).
void break_shields(GameState& state, const PlayerId& attacker_player, const PlayerId& defender, int count,
                   Decisions& decisions, const char* chooser_rule = nullptr);  // null: an attack's (DM-A-ATTACKER-CHOOSES-SHIELDS)

// ---- Keyword hooks.
int breaks_of(GameState& state, const CardId& attacker, Decisions& decisions);  // dm_breakers.cpp
// dm_evolution.cpp: puts `id` on top of `base`; state, continuous effects pass to it.
void evolve_onto(GameState& state, const CardId& id, const CardId& base, bool summoned = true);
bool is_evolution(GameState& state, const CardId& id);
[[nodiscard]] std::optional<Refused> check_evolution_base(GameState& state, const PlayerId& player, const CardId& id, const CardId& base);
// dm_kw_tamaseed.cpp: a tamaseed cannot attack or block (the refusal, nothing when it may); it
// may be an evolution base.
[[nodiscard]] std::optional<Refused> tamaseed_combat_refusal(GameState& state, const CardId& id, const std::string& what);
bool tamaseed_evolution_base(GameState& state, const PlayerId& player, const CardId& id, const CardId& base);
// A tamaseed in the battle zone whose "become-creature" static ability's condition holds.
bool tamaseed_promoted(const GameState& state, const CardId& id);
// dm_kw_neo_evolution.cpp: true when a NEO (or G-NEO) evolution creature is summoned with no base.
bool is_neo_evolution(GameState& state, const CardId& id);
bool neo_evolution_alone(GameState& state, const CardId& id, const CardId& base);
// dm_kw_star_evolution.cpp: before a star evolution creature's element moves out of the battle
// zone, the cards beneath it are left there; only the top card then moves.
void star_evolution_top_leaves(GameState& state, const CardId& id);
// dm_kw_zone_evolution.cpp (墓地進化, マナ進化): whether `id` takes its base from a zone of its own
// (`applies`), and then the refusal when the base is not legal there; bring_… then moves the base
// to the battle zone without entering.
struct ZoneEvolutionBase {
    bool applies = false;
    std::optional<Refused> refused;
};
ZoneEvolutionBase zone_evolution_base(GameState& state, const PlayerId& player, const CardId& id, const CardId& base);
void bring_zone_evolution_base(GameState& state, const CardId& id, const CardId& base);

// dm_leave.cpp: the leave-replacement step. Before a creature leaves the battle zone, every
// "instead" that covers it is gathered (a card's kind="replacement" abilities and the keyword
// offers below); one is chosen (DM-R-REPLACEMENT-CHOICE) and carried out instead of the leave.
// `how` is "destroyed" or the zone it would go to ("hand", "mana", "graveyard", "deck").
// Returns true when the leave was replaced: the creature stays.
struct LeaveReplacement {
    CardId source;      // the card whose ability or keyword it is
    std::string label;  // its name in a "replacement" decision
    bool optional;      // a "may": its owner may still decline it
    std::string rule;   // what the trace cites when it is used
    std::function<void(GameState&, Decisions&)> carry_out;
};
bool leave_replaced(GameState& state, const CardId& id, const std::string& how, Decisions& decisions);
// The kind="replacement" abilities of the owner's cards that cover it (dm_effects.cpp); and each
// keyword adds the replacements it offers for `id` leaving by `how`.
void offer_ability_replacements(GameState& state, const CardId& id, const std::string& how, std::vector<LeaveReplacement>& out);
void offer_ex_life(GameState& state, const CardId& id, const std::string& how, std::vector<LeaveReplacement>& out);  // dm_kw_ex_life.cpp
void offer_escape(GameState& state, const CardId& id, const std::string& how, std::vector<LeaveReplacement>& out);   // dm_kw_escape.cpp
void offer_saver(GameState& state, const CardId& id, const std::string& how, std::vector<LeaveReplacement>& out);    // dm_kw_saver.cpp
// dm_kw_g_neo_evolution.cpp: a G-NEO creature about to leave may destroy a card beneath it instead.
void offer_g_neo(GameState& state, const CardId& id, const std::string& how, std::vector<LeaveReplacement>& out);

// dm_kw_ex_life.cpp: as a creature with EXライフ enters, the top face-down card of its owner's
// deck joins the shields as its EX life shield (not an "enters" ability).
void ex_life_on_entry(GameState& state, const CardId& id);
// The EX life shield also counts as an ordinary shield: a break may take it like any other, and
// the trace says so for each broken shield that was one.
void note_ex_life_shields_broken(GameState& state, const std::vector<CardId>& broken);

// dm_kw_charger.cpp: a resolved charger spell goes to the mana zone instead of the graveyard
// (returns true when it did); face-down mana pays as colourless.
bool charger_to_mana(GameState& state, const CardId& spell);
std::vector<std::string> mana_civilizations(GameState& state, const CardId& mana);

// dm_kw_last_burst.cpp: keyword abilities that trigger on an event about the card itself
// (ラストバースト on "destroyed", メガ・ラストバースト on "leaves"); they wait with
// ability_index kKeywordAbility and resolve through resolve_keyword_ability.
// Waiting entries that are not one of the card's printed abilities get a negative index, one per
// mechanism, so each is resolved by its own file.
inline constexpr int kKeywordAbility = -2;
inline constexpr int kDeclaredKeyword = -1;  // a declaration at an attack or block (dm_kw_declare.cpp)
void keyword_triggers(GameState& state, const CardId& card, const std::string& trigger, const CardId& subject);
void resolve_keyword_ability(GameState& state, const PendingTrigger& p, Decisions& decisions);

// dm_kw_declare.cpp: cards declared at an attack or block declaration (侵略, S級侵略, 革命チェンジ,
// ニンジャ・チェンジ, ニンジャ・ストライク). `moment` is "attack" (creature: the attacker) or "block"
// (creature: the blocker). Declared cards wait with the "when attacking" abilities.
void offer_declarations(GameState& state, const std::string& moment, const CardId& creature, Decisions& decisions);
// Resolves a waiting declaration; false when `p` is not one.
bool resolve_declaration(GameState& state, const PendingTrigger& p, Decisions& decisions);
// The scenario-side parameters of a declarable keyword: the card's ability of kind "keyword" whose
// op names it (creature=, onto=, mana=); nothing when the card only carries the keyword.
const Ability* keyword_params(const GameState& state, const CardId& card, const std::string& op);
// Whether `creature` has the trait (civilization or race) a keyword's condition names; empty: any.
bool has_trait(const GameState& state, const CardId& creature, const std::string& trait);
// Marks `card` as having failed to resolve; it stays in `zone` (trace cites `rule`).
void declaration_fails(GameState& state, const CardId& card, const std::string& zone, const char* rule, const msg::Text& why);


// dm_kw_invasion.cpp (侵略) and dm_kw_s_invasion.cpp (S級侵略, which adds zones).
bool invasion_may_declare(GameState& state, const CardId& card, const CardId& attacker);
void resolve_invasion(GameState& state, const CardId& card, const PlayerId& player, const std::string& zone, const char* rule);
std::vector<std::string> s_invasion_zones();  // the zones besides the hand

// dm_kw_revolution_change.cpp (革命チェンジ); exchange() is shared with ニンジャ・チェンジ.
bool revolution_change_may_declare(GameState& state, const CardId& card, const CardId& attacker);
void resolve_revolution_change(GameState& state, const CardId& card, const CardId& old, const std::string& zone);
// Puts `incoming` (in `zone`) into the battle zone in place of `outgoing`; false when it fails.
bool exchange(GameState& state, const CardId& incoming, const CardId& outgoing, const std::string& zone, const char* rule);

// dm_kw_ninja_change.cpp (ニンジャ・チェンジ) and dm_kw_ninja_strike.cpp (ニンジャ・ストライク).
bool ninja_change_may_declare(GameState& state, const CardId& card, const PlayerId& player);
void resolve_ninja_change(GameState& state, const CardId& card, const PlayerId& player, const std::string& zone, Decisions& decisions);
bool ninja_strike_may_declare(GameState& state, const CardId& card, const PlayerId& player);
void resolve_ninja_strike(GameState& state, const CardId& card, const PlayerId& player, const std::string& zone);
// dm_kw_mekuraid.cpp: メクレイドn / Wメクレイドn (op "mekuraid" / "w-mekuraid"); whether a card was used.
bool mekuraid(GameState& state, const Context& ctx, const Ability& a, Decisions& decisions);
// dm_kw_final_revolution.cpp / dm_kw_final_declaration.cpp: whether an ability labelled
// ファイナル革命 (once a turn) / 終極宣言 (once a game) may still be used; counts the use.
bool final_revolution_allows(GameState& state, const Context& ctx, const Ability& a);
bool final_declaration_allows(GameState& state, const Context& ctx, const Ability& a);
// Whether ability `a` carries the keyword label `canonical` (label="ファイナル革命", or an alias).
bool labelled(const Ability& a, const char* canonical);
// dm_kw_twinpact.cpp: ツインパクト, a creature card with a spell half (stat spell-cost, status
// spell-keywords, abilities of kind spell). Halves ("creature", "spell") an effect's reference
// (has-keyword, card-type) may read on `id`; empty when the card does not match.
std::vector<std::string> matching_halves(const GameState& state, const CardId& id, const Ability& a);
// The refusal (DM-R-TWINPACT) of a twinpact named for an effect whose reference neither half fits.
[[nodiscard]] std::optional<Refused> twinpact_reference_refusal(const GameState& state, const Ability& a, const CardId& id);
bool is_twinpact(const Card& card);
// The value that is a half's cost: "spell-cost" for a twinpact's spell half, else "cost".
std::string cost_stat_of_half(const GameState& state, const CardId& id, const std::string& half);
// The half a "use" effect uses ("creature" or "spell"), chosen by the player when both qualify.
std::string half_to_use(GameState& state, const Context& ctx, const Ability& a, const CardId& id, Decisions& decisions);
// The half of a broken shield that has S・トリガー ("" when none), chosen by its owner when both have.
std::string shield_trigger_half(GameState& state, const PlayerId& owner, const CardId& id, Decisions& decisions);
// dm_kw_guard_strike.cpp: after shields went to the hand, each broken ガードストライク card may bar
// one of the attacking player's creatures from attacking for the rest of the turn.
void guard_strike(GameState& state, const PlayerId& attacker_player, const PlayerId& defender, const std::vector<CardId>& broken,
                  Decisions& decisions);
// dm_kw_slayer.cpp: before the losers of a battle are destroyed, the winners a スレイヤー takes down.
std::vector<CardId> slayer_victims(GameState& state, const CardId& a, const CardId& b, int power_a, int power_b);
// dm_kw_guardman.cpp: whether `blocker` may block the open attack through ガードマン (no means it
// has no ガードマン), or the refusal when it has ガードマン but the attack is not on another creature.
struct GuardmanBlock {
    bool blocks = false;
    std::optional<Refused> refused;
};
GuardmanBlock guardman_block(GameState& state, const CardId& blocker);
// dm_kw_powered_breaker.cpp: the shields a パワード・ブレイカー breaks (1 + one per full 6000 power).
std::optional<int> powered_breaker_count(GameState& state, const CardId& attacker);
// dm_kw_power_attacker.cpp: the power bonus while `id` is the attacking creature (read by value_of),
// and the trace note when a creature with パワーアタッカー battles.
int power_attacker_bonus(const GameState& state, const CardId& id);
void note_power_attacker(GameState& state, const CardId& a, const CardId& b);
// dm_kw_revolution.cpp: an ability marked revolution="N" (革命N:) works only while its controller
// has N or fewer shields; a broken shield that has S・トリガー through 革命 counts after the break.
bool revolution_active(GameState& state, const CardId& source, const Ability& a, const PlayerId& controller);
bool revolution_shield_trigger(GameState& state, const CardId& card, const PlayerId& owner);
// dm_kw_revolution0.cpp: at a direct attack on a player without shields, that player may use
// 革命0トリガー cards from the hand without paying their cost.
void revolution_0_trigger(GameState& state, Decisions& decisions);

}  // namespace judge::dm
