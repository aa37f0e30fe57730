// A decision's answer written as the scenario file writes it, so that a page (or a user) can add it
// to the file as it stands: a move, <block player="B" blocker="w"/>, goes at the end of <actions>;
// a choice, <decision player="A" kind="shields" choice="s1"/>, at the end of <decisions>.
#pragma once

#include <string>

#include "judge/core/scenario.hpp"

namespace judge {

// The move as its element: kind, then player, then its arguments by name.
std::string move_xml(const Action& move);

// A scripted decision's element.
std::string decision_xml(const PlayerId& player, const std::string& kind, const std::string& choice);

}  // namespace judge
