// Shared pieces of the Imitation World ruleset's files: state queries, battle and effects.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "judge/core/decisions.hpp"
#include "judge/core/game_state.hpp"
#include "judge/core/leave_field.hpp"
#include "judge/core/ruleset.hpp"
#include "messages/message.hpp"

namespace judge::iw {

// Canonical keyword names (the Japanese ones).
inline constexpr const char* kHasteKw = "急襲";
inline constexpr const char* kPierceKw = "貫通";
inline constexpr const char* kCrusherKw = "バリアクラッシャー";
inline constexpr const char* kTrapBreakerKw = "罠破り";
inline constexpr const char* kLinkedKw = "連結攻撃";

// Flags kept in GameState::flags while an attack is open.
inline constexpr const char* kAttackers = "iw.attackers";
inline constexpr const char* kAttackTarget = "iw.attack-target";
inline constexpr const char* kAttackingPlayer = "iw.attacking-player";
inline constexpr const char* kBlockers = "iw.blockers";
// While a barrier trap resolves: the attackers of the battle it was played in (that battle has
// ended by then; its "attackers" are still the ones the trap names).
inline constexpr const char* kTrapAttackers = "iw.trap-attackers";

// Scenario words as the steps name them in both languages (iw_words.cpp).
msg::Text zone_word(std::string_view zone);
msg::Text phase_word(std::string_view phase);
msg::Text stat_word(std::string_view stat);
msg::Text operation_word(std::string_view operation);
msg::Text ability_kind_word(std::string_view kind);
msg::Text trigger_word(std::string_view trigger);
msg::Text action_word(std::string_view action);

// Values and state (iw_values.cpp).
int value_of(const GameState& state, const CardId& id, const std::string& stat);
// The same value when a rule uses it: notes IW-R-VALUE-FLOOR in the trace when the floor decided it.
int value_used(GameState& state, const CardId& id, const std::string& stat);
bool has_keyword(GameState& state, const CardId& id, const std::string& keyword);
bool is_on_field(const GameState& state, const CardId& id);  // set or territory zone
bool is_geuda(const GameState& state, const CardId& id);     // a ゲウダ on the field
bool in_battle(const GameState& state, const CardId& id);
bool attack_open(const GameState& state);
int cost_zone_count(const GameState& state, const PlayerId& player);
// A step for each static ability that came to reach a card or stopped reaching it since the last move.
void note_static_reach(GameState& state);
// The refusal, by the deciding rule, when a permission entry denies `capability` to the card.
[[nodiscard]] std::optional<Refused> check_permission(GameState& state, const CardId& id, const std::string& capability, const msg::Text& what,
                                                      const std::string& granted_by = "");

// The number of cards on a player's field, the opponent's territory cards included (iw_field.cpp).
int field_count(GameState& state, const PlayerId& player);
// Whether an ability's condition="NAME:N" holds for its controller (iw_language.cpp).
bool condition_holds(GameState& state, const Ability& a, const PlayerId& controller);

// <present-deck>: a deck check, refused by the deck-building rule the deck breaks (iw_deck.cpp).
// The moves and the checks before them return their refusal, or nothing when the rules allow
// what was asked.
[[nodiscard]] std::optional<Refused> present_deck(GameState& state, const Action& action);

// Battle (iw_battle.cpp).
[[nodiscard]] std::optional<Refused> declare_attack(GameState& state, const Action& action);
[[nodiscard]] std::optional<Refused> declare_block(GameState& state, const Action& action, Decisions& decisions);
void resolve_open_attack(GameState& state, Decisions& decisions);  // no block if none was declared

// Steps waiting for a player's answer (iw_open_steps.cpp).
struct OpenStep {
    const char* rule;     // the rule that makes the step wait
    PlayerId player;      // who must answer or pass
    msg::Text waiting;    // what waits, for messages
};
std::optional<OpenStep> open_step(const GameState& state);
// Before `what`: a play or an attack waiting for an answer goes on by itself only when its player
// has no answer but to pass; otherwise `what` is refused, by `rule` or else the step's own rule.
[[nodiscard]] std::optional<Refused> require_nothing_open(GameState& state, Decisions& decisions, const msg::Text& what, const char* rule = nullptr);
// <pass>: the waiting player declines; the open step goes on without an answer.
[[nodiscard]] std::optional<Refused> pass(GameState& state, const Action& action, Decisions& decisions);
// After the last action: a step whose player still has a choice stops with NEEDS-DECISION; one
// where passing is the only legal answer goes on, with a trace step saying so.
void finish_open_steps(GameState& state, Decisions& decisions);
// The waiting player's legal answers, each as a move: <pass>, each <respond>, each <block> with one
// ゲウダ or several in each order (複数ブロック).
std::vector<Answer> answers_to_open_step(const GameState& state);

// Plays (iw_ruleset.cpp): everything on the stack resolves, last in first out.
void resolve_stack(GameState& state, Decisions& decisions);

// Effects (iw_effects.cpp).
void resolve_ability(GameState& state, const CardId& source, const Ability& ability, const PlayerId& controller,
                     const std::string& chosen_target, Decisions& decisions, const char* cite);
[[nodiscard]] std::optional<Refused> check_chosen_target(const GameState& state, const CardId& source, const Ability& ability,
                                                         const PlayerId& controller, const std::string& chosen);
void destroy(GameState& state, const CardId& id, const std::string& cause, Decisions& decisions);
void to_trash(GameState& state, const CardId& id, const char* cite);
// The field as judge/core/leave_field sees it (iw_effects.cpp).
const FieldRules& field_rules();
void resolve_waiting(GameState& state, Decisions& decisions);
void enter_field(GameState& state, const CardId& id, const std::string& zone, Decisions& decisions);

}  // namespace judge::iw
