// The floor for `judge verify`: read and parse every scenario file under the given folders with
// pugixml and nothing else (no checks, no rules). `judge verify`'s time on the same files divided by
// this program's time says how much the judge adds to merely reading the XML (issue 13).
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include <pugixml.hpp>

namespace fs = std::filesystem;

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: bench_parse_only FOLDER...\n";
        return 2;
    }
    // The same files judge verify reads: *.xml under each folder, card libraries (cards.xml) left out.
    std::vector<fs::path> files;
    for (int i = 1; i < argc; ++i)
        for (const auto& entry : fs::recursive_directory_iterator(argv[i]))
            if (entry.is_regular_file() && entry.path().extension() == ".xml" && entry.path().filename() != "cards.xml")
                files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    std::size_t parsed = 0, elements = 0;
    for (const auto& file : files) {
        std::ifstream in(file, std::ios::binary);
        std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        pugi::xml_document doc;
        if (!doc.load_buffer(text.data(), text.size())) continue;
        ++parsed;
        // Touch the tree so that the parse cannot be skipped.
        for (auto node : doc.document_element().children()) elements += node.type() == pugi::node_element;
    }
    std::cout << parsed << " of " << files.size() << " files parsed, " << elements << " top-level elements\n";
    return parsed == files.size() ? 0 : 1;
}
