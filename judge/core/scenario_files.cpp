// Finding the scenario files under a folder. The walk reads each folder with readdir and builds a
// path's text only for what it keeps: std::filesystem's recursive iterator made and parsed a path
// for every entry (the golden traces beside each scenario too), which cost more than the checks it
// fed. What it finds and how it treats links are the iterator's: a link to a file counts as that
// file, and a link to a folder is not followed.
#include "judge/core/scenario_loader.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

namespace fs = std::filesystem;

namespace judge {

namespace {

// The order of fs::path's operator< for paths found under one folder, without its cost: every path
// begins with the folder as given, and the rest is file names joined by '/'. Comparing names one
// by one is comparing the text with '/' taken as lower than any other byte. The paths share long
// beginnings (the folder, the game), so the first difference is looked for eight bytes at a time.
bool in_path_order(const std::string& x, const std::string& y) {
    const std::size_t n = std::min(x.size(), y.size());
    std::size_t at = 0;
    for (std::uint64_t a, b; at + 8 <= n; at += 8) {
        std::memcpy(&a, x.data() + at, 8);
        std::memcpy(&b, y.data() + at, 8);
        if (a != b) break;
    }
    while (at < n && x[at] == y[at]) ++at;
    if (at == y.size()) return false;  // equal, or y is a prefix of x
    if (at == x.size()) return true;   // x is a prefix of y
    auto rank = [](char c) { return c == '/' ? 0 : static_cast<unsigned char>(c) + 1; };
    return rank(x[at]) < rank(y[at]);
}

// Whether a file's name makes it a scenario: its extension is .xml (a name that is only ".xml" has
// none) and it is no game's card library.
bool is_scenario_name(std::string_view name) {
    return name.size() > 4 && name.ends_with(".xml") && name != "cards.xml";
}

// An open folder, closed however the walk leaves it.
class Folder {
public:
    explicit Folder(const std::string& path) : dir_(opendir(path.c_str())), error_(dir_ ? 0 : errno) {}
    Folder(const Folder&) = delete;
    Folder& operator=(const Folder&) = delete;
    ~Folder() {
        if (dir_) closedir(dir_);
    }
    DIR* get() const { return dir_; }
    std::error_code error() const { return {error_, std::generic_category()}; }

private:
    DIR* dir_;
    int error_;  // why it did not open
};

enum class Kind { file, folder, other };

// What an entry is as the iterator saw it: a folder only if it is one itself (a link to a folder
// is not entered), a file if it or the file a link points to is a regular file.
Kind kind_of(DIR* dir, const dirent& entry) {
    unsigned char type = entry.d_type;
    struct stat st {};
    if (type == DT_UNKNOWN) {  // a file system that does not say: ask it
        if (fstatat(dirfd(dir), entry.d_name, &st, AT_SYMLINK_NOFOLLOW) != 0) return Kind::other;
        type = S_ISDIR(st.st_mode) ? DT_DIR : S_ISREG(st.st_mode) ? DT_REG : S_ISLNK(st.st_mode) ? DT_LNK : DT_UNKNOWN;
    }
    if (type == DT_DIR) return Kind::folder;
    if (type == DT_REG) return Kind::file;
    if (type == DT_LNK && fstatat(dirfd(dir), entry.d_name, &st, 0) == 0 && S_ISREG(st.st_mode)) return Kind::file;
    return Kind::other;
}

// The scenario files in the open folder `dir`, whose path is `folder`, and in the folders under it.
void walk(const std::string& folder, DIR* dir, std::vector<std::string>& out) {
    const std::string prefix = folder.ends_with('/') ? folder : folder + '/';
    while (const dirent* entry = readdir(dir)) {
        const std::string_view name = entry->d_name;
        if (name == "." || name == "..") continue;
        switch (kind_of(dir, *entry)) {
            case Kind::folder: {
                std::string path = prefix + entry->d_name;
                Folder inner(path);
                if (!inner.get())
                    throw fs::filesystem_error("cannot read folder", fs::path(path), inner.error());
                walk(path, inner.get(), out);
                break;
            }
            case Kind::file:
                if (is_scenario_name(name)) out.push_back(prefix + entry->d_name);
                break;
            case Kind::other: break;
        }
    }
}

}  // namespace

std::vector<fs::path> find_scenario_files(const fs::path& path) {
    std::vector<fs::path> out;
    std::error_code ec;
    if (!fs::is_directory(path, ec)) {
        out.push_back(path);
        return out;
    }
    std::vector<std::string> found;
    // A folder given that cannot be opened has nothing found in it (the caller says so); one under it
    // stops the walk.
    if (Folder top(path.native()); top.get()) walk(path.native(), top.get(), found);
    std::sort(found.begin(), found.end(), in_path_order);
    out.reserve(found.size());
    for (auto& file : found) out.emplace_back(std::move(file));
    return out;
}

}  // namespace judge
