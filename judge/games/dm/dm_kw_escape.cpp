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
                    s.note(cite::kSubstituteShieldChooser, owner + " chooses which of their " + std::to_string(shields.size()) + " shields to give up");
                auto picked = d.choose_several(owner, "shields", owner + "'s shield(s) given up for " + id, shields, count, count);
                std::string text;
                for (const auto& p : picked) {
                    move_element(s, p, "graveyard");
                    s.record({"shield-given-up", p, owner, id});
                    text += (text.empty() ? "" : ", ") + p;
                }
                s.note(rule, text + (picked.size() > 1 ? " go" : " goes") + " from " + owner + "'s shields to the graveyard in place of " + id +
                                 "; not being broken, no shield trigger can be used");
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
            state.note(cite::kTrueEscape, id + " has 真・エスケープ, which needs two shields, but " + owner + " has " + std::to_string(shields) +
                                              ": it cannot be used");
        else
            out.push_back(give_up_shields(id, 2, cite::kTrueEscape, "true-escape"));
    }
    if (escape) {
        if (how != "destroyed")
            state.note(cite::kEscape, id + " has エスケープ, which replaces destruction only: it cannot stop " + id + " going to the " + how +
                                          " (that needs 真・エスケープ)");
        else if (shields < 1)
            state.note(cite::kEscape, id + " has エスケープ, but " + owner + " has no shield to give up");
        else
            out.push_back(give_up_shields(id, 1, cite::kEscape, "escape"));
    }
}

}  // namespace judge::dm
