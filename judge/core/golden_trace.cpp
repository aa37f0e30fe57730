// Golden traces: writing a trace as text and finding where it departs from the committed one.
#include "judge/core/golden_trace.hpp"

#include <algorithm>
#include <vector>

#include "judge/core/choice_words.hpp"
#include "judge/core/core_messages.hpp"
#include "messages/language.hpp"

namespace judge {

std::filesystem::path golden_trace_path(const std::filesystem::path& scenario_file, msg::Lang lang) {
    auto path = scenario_file;
    return path.replace_extension(lang == msg::Lang::ja ? ".ja.trace" : ".trace");
}

namespace {

std::string step_line(const TraceStep& step, msg::Lang lang) { return "[" + step.cite + "] " + step.text.in(lang); }

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

std::string golden_trace_text(const Trace& trace, msg::Lang lang) {
    std::string text;
    for (const auto& step : trace) text += step_line(step, lang) + '\n';
    return text;
}

std::string golden_exploration_text(const Exploration& exploration, msg::Lang lang) {
    auto lines = [&](std::size_t n) { return n == 1 ? msg::render(say::kLineCountOne, lang) : msg::render(say::kLineCount, lang, {{"n", n}}); };
    const std::size_t distinct = exploration.outcomes.size();
    std::string text = msg::render(say::kExploredHeader, lang,
                                   {{"lines", lines(exploration.explored)},
                                    {"outcomes", distinct == 1 ? msg::render(say::kDistinctOutcomeOne, lang)
                                                               : msg::render(say::kDistinctOutcomes, lang, {{"n", distinct}})},
                                    {"truncated", exploration.truncated ? msg::render(say::kTruncated, lang) : std::string()}}) +
                       "\n";
    for (std::size_t i = 0; i < exploration.outcomes.size(); ++i) {
        const auto& o = exploration.outcomes[i];
        const auto choices = choices_line(o.choices).in(lang);
        text += msg::render(say::kOutcomeHeader, lang,
                            {{"k", i + 1}, {"lines", lines(o.lines)}, {"choices", choices.empty() ? msg::render(say::kNoOpenDecision, lang) : choices}}) +
                "\n";
        text += golden_trace_text(o.trace, lang);
    }
    return text;
}

std::optional<std::string> golden_trace_difference(const Trace& trace, msg::Lang lang, std::string_view golden, const std::string& name) {
    return golden_text_difference(golden_trace_text(trace, lang), golden, name);
}

std::optional<std::string> golden_text_difference(std::string_view produced, std::string_view golden, const std::string& name) {
    auto expected = lines_of(golden);
    auto lines = lines_of(produced);
    for (std::size_t i = 0; i < std::max(expected.size(), lines.size()); ++i) {
        std::string got = i < lines.size() ? backquoted(lines[i]) : msg::say(say::kEndOfTrace);
        std::string want = i < expected.size() ? backquoted(expected[i]) : msg::say(say::kEndOfTrace);
        if (got != want) return msg::say(say::kTraceDiffers, {{"name", name}, {"line", i + 1}, {"want", want}, {"got", got}});
    }
    return std::nullopt;
}

}  // namespace judge
