// Normalising section numbers: see section_number.hpp.
#include "rulesdb/section_number.hpp"

#include <algorithm>

namespace rulesdb {

std::string normalized_section(std::string_view number) {
    std::string out;
    for (std::size_t i = 0; i < number.size(); ++i) {
        const auto c = static_cast<unsigned char>(number[i]);
        if (number.substr(i, 2) == "\xEF\xBC" && i + 2 < number.size()) {
            const auto last = static_cast<unsigned char>(number[i + 2]);
            if (last >= 0x90 && last <= 0x99) {  // ０-９
                out += static_cast<char>('0' + (last - 0x90));
                i += 2;
                continue;
            }
            if (last == 0x8E) {  // ．
                out += '.';
                i += 2;
                continue;
            }
        }
        out += (c >= 'a' && c <= 'z') ? static_cast<char>(c - 32) : number[i];
    }
    while (!out.empty() && out.back() == '.') out.pop_back();
    if (!out.empty() && std::all_of(out.begin(), out.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        while (out.size() > 1 && out.front() == '0') out.erase(out.begin());
    }
    return out;
}

}  // namespace rulesdb
