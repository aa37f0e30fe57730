// Whether a sentence names a card (or player) id as a word of its own: not as part of a longer id.
// Card ids are letters, digits, hyphens and underscores; a Japanese sentence runs its words together
// around them (「xは破壊される」), so a word is bounded by any other character.
#pragma once

#include <cctype>
#include <string_view>

namespace judge {

inline bool is_id_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_'; }

// Whether `id` stands whole at `at` in `text`.
inline bool id_at(std::string_view text, std::size_t at, std::string_view id) {
    return text.substr(at, id.size()) == id && (at == 0 || !is_id_char(text[at - 1])) &&
           (at + id.size() == text.size() || !is_id_char(text[at + id.size()]));
}

// Whether `text` names `id` whole anywhere.
inline bool names_id(std::string_view text, std::string_view id) {
    for (auto at = text.find(id); at != std::string_view::npos; at = text.find(id, at + 1))
        if (id_at(text, at, id)) return true;
    return false;
}

}  // namespace judge
