// Scenario XML reading and checking.
#include "judge/core/scenario_loader.hpp"

#include <algorithm>
#include <array>
#include <cstring>
#include <optional>
#include <set>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <utility>

#include "judge/core/element_walk.hpp"
#include "judge/core/near_name.hpp"
#include "judge/core/numbers.hpp"
#include "judge/core/scenario_checks.hpp"
#include "judge/core/scenario_messages.hpp"
#include "messages/language.hpp"
#include "rulesdb/display_path.hpp"
#include "rulesdb/input_file.hpp"
#include "rulesdb/text_encoding.hpp"
#include "rulesdb/rulesdb_messages.hpp"
#include "rulesdb/xml_file.hpp"

namespace fs = std::filesystem;
using rulesdb::InputError;
using rulesdb::XmlFile;

namespace judge {

namespace {

constexpr int kMaxValue = 1'000'000;
// Cards under cards (evolution sources, materials) deeper than this are refused: no real board
// stacks that high, and the reader walks them recursively (docs/scenario-format.md).
constexpr int kMaxCardNesting = 64;

// The attributes an ability takes besides the ruleset's arguments, and their places.
const std::vector<std::string> kAbilityAttributes = {"kind", "op", "trigger", "condition", "target", "duration", "once-per-turn"};
enum { kAbilityKind, kAbilityOp, kAbilityTrigger, kAbilityCondition, kAbilityTarget, kAbilityDuration, kAbilityOncePerTurn, kAbilityFields };
// The general attributes of a <card> in the setup; a library card takes only the definition ones.
const std::vector<std::string> kCardState = {"id", "tapped", "face", "entered", "attached-to"};
const std::vector<std::string> kCardDefinition = {"name", "type", "keywords", "traits"};
// What a library card carries as a card entry of the rules database (docs/database.md, "Cards"):
// its entry ID, its name's reading and English name, and the document it comes from. The engine
// plays none of them; `judge db build` reads them (card_entries.cpp).
const std::vector<std::string> kCardEntry = {"id", "reading", "name-en", "source"};
bool is_card_entry_attribute(std::string_view name) {
    return std::find(kCardEntry.begin(), kCardEntry.end(), name) != kCardEntry.end();
}
const std::vector<std::string> kTrueFalse = {"true", "false"};
// A player attribute: any of the scenario's players.
const AttributeSpec kPlayerAttribute{"player", ValueType::Player};
const std::vector<std::string> kFaces = {"up", "down"};
const std::vector<std::string> kEntered = {"this-turn", "earlier"};
// What an expectation may check: the element names inside <expect>, and the places in their spec
// lists (RulesetWords::expectations) of the attributes the reader checks further.
const std::vector<std::string> kExpectationKinds = {"card", "value", "count", "winner", "event", "cited"};
const NameSet kExpectationKindNames(kExpectationKinds);
enum { kCardExpectation, kValueExpectation, kCountExpectation, kWinnerExpectation };
enum { kCardPlayerSpec = 2, kCardIndexSpec = 6 };
enum { kValueStatSpec = 1 };
enum { kWinnerPlayerSpec, kWinnerNoneSpec };
const std::vector<std::string> kBranchWords = {"all", "some", "none"};
const AttributeSpec kActiveAttribute{"active", ValueType::Player};

// The attributes and children of the core's own elements, in the order messages list them, each
// with the places its readers ask for.
constexpr std::array<std::string_view, 5> kScenarioAttributes = {"id", "game", "explore", "xmlns:xsi", "xsi:noNamespaceSchemaLocation"};
enum { kScenarioId = 0, kScenarioExplore = 2 };
constexpr std::array<std::string_view, 7> kScenarioChildren = {"title", "rulings", "notes", "setup", "actions", "decisions", "expect"};
enum { kTitle, kRulings, kNotes, kSetup, kActions, kDecisions, kExpect };
constexpr std::array<std::string_view, 2> kTitleAttributes = {"ja", "en"};
enum { kTitleJa, kTitleEn };
constexpr std::array<std::string_view, 1> kRulingAttributes = {"ref"};
constexpr std::array<std::string_view, 3> kSetupAttributes = {"turn", "active", "phase"};
enum { kSetupTurn, kSetupActive, kSetupPhase };
constexpr std::array<std::string_view, 2> kPlayerAttributes = {"id", "name"};
enum { kPlayerId, kPlayerName };
constexpr std::array<std::string_view, 1> kZoneAttributes = {"name"};
constexpr std::array<std::string_view, 4> kDecisionAttributes = {"player", "kind", "choice", "for"};
enum { kDecisionPlayer, kDecisionKind, kDecisionChoice, kDecisionFor };
constexpr std::array<std::string_view, 3> kExpectAttributes = {"branches", "lines", "outcomes"};

// A <card>'s general attributes, in the order of kCardState and then kCardDefinition.
enum class CardField { id, tapped, face, entered, attached_to, name, type, keywords, traits };
constexpr std::size_t kCardFields = 9;
constexpr std::size_t kStateFields = 5;  // the first of them are kCardState's

// One <card>'s attributes, found in one walk over them (asking pugixml for each by name walks them
// all again, a strcmp for each): each is the first of its name, as node.attribute() gives it. Held
// as pugixml's raw pointers: a pugi::xml_attribute is made and tested by calls into the library.
struct CardAttributes {
    std::array<pugi::xml_attribute_struct*, kCardFields> fields{};
    pugi::xml_attribute_struct* first_stat = nullptr;  // the stats are read from here on, in document order
    pugi::xml_attribute_struct* unknown = nullptr;     // the first one the element does not take: reported where the names are checked
    bool any_status = false;
    bool has_children = false;  // most cards have none: their walks for abilities and cards beneath are skipped

    bool has(CardField field) const { return fields[static_cast<std::size_t>(field)] != nullptr; }
    // The attribute; a null one when the card has none.
    pugi::xml_attribute operator[](CardField field) const { return pugi::xml_attribute(fields[static_cast<std::size_t>(field)]); }
};

// What a name a <card> takes is: a general attribute (its CardField), a stat, a status.
// A ruleset may give a stat and a status one name: the name is both.
struct CardNameKind {
    std::size_t field = NameSet::kAbsent;
    bool stat = false, status = false;
};
// Every name a <card> takes, each once, with what it is: one lookup sorts out an attribute.
struct CardNames {
    NameSet names;
    std::vector<CardNameKind> kinds;  // kinds[i]: what names.names()[i] is

