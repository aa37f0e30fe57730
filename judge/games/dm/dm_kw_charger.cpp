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
        state.note(cite::kCrystalCharger, spell + " has resolved and goes to " + card.owner +
                                              "'s mana zone face down instead of the graveyard: it is colourless mana");
        if (civs.size() >= 2)
            state.note(cite::kFaceDownManaUntapped, "face down " + spell + " has no civilization, so it is not multicoloured mana: it goes in untapped");
    } else {
        card.face_down = false;
        card.tapped = civs.size() >= 2;
        state.note(cite::kCharger, spell + " has resolved and goes to " + card.owner + "'s mana zone instead of the graveyard, " +
                                       (card.tapped ? "tapped" : "untapped: a single-civilization charger may go in untapped"));
        if (card.tapped) state.note(cite::kPutIntoMana, spell + " is multicoloured: it is put into the mana zone tapped");
    }
    state.record({"charged", spell, card.owner, crystal ? "face-down" : "face-up"});
    return true;
}

std::vector<std::string> mana_civilizations(GameState& state, const CardId& mana) {
    const auto& card = state.card(mana);
    if (!card.face_down) return civilizations(card);
    state.note(cite::kCrystalCharger, "the face-down mana " + mana + " is colourless: it pays for the cost but for no civilization");
    return {};
}

}  // namespace judge::dm
