// A taken choice in both languages (choice_words.hpp). The decision's kind and an answer's move
// are the game's labels; card ids stay as the scenario names them, since they are its cards' names.
#include "judge/core/choice_words.hpp"

#include "judge/core/core_messages.hpp"

namespace judge {

namespace {

// The choice's words joined as a Japanese list: 、 between cards, → between the steps of an order.
std::string joined(const std::vector<std::string>& words, std::string_view between) {
    std::string out;
    for (const auto& w : words) {
        if (!out.empty()) out += between;
        out += w;
    }
    return out;
}

bool is_order(std::string_view kind) { return kind == "order" || kind.ends_with("-order"); }

}  // namespace

msg::Text choice_words(const TakenChoice& choice, const Ruleset& ruleset) {
    msg::Text kind = choice.kind == "answer" ? msg::text(say::kChoiceAnswer) : shown_word(ruleset, WordKind::decision, choice.kind);
    auto words = split_words(choice.choice);
    std::string ja;
    if (choice.kind == "may" && words.size() == 1 && (words[0] == "yes" || words[0] == "no")) {
        ja = msg::render(words[0] == "yes" ? say::kChoiceYes : say::kChoiceNo, msg::Lang::ja);
    } else if (choice.kind == "answer" && !words.empty()) {
        ja = move_words(choice.choice, ruleset).ja;
    } else {
        ja = joined(words, is_order(choice.kind) ? "→" : "、");
    }
    return {choice_text(choice), msg::render(say::kChoiceWords, msg::Lang::ja, {{"player", choice.player}, {"kind", kind.ja}, {"choice", ja}})};
}

msg::Text move_words(const std::string& label, const Ruleset& ruleset) {
    auto words = split_words(label);
    if (words.empty()) return msg::Text::same(label);
    // A move and its cards: "block w1 w2" is ブロック（w1、w2）, "respond r to p" レスポンス（r→p）.
    const auto move = shown_word(ruleset, WordKind::action, words[0]).ja;
    words.erase(words.begin());
    std::string cards;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (words[i] == "to" && i > 0 && i + 1 < words.size()) {
            cards += "→" + words[++i];
            continue;
        }
        cards += (cards.empty() ? "" : "、") + words[i];
    }
    return {label, cards.empty() ? move : move + "（" + cards + "）"};
}

msg::Text option_words(const std::string& kind, const std::string& option) {
    if (kind == "may" && (option == "yes" || option == "no")) return msg::text(option == "yes" ? say::kChoiceYes : say::kChoiceNo);
    return msg::Text::same(option);
}

msg::Text choices_line(const std::vector<msg::Text>& choices) {
    msg::Text line;
    for (const auto& c : choices) {
        line.en += (line.en.empty() ? "" : "; ") + c.en;
        line.ja += (line.ja.empty() ? "" : " ／ ") + c.ja;
    }
    return line;
}

}  // namespace judge