    CardNames(const std::vector<std::string>& fields, const std::vector<std::string>& stats, const std::vector<std::string>& statuses) {
        std::vector<std::string> all;
        auto kind_of = [&](const std::string& name) -> CardNameKind& {
            if (auto at = std::find(all.begin(), all.end(), name); at != all.end()) return kinds[static_cast<std::size_t>(at - all.begin())];
            all.push_back(name);
            return kinds.emplace_back();
        };
        for (std::size_t i = 0; i < fields.size(); ++i) kind_of(fields[i]).field = i;
        for (const auto& stat : stats) kind_of(stat).stat = true;
        for (const auto& status : statuses) kind_of(status).status = true;
        names = NameSet(std::move(all));
    }
};

// How many element children `node` has: room to reserve before reading them (a list grown one by
// one moves its actions or expectations each time it grows).
std::size_t count_elements(pugi::xml_node node) {
    std::size_t count = 0;
    for (auto child = node.first_child(); child; child = child.next_sibling())
        if (child.type() == pugi::node_element) ++count;
    return count;
}
// The same over the children of `parts` named like its i-th name.
template <std::size_t N>
std::size_t count_elements(const ChildrenOf<N>& parts, std::size_t i) {
    std::size_t count = 0;
    for (auto group = parts.first(i); group; group = parts.next(i, group)) count += count_elements(group);
    return count;
}

// `attr`'s trimmed value into `values` under its name; a name given twice keeps its last value.
// The strings are made in the map's node, not first as temporaries.
template <typename Values>  // an ability's arguments (a transparent map) or an element's attributes
void put(Values& values, pugi::xml_attribute attr) {
    const auto value = rulesdb::trim_view(attr.value());
    auto [at, added] = values.try_emplace(attr.name(), value);
    if (!added) at->second = value;
}

// The same into an expectation's attributes, kept in order of name.
void put(ExpectationAttributes& values, pugi::xml_attribute attr) {
    const std::string_view name = attr.name();
    const auto value = rulesdb::trim_view(attr.value());
    auto at = std::lower_bound(values.begin(), values.end(), name, [](const auto& entry, std::string_view n) { return entry.first < n; });
    if (at != values.end() && at->first == name) at->second = value;
    else values.emplace(at, std::piecewise_construct, std::forward_as_tuple(name), std::forward_as_tuple(value));
}

// Attribute values gathered for a map of name to value, then put in in order of name, each at the
// map's end: the map is not searched for each one's place, and each name is made once, in its
// node. A name given twice keeps its last value, as put() one by one keeps it.
class ValuesByName {
public:
    // False when there is no more room: the caller puts that value and the rest with put(), after
    // these (a later value of a name wins either way).
    bool add(std::string_view name, std::string_view value) {
        if (count_ == kMost) return false;
        std::size_t at = count_++;
        for (; at > 0 && name < sorted_[at - 1].first; --at) sorted_[at] = sorted_[at - 1];  // after earlier values of the name
        sorted_[at] = {name, value};
        return true;
    }
    // Into a map that holds none of these names, or only later values of them put one by one
    // (which stay: a name in the map already is left as it is).
    void put_into(std::map<std::string, std::string>& values) const {
        for (std::size_t i = 0; i < count_; ++i) {
            if (i + 1 < count_ && sorted_[i + 1].first == sorted_[i].first) continue;  // the last value of a name
            values.emplace_hint(values.end(), std::piecewise_construct, std::forward_as_tuple(sorted_[i].first),
                                std::forward_as_tuple(sorted_[i].second));
        }
    }
    // Into an empty list of an expectation's attributes: in their order, in one block.
    void put_into(ExpectationAttributes& values) const {
        values.reserve(count_);
        for (std::size_t i = 0; i < count_; ++i) {
            if (i + 1 < count_ && sorted_[i + 1].first == sorted_[i].first) continue;  // the last value of a name
            values.emplace_back(std::piecewise_construct, std::forward_as_tuple(sorted_[i].first), std::forward_as_tuple(sorted_[i].second));
        }
    }

private:
    static constexpr std::size_t kMost = 16;  // more values than an element takes
    std::array<std::pair<std::string_view, std::string_view>, kMost> sorted_;
    std::size_t count_ = 0;
};

// Every attribute of `node` into the empty `values`, as put() would put them one by one.
void put_all(ExpectationAttributes& values, pugi::xml_node node) {
    ValuesByName sorted;
    auto attr = node.first_attribute();
    for (; attr && sorted.add(attr.name(), rulesdb::trim_view(attr.value())); attr = attr.next_attribute()) {
    }
    sorted.put_into(values);
    for (; attr; attr = attr.next_attribute()) put(values, attr);
}

std::vector<std::string> operator+(std::vector<std::string> a, const std::vector<std::string>& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

// A value that must name a card of the scenario, checked once every card is read.
// An ability's attribute that names a card of the scenario (its target, or an argument such as
// battle's `with`): checked once every card is read.
struct CardTarget {
    const XmlFile* file;
    pugi::xml_node node;
    const char* attribute = "target";  // a name of the operation's entry, which outlives the reader
};
struct CardStatus {
    const XmlFile* file;
    pugi::xml_node node;
    AttributeSpec spec;
};

// A ruleset's words and attribute lists, asked of the ruleset once per run: the reader checks
// every element against them, and asking the ruleset builds each list anew.
struct RulesetWords {
    std::vector<std::string> phases, zone_names, card_types, stats, ability_kinds, operations, durations, triggers, conditions, targets;
    std::vector<AttributeSpec> statuses, ability_arguments;
    std::vector<ActionSpec> actions;
    std::vector<DecisionSpec> decision_kinds;
    // The attribute names of a <card> in a setup, of a library's <card>, and of an <ability>.
    NameSet inline_card_attributes, library_card_attributes, ability_attributes;
    std::vector<std::string> status_names;  // the names of `statuses`
    CardNames card_names;  // what each attribute name of a <card> is
    NameSet stat_set;      // the names of `stats`
    std::vector<AttributeSpecs> expectations;    // the attributes each of kExpectationKinds takes, typed
    std::vector<NameSet> action_attributes;      // the attribute names each of `actions` takes
    // The attributes each of `actions` takes, typed: its player first when it needs one (checked
    // before its own attributes), then its own, then expect and because (read by the reader).
    std::vector<AttributeSpecs> action_specs;
    // The operations' entries, in the order of `operations`; each one's arguments with the game's
    // common ones, typed, the card ids among them left out (checked once every card is read).
    // Indexed by operation and kind (operation * ability_kinds.size() + kind): the arguments an
    // ability of that operation and kind may carry (its own, the kind's, the game's common ones).
    std::vector<OperationSpec> operation_specs;
    std::vector<AttributeSpecs> operation_arguments;
    std::vector<std::vector<std::string>> operation_argument_names;
    std::vector<std::string> triggered_kinds, condition_kinds, once_per_turn_kinds;
    std::vector<std::string> filtered_conditions;  // the conditions that count cards, and what narrows their count
    std::vector<AttributeSpec> condition_filters;

    explicit RulesetWords(const Ruleset& ruleset)
        : phases(ruleset.phases()), zone_names(ruleset.zone_names()), card_types(ruleset.card_types()), stats(ruleset.stats()),
          ability_kinds(ruleset.ability_kinds()), operations(ruleset.operations()), durations(ruleset.durations()),
          triggers(ruleset.triggers()), conditions(ruleset.conditions()), targets(ruleset.targets()), statuses(ruleset.statuses()),
          ability_arguments(ruleset.ability_arguments()), actions(ruleset.actions()), decision_kinds(ruleset.decision_kinds()),
          inline_card_attributes(NameSet(kCardState + kCardDefinition + stats + names_of(statuses))),
          library_card_attributes(NameSet(kCardEntry + kCardDefinition + stats + names_of(statuses))),
          ability_attributes(NameSet(kAbilityAttributes + names_of(ability_arguments))), status_names(names_of(statuses)),
          card_names(kCardState + kCardDefinition, stats, status_names), stat_set(stats),
          operation_specs(ruleset.operation_specs()), triggered_kinds(ruleset.triggered_kinds()),
          condition_kinds(ruleset.condition_kinds()), once_per_turn_kinds(ruleset.once_per_turn_kinds()),
          filtered_conditions(ruleset.filtered_conditions()), condition_filters(ruleset.condition_filters()) {
        const auto common = ruleset.common_ability_arguments();
        for (const auto& op : operation_specs)
            for (const auto& kind : ability_kinds) {
                auto arguments = op.arguments;  // its own first: they are the ones a message lists first
                auto of_kind = ruleset.kind_arguments(kind);
                // as="…" names the cards the ability works on: an operation that works on none has nothing to name.
                if (const auto* fits = targets_in(op, kind); !fits || !fits->card_id) std::erase_if(of_kind, [](const AttributeSpec& a) { return a.name == "as"; });
                arguments.insert(arguments.end(), of_kind.begin(), of_kind.end());
                arguments.insert(arguments.end(), common.begin(), common.end());
                operation_argument_names.push_back(names_of(arguments));
                std::erase_if(arguments, [](const AttributeSpec& a) { return a.type == ValueType::CardId || a.type == ValueType::CardIds; });
                operation_arguments.emplace_back(std::move(arguments));
            }
        const auto none = std::vector<std::string>{"none"};
        std::vector<AttributeSpec> card = {card_attr("id"),
                optional(word_attr("zone", zone_names + none)),
                optional(text_attr("player")),  // a player or none: checked by the reader
                optional(word_attr("face", {"up", "down"})),
                optional(word_attr("tapped", kTrueFalse)),  // refused where cards do not tap (read_expectation)
                optional(card_attr("attached-to", none)),
                optional(text_attr("index"))};  // a position or none: checked by the reader
        // An expected status may also be "none" (the card has none).
        for (auto status : statuses) {
            if (status.type == ValueType::Word || status.type == ValueType::CardId) status.words.push_back("none");
            card.push_back(optional(status));
        }
        // In the order of kExpectationKinds.
        expectations.emplace_back(std::move(card));
        expectations.emplace_back(std::vector<AttributeSpec>{card_attr("card"), text_attr("stat"), number_attr("equals", -kMaxValue, kMaxValue)});
        expectations.emplace_back(
            std::vector<AttributeSpec>{{"player", ValueType::Player}, word_attr("zone", zone_names), number_attr("equals", 0, kMaxValue)});
        expectations.emplace_back(std::vector<AttributeSpec>{optional({"player", ValueType::Player}), optional(word_attr("none", {"true"}))});
        expectations.emplace_back(std::vector<AttributeSpec>{word_attr("type", ruleset.event_types()), optional(card_attr("card")),
                                                             optional({"player", ValueType::Player}), optional(word_attr("happened", kTrueFalse))});
        expectations.emplace_back(std::vector<AttributeSpec>{text_attr("id")});
        for (const auto& spec : actions) {
            auto allowed = std::vector<std::string>{"expect", "because"} + names_of(spec.attributes);
            if (spec.needs_player) allowed.push_back("player");
            action_attributes.emplace_back(std::move(allowed));
            std::vector<AttributeSpec> typed;
            if (spec.needs_player) typed.push_back(kPlayerAttribute);
            typed.insert(typed.end(), spec.attributes.begin(), spec.attributes.end());
            typed.push_back(optional(text_attr("expect")));
            typed.push_back(optional(text_attr("because")));
            action_specs.emplace_back(std::move(typed));
        }
    }
};

}  // namespace

// One card of a library with its definition worked out: what a scenario's <card name="…"> takes.
// The definition depends on the library and the ruleset only; what must name a card of the
// scenario is kept to be checked in each scenario that uses the card.
struct LibraryCard {
    Card definition;                        // printed values, statuses, type, keywords, traits, abilities
    std::optional<rulesdb::Diagnostic> error;  // the definition's problem, reported where the card is used
    std::vector<CardTarget> card_targets;
    std::vector<CardStatus> card_statuses;
};

// Hashes a name as a view, so that the library is asked by a view into the scenario's document.
struct NameHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view name) const { return std::hash<std::string_view>{}(name); }
};

struct CardLibrary {
    explicit CardLibrary(const Ruleset& ruleset) : words(ruleset) {}
    RulesetWords words;                        // the game's words, for every scenario of the game
    std::shared_ptr<const XmlFile> file;     // the parsed file the cards' nodes point into
    std::optional<rulesdb::Diagnostic> error;  // a problem in the library as a whole: every scenario of the game reports it
    // By name, hashed: every card of every scenario that names one is looked up here, and a
    // std::map compared the (mostly Japanese) names along a path for each.
    std::unordered_map<std::string, LibraryCard, NameHash, std::equal_to<>> cards;
};

