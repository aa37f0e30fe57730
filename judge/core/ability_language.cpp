// The flat lists made from a game's operation entries (ability_language.hpp).
#include "judge/core/ability_language.hpp"

#include <algorithm>

namespace judge {

namespace {

// `into` widened to take what `also` takes too.
void widen(AttributeSpec& into, const AttributeSpec& also) {
    if (into.type != also.type) {
        into.type = ValueType::Text;
        into.words.clear();
        return;
    }
    for (const auto& w : also.words)
        if (std::find(into.words.begin(), into.words.end(), w) == into.words.end()) into.words.push_back(w);
    into.min = std::min(into.min, also.min);
    into.max = std::max(into.max, also.max);
}

}  // namespace

std::vector<AttributeSpec> all_arguments(const std::vector<OperationSpec>& specs, const std::vector<AttributeSpec>& common) {
    std::vector<AttributeSpec> out;
    auto add = [&](const AttributeSpec& a) {
        auto same = std::find_if(out.begin(), out.end(), [&](const AttributeSpec& o) { return o.name == a.name; });
        if (same == out.end()) {
            out.push_back(a);
            out.back().required = false;  // required by one operation is not required of every ability
        } else {
            widen(*same, a);
        }
    };
    for (const auto& a : common) add(a);
    for (const auto& s : specs)
        for (const auto& a : s.arguments) add(a);
    return out;
}

std::vector<std::string> all_targets(const std::vector<OperationSpec>& specs) {
    std::vector<std::string> out;
    for (const auto& s : specs)
        for (const auto& t : s.targets)
            for (const auto& w : t.words)
                if (std::find(out.begin(), out.end(), w) == out.end()) out.push_back(w);
    return out;
}

}  // namespace judge
