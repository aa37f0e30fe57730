// Replacing a file whole or not at all: the new text goes to a temporary file made beside it with
// O_EXCL (mkstemp), which cannot be a link planted there, and is renamed over the target. A failed
// write leaves the old file as it was and no temporary behind. And finding what a killed judge left
// behind while it wrote (a database build's, an export's staging folder).
#pragma once

#include <filesystem>
#include <string_view>
#include <system_error>
#include <vector>

namespace rulesdb {

// Writes `text` as the file `target`; the error that stopped it, or none.
std::error_code replace_file(const std::filesystem::path& target, std::string_view text);

// What a killed judge left in `folder`: the entries named `prefix` + the number of a process that has
// ended (+ "-" and anything after it), which no process will finish or remove now.
std::vector<std::filesystem::path> leftovers_of_ended_processes(const std::filesystem::path& folder, std::string_view prefix);

}  // namespace rulesdb
