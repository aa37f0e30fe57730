// Reading a file given as input (a scenario, a content file, a text to import, the WebAssembly
// engine): only a regular file is read, and only up to its kind's size limit, checked as it is
// read. A FIFO, a device such as /dev/zero, a folder or an oversized file is one error naming the
// file at once, never a read that blocks or does not end (docs/scenario-format.md, "Input files").
#pragma once

#include <cstddef>
#include <filesystem>
#include <memory>
#include <string>

namespace rulesdb {

enum class InputKind { scenario, content, text_document, engine };

// The most bytes a file of this kind may hold.
std::size_t max_input_bytes(InputKind kind);

// A file's bytes, in a buffer the read fills (not cleared first).
struct InputBytes {
    std::unique_ptr<char[]> bytes;
    std::size_t size = 0;
};

// Reads the whole of `path`; throws InputError naming `display_name` when it is not a regular file,
// cannot be read or is larger than its kind allows.
InputBytes read_input_file(const std::filesystem::path& path, const std::string& display_name, InputKind kind);
std::string read_input_text(const std::filesystem::path& path, const std::string& display_name, InputKind kind);

}  // namespace rulesdb
