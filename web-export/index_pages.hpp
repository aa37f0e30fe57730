// The entry points: the top page listing the games with their counts, and one index per game
// (its rule sections, every ruling with status and verdict, its assumptions and glossary).
#pragma once

#include <string>

#include "web-export/page_layout.hpp"

namespace web_export {

struct GameCounts {
    int rules = 0, rulings = 0, verified = 0, failing = 0, no_scenario = 0, assumptions = 0, terms = 0;
};

GameCounts count_game(const SiteContext& site, const std::string& game);

std::string top_page(const SiteContext& site);
std::string game_index_page(const SiteContext& site, const GameInfo& game);

}  // namespace web_export
