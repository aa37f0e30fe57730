// Imported cards as card library elements: see imported_cards.hpp.
#include "rulesdb/imported_cards.hpp"

#include <sstream>

#include <SQLiteCpp/Statement.h>

#include "rulesdb/xml_file.hpp"

namespace rulesdb {

bool text_beyond_keywords(const std::string& text, const std::string& keywords) {
    // What separates keywords in a printed text: punctuation, brackets and white space. Taken out of
    // the names too, first: W・ブレイカー is the keyword Wブレイカー.
    const auto bare = [](std::string s) {
        for (const char* mark : {"。", "、", "・", "　", "（", "）", "(", ")", "「", "」", ",", ".", ";", " ", "\n", "\r", "\t"})
            for (std::size_t at; (at = s.find(mark)) != std::string::npos;) s.erase(at, std::string_view(mark).size());
        return s;
    };
    std::string rest = bare(text);
    std::istringstream names(keywords);
    for (std::string name; names >> name;) {
        name = bare(name);
        if (name.empty()) continue;
        for (std::size_t at; (at = rest.find(name)) != std::string::npos;) rest.erase(at, name.size());
    }
    return !rest.empty();
}

std::map<std::string, ImportedCards> imported_cards_by_game(SQLite::Database& db) {
    std::map<std::string, ImportedCards> out;
    SQLite::Statement cards(db, "SELECT game, id, name, type, vals, traits, keywords, text, abilities, unplayed FROM cards"
                                " WHERE imported_from IS NOT NULL ORDER BY game, id");
    while (cards.executeStep()) {
        auto& game = out[cards.getColumn(0).getString()];
        const auto name = cards.getColumn(2).getString();
        std::string line = "<card id=\"" + xml_escaped(cards.getColumn(1).getString()) + "\" name=\"" + xml_escaped(name) + "\" type=\"" +
                           xml_escaped(cards.getColumn(3).getString()) + "\"";
        // Stored as "power=2000 cost=2": each a value attribute.
        std::istringstream values(cards.getColumn(4).getString());
        for (std::string value; values >> value;)
            if (const auto equals = value.find('='); equals != std::string::npos)
                line += " " + value.substr(0, equals) + "=\"" + xml_escaped(value.substr(equals + 1)) + "\"";
        if (const auto traits = cards.getColumn(5).getString(); !traits.empty()) line += " traits=\"" + xml_escaped(traits) + "\"";
        if (const auto keywords = cards.getColumn(6).getString(); !keywords.empty()) line += " keywords=\"" + xml_escaped(keywords) + "\"";
        const auto abilities = cards.getColumn(8).getString();
        game.elements += line + ">" + abilities + "</card>\n";
        if (const auto unplayed = cards.getColumn(9).getString(); !unplayed.empty()) game.unplayed[name] = unplayed;
        else if (abilities.empty() && text_beyond_keywords(cards.getColumn(7).getString(), cards.getColumn(6).getString())) game.lookup_only.insert(name);
    }
    return out;
}

}  // namespace rulesdb
