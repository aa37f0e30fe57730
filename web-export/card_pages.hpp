// The card entries on the site: one page per card (its name, reading, values, traits and keywords
// linked to the rules about them, its printed text, the abilities the judge plays, the rulings and
// assumptions about it, and the scenarios that use it with their verdict, board before and edit and
// run) and one index of each game's cards, by reading.
#pragma once

#include <string>

#include "web-export/page_layout.hpp"

namespace web_export {

// How many of the scenarios that use a card its page shows with their board and editor; the others
// are listed with their verdict and a link to where they are shown in full.
inline constexpr std::size_t kCardScenarioPreviews = 5;

std::string card_page(const SiteContext& site, const CardInfo& card);
std::string cards_page(const SiteContext& site, const GameInfo& game);

}  // namespace web_export
