// Reading a card library as card entries: see card_entries.hpp.
#include "judge/core/card_entries.hpp"

#include <algorithm>
#include <cstring>
#include <map>
#include <memory>
#include <sstream>

#include "judge/core/scenario_loader.hpp"
#include "judge/core/scenario_messages.hpp"
#include "messages/language.hpp"
#include "rulesdb/section_number.hpp"
#include "rulesdb/xml_file.hpp"

namespace fs = std::filesystem;

namespace judge {

namespace {

// What a library <card> says besides its values: every other attribute is a value (a printed
// number, or a game word such as a red monster's summoning method).
constexpr const char* kNotValues[] = {"id", "name", "type", "keywords", "traits", "reading", "name-en", "source"};

bool is_value(std::string_view name) {
    return std::none_of(std::begin(kNotValues), std::end(kNotValues), [&](const char* n) { return name == n; });
}

std::vector<std::string> words(std::string_view text) {
    std::vector<std::string> out;
    std::istringstream in{std::string(text)};
    for (std::string word; in >> word;) out.push_back(word);
    return out;
}

// The card's <ability> elements as written, one to a line, without the file's indentation.
std::string abilities_of(pugi::xml_node card) {
    std::string out;
    for (auto ability : card.children("ability")) {
        std::ostringstream xml;
        ability.print(xml, "", pugi::format_raw);
        if (!out.empty()) out += '\n';
        out += xml.str();
    }
    return out;
}

CardEntries read_entries(std::shared_ptr<const rulesdb::XmlFile> file, const Ruleset& ruleset) {
    CardEntries out;
    try {
        auto checked = card_library_problems(file, ruleset);
        if (checked.library) return {{}, {*checked.library}};
        out.problems = std::move(checked.cards);
        const auto root = file->root();
        const std::string library_source = file->optional(root, "source");
        std::map<std::string, int> lines_of_names;
        for (auto node : root.children("card")) {
            try {
                rulesdb::Card card;
                card.game = ruleset.game();
                card.origin = {file->name(), file->line_of(node)};
                card.id = file->required(node, "id");
                card.name = file->required(node, "name");
                card.reading = file->optional(node, "reading");
                card.name_en = file->optional(node, "name-en");
                card.type = file->optional(node, "type");
                card.source_doc = file->optional(node, "source", library_source);
                if (card.source_doc.empty()) throw rulesdb::InputError(file->at(node, msg::say(say::kCardNeedsSource, {{"name", card.name}})));
                card.traits = words(file->optional(node, "traits"));
                card.keywords = words(file->optional(node, "keywords"));
                for (auto attr : node.attributes())
                    if (is_value(attr.name())) card.values.emplace_back(attr.name(), rulesdb::trim(attr.value()));
                card.text = file->optional_text(node, "text");
                card.text_en = file->optional_text(node, "text-en");
                card.abilities = abilities_of(node);
                for (auto official : node.children("official")) {
                    const auto place = file->at(official.attribute("section"), official, "");
                    card.official.push_back({file->required(official, "doc"), rulesdb::normalized_section(file->required(official, "section")),
                                             {file->name(), place.line}, place.column});
                }
                // The engine takes the later of two cards of one name; an entry is one card.
                if (auto [at, fresh] = lines_of_names.emplace(card.name, card.origin.line); !fresh)
                    throw rulesdb::InputError(file->at(node, msg::say(say::kCardNameTwice, {{"name", card.name}, {"line", at->second}})));
                out.cards.push_back(std::move(card));
            } catch (const rulesdb::InputError& e) {
                out.problems.push_back(e.diagnostic());
            }
        }
        std::stable_sort(out.problems.begin(), out.problems.end(), [](const auto& a, const auto& b) { return a.line < b.line; });
    } catch (const rulesdb::InputError& e) {
        out.problems.push_back(e.diagnostic());
    }
    return out;
}

}  // namespace

CardEntries read_card_entries(const fs::path& path, const std::string& display_name, const Ruleset& ruleset) {
    std::error_code ec;
    if (!fs::exists(path, ec)) return {};
    try {
        return read_entries(std::make_shared<const rulesdb::XmlFile>(path, display_name, rulesdb::InputKind::scenario), ruleset);
    } catch (const rulesdb::InputError& e) {
        return {{}, {e.diagnostic()}};
    }
}

CardEntries read_card_entries_text(std::string text, const std::string& display_name, const Ruleset& ruleset) {
    try {
        return read_entries(std::make_shared<const rulesdb::XmlFile>(rulesdb::XmlFile::FromText{}, std::move(text), display_name), ruleset);
    } catch (const rulesdb::InputError& e) {
        return {{}, {e.diagnostic()}};
    }
}

}  // namespace judge
