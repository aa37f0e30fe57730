// The iw ability language: each operation, the kinds of ability it does something in, the
// arguments it reads and what it works on, as iw_effects.cpp (resolve_ability, resolve_targets),
// iw_values.cpp (static abilities) and iw_ruleset.cpp (play conditions, responses) read them. The
// loader refuses an <ability> whose words do not fit here (ability_language.hpp).
#include <stdexcept>

#include "judge/core/card_filters.hpp"
#include "judge/core/conditions.hpp"
#include "judge/core/shared_operations.hpp"
#include "judge/games/iw/iw_messages.hpp"
#include "judge/games/iw/iw_operations.hpp"
#include "judge/games/iw/iw_rules.hpp"
#include "judge/games/iw/iw_ruleset.hpp"

namespace judge::iw {

// What narrows the cards a target finds (passes_card_filters, in resolve_targets and static_applies).
const CardFilterWords& filter_words() {
    static const CardFilterWords kWords{{"attack", "defense", "cost"}, ImitationWorld().card_types(), true};
    return kWords;
}

namespace {

// The kinds that resolve (resolve_ability): used by a player, triggered, a barrier's trap, a play.
const std::vector<std::string> kResolving = {"paan", "eventi", "costzone", "triggered", "barrier-trap", "play"};
const std::vector<std::string> kGeudaSets = {"my-geuda", "opponent-geuda", "all-geuda"};

std::vector<std::string> words_and(std::vector<std::string> words, const std::vector<std::string>& more) {
    words.insert(words.end(), more.begin(), more.end());
    return words;
}

// What an effect works on while it resolves (resolve_targets): itself, its host, the attacking
// ゲウダ, a set of ゲウダ, one chosen or named by id; narrowed by every card filter.
TargetSpec resolving_targets() { return {kResolving, words_and({"self", "host", "attackers", "choose"}, kGeudaSets), true, false, card_filter_names(filter_words())}; }
// What a static ability covers while its source is on the field (static_applies): written always;
// narrowed by the filters but a value's bounds, which static abilities themselves change.
TargetSpec static_targets() { return {{"static"}, words_and({"self", "host", "my-hand"}, kGeudaSets), true, true, card_filter_names(filter_words(), false)}; }

std::vector<AttributeSpec> filters() { return card_filter_arguments(filter_words()); }

}  // namespace

const std::vector<Operation>& operation_table() {
    static const std::vector<Operation> kTable = [] {
        const auto lasting = words_and(kResolving, {"static"});
        const auto both = std::vector<TargetSpec>{static_targets(), resolving_targets()};
        return std::vector<Operation>{
            {citing(shared::modify(&say::kOpModify, lasting, both, shared::modify_amount(), word_attr("stat", {"attack", "defense", "cost"}), filters()), cite::kEffects), nullptr, modify_value},
            {citing({"destroy", &say::kOpDestroy, kResolving, filters(), {resolving_targets()}}, cite::kDestroyedToTrash), nullptr, destroy_target},
            {citing({"draw", &say::kOpDraw, kResolving, {optional(number_attr("amount", 1, 1'000'000))}, {}}, cite::kOwnerZones), draw_own},
            {citing(shared::grant(&say::kOpGrant, lasting, both, filters()), cite::kEffects), nullptr, nullptr, shared::grant_keyword},
            {citing(shared::lose(&say::kOpLose, lasting, both, filters()), cite::kEffects), nullptr, nullptr, shared::lose_keyword},
            // allow/deny: the moves a permission names (check_permission in iw_battle.cpp and iw_ruleset.cpp).
            {citing(shared::permission("allow", &say::kOpAllow, lasting, both, {"attack", "paan"}, filters()), cite::kEffects), nullptr, allow_action},
            {citing(shared::permission("deny", &say::kOpDeny, lasting, both, {"attack", "paan"}, filters()), cite::kEffects), nullptr, deny_action},
            // return-to-hand: a chosen or named card from the controller's trash; the others from where they are.
            {citing({"return-to-hand", &say::kOpReturnToHand, kResolving, {}, {{kResolving, words_and({"self", "host", "choose"}, kGeudaSets), true}}}, cite::kOwnerZones), nullptr, return_to_hand},
            // untap: the card stands リパーン again (IW-R-STATES), and may be used as パーン again.
            {citing({"untap", &say::kOpUntap, kResolving, filters(), {resolving_targets()}}, cite::kStates), nullptr, untap_target},
            {citing({"trash", &say::kOpTrash, kResolving, filters(), {resolving_targets()}}, cite::kEffects), nullptr, trash_target},
            // nullify-play: what a response does (the play it answers is nullified: iw_ruleset.cpp).
            {citing({"nullify-play", &say::kOpNullifyPlay, {"response"}, {}, {}}, cite::kNullifyPlay)},
            // discard: the cost of a play condition, from the controller's hand (iw_ruleset.cpp).
            {citing({"discard", &say::kOpDiscard, {"play-condition"}, {optional(number_attr("amount", 1, 1'000'000))}, {}}, cite::kPlayCostCondition)},
        };
    }();
    return kTable;
}

const Operation& operation_entry(std::string_view name) {
    if (const auto* entry = entry_named(operation_table(), name)) return *entry;
    throw std::invalid_argument("no iw operation " + std::string(name));  // the loader lets none through
}

std::vector<OperationSpec> ImitationWorld::operation_specs() const { return specs_of(operation_table()); }

namespace {

// condition="NAME:N": the controller's cost zone, barriers, field (the field's count is a step of its own).
constexpr CountCondition<GameState> kConditions[] = {
    {"cost-zone-at-least", Compare::at_least, [](GameState& s, const PlayerId& p) { return cost_zone_count(s, p); }},
    {"my-barriers-at-most", Compare::at_most, [](GameState& s, const PlayerId& p) { return static_cast<int>(s.zone(p, "barrier").cards.size()); }},
    {"my-field-at-least", Compare::at_least, [](GameState& s, const PlayerId& p) { return field_count(s, p); }},
};

}  // namespace

std::vector<std::string> ImitationWorld::conditions() const { return condition_words(kConditions); }

bool condition_holds(GameState& state, const Ability& a, const PlayerId& controller) {
    return judge::condition_holds(kConditions, state, a.condition, controller);
}

std::vector<AttributeSpec> ImitationWorld::common_ability_arguments() const { return {}; }

std::vector<std::string> ImitationWorld::triggered_kinds() const { return {"triggered"}; }

// A condition is checked as a resolving ability resolves (resolve_ability); a static one has none.
std::vector<std::string> ImitationWorld::condition_kinds() const { return kResolving; }
// Once a turn: an イベンティ's use (use in iw_ruleset.cpp).
std::vector<std::string> ImitationWorld::once_per_turn_kinds() const { return {"eventi"}; }

}  // namespace judge::iw
