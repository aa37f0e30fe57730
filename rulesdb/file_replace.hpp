// Replacing a file whole or not at all: the new text goes to a temporary file made beside it with
// O_EXCL (mkstemp), which cannot be a link planted there, and is renamed over the target. A failed
// write leaves the old file as it was and no temporary behind.
#pragma once

#include <filesystem>
#include <string_view>
#include <system_error>

namespace rulesdb {

// Writes `text` as the file `target`; the error that stopped it, or none.
std::error_code replace_file(const std::filesystem::path& target, std::string_view text);

}  // namespace rulesdb
