// The repeat detector: see repeat_detector.hpp.
#include "judge/core/repeat_detector.hpp"

#include <charconv>
#include <functional>
#include <string_view>

#include "judge/core/core_messages.hpp"
#include "messages/language.hpp"

namespace judge {

namespace {

class Writer {
public:
    Writer() { text_.reserve(1024); }
    Writer& operator<<(const std::string& field) { return field_(field); }
    Writer& operator<<(long long number) {
        char digits[24];
        auto end = std::to_chars(digits, digits + sizeof digits, number).ptr;
        return field_(std::string_view(digits, static_cast<std::size_t>(end - digits)));
    }
    std::string text() && { return std::move(text_); }

private:
    // The field's length in decimal, ':', the field: the digits written in place, with no string
    // made for them (a fingerprint is taken before every waiting ability resolves).
    Writer& field_(std::string_view field) {
        char digits[24];
        auto end = std::to_chars(digits, digits + sizeof digits, field.size()).ptr;
        text_.append(digits, end);
        text_ += ':';
        text_ += field;
        return *this;
    }
    std::string text_;
};

// Two independent 64-bit hashes of the fingerprint: keeping 128 bits rather than every fingerprint
// keeps memory small on a 2,000-card board, and a false repeat is out of reach.
std::pair<std::uint64_t, std::uint64_t> hash_of(const std::string& text) {
    std::uint64_t fnv = 14695981039346656037ull;
    for (unsigned char c : text) fnv = (fnv ^ c) * 1099511628211ull;
    return {fnv, static_cast<std::uint64_t>(std::hash<std::string>{}(text))};
}

}  // namespace

std::string state_fingerprint(const GameState& state, const Decisions& decisions) {
    Writer w;
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
    return std::move(w).text();
}

void RepeatDetector::before_resolving(const GameState& state, const Decisions& decisions, const CardId& card, const std::string& trigger) {
    auto key = hash_of(state_fingerprint(state, decisions));
    auto label = card + " \"" + trigger + "\"";
    auto [it, fresh] = seen_.emplace(key, resolved_.size());
    resolved_.push_back(label);
    if (fresh) return;
    std::string cycle;  // from the first time round to this one, which starts the next
    for (std::size_t i = it->second; i < resolved_.size(); ++i) cycle += (cycle.empty() ? "" : " → ") + resolved_[i];
    throw JudgeStopped(msg::say(say::kRepeatingState, {{"cycle", cycle}}));
}

}  // namespace judge
