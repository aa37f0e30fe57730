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
        state.note(cite::kExLife, id + " has EXライフ, but " + owner + "'s deck has no face-down card to add as a shield");
        return;
    }
    if (top != deck.begin()) state.note(cite::kExLife, "the top card of " + owner + "'s deck is face up: the next card is used for EXライフ");
    const auto shield = *top;
    state.move(shield, owner, "shield");
    state.card(shield).face_down = true;
    card.status[kShieldStatus] = shield;
    state.record({"ex-life-shield-added", shield, owner, id});
    state.note(cite::kExLife, id + " has EXライフ: as it enters, " + shield + " from " + owner + "'s deck joins the shields face down as its EX life shield");
    // EX life is not an "enters" ability, so an effect ignoring those does not stop it; the trace
    // says so, since that is exactly what gets disputed.
    if (ignoring_source(state, id, "enters"))
        state.note(cite::kExLife, "EXライフ is not a \"when it enters\" ability, so the effect that ignores those does not stop the shield");
    check_deck_out(state, owner);
}

void note_ex_life_shields_broken(GameState& state, const std::vector<CardId>& broken) {
    for (const auto& player : state.players)
        for (const auto& id : state.zone(player.id, "battle").cards) {
            auto linked = state.card(id).status.find(kShieldStatus);
            if (linked == state.card(id).status.end()) continue;
            if (std::find(broken.begin(), broken.end(), linked->second) == broken.end()) continue;
            state.note(cite::kExLife, linked->second + " was " + id + "'s EX life shield; it counts as an ordinary shield too, so it was broken like any other and " +
                                          id + " no longer has one");
            state.card(id).status.erase(kShieldStatus);
        }
}

void offer_ex_life(GameState& state, const CardId& id, const std::string& how, std::vector<LeaveReplacement>& out) {
    auto& card = state.card(id);
    auto linked = card.status.find(kShieldStatus);
    if (!has_keyword(state, id, kExLifeKw) || linked == card.status.end()) return;
    const auto shield = linked->second;
    if (!state.has_card(shield) || !state.is_in(shield, "shield")) {
        state.note(cite::kExLife, id + "'s EX life shield " + shield + " is no longer among the shields: nothing stops " + id + " " +
                                      (how == "destroyed" ? "being destroyed" : "going to the " + how));
        card.status.erase(kShieldStatus);
        return;
    }
    out.push_back({id, id + ":ex-life", false, cite::kExLife, [id, shield](GameState& s, Decisions&) {
                       move_element(s, shield, "graveyard");
                       s.card(id).status.erase(kShieldStatus);
                       s.note(cite::kExLife, shield + " (" + id + "'s EX life shield) goes to the graveyard instead; " + id + " stays in the battle zone");
                   }});
}

}  // namespace judge::dm
