// The reference pages a ruling links into: one page per top-level rule section (every rule in
// it at its own anchor, with back-links to the rulings citing it), the game's assumptions
// (marked as such) and its glossary.
#pragma once

#include <string>

#include "web-export/page_layout.hpp"

namespace web_export {

std::string section_page(const SiteContext& site, const RuleInfo& section);
std::string assumptions_page(const SiteContext& site, const GameInfo& game);
std::string glossary_page(const SiteContext& site, const GameInfo& game);

}  // namespace web_export
