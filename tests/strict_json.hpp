// A strict JSON (RFC 8259) checker for the tests: every --json output the suite sees must parse,
// be well-formed UTF-8, and hold nothing after its one value.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace test {

// Why `text` is not one strict JSON value (with the byte offset), or nothing when it is.
std::optional<std::string> json_problem(std::string_view text);

}  // namespace test
