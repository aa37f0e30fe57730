// A decision's answer as scenario XML: see answer_xml.hpp.
#include "judge/core/answer_xml.hpp"

#include "rulesdb/xml_file.hpp"

namespace judge {

namespace {

std::string attribute(const std::string& name, const std::string& value) { return " " + name + "=\"" + rulesdb::xml_escaped(value) + "\""; }

}  // namespace

std::string move_xml(const Action& move) {
    std::string out = "<" + move.kind;
    if (!move.player.empty()) out += attribute("player", move.player);
    for (const auto& [name, value] : move.arguments) out += attribute(name, value);
    return out + "/>";
}

std::string decision_xml(const PlayerId& player, const std::string& kind, const std::string& choice) {
    return "<decision" + attribute("player", player) + attribute("kind", kind) + attribute("choice", choice) + "/>";
}

}  // namespace judge
