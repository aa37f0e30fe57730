// GameState lookups and card movement.
#include "judge/core/game_state.hpp"

#include <algorithm>
#include <stdexcept>
#include <utility>

#include "judge/core/core_messages.hpp"
#include "messages/language.hpp"

namespace judge {

namespace {

// Whether two short names (a player's id, a zone's name) are the same, compared in place: a zone
// is looked up by its owner and name far more often than anything else on the board, and
// std::string's == asks memcmp about every name of the same length.
bool same_name(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i] != b[i]) return false;
    return true;
}

}  // namespace

Player& GameState::player(std::string_view id) {
    for (auto& p : players)
        if (same_name(p.id, id)) return p;
    throw std::out_of_range(msg::say(say::kNoPlayer, {{"id", id}}));
}

const Player& GameState::player(std::string_view id) const { return const_cast<GameState*>(this)->player(id); }

const PlayerId& GameState::opponent_of(std::string_view id) const {
    for (const auto& p : players)
        if (p.id != id) return p.id;
    throw std::out_of_range(msg::say(say::kNoOpponent, {{"id", id}}));
}

void GameState::no_card(std::string_view id) { throw std::out_of_range(msg::say(say::kNoCard, {{"id", id}})); }

// The owner found in place rather than through player(): a zone is looked up far more often than
// anything else on the board.
Zone& GameState::zone(std::string_view owner, std::string_view name) {
    for (auto& p : players) {
        if (!same_name(p.id, owner)) continue;
        for (auto& z : p.zones)
            if (same_name(z.name, name)) return z;
        throw std::out_of_range(msg::say(say::kNoZone, {{"name", name}, {"owner", owner}}));
    }
    throw std::out_of_range(msg::say(say::kNoPlayer, {{"id", owner}}));
}

const Zone& GameState::zone(std::string_view owner, std::string_view name) const {
    return const_cast<GameState*>(this)->zone(owner, name);
}

bool GameState::has_zone(std::string_view owner, std::string_view name) const {
    for (const auto& p : players)
        if (same_name(p.id, owner))
            for (const auto& z : p.zones)
                if (same_name(z.name, name)) return true;
    return false;
}

namespace {

// Whether a card id in a zone is `id`: the length first, then the characters from the last, where
// the ids of one board mostly differ ("d1", "d2"). Finding a card scans the zones id by id, the
// most frequent comparison of a run; std::string's == calls memcmp for every id of equal length.
bool same_id(const CardId& a, std::string_view b) {
    const auto n = a.size();
    if (n != b.size()) return false;
    const char *x = a.data(), *y = b.data();
    for (auto i = n; i > 0; --i)
        if (x[i - 1] != y[i - 1]) return false;
    return true;
}

// The player, zone holding `id` and the card's place in it, found without copying any name.
// The ids are walked through plain pointers: a character compared may alias anything, so a loop
// over the vector itself reads its bounds again after every comparison.
template <typename Players>
auto find_card(Players& players, std::string_view id) {
    using PlayerPointer = decltype(&players.front());
    using ZonePointer = decltype(&players.front().zones.front());
    struct Found {
        PlayerPointer player = nullptr;
        ZonePointer zone = nullptr;
        std::size_t index = 0;
    };
    for (auto& p : players)
        for (auto& z : p.zones) {
            const CardId* const first = z.cards.data();
            const CardId* const last = first + z.cards.size();
            for (const CardId* c = first; c != last; ++c)
                if (same_id(*c, id)) return Found{&p, &z, static_cast<std::size_t>(c - first)};
        }
    return Found{};
}

}  // namespace

std::optional<GameState::Location> GameState::locate(std::string_view id) const {
    if (auto found = find_card(players, id); found.zone) return Location{found.player->id, found.zone->name, found.index};
    return std::nullopt;
}

GameState::Place GameState::place(std::string_view id) const {
    if (auto found = find_card(players, id); found.zone) return Place{&found.player->id, &found.zone->name, found.index};
    return Place{};
}

std::string_view GameState::zone_of(std::string_view id) const {
    const auto where = place(id);
    return where ? std::string_view(*where.zone) : std::string_view();
}

std::vector<std::string_view> GameState::zones_by_card() const {
    std::vector<std::string_view> out(cards.size());
    // Walked backwards: a card listed twice ends at the zone find_card meets first.
    for (auto p = players.rbegin(); p != players.rend(); ++p)
        for (auto z = p->zones.rbegin(); z != p->zones.rend(); ++z)
            for (auto id = z->cards.rbegin(); id != z->cards.rend(); ++id)
                if (auto it = cards.find(*id); it != cards.end()) out[static_cast<std::size_t>(it - cards.begin())] = z->name;
    return out;
}

bool GameState::is_in(std::string_view id, std::string_view zone_name) const {
    auto found = find_card(players, id);
    return found.zone && same_name(found.zone->name, zone_name);
}

void GameState::take(std::string_view id) {
    if (auto found = find_card(players, id); found.zone) found.zone->cards.erase(found.zone->cards.begin() + static_cast<std::ptrdiff_t>(found.index));
    if (auto card = cards.find(id); card != cards.end()) card->second.moved_at = trace.size();
}

void GameState::move(const CardId& id, std::string_view owner, std::string_view zone_name, bool to_front) {
    take(id);
    auto& to = zone(owner, zone_name).cards;
    if (to_front) to.insert(to.begin(), id);
    else to.push_back(id);
    if (auto card = cards.find(id); card != cards.end()) card->second.moved_at = trace.size();
}

void GameState::end_turn_effects() {
    std::erase_if(modifiers, [](const Modifier& m) { return m.duration == Duration::EndOfTurn; });
    std::erase_if(permissions, [](const Permission& p) { return p.duration == Duration::EndOfTurn; });
}

int GameState::end_while_source(const CardId& source) {
    auto before = modifiers.size() + permissions.size();
    std::erase_if(modifiers, [&](const Modifier& m) { return m.source == source && m.duration == Duration::WhileSourceOnField; });
    std::erase_if(permissions, [&](const Permission& p) { return p.source == source && p.duration == Duration::WhileSourceOnField; });
    return static_cast<int>(before - modifiers.size() - permissions.size());
}

int GameState::end_until_next_turn(const PlayerId& player) {
    auto ends = [&](Duration d, const CardId& source) {
        return d == Duration::UntilNextTurn && (!has_card(source) || card(source).owner == player);
    };
    auto before = modifiers.size() + permissions.size();
    std::erase_if(modifiers, [&](const Modifier& m) { return ends(m.duration, m.source); });
    std::erase_if(permissions, [&](const Permission& p) { return ends(p.duration, p.source); });
    return static_cast<int>(before - modifiers.size() - permissions.size());
}

void GameState::step() {
    if (++steps <= max_steps) return;
    throw JudgeStopped(msg::say(say::kStepBudget, {{"n", max_steps}}));
}

Nested::Nested(GameState& state, const std::string& what) : state_(state) {
    if (state_.nesting >= kMaxNesting)
        throw JudgeStopped(msg::say(say::kNestingTooDeep, {{"n", kMaxNesting}, {"what", what}}));
    ++state_.nesting;
}

int GameState::count(std::string_view key) const {
    auto it = counters.find(key);
    return it == counters.end() ? 0 : it->second;
}

}  // namespace judge
