// The dm ability language: each operation, the kinds of ability it does something in, the
// arguments it reads and what it works on, as dm_effects.cpp (apply, resolve_targets, candidates),
// dm_values.cpp (static abilities), dm_waiting.cpp (triggers, ignore) and the keyword files read
// them. The loader refuses an <ability> whose words do not fit here (ability_language.hpp).
#include <algorithm>
#include <stdexcept>

#include "judge/core/conditions.hpp"
#include "judge/core/shared_operations.hpp"
#include "judge/games/dm/dm_messages_words.hpp"
#include "judge/games/dm/dm_operations.hpp"
#include "judge/games/dm/dm_rules.hpp"
#include "judge/games/dm/dm_ruleset.hpp"

namespace judge::dm {

namespace {

// The kinds that reach apply(): a spell, a triggered or declared ability, a part after one of
// them, and a replacement.
const std::vector<std::string> kApplied = {"spell", "triggered", "part", "declared", "replacement"};
const std::vector<std::string> kCreatureSets = {"my-creatures", "other-my-creatures", "opponent-creatures", "all-creatures"};

std::vector<std::string> words_and(std::vector<std::string> words, const std::vector<std::string>& more) {
    words.insert(words.end(), more.begin(), more.end());
    return words;
}

// What resolve_targets finds for an applied ability: the source, the creature an event is about,
// the attacker, what it attacks, every card or one chosen (narrowed by the filters below), a card
// by id; a player, for the operations that act on one.
const std::vector<std::string> kCardWords = {"self", "subject", "attacker", "attack-target", "all", "choose"};

// What narrows the cards (passes_filters in dm_values.cpp, for either kind): the card's traits
// (a civilization, a race), its type, a keyword, its power and cost, tapped or not, other than the
// source. An applied ability's `all` and `choose` also look in a zone, on a side, by 体 or 枚,
// and may leave out the event's subject (candidates in dm_effects.cpp).
const std::vector<std::string> kCardFilters = {"trait", "card-type", "has-keyword", "min-power", "max-power", "min-cost", "max-cost", "tapped", "other"};
const std::vector<std::string> kAppliedFilters = words_and({"zone", "side", "unit", "except"}, kCardFilters);

TargetSpec applied_cards() { return {kApplied, kCardWords, true, false, kAppliedFilters}; }
TargetSpec applied_cards_or_players() { return {kApplied, words_and(kCardWords, {"me", "opponent"}), true, false, kAppliedFilters}; }
// What a static ability covers while its source is in the battle zone (static_applies).
TargetSpec static_cards() { return {{"static"}, words_and({"self"}, kCreatureSets), true, false, kCardFilters}; }

std::vector<AttributeSpec> target_filters() {
    std::vector<AttributeSpec> out = {word_attr("zone", {"deck", "hand", "battle", "mana", "shield", "graveyard"}),
                                      word_attr("side", {"any", "all", "mine", "opponent"}), word_attr("unit", {"体", "枚"}),
                                      word_attr("except", {"subject"}), trait_attr("trait"),
                                      word_attr("card-type", {"creature", "spell", "tamaseed"}), keyword_attr("has-keyword"),
                                      number_attr("min-power", 0, 1'000'000), number_attr("max-power", 0, 1'000'000),
                                      number_attr("min-cost", 0, 1000), number_attr("max-cost", 0, 1000),
                                      word_attr("tapped", {"true", "false"}), word_attr("other", {"true", "false"})};
    for (auto& a : out) a.required = false;
    return out;
}

// Arguments, then the filters again with a prefix: battle's second creature is found by its own
// (with-side, with-trait, …), so that "your creature battles one of the opponent's" can be written.
std::vector<AttributeSpec> words_and_filters(std::vector<AttributeSpec> own, const std::string& prefix) {
    for (auto filter : target_filters()) {
        filter.name = prefix + filter.name;
        own.push_back(std::move(filter));
    }
    return own;
}

// An operation's own arguments, then the filters (a message lists what it takes in this order).
std::vector<AttributeSpec> own_and_filters(std::vector<AttributeSpec> own) {
    const auto more = target_filters();
    own.insert(own.end(), more.begin(), more.end());
    return own;
}

// How many, for the operations that repeat on a player's cards: one unless written.
AttributeSpec how_many() { return optional(number_attr("amount", 1, 1'000'000)); }

// A card operation (destroy, move, tap, …): the cards resolve_targets finds, filtered.
OperationSpec card_operation(std::string name, const char* cite, const msg::Message* term, std::vector<AttributeSpec> more = {}) {
    return citing({std::move(name), term, kApplied, own_and_filters(std::move(more)), {applied_cards()}}, cite);
}

// A player's operation (draw, discard, …): the acting player is the common `player`; no target.
OperationSpec player_operation(std::string name, const char* cite, const msg::Message* term, std::vector<AttributeSpec> arguments = {}) {
    return citing({std::move(name), term, kApplied, std::move(arguments), {}}, cite);
}

// A declaration keyword's parameters (dm_kw_declare.cpp keyword_params): its kind is "keyword".
OperationSpec keyword_operation(std::string name, const char* cite, const msg::Message* term, std::vector<AttributeSpec> arguments) {
    return citing({std::move(name), term, {"keyword"}, std::move(arguments), {}}, cite);
}

// What a permission names (dm_attack.cpp, dm_must_attack.cpp, dm_effects.cpp, dm_kw_revolution_change.cpp).
const std::vector<std::string> kCapabilities = {"attack",      "attack-player",    "attack-creature", "must-attack", "must-attack-this", "be-attacked",
                                                 "be-blocked",  "be-chosen",        "be-chosen-by-opponent", "block", "leave", "put-creature-power-at-most:N"};

}  // namespace

const std::vector<Operation>& operation_table() {
    static const std::vector<Operation> kTable = [] {
        const auto lasting = words_and(kApplied, {"static"});
        const auto lasting_targets = std::vector<TargetSpec>{static_cards(), applied_cards_or_players()};
        const auto mekuraid_arguments = std::vector<AttributeSpec>{optional(number_attr("amount", 0, 1'000'000)), optional(trait_attr("race"))};
        return std::vector<Operation>{
            // modify: a creature's value; a static one may lower the cost of the cards in the hand.
            {citing(shared::modify(&say::kOpModify, lasting, {{{"static"}, words_and({"self", "my-hand", "opponent-hand"}, kCreatureSets), true, false, kCardFilters}, applied_cards()},
                                   optional(shared::modify_amount()),  // 1 when not written (docs/games/dm.md), as it always was
                                   optional(word_attr("stat", {"power", "cost", "spell-cost", "power-attacker"})),
                                   own_and_filters({optional(word_attr("per", {"my-graveyard-spells"}))})),
                    cite::kContinuousEffects),
             nullptr, modify_value},
            {card_operation("destroy", cite::kDestroyedToGraveyard, &say::kOpDestroy), nullptr, destroy_target},
            {card_operation("destroy-card", cite::kDestroyOneCard, &say::kOpDestroyCard), nullptr, destroy_one_card},
            {player_operation("draw", cite::kDraw, &say::kOpDraw, {how_many()}), draw_cards},
            {player_operation("deck-to-mana", cite::kPutIntoMana, &say::kOpDeckToMana, {how_many()}), deck_to_mana},
            {card_operation("to-mana", cite::kPutIntoMana, &say::kOpToMana), nullptr, move_to_mana, "mana"},
            {card_operation("to-hand", cite::kMovedToOwnerZone, &say::kOpToHand), nullptr, move_to_hand, "hand"},
            {card_operation("to-graveyard", cite::kMovedToOwnerZone, &say::kOpToGraveyard), nullptr, move_to_graveyard, "graveyard"},
            {card_operation("put-into-battle", cite::kPutVsSummon, &say::kOpPutIntoBattle), nullptr, put_into_battle},
            {card_operation("use", cite::kUseIsSummon, &say::kOpUse, {optional(word_attr("free", {"true", "false"}))}), nullptr, use_card},
            {card_operation("tap", cite::kEffectAsWritten, &say::kOpTap), nullptr, tap_creature},
            {card_operation("untap", cite::kEffectAsWritten, &say::kOpUntap), nullptr, untap_creature},
            {citing(shared::grant(&say::kOpGrant, lasting, lasting_targets, target_filters()), cite::kContinuousEffects), nullptr, nullptr, nullptr,
             shared::grant_keyword},
            {citing(shared::lose(&say::kOpLose, lasting, lasting_targets, target_filters()), cite::kContinuousEffects), nullptr, nullptr, nullptr,
             shared::lose_keyword},
            {citing(shared::permission("allow", &say::kOpAllow, lasting, lasting_targets, kCapabilities, target_filters()), cite::kContinuousEffects), nullptr, allow_action},
            {citing(shared::permission("deny", &say::kOpDeny, lasting, lasting_targets, kCapabilities, target_filters()), cite::kContinuousEffects), nullptr, deny_action},
            // battle: its target fights `with`, found the same way (a word or a card's id), narrowed by
            // the with-… filters when any is written, else by the same filters as the first.
            {card_operation("battle", cite::kEffectBattle, &say::kOpBattle, words_and_filters({optional(card_attr("with", kCardWords))}, "with-")), nullptr, fight},
            // choose: the parts after it are its items; how many are picked (resolve_effect).
            {citing({"choose", &say::kOpChoose, {"spell", "triggered", "declared"}, {optional(number_attr("amount", 1, 100))}, {}}, cite::kChooseN)},
            // ignore: the triggered abilities (trigger="…", any when none) of one side or both (dm_waiting.cpp).
            {citing({"ignore", &say::kOpIgnore, {"static"}, {optional(word_attr("side", {"any", "all", "mine", "opponent"}))}, {}, true}, cite::kIgnoreAbility)},
            {player_operation("add-shield", cite::kAddToShields, &say::kOpAddShield, {how_many()}), add_shields},
            // shield-to-graveyard: one of the player's shields, chosen by the ability's controller unless the card says the opponent chooses.
            {player_operation("shield-to-graveyard", cite::kMovedToOwnerZone, &say::kOpShieldToGraveyard, {optional(word_attr("chooser", {"me", "opponent"}))}),
             shield_to_graveyard},
            // break-shield: a real break of the acting player's opponent's shields, chosen by the acting player (DM-A-EFFECT-BREAK).
            {player_operation("break-shield", cite::kEffectBreak, &say::kOpBreakShield, {how_many()}), break_shield},
            {player_operation("discard", cite::kMovedToOwnerZone, &say::kOpDiscard), discard_card},
            {card_operation("to-deck-bottom", cite::kMovedToOwnerZone, &say::kOpToDeckBottom), nullptr, move_to_deck_bottom, "deck"},
            // The declarations' settings (dm_kw_declare.cpp and the keyword's own file).
            {keyword_operation("invade", cite::kInvasion, &say::kOpInvade, {optional(trait_attr("creature")), optional(trait_attr("onto"))})},
            {keyword_operation("revolution-change", cite::kRevolutionChange, &say::kOpRevolutionChange, {optional(trait_attr("creature"))})},
            {keyword_operation("ninja-change", cite::kNinjaChange, &say::kOpNinjaChange, {optional(trait_attr("creature"))})},
            {keyword_operation("ninja-strike", cite::kNinjaStrike, &say::kOpNinjaStrike, {optional(number_attr("mana", 0, 1000))})},
            // mekuraid: amount is the highest cost it may use; race, the race it may use (dm_kw_mekuraid.cpp).
            {player_operation("mekuraid", cite::kMekuraid, &say::kOpMekuraid, mekuraid_arguments), mekuraid},
            {player_operation("w-mekuraid", cite::kWMekuraid, &say::kOpWMekuraid, mekuraid_arguments), mekuraid},
            // become-creature: a タマシード's own static, while its condition holds (dm_kw_tamaseed.cpp).
            {citing({"become-creature", &say::kOpBecomeCreature, {"static"}, {}, {}}, cite::kTamaseed)},
            // g-zero: on a creature in the hand, while its condition holds it may be summoned without
            // paying its cost (<summon g-zero="true">, dm_alt_costs.cpp).
            {citing({"g-zero", &say::kOpGZero, {"static"}, {}, {}}, cite::kGZero)},
            // reduce-next-cost: the acting player's next card of the type (any without one) this turn costs amount less.
            {player_operation("reduce-next-cost", cite::kNextCardCost, &say::kOpReduceNextCost,
                              {number_attr("amount", 1, 1000), optional(word_attr("card-type", {"creature", "spell"}))}),
             reduce_next_cost},
        };
    }();
    return kTable;
}

const Operation& operation_entry(std::string_view name) {
    if (const auto* entry = entry_named(operation_table(), name)) return *entry;
    throw std::invalid_argument("no dm operation " + std::string(name));  // the loader lets none through
}

std::vector<OperationSpec> DuelMasters::operation_specs() const { return specs_of(operation_table()); }

namespace {

// condition="NAME:N": the controller's mana, shields, creatures, or the opponent's creatures.
int cards_in(const GameState& state, const PlayerId& player, const char* zone) { return static_cast<int>(state.zone(player, zone).cards.size()); }
constexpr CountCondition<const GameState> kConditions[] = {
    {"my-mana-at-least", Compare::at_least, [](const GameState& s, const PlayerId& p) { return cards_in(s, p, "mana"); }},
    {"my-shields-at-most", Compare::at_most, [](const GameState& s, const PlayerId& p) { return cards_in(s, p, "shield"); }},
    {"my-creatures-at-least", Compare::at_least, [](const GameState& s, const PlayerId& p) { return cards_in(s, p, "battle"); }},
    {"opponent-creatures-at-least", Compare::at_least, [](const GameState& s, const PlayerId& p) { return cards_in(s, s.opponent_of(p), "battle"); }},
};

}  // namespace

std::vector<std::string> DuelMasters::conditions() const { return condition_words(kConditions); }

namespace {

// What narrows the creatures a counted condition counts: where-trait, where-card-type, … (no power
// or cost bound: a static ability's condition would then depend on the values it changes).
const std::vector<std::string> kWhereFilters = {"trait", "card-type", "has-keyword", "tapped", "other"};
constexpr std::string_view kWhere = "where-";

bool has_where(const Ability& a) {
    return std::any_of(a.arguments.begin(), a.arguments.end(), [](const auto& arg) { return arg.first.starts_with(kWhere); });
}

}  // namespace

std::vector<std::string> DuelMasters::filtered_conditions() const { return {"my-creatures-at-least", "opponent-creatures-at-least"}; }

std::vector<AttributeSpec> DuelMasters::condition_filters() const {
    std::vector<AttributeSpec> out;
    for (auto filter : target_filters())
        if (std::find(kWhereFilters.begin(), kWhereFilters.end(), filter.name) != kWhereFilters.end()) {
            filter.name = std::string(kWhere) + filter.name;
            out.push_back(std::move(filter));
        }
    return out;
}

// A counted condition with where-… filters counts the creatures that pass them (other: not the
// ability's own card), "while you have another darkness creature" being my-creatures-at-least:1
// with where-trait="闇" where-other="true".
bool condition_holds(const GameState& state, const Ability& a, const PlayerId& controller, const CardId& source) {
    if (!has_where(a)) return judge::condition_holds(kConditions, state, a.condition, controller);
    Ability where;
    for (const auto& [name, value] : a.arguments)
        if (name.starts_with(kWhere)) where.arguments[name.substr(kWhere.size())] = value;
    const auto [name, n] = named_number(a.condition);
    const auto whose = name == "my-creatures-at-least"sv ? controller : state.opponent_of(controller);
    int count = 0;
    for (const auto& id : state.zone(whose, "battle").cards) count += is_creature(state, id) && passes_filters(state, where, id, source, Bounds::before_statics);
    return count >= n;
}

// Read whatever the operation (dm_effects.cpp apply): 革命 N, an optional part, and the acting player.
std::vector<AttributeSpec> DuelMasters::common_ability_arguments() const {
    return {optional(number_attr("revolution", 0, 100)), optional(word_attr("may", {"true", "false"})), optional(word_attr("player", {"me", "opponent"}))};
}

// Read by kind: the label a keyword's limit counts, on the ability an effect starts with
// (resolve_effect); the name a later part calls the cards it found by (as="…", apply); how a
// part joins the one before it; a declared ability's cost; what a replacement replaces, and for
// which creatures (dm_effects.cpp offer_ability_replacements).
std::vector<AttributeSpec> DuelMasters::kind_arguments(std::string_view kind) const {
    const auto as = optional(text_attr("as"));
    if (kind == "spell"sv || kind == "triggered"sv) return {optional(text_attr("label")), as};
    if (kind == "declared"sv) return {optional(text_attr("label")), optional(word_attr("pay", {"true", "false"})), as};
    if (kind == "part"sv) return {optional(word_attr("link", {"sonoato", "soshitara", "and", "option"})), as};
    if (kind == "replacement"sv)
        return {optional(word_attr("event", {"destroyed", "leaves"})), optional(word_attr("scope", {"self", "my-creatures", "other-my-creatures"}))};
    return {};
}

// A part goes on with the effect of the abilities before it (resolve_effect).
std::string_view DuelMasters::part_kind() const { return "part"; }

// A condition is checked as an applied ability works and while a static one applies.
std::vector<std::string> DuelMasters::condition_kinds() const { return words_and(kApplied, {"static"}); }

// A triggered ability fires on its trigger, a declared one waits for it in the hand.
std::vector<std::string> DuelMasters::triggered_kinds() const { return {"triggered", "declared"}; }

}  // namespace judge::dm
