// Scripted decisions: consumed in order, per player and kind, checked against the legal options.
#include "judge/core/decisions.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>
#include <string_view>

namespace judge {

namespace {


// "choose 2", "choose between 0 and 3": how many a choose_several decision takes.
std::string how_many(std::size_t min, std::size_t max) {
    return "choose " + (min == max ? std::to_string(min) : "between " + std::to_string(min) + " and " + std::to_string(max));
}

}  // namespace

std::vector<std::string> split_words(const std::string& text) {
    // The separators: the white space `>>` skips in the classic locale, and commas. Scanned by hand:
    // every card's keywords and traits pass here, and a string stream per call cost more than the rest.
    constexpr std::string_view kSeparators = " \t\n\v\f\r,";
    std::vector<std::string> out;
    std::size_t at = 0;
    while ((at = text.find_first_not_of(kSeparators, at)) != std::string::npos) {
        auto end = text.find_first_of(kSeparators, at);
        if (end == std::string::npos) end = text.size();
        out.emplace_back(text, at, end - at);
        at = end;
    }
    return out;
}

std::string comma_list(const std::vector<std::string>& words) {
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "" : ", ") + w;
    return out;
}

std::string join_words(const std::vector<std::string>& words) {
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "" : " ") + w;
    return out;
}

IllegalChoice::IllegalChoice(const ScriptedDecision& d, const std::vector<std::string>& options)
    : std::runtime_error("the scripted " + d.kind + " decision of " + d.player + " '" + d.choice +
                         "' is not legal here (legal: " + comma_list(options) + ")"),
      pos(d.pos) {}

IllegalChoice::IllegalChoice(const ScriptedDecision& d, const std::string& problem, const std::vector<std::string>& options)
    : std::runtime_error("the scripted " + d.kind + " decision of " + d.player + ": " + problem + " (legal: " + comma_list(options) + ")"),
      pos(d.pos) {}

ScriptedDecision* Decisions::next(const PlayerId& player, const std::string& kind) {
    for (auto& d : script_)
        if (!d.used && d.player == player && d.kind == kind) return &d;
    return nullptr;
}

std::string Decisions::choose(const PlayerId& player, const std::string& kind, const std::string& prompt,
                              const std::vector<std::string>& options) {
    if (auto* d = next(player, kind)) {
        if (std::find(options.begin(), options.end(), d->choice) == options.end()) throw IllegalChoice(*d, options);
        d->used = true;
        return d->choice;
    }
    if (options.size() == 1) return options.front();
    throw NeedsDecision(player, kind, prompt, options);
}

std::vector<std::string> Decisions::choose_several(const PlayerId& player, const std::string& kind, const std::string& prompt,
                                                   const std::vector<std::string>& options, std::size_t min, std::size_t max) {
    // Too few options is for the rules to refuse, by their rule, before asking: asking would offer a
    // choice nobody can make. Reaching here is a gap in a ruleset, reported as the scenario's error.
    if (options.size() < min)
        throw std::logic_error(how_many(min, max) + " " + prompt + ", but only " + std::to_string(options.size()) +
                               " can be chosen, and no rule refused this first");
    if (auto* d = next(player, kind)) {
        auto chosen = split_words(d->choice);
        auto given = "'" + join_words(chosen) + "'";
        if (chosen.size() < min || chosen.size() > max)
            throw IllegalChoice(*d, how_many(min, max) + " " + prompt + ", got " + std::to_string(chosen.size()) + ": " + given, options);
        std::set<std::string> seen;
        for (const auto& c : chosen) {
            if (std::find(options.begin(), options.end(), c) == options.end())
                throw IllegalChoice(*d, "'" + c + "' is not one of the " + prompt + " in " + given, options);
            if (!seen.insert(c).second) throw IllegalChoice(*d, "'" + c + "' is chosen twice in " + given, options);
        }
        d->used = true;
        return chosen;
    }
    if (options.size() == min && min == max) return options;
    throw NeedsDecision(player, kind, how_many(min, max) + " " + prompt, options);
}

std::vector<std::string> Decisions::choose_order(const PlayerId& player, const std::string& kind, const std::string& prompt,
                                                 const std::vector<std::string>& items) {
    if (items.size() <= 1) {
        if (auto* d = next(player, kind); d && split_words(d->choice) == items) d->used = true;
        return items;
    }
    if (auto* d = next(player, kind)) {
        auto chosen = split_words(d->choice);
        if (!std::is_permutation(chosen.begin(), chosen.end(), items.begin(), items.end())) throw IllegalChoice(*d, items);
        d->used = true;
        return chosen;
    }
    throw NeedsDecision(player, kind, prompt, items);
}

bool Decisions::choose_may(const PlayerId& player, const std::string& prompt) {
    return choose(player, "may", prompt, {"yes", "no"}) == "yes";
}

std::size_t Decisions::unused_count() const {
    std::size_t n = 0;
    for (const auto& d : script_) n += d.used ? 0 : 1;
    return n;
}

std::vector<ScriptedDecision> Decisions::unused() const {
    std::vector<ScriptedDecision> out;
    for (const auto& d : script_)
        if (!d.used) out.push_back(d);
    return out;
}

}  // namespace judge
