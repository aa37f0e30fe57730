// One page per ruling: question and answer, tags, status, date, source; the rules and
// assumptions it rests on with their text; its supersession chain; its scenarios with the
// judge's verdict, a board diagram before and after, and the trace with every cited ID linked.
#pragma once

#include <string>

#include "web-export/page_layout.hpp"

namespace web_export {

std::string ruling_page(const SiteContext& site, const RulingInfo& ruling);

}  // namespace web_export
