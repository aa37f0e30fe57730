// Filling a message's placeholders, and lists in either language. A form's braces were found when
// it was compiled (Message::Form); filling it looks each argument up once for both languages, sizes
// the sentence, then copies its parts into place.
#include "messages/message.hpp"

#include <cstdint>
#include <cstring>

namespace msg {

namespace {

template <typename Word>
Word load(const char* at) {
    Word word;
    std::memcpy(&word, at, sizeof word);
    return word;
}

// Whether an argument's name is the placeholder's. Names are a few letters: two loads of each
// name, its first and its last bytes (which overlap), compare it whole, without a call to memcmp.
bool same_name(std::string_view a, std::string_view b) {
    const std::size_t n = a.size();
    if (n != b.size()) return false;
    if (n >= 4 && n <= 8)
        return load<std::uint32_t>(a.data()) == load<std::uint32_t>(b.data()) &&
               load<std::uint32_t>(a.data() + n - 4) == load<std::uint32_t>(b.data() + n - 4);
    if (n > 8 && n <= 16)
        return load<std::uint64_t>(a.data()) == load<std::uint64_t>(b.data()) &&
               load<std::uint64_t>(a.data() + n - 8) == load<std::uint64_t>(b.data() + n - 8);
    return a == b;
}

// A part of the sentence into its place. Many parts are empty (a sentence that starts or ends with
// a placeholder): those cost no call.
char* copy(std::string_view part, char* to) {
    if (part.empty()) return to;
    std::memcpy(to, part.data(), part.size());
    return to + part.size();
}

// The last argument named `name`, as a search from the first would end on; null when there is none.
const Arg* find(Args args, std::string_view name) {
    for (auto arg = args.end(); arg != args.begin();)
        if (same_name((--arg)->name, name)) return arg;
    return nullptr;
}

// `form` with each brace filled: `found[i]` for brace i, the brace itself for a doubled one, and
// "{name}" kept for a placeholder with no argument.
std::string fill(const Message::Form& form, Lang lang, const Arg* const* found) {
    const std::string_view text = form.text;
    // What each brace becomes, so that the output's size is known before anything is written: one
    // allocation, and none for a short sentence. (Plain arrays: a std::array of string_view would
    // be cleared first on every call.)
    const char* filled[Message::kMaxBraces];
    std::size_t filled_size[Message::kMaxBraces];
    std::size_t size = text.size();
    for (std::size_t i = 0; i < form.braces; ++i) {
        const std::size_t written = form.name_size[i] == 0 ? 2 : form.name_size[i] + 2u;
        std::string_view value = form.name_size[i] == 0 ? text.substr(form.at[i], 1)
                                 : found[i]             ? found[i]->in(lang)
                                                        : text.substr(form.at[i], written);
        filled[i] = value.data();
        filled_size[i] = value.size();
        size += value.size() - written;
    }
    std::string out(size, '\0');
    char* to = out.data();
    std::size_t from = 0;
    for (std::size_t i = 0; i < form.braces; ++i) {
        to = copy(text.substr(from, form.at[i] - from), to);
        to = copy({filled[i], filled_size[i]}, to);
        from = form.at[i] + (form.name_size[i] == 0 ? 2 : form.name_size[i] + 2u);
    }
    copy(text.substr(from), to);
    return out;
}

}  // namespace

std::string render(const Message& message, Lang lang, Args args) {
    const Message::Form& form = message.form(lang);
    const Arg* found[Message::kMaxBraces];
    for (std::size_t i = 0; i < form.braces; ++i) found[i] = form.name_size[i] ? find(args, form.name(i)) : nullptr;
    return fill(form, lang, found);
}

Text text(const Message& message, Args args) {
    const Message::Form& en = message.form(Lang::en);
    const Message::Form& ja = message.form(Lang::ja);
    const Arg* en_found[Message::kMaxBraces];
    const Arg* ja_found[Message::kMaxBraces];
    for (std::size_t i = 0; i < en.braces; ++i) en_found[i] = en.name_size[i] ? find(args, en.name(i)) : nullptr;
    for (std::size_t i = 0; i < ja.braces; ++i) {
        const auto same = message.ja_brace_in_en(i);
        ja_found[i] = same != Message::kNoBrace ? en_found[same] : nullptr;
    }
    return {fill(en, Lang::en, en_found), fill(ja, Lang::ja, ja_found)};
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
