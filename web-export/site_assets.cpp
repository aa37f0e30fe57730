// Looking up an embedded asset by name; the table itself is generated (embedded_assets.cpp).
#include "web-export/site_assets.hpp"

namespace web_export {

std::string_view embedded_asset(std::string_view name) {
    for (const auto& asset : embedded_assets())
        if (asset.name == name) return asset.content;
    return {};
}

}  // namespace web_export
