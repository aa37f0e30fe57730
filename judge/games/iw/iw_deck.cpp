// Imitation World deck building, checked as a tournament judge checks a deck: `<present-deck>`
// looks at the cards a player brought (IW-A-DECK-CONTENTS) and refuses the deck by the rule it
// breaks: fewer than 60 cards or two of one name (IW-R-DECK), a card of a faction its アガ does
// not allow (IW-R-AGA, IW-A-MULTI-FACTION-CARD). It looks only; the board is not changed.
#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "judge/core/decisions.hpp"
#include "judge/games/iw/iw_internal.hpp"
#include "judge/games/iw/iw_rules.hpp"

namespace judge::iw {

namespace {

constexpr int kMinimumDeck = 60;
constexpr const char* kAmbiguous = "曖昧";  // the faction that fits every deck, and as an アガ's allows every card

std::vector<std::string> factions_of(const Card& card) { return {card.traits.begin(), card.traits.end()}; }

// A card whose faction is not written cannot be judged against its アガ: that is the file's
// mistake, not a rules verdict (an ERROR at the action).
const Card& with_faction(const GameState& state, const CardId& id) {
    const auto& card = state.card(id);
    if (card.traits.empty())
        throw std::runtime_error(id + " has no faction: write its 勢力 in traits (a faction, or " + kAmbiguous + ") to check the deck");
    return card;
}

// The cards the player brought besides the アガ, wherever they lie now, and how many lie where.
std::vector<CardId> deck_of(const GameState& state, const PlayerId& player, std::string& where) {
    std::vector<CardId> out;
    for (const auto& zone : std::find_if(state.players.begin(), state.players.end(), [&](const Player& p) { return p.id == player; })->zones) {
        if (zone.name == "aga" || zone.cards.empty()) continue;
        out.insert(out.end(), zone.cards.begin(), zone.cards.end());
        where += (where.empty() ? "" : ", ") + zone.name + " " + std::to_string(zone.cards.size());
    }
    std::size_t playing = 0;
    for (const auto& item : state.stack)
        if (state.card(item.card).owner == player) out.push_back(item.card), ++playing;
    if (playing) where += (where.empty() ? "" : ", ") + std::string("being played ") + std::to_string(playing);
    return out;
}

void check_size(GameState& state, const PlayerId& player, const CardId& aga, const std::vector<CardId>& deck, const std::string& where) {
    const auto n = std::to_string(deck.size());
    state.note(cite::kDeckContents, player + "'s deck is the " + n + " cards they brought besides the アガ " + aga + " (" + where + ")");
    if (static_cast<int>(deck.size()) < kMinimumDeck)
        throw Refused(cite::kDeck, player + "'s deck has " + n + " cards; a deck needs at least " + std::to_string(kMinimumDeck));
    state.note(cite::kDeck, n + " cards: at least " + std::to_string(kMinimumDeck));
}

void check_names(GameState& state, const std::vector<CardId>& deck) {
    std::map<std::string, CardId> first_of_name;
    for (const auto& id : deck) {
        const auto& name = state.card(id).name;
        auto [it, fresh] = first_of_name.emplace(name, id);
        if (!fresh)
            throw Refused(cite::kDeck, it->second + " and " + id + " are both named " + name + ": a deck holds at most one card of each name");
    }
    state.note(cite::kDeck, "no two of its cards share a name");
}

void check_factions(GameState& state, const CardId& aga_id, const std::vector<CardId>& deck) {
    const auto& aga = with_faction(state, aga_id);
    for (const auto& id : deck) with_faction(state, id);
    if (aga.traits.count(kAmbiguous)) {
        state.note(cite::kAga, "the アガ " + aga_id + " is " + kAmbiguous + ": cards of every faction may be in its deck");
        return;
    }
    const auto allowed = join_words(factions_of(aga));
    int ambiguous = 0;
    for (const auto& id : deck) {
        const auto& card = state.card(id);
        if (card.traits.count(kAmbiguous)) {
            ++ambiguous;
            continue;
        }
        for (const auto& faction : card.traits) {
            if (aga.traits.count(faction)) continue;
            if (card.traits.size() == 1)
                throw Refused(cite::kAga, id + " is " + faction + ", not a faction of the アガ " + aga_id + " (" + allowed + ")");
            throw Refused(cite::kMultiFactionCard, id + " is " + join_words(factions_of(card)) + ": a card of several factions needs each of them, and " +
                                                       faction + " is not a faction of the アガ " + aga_id + " (" + allowed + ")");
        }
        if (card.traits.size() > 1)
            state.note(cite::kMultiFactionCard, id + " is " + join_words(factions_of(card)) + ": each of them is a faction of the アガ");
    }
    state.note(cite::kAga, "every card is of the アガ " + aga_id + "'s factions (" + allowed + ")" +
                               (ambiguous ? " or " + std::string(kAmbiguous) + " (" + std::to_string(ambiguous) + " cards, which fit any deck)" : ""));
}

}  // namespace

void present_deck(GameState& state, const Action& action) {
    const auto& player = action.player;
    const auto& agas = state.zone(player, "aga").cards;
    if (agas.empty()) throw Refused(cite::kAga, player + " has no アガ: a deck is built for its player's one アガ");
    if (agas.size() > 1)
        throw Refused(cite::kAga, player + " has " + std::to_string(agas.size()) + " cards in the アガ zone: a player has exactly one アガ");
    const auto aga = agas.front();
    std::string where;
    const auto deck = deck_of(state, player, where);
    check_size(state, player, aga, deck, where);
    check_names(state, deck);
    check_factions(state, aga, deck);
}

}  // namespace judge::iw
