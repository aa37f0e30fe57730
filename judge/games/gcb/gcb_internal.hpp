// Shared pieces of the Gouda Card Battler ruleset's files: board queries and values, card
// movement, summoning, spells, the stack, battle and the turn.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "judge/core/decisions.hpp"
#include "judge/core/game_state.hpp"
#include "judge/core/leave_field.hpp"
#include "judge/core/ruleset.hpp"
#include "messages/message.hpp"

namespace judge::gcb {

// Zones (GCB-R-ZONES, plus the hand).
inline constexpr const char* kDeck = "deck";
inline constexpr const char* kHand = "hand";
inline constexpr const char* kLife = "life";
inline constexpr const char* kMonster = "monster";
inline constexpr const char* kGrave = "graveyard";
inline constexpr const char* kSeal = "seal";
inline constexpr const char* kArea = "area";
inline constexpr const char* kSpell = "spell";

// Postures (GCB-R-POSTURES), kept in Card::status["posture"].
inline constexpr const char* kAttackPosture = "attack";
inline constexpr const char* kStandby = "standby";
inline constexpr const char* kSpecialPosture = "special";

// Flags kept in GameState::flags.
inline constexpr const char* kAttacker = "gcb.attacker";
inline constexpr const char* kAttackTarget = "gcb.attack-target";
inline constexpr const char* kAttackingPlayer = "gcb.attacking-player";
inline constexpr const char* kTempCandidate = "gcb.temporary-destruction-candidate";
inline constexpr const char* kStackRight = "gcb.stack-right";
inline constexpr const char* kResolving = "gcb.resolving";

std::string status(const Card& card, const std::string& name);

// Scenario words as the steps name them in both languages (gcb_words.cpp).
msg::Text zone_word(std::string_view zone);
msg::Text time_word(std::string_view phase);
msg::Text posture_word(std::string_view posture);  // "(none)" for no posture
msg::Text card_type_word(std::string_view type);
msg::Text summon_kind_word(std::string_view kind);
msg::Text cost_word(std::string_view cost);
msg::Text capability_word(std::string_view capability);

// Board queries and values (gcb_values.cpp).
bool is_monster_card(const Card& card);
bool is_spell_card(const Card& card);
bool on_battlefield(const GameState& state, const CardId& id);  // monster, area or spell zone (never energy)
bool is_monster(const GameState& state, const CardId& id);      // a monster card standing in a monster zone
bool is_energy(const GameState& state, const CardId& id);       // beneath a card on the battlefield
std::vector<CardId> monsters_of(const GameState& state, const PlayerId& player);
// Whether an ability's condition="NAME:N" holds for its controller (gcb_language.cpp).
bool condition_holds(const GameState& state, const Ability& a, const PlayerId& controller);
std::vector<CardId> all_monsters(const GameState& state);
std::string posture(const GameState& state, const CardId& id);
void set_posture(GameState& state, const CardId& id, const std::string& posture, const char* cite);
int value_of(const GameState& state, const CardId& id, const std::string& stat);
// P when a rule compares it: notes GCB-A-POWER-FLOOR when the floor of 0 decided it.
int power_used(GameState& state, const CardId& id);
// The permission ledger: the entries effects made, plus the statics of cards on the battlefield.
std::vector<Permission> ledger(const GameState& state);
// A step for each static ability that came to reach a monster or player or stopped reaching it since the last move.
void note_static_reach(GameState& state);
// The refusal when an effect says `subject` cannot do `capability` (GCB-R-CANT-OVER-CAN on a conflict).
[[nodiscard]] std::optional<Refused> check_can(GameState& state, const std::string& subject, const std::string& capability, const msg::Text& what);
// The active card whose static ability sends discarded cards to the seal zone, if any.
std::optional<CardId> discards_go_to_seal(const GameState& state);

// Card movement (gcb_board.cpp).
void relocate(GameState& state, CardId id, const std::string& zone, const char* cite, bool to_front = false);
// How the battlefield works for judge/core/leave_field (gcb_board.cpp).
const FieldRules& field_rules();
void to_graveyard(GameState& state, CardId id, const char* cite);
void destroy(GameState& state, CardId id, const msg::Text& cause, const char* cite);
void draw_cards(GameState& state, const PlayerId& player, int n, const char* cite);
void discard(GameState& state, CardId id, const char* cite);
void cleanup_overlaps(GameState& state);

// Summoning (gcb_summoning.cpp). The moves and the checks before them return their refusal, or
// nothing when the rules allow what was asked.
[[nodiscard]] std::optional<Refused> require_own_free_time(const GameState& state, const PlayerId& player, const msg::Text& what, const char* cite);
[[nodiscard]] std::optional<Refused> normal_summon(GameState& state, const Action& action);
[[nodiscard]] std::optional<Refused> special_summon(GameState& state, const Action& action);
[[nodiscard]] std::optional<Refused> evolution_summon(GameState& state, const Action& action);
[[nodiscard]] std::optional<Refused> force_summon(GameState& state, const Action& action);
// GCB-R-EFFECT-SUMMON-MONSTER: an effect-summon monster naming a card may be summoned only by that card's effect.
bool may_effect_summon(const GameState& state, const CardId& id, const CardId& source);
void effect_summon(GameState& state, const CardId& id, const PlayerId& player, const std::string& posture, const CardId& source);
[[nodiscard]] std::optional<Refused> change_to_special(GameState& state, const Action& action);

// Spells and activated effects (gcb_spells.cpp).
[[nodiscard]] std::optional<Refused> activate_spell(GameState& state, const Action& action, Decisions& decisions);
[[nodiscard]] std::optional<Refused> use_ability(GameState& state, const Action& action, Decisions& decisions);
void resolve_item(GameState& state, const StackItem& item, Decisions& decisions);
[[nodiscard]] std::optional<Refused> equip(GameState& state, const Action& action);
[[nodiscard]] std::optional<Refused> unequip(GameState& state, const Action& action);
void apply_effect(GameState& state, const CardId& source, const Ability& a, const PlayerId& controller,
                  const std::vector<CardId>& chosen, Decisions& decisions, const char* cite);

// The stack (gcb_stack.cpp).
void push_stack(GameState& state, StackItem item, const msg::Text& what);
[[nodiscard]] std::optional<Refused> require_may_activate(const GameState& state, const PlayerId& player);
[[nodiscard]] std::optional<Refused> pass(GameState& state, const Action& action, Decisions& decisions);
void resolve_next(GameState& state, Decisions& decisions);
void finish_stack(GameState& state, Decisions& decisions);
// Open steps (gcb_open_steps.cpp). Before another move (`what`): a step that leaves its player
// no choice but to pass goes on; one that leaves a choice refuses the move.
[[nodiscard]] std::optional<Refused> settle(GameState& state, Decisions& decisions, const msg::Text& what);
// The same for the stack alone (a <block> is the attacked player's own answer to the attack).
[[nodiscard]] std::optional<Refused> settle_stack(GameState& state, Decisions& decisions, const msg::Text& what);
// After the last action: NEEDS-DECISION for a step that still leaves a choice.
void finish_open_steps(GameState& state, Decisions& decisions);
// The waiting player's legal answers, each as a move: <pass>, each <block>, each spell or ability
// they could stack now.
std::vector<Answer> answers_to_open_step(const GameState& state);

// Battle (gcb_battle.cpp).
bool attack_open(const GameState& state);
[[nodiscard]] std::optional<Refused> declare_attack(GameState& state, const Action& action);
[[nodiscard]] std::optional<Refused> declare_block(GameState& state, const Action& action, Decisions& decisions);
void resolve_open_attack(GameState& state, Decisions& decisions, const CardId& blocker = {});

// The turn (gcb_turn.cpp).
[[nodiscard]] std::optional<Refused> start_game(GameState& state, Decisions& decisions);
[[nodiscard]] std::optional<Refused> end_free_time(GameState& state, const Action& action, Decisions& decisions);
[[nodiscard]] std::optional<Refused> next_time(GameState& state, Decisions& decisions);

}  // namespace judge::gcb
