// The can/can't and gain/lose decision shared by every ruleset: see permissions.hpp.
#include "judge/core/permissions.hpp"

#include "judge/core/core_messages.hpp"

namespace judge {

namespace {

// "effect of k1", or the rules when an entry has no source card.
msg::Text said_by(const Permission& entry) { return entry.source.empty() ? msg::text(say::kTheRules) : msg::text(say::kEffectOf, {{"card", entry.source}}); }

}  // namespace

PermissionVerdict decide_permission(GameState& state, const std::vector<Permission>& ledger, const PermissionQuestion& question,
                                    const std::string& precedence_rule) {
    auto verdict = resolve_permission(ledger, question.subject, question.capability, question.base);
    const Permission* allow = nullptr;
    const Permission* deny = nullptr;
    for (const auto& entry : ledger)
        if (entry.subject == question.subject && entry.capability == question.capability) (entry.allow ? allow : deny) = &entry;
    const bool granted = allow || !question.granted_by.text.empty();
    if (!deny || !granted || verdict.allowed) return verdict;
    verdict.conflict = true;
    const msg::Text can = allow ? said_by(*allow) : question.granted_by.text;
    const bool keyword = question.capability.rfind("keyword:", 0) == 0;
    state.note(precedence_rule, keyword ? say::kLosingWins : say::kCannotWins, {{"subject", question.subject},
                                                                                        {"can", can},
                                                                                        {"deny", said_by(*deny)},
                                                                                        {"wording", question.wording.text}});
    return verdict;
}

}  // namespace judge
