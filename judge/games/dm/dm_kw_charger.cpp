// チャージャー and 水晶チャージャー: a charger spell goes to the mana zone instead of the
// graveyard once it has resolved, untapped when it has one civilization, tapped when it is
// multicoloured. A 水晶チャージャー spell goes there face down, and face-down mana is colourless:
// it pays for the cost but never for a civilization.
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

bool charger_to_mana(GameState& state, const CardId& spell) {
    const bool crystal = has_keyword(state, spell, "水晶チャージャー");
    if (!crystal && !has_keyword(state, spell, "チャージャー")) return false;
    auto& card = state.card(spell);
    const auto civs = civilizations(card);
    state.move(spell, card.owner, "mana");
    if (crystal) {
        card.face_down = true;
        card.tapped = false;
        state.note(cite::kCrystalCharger, say::kCrystalChargerToMana, {{"card", spell}, {"player", card.owner}});
        if (civs.size() >= 2)
            state.note(cite::kFaceDownManaUntapped, say::kFaceDownManaUntapped, {{"card", spell}});
    } else {
        card.face_down = false;
        card.tapped = civs.size() >= 2;
        state.note(cite::kCharger, card.tapped ? say::kChargerToManaTapped : say::kChargerToManaUntapped, {{"card", spell}, {"player", card.owner}});
        if (card.tapped) state.note(cite::kPutIntoMana, say::kMulticolouredManaTapped, {{"card", spell}});
    }
    state.record({"charged", spell, card.owner, crystal ? "face-down" : "face-up"});
    return true;
}

std::vector<std::string> mana_civilizations(GameState& state, const CardId& mana) {
    const auto& card = state.card(mana);
    if (!card.face_down) return civilizations(card);
    state.note(cite::kCrystalCharger, say::kFaceDownManaColourless, {{"card", mana}});
    return {};
}

}  // namespace judge::dm
