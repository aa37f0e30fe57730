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

// The library cards a scenario takes, each linked to its page (<p class="scenario-cards">); nothing
// when it takes none.
void write_scenario_cards(HtmlWriter& html, const SiteContext& site, const std::string& page, const std::string& path);

// Edit and run under scenario `number` of the page (play_page.hpp); without the engine, one plain sentence.
void write_play(HtmlWriter& html, const SiteContext& site, const std::string& page, const ScenarioRun& run, std::size_t number);

}  // namespace web_export