namespace {

class Reader {
public:
    // `library` is the game's card library (for reading it: the one being built, for its words).
    Reader(const XmlFile& file, const Ruleset& ruleset, const CardLibrary& library)
        : file_(file), ruleset_(ruleset), words_(library.words), library_(library) {}

    // A library card's definition (the Reader reads the library file then).
    LibraryCard define(pugi::xml_node node) {
        LibraryCard out;
        try {
            apply_definition(file_, node, find_card_attributes(node, false), out.definition, false);
        } catch (const InputError& e) {
            out.error = e.diagnostic();
        }
        out.card_targets = std::move(card_targets_);
        out.card_statuses = std::move(card_statuses_);
        card_targets_.clear();
        card_statuses_.clear();
        return out;
    }

    Scenario read(pugi::xml_node root, const std::string& game) {
        Scenario s;
        s.file = file_.name();
        s.game = game;
        const AttributesOf attributes(root, kScenarioAttributes);
        attributes.check(file_);
        const ChildrenOf parts(root, kScenarioChildren);
        parts.check(file_);
        // Only these may be written once: a second was silently passed over.
        for (auto once : {kTitle, kRulings, kSetup, kNotes})
            if (const auto first = parts.first(once))
                if (const auto second = first.next_sibling(first.name()))
                    throw InputError(file_.at(second, msg::say(say::kElementTwice, {{"element", second.name()}})));
        s.id = file_.required_value(root, attributes[kScenarioId], "id");
        if (attributes.has(kScenarioExplore))
            s.explore = present_word(file_, root, attributes[kScenarioExplore], kTrueFalse, say::kWhatExploreValue) == "true";
        read_title(parts.first(kTitle), root, s);
        s.notes = rulesdb::trim(parts.first(kNotes).text().get());
        for (auto notes = parts.first(kNotes); notes; notes = parts.next(kNotes, notes)) check_attribute_names(file_, notes, {});
        read_rulings(parts, s);
        load_library();
        read_setup(parts.first(kSetup), root, s);
        check_card_targets(s);
        check_attachments();

        s.actions.reserve(count_elements(parts, kActions));
        for (auto actions = parts.first(kActions); actions; actions = parts.next(kActions, actions)) {
            check_attribute_names(file_, actions, {});
            for (auto node = actions.first_child(); node; node = node.next_sibling())
                if (node.type() == pugi::node_element) s.actions.push_back(read_action(node));
        }
        for (auto decisions = parts.first(kDecisions); decisions; decisions = parts.next(kDecisions, decisions)) {
            check_attribute_names(file_, decisions, {});
            check_child_names(file_, decisions, {"decision"});
            for (auto d = decisions.child("decision"); d; d = d.next_sibling("decision")) s.decisions.push_back(read_decision(d));
        }
        s.expectations.reserve(count_elements(parts, kExpect));
        for (auto e = parts.first(kExpect); e; e = parts.next(kExpect, e)) {
            const auto branches = read_branches(e);
            read_counts(e, s);
            ++groups_;
            for (auto node = e.first_child(); node; node = node.next_sibling())
                if (node.type() == pugi::node_element) s.expectations.push_back(read_expectation(node, branches));
        }
        return s;
    }

private:
    SourcePos pos(pugi::xml_node node) const {
        auto [line, column] = file_.element_position(node);
        return {line, column};
    }

    NameScope scope() const { return {ids_, players_}; }

    // "unknown WHAT 'VALUE'; did you mean …?" or "; GAME has A, B, …".
    std::string unknown(const std::vector<std::string>& names, const msg::Message& what, const std::string& value) const {
        auto message = msg::say(say::kUnknownName, {{"what", msg::text(what)}, {"value", value}});
        if (auto suggestion = did_you_mean(value, names); !suggestion.empty()) return message + suggestion;
        return message + msg::say(say::kGameHas, {{"game", ruleset_.game()}, {"names", msg::join(names)}});
    }

    void load_library() const {
        if (library_.error) throw InputError(*library_.error);
    }

    std::set<std::string> keywords(const XmlFile& file, pugi::xml_node node, pugi::xml_attribute attr) const {
        std::set<std::string> out;
        for_each_word(attr.value(), [&](std::string_view view) {
            const std::string word(view);
            auto canonical = ruleset_.keyword(word);
            if (!canonical) throw InputError(file.at(attr, node, unknown_keyword(word)));
            out.insert(std::move(*canonical));
        });
        return out;
    }

    std::string unknown_keyword(const std::string& word) const {
        return msg::say(say::kUnknownKeyword, {{"word", word}, {"game", ruleset_.game()}}) + did_you_mean(word, ruleset_.keyword_names());
    }

    // condition="NAME" or "NAME:NUMBER", as the ruleset's list says ("NAME:N" reads a whole number).
    void check_condition(const XmlFile& file, pugi::xml_node node, const std::string& condition) const {
        const auto& conditions = words_.conditions;
        const auto colon = condition.find(':');
        const auto name = condition.substr(0, colon);
        auto entry = std::find_if(conditions.begin(), conditions.end(), [&](const std::string& c) { return c.substr(0, c.find(':')) == name; });
        auto attr = node.attribute("condition");
        if (entry == conditions.end()) {
            std::vector<std::string> bare;
            for (const auto& c : conditions) bare.push_back(c.substr(0, c.find(':')));
            auto message = msg::say(say::kUnknownCondition, {{"name", name}});
            auto suggestion = did_you_mean(name, bare);
            throw InputError(file.at(
                attr, node, message + (suggestion.empty() ? msg::say(say::kGameHas, {{"game", ruleset_.game()}, {"names", msg::join(conditions)}}) : suggestion)));
        }
        const bool reads_number = entry->find(':') != std::string::npos;
        if (!reads_number && colon != std::string::npos)
            throw InputError(file.at(attr, node, msg::say(say::kConditionTakesNoNumber, {{"name", name}, {"condition", condition}})));
        if (!reads_number) return;
        if (colon == std::string::npos)
            throw InputError(file.at(attr, node, msg::say(say::kConditionNeedsNumber, {{"name", name}, {"form", *entry}})));
        const auto text = condition.substr(colon + 1);
        auto parsed = parse_whole_number(text, 0, kMaxValue);
        if (!parsed.value)
            throw InputError(file.at(attr, node, msg::say(say::kConditionBadNumber, {{"name", name}, {"text", text}})));
    }

    // The attribute's value (empty when it is absent), which must be one of `words`: a view into the
    // document, which outlives the reader (the callers only compare it).
    std::string_view read_word(const XmlFile& file, pugi::xml_node node, pugi::xml_attribute attr, const std::vector<std::string>& words,
                               const msg::Message& what) const {
        if (!attr) return {};  // most are absent: answered where it is asked, with no call
        return present_word(file, node, attr, words, what);
    }
    std::string_view present_word(const XmlFile& file, pugi::xml_node node, pugi::xml_attribute attr, const std::vector<std::string>& words,
                                  const msg::Message& what) const {
        auto value = rulesdb::trim_view(attr.value());
        if (!contains(words, value)) throw InputError(file.at(attr, node, unknown(words, what, std::string(value))));
        return value;
    }

    Ability read_ability(const XmlFile& file, pugi::xml_node node) {
        // One walk: the first attribute of each name the checks below look at, the last value of
        // each that the ability keeps, and the first name the element does not take.
        // (Raw pointers: a pugi::xml_attribute is made and tested by calls into the library.)
        Ability a;
        std::array<pugi::xml_attribute_struct*, kAbilityFields> firsts{};
        pugi::xml_attribute_struct* unknown = nullptr;
        for (auto attr = node.first_attribute(); attr; attr = attr.next_attribute()) {
            const auto i = words_.ability_attributes.index_of(attr.name());
            if (i == NameSet::kAbsent) {
                if (!unknown) unknown = attr.internal_object();
                continue;
            }
            if (i >= kAbilityFields) {
                put(a.arguments, attr);
                continue;
            }
            if (!firsts[i]) firsts[i] = attr.internal_object();
            const auto value = rulesdb::trim_view(attr.value());
            switch (i) {
                case kAbilityOp: a.operation = value; break;
                case kAbilityTrigger: a.trigger = value; break;
                case kAbilityCondition: a.condition = value; break;
                case kAbilityTarget: a.target = value; break;
                case kAbilityDuration: a.duration = value; break;
                case kAbilityOncePerTurn: a.once_per_turn = value == "true"; break;
                default: break;  // kind: its first value, read below
            }
        }
        if (unknown) throw unknown_attribute(file, node, pugi::xml_attribute(unknown), words_.ability_attributes.names());
        auto first = [&](std::size_t i) { return pugi::xml_attribute(firsts[i]); };
        check_child_names(file, node, {});
        a.kind = file.required_value(node, first(kAbilityKind), "kind");
        read_word(file, node, first(kAbilityKind), words_.ability_kinds, say::kWhatAbilityKind);
        if (a.operation.empty()) file.required_value(node, first(kAbilityOp), "op");
        read_word(file, node, first(kAbilityOp), words_.operations, say::kWhatOperation);
        read_word(file, node, first(kAbilityDuration), words_.durations, say::kWhatDuration);
        read_word(file, node, first(kAbilityTrigger), words_.triggers, say::kWhatTrigger);
        read_word(file, node, first(kAbilityOncePerTurn), kTrueFalse, say::kWhatOncePerTurn);
        if (firsts[kAbilityCondition]) check_condition(file, node, a.condition);
        check_fit(file, node, a, first(kAbilityKind), first(kAbilityTrigger), first(kAbilityTarget));
        // A keyword given, taken away or asked for is named like the card's own keywords: by its
        // Japanese name or an alias, stored canonical so that the rules compare like with like.
        for (const auto& spec : words_.operation_specs[operation_index(a.operation)].arguments) {
            if (spec.type != ValueType::Keyword) continue;
            auto it = a.arguments.find(spec.name);
            if (it == a.arguments.end()) continue;
            auto canonical = ruleset_.keyword(it->second);
            if (!canonical) throw InputError(file.at(node.attribute(spec.name.c_str()), node, unknown_keyword(it->second)));
            it->second = *canonical;
        }
        return a;
    }

