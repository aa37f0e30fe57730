// Filling a message's placeholders, and lists in either language.
#include "messages/message.hpp"

#include <algorithm>

namespace msg {

std::string render(const Message& message, Lang lang, Args args) {
    const std::string_view form = message.in(lang);
    // Room for the form and every argument once: one allocation for nearly every message.
    std::size_t size = form.size();
    for (const auto& arg : args) size += arg.value.in(lang).size();
    std::string out;
    out.reserve(size);
    // The next brace of each kind at or after `from`, each searched for again only once passed:
    // one single-character search per brace (find_first_of("{}") asks memchr about both braces
    // once per character, which made rendering a tenth of a whole verify run).
    std::size_t from = 0, next_open = form.find('{'), next_close = form.find('}');
    while (from < form.size()) {
        if (next_open < from) next_open = form.find('{', from);
        if (next_close < from) next_close = form.find('}', from);
        const std::size_t open = std::min(next_open, next_close);
        if (open == std::string_view::npos) break;
        out.append(form, from, open - from);
        if (form[open] == '}' || form[open + 1] == '{') {  // "}}" or "{{": the brace itself (checked when compiled)
            out += form[open];
            from = open + 2;
            continue;
        }
        const std::size_t close = next_close;  // the first '}' after this '{' (the constructor made sure it is there)
        const std::string_view name = form.substr(open + 1, close - open - 1);
        // The last argument of that name, as a search from the first would end on.
        const Arg* found = nullptr;
        for (auto arg = args.end(); arg != args.begin();)
            if ((--arg)->name == name) {
                found = arg;
                break;
            }
        if (found)
            out += found->value.in(lang);
        else
            out.append(form, open, close - open + 1);
        from = close + 1;
    }
    out.append(form, from, std::string_view::npos);
    return out;
}

Text text(const Message& message, Args args) {
    return {render(message, Lang::en, args), render(message, Lang::ja, args)};
}

Text join(const std::vector<Text>& items, const Text& separator) {
    Text out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) {
            out.en += separator.en;
            out.ja += separator.ja;
        }
        out.en += items[i].en;
        out.ja += items[i].ja;
    }
    return out;
}

Text join(const std::vector<std::string>& names, const Text& separator) {
    std::vector<Text> items;
    items.reserve(names.size());
    for (const auto& name : names) items.push_back(Text::same(name));
    return join(items, separator);
}

}  // namespace msg
