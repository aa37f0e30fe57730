// The site's static files: site.css and search.js (web-export/assets/), compiled into the binary by embed_assets.cmake and written under assets/.
#pragma once

#include <string_view>
#include <vector>

namespace web_export {

struct EmbeddedAsset {
    std::string_view name;     // file name under assets/
    std::string_view content;
};

const std::vector<EmbeddedAsset>& embedded_assets();
// The content of one asset; empty when there is none by that name.
std::string_view embedded_asset(std::string_view name);

}  // namespace web_export
