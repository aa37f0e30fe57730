// The repeat detector: see repeat_detector.hpp.
#include "judge/core/repeat_detector.hpp"

#include <algorithm>
#include <cstring>
#include <string_view>

#include "judge/core/core_messages.hpp"
#include "messages/language.hpp"

namespace judge {

namespace {

// Hashes the state field by field as it is walked, with no text made of it: a state is hashed
// before every waiting ability resolves. A text field goes in as its length and then eight bytes
// at a time, so two different sequences of fields never feed the same words; a list whose length
// varies goes in after its length.
class Hasher {
public:
    Hasher& operator<<(std::string_view field) {
        mix(field.size());
        for (std::size_t at = 0; at < field.size(); at += 8) {
            std::uint64_t word = 0;
            std::memcpy(&word, field.data() + at, std::min<std::size_t>(8, field.size() - at));
            mix(word);
        }
        return *this;
    }
    Hasher& operator<<(const std::string& field) { return *this << std::string_view(field); }
    Hasher& operator<<(long long number) {
        mix(static_cast<std::uint64_t>(number));
        return *this;
    }
    StateHash hash() const { return {a_, b_}; }

private:
    // Two different mixes (a multiply-xorshift and an add-multiply-rotate), each step a bijection
    // of its word, with unrelated constants.
    void mix(std::uint64_t word) {
        a_ = (a_ ^ word) * 0x9E3779B97F4A7C15ull;
        a_ ^= a_ >> 32;
        b_ = (b_ + word) * 0xC2B2AE3D27D4EB4Full;
        b_ = (b_ << 27) | (b_ >> 37);
    }
    std::uint64_t a_ = 14695981039346656037ull;
    std::uint64_t b_ = 0x27D4EB2F165667C5ull;
};

long long size_of(const auto& list) { return static_cast<long long>(list.size()); }

}  // namespace

StateHash state_hash(const GameState& state, const Decisions& decisions) {
    Hasher h;
    h << state.turn << state.active << state.phase << (state.winner ? std::string_view(*state.winner) : std::string_view("-"));
    for (const auto& p : state.players)
        for (const auto& z : p.zones) {
            h << p.id << z.name << size_of(z.cards);
            for (const auto& id : z.cards) h << id;
        }
    h << size_of(state.cards);
    for (const auto& [id, c] : state.cards) {
        h << id << (c.tapped ? 1 : 0) << (c.face_down ? 1 : 0) << c.entered_turn << c.attached_to << size_of(c.beneath);
        for (const auto& b : c.beneath) h << b;
        h << size_of(c.status);
        for (const auto& [k, v] : c.status) h << k << v;
    }
    h << size_of(state.modifiers);
    for (const auto& m : state.modifiers) h << m.target << m.stat << m.amount << m.source << static_cast<long long>(m.duration);
    h << size_of(state.permissions);
    for (const auto& p : state.permissions)
        h << p.subject << p.capability << (p.allow ? 1 : 0) << p.source << static_cast<long long>(p.duration) << (p.overrides ? 1 : 0);
    h << size_of(state.counters);
    for (const auto& [k, v] : state.counters) h << k << v;
    for (const auto& [k, v] : state.flags)
        if (!v.empty()) h << k << v;  // an empty flag reads as an absent one
    h << -1;  // the flags end (their number is left out with the empty ones)
    h << size_of(state.stack);
    for (const auto& s : state.stack) {
        h << s.card << s.controller << s.ability_index << s.responds_to << (s.nullified ? 1 : 0) << size_of(s.context);
        for (const auto& [k, v] : s.context) h << k << v;
    }
    h << size_of(state.waiting);
    for (const auto& t : state.waiting) h << t.card << t.controller << t.ability_index << t.cause;
    h << static_cast<long long>(decisions.unused_count());
    return h.hash();
}

void RepeatDetector::before_resolving(const GameState& state, const Decisions& decisions, const CardId& card, const std::string& trigger) {
    auto [it, fresh] = seen_.emplace(state_hash(state, decisions), resolved_.size());
    resolved_.emplace_back(card, trigger);
    if (fresh) return;
    std::string cycle;  // from the first time round to this one, which starts the next
    for (std::size_t i = it->second; i < resolved_.size(); ++i)
        cycle += (cycle.empty() ? "" : " → ") + resolved_[i].first + " \"" + resolved_[i].second + "\"";
    throw JudgeStopped(msg::say(say::kRepeatingState, {{"cycle", cycle}}));
}

}  // namespace judge
