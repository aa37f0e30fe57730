// replace_file: mkstemp beside the target, write, fsync-free rename (a golden trace or a page is
// made again by running judge again; what matters is that no reader sees half of one). And the
// leftovers of killed processes, told by the process number in their names.
#include "rulesdb/file_replace.hpp"

#include <algorithm>
#include <cerrno>
#include <fstream>
#include <string>

#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

namespace rulesdb {

namespace {

std::error_code last_error() { return {errno, std::generic_category()}; }

// Whether process `pid` has ended. A killed process whose parent never waits for it (a container
// whose first process reaps nothing, `timeout -s KILL`, which kills itself too) stays a zombie: it
// runs no more, though kill(pid, 0) still finds it, so /proc is asked for its state.
bool has_ended(pid_t pid) {
    if (::kill(pid, 0) == -1) return errno == ESRCH;
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string line;
    if (!std::getline(stat, line)) return false;  // no /proc here: taken as running, and left alone
    const auto name_end = line.rfind(')');       // the name, in brackets, may hold spaces and ')'
    return name_end != std::string::npos && name_end + 2 < line.size() && (line[name_end + 2] == 'Z' || line[name_end + 2] == 'X');
}

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

std::vector<std::filesystem::path> leftovers_of_ended_processes(const std::filesystem::path& folder, std::string_view prefix) {
    std::vector<std::filesystem::path> left;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
        const auto name = entry.path().filename().string();
        if (!name.starts_with(prefix)) continue;
        const auto rest = std::string_view(name).substr(prefix.size());
        const auto digits = std::min(rest.find_first_not_of("0123456789"), rest.size());
        if (digits == 0 || digits > 9 || (digits < rest.size() && rest[digits] != '-')) continue;
        const auto pid = static_cast<pid_t>(std::stol(std::string(rest.substr(0, digits))));
        if (has_ended(pid)) left.push_back(entry.path());
    }
    return left;
}

}  // namespace rulesdb
