// The board at the end of an explored line as facts and as one key (outcomes.hpp): each card's
// printed stats read once per board, where each card is, and its state.
#include "judge/core/outcomes.hpp"

#include <algorithm>
#include <charconv>
#include <span>
#include <string_view>
#include <unordered_map>

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
            const auto* printed = card.definition().get();  // named: clang 14 lambdas take no structured binding
            auto same = std::find_if(distinct_.begin(), distinct_.end(), [printed](const CardDefinition* d) { return *d == *printed; });
            known->second.same_as = static_cast<std::size_t>(same - distinct_.begin());
            if (same == distinct_.end()) distinct_.push_back(card.definition().get());
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

// A card as a reader sees it, without its id (board_key): every separator a byte no name holds.
void card_look(const GameState& state, const Card& card, std::size_t printed_as, std::span<const StatValue> values, std::string& key) {
    char digits[16];
    auto number = [&](long n) { key.append(digits, std::to_chars(digits, digits + sizeof digits, n).ptr); };
    key += card.owner;
    key += '\x1d';
    key += card.name;
    key += '\x1d';
    key += card.type;
    key += '\x1d';
    number(static_cast<long>(printed_as));
    key += card.face_down ? 'd' : 'u';
    key += card.tapped ? 't' : 'n';
    number(card.entered_turn);
    key += '\x1d';
    // The card it is attached to and those beneath it, by name: which of two alike it is does not matter.
    auto name_of = [&](const CardId& id) {
        auto it = state.cards.find(id);
        key += it == state.cards.end() ? id : it->second.name;
        key += '\x1c';
    };
    if (!card.attached_to.empty()) name_of(card.attached_to);
    key += '\x1d';
    for (const auto& b : card.beneath) name_of(b);
    key += '\x1d';
    for (const auto& v : values) {
        number(v.value);
        key += '\x1c';
    }
    for (const auto& [name, status] : card.status) {
        key += name;
        key += '=';
        key += status;
        key += '\x1c';
    }
}

void board_key(const GameState& state, const StatReader& reader, const std::vector<StatValue>& values, std::string& key) {
    key.clear();
    key += state.winner ? *state.winner : std::string("\x1d");
    // Each card's look, in id order, then the zones' cards by their looks in order: where a card is
    // and its place there, as board_features says them.
    std::vector<std::string> looks;
    looks.reserve(state.cards.size());
    std::unordered_map<std::string_view, std::size_t> number_of;
    number_of.reserve(state.cards.size());
    auto value = values.begin();
    std::size_t card_number = 0;
    for (const auto& [id, card] : state.cards) {
        auto first = value;
        while (value != values.end() && value->card == card_number) ++value;
        const std::span<const StatValue> own(values.data() + (first - values.begin()), static_cast<std::size_t>(value - first));
        card_look(state, card, reader.printed_as(card.definition().get()), own, looks.emplace_back());
        number_of.emplace(id, card_number++);
    }
    std::vector<bool> placed(looks.size(), false);
    std::vector<std::string_view> held;
    for (const auto& player : state.players)
        for (const auto& zone : player.zones) {
            held.clear();
            for (const auto& id : zone.cards) {
                auto it = number_of.find(id);
                if (it == number_of.end()) {
                    held.push_back(id);
                } else {
                    held.push_back(looks[it->second]);
                    placed[it->second] = true;
                }
            }
            if (!reader.ruleset().zone_is_ordered(zone.name)) std::sort(held.begin(), held.end());
            key += '\x1e';
            for (auto look : held) {
                key += look;
                key += '\x1f';
            }
        }
    // The cards in no zone (a spell while it resolves), in an order that does not depend on their ids.
    std::vector<std::string_view> nowhere;
    for (std::size_t i = 0; i < looks.size(); ++i)
        if (!placed[i]) nowhere.push_back(looks[i]);
    std::sort(nowhere.begin(), nowhere.end());
    key += '\x1e';
    for (auto look : nowhere) {
        key += look;
        key += '\x1f';
    }
}

}  // namespace judge
