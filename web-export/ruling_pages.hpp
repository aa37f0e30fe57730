// One page per ruling: question and answer, tags, status, date, source; the rules and
// assumptions it rests on with their text; its supersession chain; its scenarios with the
// judge's verdict, a board diagram before and after, and the trace with every cited ID linked.
#pragma once

#include <string>

#include "web-export/page_layout.hpp"

namespace web_export {

std::string ruling_page(const SiteContext& site, const RulingInfo& ruling);

// One scenario as a ruling or assumption shows it: verdict, boards, trace; `number` makes its
// anchor (#scenario-N) unique on the page.
void write_scenario(HtmlWriter& html, const SiteContext& site, const std::string& page, const ScenarioLink& link, std::size_t number);

}  // namespace web_export
