// One scenario's verdict report, written the one way both `judge verify` and the embeddable engine
// (engine_api/) write it: the text lines (`verify`, `verify --trace`) and the JSON object (`verify --json`).
#pragma once

#include <string>

#include "judge/core/verifier.hpp"
#include "report/json_writer.hpp"

namespace report {

// The text report: the verdict line, failures, a pending decision, an exploration's outcomes; with
// `trace` (or for a question) the boards before and after and the trace, in the user's language.
// An error's line goes to `err` (stderr), everything else to `out`. `ruleset` may be null (a file
// that was not read): no board. `colour` paints the verdict for a terminal.
void write_text(const judge::VerifyResult& result, const judge::Ruleset* ruleset, bool trace, bool colour, std::string& out,
                std::string& err);

// The golden text of a result (its `.trace` file): its trace, or for a scenario explored in
// sections (`sections`: <scenario explore="true">) every outcome's.
std::string golden_text(const judge::VerifyResult& result, bool sections, msg::Lang lang);

// The JSON object of one scenario, as in `judge verify --json`.
void write_json(JsonWriter& json, const judge::VerifyResult& result);

}  // namespace report
