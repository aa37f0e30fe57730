// A card object on the board: printed values, and its current state.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace judge {

using CardId = std::string;
using PlayerId = std::string;

// One ability in the effect vocabulary (docs/scenario-format.md): when it applies (kind and
// trigger), whether it may (condition), what it works on (target), what it does (operation)
// and for how long (duration). Operation arguments stay as text for the ruleset to read.
struct Ability {
    std::string kind;       // game-defined: "paan", "eventi", "costzone", "static", "triggered", "response", …
    std::string trigger;    // for triggered abilities: "enters", "destroyed", "attacks", …
    std::string condition;  // empty: always
    std::string target;     // "self", "choose", a card id, …
    std::string operation;  // "modify", "destroy", "draw", "grant", "lose", "deny", "allow", "nullify-play", …
    std::string duration;   // "turn", "permanent", "while-source"
    // stat, amount, keyword, action, …; looked up by a literal name without making a string of it.
    std::map<std::string, std::string, std::less<>> arguments;
    bool once_per_turn = false;

    bool operator==(const Ability&) const = default;
};

// An ability's argument as written, or `fallback` when it has none (each ruleset reads its own).
inline std::string arg(const Ability& a, std::string_view name, const std::string& fallback = {}) {
    auto it = a.arguments.find(name);
    return it == a.arguments.end() ? fallback : it->second;
}

// The same, as a view into the ability (empty when it has none), for a rule that only compares
// it: a static ability's arguments are read for every card whose values are read.
inline std::string_view arg_view(const Ability& a, std::string_view name) {
    auto it = a.arguments.find(name);
    return it == a.arguments.end() ? std::string_view() : std::string_view(it->second);
}

// What is printed on a card. It is the same in every copy of the card and in every state of a
// game, and a game state is copied for each line of play explored and for each probe of what a
// player could do, so copies share one definition instead of copying its maps and abilities.
// The maps and sets are looked up by a view or a literal without making a string of it.
struct CardDefinition {
    std::map<std::string, int, std::less<>> printed;  // printed values: attack, defense, cost, power, …
    std::set<std::string, std::less<>> keywords;      // canonical keyword names
    std::vector<Ability> abilities;
    std::set<std::string, std::less<>> traits;        // civilisations, attributes, races, …

    // Two cards printed alike (outcomes.hpp tells such cards apart by nothing but their ids).
    bool operator==(const CardDefinition&) const = default;
};

struct Card {
    CardId id;
    PlayerId owner;
    std::string name;
    std::string type;  // game-defined card type ("geuda", "creature", "monster", …)

    // The printed definition, shared and never changed once the card is set up.
    const std::map<std::string, int, std::less<>>& printed() const { return definition_->printed; }
    const std::set<std::string, std::less<>>& keywords() const { return definition_->keywords; }
    const std::vector<Ability>& abilities() const { return definition_->abilities; }
    const std::set<std::string, std::less<>>& traits() const { return definition_->traits; }
    // The definition to set up (the scenario loader, tests): this card's own, copied first if
    // another card shares it.
    CardDefinition& definition_to_change();
    // The definition itself, to be shared by another card (a card library's card by the cards named after it).
    const std::shared_ptr<const CardDefinition>& definition() const { return definition_; }
    void share_definition(std::shared_ptr<const CardDefinition> definition) { definition_ = std::move(definition); }

    // Current state.
    bool tapped = false;
    bool face_down = false;
    int entered_turn = 0;                // the turn it entered its zone (0: before the scenario)
    std::size_t moved_at = 0;            // the trace's length when it last left or entered a zone: where a reader looks for why
    CardId attached_to;                  // the card it is attached to (enchant, armor)
    std::vector<CardId> beneath;         // cards under it (materials, evolution sources), top first
    std::map<std::string, std::string> status;  // game-specific state: posture, charged, …

private:
    std::shared_ptr<const CardDefinition> definition_ = no_definition();
    static const std::shared_ptr<const CardDefinition>& no_definition();
};

// Whether a card has an ability of this kind ("static", "activated", …). A rule that reads one
// kind of ability of every card on the board asks this first: most cards have none, and asking
// where a card is searches the zones.
inline bool has_ability_of_kind(const Card& card, std::string_view kind) {
    for (const auto& a : card.abilities())
        if (a.kind == kind) return true;
    return false;
}

}  // namespace judge
