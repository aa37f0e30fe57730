// A commented scenario template for a game, drawn from its ruleset so that it lists exactly the
// zones, actions and vocabulary that game accepts: `judge scenario new --game ID` prints it, and the
// exported site's play.html starts from it.
#pragma once

#include <string>

#include "judge/core/ruleset.hpp"
#include "messages/message.hpp"

namespace judge {

// Where the template is filled in: its first comments say how to run it there (the command line's
// `judge verify`, or the site page's Run button and answers).
enum class TemplateUse { command_line, site };

// The template, its comments in `lang` (the XML keeps the format's words). `format_doc` is where the
// reader finds docs/scenario-format.md (the checkout's, or an installed copy's); a path that an XML
// comment cannot hold (one with "--") is shown by its file name.
std::string scenario_template(const Ruleset& ruleset, msg::Lang lang, TemplateUse use = TemplateUse::command_line,
                              const std::string& format_doc = "docs/scenario-format.md");

}  // namespace judge
