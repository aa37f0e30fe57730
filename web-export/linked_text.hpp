// Text as a reader follows it: in question, answer, rule and assumption text, every entry ID
// links to its entry, and the game's glossary terms (by Japanese name or alias) and library cards
// (by their whole name, written 《so》, or standing alone in an entry about the card; the longest
// name that matches first) link to the glossary entry or the card's page at their first occurrence
// in each block.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "web-export/html_writer.hpp"
#include "web-export/site_data.hpp"
#include "web-export/site_paths.hpp"

namespace web_export {

class TextLinker {
public:
    TextLinker(const SiteData& data, const EntryUrls& urls);

    // A text block (white-space kept, as write_text_block) of an entry of `game`; `self` is the
    // entry's own ID, which never links to itself. `lang`: the block's language when it is not the
    // page's (a rule's English text on a Japanese page), or empty.
    void write(HtmlWriter& html, const std::string& from_page, const std::string& game, const std::string& self, const std::string& text,
               const std::string& cls = "text", std::string_view lang = {}) const;

private:
    struct Name {
        std::string text;
        std::string entry_id;     // the glossary term or the card it names
        bool ascii_word = false;  // letters of the Latin alphabet: matched only as a whole word
        bool card = false;        // a card's name: matched in 《》, or as below
        bool plain = false;       // a card's name that may also match outside 《》, in an entry about the card
    };
    bool about(const std::string& entry, const std::string& card) const;  // card_mentions
    // Per game: names by their first byte, longest first.
    std::map<std::string, std::map<unsigned char, std::vector<Name>>> names_;
    const EntryUrls& urls_;
    const std::map<std::string, std::vector<std::string>>& cards_of_;  // entry → the cards it is about
};

}  // namespace web_export
