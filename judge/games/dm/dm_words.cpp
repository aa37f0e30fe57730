// The scenario format's Duel Masters words in both languages, for the steps, refusals and prompts
// that name them (dm_messages_words.hpp): the English form is the word as written, the Japanese one
// the game's own term. A word with no entry stays itself, quoted in the Japanese.
#include <initializer_list>
#include <utility>

#include "judge/games/dm/dm_operations.hpp"
#include "judge/games/scenario_words.hpp"

namespace judge::dm {

using games::look_up_word;
using games::WordEntry;

namespace {

// The number after "NAME:" when `word` is NAME:N, else nothing.
std::optional<std::string> number_after(std::string_view word, std::string_view name) {
    if (word.size() <= name.size() + 1 || word.substr(0, name.size()) != name || word[name.size()] != ':') return std::nullopt;
    return std::string(word.substr(name.size() + 1));
}

}  // namespace

// An operation's term stands in its entry (dm_language.cpp).
msg::Text operation_name(std::string_view op) {
    if (const auto* entry = entry_named(operation_table(), op)) return msg::text(*entry->spec.term);
    return games::scenario_word(op);
}

msg::Text capability_name(std::string_view capability, CapabilityForm form) {
    struct Forms {
        std::string_view word;
        const msg::Message *noun, *can, *cannot;
    };
    static constexpr Forms kForms[] = {
        {"attack", &say::kCapAttack, &say::kCapAttackCan, &say::kCapAttackCannot},
        {"block", &say::kCapBlock, &say::kCapBlockCan, &say::kCapBlockCannot},
        {"be-chosen", &say::kCapBeChosen, &say::kCapBeChosenCan, &say::kCapBeChosenCannot},
        {"be-chosen-by-opponent", &say::kCapBeChosenByOpponent, &say::kCapBeChosenByOpponentCan, &say::kCapBeChosenByOpponentCannot},
        {"be-attacked", &say::kCapBeAttacked, &say::kCapBeAttackedCan, &say::kCapBeAttackedCannot},
        {"be-blocked", &say::kCapBeBlocked, &say::kCapBeBlockedCan, &say::kCapBeBlockedCannot},
        {"leave", &say::kCapLeave, &say::kCapLeaveCan, &say::kCapLeaveCannot},
        {"attack-player", &say::kCapAttackPlayer, &say::kCapAttackPlayerCan, &say::kCapAttackPlayerCannot},
        {"attack-creature", &say::kCapAttackCreature, &say::kCapAttackCreatureCan, &say::kCapAttackCreatureCannot},
        {"must-attack", &say::kCapMustAttack, &say::kCapMustAttackCan, &say::kCapMustAttackCannot},
        {"must-attack-this", &say::kCapMustAttackThis, &say::kCapMustAttackThisCan, &say::kCapMustAttackThisCannot},
    };
    auto pick = [form](const msg::Message* noun, const msg::Message* can, const msg::Message* cannot) {
        return form == CapabilityForm::noun ? noun : form == CapabilityForm::can ? can : cannot;
    };
    for (const auto& f : kForms)
        if (f.word == capability) return msg::text(*pick(f.noun, f.can, f.cannot));
    if (auto n = number_after(capability, "put-creature-power-at-most"))
        return msg::text(*pick(&say::kCapPutPowerAtMost, &say::kCapPutPowerAtMostCan, &say::kCapPutPowerAtMostCannot), {{"n", *n}});
    if (form == CapabilityForm::noun) return games::scenario_word(capability);
    return msg::text(form == CapabilityForm::can ? say::kCapOtherCan : say::kCapOtherCannot, {{"word", capability}});
}

msg::Text condition_name(std::string_view condition) {
    for (const auto& [name, message] : std::initializer_list<WordEntry>{{"my-mana-at-least", &say::kIfMyManaAtLeast},
                                                                    {"my-shields-at-most", &say::kIfMyShieldsAtMost},
                                                                    {"my-creatures-at-least", &say::kIfMyCreaturesAtLeast},
                                                                    {"opponent-creatures-at-least", &say::kIfOpponentCreaturesAtLeast}})
        if (auto n = number_after(condition, name)) return msg::text(*message, {{"n", *n}});
    return games::scenario_word(condition);
}

msg::Text replacement_name(std::string_view label) {
    static constexpr WordEntry kKeywords[] = {{"saver", &say::kReplacementSaver},           {"ultra-saver", &say::kReplacementUltraSaver},
                                          {"escape", &say::kReplacementEscape},         {"true-escape", &say::kReplacementTrueEscape},
                                          {"ex-life", &say::kReplacementExLife},        {"g-neo", &say::kReplacementGNeo}};
    if (auto colon = label.rfind(':'); colon != std::string_view::npos)
        for (const auto& [keyword, message] : kKeywords)
            if (label.substr(colon + 1) == keyword) return msg::text(*message, {{"card", label.substr(0, colon)}});
    return msg::text(say::kReplacementBy, {{"card", label}});
}

}  // namespace judge::dm
