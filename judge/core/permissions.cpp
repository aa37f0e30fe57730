// The can/can't and gain/lose decision shared by every ruleset: see permissions.hpp.
#include "judge/core/permissions.hpp"

namespace judge {

namespace {

// "effect of k1", or the rules when an entry has no source card.
std::string said_by(const Permission& entry) { return entry.source.empty() ? "the rules" : "effect of " + entry.source; }

}  // namespace

PermissionVerdict decide_permission(GameState& state, const std::vector<Permission>& ledger, const PermissionQuestion& question,
                                    const std::string& precedence_rule) {
    auto verdict = resolve_permission(ledger, question.subject, question.capability, question.base);
    const Permission* allow = nullptr;
    const Permission* deny = nullptr;
    for (const auto& entry : ledger)
        if (entry.subject == question.subject && entry.capability == question.capability) (entry.allow ? allow : deny) = &entry;
    const bool granted = allow || !question.granted_by.empty();
    if (!deny || !granted || verdict.allowed) return verdict;
    verdict.conflict = true;
    const std::string can = allow ? said_by(*allow) : question.granted_by;
    const bool keyword = question.capability.rfind("keyword:", 0) == 0;
    if (keyword)
        state.note(precedence_rule, question.subject + " both has (" + can + ") and loses (" + said_by(*deny) + ") " + question.wording +
                                        ": losing wins");
    else
        state.note(precedence_rule, question.subject + " can " + question.wording + " (" + can + ") and cannot (" + said_by(*deny) +
                                        "): cannot wins");
    return verdict;
}

}  // namespace judge
