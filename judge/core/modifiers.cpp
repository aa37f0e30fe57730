// Value arithmetic and permission resolution: the negative wins unless an entry says it overrides.
#include "judge/core/modifiers.hpp"

#include "judge/core/core_messages.hpp"
#include "judge/core/numbers.hpp"
#include "messages/language.hpp"

namespace judge {

Duration duration_of(const Ability& ability) {
    if (ability.duration == "turn") return Duration::EndOfTurn;
    if (ability.duration == "while-source") return Duration::WhileSourceOnField;
    if (ability.duration == "until-next-turn") return Duration::UntilNextTurn;
    return Duration::Permanent;
}

int printed_value(const Card& card, std::string_view stat) {
    if (stat.starts_with("printed:")) stat.remove_prefix(8);
    auto it = card.printed().find(stat);
    return it == card.printed().end() ? 0 : it->second;
}

int modifier_total(const std::vector<Modifier>& modifiers, std::string_view card, std::string_view stat) {
    int total = 0;
    for (const auto& m : modifiers)
        if (m.target == card && m.stat == stat) total = checked_add(total, m.amount, [&] { return msg::say(say::kValueOfCard, {{"stat", stat}, {"card", card}}); });
    return total;
}

PermissionVerdict resolve_permission(const std::vector<Permission>& ledger, const std::string& subject,
                                     const std::string& capability, bool base) {
    const Permission* allow = nullptr;
    const Permission* deny = nullptr;
    const Permission* overriding = nullptr;
    for (const auto& entry : ledger) {
        if (entry.subject != subject || entry.capability != capability) continue;
        (entry.allow ? allow : deny) = &entry;
        if (entry.overrides && (!overriding || entry.timestamp > overriding->timestamp)) overriding = &entry;
    }
    PermissionVerdict verdict;
    verdict.conflict = allow && deny;
    if (overriding) {
        verdict.allowed = overriding->allow;
        verdict.decisive = *overriding;
    } else if (deny) {
        verdict.allowed = false;
        verdict.decisive = *deny;
    } else if (allow) {
        verdict.allowed = true;
        verdict.decisive = *allow;
    } else {
        verdict.allowed = base;
    }
    return verdict;
}

}  // namespace judge
