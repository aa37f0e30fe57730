// The Markdown of a game's operation entries (operations_table.hpp).
#include "judge/core/operations_table.hpp"

namespace judge {

namespace {

std::string code_list(const std::vector<std::string>& words) {
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "`" : ", `") + w + "`";
    return out;
}

// One argument as a reader writes it: its name, what its value may be, and whether it must be there.
std::string argument(const AttributeSpec& a) {
    std::string out = "`" + a.name + "`";
    switch (a.type) {
        case ValueType::Word: out += " (" + code_list(a.words) + ")"; break;
        case ValueType::WholeNumber:
        case ValueType::WholeNumbers: out += " (" + std::to_string(a.min) + " to " + std::to_string(a.max) + ")"; break;
        case ValueType::CardId:
        case ValueType::CardIds: out += " (a card id" + (a.words.empty() ? std::string() : " or " + code_list(a.words)) + ")"; break;
        case ValueType::Player: out += " (a player id)"; break;
        case ValueType::Keyword: out += " (a keyword)"; break;
        case ValueType::Trait: out += " (a trait a card of the scenario has)"; break;
        case ValueType::Text: break;
    }
    return a.required ? out + ", required" : out;
}

std::string arguments(const std::vector<AttributeSpec>& specs) {
    if (specs.empty()) return "—";
    std::string out;
    for (const auto& a : specs) out += (out.empty() ? "" : "; ") + argument(a);
    return out;
}

std::string targets(const OperationSpec& op) {
    if (op.targets.empty()) return "—";
    std::string out;
    for (const auto& t : op.targets) {
        auto words = code_list(t.words);
        if (t.card_id) words += words.empty() ? "a card id" : ", a card id";
        if (words.empty()) words = "—";
        if (t.required) words += ", required";
        if (!t.filters.empty()) words += "; narrowed by " + code_list(t.filters);
        const bool every_kind = t.kinds.empty() || t.kinds == op.kinds;
        out += (out.empty() ? "" : "; ") + (every_kind ? words : "in " + code_list(t.kinds) + ": " + words);
    }
    return out;
}

}  // namespace

std::string operations_table(const Ruleset& ruleset) {
    std::string out = "| `op` | written in `kind` | arguments | `target` | rule |\n|---|---|---|---|---|\n";
    for (const auto& op : ruleset.operation_specs()) {
        auto own = arguments(op.arguments);
        if (!op.duration_kinds.empty())
            own = (own == "—" ? std::string() : own + "; ") + "`duration`" + (op.duration_kinds == op.kinds ? "" : " (in " + code_list(op.duration_kinds) + ")");
        out += "| `" + op.name + "`" + (op.term ? " " + msg::text(*op.term).ja : std::string()) + " | " + code_list(op.kinds) + " | " + own + " | " + targets(op) +
               " | " + (op.cite ? std::string(op.cite) : "—") + " |\n";
    }
    const auto common = ruleset.common_ability_arguments();
    out += "\nEvery operation also takes: " + (common.empty() ? std::string("nothing more") : arguments(common)) + ".\n";
    for (const auto& kind : ruleset.ability_kinds())
        if (const auto more = ruleset.kind_arguments(kind); !more.empty()) out += "In a `" + kind + "` ability, also: " + arguments(more) + ".\n";
    if (const auto where = ruleset.condition_filters(); !where.empty())
        out += "Beside a condition that counts cards (" + code_list(ruleset.filtered_conditions()) + "), what it counts is narrowed by: " + arguments(where) + ".\n";
    const auto once = ruleset.once_per_turn_kinds();
    out += "`trigger` is written on " + code_list(ruleset.triggered_kinds()) + " abilities, where it is required; `condition` on " +
           code_list(ruleset.condition_kinds()) + "; `once-per-turn` " + (once.empty() ? std::string("on none") : "on " + code_list(once)) + ".\n";
    return out;
}

}  // namespace judge
