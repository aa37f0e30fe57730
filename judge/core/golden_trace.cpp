// Golden traces: writing a trace as text and finding where it departs from the committed one.
#include "judge/core/golden_trace.hpp"

#include <algorithm>
#include <vector>

namespace judge {

std::filesystem::path golden_trace_path(const std::filesystem::path& scenario_file) {
    auto path = scenario_file;
    return path.replace_extension(".trace");
}

namespace {

std::string step_line(const TraceStep& step) { return "[" + step.cite + "] " + step.text; }

std::vector<std::string_view> lines_of(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        auto end = text.find('\n');
        auto line = text.substr(0, end);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);  // a checkout with CRLF line ends
        lines.push_back(line);
        if (end == std::string_view::npos) break;
        text.remove_prefix(end + 1);
    }
    return lines;
}

std::string backquoted(std::string_view line) { return "`" + std::string(line) + "`"; }

}  // namespace

std::string golden_trace_text(const Trace& trace) {
    std::string text;
    for (const auto& step : trace) text += step_line(step) + '\n';
    return text;
}

std::string golden_exploration_text(const Exploration& exploration) {
    auto count = [](std::size_t n, const char* what) { return std::to_string(n) + " " + what + (n == 1 ? "" : "s"); };
    std::string text = "== explored " + count(exploration.explored, "line") + ", " + count(exploration.outcomes.size(), "distinct outcome") +
                       (exploration.truncated ? " (truncated)" : "") + "\n";
    for (std::size_t i = 0; i < exploration.outcomes.size(); ++i) {
        const auto& o = exploration.outcomes[i];
        std::string choices;
        for (const auto& c : o.choices) choices += (choices.empty() ? "" : "; ") + c;
        text += "== outcome " + std::to_string(i + 1) + ": " + count(o.lines, "line") + "; " + (choices.empty() ? "no open decision" : choices) + "\n";
        text += golden_trace_text(o.trace);
    }
    return text;
}

std::optional<std::string> golden_trace_difference(const Trace& trace, std::string_view golden, const std::string& name) {
    return golden_text_difference(golden_trace_text(trace), golden, name);
}

std::optional<std::string> golden_text_difference(std::string_view produced, std::string_view golden, const std::string& name) {
    auto expected = lines_of(golden);
    auto lines = lines_of(produced);
    for (std::size_t i = 0; i < std::max(expected.size(), lines.size()); ++i) {
        std::string got = i < lines.size() ? backquoted(lines[i]) : "the end of the trace";
        std::string want = i < expected.size() ? backquoted(expected[i]) : "the end of the trace";
        if (got != want)
            return name + ":" + std::to_string(i + 1) + ": the trace differs from its golden trace: expected " + want + ", got " + got;
    }
    return std::nullopt;
}

}  // namespace judge
