// Benchmark corpus generator: writes a rules data folder with the bundled content plus N generated
// rulings (default 100,000), deterministic for a given seed, so that every benchmark run and every
// machine measures the same rows.
//
//   bench_make_corpus --from rulesdb/data --out /tmp/corpus-100k [--rulings 100000] [--seed 1]
//
// The generated rulings are built from the bundled ones: their Japanese sentences, English titles and
// glossary names are recombined into questions and answers of the bundled lengths, and each one cites
// one to three of its game's real rule and assumption IDs, so the database build's link checks pass. One
// ruling in a hundred also cites IW-R-PIERCE on purpose, which with the random picks gives `judge show
// IW-R-PIERCE` about two thousand citing rulings at 100k: the row of the benchmark that once took a minute;
// one dm ruling in 33 is about the card 火の兵士 (kCardRuledOn). Files hold 1,000 rulings each,
// like a large hand-kept rulings file.
#include <pugixml.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "rulesdb/xml_file.hpp"

namespace fs = std::filesystem;

namespace {

// splitmix64: a tiny generator whose sequence is the same on every platform and library, unlike
// std::uniform_int_distribution.
class Random {
public:
    explicit Random(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }
    template <class T> const T& pick(const std::vector<T>& items) { return items[below(items.size())]; }

private:
    std::uint64_t state_;
};

// What one bundled game gives the generator to recombine.
struct GameMaterial {
    std::string id;
    std::string source_doc;                   // the first document of game.xml
    std::vector<std::string> citable_ids;     // rules and assumptions
    std::vector<std::string> sentences_ja;    // from questions and answers, split at 。
    std::vector<std::string> titles_ja;
    std::vector<std::string> titles_en;
    std::vector<std::string> headings;
    std::vector<std::string> tags;
};

std::string trimmed(const std::string& text) {
    auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string::npos) return {};
    auto last = text.find_last_not_of(" \t\r\n");
    return text.substr(first, last - first + 1);
}

void add_sentences(const std::string& text, std::vector<std::string>& out) {
    const std::string stop = "。";
    std::size_t start = 0;
    while (start < text.size()) {
        auto end = text.find(stop, start);
        auto piece = trimmed(text.substr(start, end == std::string::npos ? std::string::npos : end - start));
        if (!piece.empty()) out.push_back(piece + stop);
        if (end == std::string::npos) break;
        start = end + stop.size();
    }
}

void add_tags(const std::string& list, std::vector<std::string>& out) {
    std::size_t start = 0;
    while (start <= list.size()) {
        auto end = list.find(',', start);
        auto tag = trimmed(list.substr(start, end == std::string::npos ? std::string::npos : end - start));
        if (!tag.empty()) out.push_back(tag);
        if (end == std::string::npos) break;
        start = end + 1;
    }
}

GameMaterial read_game(const fs::path& folder) {
    GameMaterial game;
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(folder))
        if (entry.path().extension() == ".xml") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    for (const auto& file : files) {
        pugi::xml_document doc;
        if (!doc.load_file(file.c_str())) throw std::runtime_error(file.string() + ": not readable XML");
        auto root = doc.document_element();
        if (file.filename() == "game.xml") {
            game.id = root.attribute("id").value();
            game.source_doc = root.child("document").attribute("id").value();
            continue;
        }
        for (auto node : root.select_nodes("//rule | //assumption"))
            game.citable_ids.push_back(node.node().attribute("id").value());
        for (auto ruling : root.children("ruling")) {
            add_sentences(ruling.child_value("question"), game.sentences_ja);
            add_sentences(ruling.child_value("answer"), game.sentences_ja);
            game.titles_ja.push_back(ruling.attribute("title-ja").value());
            game.titles_en.push_back(ruling.attribute("title-en").value());
            if (auto heading = std::string(ruling.attribute("heading").value()); !heading.empty())
                game.headings.push_back(heading);
            add_tags(ruling.attribute("tags").value(), game.tags);
        }
        for (auto term : root.children("term")) game.titles_en.push_back(term.attribute("en").value());
    }
    if (game.id.empty() || game.citable_ids.empty() || game.sentences_ja.empty() || game.titles_en.empty())
        throw std::runtime_error(folder.string() + ": not a game folder with rules and rulings");
    if (game.headings.empty()) game.headings.push_back("generated");
    if (game.tags.empty()) game.tags.push_back("generated");
    return game;
}


// A paragraph of `sentences` Japanese sentences, and now and then an English one, as the bundled
// rulings mix English names into Japanese text.
std::string paragraph(Random& random, const GameMaterial& game, std::size_t sentences) {
    std::string text;
    for (std::size_t i = 0; i < sentences; ++i) text += random.pick(game.sentences_ja);
    if (random.below(3) == 0) text += " See also: " + random.pick(game.titles_en) + ".";
    return text;
}

constexpr std::size_t kRulingsPerFile = 1000;
constexpr const char* kHeavilyCited = "IW-R-PIERCE";
// One dm ruling in 33 is about this card of the bundled library: about a thousand at 100k, for the
// benchmark's `judge show 火の兵士` row.
constexpr const char* kCardRuledOn = "DM-C-FIRE-SOLDIER";

