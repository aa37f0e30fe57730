// Imitation World deck building, checked as a tournament judge checks a deck: `<present-deck>`
// looks at the cards a player brought (IW-A-DECK-CONTENTS) and refuses the deck by the rule it
// breaks: fewer than 60 cards or two of one name (IW-R-DECK), a card of a faction its アガ does
// not allow (IW-R-AGA, IW-A-MULTI-FACTION-CARD). It looks only; the board is not changed.
#include <algorithm>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "judge/core/decisions.hpp"
#include "judge/games/iw/iw_internal.hpp"
#include "judge/games/iw/iw_messages.hpp"
#include "messages/language.hpp"
#include "judge/games/iw/iw_rules.hpp"

namespace judge::iw {

namespace {

constexpr int kMinimumDeck = 60;
constexpr const char* kAmbiguous = "曖昧";  // the faction that fits every deck, and as an アガ's allows every card

std::vector<std::string> factions_of(const Card& card) { return {card.traits().begin(), card.traits().end()}; }

// A card whose faction is not written cannot be judged against its アガ: that is the file's
// mistake, not a rules verdict (an ERROR at the action).
const Card& with_faction(const GameState& state, const CardId& id) {
    const auto& card = state.card(id);
    if (card.traits().empty())
        throw std::runtime_error(msg::say(say::kNoFaction, {{"card", id}, {"ambiguous", kAmbiguous}}));
    return card;
}

// The cards the player brought besides the アガ, wherever they lie now, and how many lie where.
std::vector<CardId> deck_of(const GameState& state, const PlayerId& player, msg::Text& where) {
    std::vector<CardId> out;
    std::vector<msg::Text> places;
    for (const auto& zone : std::find_if(state.players.begin(), state.players.end(), [&](const Player& p) { return p.id == player; })->zones) {
        if (zone.name == "aga"sv || zone.cards.empty()) continue;
        out.insert(out.end(), zone.cards.begin(), zone.cards.end());
        places.push_back(msg::text(say::kZoneCount, {{"zone", zone_word(zone.name)}, {"n", zone.cards.size()}}));
    }
    std::size_t playing = 0;
    for (const auto& item : state.stack)
        if (state.card(item.card).owner == player) out.push_back(item.card), ++playing;
    if (playing) places.push_back(msg::text(say::kBeingPlayed, {{"n", playing}}));
    where = msg::join(places);
    return out;
}

[[nodiscard]] std::optional<Refused> check_size(GameState& state, const PlayerId& player, const CardId& aga, const std::vector<CardId>& deck, const msg::Text& where) {
    const auto n = deck.size();
    state.note(cite::kDeckContents, say::kDeckIs, {{"player", player}, {"n", n}, {"aga", aga}, {"where", where}});
    if (static_cast<int>(deck.size()) < kMinimumDeck)
        return Refused(cite::kDeck, msg::text(say::kDeckTooSmall, {{"player", player}, {"n", n}, {"min", kMinimumDeck}}));
    state.note(cite::kDeck, say::kDeckSizeMet, {{"n", n}, {"min", kMinimumDeck}});
    return std::nullopt;
}

[[nodiscard]] std::optional<Refused> check_names(GameState& state, const std::vector<CardId>& deck) {
    // The card refused is the first, in the deck's order, to share its name with a card before it,
    // named with that card. Found by sorting the names with their places (a deck is sixty cards,
    // and a map of names made a string and a node for each).
    std::vector<std::pair<std::string_view, std::size_t>> names;  // name, place in the deck
    names.reserve(deck.size());
    for (std::size_t i = 0; i < deck.size(); ++i) names.emplace_back(state.card(deck[i]).name, i);
    std::sort(names.begin(), names.end());
    std::optional<std::pair<std::size_t, std::size_t>> clash;  // the places of the first card of the name and of the refused one
    for (std::size_t k = 1, group = 0; k < names.size(); ++k) {
        if (names[k].first != names[k - 1].first) group = k;
        else if (k == group + 1 && (!clash || names[k].second < clash->second)) clash = std::pair{names[group].second, names[k].second};
    }
    if (clash)
        return Refused(cite::kDeck, msg::text(say::kSameName, {{"first", deck[clash->first]}, {"second", deck[clash->second]},
                                                               {"name", state.card(deck[clash->second]).name}}));
    state.note(cite::kDeck, say::kNoSharedName);
    return std::nullopt;
}

[[nodiscard]] std::optional<Refused> check_factions(GameState& state, const CardId& aga_id, const std::vector<CardId>& deck) {
    const auto& aga = with_faction(state, aga_id);
    for (const auto& id : deck) with_faction(state, id);
    if (aga.traits().count(kAmbiguous)) {
        state.note(cite::kAga, say::kAgaAmbiguous, {{"aga", aga_id}, {"ambiguous", kAmbiguous}});
        return std::nullopt;
    }
    const auto allowed = join_words(factions_of(aga));
    int ambiguous = 0;
    for (const auto& id : deck) {
        const auto& card = state.card(id);
        if (card.traits().count(kAmbiguous)) {
            ++ambiguous;
            continue;
        }
        for (const auto& faction : card.traits()) {
            if (aga.traits().count(faction)) continue;
            if (card.traits().size() == 1)
                return Refused(cite::kAga, msg::text(say::kWrongFaction, {{"card", id}, {"faction", faction}, {"aga", aga_id}, {"allowed", allowed}}));
            return Refused(cite::kMultiFactionCard, msg::text(say::kMultiFactionMissing, {{"card", id},
                                                                                   {"factions", join_words(factions_of(card))},
                                                                                   {"faction", faction},
                                                                                   {"aga", aga_id},
                                                                                   {"allowed", allowed}}));
        }
        if (card.traits().size() > 1)
            state.note(cite::kMultiFactionCard, say::kMultiFactionFits, {{"card", id}, {"factions", join_words(factions_of(card))}});
    }
    if (ambiguous)
        state.note(cite::kAga, say::kEveryCardFitsOrAmbiguous, {{"aga", aga_id}, {"allowed", allowed}, {"ambiguous", kAmbiguous}, {"n", ambiguous}});
    else
        state.note(cite::kAga, say::kEveryCardFits, {{"aga", aga_id}, {"allowed", allowed}});
    return std::nullopt;
}

}  // namespace

[[nodiscard]] std::optional<Refused> present_deck(GameState& state, const Action& action) {
    const auto& player = action.player;
    const auto& agas = state.zone(player, "aga").cards;
    if (agas.empty()) return Refused(cite::kAga, msg::text(say::kNoAga, {{"player", player}}));
    // One at the most: a second is refused at load (zone_limits in iw_ruleset.cpp).
    const auto aga = agas.front();
    msg::Text where;

    const auto deck = deck_of(state, player, where);
    if (auto refused = check_size(state, player, aga, deck, where)) return refused;
    if (auto refused = check_names(state, deck)) return refused;
    if (auto refused = check_factions(state, aga, deck)) return refused;
    return std::nullopt;
}

}  // namespace judge::iw
