// replace_file: mkstemp beside the target, write, fsync-free rename (a golden trace or a page is
// made again by running judge again; what matters is that no reader sees half of one).
#include "rulesdb/file_replace.hpp"

#include <cerrno>
#include <string>

#include <sys/stat.h>
#include <unistd.h>

namespace rulesdb {

namespace {

std::error_code last_error() { return {errno, std::generic_category()}; }

// The permissions an ordinary new file gets here (0666 less the umask); mkstemp makes it 0600.
mode_t new_file_mode() {
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return 0666 & ~mask;
}

}  // namespace

std::error_code replace_file(const std::filesystem::path& target, std::string_view text) {
    std::string temporary = target.string() + ".tmp-XXXXXX";
    const int fd = ::mkstemp(temporary.data());
    if (fd < 0) return last_error();
    std::error_code failure;
    for (std::size_t written = 0; written < text.size() && !failure;) {
        const auto wrote = ::write(fd, text.data() + written, text.size() - written);
        if (wrote < 0 && errno == EINTR) continue;
        if (wrote < 0) failure = last_error();
        else written += static_cast<std::size_t>(wrote);
    }
    if (!failure && ::fchmod(fd, new_file_mode()) != 0) failure = last_error();
    if (::close(fd) != 0 && !failure) failure = last_error();
    if (!failure && ::rename(temporary.c_str(), target.c_str()) != 0) failure = last_error();
    if (failure) ::unlink(temporary.c_str());
    return failure;
}

}  // namespace rulesdb
