// Reading an input file: open without blocking, make sure it is a regular file of an allowed size,
// then read it in one buffer. One open, one fstat and reads straight into the buffer: an ifstream, or
// stdio with its own buffer, costs more per scenario file than parsing it.
#include "rulesdb/input_file.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "messages/language.hpp"
#include "rulesdb/diagnostic.hpp"
#include "rulesdb/rulesdb_messages.hpp"

namespace rulesdb {

namespace {

constexpr std::size_t kMiB = 1024 * 1024;

const msg::Message& kind_name(InputKind kind) {
    switch (kind) {
        case InputKind::scenario: return say::kInputScenario;
        case InputKind::content: return say::kInputContent;
        case InputKind::text_document: return say::kInputTextDocument;
        case InputKind::engine: return say::kInputEngine;
    }
    return say::kInputScenario;
}

[[noreturn]] void refuse(const std::string& display_name, std::string message) { throw InputError({display_name, 0, 0, std::move(message)}); }

// What a file that is not a regular one is, in the words of the error.
const msg::Message& not_regular(mode_t mode) {
    if (S_ISDIR(mode)) return say::kInputIsFolder;
    if (S_ISFIFO(mode)) return say::kInputIsFifo;
    if (S_ISSOCK(mode)) return say::kInputIsSocket;
    return say::kInputIsDevice;
}

// Why the file could not be opened, as one line naming it.
[[noreturn]] void cannot_open(const std::filesystem::path& path, const std::string& display_name, int error) {
    std::error_code ec;
    if (error == ELOOP) refuse(display_name, msg::say(say::kInputLinkLoop));
    if (error == ENOENT && std::filesystem::is_symlink(path, ec))
        refuse(display_name, msg::say(say::kDanglingLink, {{"target", std::filesystem::read_symlink(path, ec).string()}}));
    refuse(display_name, msg::say(say::kCannotReadBecause, {{"reason", std::string(std::strerror(error))}}));
}

}  // namespace

std::size_t max_input_bytes(InputKind kind) {
    switch (kind) {
        case InputKind::scenario: return 4 * kMiB;
        case InputKind::content: return 64 * kMiB;
        case InputKind::text_document: return 64 * kMiB;
        case InputKind::engine: return 64 * kMiB;
    }
    return 4 * kMiB;
}

InputBytes read_input_file(const std::filesystem::path& path, const std::string& display_name, InputKind kind) {
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer, before any check.
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (fd < 0) cannot_open(path, display_name, errno);
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat info {};
    if (::fstat(fd, &info) != 0) refuse(display_name, msg::say(say::kCannotReadBecause, {{"reason", std::string(std::strerror(errno))}}));
    if (!S_ISREG(info.st_mode)) refuse(display_name, msg::say(not_regular(info.st_mode)));
    const std::size_t limit = max_input_bytes(kind);
    auto too_large = [&] {
        refuse(display_name, msg::say(say::kInputTooLarge, {{"kind", msg::text(kind_name(kind))}, {"limit", limit / kMiB}}));
    };
    const std::size_t expected = info.st_size > 0 ? static_cast<std::size_t>(info.st_size) : 0;
    if (expected > limit) too_large();
    // One byte more than expected: a file that grew shows, and the last read sees the end. The
    // limit is checked again as the file is read, for a file that grows while it is read.
    std::size_t capacity = expected + 1;
    InputBytes file{std::unique_ptr<char[]>(new char[capacity])};
    for (;;) {
        if (file.size == capacity) {
            if (capacity > limit) too_large();
            const std::size_t bigger_capacity = std::min(capacity * 2, limit + 1);
            std::unique_ptr<char[]> bigger(new char[bigger_capacity]);
            std::memcpy(bigger.get(), file.bytes.get(), file.size);
            file.bytes = std::move(bigger);
            capacity = bigger_capacity;
        }
        const auto got = ::read(fd, file.bytes.get() + file.size, capacity - file.size);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) refuse(display_name, msg::say(say::kCannotReadBecause, {{"reason", std::string(std::strerror(errno))}}));
        if (got == 0) break;
        file.size += static_cast<std::size_t>(got);
    }
    if (file.size > limit) too_large();
    return file;
}

std::string read_input_text(const std::filesystem::path& path, const std::string& display_name, InputKind kind) {
    auto file = read_input_file(path, display_name, kind);
    return std::string(file.bytes.get(), file.size);
}

}  // namespace rulesdb
