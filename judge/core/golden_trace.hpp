// Golden traces: a scenario's expected trace, committed beside it in each language as `<name>.trace`
// (English) and `<name>.ja.trace` (Japanese), one "[ID] text" line a step, so that a change in any
// step, citation or wording shows up in review as a diff.
// `judge verify --write-traces` writes them and `judge verify --check-traces` compares.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "judge/core/trace.hpp"
#include "judge/core/verifier.hpp"

namespace judge {

// The golden trace file of a scenario file in a language: the same name with the extension .trace
// (English) or .ja.trace (Japanese).
std::filesystem::path golden_trace_path(const std::filesystem::path& scenario_file, msg::Lang lang);

// The trace as its golden file holds it: "[ID] text\n" for each step.
std::string golden_trace_text(const Trace& trace, msg::Lang lang);

// An explored scenario's golden text (explore="true"): a line "== explored N lines, M distinct
// outcomes", then for each outcome a header "== outcome K: L lines; CHOICES" and its trace.
std::string golden_exploration_text(const Exploration& exploration, msg::Lang lang);

// Where `produced` (a golden text) first departs from `golden`, as golden_trace_difference says it.
std::optional<std::string> golden_text_difference(std::string_view produced, std::string_view golden, const std::string& name);

// Where a trace first departs from its golden text, as one "name:line: …" line naming both
// versions of that line; nothing when they agree. `name` is how the golden file is shown.
std::optional<std::string> golden_trace_difference(const Trace& trace, msg::Lang lang, std::string_view golden, const std::string& name);

}  // namespace judge