    // The ability's words fit its operation's entry (ability_language.hpp): the operation does
    // something in this kind of ability, a trigger is written only where one fires it, each argument
    // is one the operation reads (typed as it reads it), and the target is one it works on. The card
    // ids among them are checked once every card is read.
    void check_fit(const XmlFile& file, pugi::xml_node node, const Ability& a, pugi::xml_attribute kind, pugi::xml_attribute trigger,
                   pugi::xml_attribute target) {
        const auto at = static_cast<std::size_t>(std::find(words_.operations.begin(), words_.operations.end(), a.operation) - words_.operations.begin());
        const auto& op = words_.operation_specs[at];
        const auto game = ruleset_.game();
        if (!contains(op.kinds, a.kind))
            throw InputError(file.at(kind, node, msg::say(say::kOperationNotInKind, {{"op", op.name}, {"kind", a.kind}, {"game", game}, {"kinds", msg::join(op.kinds)}})));
        const bool triggered = contains(words_.triggered_kinds, a.kind);
        if (trigger && !triggered && !op.takes_trigger)
            throw InputError(file.at(trigger, node, msg::say(say::kTriggerNotOnKind, {{"kind", a.kind}, {"game", game}, {"kinds", msg::join(words_.triggered_kinds)}})));
        if (triggered && !trigger) file.required(node, "trigger");  // it would never fire
        // A condition, a turn's limit, a duration: each means something in some kinds only.
        auto refuse_here = [&](const char* attribute, const std::vector<std::string>& kinds) {
            if (auto attr = node.attribute(attribute); attr && !contains(kinds, a.kind))
                throw InputError(file.at(attr, node, kinds.empty() ? msg::say(say::kNeverRead, {{"attribute", attribute}, {"op", op.name}, {"game", ruleset_.game()}})
                                                                   : msg::say(say::kNotInThisKind, {{"attribute", attribute}, {"op", op.name}, {"kind", a.kind},
                                                                                                    {"kinds", msg::join(kinds)}})));
        };
        refuse_here("condition", words_.condition_kinds);
        check_condition_filters(file, node, a.condition);
        refuse_here("once-per-turn", words_.once_per_turn_kinds);
        refuse_here("duration", op.duration_kinds);
        const auto& ability_kinds = words_.ability_kinds;
        const auto slot = at * ability_kinds.size() + static_cast<std::size_t>(std::find(ability_kinds.begin(), ability_kinds.end(), a.kind) - ability_kinds.begin());
        const auto& names = words_.operation_argument_names[slot];
        for (auto attr = node.first_attribute(); attr; attr = attr.next_attribute()) {
            if (contains(kAbilityAttributes, attr.name())) continue;
            if (is_condition_filter(attr.name()) && contains(words_.condition_kinds, a.kind)) continue;  // check_condition_filters
            const auto name = std::find(names.begin(), names.end(), std::string_view(attr.name()));
            if (name == names.end()) {
                auto suggestion = did_you_mean(attr.name(), names);
                throw InputError(file.at(attr, node,
                                         msg::say(say::kOperationTakesNoArgument, {{"op", op.name}, {"argument", attr.name()}}) +
                                             (!suggestion.empty() ? suggestion
                                              : names.empty()     ? msg::say(say::kOperationTakesNone)
                                                                  : msg::say(say::kOperationTakes, {{"names", msg::join(names)}}))));
            }
            if (const auto* spec = card_argument(op, attr.name())) card_targets_.push_back({&file, node, spec->name.c_str()});
            if (const auto* spec = trait_argument(op, attr.name())) card_targets_.push_back({&file, node, spec->name.c_str()});
        }
        static const CardIdSet kNone;
        static const std::vector<std::string> kNoPlayers;
        check_values(file, node, words_.operation_arguments[slot], {kNone, kNoPlayers});
        const auto* fits = targets_in(op, a.kind);
        // A filter of the cards another kind of this ability finds narrows nothing here.
        for (const auto& t : op.targets)
            for (const auto& filter : t.filters)
                if (auto attr = node.attribute(filter.c_str()); attr && (!fits || !contains(fits->filters, filter)))
                    throw InputError(file.at(attr, node,
                                             msg::say(say::kFilterNotInKind, {{"op", op.name}, {"argument", filter}, {"kind", a.kind},
                                                                              {"names", fits && !fits->filters.empty() ? msg::join(fits->filters) : msg::Text::same("—")}})));
        if (auto as = node.attribute("as")) check_name(file, node, as, a.kind);
        if (!target) {
            if (fits && fits->required) file.required(node, "target");
            return;
        }
        if (!fits)
            throw InputError(file.at(target, node, msg::say(say::kOperationTakesNoTarget, {{"op", op.name}, {"kind", a.kind}, {"game", game}})));
        if (contains(fits->words, a.target)) return;
        if (fits->card_id && named_before(node, a.kind, a.target)) return;  // the cards an earlier ability of the effect found
        if (contains(words_.targets, a.target) || !fits->card_id) {
            auto suggestion = did_you_mean(a.target, fits->words);
            throw InputError(file.at(target, node,
                                     msg::say(fits->card_id ? say::kOperationTargetNotFit : say::kOperationTargetNotFitNoCard,
                                              {{"op", op.name}, {"kind", a.kind}, {"target", a.target}, {"names", msg::join(fits->words)}}) + suggestion));
        }
        card_targets_.push_back({&file, node});  // not a word: the id of a card, checked once every card is read
    }

    // The entry of an <ability> whose op was checked when it was read.
    const OperationSpec& operation_of(pugi::xml_node node) const {
        const auto op = rulesdb::trim_view(node.attribute("op").value());
        return words_.operation_specs[static_cast<std::size_t>(std::find(words_.operations.begin(), words_.operations.end(), op) - words_.operations.begin())];
    }

    static const AttributeSpec* trait_argument(const OperationSpec& op, std::string_view name) {
        for (const auto& a : op.arguments)
            if (a.name == name && a.type == ValueType::Trait) return &a;
        return nullptr;
    }

    std::size_t operation_index(std::string_view op) const {
        return static_cast<std::size_t>(std::find(words_.operations.begin(), words_.operations.end(), op) - words_.operations.begin());
    }

    static const AttributeSpec* card_argument(const OperationSpec& op, std::string_view name) {
        for (const auto& a : op.arguments)
            if (a.name == name && (a.type == ValueType::CardId || a.type == ValueType::CardIds)) return &a;
        return nullptr;
    }

    // A <card>'s attributes sorted out in one walk; a library card takes no state attributes.
    CardAttributes find_card_attributes(pugi::xml_node node, bool inline_card) const {
        CardAttributes found;
        for (auto attr = node.first_attribute(); attr; attr = attr.next_attribute()) {
            if (!inline_card && is_card_entry_attribute(attr.name())) continue;  // the entry's, read by card_entries.cpp
            const auto i = words_.card_names.names.index_of(attr.name());
            const auto kind = i == NameSet::kAbsent ? CardNameKind{} : words_.card_names.kinds[i];
            const bool field = kind.field != NameSet::kAbsent && (inline_card || kind.field >= kStateFields);
            if (field && !found.fields[kind.field]) found.fields[kind.field] = attr.internal_object();
            if (kind.stat && !found.first_stat) found.first_stat = attr.internal_object();
            if (kind.status) found.any_status = true;
            if (!field && !kind.stat && !kind.status && !found.unknown) found.unknown = attr.internal_object();
        }
        found.has_children = node.first_child();
        return found;
    }

    // Applies a <card> element's definition (library or inline) onto `card`.
    void apply_definition(const XmlFile& file, pugi::xml_node node, const CardAttributes& found, Card& card, bool inline_card) {
        static const std::vector<std::string> kInlineChildren = {"ability", "card"}, kLibraryChildren = {"ability", "text", "text-en", "official"};
        if (found.unknown)
            throw unknown_attribute(file, node, pugi::xml_attribute(found.unknown),
                                    (inline_card ? words_.inline_card_attributes : words_.library_card_attributes).names());
        if (found.has_children) check_child_names(file, node, inline_card ? kInlineChildren : kLibraryChildren);
        if (found.first_stat) {
            for (auto attr = pugi::xml_attribute(found.first_stat); attr; attr = attr.next_attribute()) {
                if (!words_.stat_set.contains(attr.name())) continue;
                card.definition_to_change().printed[attr.name()] = read_number(file, node, attr, 0, kMaxValue);
            }
        }
        if (found.any_status) {
            for (const auto& spec : words_.statuses) {
                auto attr = node.attribute(spec.name.c_str());
                if (!attr) continue;
                card.status[spec.name] = rulesdb::trim(attr.value());
                // A status naming a card is checked once every card is read.
                if (spec.type == ValueType::CardId || spec.type == ValueType::CardIds) card_statuses_.push_back({&file, node, spec});
                else check_value(file, node, attr, spec, scope());
            }
        }
        if (found.has(CardField::type)) {
            card.type = rulesdb::trim_view(found[CardField::type].value());
            present_word(file, node, found[CardField::type], words_.card_types, say::kWhatCardType);
        }
        if (found.has(CardField::keywords)) {
            auto more = keywords(file, node, found[CardField::keywords]);
            card.definition_to_change().keywords.insert(more.begin(), more.end());
        }
        if (found.has(CardField::traits))
            for_each_word(found[CardField::traits].value(), [&](std::string_view trait) { card.definition_to_change().traits.emplace(trait); });
        if (!found.has_children) return;
        for (auto ability = node.child("ability"); ability; ability = ability.next_sibling("ability"))
            card.definition_to_change().abilities.push_back(read_ability(file, ability));
    }

