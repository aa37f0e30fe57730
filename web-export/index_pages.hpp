// The entry points: the top page listing the games with their counts, and one index per game
// (its rule sections, every ruling with status and verdict, its assumptions, glossary and cards).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "web-export/page_layout.hpp"

namespace web_export {

struct GameCounts {
    int rules = 0, rulings = 0, verified = 0, failing = 0, no_scenario = 0, assumptions = 0, terms = 0, cards = 0;
    int official = 0;  // official Q&A items no scenario shows (among `rulings`)
};

GameCounts count_game(const SiteContext& site, const std::string& game);

std::string top_page(const SiteContext& site);
std::string game_index_page(const SiteContext& site, const GameInfo& game);
// The game's tags, each with the rulings that carry it, in tag order.
std::map<std::string, std::vector<const RulingInfo*>> rulings_by_tag(const SiteData& data, const std::string& game);
std::string tag_page(const SiteContext& site, const GameInfo& game, const std::string& tag, const std::vector<const RulingInfo*>& rulings);

}  // namespace web_export
