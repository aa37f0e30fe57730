// The small interface through which a game's ruleset reaches the core. The core never names a
// game; games are found through judge/games/registry.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "judge/core/ability_language.hpp"
#include "judge/core/attribute_spec.hpp"
#include "judge/core/decisions.hpp"
#include "judge/core/game_state.hpp"
#include "judge/core/scenario.hpp"
#include "messages/message.hpp"

namespace judge {

struct CardTextGrammar;  // judge/core/card_text.hpp

// The rulesets compare words with literals as "creature"sv: std::string's == with a plain literal
// (libstdc++ 12) measures the literal and calls memcmp on every comparison, a view compares the
// lengths first, and most words compared are not the one asked about.
using namespace std::string_view_literals;

// Thrown by a ruleset when the rules refuse an action; `rule` is the ID that refuses it.
struct Refused : std::runtime_error {
    // The reason in both languages (it is a step of the trace), or one string for both.
    Refused(std::string rule_id, msg::Text why) : std::runtime_error(why.en), rule(std::move(rule_id)), reason(std::move(why)) {}
    Refused(std::string rule_id, const std::string& why) : Refused(std::move(rule_id), msg::Text::same(why)) {}
    std::string rule;
    msg::Text reason;
};

// The attributes an action takes (besides player, expect and because): used to report unknown
// actions, unknown or missing attributes, and values of the wrong type.
struct ActionSpec {
    std::string kind;
    std::vector<AttributeSpec> attributes;
    bool needs_player = true;
};

// A kind of decision the ruleset asks for, and what its choice is (card ids, a word, numbers, …).
struct DecisionSpec {
    std::string kind;
    AttributeSpec choice;
};

// A legal answer to a step that waits for a player (a block, a response, passing): the move that
// gives it, and how a line of play names it ("block w2", "pass").
struct Answer {
    std::string label;
    Action move;
};

// What kind of scenario word a display label is for: the same word may name a zone and a stat
// (iw's `cost`), so a label is looked up by both. `action` names a move (<block>), `decision` a
// <decision kind> (what a line of play chose, said in the reader's words).
enum class WordKind { zone, stat, status, value, phase, card_type, action, decision };

// One row of a game's label table: the scenario word, and how a Japanese reader sees it. The English
// display word is the scenario word itself, so English boards read as they always have.
struct WordLabel {
    WordKind kind;
    std::string_view word;
    std::string_view ja;
};

// The label of `word` in `table`, if it has one.
inline std::optional<msg::Text> find_label(std::span<const WordLabel> table, WordKind kind, std::string_view word) {
    for (const auto& row : table)
        if (row.kind == kind && row.word == word) return msg::Text{std::string(word), std::string(row.ja)};
    return std::nullopt;
}

// The most cards a zone may hold in a scenario's set-up, and the rule that says so: a set-up with more
// is refused where the card too many stands.
struct ZoneLimit {
    std::string_view zone;
    std::size_t most;
    const char* cite;
};

class Ruleset {
public:
    virtual ~Ruleset() = default;

