// Page paths and relative links: see site_paths.hpp.
#include "web-export/site_paths.hpp"

#include <algorithm>

namespace web_export {

namespace {

bool all_of_chars(std::string_view s, bool (*allowed)(char)) {
    return !s.empty() && std::all_of(s.begin(), s.end(), allowed);
}

}  // namespace

bool is_safe_entry_id(std::string_view id) {
    return all_of_chars(id, [](char c) { return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-'; });
}

bool is_safe_game_id(std::string_view id) {
    return all_of_chars(id, [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; });
}

const std::string& checked_entry_id(const std::string& id) {
    if (!is_safe_entry_id(id)) throw UnsafePathError("refusing to use '" + id + "' in a path: IDs are [A-Z0-9-] only");
    return id;
}

const std::string& checked_game_id(const std::string& id) {
    if (!is_safe_game_id(id)) throw UnsafePathError("refusing to use the game ID '" + id + "' in a path: game IDs are [a-z0-9-] only");
    return id;
}

std::string game_index_path(const std::string& game) { return checked_game_id(game) + "/index.html"; }

std::string entry_page_path(const std::string& game, const std::string& id) {
    return checked_game_id(game) + "/" + checked_entry_id(id) + ".html";
}

std::string assumptions_path(const std::string& game) { return checked_game_id(game) + "/assumptions.html"; }
std::string glossary_path(const std::string& game) { return checked_game_id(game) + "/glossary.html"; }
std::string cards_path(const std::string& game) { return checked_game_id(game) + "/cards.html"; }

std::string tag_page_path(const std::string& game, const std::string& tag) {
    static const char* hex = "0123456789ABCDEF";
    std::string name;
    for (unsigned char c : tag) {
        if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-') name += static_cast<char>(c);
        else name += {'_', hex[c >> 4], hex[c & 15]};
    }
    return checked_game_id(game) + "/tags/" + name + ".html";
}

std::string relative_url(std::string_view from_page, std::string_view target) {
    auto depth = std::count(from_page.begin(), from_page.end(), '/');
    std::string prefix;
    for (long i = 0; i < depth; ++i) prefix += "../";
    // Same folder: drop the shared "<game>/" so links read "IW-J-X.html", not "../iw/IW-J-X.html".
    auto from_dir = from_page.substr(0, from_page.rfind('/') + 1);
    if (depth > 0 && target.substr(0, from_dir.size()) == from_dir) return std::string(target.substr(from_dir.size()));
    return prefix + std::string(target);
}

}  // namespace web_export
