// The export writes only what it owns: a user's folder keeps every file the export did not write
// (web-export/site_writer).
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <map>

#include <sys/wait.h>
#include <unistd.h>

#include "support.hpp"
#include "web-export/site_writer.hpp"

namespace fs = std::filesystem;
using web_export::ExportError;
using web_export::SiteFiles;
using web_export::write_site;

namespace {

const SiteFiles kFirst = {{"index.html", "<p>one</p>"}, {"assets/site.css", "a{}"}, {"iw/IW-J-OLD.html", "old"}};
const SiteFiles kSecond = {{"index.html", "<p>two</p>"}, {"assets/site.css", "b{}"}, {"iw/IW-J-NEW.html", "new"}};

std::vector<std::string> leftovers_beside(const fs::path& dir) {
    std::vector<std::string> out;
    for (const auto& e : fs::directory_iterator(dir.parent_path()))
        if (e.path().filename().string().find("judge-export") != std::string::npos) out.push_back(e.path().filename().string());
    return out;
}

std::string message_of(const SiteFiles& files, const fs::path& out) {
    try {
        write_site(files, out);
    } catch (const ExportError& e) {
        return e.what();
    }
    return "";
}

}  // namespace

TEST_CASE("a re-export replaces exactly its own files and keeps the user's CNAME, .git and pages byte for byte", "[export-folder]") {
    test::TempDir dir;
    const auto site = dir.path() / "site";
    write_site(kFirst, site);
    CHECK(test::read_file(site / ".judge-export-manifest").find("iw/IW-J-OLD.html") != std::string::npos);
    dir.write("site/CNAME", "rulings.example.org\n");
    dir.write("site/.git/config", "[core]\n");
    dir.write("site/mine/page.html", "<p>my own</p>");

    write_site(kSecond, site);
    CHECK(test::read_file(site / "CNAME") == "rulings.example.org\n");
    CHECK(test::read_file(site / ".git/config") == "[core]\n");
    CHECK(test::read_file(site / "mine/page.html") == "<p>my own</p>");
    CHECK(test::read_file(site / "index.html") == "<p>two</p>");
    CHECK(test::read_file(site / "iw/IW-J-NEW.html") == "new");
    CHECK_FALSE(fs::exists(site / "iw/IW-J-OLD.html"));  // the export's own page that is gone now
    CHECK(leftovers_beside(site).empty());
}

TEST_CASE("an unrelated folder named like the old staging folder is left alone", "[export-folder]") {
    test::TempDir dir;
    dir.write("site.partial/keep.txt", "mine");
    write_site(kFirst, dir.path() / "site");
    CHECK(test::read_file(dir.path() / "site.partial/keep.txt") == "mine");
    CHECK(leftovers_beside(dir.path() / "site").empty());
}

TEST_CASE("export refuses folders it could damage and says why, touching nothing", "[export-folder]") {
    test::TempDir dir;
    dir.write("theirs/notes.txt", "mine");
    CHECK(message_of(kFirst, dir.path() / "theirs").find("holds files but no .judge-export-manifest") != std::string::npos);
    CHECK(test::read_file(dir.path() / "theirs/notes.txt") == "mine");

    dir.write("a-file", "x");
    CHECK(message_of(kFirst, dir.path() / "a-file").find("is a file, not a folder") != std::string::npos);
    CHECK(message_of(kFirst, "").find("--out is empty") != std::string::npos);
    CHECK(message_of(kFirst, "/").find("is the root folder") != std::string::npos);
    CHECK(message_of(kFirst, fs::current_path()).find("is the current folder or one that holds it") != std::string::npos);
    CHECK(message_of(kFirst, fs::current_path().parent_path()).find("is the current folder or one that holds it") != std::string::npos);
    CHECK(leftovers_beside(dir.path() / "theirs").empty());
}

TEST_CASE("a user's file where the new export wants to write one is never overwritten", "[export-folder]") {
    test::TempDir dir;
    const auto site = dir.path() / "site";
    write_site(kFirst, site);
    dir.write("site/iw/IW-J-NEW.html", "the user's page");
    CHECK(message_of(kSecond, site).find("was not written by an earlier export") != std::string::npos);
    CHECK(test::read_file(site / "iw/IW-J-NEW.html") == "the user's page");
    CHECK(test::read_file(site / "index.html") == "<p>one</p>");  // nothing was replaced
    CHECK(leftovers_beside(site).empty());
}

TEST_CASE("judge export html --out . inside an earlier export is refused and deletes nothing", "[export-folder]") {
    test::TempDir dir;
    const auto site = dir.path() / "site";
    write_site(kFirst, site);
    auto result = test::run_judge("export html --out .", site);
    CHECK(result.exit_code == 2);
    CHECK(result.err.find("is the current folder or one that holds it") != std::string::npos);
    CHECK(test::read_file(site / "index.html") == "<p>one</p>");
    auto empty = test::run_judge("export html --out ''", dir.path());
    CHECK(empty.exit_code == 2);
    CHECK(empty.err.find("--out: needs a path, not an empty string") != std::string::npos);
    CHECK(leftovers_beside(site).empty());
}

