// The board at the end of an explored line as facts and as one key (outcomes.hpp): each card's
// printed stats read once per board, where each card is, and its state.
#include "judge/core/outcomes.hpp"

#include <algorithm>
#include <charconv>

namespace judge {

StatReader::StatReader(const Ruleset& ruleset) : ruleset_(ruleset), stats_(ruleset.stats()) {}

void StatReader::read(const GameState& state, std::vector<StatValue>& out) {
    out.clear();
    std::size_t card_number = 0;
    for (const auto& [id, card] : state.cards) {
        auto [known, fresh] = printed_.try_emplace(card.definition().get());
        if (fresh) {
            known->second.definition = card.definition();
            for (std::size_t stat = 0; stat < stats_.size(); ++stat)
                if (card.printed().count(stats_[stat])) known->second.stats.push_back(stat);
        }
        for (const auto stat : known->second.stats) out.push_back({card_number, stat, ruleset_.read_value(state, id, stats_[stat])});
        ++card_number;
    }
}

namespace {

// Where a card is: its player's zone and its place there.
struct Place {
    std::string_view card;
    const Player* player;
    const Zone* zone;
    std::size_t index;
};

// Every card in a zone, sorted by id (the order of state.cards), from one walk over the zones
// rather than a search per card. A card listed in two zones is at the last one the walk meets.
std::vector<Place> places(const GameState& state) {
    std::vector<Place> out;
    for (const auto& player : state.players)
        for (const auto& zone : player.zones)
            for (std::size_t i = 0; i < zone.cards.size(); ++i) out.push_back({zone.cards[i], &player, &zone, i});
    std::stable_sort(out.begin(), out.end(), [](const Place& a, const Place& b) { return a.card < b.card; });
    return out;
}

}  // namespace

std::vector<Feature> board_features(const GameState& state, const std::vector<std::string>& stats, const std::vector<StatValue>& values) {
    std::vector<Feature> out;
    // Room for every fact a card may have: one allocation instead of one each time the list grows.
    std::size_t room = 1 + values.size();
    for (const auto& [id, card] : state.cards) room += 6 + card.status.size();
    out.reserve(room);
    out.push_back({"", "winner", state.winner ? *state.winner : "none"});
    const auto where = places(state);
    auto place = where.begin();
    auto value = values.begin();
    std::size_t card_number = 0;
    for (const auto& [id, card] : state.cards) {
        while (place != where.end() && place->card < id) ++place;
        const Place* at = nullptr;
        for (; place != where.end() && place->card == id; ++place) at = &*place;
        out.push_back({id, "zone", at ? at->player->id + " " + at->zone->name : "none"});
        if (at) out.push_back({id, "position", std::to_string(at->index)});
        if (card.face_down) out.push_back({id, "face", "down"});
        if (card.tapped) out.push_back({id, "tapped", "true"});
        if (!card.attached_to.empty()) out.push_back({id, "attached-to", card.attached_to});
        if (!card.beneath.empty()) out.push_back({id, "beneath", join_words(card.beneath)});
        for (; value != values.end() && value->card == card_number; ++value) out.push_back({id, stats[value->stat], std::to_string(value->value)});
        for (const auto& [name, status] : card.status) out.push_back({id, name, status});
        ++card_number;
    }
    return out;
}

// The same facts as board_features, written straight into one string (two lines end on equal boards
// exactly when their keys are equal): every line makes one, only a new outcome makes the facts.
void board_key(const GameState& state, const std::vector<StatValue>& values, std::string& key) {
    key.clear();
    key += state.winner ? *state.winner : std::string("\x1d");
    for (const auto& player : state.players)
        for (const auto& zone : player.zones) {
            key += '\x1e';
            for (const auto& id : zone.cards) {
                key += id;
                key += '\x1f';
            }
        }
    auto value = values.begin();
    std::size_t card_number = 0;
    for (const auto& [id, card] : state.cards) {
        key += '\x1e';
        key += id;
        key += card.face_down ? 'd' : 'u';
        key += card.tapped ? 't' : 'n';
        key += card.attached_to;
        key += '\x1f';
        for (const auto& b : card.beneath) {
            key += b;
            key += '\x1f';
        }
        for (; value != values.end() && value->card == card_number; ++value) {
            char digits[16];
            key.append(digits, std::to_chars(digits, digits + sizeof digits, value->value).ptr);
            key += '\x1f';
        }
        for (const auto& [name, status] : card.status) {
            key += name;
            key += '=';
            key += status;
            key += '\x1f';
        }
        ++card_number;
    }
}

}  // namespace judge
