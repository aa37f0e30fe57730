// The scenario files found under a folder: the same files, in the same order, as a walk with
// std::filesystem's recursive iterator sorted by fs::path, which is what verify and db build used
// to find them with. Links, card libraries, files that only look like scenarios and nested
// folders included.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "judge/core/scenario_loader.hpp"
#include "support.hpp"

namespace fs = std::filesystem;

namespace {

// The old walk, kept here as the reference.
std::vector<fs::path> walked_with_the_iterator(const fs::path& folder) {
    std::vector<fs::path> out;
    for (const auto& entry : fs::recursive_directory_iterator(folder)) {
        const auto name = entry.path().filename().string();
        if (entry.is_regular_file() && entry.path().extension() == ".xml" && name != "cards.xml") out.push_back(entry.path());
    }
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace

TEST_CASE("scenario files are found as the recursive iterator found them, in path order", "[scenario][files]") {
    test::TempDir dir;
    for (const char* file : {"b.xml", "a-b.xml", "a/b.xml", "a/c/d.xml", "a.b/x.xml", "A/z.xml", "iw/cards.xml", "iw/x.trace",
                             "iw/x.ja.trace", "iw/.xml", "iw/notes.txt", "iw/deep/er/still/one.xml", ".hidden/h.xml", "iw/cards.xml.xml"})
        dir.write(file, "<scenario/>");
    fs::create_symlink(dir.path() / "b.xml", dir.path() / "link-to-file.xml");
    fs::create_symlink(dir.path() / "a", dir.path() / "link-to-folder");
    fs::create_symlink(dir.path() / "gone.xml", dir.path() / "dangling.xml");
    fs::create_directory(dir.path() / "empty");

    for (const fs::path& root : {dir.path(), fs::path(dir.path().string() + "/"), dir.path() / "a"}) {
        INFO(root);
        const auto found = judge::find_scenario_files(root);
        CHECK(found == walked_with_the_iterator(root));
        for (const auto& file : found) CHECK(file.native().find("//") == std::string::npos);
    }
    const auto found = judge::find_scenario_files(dir.path());
    CHECK(std::count(found.begin(), found.end(), dir.path() / "link-to-file.xml") == 1);
    CHECK(std::none_of(found.begin(), found.end(), [](const fs::path& p) { return p.native().find("link-to-folder") != std::string::npos; }));
    CHECK(found.size() == 10);
}

TEST_CASE("a file given is its own scenario, and an empty folder has none", "[scenario][files]") {
    test::TempDir dir;
    const auto file = dir.write("notes.txt", "x");
    CHECK(judge::find_scenario_files(file) == std::vector<fs::path>{file});
    fs::create_directory(dir.path() / "empty");
    CHECK(judge::find_scenario_files(dir.path() / "empty").empty());
}
