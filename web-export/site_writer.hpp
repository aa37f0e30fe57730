// Writing an exported site into a user's folder without ever losing a file the export did not
// write: a manifest lists what the export owns, and only those files are replaced or removed.
// Files are handed over one at a time as they are made (SiteSink), so that a large site is never
// held in memory whole.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace web_export {

// Site-relative path ("iw/IW-J-X.html") → file content.
using SiteFiles = std::map<std::string, std::string>;

// Thrown when the output folder cannot be used; the message is one sentence for the user.
class ExportError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The file, inside an exported folder, that lists every file the export wrote.
inline constexpr const char* kManifestName = ".judge-export-manifest";

// Where the exporter puts each file as soon as it is made.
class SiteSink {
public:
    virtual ~SiteSink() = default;
    // `relative` is site-relative ("iw/IW-J-X.html"); a second file of the same path replaces the first.
    virtual void add(const std::string& relative, std::string_view content) = 0;
};

// Keeps the files in memory (tests, and write_site's callers that already hold a site).
class SiteFilesSink : public SiteSink {
public:
    void add(const std::string& relative, std::string_view content) override { files[relative] = std::string(content); }
    SiteFiles files;
};

// Refuses (ExportError) a folder that write_site would refuse, before any work is done for it.
void check_export_folder(const std::filesystem::path& out_dir);

// Writes `files` into `out_dir`. A missing or empty folder receives the whole site; a folder with
// a manifest has exactly the files of its manifest replaced or removed and every other file (a
// CNAME, .git/, the user's own pages) left as it was. The manifest records a hash of each file's
// content: a listed file whose content is no longer what the export wrote (a page the user edited,
// a name a hand-written manifest lists) is never removed, and is refused rather than replaced.
// Refused with ExportError: an empty path, `/`, the current folder or one of its ancestors, an
// existing file, a non-empty folder without a manifest of this kind, and a link anywhere inside the
// site where the export would write or remove (it never writes through one). The site is first
// written to a fresh staging folder beside `out_dir`, which is removed whatever happens; the staging
// folders of exports that were killed are removed by the next one.
void write_site(const SiteFiles& files, const std::filesystem::path& out_dir);

// write_site one file at a time: the folder is checked and the staging folder made on construction,
// each add() writes its file into the staging folder at once, and commit() moves the site into
// place exactly as write_site does. Destroyed without commit(), it leaves `out_dir` as it was.
class StagedSite : public SiteSink {
public:
    explicit StagedSite(const std::filesystem::path& out_dir);
    ~StagedSite() override;
    StagedSite(const StagedSite&) = delete;
    StagedSite& operator=(const StagedSite&) = delete;

    void add(const std::string& relative, std::string_view content) override;
    void commit();

private:
    class Staging;
    std::filesystem::path target_;
    bool fresh_ = true;
    std::optional<std::map<std::string, std::string>> earlier_;  // the earlier export's manifest: path → hash
    std::unique_ptr<Staging> staging_;
    std::map<std::string, std::string> written_;  // site-relative path → hash of what was written, for the manifest
    std::set<std::filesystem::path> made_dirs_;  // folders already made inside the staging folder
};

}  // namespace web_export
