// Writing an exported site into a user's folder without ever losing a file the export did not
// write: a manifest lists what the export owns, and only those files are replaced or removed.
#pragma once

#include <filesystem>
#include <map>
#include <stdexcept>
#include <string>

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

// Refuses (ExportError) a folder that write_site would refuse, before any work is done for it.
void check_export_folder(const std::filesystem::path& out_dir);

// Writes `files` into `out_dir`. A missing or empty folder receives the whole site; a folder with
// a manifest has exactly the files of its manifest replaced or removed and every other file (a
// CNAME, .git/, the user's own pages) left as it was. Refused with ExportError: an empty path, `/`,
// the current folder or one of its ancestors, an existing file, and a non-empty folder without a
// manifest. The site is first written to a fresh staging folder beside `out_dir`, which is removed
// whatever happens.
void write_site(const SiteFiles& files, const std::filesystem::path& out_dir);

}  // namespace web_export
