// Static reach steps (static_reach.hpp). The last list is kept in a state flag, so it is part of
// the state a line of play copies; each field is written with its length before it, since a card
// ID may hold any character.
#include "judge/core/static_reach.hpp"

#include <set>

namespace judge {

namespace {

void put_field(std::string& out, std::string_view field) {
    out += std::to_string(field.size());
    out += ':';
    out += field;
}

// Reads back one field written by put_field at `at`; the flag is only ever written by put_field.
std::string take_field(const std::string& in, std::size_t& at) {
    const auto colon = in.find(':', at);
    const auto size = static_cast<std::size_t>(std::stoul(in.substr(at, colon - at)));
    at = colon + 1 + size;
    return in.substr(colon + 1, size);
}

std::string stored(const std::set<StaticReach>& reaches) {
    std::string out;
    for (const auto& r : reaches) {
        put_field(out, r.source);
        put_field(out, std::to_string(r.ability));
        put_field(out, r.target);
    }
    return out;
}

std::set<StaticReach> read_back(const std::string& in) {
    std::set<StaticReach> out;
    for (std::size_t at = 0; at < in.size();) {
        StaticReach r;
        r.source = take_field(in, at);
        r.ability = static_cast<std::size_t>(std::stoul(take_field(in, at)));
        r.target = take_field(in, at);
        out.insert(std::move(r));
    }
    return out;
}

}  // namespace

void note_static_reach(GameState& state, const std::vector<StaticReach>& now, const StaticReachWords& words) {
    const auto kept = state.flags.find(words.flag);
    if (now.empty() && kept == state.flags.end()) return;  // the usual case: no static ability in play
    const auto before = kept == state.flags.end() ? std::set<StaticReach>{} : read_back(kept->second);
    const std::set<StaticReach> after(now.begin(), now.end());
    for (const auto& r : after) {
        if (before.contains(r)) continue;
        const auto& source = state.card(r.source);
        state.note(words.cite(source), words.began, {{"source", r.source}, {"target", r.target}, {"op", words.effect(source.abilities().at(r.ability))}});
    }
    for (const auto& r : before)
        if (!after.contains(r)) state.note(words.cite(state.card(r.source)), words.ended, {{"source", r.source}, {"target", r.target}});
    if (after.empty()) state.flags.erase(std::string(words.flag));
    else state.flags[std::string(words.flag)] = stored(after);
}

}  // namespace judge
