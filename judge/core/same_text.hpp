// Whether two short strings (card ids, fact names, values such as "A hand") are equal, compared in
// place: comparing explored outcomes asks this thousands of times of strings of a few bytes, where
// a call to memcmp for each costs more than the comparison itself.
#pragma once

#include <cstdint>
#include <cstring>
#include <string_view>

namespace judge {

namespace detail {

template <typename Word>
Word load(const char* at) {
    Word word;
    std::memcpy(&word, at, sizeof word);
    return word;
}

}  // namespace detail

inline bool same_text(std::string_view a, std::string_view b) {
    const std::size_t n = a.size();
    if (n != b.size()) return false;
    const char *x = a.data(), *y = b.data();
    // Two loads of each, its first and its last bytes (which overlap), cover it whole.
    if (n >= 8 && n <= 16)
        return detail::load<std::uint64_t>(x) == detail::load<std::uint64_t>(y) &&
               detail::load<std::uint64_t>(x + n - 8) == detail::load<std::uint64_t>(y + n - 8);
    if (n >= 4 && n < 8)
        return detail::load<std::uint32_t>(x) == detail::load<std::uint32_t>(y) &&
               detail::load<std::uint32_t>(x + n - 4) == detail::load<std::uint32_t>(y + n - 4);
    if (n < 4) {
        for (std::size_t i = 0; i < n; ++i)
            if (x[i] != y[i]) return false;
        return true;
    }
    return std::memcmp(x, y, n) == 0;
}

}  // namespace judge
