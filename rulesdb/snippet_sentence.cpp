// The sentence of a hit's text that answers the query: see snippet_sentence.hpp.
#include "rulesdb/snippet_sentence.hpp"

#include <algorithm>
#include <set>
#include <vector>

#include "rulesdb/search.hpp"
#include "rulesdb/text_fold.hpp"

namespace rulesdb {

namespace {

// Where each sentence of `text` begins and ends (byte offsets, spaces around it left out).
std::vector<std::pair<std::size_t, std::size_t>> sentences(std::string_view text) {
    std::vector<std::pair<std::size_t, std::size_t>> out;
    std::size_t start = 0;
    auto close = [&](std::size_t end) {
        auto first = text.find_first_not_of(" \t\r\n", start);
        if (first != std::string_view::npos && first < end) {
            auto last = end;
            while (last > first && std::string_view(" \t\r\n").find(text[last - 1]) != std::string_view::npos) --last;
            out.emplace_back(first, last);
        }
        start = end;
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\n') {
            close(i);
        } else if (c == '.' || c == '!' || c == '?') {
            // A full stop ends a sentence before a space or the end, never inside "1.5" or "e.g.x".
            // A mark may close between the word and its stop.
            auto next = i + 1;
            while (next < text.size() && text[next] == kMatchEnd) ++next;
            if (next == text.size() || text[next] == ' ' || text[next] == '\n') close(next);
        } else {
            for (std::string_view stop : {"。", "！", "？"})
                if (text.substr(i, stop.size()) == stop) {
                    auto next = i + stop.size();
                    while (next < text.size() && text[next] == kMatchEnd) ++next;
                    close(next);
                    break;
                }
        }
    }
    close(text.size());
    return out;
}

struct MarkCount {
    std::size_t distinct = 0, total = 0;
    bool in_query_language = false;
};

bool better(const MarkCount& a, const MarkCount& b) {
    if (a.distinct != b.distinct) return a.distinct > b.distinct;
    if (a.in_query_language != b.in_query_language) return a.in_query_language;
    return a.total > b.total;
}

MarkCount count_marks(std::string_view sentence) {
    std::set<std::string> words;
    MarkCount count;
    for (auto open = sentence.find(kMatchStart); open != std::string_view::npos; open = sentence.find(kMatchStart, open + 1)) {
        auto end = sentence.find(kMatchEnd, open);
        if (end == std::string_view::npos) break;
        words.insert(fold_key(sentence.substr(open + 1, end - open - 1)));
        ++count.total;
    }
    count.distinct = words.size();
    return count;
}

// The characters a reader sees: the marks are not among them.
std::size_t characters(std::string_view text) {
    return character_count(text) - static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) { return c == kMatchStart || c == kMatchEnd; }));
}

// The byte offset `count` characters before (negative) or after `from`, not inside a mark's pair.
std::size_t step_characters(std::string_view text, std::size_t from, long count) {
    auto i = from;
    for (; count < 0 && i > 0; ++count) {
        do --i;
        while (i > 0 && continues_character(text[i]));
    }
    for (; count > 0 && i < text.size(); --count) {
        do ++i;
        while (i < text.size() && continues_character(text[i]));
    }
    return i;
}

// `sentence` cut to about `max_chars` characters around its first mark, at spaces when it has some
// nearby, and never between a mark's start and end.
std::string window(std::string_view sentence, std::size_t max_chars) {
    if (characters(sentence) <= max_chars) return std::string(sentence);
    const auto first_mark = std::min(sentence.find(kMatchStart), sentence.size());
    const long lead = static_cast<long>(max_chars / 4);
    auto begin = step_characters(sentence, first_mark, -lead);
    auto end = step_characters(sentence, begin, static_cast<long>(max_chars));
    // Widen to whole words where the text is spaced: back to a space, forward to one.
    if (begin > 0) {
        auto space = sentence.rfind(' ', begin);
        if (space != std::string_view::npos && begin - space < 20) begin = space + 1;
    }
    if (end < sentence.size()) {
        auto space = sentence.find(' ', end);
        if (space != std::string_view::npos && space - end < 20) end = space;
    }
    // Keep every mark whole: a cut inside one moves out of it.
    auto open_before = sentence.rfind(kMatchStart, begin);
    auto close_before = sentence.rfind(kMatchEnd, begin);
    if (open_before != std::string_view::npos && (close_before == std::string_view::npos || close_before < open_before)) begin = open_before;
    auto open_end = sentence.rfind(kMatchStart, end);
    auto close_end = sentence.rfind(kMatchEnd, end);
    if (open_end != std::string_view::npos && (close_end == std::string_view::npos || close_end < open_end)) {
        auto closing = sentence.find(kMatchEnd, open_end);
        end = closing == std::string_view::npos ? sentence.size() : closing + 1;
    }
    std::string out;
    if (begin > 0) out += "…";
    out += sentence.substr(begin, end - begin);
    if (end < sentence.size()) out += "…";
    return out;
}

}  // namespace

bool mostly_japanese(std::string_view text) {
    std::size_t japanese = 0, latin = 0;
    for (char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte >= 0xE3 && byte < 0xF0) ++japanese;  // the lead byte of a character from U+3000 to U+FFFF
        else if ((byte | 0x20) >= 'a' && (byte | 0x20) <= 'z') ++latin;
    }
    return japanese > 0 && japanese * 3 >= latin;
}

std::string best_sentence(std::string_view marked, bool query_is_japanese, std::size_t max_chars) {
    const auto all = sentences(marked);
    if (all.empty()) return {};
    auto count_of = [&](std::size_t i) {
        const auto sentence = marked.substr(all[i].first, all[i].second - all[i].first);
        auto count = count_marks(sentence);
        count.in_query_language = mostly_japanese(sentence) == query_is_japanese;
        return count;
    };
    std::size_t best = 0;
    auto best_count = count_of(0);
    for (std::size_t i = 1; i < all.size(); ++i) {
        if (auto count = count_of(i); better(count, best_count)) {
            best = i;
            best_count = count;
        }
    }
    return window(marked.substr(all[best].first, all[best].second - all[best].first), max_chars);
}

}  // namespace rulesdb
