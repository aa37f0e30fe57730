// The Markdown of a game's operation entries (operations_table.hpp), in the process's language:
// the scenario words stay as written, the prose around them is English or Japanese.
#include "judge/core/operations_table.hpp"

#include "judge/core/core_messages.hpp"
#include "messages/language.hpp"

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
        case ValueType::WholeNumbers: out += " (" + msg::say(say::kOpsRange, {{"min", a.min}, {"max", a.max}}) + ")"; break;
        case ValueType::CardId:
        case ValueType::CardIds: out += " (" + (a.words.empty() ? msg::say(say::kOpsCardId) : msg::say(say::kOpsCardIdOr, {{"words", code_list(a.words)}})) + ")"; break;
        case ValueType::Player: out += " (" + msg::say(say::kOpsPlayerId) + ")"; break;
        case ValueType::Keyword: out += " (" + msg::say(say::kOpsKeyword) + ")"; break;
        case ValueType::Trait: out += " (" + msg::say(say::kOpsTrait) + ")"; break;
        case ValueType::Text: break;
    }
    return a.required ? out + msg::say(say::kOpsRequired) : out;
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
        if (t.card_id) words += (words.empty() ? "" : ", ") + msg::say(say::kOpsCardId);
        if (words.empty()) words = "—";
        if (t.required) words += msg::say(say::kOpsRequired);
        if (!t.filters.empty()) words += "; " + msg::say(say::kOpsNarrowedBy, {{"filters", code_list(t.filters)}});
        const bool every_kind = t.kinds.empty() || t.kinds == op.kinds;
        out += (out.empty() ? "" : "; ") + (every_kind ? words : msg::say(say::kOpsIn, {{"kinds", code_list(t.kinds)}}) + ": " + words);
    }
    return out;
}

}  // namespace

std::string operations_table(const Ruleset& ruleset) {
    std::string out = msg::say(say::kOpsHeader) + "\n|---|---|---|---|---|\n";
    for (const auto& op : ruleset.operation_specs()) {
        auto own = arguments(op.arguments);
        if (!op.duration_kinds.empty())
            own = (own == "—" ? std::string() : own + "; ") + "`duration`" +
                  (op.duration_kinds == op.kinds ? "" : " (" + msg::say(say::kOpsIn, {{"kinds", code_list(op.duration_kinds)}}) + ")");
        out += "| `" + op.name + "`" + (op.term ? " " + msg::text(*op.term).ja : std::string()) + " | " + code_list(op.kinds) + " | " + own + " | " + targets(op) +
               " | " + (op.cite ? std::string(op.cite) : "—") + " |\n";
    }
    const auto common = ruleset.common_ability_arguments();
    out += "\n" + msg::say(say::kOpsEveryOperation, {{"arguments", common.empty() ? msg::say(say::kOpsNothingMore) : arguments(common)}}) + "\n";
    for (const auto& kind : ruleset.ability_kinds())
        if (const auto more = ruleset.kind_arguments(kind); !more.empty())
            out += msg::say(say::kOpsKindAlso, {{"kind", kind}, {"arguments", arguments(more)}}) + "\n";
    if (const auto where = ruleset.condition_filters(); !where.empty())
        out += msg::say(say::kOpsConditionFilters, {{"conditions", code_list(ruleset.filtered_conditions())}, {"arguments", arguments(where)}}) + "\n";
    const auto once = ruleset.once_per_turn_kinds();
    out += msg::say(once.empty() ? say::kOpsWrittenOnNoOnce : say::kOpsWrittenOn,
                    {{"triggered", code_list(ruleset.triggered_kinds())}, {"conditions", code_list(ruleset.condition_kinds())}, {"once", code_list(once)}}) +
           "\n";
    return out;
}

}  // namespace judge
