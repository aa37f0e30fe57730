// The export's folder handling: see site_writer.hpp.
#include "web-export/site_writer.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <vector>

#include <unistd.h>

#include "rulesdb/file_replace.hpp"

namespace fs = std::filesystem;

namespace web_export {

namespace {

// Version 2 lists each file with the hash of what the export wrote; version 1 listed names alone, so
// a hand-written one could make a re-export delete any file of the folder.
constexpr const char* kManifestHeader =
    "# judge export manifest 2: the files below were written by `judge export html`, each after the FNV-1a hash of its content";
constexpr const char* kOldManifestHeader = "# judge export manifest 1: the files below were written by `judge export html`";

// FNV-1a, 64 bits, as 16 hex digits: enough to tell the export's own content from anything else.
std::string content_hash(std::string_view content) {
    std::uint64_t hash = 0xcbf29ce484222325ull;
    for (unsigned char c : content) hash = (hash ^ c) * 0x100000001b3ull;
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
    return text;
}

// The hash of the regular file at `file` as it is now, or nothing (not there, not a regular file).
std::optional<std::string> file_hash(const fs::path& file) {
    std::error_code ec;
    if (!fs::is_regular_file(fs::symlink_status(file, ec))) return std::nullopt;
    std::ifstream in(file, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream content;
    content << in.rdbuf();
    return content_hash(content.str());
}

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

// The manifest of `dir` opened at its second line, with its first line (its header) read; nothing
// when there is none, or it is not a regular file (a FIFO would be waited on, a link followed).
std::optional<std::pair<std::string, std::ifstream>> open_manifest(const fs::path& dir) {
    std::error_code ec;
    if (!fs::is_regular_file(fs::symlink_status(dir / kManifestName, ec))) return std::nullopt;
    std::ifstream in(dir / kManifestName);
    std::string header;
    if (!in || !std::getline(in, header)) return std::nullopt;
    return std::pair{std::move(header), std::move(in)};
}

// The files an earlier export listed (site-relative path → hash), or nothing when the folder has no
// manifest of this version.
std::optional<std::map<std::string, std::string>> read_manifest(const fs::path& dir) {
    auto manifest = open_manifest(dir);
    if (!manifest || manifest->first != kManifestHeader) return std::nullopt;
    auto& in = manifest->second;
    std::string line;
    std::map<std::string, std::string> files;
    while (std::getline(in, line)) {
        if (line.empty()) continue;
        if (line.size() < 18 || line[16] != ' ') return std::nullopt;  // not what an export writes
        files[line.substr(17)] = line.substr(0, 16);
    }
    return files;
}

bool has_old_manifest(const fs::path& dir) {
    const auto manifest = open_manifest(dir);
    return manifest && manifest->first == kOldManifestHeader;
}

std::string manifest_text(const std::map<std::string, std::string>& files) {
    std::string text = std::string(kManifestHeader) + "\n";
    for (const auto& [relative, hash] : files) text += hash + " " + relative + "\n";
    return text;
}

// The first link on the way from `top` to `relative` inside it (the file itself included), or
// nothing: the export writes and removes nothing through a link, which could lead out of the site.
std::optional<fs::path> link_on_the_way(const fs::path& top, const std::string& relative) {
    fs::path at = top;
    std::error_code ec;
    for (const auto& part : fs::path(relative)) {
        at /= part;
        const auto status = fs::symlink_status(at, ec);
        if (fs::is_symlink(status)) return at;
        if (!fs::exists(status)) return std::nullopt;
    }
    return std::nullopt;
}

void refuse_links(const fs::path& top, const std::string& relative) {
    if (auto link = link_on_the_way(top, relative))
        throw ExportError(link->string() + " is a link inside the site, and the export writes nothing through a link; remove it or export into another folder");
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
    // Named after the process that made it (".site.judge-export-PID-XXXXXX"), so that the next
    // export can tell a killed export's folder from a running one's.
    static std::string prefix(const fs::path& target) { return "." + target.filename().string() + ".judge-export-"; }

    explicit Staging(const fs::path& target) {
        remove_stale(target);
        std::string pattern = (target.parent_path() / (prefix(target) + std::to_string(::getpid()) + "-XXXXXX")).string();
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
    // The staging folders beside `target` whose export was killed (its process is gone).
    static void remove_stale(const fs::path& target) {
        std::error_code ec;
        for (const auto& left : rulesdb::leftovers_of_ended_processes(target.parent_path(), prefix(target))) fs::remove_all(left, ec);
    }

    fs::path path_;
};

void check_export_folder(const fs::path& out_dir) {
    const auto target = resolved(out_dir);
    refuse_unsafe_target(out_dir, target);
    if (!is_fresh(target) && !read_manifest(target)) {
        if (has_old_manifest(target))
            throw ExportError(out_dir.string() + " was exported by an older judge, whose " + kManifestName +
                              " records no content to check before replacing a file; remove the folder and export again");
        throw ExportError(out_dir.string() + " holds files but no " + kManifestName +
                          ", so it is not a folder this judge exported into; choose an empty or new folder");
    }
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
    written_[relative] = content_hash(content);
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
    // Nothing is written or removed through a link inside the site.
    for (const auto& [relative, hash] : written_) refuse_links(target_, relative);
    for (const auto& [relative, hash] : *earlier_)
        if (is_safe_relative(relative)) refuse_links(target_, relative);
    // A file the earlier export did not write is the user's, even where this export has one of that
    // name; so is one it wrote whose content has changed since (a page the user edited).
    for (const auto& [relative, hash] : written_) {
        const auto existing = target_ / relative;
        if (!fs::exists(fs::symlink_status(existing, ec))) continue;
        const auto listed = earlier_->find(relative);
        if (listed == earlier_->end())
            throw ExportError(existing.string() + " was not written by an earlier export and would be overwritten; move it away first");
        if (file_hash(existing) != listed->second)
            throw ExportError(existing.string() + " was changed since the earlier export wrote it and would be overwritten; move it away first");
    }
    // Files of the earlier export that this one no longer has; then the new files, the manifest last
    // so that an interrupted export still lists everything it may have written.
    for (const auto& [relative, hash] : *earlier_) {
        if (written_.count(relative) || !is_safe_relative(relative)) continue;
        auto old = target_ / relative;
        // Only while its content is still what the export wrote: otherwise it is the user's now.
        if (file_hash(old) == hash) fs::remove(old, ec);
        remove_empty_parents(old.parent_path(), target_);
    }
    for (const auto& [relative, hash] : written_) move_into(staging_->path() / relative, target_ / relative);
    move_into(staging_->path() / kManifestName, target_ / kManifestName);
}

void write_site(const SiteFiles& files, const fs::path& out_dir) {
    StagedSite site(out_dir);
    for (const auto& [relative, content] : files) site.add(relative, content);
    site.commit();
}

}  // namespace web_export
