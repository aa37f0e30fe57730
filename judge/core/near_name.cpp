// Edit distance and the near-name suggestion used by the loaders' messages.
#include "judge/core/near_name.hpp"

#include <algorithm>

#include "judge/core/scenario_messages.hpp"
#include "messages/language.hpp"

namespace judge {

namespace {

// Splits UTF-8 text into code points (each kept as its bytes).
std::vector<std::string> characters(const std::string& text) {
    std::vector<std::string> out;
    for (char c : text) {
        if ((static_cast<unsigned char>(c) & 0xC0) == 0x80 && !out.empty()) out.back() += c;
        else out.emplace_back(1, c);
    }
    return out;
}

}  // namespace

std::size_t edit_distance(const std::string& a, const std::string& b) {
    // Optimal string alignment: insertions, deletions, substitutions and swaps of two neighbours
    // ("trun" for "turn") each count one.
    const auto x = characters(a), y = characters(b);
    std::vector<std::vector<std::size_t>> d(x.size() + 1, std::vector<std::size_t>(y.size() + 1));
    for (std::size_t i = 0; i <= x.size(); ++i) d[i][0] = i;
    for (std::size_t j = 0; j <= y.size(); ++j) d[0][j] = j;
    for (std::size_t i = 1; i <= x.size(); ++i) {
        for (std::size_t j = 1; j <= y.size(); ++j) {
            const std::size_t cost = x[i - 1] == y[j - 1] ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && x[i - 1] == y[j - 2] && x[i - 2] == y[j - 1]) d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return d[x.size()][y.size()];
}

std::optional<std::string> near_name(const std::string& wrong, const std::vector<std::string>& candidates) {
    std::optional<std::string> best;
    std::size_t best_distance = 0;
    const auto wrong_length = characters(wrong).size();
    for (const auto& candidate : candidates) {
        if (candidate == wrong) continue;
        const auto distance = edit_distance(wrong, candidate);
        const auto longer = std::max(wrong_length, characters(candidate).size());
        if (distance > 2 || distance * 3 > longer) continue;
        if (!best || distance < best_distance) {
            best = candidate;
            best_distance = distance;
        }
    }
    return best;
}

std::string did_you_mean(const std::string& wrong, const std::vector<std::string>& candidates) {
    auto near = near_name(wrong, candidates);
    return near ? msg::say(say::kDidYouMean, {{"name", *near}}) : "";
}

}  // namespace judge
