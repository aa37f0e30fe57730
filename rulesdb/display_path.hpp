// The name a file goes by in a message: relative to a base folder (the current folder) when it is
// inside it, else as given. Shared by the content loader and the scenario loader.
#pragma once

#include <filesystem>
#include <string>
#include <utility>

namespace rulesdb {

// The name a file is shown by: relative to `base` when inside it, else as given.
std::string display_path(const std::filesystem::path& file, const std::filesystem::path& base);
// The same name worked out on the paths alone, with no file-system call (for runs over thousands of
// files): `base` is absolute (the current folder, read once), a relative `file` stands under it, and
// links are not followed, so a file is named by the path it was reached by.
std::string display_path_lexical(const std::filesystem::path& file, const std::filesystem::path& base);

// display_path_lexical for the files of a folder walk, which come folder by folder: the folder's
// part of the name is worked out once per folder, and each file's name is that and its file name.
class LexicalDisplayNames {
public:
    explicit LexicalDisplayNames(std::filesystem::path base) : base_(std::move(base)) {}
    std::string name(const std::filesystem::path& file);

private:
    std::filesystem::path base_;
    std::filesystem::path folder_;  // the folder last asked about, and where it stands:
    enum class Place { Inside, Outside, Unusual } place_ = Place::Unusual;
    std::string prefix_;  // Inside: its part of a name ("" for the base itself, else ending in '/')
    std::string folder_text_;  // the folder's text in the file's path that set folder_; "" if unusual
};

}  // namespace rulesdb