    // A library card's definition onto a card just named (nothing of its own defined yet).
    void take_definition(const LibraryCard& library_card, Card& card) {
        if (library_card.error) throw InputError(*library_card.error);
        const auto& d = library_card.definition;
        card.share_definition(d.definition());
        card.type = d.type;
        // Most library cards have no status and nothing to check in a scenario: nothing copied.
        if (!d.status.empty()) card.status = d.status;
        if (!library_card.card_targets.empty())
            card_targets_.insert(card_targets_.end(), library_card.card_targets.begin(), library_card.card_targets.end());
        if (!library_card.card_statuses.empty())
            card_statuses_.insert(card_statuses_.end(), library_card.card_statuses.begin(), library_card.card_statuses.end());
    }

    // Reads the <card> `node` into `card` (a new one), and the cards beneath it into `beneath_out`.
    void read_card(pugi::xml_node node, const PlayerId& owner, Card& card, std::vector<CardSetup>& beneath_out, int depth) {
        if (depth > kMaxCardNesting)
            throw InputError(file_.at(node, msg::say(say::kCardsTooDeep, {{"n", kMaxCardNesting}})));
        const auto found = find_card_attributes(node, true);
        const auto id = file_.required_value(node, found[CardField::id], "id");
        card.id = id;
        if (!ids_.insert(id)) throw InputError(file_.at(found[CardField::id], node, msg::say(say::kDuplicateCardId, {{"id", card.id}})));
        card.owner = owner;
        const auto name = found.has(CardField::name) ? rulesdb::trim_view(found[CardField::name].value()) : std::string_view();
        card.name = name;
        if (!name.empty()) {
            auto known = library_.cards.find(name);
            if (known != library_.cards.end()) {
                take_definition(known->second, card);
            } else if (!found.has(CardField::type)) {
                std::vector<std::string> names;  // in the order of their text, as the library's std::map had them
                for (const auto& entry : library_.cards) names.push_back(entry.first);
                std::sort(names.begin(), names.end());
                auto suggestion = did_you_mean(card.name, names);
                throw InputError(file_.at(found[CardField::name], node,
                                          msg::say(say::kUnknownCardName, {{"name", card.name}}) +
                                              (suggestion.empty() ? msg::say(say::kNotInLibrary, {{"game", ruleset_.game()}}) : suggestion)));
            }
        }
        apply_definition(file_, node, found, card, true);
        if (card.type.empty()) throw InputError(file_.at(node, msg::say(say::kCardNeedsNameOrType)));
        if (card.name.empty()) card.name = card.id;
        if (found.has(CardField::tapped) && !ruleset_.cards_tap())  // it would be carried and never read
            throw InputError(file_.at(pugi::xml_attribute(found[CardField::tapped]), node,
                                      msg::say(say::kNoTappingHere, {{"game", ruleset_.game()}, {"names", msg::join(words_.status_names)}})));
        if (found.has(CardField::tapped)) card.tapped = present_word(file_, node, found[CardField::tapped], kTrueFalse, say::kWhatTapped) == "true";
        if (found.has(CardField::face)) card.face_down = present_word(file_, node, found[CardField::face], kFaces, say::kWhatFace) == "down";
        // "this-turn" is fixed up to the scenario's turn by the caller.
        if (found.has(CardField::entered) && present_word(file_, node, found[CardField::entered], kEntered, say::kWhatEntered) == "this-turn")
            card.entered_turn = -1;
        if (found.has(CardField::attached_to)) {
            if (const auto attached_to = rulesdb::trim_view(found[CardField::attached_to].value()); !attached_to.empty()) {
                card.attached_to = attached_to;
                attachments_.push_back(node);
            }
        }
        if (!found.has_children) return;
        for (auto under = node.child("card"); under; under = under.next_sibling("card")) {
            std::vector<CardSetup> nested;
            auto& below = beneath_out.emplace_back().card;  // no zone: beneath this card
            read_card(under, owner, below, nested, depth + 1);
            card.beneath.push_back(below.id);
            beneath_out.insert(beneath_out.end(), std::make_move_iterator(nested.begin()), std::make_move_iterator(nested.end()));
        }
    }

    void read_title(pugi::xml_node title, pugi::xml_node root, Scenario& s) const {
        if (!title) throw InputError(file_.at(root, msg::say(say::kNeedsTitle)));
        const AttributesOf attributes(title, kTitleAttributes);
        attributes.check(file_);
        s.title_ja = file_.required_value(title, attributes[kTitleJa], "ja");
        if (attributes.has(kTitleEn)) s.title_en = rulesdb::trim_view(attributes[kTitleEn].value());
    }

    // Every <rulings> is checked; the first one's rulings are read.
    void read_rulings(const ChildrenOf<kScenarioChildren.size()>& parts, Scenario& s) const {
        const auto first = parts.first(kRulings);
        for (auto rulings = first; rulings; rulings = parts.next(kRulings, rulings)) {
            check_attribute_names(file_, rulings, {});
            check_child_names(file_, rulings, {"ruling"});
        }
        s.rulings.reserve(count_elements(first));
        for (auto r = first.child("ruling"); r; r = r.next_sibling("ruling")) {
            const AttributesOf attributes(r, kRulingAttributes);
            attributes.check(file_);
            s.rulings.emplace_back(file_.required_value(r, attributes[0], "ref"));
            check_ruling_ref(r, attributes[0], s.rulings.back(), s.game);
            s.ruling_pos[s.rulings.back()] = pos(r);
        }
    }

    // A <ruling ref> names a ruling (GAME-J-…) or an assumption (GAME-A-…) of the scenario's own game:
    // another game's ruling, or a rule, can never be what this scenario demonstrates. (Whether the ID
    // exists is asked of the database when the scenario is verified.)
    void check_ruling_ref(pugi::xml_node ruling, pugi::xml_attribute ref, std::string_view id, const std::string& game) const {
        const auto dash = id.find('-');
        if (dash == std::string_view::npos || dash + 2 >= id.size() || id[dash + 2] != '-') return;
        std::string id_game(id.substr(0, dash));
        for (auto& c : id_game) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
        if (id_game != game)
            throw InputError(file_.at(ref, ruling, msg::say(say::kRulingOfAnotherGame, {{"id", std::string(id)}, {"other", id_game}, {"game", game}})));
        const char kind = id[dash + 1];
        if (kind != 'J' && kind != 'A') throw InputError(file_.at(ref, ruling, msg::say(say::kRulingRefNotRuling, {{"id", std::string(id)}})));
    }

    void read_setup(pugi::xml_node setup, pugi::xml_node root, Scenario& s) {
        if (!setup) throw InputError(file_.at(root, msg::say(say::kNeedsSetup)));
        const AttributesOf attributes(setup, kSetupAttributes);
        attributes.check(file_);
        check_child_names(file_, setup, {"player"});
        s.turn = attributes.has(kSetupTurn) ? read_number(file_, setup, attributes[kSetupTurn], 1, 10000) : 1;
        s.phase = file_.required_value(setup, attributes[kSetupPhase], "phase");
        if (!contains(words_.phases, s.phase))
            throw InputError(file_.at(attributes[kSetupPhase], setup, unknown(words_.phases, say::kWhatPhase, s.phase)));
        s.players.reserve(2);
        for (auto p = setup.child("player"); p; p = p.next_sibling("player")) s.players.push_back(read_player(p));
        if (s.players.size() != 2) throw InputError(file_.at(setup, msg::say(say::kTwoPlayers)));
        if (s.players[0].id == s.players[1].id) throw InputError(file_.at(setup, msg::say(say::kSamePlayerIds)));
        players_.reserve(s.players.size());
        for (const auto& p : s.players) players_.push_back(p.id);
        s.active = file_.required_value(setup, attributes[kSetupActive], "active");
        check_value(file_, setup, attributes[kSetupActive], kActiveAttribute, scope());
    }

