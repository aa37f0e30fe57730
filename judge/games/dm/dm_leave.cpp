// The leave-replacement step: before a creature leaves the battle zone (destroyed, or moved to
// the hand, mana, graveyard or deck), the "instead" effects that cover it are gathered from its
// owner's cards and keywords; if several apply, the owner picks one; it is carried out instead.
#include <algorithm>

#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

const char* kLeaving = "dm.leaving";  // creatures whose leave is being replaced right now

msg::Text what_happens(const std::string& how) {
    return how == "destroyed"sv ? msg::text(say::kBeingDestroyed) : msg::text(say::kGoingTo, {{"zone", zone_name(how)}});
}

}  // namespace

bool leave_replaced(GameState& state, const CardId& id, const std::string& how, Decisions& decisions) {
    if (!is_creature(state, id)) return false;
    const auto owner = controller_of(state, id);
    std::vector<LeaveReplacement> options;
    offer_ability_replacements(state, id, how, options);
    offer_ex_life(state, id, how, options);
    offer_escape(state, id, how, options);
    offer_saver(state, id, how, options);
    offer_g_neo(state, id, how, options);
    // A creature whose own leave is being replaced cannot stand in for another one meanwhile:
    // otherwise two savers could protect each other for ever.
    const auto busy = split_words(state.flags[kLeaving]);
    std::erase_if(options, [&](const LeaveReplacement& o) {
        return o.source != id && std::find(busy.begin(), busy.end(), o.source) != busy.end();
    });
    if (options.empty()) return false;

    std::size_t pick = 0;
    if (options.size() > 1) {
        state.note(cite::kReplacementChoice, say::kReplacementsApply, {{"n", options.size()}, {"card", id}, {"what", what_happens(how)}, {"player", owner}});
        std::vector<std::string> labels;
        for (const auto& o : options) labels.push_back(o.label);
        auto chosen = decisions.choose(owner, "replacement", prompt(say::kPromptReplacement, {{"card", id}, {"what", what_happens(how)}}), labels);
        pick = static_cast<std::size_t>(std::find(labels.begin(), labels.end(), chosen) - labels.begin());
    }
    const auto chosen = options[pick];  // a copy: carrying it out changes the board
    if (chosen.optional && !decisions.choose_may(owner, prompt(say::kPromptReplace, {{"card", id}, {"what", what_happens(how)}, {"label", replacement_name(chosen.label)}}))) {
        state.note(chosen.rule, say::kNotProtected, {{"player", owner}, {"label", replacement_name(chosen.label)}, {"card", id}});
        return false;
    }
    state.note(chosen.rule, say::kReplaced, {{"what", what_happens(how)}, {"card", id}, {"label", replacement_name(chosen.label)}});

    state.record({how == "destroyed"sv ? "destruction-replaced" : "leave-replaced", id, owner, chosen.source});
    state.flags[kLeaving] += " " + id;
    chosen.carry_out(state, decisions);
    auto rest = split_words(state.flags[kLeaving]);
    rest.erase(std::find(rest.begin(), rest.end(), id));
    std::string text;
    for (const auto& r : rest) text += " " + r;
    if (text.empty()) state.flags.erase(kLeaving);
    else state.flags[kLeaving] = text;
    return true;
}

}  // namespace judge::dm
