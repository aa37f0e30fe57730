// A commented scenario template for a game, drawn from its ruleset so that it lists exactly the
// zones, actions and vocabulary that game accepts: `judge scenario new --game ID` prints it, and the
// exported site's play.html starts from it.
#pragma once

#include <string>

#include "judge/core/ruleset.hpp"
#include "messages/message.hpp"

namespace judge {

// The template, its comments in `lang` (the XML keeps the format's words).
std::string scenario_template(const Ruleset& ruleset, msg::Lang lang);

}  // namespace judge
