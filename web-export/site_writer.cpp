// The export's folder handling: see site_writer.hpp.
#include "web-export/site_writer.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>
#include <vector>

namespace fs = std::filesystem;

namespace web_export {

namespace {

constexpr const char* kManifestHeader = "# judge export manifest 1: the files below were written by `judge export html`";

// The folder as an absolute path without "." or "..", symlinks resolved where they exist.
fs::path resolved(const fs::path& path) {
    std::error_code ec;
    auto absolute = fs::absolute(path, ec);
    auto canonical = fs::weakly_canonical(absolute, ec);
    auto normal = (ec ? absolute : canonical).lexically_normal();
    return normal.filename().empty() && normal != normal.root_path() ? normal.parent_path() : normal;
}

bool is_within(const fs::path& inner, const fs::path& outer) {
    auto [end, _] = std::mismatch(outer.begin(), outer.end(), inner.begin(), inner.end());
    return end == outer.end() || (end->empty() && std::next(end) == outer.end());
}

void refuse_unsafe_target(const fs::path& given, const fs::path& target) {
    if (given.empty()) throw ExportError("--out is empty; name the folder to write the site into");
    if (target == target.root_path()) throw ExportError(given.string() + " is the root folder; choose a folder of its own for the site");
    if (is_within(resolved(fs::current_path()), target))
        throw ExportError(given.string() + " is the current folder or one that holds it; the export would write over the folder you are in, so choose a folder beside or below it");
    std::error_code ec;
    if (fs::exists(target, ec) && !fs::is_directory(target, ec))
        throw ExportError(given.string() + " is a file, not a folder; choose a folder for the site");
}

// The site-relative paths an earlier export listed, or nothing when the folder has no manifest.
std::optional<std::vector<std::string>> read_manifest(const fs::path& dir) {
    std::ifstream in(dir / kManifestName);
    if (!in) return std::nullopt;
    std::string line;
    if (!std::getline(in, line) || line != kManifestHeader) return std::nullopt;
    std::vector<std::string> paths;
    while (std::getline(in, line))
        if (!line.empty()) paths.push_back(line);
    return paths;
}

std::string manifest_text(const std::set<std::string>& paths) {
    std::string text = std::string(kManifestHeader) + "\n";
    for (const auto& relative : paths) text += relative + "\n";
    return text;
}

// A listed path stays inside the folder: no absolute path, no "..", so a hand-edited manifest
// cannot make the export remove anything outside it.
bool is_safe_relative(const std::string& relative) {
    fs::path path(relative);
    if (relative.empty() || path.is_absolute()) return false;
    return std::none_of(path.begin(), path.end(), [](const fs::path& part) { return part == ".." || part == "."; });
}

void write_file(const fs::path& file, std::string_view content) {
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out.write(content.data(), static_cast<std::streamsize>(content.size()));
    out.close();
    if (!out) throw ExportError("cannot write " + file.string());
}

// Removes the folders between `file` and `top` that the removal of `file` left empty.
void remove_empty_parents(fs::path dir, const fs::path& top) {
    std::error_code ec;
    while (dir != top && is_within(dir, top) && fs::is_directory(dir, ec) && fs::is_empty(dir, ec)) {
        fs::remove(dir, ec);
        dir = dir.parent_path();
    }
}

void move_into(const fs::path& from, const fs::path& to) {
    std::error_code ec;
    fs::create_directories(to.parent_path(), ec);
    if (fs::is_directory(to, ec)) throw ExportError("cannot write " + to.string() + ": a folder of that name is in the way");
    fs::rename(from, to, ec);
    if (ec) throw ExportError("cannot write " + to.string() + ": " + ec.message());
}

bool is_fresh(const fs::path& target) {
    std::error_code ec;
    return !fs::exists(target, ec) || fs::is_empty(target, ec);
}

}  // namespace

// A fresh folder beside the target, unique by construction, removed when this goes out of scope.
class StagedSite::Staging {
public:
    explicit Staging(const fs::path& target) {
        std::string pattern = (target.parent_path() / ("." + target.filename().string() + ".judge-export-XXXXXX")).string();
        if (!::mkdtemp(pattern.data()))
            throw ExportError("cannot create a staging folder beside " + target.string() + ": " + std::strerror(errno));
        path_ = pattern;
    }
    ~Staging() {
        std::error_code ec;
        fs::remove_all(path_, ec);
    }
    Staging(const Staging&) = delete;
    Staging& operator=(const Staging&) = delete;
    const fs::path& path() const { return path_; }

private:
    fs::path path_;
};

void check_export_folder(const fs::path& out_dir) {
    const auto target = resolved(out_dir);
    refuse_unsafe_target(out_dir, target);
    if (!is_fresh(target) && !read_manifest(target))
        throw ExportError(out_dir.string() + " holds files but no " + kManifestName +
                          ", so it is not a folder this judge exported into; choose an empty or new folder");
}

StagedSite::StagedSite(const fs::path& out_dir) {
    check_export_folder(out_dir);
    target_ = resolved(out_dir);
    std::error_code ec;
    fresh_ = is_fresh(target_);
    earlier_ = fresh_ ? std::nullopt : read_manifest(target_);
    fs::create_directories(target_.parent_path(), ec);
    staging_ = std::make_unique<Staging>(target_);
}

StagedSite::~StagedSite() = default;

void StagedSite::add(const std::string& relative, std::string_view content) {
    auto file = staging_->path() / relative;
    if (made_dirs_.insert(file.parent_path()).second) fs::create_directories(file.parent_path());
    write_file(file, content);
    written_.insert(relative);
}

void StagedSite::commit() {
    write_file(staging_->path() / kManifestName, manifest_text(written_));
    std::error_code ec;
    if (fresh_) {
        fs::remove(target_, ec);  // an empty folder, if any, gives way to the staged one
        fs::rename(staging_->path(), target_, ec);
        if (ec) throw ExportError("cannot move the export into " + target_.string() + ": " + ec.message());
        return;
    }
    // A file the earlier export did not write is the user's, even where this export has one of that name.
    const std::set<std::string> owned(earlier_->begin(), earlier_->end());
    for (const auto& relative : written_)
        if (!owned.count(relative) && fs::exists(fs::symlink_status(target_ / relative, ec)))
            throw ExportError((target_ / relative).string() + " was not written by an earlier export and would be overwritten; move it away first");
    // Files of the earlier export that this one no longer has; then the new files, the manifest last
    // so that an interrupted export still lists everything it may have written.
    for (const auto& relative : *earlier_) {
        if (written_.count(relative) || !is_safe_relative(relative)) continue;
        auto old = target_ / relative;
        if (fs::is_regular_file(fs::symlink_status(old, ec))) fs::remove(old, ec);
        remove_empty_parents(old.parent_path(), target_);
    }
    for (const auto& relative : written_) move_into(staging_->path() / relative, target_ / relative);
    move_into(staging_->path() / kManifestName, target_ / kManifestName);
}

void write_site(const SiteFiles& files, const fs::path& out_dir) {
    StagedSite site(out_dir);
    for (const auto& [relative, content] : files) site.add(relative, content);
    site.commit();
}

}  // namespace web_export