    PlayerSetup read_player(pugi::xml_node node) {
        const AttributesOf attributes(node, kPlayerAttributes);
        attributes.check(file_);
        // One walk over the player's children and theirs: room for every card of the player's zones
        // at once (cards beneath others aside: a Card is large, and moving the list to grow it cost
        // more than counting), and whether every element is a <zone> holding only <card> elements
        // (nearly always). Then no names need a check of their own, and the zones and cards are the
        // elements, walked without asking for a name. Otherwise they are checked where they were.
        std::size_t cards = 0;
        bool only_zones = true, only_cards = true;
        for (auto zone = node.first_child(); zone; zone = zone.next_sibling()) {
            if (zone.type() == pugi::node_element && !is_named(zone.name(), "zone")) only_zones = false;
            for (auto c = zone.first_child(); c; c = c.next_sibling()) {
                ++cards;
                if (c.type() == pugi::node_element && !is_named(c.name(), "card")) only_cards = false;
            }
        }
        if (!only_zones) check_child_names(file_, node, {"zone"});
        PlayerSetup p;
        p.id = file_.required_value(node, attributes[kPlayerId], "id");
        if (attributes.has(kPlayerName)) p.name = rulesdb::trim_view(attributes[kPlayerName].value());
        else p.name = p.id;
        p.cards.reserve(cards);
        // The most cards some zones may hold (gcb's monster zone: 5); counted over the player's zones.
        const auto limits = ruleset_.zone_limits();
        std::vector<std::size_t> held(limits.empty() ? 0 : words_.zone_names.size());
        for (auto zone = node.first_child(); zone; zone = zone.next_sibling()) {
            if (zone.type() != pugi::node_element) continue;  // every element is a <zone>: checked above
            const AttributesOf attributes(zone, kZoneAttributes);
            attributes.check(file_);
            if (!only_cards) check_child_names(file_, zone, {"card"});  // each zone in turn, as the first mistake stands
            const auto name = file_.required_value(zone, attributes[0], "name");
            read_word(file_, zone, attributes[0], words_.zone_names, say::kWhatZone);
            const auto& zone_names = words_.zone_names;  // the name is one of them: checked just now
            const auto place = static_cast<std::size_t>(std::find(zone_names.begin(), zone_names.end(), name) - zone_names.begin());
            const ZoneLimit* limit = nullptr;
            for (const auto& l : limits)
                if (l.zone == name) limit = &l;
            for (auto c = zone.first_child(); c; c = c.next_sibling()) {
                if (c.type() != pugi::node_element) continue;  // every element is a <card>: checked above
                if (limit && ++held[place] > limit->most)
                    throw InputError(file_.at(c, msg::say(say::kZoneOverLimit, {{"player", p.id}, {"zone", std::string(name)}, {"most", limit->most},
                                                                                {"game", ruleset_.game()}, {"rule", limit->cite}})));
                std::vector<CardSetup> beneath;
                // Read straight into the list's element: a Card made first would be moved into it.
                auto& setup = p.cards.emplace_back();
                setup.zone = place;
                read_card(c, p.id, setup.card, beneath, 1);
                p.cards.insert(p.cards.end(), std::make_move_iterator(beneath.begin()), std::make_move_iterator(beneath.end()));
            }
        }
        return p;
    }

    // A trait an ability asks for is one some card of the scenario has: one no card has matches
    // nothing, and is a misspelt word far more often than a rule about a card that is not there.
    void check_trait(const XmlFile& file, pugi::xml_node node, pugi::xml_attribute attr, const std::vector<std::string>& traits) const {
        const auto value = rulesdb::trim(attr.value());
        if (std::any_of(traits.begin(), traits.end(), [&](const std::string& t) { return ruleset_.trait_answers(t, value); })) return;
        auto suggestion = did_you_mean(value, traits);
        throw InputError(file.at(attr, node,
                                 msg::say(say::kNoCardHasTrait, {{"attribute", attr.name()}, {"trait", value}}) +
                                     (suggestion.empty() ? (traits.empty() ? std::string() : msg::say(say::kTraitsHere, {{"names", msg::join(traits)}})) : suggestion)));
    }

    bool is_condition_filter(std::string_view name) const {
        return std::any_of(words_.condition_filters.begin(), words_.condition_filters.end(), [&](const AttributeSpec& f) { return f.name == name; });
    }

    // A where-… filter narrows what a condition counts: written beside a condition that counts cards,
    // and typed as the filter it is.
    void check_condition_filters(const XmlFile& file, pugi::xml_node node, std::string_view condition) {
        for (const auto& filter : words_.condition_filters) {
            auto attr = node.attribute(filter.name.c_str());
            if (!attr) continue;
            // A trait is checked against the scenario's cards once every card is read.
            if (filter.type == ValueType::Trait) card_targets_.push_back({&file, node, filter.name.c_str()});
            else check_value(file, node, attr, filter, scope());
            const auto name = condition.substr(0, condition.find(':'));
            if (!contains(words_.filtered_conditions, name))
                throw InputError(file.at(attr, node, msg::say(condition.empty() ? say::kConditionFilterNoCondition : say::kConditionFilterNotRead,
                                                              {{"argument", filter.name}, {"condition", name}, {"names", msg::join(words_.filtered_conditions)}})));
        }
    }

    // The abilities of one effect: the one that starts it and the parts after it, in order.
    bool is_part(pugi::xml_node ability) const {
        const auto part = ruleset_.part_kind();
        return !part.empty() && rulesdb::trim_view(ability.attribute("kind").value()) == part;
    }

    // Whether an earlier ability of this part's effect named its cards `name` (as="…").
    bool named_before(pugi::xml_node node, std::string_view kind, std::string_view name) const {
        if (kind != ruleset_.part_kind() || ruleset_.part_kind().empty()) return false;
        for (auto before = node.previous_sibling("ability"); before; before = before.previous_sibling("ability")) {
            if (rulesdb::trim_view(before.attribute("as").value()) == name) return true;
            if (!is_part(before)) break;  // the ability that starts the effect
        }
        return false;
    }

    // as="NAME" (taken only where the operation works on cards): the name is no target word and is
    // not given twice in the effect, and a later part of the effect works on it (else it would mean
    // nothing). That it is no card's id is checked once every card is read.
    void check_name(const XmlFile& file, pugi::xml_node node, pugi::xml_attribute as, std::string_view kind) {
        const auto name = rulesdb::trim_view(as.value());
        if (contains(words_.targets, name)) throw InputError(file.at(as, node, msg::say(say::kNameIsTargetWord, {{"name", name}})));
        if (named_before(node, kind, name)) throw InputError(file.at(as, node, msg::say(say::kNameTwice, {{"name", name}})));
        bool used = false;
        for (auto after = node.next_sibling("ability"); after && is_part(after) && !used; after = after.next_sibling("ability"))
            used = rulesdb::trim_view(after.attribute("target").value()) == name;
        if (!used) throw InputError(file.at(as, node, msg::say(say::kNameNotUsed, {{"name", name}})));
        card_targets_.push_back({&file, node, "as"});
    }

    void check_card_targets(const Scenario& s) const {
        std::vector<std::string> traits;  // every card's, gathered at the first trait asked for (few scenarios ask)
        bool gathered = false;
        auto all_traits = [&]() -> const std::vector<std::string>& {
            if (!std::exchange(gathered, true))
                for (const auto& player : s.players)
                    for (const auto& setup : player.cards)
                        for (const auto& t : setup.card.traits())
                            if (std::find(traits.begin(), traits.end(), t) == traits.end()) traits.push_back(t);
            return traits;
        };
        for (const auto& [file, node, attribute] : card_targets_) {
            if (attribute == std::string_view("as")) {
                const auto name = rulesdb::trim(node.attribute("as").value());
                if (ids_.contains(name)) throw InputError(file->at(node.attribute("as"), node, msg::say(say::kNameIsCardId, {{"name", name}})));
                continue;
            }
            if (attribute != std::string_view("target")) {
                // An argument naming a card (or one of its words), or a trait some card has: typed by the
                // operation's entry, or a where- filter's trait.
                if (trait_argument(operation_of(node), attribute) || is_condition_filter(attribute)) {
                    // Only the scenario's own words: a library card (bundled, or imported with its text
                    // read) may ask for a race no card of this board has, and then simply finds none.
                    if (file == &file_) check_trait(*file, node, node.attribute(attribute), all_traits());
                    continue;
                }
                check_value(*file, node, node.attribute(attribute), *card_argument(operation_of(node), attribute), scope());
                continue;
            }
            const auto target = rulesdb::trim(node.attribute("target").value());
            if (ids_.contains(target)) continue;
            // The words this operation takes in this kind of ability (check_fit let it through as a card id).
            const auto& words = targets_in(operation_of(node), rulesdb::trim_view(node.attribute("kind").value()))->words;
            auto suggestion = did_you_mean(target, words + ids_.sorted());
            throw InputError(file->at(node.attribute("target"), node,
                                      msg::say(say::kUnknownTarget, {{"target", target}}) +
                                          (suggestion.empty() ? msg::say(say::kGameHasTargets, {{"game", ruleset_.game()}, {"names", msg::join(words)}})
                                                              : suggestion)));
        }
    }

    void check_attachments() const {
        for (auto node : attachments_) check_value(file_, node, node.attribute("attached-to"), card_attr("attached-to"), scope());
        // A card attached to itself, or cards attached to each other in a ring, are on no card.
        std::map<std::string_view, std::string_view> host;
        for (auto node : attachments_) host[rulesdb::trim_view(node.attribute("id").value())] = rulesdb::trim_view(node.attribute("attached-to").value());
        for (auto node : attachments_) {
            const auto start = rulesdb::trim_view(node.attribute("id").value());
            auto at = host.find(start);
            for (std::size_t steps = 0; at != host.end() && steps <= host.size(); ++steps) {
                if (at->second == start)
                    throw InputError(file_.at(node.attribute("attached-to"), node,
                                              msg::say(steps == 0 ? say::kAttachedToItself : say::kAttachedInRing, {{"card", std::string(start)}})));
                at = host.find(at->second);
            }
        }
        for (const auto& [file, node, spec] : card_statuses_) check_value(*file, node, node.attribute(spec.name.c_str()), spec, scope());
    }