    virtual std::string game() const = 0;
    // Each player's zones, in order; one list for the whole run (every board is set up from it).
    virtual const std::vector<std::string>& zone_names() const = 0;
    virtual std::vector<std::string> card_types() const = 0;
    virtual std::vector<std::string> stats() const = 0;        // printed values a card may have
    virtual std::vector<std::string> phases() const = 0;
    // Game-specific card state attributes, each with the type of its value (all optional).
    virtual std::vector<AttributeSpec> statuses() const { return {}; }
    // Whether its cards are ever tapped (a card's `tapped`); a game of postures says no, and a
    // scenario's `tapped` is then an error instead of a state nothing reads.
    virtual bool cards_tap() const { return true; }
    // Zones whose set-up is limited (none unless the game says).
    virtual std::span<const ZoneLimit> zone_limits() const { return {}; }
    // Whether the order of a zone's cards is something the game knows (a deck's top, the front of
    // a row); a zone whose order no rule reads (a hand) tells two explored boards apart only by
    // which cards it holds. Every zone is ordered unless the game says.
    virtual bool zone_is_ordered(std::string_view) const { return true; }
    virtual std::vector<ActionSpec> actions() const = 0;
    // The decisions the ruleset asks for (a <decision kind="…"> names one).
    virtual std::vector<DecisionSpec> decision_kinds() const = 0;
    virtual std::vector<std::string> ability_kinds() const = 0;
    // The operations of the game's ability language (ability_language.hpp): each with the ability
    // kinds it is written in, the arguments it reads and the targets it works on. The loader refuses
    // an <ability> whose words do not fit its operation's entry.
    virtual std::vector<OperationSpec> operation_specs() const = 0;
    // The arguments an ability may carry whatever its operation (how it joins the part before it, a
    // label, …); none unless the game says.
    virtual std::vector<AttributeSpec> common_ability_arguments() const { return {}; }
    // The ability kinds on which trigger="…" means something.
    virtual std::vector<std::string> triggered_kinds() const = 0;
    // The arguments an ability of `kind` may carry whatever its operation (a part's link, a
    // replacement's event); none unless the game says.
    virtual std::vector<AttributeSpec> kind_arguments(std::string_view) const { return {}; }
    // The kind of ability that goes on with the effect the abilities before it started (dm's
    // `part`): one may work on the cards an earlier ability of its effect named with as="…".
    // Empty: the game has none.
    virtual std::string_view part_kind() const { return {}; }
    // The conditions that count cards (NAME of "NAME:N"), and the where-… arguments that narrow what
    // they count (written only beside one of them). None unless the game says.
    virtual std::vector<std::string> filtered_conditions() const { return {}; }
    virtual std::vector<AttributeSpec> condition_filters() const { return {}; }
    // The ability kinds whose condition="…" is checked, and those once-per-turn="…" limits.
    virtual std::vector<std::string> condition_kinds() const = 0;
    virtual std::vector<std::string> once_per_turn_kinds() const { return {}; }
    // Made from the entries: the operations' names, and every argument an <ability> may take besides
    // kind, op, trigger, condition, target, duration and once-per-turn (`keyword` is checked as a
    // keyword name).
    std::vector<std::string> operations() const { return operation_names(operation_specs()); }
    std::vector<AttributeSpec> ability_arguments() const {
        auto common = common_ability_arguments();
        for (const auto& kind : ability_kinds()) {
            const auto more = kind_arguments(kind);
            common.insert(common.end(), more.begin(), more.end());
        }
        const auto where = condition_filters();
        common.insert(common.end(), where.begin(), where.end());
        return all_arguments(operation_specs(), common);
    }
    // How long an ability's effect may last (`duration`): turn, permanent, while-source, …
    virtual std::vector<std::string> durations() const = 0;
    // Words an ability's trigger="…" may say (the events and moments the ruleset fires abilities on).
    virtual std::vector<std::string> triggers() const = 0;
    // Condition names an ability's condition="…" may say; "NAME:N" when the ruleset reads a whole number after the colon.
    virtual std::vector<std::string> conditions() const = 0;
    // Words an ability's target="…" may say (some operation takes each); the id of a card in the
    // same scenario is a target too, of the operations that take one.
    std::vector<std::string> targets() const { return all_targets(operation_specs()); }
    // Every name keyword() accepts (canonical names and aliases), for suggestions and the schema.
    virtual std::vector<std::string> keyword_names() const = 0;
    // Canonical keyword for a Japanese name or English alias; nothing if the game has none such.
    virtual std::optional<std::string> keyword(const std::string& name) const = 0;
    // Every event type the ruleset records (state.record), so an <event type="…"> expectation can be checked.
    virtual std::vector<std::string> event_types() const = 0;
    // Every database ID the ruleset can cite, so tests can check each exists.
    virtual std::vector<std::string> citations() const = 0;
    // How a zone, stat, status, status value or phase is shown to a reader (boards, diagrams) in
    // both languages; the scenario files keep their words. Nothing when the game has no label for it.
    virtual std::optional<msg::Text> label(WordKind, std::string_view) const { return std::nullopt; }
    // The civilizations a card of the game may have (traits the rules read as colours), in every
    // spelling the engine takes; empty for a game without them. A card list's civilization column
    // is checked against them (`judge db import-cards`).
    virtual std::vector<std::string> civilizations() const { return {}; }
    // Whether a card with the trait `has` answers a filter asking for `asked` (trait="…", a race a
    // keyword names). The same word by default; a game whose text names a family of races by a word
    // they share (dm: ドラゴン for アーマード・ドラゴン) says so, and the scenario check of an asked
    // trait uses the same answer.
    virtual bool trait_answers(std::string_view has, std::string_view asked) const { return has == asked; }
    // The grammar that reads the game's printed card text into abilities (judge/core/card_text.hpp,
    // docs/card-text.md); null for a game whose card text the judge does not read.
    virtual const CardTextGrammar* card_text_grammar() const { return nullptr; }

    // The value of a stat as the rules read it (modifiers applied, the game's floor applied).
    // "printed:STAT" reads the printed value.
    virtual int read_value(const GameState& state, const CardId& card, const std::string& stat) const = 0;

    // One pass of rule checks after the board is placed (triggers off).
    virtual void after_setup(GameState& state) const = 0;
    // Performs one move, or returns why the rules refuse it. A rule that refuses deep inside a step,
    // where nothing can return it (a cost found unpayable while an effect resolves), throws Refused
    // instead; the two are the same to the caller. Returned, a refusal costs nothing: a thrown one
    // costs tens of thousands of instructions of unwinding, and scenarios are full of refused moves.
    [[nodiscard]] virtual std::optional<Refused> perform(GameState& state, const Action& action, Decisions& decisions) const = 0;
    // After the last move: anything still open (a response window, an attack) resolves. A step
    // that waits for a player's move throws NeedsDecision (by_action) before changing anything,
    // so that the board is the one open_answers() reads.
    virtual void finish(GameState& state, Decisions& decisions) const = 0;
    // The legal answers of the player a step now waits for, each a move perform() carries out, in
    // the order exploration follows them (passing first); empty when no step waits for a move.
    virtual std::vector<Answer> open_answers(const GameState&) const { return {}; }
};

// The word as a reader sees it: the ruleset's label, else the scenario word in both languages
// (a free-text status value, a card's own word). A test checks every zone, stat, status and phase
// of every game has a label.
inline msg::Text shown_word(const Ruleset& ruleset, WordKind kind, std::string_view word) {
    if (auto label = ruleset.label(kind, word)) return *label;
    return msg::Text::same(std::string(word));
}

}  // namespace judge
