// How an official document's section and item numbers are compared (docs/official-sources.md): in
// the input library, since the engine's card library reader normalises a card's citations too.
#pragma once

#include <string>
#include <string_view>

namespace rulesdb {

// A section or item number as citations compare it: full-width digits and dots as ASCII, a trailing
// dot dropped ("１．" and "1." are 1), letters upper-cased, and a number of digits alone without its
// leading zeros (Q&A "05" is 5).
std::string normalized_section(std::string_view number);

}  // namespace rulesdb
