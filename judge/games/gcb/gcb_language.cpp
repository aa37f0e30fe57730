// The gcb ability language: each operation, the kinds of ability it does something in, the
// arguments it reads and what it works on, as the handlers in gcb_spells.cpp (apply_effect),
// gcb_values.cpp (static abilities) and gcb_battle.cpp (the one trigger) read them. The loader
// refuses an <ability> whose words do not fit here (ability_language.hpp).
#include <stdexcept>

#include "judge/core/card_filters.hpp"
#include "judge/core/conditions.hpp"
#include "judge/core/shared_operations.hpp"
#include "judge/games/gcb/gcb_messages.hpp"
#include "judge/games/gcb/gcb_operations.hpp"
#include "judge/games/gcb/gcb_rules.hpp"
#include "judge/games/gcb/gcb_ruleset.hpp"

namespace judge::gcb {

// What narrows the cards a target finds (passes_filters in gcb_spells.cpp, static_applies in gcb_values.cpp).
const CardFilterWords& filter_words() {
    static const CardFilterWords kWords{{"power"}, GoudaCardBattler().card_types(), false};
    return kWords;
}

namespace {

// The kinds that resolve: a spell's play, an activated ability (both on the stack, where a target
// may be chosen) and the battle trigger, which resolves at once with nothing chosen.
const std::vector<std::string> kResolvingKinds = {"play", "activated", "triggered"};
const std::vector<std::string> kChosenIn = {"play", "activated"};
const std::vector<std::string> kMonsterSets = {"all-monsters", "my-monsters", "opponent-monsters"};

std::vector<std::string> words_and(std::vector<std::string> words, const std::vector<std::string>& more) {
    words.insert(words.end(), more.begin(), more.end());
    return words;
}

// A card operation's targets (apply_effect): the card chosen, the source, its host, a set of monsters,
// or a card's id; the battle trigger has nothing chosen. Every card filter narrows them.
std::vector<TargetSpec> card_targets() {
    const auto filters = card_filter_names(filter_words());
    return {{kChosenIn, words_and({"choose", "self", "host"}, kMonsterSets), true, false, filters},
            {{"triggered"}, words_and({"self", "host"}, kMonsterSets), true, false, filters}};
}

std::vector<AttributeSpec> filters() { return card_filter_arguments(filter_words()); }

// What a permission names (ledger in gcb_values.cpp, the checks in gcb_summoning.cpp, gcb_battle.cpp
// and gcb_spells.cpp): a player's normal summon (and how many), a monster's attack, a power lowered.
const std::vector<std::string> kActions = {"normal-summon", "normal-summon-count:N", "attack", "lower-power"};

// allow/deny: a player or a card while it resolves; a static one reads its target as it stands.
std::vector<TargetSpec> permission_targets() {
    const auto players = std::vector<std::string>{"all-players", "me", "opponent"};
    return {{{"static"}, words_and(words_and(players, {"self", "host"}), kMonsterSets), true},
            {kChosenIn, words_and(words_and(players, {"choose", "self"}), kMonsterSets), true},
            {{"triggered"}, words_and(words_and(players, {"self"}), kMonsterSets), true}};
}

}  // namespace

const std::vector<Operation>& operation_table() {
    static const std::vector<Operation> kTable = [] {
        // modify: only P is read (value_of); a static one covers the cards its target names, and none without one.
        auto modify_targets = card_targets();
        modify_targets.insert(modify_targets.begin(), TargetSpec{{"static"}, words_and({"self", "host"}, kMonsterSets), true, true, card_filter_names(filter_words(), false)});
        const auto lasting = words_and(kResolvingKinds, {"static"});
        return std::vector<Operation>{
            {citing(shared::modify(&say::kOpModify, lasting, modify_targets, shared::modify_amount(), optional(word_attr("stat", {"power"})), filters()), cite::kEffectText), nullptr, modify_power},
            {citing({"destroy", &say::kOpDestroy, kResolvingKinds, filters(), card_targets()}, cite::kEffectText), nullptr, destroy_card},
            {citing({"to-graveyard", &say::kOpToGraveyard, kResolvingKinds, filters(), card_targets()}, cite::kGraveyard), nullptr, card_to_graveyard},
            {citing({"seal", &say::kOpSeal, kResolvingKinds, filters(), card_targets()}, cite::kSealZone), nullptr, seal_card},
            {citing({"return-to-hand", &say::kOpReturnToHand, kResolvingKinds, filters(), card_targets()}, cite::kEffectText), nullptr, return_to_hand},
            // draw: the controller's deck, or the opponent's.
            {citing({"draw", &say::kOpDraw, kResolvingKinds, {optional(number_attr("amount", 1, 1'000'000))}, {{{}, {"me", "opponent"}}}}, cite::kEffectText), draw_for},
            // summon: a monster from the controller's hand (effect_summon in gcb_summoning.cpp).
            {citing({"summon", &say::kOpSummon, kResolvingKinds, {optional(word_attr("posture", {kAttackPosture, kStandby, kSpecialPosture}))},
                     {{kChosenIn, {"choose"}, true}, {{"triggered"}, {}, true}}},
                    cite::kEffectSummon),
             nullptr, summon_by_effect, true},
            // nullify: the play or ability it answers on the stack (resolve_item in gcb_spells.cpp).
            {citing({"nullify", &say::kOpNullify, kChosenIn, {}, {}}, cite::kStack)},
            {citing(shared::permission("allow", &say::kOpAllow, lasting, permission_targets(), kActions, {optional(number_attr("times", 1, 100))}), cite::kEffectOverRule), allow_for},
            {citing(shared::permission("deny", &say::kOpDeny, lasting, permission_targets(), kActions), cite::kEffectOverRule), deny_for},
            {citing({"win", &say::kOpWin, kResolvingKinds, {}, {}}, cite::kWinEffect), win_now},
            // discard-to-seal: while it stands, every discarded card goes to the seal zone (gcb_board.cpp).
            {citing({"discard-to-seal", &say::kOpDiscardToSeal, {"static"}, {}, {}}, cite::kSealZone)},
        };
    }();
    return kTable;
}

const Operation& operation_entry(std::string_view name) {
    if (const auto* entry = entry_named(operation_table(), name)) return *entry;
    throw std::invalid_argument("no gcb operation " + std::string(name));  // the loader lets none through
}

std::vector<OperationSpec> GoudaCardBattler::operation_specs() const { return specs_of(operation_table()); }

// Read for a spell's play and an activated ability whatever its operation (gcb_spells.cpp):
// timing (check_timing), cost (check_cost) and, for a chosen target, how many and among what (legal_targets).
std::vector<AttributeSpec> GoudaCardBattler::common_ability_arguments() const { return {}; }

std::vector<AttributeSpec> GoudaCardBattler::kind_arguments(std::string_view kind) const {
    if (kind != "play"sv && kind != "activated"sv) return {};
    return {optional(word_attr("timing", {"own-turn", "opponent-turn", "attack"})),
            optional(word_attr("cost", {"discard-hand", "lower-p:N", "set-p-zero", "tap"})),
            optional(number_attr("count", 1, 100)),
            optional(word_attr("scope", {"monster", "my-monster", "opponent-monster", "my-hand-monster", "battlefield-card", "battlefield-energy"}))};
}

// A condition is checked when a spell is played or an ability activated (check_condition), and
// once-per-turn limits an activated ability.
std::vector<std::string> GoudaCardBattler::condition_kinds() const { return kChosenIn; }
std::vector<std::string> GoudaCardBattler::once_per_turn_kinds() const { return {"activated"}; }

namespace {

// condition="NAME:N": the controller's life, the opponent's life, the controller's monsters.
constexpr CountCondition<const GameState> kConditions[] = {
    {"life-at-most", Compare::at_most, [](const GameState& s, const PlayerId& p) { return static_cast<int>(s.zone(p, kLife).cards.size()); }},
    {"opponent-life-at-most", Compare::at_most,
     [](const GameState& s, const PlayerId& p) { return static_cast<int>(s.zone(s.opponent_of(p), kLife).cards.size()); }},
    {"monsters-at-least", Compare::at_least, [](const GameState& s, const PlayerId& p) { return static_cast<int>(monsters_of(s, p).size()); }},
};

}  // namespace

std::vector<std::string> GoudaCardBattler::conditions() const { return condition_words(kConditions); }

bool condition_holds(const GameState& state, const Ability& a, const PlayerId& controller) {
    return judge::condition_holds(kConditions, state, a.condition, controller);
}

std::vector<std::string> GoudaCardBattler::triggered_kinds() const { return {"triggered"}; }

}  // namespace judge::gcb
