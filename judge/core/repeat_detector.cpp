// The repeat detector: see repeat_detector.hpp.
#include "judge/core/repeat_detector.hpp"

#include <bit>
#include <charconv>
#include <cstring>
#include <string_view>

#include "judge/core/core_messages.hpp"
#include "messages/language.hpp"

namespace judge {

namespace {

// The fingerprint's fields, hashed as they are written: no text of the whole state is made (a
// fingerprint is taken before every waiting ability resolves), and its bytes are taken eight at a
// time. Each field's length goes in before its bytes, so the list of fields decides the hashes.
// The two hashes mix every word differently (a multiply-xorshift and an add-rotate-multiply, with
// splitmix64's finish), so they are independent enough that a false repeat stays out of reach.
class Fingerprint {
public:
    Fingerprint& operator<<(std::string_view field) {
        mix(field.size());
        std::size_t at = 0;
        for (; at + 8 <= field.size(); at += 8) mix(load(field.data() + at, 8));
        if (at < field.size()) mix(load(field.data() + at, field.size() - at));
        return *this;
    }
    // A number as its decimal digits, as the fields have always been written.
    Fingerprint& operator<<(long long number) {
        char digits[24];
        auto end = std::to_chars(digits, digits + sizeof digits, number).ptr;
        return *this << std::string_view(digits, static_cast<std::size_t>(end - digits));
    }
    std::pair<std::uint64_t, std::uint64_t> value() const { return {finish(a_), finish(b_)}; }

private:
    static std::uint64_t load(const char* bytes, std::size_t n) {
        std::uint64_t word = 0;
        std::memcpy(&word, bytes, n);
        return word;
    }
    void mix(std::uint64_t word) {
        a_ = (a_ ^ word) * 0x9e3779b97f4a7c15ull;
        a_ ^= a_ >> 32;
        b_ = std::rotl(b_ + word * 0xc2b2ae3d27d4eb4full, 31) * 0x165667b19e3779f9ull;
    }
    static std::uint64_t finish(std::uint64_t h) {
        h = (h ^ (h >> 30)) * 0xbf58476d1ce4e5b9ull;
        h = (h ^ (h >> 27)) * 0x94d049bb133111ebull;
        return h ^ (h >> 31);
    }

    std::uint64_t a_ = 14695981039346656037ull;
    std::uint64_t b_ = 0x27d4eb2f165667c5ull;
};

}  // namespace

std::pair<std::uint64_t, std::uint64_t> state_fingerprint(const GameState& state, const Decisions& decisions) {
    Fingerprint w;
    w << state.turn << state.active << state.phase << (state.winner ? *state.winner : std::string("-"));
    for (const auto& p : state.players)
        for (const auto& z : p.zones) {
            w << p.id << z.name << static_cast<long long>(z.cards.size());
            for (const auto& id : z.cards) w << id;
        }
    for (const auto& [id, c] : state.cards) {
        w << id << (c.tapped ? 1 : 0) << (c.face_down ? 1 : 0) << c.entered_turn << c.attached_to << static_cast<long long>(c.beneath.size());
        for (const auto& b : c.beneath) w << b;
        for (const auto& [k, v] : c.status) w << k << v;
    }
    for (const auto& m : state.modifiers) w << m.target << m.stat << m.amount << m.source << static_cast<long long>(m.duration);
    for (const auto& p : state.permissions)
        w << p.subject << p.capability << (p.allow ? 1 : 0) << p.source << static_cast<long long>(p.duration) << (p.overrides ? 1 : 0);
    for (const auto& [k, v] : state.counters) w << k << v;
    for (const auto& [k, v] : state.flags)
        if (!v.empty()) w << k << v;  // an empty flag reads as an absent one
    for (const auto& s : state.stack) {
        w << s.card << s.controller << s.ability_index << s.responds_to << (s.nullified ? 1 : 0);
        for (const auto& [k, v] : s.context) w << k << v;
    }
    for (const auto& t : state.waiting) w << t.card << t.controller << t.ability_index << t.cause;
    w << static_cast<long long>(decisions.unused_count());
    return w.value();
}

void RepeatDetector::before_resolving(const GameState& state, const Decisions& decisions, const CardId& card, const std::string& trigger) {
    auto key = state_fingerprint(state, decisions);
    auto label = card + " \"" + trigger + "\"";
    auto [it, fresh] = seen_.emplace(key, resolved_.size());
    resolved_.push_back(label);
    if (fresh) return;
    std::string cycle;  // from the first time round to this one, which starts the next
    for (std::size_t i = it->second; i < resolved_.size(); ++i) cycle += (cycle.empty() ? "" : " → ") + resolved_[i];
    throw JudgeStopped(msg::say(say::kRepeatingState, {{"cycle", cycle}}));
}

}  // namespace judge
