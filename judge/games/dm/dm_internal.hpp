// Shared pieces of the Duel Masters ruleset's files. Each file keeps one concern: the turn
// (dm_turn.cpp), mana and costs (dm_mana.cpp), attacks, battles and shields (dm_attack.cpp),
// waiting abilities (dm_waiting.cpp), the effect vocabulary (dm_effects.cpp), values and
// permissions (dm_values.cpp), and keyword abilities, one file each (dm_keywords.cpp lists them;
// dm_breakers.cpp, dm_evolution.cpp). A new keyword adds a row to the keyword table and, where it
// changes a step, a hook declared below in its own file.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "judge/core/decisions.hpp"
#include "judge/core/game_state.hpp"
#include "judge/core/ruleset.hpp"

namespace judge::dm {

// Canonical keyword names (the Japanese ones).
inline constexpr const char* kSpeedAttackerKw = "スピードアタッカー";
inline constexpr const char* kMachFighterKw = "マッハファイター";
inline constexpr const char* kBlockerKw = "ブロッカー";
inline constexpr const char* kShieldTriggerKw = "S・トリガー";
inline constexpr const char* kWBreakerKw = "Wブレイカー";
inline constexpr const char* kTBreakerKw = "Tブレイカー";
inline constexpr const char* kEvolutionKw = "進化";
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

// One keyword: its canonical name, aliases and the rule that defines it (dm_keywords.cpp).
struct KeywordInfo {
    const char* canonical;
    std::vector<const char*> aliases;
    const char* rule;
};
const std::vector<KeywordInfo>& keyword_table();

// ---- Values and state (dm_values.cpp).
int value_of(const GameState& state, const CardId& id, const std::string& stat);
std::vector<std::string> civilizations(const Card& card);  // canonical (Japanese) names, printed order
bool is_creature(const GameState& state, const CardId& id);  // a creature in the battle zone
bool in_battle_zone(const GameState& state, const CardId& id);
bool has_keyword(GameState& state, const CardId& id, const std::string& keyword);
// Whether `subject` (a card or a player) may do `capability`; without entries the answer is yes.
// On no, `why` gets the rule that says so.
bool permitted(GameState& state, const std::string& subject, const std::string& capability, std::string* why = nullptr);
std::string arg(const Ability& a, const std::string& name, const std::string& fallback = {});
int number(const std::string& text, int fallback);  // a whole number, or the fallback
PlayerId controller_of(const GameState& state, const CardId& id);

// ---- Turn (dm_turn.cpp).
void advance_phase(GameState& state, Decisions& decisions);
void enter_main_phase(GameState& state, const PlayerId& player, const std::string& what);
void charge_mana(GameState& state, const Action& action, Decisions& decisions);
bool draw_card(GameState& state, const PlayerId& player, const char* cite);  // false: deck empty
void check_deck_out(GameState& state, const PlayerId& player);

// ---- Mana and costs (dm_mana.cpp).
int cost_to_pay(GameState& state, const CardId& card);  // reductions applied, floored by civilizations
// Taps mana for `card` (the action's `mana` and `as`, or decisions); throws Refused when the rules refuse.
void pay_cost(GameState& state, const PlayerId& player, const CardId& card, const Action* action, Decisions& decisions);

// ---- Effects (dm_effects.cpp).
struct Context {
    PlayerId controller;
    CardId source;
    CardId subject;       // what triggered it: the attacker, the entering creature, …
    std::string chosen;   // a target given by the action
    std::string modes;    // choose-n choices given by the action
};
// Resolves the effect that starts at ability `head` of the source (with its linked parts).
void resolve_effect(GameState& state, const Context& ctx, std::size_t head, Decisions& decisions, const char* cite);
// Checks the targets an action names for a spell before it is cast (refuses illegal ones).
void check_chosen_target(GameState& state, const Context& ctx, const Ability& a);
bool destroy(GameState& state, const CardId& id, const std::string& cause, Decisions& decisions, const char* cite);
void destroy_zero_power(GameState& state, Decisions& decisions);  // the check after every step
// Moves a whole element (a card and anything beneath it); the cards come apart where it lands.
void move_element(GameState& state, const CardId& id, const std::string& zone, const char* cite);
void put_into_mana(GameState& state, const CardId& id, const char* cite);
void forget_object(GameState& state, const CardId& id);  // modifiers and permissions end when it leaves
// A creature enters the battle zone; summoned says whether it was summoned (召喚) or put (出す).
void enter_battle_zone(GameState& state, const CardId& id, bool summoned, const char* cite);
void summon(GameState& state, const PlayerId& player, const CardId& id, const CardId& base, bool pay, const Action* action,
            Decisions& decisions, const char* cite);
// The conditions of the effect vocabulary ("my-mana-at-least:3", "my-shields-at-most:2", …).
bool condition_holds(const GameState& state, const Ability& a, const PlayerId& controller);
// Why `player` may not have the creature `id` enter now (a continuous restriction on the player),
// with the deciding rule in `rule`; nothing when it may.
std::optional<std::string> entry_forbidden(GameState& state, const PlayerId& player, const CardId& id, std::string* rule);
void cast_spell(GameState& state, const PlayerId& player, const CardId& id, const std::string& chosen, const std::string& modes,
                Decisions& decisions, const char* cite);

// ---- Waiting abilities (dm_waiting.cpp).
// Triggers the abilities of `card` for `trigger` (they wait); subject: what set them off.
void trigger(GameState& state, const CardId& card, const std::string& trigger, const CardId& subject);
// Abilities of every card in the battle zone for an event about `subject`.
void trigger_all(GameState& state, const std::string& trigger, const CardId& subject);
void trigger_declared(GameState& state, const std::string& trigger, const CardId& subject, Decisions& decisions);
void resolve_waiting(GameState& state, Decisions& decisions);
bool ignored(GameState& state, const CardId& card, const Ability& a);

// ---- Attacks, battles, shields (dm_attack.cpp).
bool attack_open(const GameState& state);
void declare_attack(GameState& state, const Action& action, Decisions& decisions);
void declare_block(GameState& state, const Action& action, Decisions& decisions);
void resolve_open_attack(GameState& state, Decisions& decisions);
void battle(GameState& state, const CardId& a, const CardId& b, bool by_effect, Decisions& decisions);
void break_shields(GameState& state, const PlayerId& attacker_player, const PlayerId& defender, int count,
                   Decisions& decisions);

// ---- Keyword hooks.
int breaks_of(GameState& state, const CardId& attacker, Decisions& decisions);  // dm_breakers.cpp
// dm_evolution.cpp: puts `id` on top of `base`; state, continuous effects pass to it.
void evolve_onto(GameState& state, const CardId& id, const CardId& base);
bool is_evolution(GameState& state, const CardId& id);
void check_evolution_base(GameState& state, const PlayerId& player, const CardId& id, const CardId& base);
// dm_kw_guard_strike.cpp: after shields went to the hand, each broken ガードストライク card may bar
// one of the attacking player's creatures from attacking for the rest of the turn.
void guard_strike(GameState& state, const PlayerId& attacker_player, const PlayerId& defender, const std::vector<CardId>& broken,
                  Decisions& decisions);
// dm_kw_slayer.cpp: before the losers of a battle are destroyed, the winners a スレイヤー takes down.
std::vector<CardId> slayer_victims(GameState& state, const CardId& a, const CardId& b, int power_a, int power_b);
// dm_kw_guardman.cpp: whether `blocker` may block the open attack through ガードマン (no means it
// has no ガードマン); throws Refused when it has ガードマン but the attack is not on another creature.
bool guardman_may_block(GameState& state, const CardId& blocker);
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