TEST_CASE("a re-export removes only files whose content is still what the export wrote", "[export-folder]") {
    test::TempDir dir;
    const auto site = dir.path() / "site";
    write_site(kFirst, site);
    // A hand-written manifest naming the user's notes: their hash is not the one listed.
    dir.write("site/my-notes.txt", "my notes\n");
    auto manifest = test::read_file(site / ".judge-export-manifest");
    dir.write("site/.judge-export-manifest", manifest + "0123456789abcdef my-notes.txt\n");
    write_site(kSecond, site);
    CHECK(test::read_file(site / "my-notes.txt") == "my notes\n");
    CHECK_FALSE(fs::exists(site / "iw/IW-J-OLD.html"));

    // A page of the export that the user edited is neither removed nor replaced.
    dir.write("site/index.html", "<p>edited by hand</p>");
    CHECK(message_of(kFirst, site).find("was changed since the earlier export wrote it") != std::string::npos);
    CHECK(test::read_file(site / "index.html") == "<p>edited by hand</p>");
    dir.write("site/index.html", "<p>two</p>");
    dir.write("site/iw/IW-J-NEW.html", "edited");
    write_site(kFirst, site);  // IW-J-NEW.html is no longer the export's: left in place
    CHECK(test::read_file(site / "iw/IW-J-NEW.html") == "edited");
    CHECK(leftovers_beside(site).empty());
}

TEST_CASE("a manifest of the first version, which records no content, is refused with what to do", "[export-folder]") {
    test::TempDir dir;
    dir.write("site/index.html", "<p>old</p>");
    dir.write("site/my-notes.txt", "mine");
    dir.write("site/.judge-export-manifest", "# judge export manifest 1: the files below were written by `judge export html`\nindex.html\nmy-notes.txt\n");
    CHECK(message_of(kFirst, dir.path() / "site").find("was exported by an older judge") != std::string::npos);
    CHECK(test::read_file(dir.path() / "site/my-notes.txt") == "mine");
}

TEST_CASE("a re-export writes nothing through a link inside the site", "[export-folder]") {
    test::TempDir dir;
    const auto site = dir.path() / "site";
    write_site(kFirst, site);
    dir.write("elsewhere/IW-J-NEW.html", "not the site's");
    fs::remove_all(site / "iw");
    fs::create_directory_symlink(dir.path() / "elsewhere", site / "iw");
    CHECK(message_of(kSecond, site).find("is a link inside the site") != std::string::npos);
    CHECK(test::read_file(dir.path() / "elsewhere/IW-J-NEW.html") == "not the site's");
    CHECK(test::read_file(site / "index.html") == "<p>one</p>");
    CHECK(leftovers_beside(site).empty());
}

TEST_CASE("the staging folder of a killed export is removed by the next one, a running one's is not", "[export-folder]") {
    test::TempDir dir;
    // A process that has ended: its staging folder belongs to no one.
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) ::_exit(0);
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    dir.write(".site.judge-export-" + std::to_string(child) + "-AbC123/index.html", "half");
    dir.write(".site.judge-export-" + std::to_string(::getpid()) + "-XyZ789/index.html", "running");
    write_site(kFirst, dir.path() / "site");
    CHECK_FALSE(fs::exists(dir.path() / (".site.judge-export-" + std::to_string(child) + "-AbC123")));
    CHECK(fs::exists(dir.path() / (".site.judge-export-" + std::to_string(::getpid()) + "-XyZ789/index.html")));
}

namespace {

// Every file under `root` (relative path → bytes), the manifest and `skip` left out.
std::map<std::string, std::string> tree_of(const fs::path& root, const std::string& skip) {
    std::map<std::string, std::string> out;
    for (const auto& e : fs::recursive_directory_iterator(root)) {
        if (!e.is_regular_file()) continue;
        auto relative = fs::relative(e.path(), root).generic_string();
        if (relative == skip || relative == ".judge-export-manifest") continue;
        out[relative] = test::read_file(e.path());
    }
    return out;
}

}  // namespace

TEST_CASE("exports killed with SIGKILL at any moment leave, after the next export, the site a clean export writes", "[export-folder]") {
    test::TempDir dir;
    const auto db = test::shell_quote(test::bundled_db().string());
    const auto site = dir.path() / "site";
    auto export_to = [&](const fs::path& out, const std::string& prefix) {
        return std::system((prefix + test::shell_quote(JUDGE_BINARY) + " --db " + db + " export html --out " + test::shell_quote(out.string()) +
                            " >/dev/null 2>&1").c_str());
    };
    const auto started = std::chrono::steady_clock::now();
    REQUIRE(export_to(site, "") == 0);
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - started;
    dir.write("site/CNAME", "rulings.example.org\n");
    // The kills land at fractions of the time a whole export took here (a second on an idle machine,
    // more under load): while it builds pages, writes the staging folder and moves files into the
    // site (SIGKILL, which no handler sees).
    std::size_t left_behind = 0;
    for (double part : {0.05, 0.2, 0.4, 0.6, 0.75, 0.9, 0.97}) {
        const auto after = std::to_string(part * took.count());
        INFO("killed after " << after << " s");
        // --foreground: timeout kills the export alone and waits until it has ended, so that the next
        // export finds its staging folder left by a process that is gone (without it timeout kills its
        // whole group, itself too, and the export may still be dying, under the sanitizers for long).
        export_to(site, "timeout --foreground -s KILL " + after + " ");
        CHECK(test::read_file(site / "CNAME") == "rulings.example.org\n");
        left_behind = std::max(left_behind, leftovers_beside(site).size());  // an export that finished removes them
    }
    CHECK(left_behind > 0);  // the kills did land mid-export: each left its staging folder
    REQUIRE(export_to(site, "") == 0);
    REQUIRE(export_to(dir.path() / "clean", "") == 0);
    CHECK(tree_of(site, "CNAME") == tree_of(dir.path() / "clean", ""));
    CHECK(test::read_file(site / "CNAME") == "rulings.example.org\n");
    const auto left = leftovers_beside(site);
    CHECK(left == std::vector<std::string>{});
}
