// EXライフ: as the creature enters, the top face-down card of its owner's deck joins the shields
// as its EX life shield (at the same moment, not as a "when it enters" ability); when the
// creature would leave the battle zone while that shield is still there, the shield goes to the
// graveyard instead.
#include <algorithm>

#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

const char* kExLifeKw = "EXライフ";
const char* kShieldStatus = "ex-life-shield";  // the card status that links the creature to its shield

}  // namespace

void ex_life_on_entry(GameState& state, const CardId& id) {
    if (!has_keyword(state, id, kExLifeKw)) return;
    auto& card = state.card(id);
    const auto owner = card.owner;
    card.status.erase(kShieldStatus);
    const auto& deck = state.zone(owner, "deck").cards;
    // A face-up top card is skipped: the next card is used.
    auto top = std::find_if(deck.begin(), deck.end(), [&](const CardId& c) { return state.card(c).face_down; });
    if (top == deck.end()) {
        state.note(cite::kExLife, say::kExLifeNoCard, {{"card", id}, {"player", owner}});
        return;
    }
    if (top != deck.begin()) state.note(cite::kExLife, say::kExLifeTopFaceUp, {{"player", owner}});
    const auto shield = *top;
    state.move(shield, owner, "shield");
    state.card(shield).face_down = true;
    card.status[kShieldStatus] = shield;
    state.record({"ex-life-shield-added", shield, owner, id});
    state.note(cite::kExLife, say::kExLifeAdds, {{"card", id}, {"shield", shield}, {"player", owner}});
    // EX life is not an "enters" ability, so an effect ignoring those does not stop it; the trace
    // says so, since that is exactly what gets disputed.
    if (ignoring_source(state, id, "enters"))
        state.note(cite::kExLife, say::kExLifeNotEnters);
    check_deck_out(state, owner);
}

void note_ex_life_shields_broken(GameState& state, const std::vector<CardId>& broken) {
    for (const auto& player : state.players)
        for (const auto& id : state.zone(player.id, "battle").cards) {
            auto linked = state.card(id).status.find(kShieldStatus);
            if (linked == state.card(id).status.end()) continue;
            if (std::find(broken.begin(), broken.end(), linked->second) == broken.end()) continue;
            state.note(cite::kExLife, say::kExLifeBroken, {{"shield", linked->second}, {"card", id}});
            state.card(id).status.erase(kShieldStatus);
        }
}

void offer_ex_life(GameState& state, const CardId& id, const std::string& how, std::vector<LeaveReplacement>& out) {
    auto& card = state.card(id);
    auto linked = card.status.find(kShieldStatus);
    if (!has_keyword(state, id, kExLifeKw) || linked == card.status.end()) return;
    const auto shield = linked->second;
    if (!state.has_card(shield) || !state.is_in(shield, "shield")) {
        state.note(cite::kExLife, say::kExLifeGone, {{"card", id}, {"shield", shield},
                                                               {"what", how == "destroyed"sv ? msg::text(say::kBeingDestroyed)
                                                                                           : msg::text(say::kGoingTo, {{"zone", zone_name(how)}})}});
        card.status.erase(kShieldStatus);
        return;
    }
    out.push_back({id, id + ":ex-life", false, cite::kExLife, [id, shield](GameState& s, Decisions&) {
                       move_element(s, shield, "graveyard");
                       s.card(id).status.erase(kShieldStatus);
                       s.note(cite::kExLife, say::kExLifeInstead, {{"shield", shield}, {"card", id}});

                   }});
}

}  // namespace judge::dm
