// The ability language's entries: what each operation of a game takes and where it may be written.
// A game lists its operations once (Ruleset::operation_specs); the loader checks every <ability>
// against its operation's entry, so that a word that would do nothing where it is written is an
// error of the file, and the flat word lists (operations, arguments, the schema's) are made from it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "judge/core/attribute_spec.hpp"
#include "messages/message.hpp"

namespace judge {

// What an operation works on in some kinds of ability: a static ability reads its target as a set
// of cards the effect covers, an ability that resolves picks its cards then, so one operation may
// take different targets by kind.
struct TargetSpec {
    std::vector<std::string> kinds;  // the ability kinds these are for; empty: every kind of the operation
    std::vector<std::string> words;  // the target words it works on
    bool card_id = false;            // target="ID" names a card of the scenario
    bool required = false;           // written always: without one the operation finds nothing to work on
    std::vector<std::string> filters = {};  // the operation's arguments that narrow these cards (an argument
                                            // that narrows the cards of another kind only is refused here)
};

// One operation: the ability kinds it does something in, the arguments it reads (a required one must
// be written) and what it works on (no TargetSpec for a kind: it takes no target there).
struct OperationSpec {
    std::string name;
    const msg::Message* term = nullptr;    // the game's own word for it (the English is the name as written)
    std::vector<std::string> kinds;        // the ability kinds it is written in
    std::vector<AttributeSpec> arguments;  // besides the game's common arguments (Ruleset::common_ability_arguments)
    std::vector<TargetSpec> targets;       // the first whose kinds hold the ability's kind applies
    bool takes_trigger = false;            // its trigger="…" is a word of its own (dm's ignore names what it ignores)
    std::vector<std::string> duration_kinds = {};  // where its effect lasts, so that duration="…" means something
    const char* cite = nullptr;  // the rule its steps name, where the game names one rule per operation
};

// The entry with the rule its steps name.
inline OperationSpec citing(OperationSpec spec, const char* cite) {
    spec.cite = cite;
    return spec;
}

// The targets `op` takes in an ability of `kind`; null when it takes none there.
inline const TargetSpec* targets_in(const OperationSpec& op, std::string_view kind) {
    for (const auto& t : op.targets) {
        if (t.kinds.empty()) return &t;
        for (const auto& k : t.kinds)
            if (k == kind) return &t;
    }
    return nullptr;
}

// A game's table of operations pairs each OperationSpec (its `spec`) with the game's handler; these
// two read any such table.
// The entry named `name`, or null when the table has none.
template <class Entry>
const Entry* entry_named(const std::vector<Entry>& table, std::string_view name) {
    for (const auto& entry : table)
        if (entry.spec.name == name) return &entry;
    return nullptr;
}

// The specs of the table's entries, in its order.
template <class Entry>
std::vector<OperationSpec> specs_of(const std::vector<Entry>& table) {
    std::vector<OperationSpec> out;
    out.reserve(table.size());
    for (const auto& entry : table) out.push_back(entry.spec);
    return out;
}

// The operations' names, in their order.
inline std::vector<std::string> operation_names(const std::vector<OperationSpec>& specs) {
    std::vector<std::string> out;
    out.reserve(specs.size());
    for (const auto& s : specs) out.push_back(s.name);
    return out;
}

// Every argument any operation (or every operation) reads, once per name: the flat list the schema
// and the template show. Where two operations type one name differently the widest type stands:
// the same word list joined, the number range spanning both, and text where the kinds differ.
std::vector<AttributeSpec> all_arguments(const std::vector<OperationSpec>& specs, const std::vector<AttributeSpec>& common);

// Every target word some operation takes, in the order first met.
std::vector<std::string> all_targets(const std::vector<OperationSpec>& specs);

}  // namespace judge
