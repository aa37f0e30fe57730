// Gouda Card Battler card movement: leaving the battlefield takes the energy and the equipped
// armor with it to the graveyard (GCB-R-OVERLAPPING-CARDS), destruction, drawing (deck out) and
// discarding.
#include <algorithm>

#include "judge/games/gcb/gcb_internal.hpp"
#include "judge/games/gcb/gcb_messages.hpp"
#include "judge/games/gcb/gcb_rules.hpp"
#include "messages/language.hpp"

namespace judge::gcb {

// Gouda Card Battler's field for judge/core/leave_field: the battlefield (GCB-R-BATTLEFIELD);
// effects given to or lasting by a card end as it leaves (GCB-A-LEFT-BATTLEFIELD-NEW-CARD,
// GCB-A-WHILE-SOURCE); equipped armor cannot stay without its host (GCB-R-ARMOR-WITHOUT-HOST).
const FieldRules& field_rules() {
    static const FieldRules rules{on_battlefield, msg::text(say::kFieldName),
                                  cite::kWhileSource, cite::kLeftBattlefieldNewCard,
                                  [](GameState& state, const CardId& armor, const CardId& host) {
                                      state.note(cite::kArmorWithoutHost, say::kArmorHostLeft, {{"armor", armor}, {"host", host}});
                                      relocate(state, armor, kGrave, cite::kArmorWithoutHost);
                                  }};
    return rules;
}

void relocate(GameState& state, CardId id, const std::string& zone, const char* cite_id, bool to_front) {
    auto& card = state.card(id);
    const bool was_monster = is_monster(state, id);
    const bool was_on_battlefield = on_battlefield(state, id);
    for (auto& [other, holder] : state.cards) std::erase(holder.beneath, id);
    state.move(id, card.owner, zone, to_front);
    card.face_down = zone == kLife;
    if (zone != kMonster) {
        card.status.erase("posture");
        card.status.erase("charged");
        card.attached_to.clear();
    }
    state.note(cite_id, say::kGoesTo, {{"card", id}, {"player", card.owner}, {"zone", zone_word(zone)}});
    if (was_monster && zone != kMonster) {
        auto energy = card.beneath;
        card.beneath.clear();
        for (const auto& e : energy) {
            state.note(cite::kEnergyWithoutCard, say::kEnergyGone, {{"card", e}, {"host", id}});
            relocate(state, e, kGrave, cite::kEnergyWithoutCard);
        }
    }
    if (was_on_battlefield && !on_battlefield(state, id)) leave_field(state, id, zone, field_rules());
}

void to_graveyard(GameState& state, CardId id, const char* cite_id) {
    relocate(state, id, kGrave, cite_id);
    state.record({"to-graveyard", id, state.card(id).owner, ""});
}

void destroy(GameState& state, CardId id, const msg::Text& cause, const char* cite_id) {
    if (!state.locate(id) && !is_energy(state, id)) return;
    state.record({"destroyed", id, state.card(id).owner, cause.en});  // the event's detail stays the English word
    state.note(cite_id, say::kDestroyed, {{"card", id}, {"cause", cause}});
    relocate(state, id, kGrave, cite::kGraveyard);
}

void draw_cards(GameState& state, const PlayerId& player, int n, const char* cite_id) {
    for (int i = 0; i < n; ++i) {
        auto& deck = state.zone(player, kDeck).cards;
        if (deck.empty()) {
            const auto& winner = state.opponent_of(player);
            state.winner = winner;
            state.win_reason = msg::text(say::kDrewFromEmptyDeck, {{"player", player}});
            state.flags["gcb.win-cite"] = cite::kDeckOut;
            state.note(cite::kDeckOut, say::kDeckOut, {{"player", player}, {"winner", winner}});
            return;
        }
        auto top = deck.front();
        relocate(state, top, kHand, cite_id);
        state.record({"drawn", top, player, ""});
    }
}

void discard(GameState& state, CardId id, const char* cite_id) {
    state.record({"discarded", id, state.card(id).owner, ""});
    if (auto sealer = discards_go_to_seal(state)) {
        // The graveyard rule sends discarded cards there; the effect wins over it (GCB-R-EFFECT-OVER-RULE).
        state.note(cite_id, say::kDiscarded, {{"card", id}});
        state.note(cite::kEffectOverRule, say::kDiscardToSeal, {{"sealer", *sealer}, {"card", id}});
        relocate(state, id, kSeal, cite::kEffectOverRule);
        return;
    }
    relocate(state, id, kGrave, cite_id);
}

// Armor left in a monster zone with no monster to equip goes to the graveyard (GCB-R-ARMOR-WITHOUT-HOST).
void cleanup_overlaps(GameState& state) {
    std::vector<CardId> orphans;
    for (const auto& [id, card] : state.cards)
        if (card.type == "armor-spell"sv && state.is_in(id, kMonster) && (card.attached_to.empty() || !is_monster(state, card.attached_to)))
            orphans.push_back(id);
    for (const auto& id : orphans) {
        state.note(cite::kArmorWithoutHost, say::kArmorNotEquipped, {{"card", id}});

        to_graveyard(state, id, cite::kArmorWithoutHost);
    }
}

}  // namespace judge::gcb
