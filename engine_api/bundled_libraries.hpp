// The bundled card libraries (scenarios/<game>/cards.xml), compiled in so that the engine needs no
// file system: generated at build time by embed_libraries.cmake.
#pragma once

#include <optional>
#include <string>

#include "judge/core/scenario_loader.hpp"

namespace engine_api {

// The game's bundled library, named scenarios/<game>/cards.xml in messages as `judge verify`
// names it from the checkout; nothing for a game with none.
std::optional<judge::LibraryText> bundled_library(const std::string& game);

}  // namespace engine_api