    Action read_action(pugi::xml_node node) {
        Action a;
        a.kind = node.name();
        a.pos = pos(node);
        if (a.kind == "expect") {
            const auto branches = read_branches(node);
            for (const char* count : {"lines", "outcomes"})
                if (auto attr = node.attribute(count))
                    throw InputError(file_.at(attr, node, msg::say(say::kCountOnFinalExpectOnly, {{"attribute", count}})));
            ++groups_;
            a.checkpoint.reserve(count_elements(node));
            for (auto e : node.children())
                if (e.type() == pugi::node_element) a.checkpoint.push_back(read_expectation(e, branches));
            return a;
        }
        if (a.kind == kAnyAnswer) {
            // The core's own move: the ruleset lists the answers (Ruleset::open_answers).
            check_attribute_names(file_, node, {"player"});
            check_child_names(file_, node, {});
            a.player = file_.required(node, "player");
            check_value(file_, node, node.attribute("player"), kPlayerAttribute, scope());
            return a;
        }
        const auto& specs = words_.actions;
        auto spec = std::find_if(specs.begin(), specs.end(), [&](const ActionSpec& x) { return x.kind == a.kind; });
        if (spec == specs.end()) {
            std::vector<std::string> kinds{"expect", kAnyAnswer};
            for (const auto& x : specs) kinds.push_back(x.kind);
            auto near = near_name(a.kind, kinds);
            throw InputError(file_.at(node, msg::say(say::kNoSuchAction, {{"game", ruleset_.game()}, {"action", a.kind}}) +
                                                (near ? msg::say(say::kDidYouMeanElement, {{"name", *near}}) : msg::say(say::kItHas, {{"names", msg::join(kinds)}}))));
        }
        const auto index = static_cast<std::size_t>(spec - specs.begin());
        check_element(file_, node, words_.action_specs[index], words_.action_attributes[index].names(), scope());
        ValuesByName arguments;
        for (auto attr = node.first_attribute(); attr; attr = attr.next_attribute()) {
            const std::string_view name = attr.name();
            const auto value = rulesdb::trim_view(attr.value());
            if (name == "player") {
                if (a.player.empty()) a.player = value;  // the first, checked (and not empty) as XmlFile::required reads it
            } else if (name == "expect") {
                if (value != "refused") throw InputError(file_.at(attr, node, msg::say(say::kExpectMustBeRefused)));
                a.expect_refused = true;
            } else if (name == "because") {
                a.refused_because = value;
            } else if (!arguments.add(name, value)) {
                put(a.arguments, attr);
            }
        }
        arguments.put_into(a.arguments);
        if (!a.refused_because.empty() && !a.expect_refused)
            throw InputError(file_.at(node.attribute("because"), node, msg::say(say::kBecauseNeedsRefused)));
        return a;
    }

    ScriptedDecision read_decision(pugi::xml_node d) {
        const AttributesOf attributes(d, kDecisionAttributes);
        attributes.check(file_);
        check_child_names(file_, d, {});
        ScriptedDecision decision{std::string(file_.required_value(d, attributes[kDecisionPlayer], "player")),
                                  std::string(file_.required_value(d, attributes[kDecisionKind], "kind")),
                                  std::string(file_.required_value(d, attributes[kDecisionChoice], "choice")), pos(d)};
        check_value(file_, d, attributes[kDecisionPlayer], kPlayerAttribute, scope());
        const auto& kinds = words_.decision_kinds;
        auto spec = std::find_if(kinds.begin(), kinds.end(), [&](const DecisionSpec& k) { return k.kind == decision.kind; });
        if (spec == kinds.end()) {
            std::vector<std::string> names;
            for (const auto& k : kinds) names.push_back(k.kind);
            throw InputError(file_.at(attributes[kDecisionKind], d, unknown(names, say::kWhatDecisionKind, decision.kind)));
        }
        check_value(file_, d, attributes[kDecisionChoice], spec->choice, scope());
        if (attributes.has(kDecisionFor)) {
            decision.about = rulesdb::trim(attributes[kDecisionFor].value());
            if (!ids_.contains(decision.about) && std::find(players_.begin(), players_.end(), decision.about) == players_.end())
                throw InputError(file_.at(attributes[kDecisionFor], d, msg::say(say::kDecisionForUnknown, {{"value", decision.about}})));
        }
        return decision;
    }

    // <expect branches="all|some|none">: in how many explored lines its expectations must hold.
    Branches read_branches(pugi::xml_node expect) const {
        const AttributesOf attributes(expect, kExpectAttributes);
        attributes.check(file_);
        if (!attributes.has(0)) return Branches::All;
        auto word = present_word(file_, expect, attributes[0], kBranchWords, say::kWhatBranchesValue);
        return word == "some" ? Branches::Some : word == "none" ? Branches::None : Branches::All;
    }

    // <expect lines="N" outcomes="M">: how many lines an explored scenario plays and how many
    // distinct outcomes they end in; read only where the scenario explores.
    void read_counts(pugi::xml_node expect, Scenario& s) const {
        for (const char* count : {"lines", "outcomes"}) {
            auto attr = expect.attribute(count);
            if (!attr) continue;
            if (!s.explore) throw InputError(file_.at(attr, expect, msg::say(say::kCountNeedsExplore, {{"attribute", count}})));
            const auto parsed = parse_whole_number(rulesdb::trim_view(attr.value()), 1, kMaxValue);
            if (!parsed.value) throw InputError(file_.at(attr, expect, msg::say(say::kCountNotNumber, {{"attribute", count}, {"text", attr.value()}})));
            auto& target = std::string_view(count) == "lines" ? s.expect_lines : s.expect_outcomes;
            target = ExpectedCount{static_cast<std::size_t>(*parsed.value), pos(expect)};
        }
    }

    Expectation read_expectation(pugi::xml_node node, Branches branches) {
        Expectation e;
        e.what = node.name();
        e.pos = pos(node);
        e.branches = branches;
        e.group = groups_;
        const auto what = kExpectationKindNames.index_of(node.name());
        if (what == NameSet::kAbsent) {
            auto near = near_name(e.what, kExpectationKinds);
            throw InputError(file_.at(node, msg::say(say::kUnknownExpectation, {{"name", e.what}}) +
                                                (near ? msg::say(say::kDidYouMeanElement, {{"name", *near}}) : msg::say(say::kExpectationKinds))));
        }
        const auto& specs = words_.expectations[what];
        const auto found = check_element(file_, node, specs, specs.names().names(), scope());
        put_all(e.attributes, node);
        // The attribute's last value, as the map keeps it.
        auto value_of = [&](std::string_view name) -> const std::string& {
            return std::lower_bound(e.attributes.begin(), e.attributes.end(), name,
                                    [](const auto& entry, std::string_view n) { return entry.first < n; })
                ->second;
        };
        if (what == kCardExpectation) {
            if (auto tapped = node.attribute("tapped"); tapped && !ruleset_.cards_tap())
                throw InputError(file_.at(tapped, node, msg::say(say::kNoTappingHere, {{"game", ruleset_.game()}, {"names", msg::join(words_.status_names)}})));
            if (auto p = found.of(kCardPlayerSpec); p && value_of("player") != "none") check_value(file_, node, p, kPlayerAttribute, scope());
            if (auto i = found.of(kCardIndexSpec); i && value_of("index") != "none") read_number(file_, node, i, 0, kMaxValue);
        }
        if (what == kValueExpectation) {
            const auto& stat = value_of("stat");  // a required attribute: there
            auto bare = stat.rfind("printed:", 0) == 0 ? stat.substr(8) : stat;
            if (!contains(words_.stats, bare))
                throw InputError(file_.at(found.of(kValueStatSpec), node, unknown(words_.stats, say::kWhatStat, bare)));
        }
        if (what == kWinnerExpectation) {
            const bool player = found.of(kWinnerPlayerSpec), none = found.of(kWinnerNoneSpec);
            if (!player && !none) throw InputError(file_.at(node, msg::say(say::kWinnerNeedsOne)));
            if (player && none) throw InputError(file_.at(node, msg::say(say::kWinnerNotBoth)));
        }
        return e;
    }