void write_ruling(std::ofstream& out, Random& random, const GameMaterial& game, std::size_t number) {
    char id[64];
    std::snprintf(id, sizeof id, "%s-J-GEN-%07zu", game.id == "iw" ? "IW" : game.id == "gcb" ? "GCB" : "DM", number);
    char date[16];
    std::snprintf(date, sizeof date, "2026-%02zu-%02zu", 1 + number % 12, 1 + number % 28);
    std::string tags = random.pick(game.tags) + "," + random.pick(game.tags);
    out << "  <ruling id=\"" << id << "\" title-ja=\"" << rulesdb::xml_escaped(random.pick(game.titles_ja)) << " (" << number
        << ")\" title-en=\"" << rulesdb::xml_escaped(random.pick(game.titles_en)) << " #" << number << "\"\n"
        << "          date=\"" << date << "\" source=\"" << game.source_doc
        << "\" heading=\"" << rulesdb::xml_escaped(random.pick(game.headings)) << "\" tags=\"" << rulesdb::xml_escaped(tags) << "\">\n"
        << "    <question>" << rulesdb::xml_escaped(paragraph(random, game, 1 + random.below(3))) << "</question>\n"
        << "    <answer>" << rulesdb::xml_escaped(paragraph(random, game, 1 + random.below(4))) << "</answer>\n";
    std::vector<std::string> cited;
    if (game.id == "iw" && random.below(100) < 3) cited.push_back(kHeavilyCited);
    for (std::size_t n = 1 + random.below(3); cited.size() < n;) {
        const auto& pick = random.pick(game.citable_ids);
        if (std::find(cited.begin(), cited.end(), pick) == cited.end()) cited.push_back(pick);
    }
    for (const auto& ref : cited) out << "    <cites ref=\"" << ref << "\"/>\n";
    if (game.id == "dm" && number % 99 == 0) out << "    <card ref=\"" << kCardRuledOn << "\"/>\n";
    out << "  </ruling>\n";
}

std::uint64_t whole_number(const std::string& option, const std::string& text) {
    if (text.empty() || text.size() > 12 || text.find_first_not_of("0123456789") != std::string::npos)
        throw std::runtime_error(option + " '" + text + "' is not a whole number");
    return std::stoull(text);
}

int run(int argc, char** argv) {
    fs::path from, out;
    std::size_t rulings = 100000;
    std::uint64_t seed = 1;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) throw std::runtime_error(arg + " needs a value");
            return argv[++i];
        };
        if (arg == "--from") from = value();
        else if (arg == "--out") out = value();
        else if (arg == "--rulings") rulings = whole_number(arg, value());
        else if (arg == "--seed") seed = whole_number(arg, value());
        else throw std::runtime_error("unknown argument " + arg);
    }
    if (from.empty() || out.empty())
        throw std::runtime_error("usage: bench_make_corpus --from DATA --out FOLDER [--rulings N] [--seed S]");
    if (fs::exists(out) && !fs::is_empty(out)) throw std::runtime_error(out.string() + " exists and is not empty");

    std::vector<GameMaterial> games;
    std::vector<fs::path> folders;
    for (const auto& entry : fs::directory_iterator(from))
        if (entry.is_directory()) folders.push_back(entry.path());
    std::sort(folders.begin(), folders.end());
    for (const auto& folder : folders) {
        games.push_back(read_game(folder));
        fs::create_directories(out / folder.filename());
        for (const auto& entry : fs::directory_iterator(folder))
            if (entry.path().extension() == ".xml") fs::copy_file(entry.path(), out / folder.filename() / entry.path().filename());
    }

    // Rulings are dealt to the games in turn, 1,000 to a file.
    Random random(seed);
    std::map<std::string, std::pair<std::ofstream, std::size_t>> files;  // game → open file, rulings in it
    std::map<std::string, std::size_t> file_numbers;
    for (std::size_t n = 1; n <= rulings; ++n) {
        const auto& game = games[n % games.size()];
        auto& [file, count] = files[game.id];
        if (!file.is_open() || count == kRulingsPerFile) {
            if (file.is_open()) file << "</entries>\n", file.close();
            char name[32];
            std::snprintf(name, sizeof name, "generated-%05zu.xml", ++file_numbers[game.id]);
            auto folder = std::find_if(folders.begin(), folders.end(), [&](auto& f) { return f.filename() == game.id; });
            file.open((folder != folders.end() ? out / folder->filename() : out / game.id) / name);
            file << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<entries game=\"" << game.id << "\">\n";
            count = 0;
        }
        write_ruling(file, random, game, n);
        ++count;
    }
    for (auto& [id, open] : files) open.first << "</entries>\n";
    std::cout << "wrote " << rulings << " generated rulings for " << games.size() << " games to " << out.string() << "\n";
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    try {
        return run(argc, argv);
    } catch (const std::exception& e) {
        std::cerr << "bench_make_corpus: " << e.what() << "\n";
        return 2;
    }
}
