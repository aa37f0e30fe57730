// Linking IDs and glossary terms inside text: see linked_text.hpp.
#include "web-export/linked_text.hpp"

#include <algorithm>
#include <set>

#include "rulesdb/text_encoding.hpp"
#include "rulesdb/text_fold.hpp"

namespace web_export {

namespace {

bool id_char(char c) { return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-'; }
bool word_char(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); }

// What a character is for finding where a word ends: in Japanese a word has no space around it, but
// a name whose first kanji follows another kanji (or katakana another katakana, a letter another
// letter) is part of a longer word, not the name.
enum class Script { other, kanji, katakana, latin };

Script script_of(char32_t c) {
    if ((c >= U'A' && c <= U'Z') || (c >= U'a' && c <= U'z') || (c >= U'0' && c <= U'9') || (c >= U'Ａ' && c <= U'Ｚ') ||
        (c >= U'ａ' && c <= U'ｚ') || (c >= U'０' && c <= U'９'))
        return Script::latin;
    if ((c >= 0x30A1 && c <= 0x30FA) || c == 0x30FC || (c >= 0x31F0 && c <= 0x31FF) || (c >= 0xFF66 && c <= 0xFF9F)) return Script::katakana;
    if ((c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF) || c == 0x3005) return Script::kanji;
    return Script::other;
}

// The code point that starts at `at`, and the one that ends just before it.
char32_t code_point_at(std::string_view text, std::size_t at) {
    if (at >= text.size()) return 0;
    auto cps = rulesdb::code_points(text.substr(at, rulesdb::utf8_sequence_length(text, at)));
    return cps.empty() ? 0 : cps.front();
}
char32_t code_point_before(std::string_view text, std::size_t at) {
    if (at == 0) return 0;
    auto start = at - 1;
    while (start > 0 && (static_cast<unsigned char>(text[start]) & 0xC0) == 0x80) --start;
    return code_point_at(text, start);
}

// A card's name stands alone at [at, at + size): it does not run on from the character before it or
// into the one after it in the same script (火の兵士 in 火の兵士長 is not the card).
bool stands_alone(std::string_view text, std::size_t at, std::size_t size) {
    const auto name = text.substr(at, size);
    const auto first = script_of(code_point_at(name, 0)), last = script_of(code_point_before(name, name.size()));
    if (first != Script::other && script_of(code_point_before(text, at)) == first) return false;
    if (last != Script::other && script_of(code_point_at(text, at + size)) == last) return false;
    return true;
}

// A card's name written as Japanese rulings write one: the whole text between 《 and 》.
bool bracketed(std::string_view text, std::size_t at, std::size_t size) {
    return at >= 3 && text.substr(at - 3, 3) == "《" && text.substr(at + size, 3) == "》";
}

// Card names shorter than this are not linked outside 《》: a name of one or two characters (アガ)
// is too likely to be an ordinary word there.
constexpr std::size_t kCardNameMinimum = 3;


}  // namespace

TextLinker::TextLinker(const SiteData& data, const EntryUrls& urls) : urls_(urls), cards_of_(data.cards_of) {
    for (const auto& [id, term] : data.terms) {
        std::set<std::string> names{term.ja};
        names.insert(term.aliases.begin(), term.aliases.end());
        for (const auto& name : names) {
            // One character is too little to stand for a term in running text.
            if (rulesdb::code_points(name).size() < 2) continue;
            bool ascii = std::any_of(name.begin(), name.end(), [](char c) { return word_char(c); });
            names_[term.game][static_cast<unsigned char>(name[0])].push_back({name, id, ascii, false, false});
        }
    }
    // A card by its name and its English name. Outside 《》 only a name that cannot be an ordinary
    // phrase of the text: not too short, an English one of two words or more ("Lookout" alone is a
    // plain word), and not a glossary term's name or a rule's title in its game (iw's filler card
    // バリア would take over every mention of the game word).
    for (const auto& [id, card] : data.cards) {
        for (const auto* name_ptr : {&card.name, &card.name_en}) {
            const auto& name = *name_ptr;
            if (name.empty()) continue;
            const bool plain = rulesdb::code_points(name).size() >= kCardNameMinimum &&
                               (name_ptr == &card.name || name.find(' ') != std::string::npos) && data.term_named(card.game, name).empty() &&
                               data.rule_titled(card.game, name).empty();
            names_[card.game][static_cast<unsigned char>(name[0])].push_back({name, id, false, true, plain});
        }
    }
    // The longest name first; of two names alike, the card's: taken only where it is written 《so》,
    // elsewhere it gives way to the term's.
    for (auto& [game, by_byte] : names_)
        for (auto& [byte, list] : by_byte)
            std::stable_sort(list.begin(), list.end(), [](const Name& a, const Name& b) {
                if (a.text.size() != b.text.size()) return a.text.size() > b.text.size();
                if (a.card != b.card) return a.card;
                return a.text < b.text;
            });
}

bool TextLinker::about(const std::string& entry, const std::string& card) const {
    auto cards = cards_of_.find(entry);
    return cards != cards_of_.end() && std::find(cards->second.begin(), cards->second.end(), card) != cards->second.end();
}

void TextLinker::write(HtmlWriter& html, const std::string& from_page, const std::string& game, const std::string& self, const std::string& text,
                       const std::string& cls, std::string_view lang) const {
    if (lang.empty()) html.open("div", {{"class", cls}});
    else html.open("div", {{"class", cls}, {"lang", lang}});
    const auto game_names = names_.find(game);
    std::set<std::string> linked_entries;
    std::size_t plain_from = 0, pos = 0;
    auto flush = [&](std::size_t upto) {
        if (upto > plain_from) html.text(std::string_view(text).substr(plain_from, upto - plain_from));
    };
    auto link = [&](std::size_t length, const std::string& target, const char* css) {
        flush(pos);
        auto it = urls_.find(target);
        html.element("a", std::string_view(text).substr(pos, length), {{"class", css}, {"href", relative_url(from_page, it->second)}});
        pos += length;
        plain_from = pos;
    };
    while (pos < text.size()) {
        const char c = text[pos];
        // An entry ID: a run of A-Z, 0-9 and '-' that names an entry, not inside a longer word.
        if (c >= 'A' && c <= 'Z' && (pos == 0 || !(id_char(text[pos - 1]) || word_char(text[pos - 1])))) {
            auto end = pos;
            while (end < text.size() && id_char(text[end])) ++end;
            auto length = end - pos;
            while (length > 0 && text[pos + length - 1] == '-') --length;
            const bool whole = end >= text.size() || !word_char(text[end]);
            if (auto id = text.substr(pos, length); whole && id != self && urls_.count(id)) {
                link(length, id, "id");
                continue;
            }
        }
        if (game_names != names_.end()) {
            if (auto bucket = game_names->second.find(static_cast<unsigned char>(c)); bucket != game_names->second.end()) {
                const Name* found = nullptr;
                for (const auto& name : bucket->second) {
                    if (text.compare(pos, name.text.size(), name.text) != 0) continue;
                    if (name.ascii_word && ((pos > 0 && word_char(text[pos - 1])) ||
                                            (pos + name.text.size() < text.size() && word_char(text[pos + name.text.size()]))))
                        continue;
                    // A card's name links where it is written as one (《name》) or, in an entry about the
                    // card, where it stands as a word of its own; elsewhere 水のマナ is water mana.
                    if (name.card && !bracketed(text, pos, name.text.size()) &&
                        !(name.plain && about(self, name.entry_id) && stands_alone(text, pos, name.text.size())))
                        continue;
                    found = &name;
                    break;
                }
                if (found) {
                    if (found->entry_id != self && urls_.count(found->entry_id) && linked_entries.insert(found->entry_id).second) {
                        link(found->text.size(), found->entry_id, found->card ? "card-link" : "term");
                        continue;
                    }
                    pos += found->text.size();  // a term or card already linked in this block: its name stays plain
                    continue;
                }
            }
        }
        pos += std::max<std::size_t>(1, rulesdb::utf8_sequence_length(text, pos));  // a stray byte: one step
    }
    flush(text.size());
    html.close("div");
}

}  // namespace web_export