    const XmlFile& file_;
    const Ruleset& ruleset_;
    const RulesetWords& words_;
    const CardLibrary& library_;
    CardIdSet ids_;
    std::vector<std::string> players_;
    std::vector<pugi::xml_node> attachments_;
    std::vector<CardTarget> card_targets_;  // abilities whose target must be a card id
    std::vector<CardStatus> card_statuses_;  // statuses whose value must be a card id
    std::size_t groups_ = 0;  // <expect> elements read so far
};

// A library card's printed text (<text>, <text-en>): once each, no attributes, words only.
void check_printed_texts(const XmlFile& file, pugi::xml_node card) {
    for (const char* name : {"text", "text-en"})
        for (auto text = card.child(name); text; text = text.next_sibling(name)) {
            if (text.previous_sibling(name))
                throw InputError(file.at(text, msg::say(rulesdb::say::kChildTwice, {{"element", "card"}, {"child", name}})));
            check_attribute_names(file, text, {});
            file.check_text_only(text);
        }
}

// Reads and checks a card library and works out each card's definition; `read` parses its file
// (into a shared XmlFile: the cards' definitions point into it).
template <typename ReadFile>
std::shared_ptr<const CardLibrary> build_library(const ReadFile& read, const Ruleset& ruleset) {
    auto library = std::make_shared<CardLibrary>(ruleset);
    try {
        library->file = read();
        const auto& file = *library->file;
        auto root = file.root();
        if (std::strcmp(root.name(), "cards") != 0) throw InputError(file.at(root, msg::say(say::kLibraryRoot)));
        check_attribute_names(file, root, {"game", "source"});
        check_child_names(file, root, {"card"});
        // Every card's names are checked, used or not, so that a typo in the library shows at once.
        const auto& card_attributes = library->words.library_card_attributes;
        const auto& ability_attributes = library->words.ability_attributes;
        std::map<std::string, pugi::xml_node> nodes;  // a name given twice: the later card
        for (auto node : root.children("card")) {
            check_attribute_names(file, node, card_attributes);
            // <official>: the official sections the card's entry cites, which `db build` checks.
            check_child_names(file, node, {"ability", "text", "text-en", "official"});
            for (auto official : node.children("official")) check_attribute_names(file, official, {"doc", "section"});
            for (auto ability : node.children("ability")) check_attribute_names(file, ability, ability_attributes);
            check_printed_texts(file, node);
            nodes[file.required(node, "name")] = node;
        }
        // A definition's problem is kept with the card: only a scenario that uses the card reports it.
        Reader definitions(file, ruleset, *library);
        for (const auto& [name, node] : nodes) library->cards.emplace(name, definitions.define(node));
    } catch (const InputError& e) {
        library->cards.clear();
        library->error = e.diagnostic();
    }
    return library;
}

}  // namespace

CardLibraryProblems card_library_problems(std::shared_ptr<const XmlFile> file, const Ruleset& ruleset) {
    const auto library = build_library([&] { return file; }, ruleset);
    if (library->error) return {library->error, {}};
    CardLibraryProblems problems;
    for (const auto& [name, card] : library->cards)
        if (card.error) problems.cards.push_back(*card.error);
    std::sort(problems.cards.begin(), problems.cards.end(), [](const auto& a, const auto& b) { return std::tie(a.line, a.column) < std::tie(b.line, b.column); });
    return problems;
}

CardLibraryCache::CardLibraryCache(fs::path display_base) : display_base_(std::move(display_base)) {}
CardLibraryCache::~CardLibraryCache() = default;

std::shared_ptr<const CardLibrary> CardLibraryCache::get(const fs::path& path, const Ruleset& ruleset) {
    std::lock_guard lock(mutex_);
    auto& library = libraries_[{path.string(), ruleset.game()}];
    if (!library && added_.contains(ruleset.game())) {
        library = build_library([&] { return with_added_cards(path, added_.at(ruleset.game()), ruleset.game()); }, ruleset);
        ++builds_;
    }
    if (!library) {
        std::error_code ec;
        if (fs::is_regular_file(path, ec))
            library = build_library([&] { return std::make_shared<const XmlFile>(path, rulesdb::display_path_lexical(path, display_base_), rulesdb::InputKind::scenario); }, ruleset);
        else
            library = std::make_shared<CardLibrary>(ruleset);  // no file: no library cards
        ++builds_;
    }
    return library;
}

std::shared_ptr<const CardLibrary> CardLibraryCache::get(const LibraryText& text, const Ruleset& ruleset) {
    std::lock_guard lock(mutex_);
    // Told apart from a path by the prefix: a text and a file of the same name are two libraries.
    auto& library = libraries_[{"text:" + text.display_name, ruleset.game()}];
    if (!library) {
        library = build_library([&] { return std::make_shared<const XmlFile>(XmlFile::FromText{}, text.text, text.display_name); }, ruleset);
        ++builds_;
    }
    return library;
}

std::shared_ptr<const CardLibrary> CardLibraryCache::get_in(const fs::path& root, const Ruleset& ruleset) {
    const auto game = ruleset.game();
    {
        std::lock_guard lock(mutex_);
        for (const auto& found : found_)
            if (found.game == game && found.root == root.native()) return found.library;
    }
    auto library = get(root / game / "cards.xml", ruleset);
    std::lock_guard lock(mutex_);
    found_.push_back({root.native(), game, library});  // two threads may both add it: the same library
    return library;
}

// The library file with `elements` before its closing </cards> (its own cards keep their lines), or a
// library of those cards alone when there is no file.
std::shared_ptr<const XmlFile> CardLibraryCache::with_added_cards(const fs::path& path, const std::string& elements, const std::string& game) const {
    const auto name = rulesdb::display_path_lexical(path, display_base_);
    std::error_code ec;
    if (!fs::is_regular_file(path, ec))
        return std::make_shared<const XmlFile>(XmlFile::FromText{}, "<cards game=\"" + game + "\">\n" + elements + "</cards>\n", name);
    const XmlFile file(path, name, rulesdb::InputKind::scenario);  // read and checked as it stands first
    std::string text = rulesdb::read_input_text(path, name, rulesdb::InputKind::scenario);
    // The added cards are UTF-8: a library in another encoding is converted first (and says so).
    if (const auto declared = rulesdb::declared_xml_encoding(text); !declared.empty() && !rulesdb::is_utf8_label(declared)) {
        text = rulesdb::to_utf8(text, rulesdb::supported_encoding(declared)).text;
        const auto label = text.find(declared);
        if (label != std::string::npos) text.replace(label, declared.size(), "UTF-8");
    }
    const auto end = text.rfind("</cards>");
    if (end == std::string::npos) return std::make_shared<const XmlFile>(XmlFile::FromText{}, text, name);  // <cards/>: its own error
    text.insert(end, elements);
    return std::make_shared<const XmlFile>(XmlFile::FromText{}, std::move(text), name);
}

void CardLibraryCache::add_cards(const std::string& game, std::string elements) {
    std::lock_guard lock(mutex_);
    added_[game] += elements;
}

std::size_t CardLibraryCache::builds() const {
    std::lock_guard lock(mutex_);
    return builds_;
}

namespace {

// Reads the scenario in `xml`; `library_of` gives its game's card library.
template <typename LibraryOf>
LoadedScenario load(const XmlFile& xml, const RulesetLookup& rulesets, const LibraryOf& library_of) {
    auto root = xml.root();
    if (std::strcmp(root.name(), "scenario") != 0) throw InputError(xml.at(root, msg::say(say::kScenarioRoot)));
    auto game = xml.required(root, "game");
    const Ruleset* ruleset = rulesets(game);
    if (!ruleset) throw InputError(xml.at(root.attribute("game"), root, msg::say(say::kUnknownGame, {{"game", game}})));
    std::shared_ptr<const CardLibrary> library = library_of(*ruleset);
    Reader reader(xml, *ruleset, *library);
    LoadedScenario loaded{reader.read(root, game), ruleset};
    for (auto& p : loaded.scenario.players)
        for (auto& c : p.cards)
            if (c.card.entered_turn == -1) c.card.entered_turn = loaded.scenario.turn;
    return loaded;
}

LoadedScenario load(const fs::path& file, const std::string& display_name, const RulesetLookup& rulesets, const fs::path& library_root,
                    CardLibraryCache* libraries) {
    XmlFile xml(file, display_name, rulesdb::InputKind::scenario);
    // The game's card library (and words): from the run's cache, or read for this scenario alone.
    return load(xml, rulesets, [&](const Ruleset& ruleset) {
        if (libraries) return libraries->get_in(library_root, ruleset);
        CardLibraryCache once(fs::current_path());
        return once.get(library_root / ruleset.game() / "cards.xml", ruleset);
    });
}

}  // namespace

LoadedScenario load_scenario(const fs::path& file, const std::string& display_name, const RulesetLookup& rulesets,
                             const fs::path& library_root) {
    return load(file, display_name, rulesets, library_root, nullptr);
}

LoadedScenario load_scenario(const fs::path& file, const std::string& display_name, const RulesetLookup& rulesets,
                             const fs::path& library_root, CardLibraryCache& libraries) {
    return load(file, display_name, rulesets, library_root, &libraries);
}

LoadedScenario load_scenario_text(std::string text, const std::string& display_name, const RulesetLookup& rulesets,
                                  const LibraryTexts& library_texts, CardLibraryCache& libraries) {
    XmlFile xml(XmlFile::FromText{}, std::move(text), display_name);
    return load(xml, rulesets, [&](const Ruleset& ruleset) {
        std::shared_ptr<const CardLibrary> library;
        if (auto text = library_texts(ruleset.game())) library = libraries.get(*text, ruleset);
        else library = std::make_shared<const CardLibrary>(ruleset);  // no library: no library cards
        return library;
    });
}

ScenarioHeader read_scenario_header(const fs::path& file, const std::string& display_name) {
    XmlFile xml(file, display_name, rulesdb::InputKind::scenario);
    auto root = xml.root();
    if (std::strcmp(root.name(), "scenario") != 0) throw InputError(xml.at(root, msg::say(say::kScenarioRoot)));
    ScenarioHeader header{xml.required(root, "id"), xml.required(root, "game"), {}, {}, {}};
    for (auto r : root.child("rulings").children("ruling")) {
        header.rulings.push_back(xml.required(r, "ref"));
        header.ruling_lines.push_back(xml.line_of(r));
    }
    // Cards stand in players' zones and under other cards: every <card> of the setup, at any depth.
    for (auto card : root.child("setup").select_nodes(".//card")) {
        const std::string name = rulesdb::trim(card.node().attribute("name").value());
        if (!name.empty() && std::find(header.card_names.begin(), header.card_names.end(), name) == header.card_names.end())
            header.card_names.push_back(name);
    }
    return header;
}

}  // namespace judge
