// Names of files in messages: see display_path.hpp.
#include "rulesdb/display_path.hpp"

#include <string_view>

namespace fs = std::filesystem;

namespace rulesdb {

std::string display_path(const fs::path& file, const fs::path& base) {
    if (base.empty()) return file.string();
    std::error_code ec;
    auto relative = fs::relative(file, base, ec);
    if (ec || relative.empty() || *relative.begin() == "..") return file.string();
    return relative.string();
}

std::string display_path_lexical(const fs::path& file, const fs::path& base) {
    if (base.empty()) return file.string();
    auto absolute = (file.is_absolute() ? file : base / file).lexically_normal();
    auto relative = absolute.lexically_relative(base.lexically_normal());
    if (relative.empty() || *relative.begin() == "..") return file.string();
    return relative.string();
}

std::string LexicalDisplayNames::name(const fs::path& file) {
    // The next file of the folder last asked about, told by its text: the folder's text, '/', and a
    // plain name. Its folder's place is known, and no path is made or compared.
    const std::string& text = file.native();
    if (place_ != Place::Unusual && !folder_text_.empty() && text.size() > folder_text_.size() + 1 &&
        text.starts_with(folder_text_) && text[folder_text_.size()] == '/') {
        const std::string_view rest = std::string_view(text).substr(folder_text_.size() + 1);
        if (rest.find('/') == std::string_view::npos && rest != "." && rest != "..")
            return place_ == Place::Inside ? prefix_ + std::string(rest) : text;
    }
    const auto filename = file.filename();
    // Only a plain file name under a folder is worked out from the folder; anything else as it stands.
    if (base_.empty() || !file.has_parent_path() || filename.empty() || filename == "." || filename == "..")
        return display_path_lexical(file, base_);
    if (const auto folder = file.parent_path(); folder != folder_ || folder_.empty()) {
        folder_ = folder;
        // The text before the file name, when the file is that text, '/' and the name (the fast path above).
        const auto slash = text.rfind('/');
        folder_text_ = slash != std::string::npos && slash > 0 && text[slash - 1] != '/' && text.substr(slash + 1) == filename.native()
                           ? text.substr(0, slash) : std::string();
        const auto normal = (folder.is_absolute() ? folder : base_ / folder).lexically_normal();
        const auto relative = normal.lexically_relative(base_.lexically_normal());
        // A plain name added to a folder adds one plain name to where the folder stands: a folder
        // outside the base holds files outside it, named as given (display_path_lexical's rule).
        if (normal.empty() || !normal.has_filename()) place_ = Place::Unusual;  // e.g. "a/.." normalises to "a/"
        else if (relative.empty() || *relative.begin() == "..") place_ = Place::Outside;
        else {
            place_ = Place::Inside;
            prefix_ = relative == "." ? std::string() : relative.string() + "/";
        }
    }
    switch (place_) {
        case Place::Inside: return prefix_ + filename.string();
        case Place::Outside: return file.string();
        case Place::Unusual: break;
    }
    return display_path_lexical(file, base_);
}

}  // namespace rulesdb
