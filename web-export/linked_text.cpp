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


}  // namespace

TextLinker::TextLinker(const SiteData& data, const EntryUrls& urls) : urls_(urls) {
    for (const auto& [id, term] : data.terms) {
        std::set<std::string> names{term.ja};
        names.insert(term.aliases.begin(), term.aliases.end());
        for (const auto& name : names) {
            // One character is too little to stand for a term in running text.
            if (rulesdb::code_points(name).size() < 2) continue;
            bool ascii = std::any_of(name.begin(), name.end(), [](char c) { return word_char(c); });
            names_[term.game][static_cast<unsigned char>(name[0])].push_back({name, id, ascii});
        }
    }
    for (auto& [game, by_byte] : names_)
        for (auto& [byte, list] : by_byte)
            std::stable_sort(list.begin(), list.end(), [](const Name& a, const Name& b) {
                return a.text.size() != b.text.size() ? a.text.size() > b.text.size() : a.text < b.text;
            });
}

void TextLinker::write(HtmlWriter& html, const std::string& from_page, const std::string& game, const std::string& self, const std::string& text,
                       const std::string& cls, std::string_view lang) const {
    if (lang.empty()) html.open("div", {{"class", cls}});
    else html.open("div", {{"class", cls}, {"lang", lang}});
    const auto game_names = names_.find(game);
    std::set<std::string> linked_terms;
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
                    found = &name;
                    break;
                }
                if (found) {
                    if (found->term_id != self && urls_.count(found->term_id) && linked_terms.insert(found->term_id).second) {
                        link(found->text.size(), found->term_id, "term");
                        continue;
                    }
                    pos += found->text.size();  // a term already linked in this block: its name stays plain
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
