// エスケープ and 真・エスケープ: when the creature would be destroyed, one of its owner's shields
// may go to the graveyard in its place (it is not broken, so no shield trigger). 真・エスケープ
// also covers any other way of leaving the battle zone, but always costs two shields.
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

const char* kEscapeKw = "エスケープ";
const char* kTrueEscapeKw = "真・エスケープ";

LeaveReplacement give_up_shields(const CardId& id, std::size_t count, const char* rule, const char* alias) {
    return {id, id + ":" + alias, true, rule, [id, count, rule](GameState& s, Decisions& d) {
                const auto owner = controller_of(s, id);
                const auto shields = s.zone(owner, "shield").cards;
                if (shields.size() > count)
                    s.note(cite::kSubstituteShieldChooser, say::kChoosesShieldsToGiveUp, {{"player", owner}, {"n", shields.size()}});
                auto picked = d.choose_several(owner, "shields", prompt(say::kPromptShieldsGivenUp, {{"player", owner}, {"card", id}}), shields, count, count);
                std::string text;
                for (const auto& p : picked) {
                    move_element(s, p, "graveyard");
                    s.record({"shield-given-up", p, owner, id});
                    text += (text.empty() ? "" : ", ") + p;
                }
                s.note(rule, picked.size() > 1 ? say::kShieldsGiveUpMany : say::kShieldsGiveUpOne, {{"shields", text}, {"player", owner}, {"card", id}});
            }};
}

}  // namespace

void offer_escape(GameState& state, const CardId& id, const std::string& how, std::vector<LeaveReplacement>& out) {
    const bool true_escape = has_keyword(state, id, kTrueEscapeKw);
    const bool escape = has_keyword(state, id, kEscapeKw);
    if (!true_escape && !escape) return;
    const auto owner = controller_of(state, id);
    const auto shields = state.zone(owner, "shield").cards.size();
    if (true_escape) {
        if (shields < 2)
            state.note(cite::kTrueEscape, say::kTrueEscapeNeedsTwo, {{"card", id}, {"player", owner}, {"n", shields}});
        else
            out.push_back(give_up_shields(id, 2, cite::kTrueEscape, "true-escape"));
    }
    if (escape) {
        if (how != "destroyed"sv)
            state.note(cite::kEscape, say::kEscapeDestructionOnly, {{"card", id}, {"zone", zone_name(how)}});
        else if (shields < 1)
            state.note(cite::kEscape, say::kEscapeNoShield, {{"card", id}, {"player", owner}});
        else
            out.push_back(give_up_shields(id, 1, cite::kEscape, "escape"));
    }
}

}  // namespace judge::dm
