// Scripted decisions: consumed in order, per player and kind, checked against the legal options.
#include "judge/core/decisions.hpp"

#include <algorithm>
#include <optional>
#include <set>
#include <stdexcept>
#include <string_view>

#include "judge/core/core_messages.hpp"
#include "judge/core/id_in_text.hpp"
#include "messages/language.hpp"

namespace judge {

namespace {


// "choose 2", "choose between 0 and 3": how many a choose_several decision takes.
std::string how_many(std::size_t min, std::size_t max) {
    return min == max ? msg::say(say::kChooseN, {{"n", min}}) : msg::say(say::kChooseBetween, {{"min", min}, {"max", max}});
}

// The `k`-th way of choosing between `min` and `max` of `n` options: fewer first, and among as
// many, in the options' order (lexicographic by index). Nothing when there is no such way.
std::optional<std::vector<std::size_t>> nth_subset(std::size_t n, std::size_t min, std::size_t max, std::size_t k) {
    for (std::size_t size = min; size <= std::min(max, n); ++size) {
        std::vector<std::size_t> pick(size);
        for (std::size_t i = 0; i < size; ++i) pick[i] = i;
        for (;;) {
            if (k == 0) return pick;
            --k;
            // The next combination: the last index that can move on moves, those after it follow it.
            std::size_t i = size;
            while (i > 0 && pick[i - 1] == n - size + (i - 1)) --i;
            if (i == 0) break;
            ++pick[i - 1];
            for (std::size_t j = i; j < size; ++j) pick[j] = pick[j - 1] + 1;
        }
    }
    return std::nullopt;
}

// How many ways nth_subset has, stopping counting past kMaxWaysAtOneDecision.
std::size_t subset_ways(std::size_t n, std::size_t min, std::size_t max) {
    std::size_t total = 0;
    for (std::size_t size = min; size <= std::min(max, n); ++size) {
        std::size_t c = 1;  // n choose size, built up so that each step stays whole
        for (std::size_t i = 0; i < size && c <= kMaxWaysAtOneDecision; ++i) c = c * (n - i) / (i + 1);
        total += c;
        if (total > kMaxWaysAtOneDecision) break;
    }
    return total;
}

// The `k`-th order of `n` items in lexicographic order of their places (the order given is first).
std::vector<std::size_t> nth_order(std::size_t n, std::size_t k) {
    std::vector<std::size_t> left(n), out;
    for (std::size_t i = 0; i < n; ++i) left[i] = i;
    std::size_t block = 1;
    for (std::size_t i = 2; i < n; ++i) block *= i;
    for (std::size_t i = n; i > 0; --i) {
        auto at = k / block;
        k %= block;
        out.push_back(left[at]);
        left.erase(left.begin() + static_cast<std::ptrdiff_t>(at));
        if (i > 1) block /= (i - 1);
    }
    return out;
}

std::size_t order_ways(std::size_t n) {
    std::size_t total = 1;
    for (std::size_t i = 2; i <= n && total <= kMaxWaysAtOneDecision; ++i) total *= i;
    return total;
}

void refuse_too_many(const PlayerId& player, const std::string& kind, std::size_t ways) {
    if (ways > kMaxWaysAtOneDecision)
        throw std::runtime_error(msg::say(say::kTooManyWays, {{"kind", kind}, {"player", player}, {"n", kMaxWaysAtOneDecision}}));
}

template <typename Index>
std::vector<std::string> pick(const std::vector<std::string>& options, const Index& indexes) {
    std::vector<std::string> out;
    out.reserve(indexes.size());
    for (auto i : indexes) out.push_back(options[i]);
    return out;
}

}  // namespace

std::string choice_text(const TakenChoice& c) { return c.player + " " + c.kind + ": " + c.choice; }

std::string line_text(const std::vector<TakenChoice>& choices) {
    if (choices.empty()) return msg::say(say::kNoOpenDecision);
    std::string out;
    for (const auto& c : choices) out += (out.empty() ? "" : "; ") + choice_text(c);
    return out;
}

template <typename Describe>
std::size_t Decisions::take(const PlayerId& player, const std::string& kind, std::size_t ways, Describe describe) {
    if (probing_) ways = std::min(ways, kMaxWaysAtOneDecision);
    else refuse_too_many(player, kind, ways);
    const auto depth = taken_.size();
    std::size_t way = depth < path_.size() ? path_[depth] : 0;
    // A path is made from an earlier line of the same scenario, which met this decision with as
    // many ways: the state is a value and nothing in the rules is random.
    if (way >= ways) throw std::logic_error("an explored line met a decision with fewer ways than the line it was made from");
    taken_.push_back({player, kind, describe(way), way, ways});
    return way;
}

std::vector<bool> Decisions::used_flags() const {
    std::vector<bool> out;
    out.reserve(script_.size());
    for (const auto& d : script_) out.push_back(d.used);
    return out;
}

std::size_t Decisions::choose_answer(const PlayerId& player, const std::string& prompt, const std::vector<std::string>& options) {
    if (options.size() == 1) return 0;
    if (exploring_) return take(player, "answer", options.size(), [&](std::size_t i) { return options[i]; });
    throw NeedsDecision(player, "answer", prompt, options, true);
}

std::vector<std::string> split_words(std::string_view text) {
    // Scanned by hand (for_each_word): every card's keywords and traits pass here, and a string
    // stream per call cost more than the rest.
    std::vector<std::string> out;
    for_each_word(text, [&](std::string_view word) { out.emplace_back(word); });
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
    : std::runtime_error(msg::say(say::kIllegalChoice, {{"kind", d.kind}, {"player", d.player}, {"choice", d.choice}, {"legal", msg::join(options)}})),
      pos(d.pos) {}

IllegalChoice::IllegalChoice(const ScriptedDecision& d, const std::string& problem, const std::vector<std::string>& options)
    : std::runtime_error(msg::say(say::kIllegalChoiceWhy, {{"kind", d.kind}, {"player", d.player}, {"problem", problem}, {"legal", msg::join(options)}})),
      pos(d.pos) {}

ScriptedDecision* Decisions::next(const PlayerId& player, const std::string& kind, const std::string& prompt) {
    for (auto& d : script_) {
        if (d.used || d.player != player || d.kind != kind) continue;
        // The decision its writer meant for another prompt: saying so beats answering the wrong one.
        if (!d.about.empty() && !names_id(prompt, d.about))
            throw IllegalChoice(d.pos, msg::say(say::kDecisionForOther, {{"kind", d.kind}, {"player", d.player}, {"about", d.about}, {"prompt", prompt}}));
        return &d;
    }
    return nullptr;
}

std::string Decisions::choose(const PlayerId& player, const std::string& kind, const std::string& prompt,
                              const std::vector<std::string>& options) {
    if (auto* d = next(player, kind, prompt)) {
        if (std::find(options.begin(), options.end(), d->choice) == options.end()) throw IllegalChoice(*d, options);
        d->used = true;
        return d->choice;
    }
    if (options.size() == 1) return options.front();
    if (exploring_) return options[take(player, kind, options.size(), [&](std::size_t i) { return options[i]; })];
    throw NeedsDecision(player, kind, prompt, options);
}

std::vector<std::string> Decisions::choose_several(const PlayerId& player, const std::string& kind, const std::string& prompt,
                                                   const std::vector<std::string>& options, std::size_t min, std::size_t max) {
    // Too few options is for the rules to refuse, by their rule, before asking: asking would offer a
    // choice nobody can make. Reaching here is a gap in a ruleset, reported as the scenario's error.
    if (options.size() < min)
        throw std::logic_error(msg::say(say::kTooFewToChoose, {{"how_many", how_many(min, max)}, {"prompt", prompt}, {"n", options.size()}}));
    if (auto* d = next(player, kind, prompt)) {
        auto chosen = split_words(d->choice);
        auto given = "'" + join_words(chosen) + "'";
        if (chosen.size() < min || chosen.size() > max)
            throw IllegalChoice(*d, msg::say(say::kWrongCount, {{"how_many", how_many(min, max)}, {"prompt", prompt}, {"n", chosen.size()}, {"given", given}}),
                                options);
        std::set<std::string> seen;
        for (const auto& c : chosen) {
            if (std::find(options.begin(), options.end(), c) == options.end())
                throw IllegalChoice(*d, msg::say(say::kNotAnOption, {{"choice", c}, {"prompt", prompt}, {"given", given}}), options);
            if (!seen.insert(c).second) throw IllegalChoice(*d, msg::say(say::kChosenTwice, {{"choice", c}, {"given", given}}), options);
        }
        d->used = true;
        return chosen;
    }
    if (options.size() == min && min == max) return options;
    if (exploring_) {
        const auto ways = subset_ways(options.size(), min, max);
        if (ways == 1) return pick(options, *nth_subset(options.size(), min, max, 0));
        auto way = take(player, kind, ways, [&](std::size_t i) {
            auto chosen = join_words(pick(options, *nth_subset(options.size(), min, max, i)));
            return chosen.empty() ? std::string("none") : chosen;
        });
        return pick(options, *nth_subset(options.size(), min, max, way));
    }
    NeedsDecision needed(player, kind, msg::say(say::kChooseSeveral, {{"how_many", how_many(min, max)}, {"prompt", prompt}}), options);
    needed.fewest = min;
    needed.most = max;
    throw needed;
}

std::vector<std::string> Decisions::choose_order(const PlayerId& player, const std::string& kind, const std::string& prompt,
                                                 const std::vector<std::string>& items) {
    if (items.size() <= 1) {
        if (auto* d = next(player, kind, prompt); d && split_words(d->choice) == items) d->used = true;
        return items;
    }
    if (auto* d = next(player, kind, prompt)) {
        auto chosen = split_words(d->choice);
        if (!std::is_permutation(chosen.begin(), chosen.end(), items.begin(), items.end())) throw IllegalChoice(*d, items);
        d->used = true;
        return chosen;
    }
    if (exploring_) {
        auto way = take(player, kind, order_ways(items.size()),
                        [&](std::size_t i) { return join_words(pick(items, nth_order(items.size(), i))); });
        return pick(items, nth_order(items.size(), way));
    }
    NeedsDecision needed(player, kind, prompt, items);
    needed.fewest = needed.most = items.size();
    needed.ordered = true;
    throw needed;
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
