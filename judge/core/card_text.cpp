// Reading card text with a game's grammar: see card_text.hpp. Plain left-to-right matching: at each
// step of a sentence the step's templates are tried in order, a template's literal text must be
// there as written and its slots read a number, a civilization or a keyword of the game.
#include "judge/core/card_text.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>
#include <optional>

#include "judge/core/ruleset.hpp"
#include "judge/core/scenario_loader.hpp"
#include "rulesdb/xml_file.hpp"

namespace judge {

namespace {

using TextSlots = std::map<std::string, std::string>;

// The digits at the start of `s` (ASCII or full-width, with thousands commas between groups) as an
// ASCII number, and how many bytes they took; nothing when `s` does not start with a digit.
std::optional<std::pair<std::string, std::size_t>> read_text_number(std::string_view s) {
    std::string digits;
    std::size_t at = 0;
    for (;;) {
        if (at < s.size() && s[at] >= '0' && s[at] <= '9') {
            digits += s[at++];
        } else if (s.substr(at, 2) == "\xEF\xBC" && at + 2 < s.size() && static_cast<unsigned char>(s[at + 2]) >= 0x90 &&
                   static_cast<unsigned char>(s[at + 2]) <= 0x99) {
            digits += static_cast<char>('0' + static_cast<unsigned char>(s[at + 2]) - 0x90);
            at += 3;
        } else if (!digits.empty() && at + 1 < s.size() && s[at] == ',' && s[at + 1] >= '0' && s[at + 1] <= '9') {
            ++at;  // 3,000
        } else {
            break;
        }
    }
    if (digits.empty()) return std::nullopt;
    while (digits.size() > 1 && digits.front() == '0') digits.erase(digits.begin());
    return std::pair{digits, at};
}

// The longest of `words` that `s` starts with.
std::optional<std::string> longest_text_word(std::string_view s, const std::vector<std::string>& words) {
    std::optional<std::string> best;
    for (const auto& w : words)
        if (!w.empty() && s.substr(0, w.size()) == w && (!best || w.size() > best->size())) best = w;
    return best;
}

// Full-width digits read as digits (１体 is 1体), ＋ as +, a minus sign before a number as -, and the
// dashes printed after a keyword (―, －, —) as one.
std::string with_plain_symbols(std::string line) {
    for (std::size_t at; (at = line.find("＋")) != std::string::npos;) line.replace(at, std::string_view("＋").size(), "+");
    for (char digit = '0'; digit <= '9'; ++digit) {
        const std::string wide = {'\xEF', '\xBC', static_cast<char>(0x90 + (digit - '0'))};  // U+FF10 + digit
        for (std::size_t at; (at = line.find(wide)) != std::string::npos;) line.replace(at, wide.size(), 1, digit);
    }
    for (const std::string_view dash : {"－", "—", "−"})
        for (std::size_t at; (at = line.find(dash)) != std::string::npos;) {
            const bool minus = at + dash.size() < line.size() && std::isdigit(static_cast<unsigned char>(line[at + dash.size()]));
            line.replace(at, dash.size(), minus ? "-" : "―");
        }
    return line;
}

// A race as cards name it: a run of katakana (with ・ and ー), at least two characters, that starts
// with none of the words the grammar says a race never is (card types, zones, labels), and ends
// before a keyword written after a race (ドラゴン・メクレイド8).
std::string race_in_text(std::string_view s, const CardTextGrammar& grammar) {
    std::size_t at = 0, characters = 0;
    while (at + 3 <= s.size()) {
        const auto c0 = static_cast<unsigned char>(s[at]), c1 = static_cast<unsigned char>(s[at + 1]), c2 = static_cast<unsigned char>(s[at + 2]);
        const unsigned code = ((c0 & 0x0Fu) << 12) | ((c1 & 0x3Fu) << 6) | (c2 & 0x3Fu);
        if ((c0 & 0xF0u) != 0xE0u || code < 0x30A1 || code > 0x30FC) break;
        at += 3;
        ++characters;
    }
    std::string race(s.substr(0, at));
    for (const auto after : grammar.after_race)
        if (const auto keyword = race.find(after); keyword != std::string::npos) race.erase(keyword);
    for (const auto word : grammar.not_races)
        if (race.starts_with(word)) return {};
    return characters >= 2 && !race.empty() ? race : std::string();
}

class TextReader {
public:
    TextReader(const Ruleset& ruleset, const CardTextGrammar& grammar)
        : ruleset_(ruleset), grammar_(grammar), civilizations_(ruleset.civilizations()), keyword_names_(ruleset.keyword_names()) {}

    // How many bytes of `s` the template reads (0: it does not match), and its slots.
    std::size_t match(std::string_view s, const TextTemplate& t, TextSlots& slots) const {
        std::size_t at = 0;
        std::string_view pattern = t.pattern;
        while (!pattern.empty()) {
            if (pattern.front() == '{') {
                const auto close = pattern.find('}');
                const auto slot = std::string(pattern.substr(1, close - 1));
                pattern.remove_prefix(close + 1);
                const auto rest = s.substr(at);
                if (slot == "n" || slot == "m") {
                    const auto number = read_text_number(rest);
                    // A slot written twice in one template reads the same number both times.
                    if (!number || (slots.count(slot) && slots[slot] != number->first)) return 0;
                    slots[slot] = number->first;
                    at += number->second;
                } else if (slot == "race") {
                    const auto race = race_in_text(rest, grammar_);
                    // A keyword is no race (ブロッカー names the creatures that have it).
                    if (race.empty() || ruleset_.keyword(race)) return 0;
                    slots[slot] = race;
                    at += race.size();
                } else {
                    const auto word = longest_text_word(rest, slot == "civ" ? civilizations_ : keyword_names_);
                    if (!word) return 0;
                    slots[slot] = slot == "kw" ? ruleset_.keyword(*word).value_or(*word) : *word;
                    at += word->size();
                }
                continue;
            }
            if (pattern.front() == '[') {
                // An optional phrase ([自分の], [、]): read when the text has it here.
                const auto close = pattern.find(']');
                const auto optional = pattern.substr(1, close - 1);
                if (s.substr(at, optional.size()) == optional) at += optional.size();
                pattern.remove_prefix(close + 1);
                continue;
            }
            const auto literal_end = std::min({pattern.find('{'), pattern.find('['), pattern.size()});
            const auto literal = pattern.substr(0, literal_end);
            if (s.substr(at, literal.size()) != literal) return 0;
            at += literal.size();
            pattern.remove_prefix(literal_end);
        }
        return at;
    }

    // The first template of `table` that matches the start of `s` (the whole of `s` when `whole`).
    // A template that produces two abilities ("… | …") gives the second as the marker `~and`.
    std::optional<std::pair<Attributes, std::size_t>> first(std::string_view s, std::span<const TextTemplate> table, bool whole = false) const {
        for (const auto& t : table) {
            TextSlots slots;
            const auto n = match(s, t, slots);
            if (n == 0 || (whole && n != s.size())) continue;
            used.push_back(&t);
            const auto bar = t.produces.find(" | ");
            auto out = attributes(t.produces.substr(0, bar), slots);
            if (bar != std::string_view::npos) {
                std::string second;
                for (const auto& [name, value] : attributes(t.produces.substr(bar + 3), slots)) second += (second.empty() ? "" : " ") + name + "=" + value;
                out.emplace_back("~and", second);
            }
            return std::pair{out, n};
        }
        return std::nullopt;
    }

    mutable std::vector<const TextTemplate*> used;  // by this sentence, in the order read

    // "name=value name=value" back into attributes (a second ability a template produced).
    static Attributes parsed(std::string_view produces) { return attributes(produces, {}); }

private:
    static Attributes attributes(std::string_view produces, const TextSlots& slots) {
        Attributes out;
        while (!produces.empty()) {
            const auto end = std::min(produces.find(' '), produces.size());
            const auto pair = produces.substr(0, end);
            produces.remove_prefix(std::min(end + 1, produces.size()));
            if (pair.empty()) continue;
            const auto equals = pair.find('=');
            std::string value(pair.substr(equals + 1));
            for (const auto& [slot, text] : slots)
                for (std::size_t at; (at = value.find("{" + slot + "}")) != std::string::npos;) value.replace(at, slot.size() + 2, text);
            out.emplace_back(std::string(pair.substr(0, equals)), value);
        }
        return out;
    }

    const Ruleset& ruleset_;
    const CardTextGrammar& grammar_;
    std::vector<std::string> civilizations_, keyword_names_;
};

// Adds `more` to `into`; false when it would give an attribute a second, different value.
bool merge_attributes(Attributes& into, const Attributes& more) {
    for (const auto& attribute : more) {
        // Named, not a structured binding: clang 14 (the WebAssembly build's) lets no lambda capture one.
        const auto& name = attribute.first;
        const auto it = std::find_if(into.begin(), into.end(), [&](const auto& a) { return a.first == name; });
        if (it == into.end()) into.push_back(attribute);
        else if (it->second != attribute.second) return false;
    }
    return true;
}

// kind, link, trigger, op and target first, the rest as produced: how the bundled files write an ability.
Attributes ordered_attributes(Attributes a) {
    // The reader's markers (~names-subject, …) are no attributes of the ability.
    std::erase_if(a, [](const auto& x) { return !x.first.empty() && x.first.front() == '~'; });
    static constexpr std::string_view kFirst[] = {"kind", "link", "trigger", "op", "target"};
    std::stable_sort(a.begin(), a.end(), [](const auto& x, const auto& y) {
        auto rank = [](const std::string& name) {
            for (std::size_t i = 0; i < std::size(kFirst); ++i)
                if (name == kFirst[i]) return static_cast<int>(i);
            return static_cast<int>(std::size(kFirst));
        };
        return rank(x.first) < rank(y.first);
    });
    return a;
}

// Reminder text in full-width parentheses explains a keyword; it gives no ability of its own.
std::string without_reminder_text(std::string_view line) {
    std::string out;
    int depth = 0;
    for (std::size_t i = 0; i < line.size();) {
        if (line.substr(i, 3) == "（") {
            ++depth;
            i += 3;
        } else if (line.substr(i, 3) == "）" && depth > 0) {
            --depth;
            i += 3;
        } else {
            if (depth == 0) out += line[i];
            ++i;
        }
    }
    return out;
}

std::string trimmed_text(std::string_view s) {
    auto is_space = [&](std::size_t at) { return s[at] == ' ' || s[at] == '\t' || s[at] == '\r' || s.substr(at, 3) == "\xE3\x80\x80"; };
    while (!s.empty() && is_space(0)) s.remove_prefix(s[0] == '\xE3' ? 3 : 1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
    while (s.size() >= 3 && s.substr(s.size() - 3) == "\xE3\x80\x80") s.remove_suffix(3);
    return std::string(s);
}

// A line of keywords only (ブロッカー, "スピードアタッカー　Wブレイカー"): their canonical names.
std::optional<std::vector<std::string>> keyword_line_of(const Ruleset& ruleset, std::string_view line) {
    std::vector<std::string> out;
    std::string word;
    auto flush = [&]() -> bool {
        if (word.empty()) return true;
        auto keyword = ruleset.keyword(word);
        word.clear();
        if (!keyword) return false;
        out.push_back(*keyword);
        return true;
    };
    for (std::size_t i = 0; i < line.size();) {
        if (line[i] == ' ' || line[i] == '\t') {
            if (!flush()) return std::nullopt;
            ++i;
        } else if (line.substr(i, 3) == "\xE3\x80\x80" || line.substr(i, 3) == "、") {
            if (!flush()) return std::nullopt;
            i += 3;
        } else {
            word += line[i++];
        }
    }
    if (!flush() || out.empty()) return std::nullopt;
    return out;
}

class TextSentenceReader {
public:
    TextSentenceReader(const TextReader& reader, const CardTextGrammar& grammar, bool spell) : reader_(reader), grammar_(grammar), spell_(spell) {}

    // What "…を1体選ぶ。" left for the next sentence: the ability so far, with no operation yet.
    std::optional<Attributes> held;

    // The sentence after one that held its chosen card: [duration] reference (operation | predicate).
    CompiledSentence go_on(const std::string& sentence, Attributes ability) {
        CompiledSentence out;
        out.text = sentence;
        std::string_view s = sentence;
        if (s.size() >= 3 && s.substr(s.size() - 3) == "。") s.remove_suffix(3);
        after_ = "chooser";
        duration(s, ability);
        auto reference = reader_.first(s, grammar_.references);
        if (!reference || !merge_attributes(ability, reference->first)) return failed(out, s);
        s.remove_prefix(reference->second);
        if (!finish(s, ability)) return failed(out, unread_);
        return with_second(out, std::move(ability));
    }

    CompiledSentence read(const std::string& sentence) {
        CompiledSentence out;
        out.text = sentence;
        std::string_view s = sentence;
        if (s.size() >= 3 && s.substr(s.size() - 3) == "。") s.remove_suffix(3);
        Attributes ability;
        bool opened = false;  // by a connective or a trigger
        if (auto c = reader_.first(s, grammar_.connectives)) {
            merge_attributes(ability, c->first);
            step("connective", s.substr(0, c->second));
            s.remove_prefix(c->second);
            opened = true;
        } else if (auto t = reader_.first(s, grammar_.triggers)) {
            merge_attributes(ability, t->first);
            step("trigger", s.substr(0, t->second));
            s.remove_prefix(t->second);
            opened = true;
        } else if (auto p = reader_.first(s, grammar_.prefixes)) {
            if (auto after_prefix = reader_.first(s.substr(p->second), grammar_.triggers)) {
                merge_attributes(ability, p->first);
                merge_attributes(ability, after_prefix->first);
                step("trigger", s.substr(0, p->second + after_prefix->second));
                s.remove_prefix(p->second + after_prefix->second);
                opened = true;
            }
        }
        // A whole effect on a player may open with its own duration (このターン、次に…): tried first.
        if (auto p = reader_.first(s, grammar_.player_effects, true); p && (opened || spell_)) {
            if (!opened) ability.insert(ability.begin(), {"kind", std::string(grammar_.spell_kind)});
            if (!merge_attributes(ability, p->first)) return failed(out, s);
            return with_second(out, std::move(ability));
        }
        // A restatement of a rule (ただし、コストは0以下にはならない) is understood with no ability, on any card.
        if (auto st = reader_.first(s, grammar_.statics, true); st && !opened && has(st->first, "~nothing")) {
            out.continued = true;
            return out;
        }
        static_ = !opened && !spell_;
        // そのクリーチャー names what set the ability off only for a trigger that another creature sets off.
        names_subject_ = opened && has(ability, "~names-subject");
        if (!opened) ability.insert(ability.begin(), {"kind", std::string(static_ ? grammar_.static_kind : grammar_.spell_kind)});
        if (static_) {
            // A whole static sentence, or one under a condition (…が3体以上あれば、相手の呪文のコストは1多くなる).
            auto st = reader_.first(s, grammar_.statics, true);
            if (!st)
                if (auto c = reader_.first(s, grammar_.conditions))
                    if (auto after_condition = reader_.first(s.substr(c->second), grammar_.statics, true);
                        after_condition && !has(after_condition->first, "~nothing") && merge_attributes(after_condition->first, c->first))
                        st = std::move(after_condition);
            if (st) {
                if (has(st->first, "~nothing")) {
                    out.continued = true;
                    return out;
                }
                // A whole sentence may be of a kind of its own (a replacement: 〜かわりに).
                if (has(st->first, "kind")) std::erase_if(ability, [](const auto& a) { return a.first == "kind"; });
                if (!merge_attributes(ability, st->first)) return failed(out, s);
                out.abilities.push_back(ordered_attributes(std::move(ability)));
                return out;
            }
        }
        if (value(ability, "kind") == "replacement") {
            // What happens instead: to the card it names (named again or not), or, when it names
            // none, to cards it chooses.
            if (auto reference = reader_.first(s, grammar_.references)) s.remove_prefix(reference->second);
            Attributes instead = ability;
            if (!finish(s, instead)) {
                instead = ability;
                if (has(ability, "target") || !effect(s, instead)) return failed(out, unread_);
            }
            out.abilities.push_back(ordered_attributes(std::move(instead)));
            return out;
        }
        if (auto c = reader_.first(s, grammar_.conditions)) {
            if (!merge_attributes(ability, c->first)) return failed(out, s);
            step("condition", s.substr(0, c->second));
            s.remove_prefix(c->second);
        }
        duration(s, ability);
        if (auto p = reader_.first(s, grammar_.player_effects, true); p && !static_) {
            if (!merge_attributes(ability, p->first)) return failed(out, s);
            return with_second(out, std::move(ability));
        }
        if (!effect(s, ability)) {
            if (static_ && after_ == "start") {
                out.unread = std::string(s);
                out.after = "static-start";
                return out;
            }
            return failed(out, unread_);
        }
        if (holding_) {
            std::erase_if(ability, [](const auto& a) { return a.first == "~hold"; });
            held = std::move(ability);
            out.continued = true;
            return out;
        }
        return with_second(out, std::move(ability));
    }

    // The ability, and a second one its template produced for the same card (…され、「Wブレイカー」を得る):
    // a static one is a second static ability under the same condition; any other is a part of the
    // same effect (link "and") on the same target, the very card chosen when it was chosen (as="it").
    CompiledSentence& with_second(CompiledSentence& out, Attributes ability) {
        const auto second_at = std::find_if(ability.begin(), ability.end(), [](const auto& a) { return a.first == "~and"; });
        if (second_at == ability.end()) {
            out.abilities.push_back(ordered_attributes(std::move(ability)));
            return out;
        }
        Attributes second = TextReader::parsed(second_at->second);
        ability.erase(second_at);
        static constexpr std::string_view kShared[] = {"duration", "condition", "side", "zone", "unit", "trait", "card-type", "has-keyword",
                                                       "min-power", "max-power", "min-cost", "max-cost", "tapped", "other", "revolution"};
        const auto kind = value(ability, "kind");
        Attributes head{{"kind", kind == grammar_.static_kind ? kind : std::string(grammar_.part_kind)}};
        if (kind != grammar_.static_kind) head.emplace_back("link", "and");
        const auto target = value(ability, "target");
        if (target == "choose") {
            ability.emplace_back("as", "it");
            head.emplace_back("target", "it");
            for (const auto& [name, v] : ability)
                if (name == "duration" || name == "condition") head.emplace_back(name, v);
        } else {
            if (!target.empty()) head.emplace_back("target", target);
            for (const auto& [name, v] : ability)
                if (std::find(std::begin(kShared), std::end(kShared), name) != std::end(kShared)) head.emplace_back(name, v);
        }
        if (!merge_attributes(head, second)) return failed(out, out.text);
        out.abilities.push_back(ordered_attributes(std::move(ability)));
        out.abilities.push_back(ordered_attributes(std::move(head)));
        return out;
    }

private:
    CompiledSentence& failed(CompiledSentence& out, std::string_view at) {
        out.unread = std::string(at);
        out.after = after_;
        out.after_words = after_words_;
        out.abilities.clear();
        return out;
    }

    bool fail(std::string_view at) {
        unread_ = at;
        return false;
    }

    void duration(std::string_view& s, Attributes& ability) {
        if (auto d = reader_.first(s, grammar_.durations); d && merge_attributes(ability, d->first)) {
            step("duration", s.substr(0, d->second));
            s.remove_prefix(d->second);
        }
    }

    static bool has(const Attributes& a, std::string_view name) {
        return std::any_of(a.begin(), a.end(), [&](const auto& x) { return x.first == name; });
    }
    static std::string value(const Attributes& a, std::string_view name) {
        for (const auto& [n, v] : a)
            if (n == name) return v;
        return {};
    }

    // The markers a template left (~each, ~predicate, ~with-chosen) are the reader's, not the ability's.
    bool settle(Attributes& ability) {
        const bool each = has(ability, "~each"), with_chosen = has(ability, "~with-chosen");
        // Two chosen together (を2体選び、) are only for an operation between them (その2体をバトルさせる).
        if (has(ability, "~two") != has(ability, "~between")) return false;
        // Into "your own" zone (自分のマナゾーンに置く) is the owner's only for a card of one's own.
        if (has(ability, "~own") && has(ability, "target") && value(ability, "side") != "mine") return false;
        // A hand, graveyard or mana zone named with no owner is the player's own (手札から…).
        if (has(ability, "~own-zone") && !has(ability, "side")) ability.emplace_back("side", "mine");
        std::erase_if(ability, [](const auto& a) { return a.first.front() == '~' && a.first != "~and"; });
        if (static_ && !has(ability, "target") && (each || has(ability, "side"))) {
            // A static ability names whose creatures by its target word, not by a side.
            const auto side = value(ability, "side");
            std::erase_if(ability, [](const auto& a) { return a.first == "side"; });
            auto target = std::find_if(grammar_.static_targets.begin(), grammar_.static_targets.end(), [&](const TextTemplate& t) { return t.pattern == side; });
            if (target == grammar_.static_targets.end()) return false;
            ability.emplace_back("target", std::string(target->produces));
        } else if (each) {
            if (has(ability, "target")) return false;
            ability.emplace_back("target", "all");
        }
        if (with_chosen) {
            // "…を1体選び、このクリーチャーとバトルさせる": the chosen card is the one the ability's own battles.
            for (auto& [name, v] : ability)
                if (name == "target") name = "with";
                else if (name != "kind" && name != "trigger" && name != "op" && name != "may" && name != "duration" && name != "link" &&
                         name != "condition" && name != "revolution")
                    name = "with-" + name;
        }
        return true;
    }

    // The effect: on a target named by the card itself, or by the filters and chooser.
    bool effect(std::string_view s, Attributes& ability) {
        if (auto subject = reader_.first(s, grammar_.subjects); subject && (names_subject_ || !has(subject->first, "~trigger-only"))) {
            std::erase_if(subject->first, [](const auto& a) { return a.first == "~trigger-only"; });
            std::string_view rest = s.substr(subject->second);
            if (auto link = reader_.first(rest, grammar_.subject_links)) {
                if (!merge_attributes(ability, subject->first) || !merge_attributes(ability, link->first)) return fail(s);
                step("subject", s.substr(0, subject->second + link->second));
                rest.remove_prefix(link->second);
                return finish(rest, ability);
            }
        }
        const std::string_view phrase = s;  // what is chosen, from its first side or filter to its noun
        for (;;) {
            if (auto side = reader_.first(s, grammar_.sides)) {
                if (!merge_attributes(ability, side->first)) return fail(s);
                step("side", s.substr(0, side->second));
                s.remove_prefix(side->second);
                continue;
            }
            if (auto filter = reader_.first(s, grammar_.filters)) {
                if (!merge_attributes(ability, filter->first)) return fail(s);
                step("filter", s.substr(0, filter->second));
                s.remove_prefix(filter->second);
                // A comma between a filter and what it narrows (パワー2000以下の、相手の…) is layout.
                if (s.starts_with("、")) s.remove_prefix(std::string_view("、").size());
                continue;
            }
            break;
        }
        auto noun = reader_.first(s, grammar_.nouns);
        if (!noun) return fail(s);
        if (!merge_attributes(ability, noun->first)) return fail(s);
        step("noun", phrase.substr(0, phrase.size() - s.size() + noun->second));
        s.remove_prefix(noun->second);
        auto chooser = reader_.first(s, grammar_.choosers);
        if (!chooser) return fail(s);
        if (has(chooser->first, "~static-only") && !static_) return fail(s);
        if (!merge_attributes(ability, chooser->first)) return fail(s);
        step("chooser", s.substr(0, chooser->second));
        s.remove_prefix(chooser->second);
        if (has(chooser->first, "~hold")) {
            if (!s.empty() || static_) return fail(s);
            holding_ = true;
            return true;
        }
        duration(s, ability);
        if (auto reference = reader_.first(s, grammar_.references)) {
            merge_attributes(ability, reference->first);
            s.remove_prefix(reference->second);
        }
        return finish(s, ability);
    }

    // The operation, or after は the predicate; the rest of the sentence must be exactly one.
    bool finish(std::string_view s, Attributes& ability) {
        duration(s, ability);
        const bool predicate = has(ability, "~predicate");
        auto op = reader_.first(s, predicate ? grammar_.predicates : grammar_.operations, true);
        if (!op && !predicate) op = reader_.first(s, grammar_.predicates, true);
        if (!op || !merge_attributes(ability, op->first) || !settle(ability)) return fail(s);
        return true;
    }

    const TextReader& reader_;
    const CardTextGrammar& grammar_;
    bool spell_;
    bool static_ = false;
    bool names_subject_ = false;
    bool holding_ = false;
    std::string_view unread_;
    std::string after_ = "start";
    std::string after_words_;  // the words of the text that step read

    void step(const char* name, std::string_view words) {
        after_ = name;
        after_words_ = std::string(words);
    }
};

// The database entries the templates read for `sentence` rest on, each once (TextTemplate::reading).
void add_readings(CompiledSentence& sentence, const std::vector<const TextTemplate*>& used) {
    for (const auto* t : used)
        if (!t->reading.empty() && std::find(sentence.readings.begin(), sentence.readings.end(), t->reading) == sentence.readings.end())
            sentence.readings.emplace_back(t->reading);
}

std::string without_spaces(std::string s) {
    for (const std::string_view space : {" ", "\xE3\x80\x80", "\t"})
        for (std::size_t at; (at = s.find(space)) != std::string::npos;) s.erase(at, space.size());
    return s;
}

// A sentence taken back as a whole: none of its abilities is played, for the reason `after` names.
void not_understood(CompiledSentence& sentence, std::string after) {
    sentence.abilities.clear();
    sentence.continued = false;
    sentence.readings.clear();
    sentence.after_words.clear();
    sentence.unread = sentence.text;
    sentence.after = std::move(after);
}

// The sentences of a line: each ends at 。 (a closing 」 after it stays with it).
std::vector<std::string> text_sentences_of(const std::string& line) {
    std::vector<std::string> out;
    std::string current;
    int quote = 0;
    for (std::size_t i = 0; i < line.size();) {
        const auto ch = line.substr(i, 3);
        if (ch == "「") ++quote;
        if (ch == "」" && quote > 0) --quote;
        if (ch == "。" && quote == 0) {
            current += ch;
            out.push_back(trimmed_text(current));
            current.clear();
            i += 3;
            continue;
        }
        current += line[i++];
    }
    if (auto rest = trimmed_text(current); !rest.empty()) out.push_back(rest);
    return out;
}

}  // namespace

std::vector<std::pair<std::string_view, std::span<const TextTemplate>>> grammar_tables(const CardTextGrammar& g) {
    return {{"connectives", g.connectives}, {"prefixes", g.prefixes}, {"triggers", g.triggers},   {"conditions", g.conditions}, {"durations", g.durations},
            {"statics", g.statics},         {"player effects", g.player_effects}, {"subjects", g.subjects}, {"subject links", g.subject_links},
            {"sides", g.sides},             {"filters", g.filters},     {"nouns", g.nouns},           {"choosers", g.choosers},
            {"references", g.references},   {"operations", g.operations}, {"predicates", g.predicates}, {"keyword lines", g.keyword_lines}};
}

std::string ability_xml(const Attributes& ability) {
    std::string out = "<ability";
    for (const auto& [name, value] : ability) out += " " + name + "=\"" + rulesdb::xml_escaped(value) + "\"";
    return out + "/>";
}

std::string CompiledCard::abilities_xml() const {
    std::string out;
    for (const auto& sentence : sentences)
        for (const auto& ability : sentence.abilities) out += (out.empty() ? "" : "\n") + ability_xml(ability);
    return out;
}

namespace {

// What the engine says of a card of `card_type` with these abilities, loaded as a library card: the
// first problem, if any.
// `values` are the card's own attributes (" power-attacker=\"2000\"").
std::optional<std::string> engine_problem_of(const Ruleset& ruleset, std::string_view card_type, const std::string& values, const std::string& abilities) {
    const std::string library = "<cards game=\"" + ruleset.game() + "\" source=\"compiled\"><card id=\"X-C-COMPILED\" name=\"compiled\" type=\"" +
                                std::string(card_type) + "\"" + values + ">" + abilities + "</card></cards>";
    try {
        auto problems = card_library_problems(std::make_shared<const rulesdb::XmlFile>(rulesdb::XmlFile::FromText{}, library, "compiled"), ruleset);
        const auto problem = problems.library ? problems.library : problems.cards.empty() ? std::nullopt : std::optional(problems.cards.front());
        if (problem) return problem->message;
    } catch (const rulesdb::InputError& e) {
        return e.diagnostic().message;
    }
    return std::nullopt;
}

std::string abilities_xml_of(const std::vector<Attributes>& abilities) {
    std::string out;
    for (const auto& a : abilities) out += ability_xml(a);
    return out;
}

}  // namespace

void check_compiled_abilities(const Ruleset& ruleset, CompiledCard& card, std::string_view card_type) {
    // Creatures need a power, spells a cost: values that let any ability of the language load.
    std::size_t understood = 0, total = 0;
    std::string effect;     // the abilities of the effect a part continues: checked with it
    bool in_modes = false;  // after a choose (a mode spell), until an ability of its own
    const auto is_part = [](const CompiledSentence& s) {
        return !s.abilities.empty() && s.abilities.front().front().first == "kind" && s.abilities.front().front().second == "part";
    };
    for (std::size_t i = 0; i < card.sentences.size(); ++i) {
        auto& sentence = card.sentences[i];
        ++total;
        if (sentence.continued) {
            // A value of the card its line gives (power-attacker) is held to the engine as a card's.
            if (!sentence.values.empty()) {
                std::string values;
                for (const auto& [name, value] : sentence.values) values += " " + name + "=\"" + rulesdb::xml_escaped(value) + "\"";
                if (auto problem = engine_problem_of(ruleset, card_type, values, "")) {
                    for (const auto& v : sentence.values) std::erase(card.values, v);
                    if (const auto k = std::find(card.keywords.begin(), card.keywords.end(), sentence.keyword); k != card.keywords.end()) card.keywords.erase(k);
                    not_understood(sentence, "engine-value");
                    sentence.values.clear();
                    sentence.engine_problem = *problem;
                    continue;
                }
            }
            ++understood;
            continue;
        }
        if (sentence.abilities.empty()) {
            // A mode not understood (and a step of it) leaves the spell's other modes their effect.
            if (!in_modes) effect.clear();
            continue;
        }
        const bool part = is_part(sentence);
        if (!part) {
            effect.clear();
            in_modes = std::any_of(sentence.abilities.front().begin(), sentence.abilities.front().end(),
                                   [](const auto& a) { return a.first == "op" && a.second == "choose"; });
        }
        if (part && effect.empty()) {
            // It goes on from an ability the engine refused: nothing of it is played either.
            not_understood(sentence, "orphan-part");
            continue;
        }
        // Checked with the parts after it, which may work on the card it names (as="it"); should the
        // whole be refused, it is checked alone, its name taken back, and a part that needed the name
        // is refused in its turn.
        std::string ahead;
        for (std::size_t j = i + 1; j < card.sentences.size() && is_part(card.sentences[j]); ++j) ahead += abilities_xml_of(card.sentences[j].abilities);
        auto problem = engine_problem_of(ruleset, card_type, "", effect + abilities_xml_of(sentence.abilities) + ahead);
        if (problem && !ahead.empty()) {
            auto alone = sentence.abilities;
            for (auto& a : alone) std::erase_if(a, [](const auto& x) { return x.first == "as"; });
            if (!engine_problem_of(ruleset, card_type, "", effect + abilities_xml_of(alone))) {
                sentence.abilities = std::move(alone);
                problem.reset();
            }
        }
        if (problem) {
            // A creature's sentence read with no trigger is a static ability: refused as one, it most
            // likely has a trigger the grammar does not know.
            const bool as_static = sentence.abilities.front().front().first == "kind" && sentence.abilities.front().front().second == "static";
            not_understood(sentence, as_static ? "static-refused" : "engine");
            sentence.engine_problem = *problem;
            effect.clear();
            continue;
        }
        effect += abilities_xml_of(sentence.abilities);
        ++understood;
    }
    if (total > 0) card.status = understood == total ? CompileStatus::compiled : understood == 0 ? CompileStatus::not_compiled : CompileStatus::partly;
}

CompiledCard compile_card_text(const Ruleset& ruleset, const CardTextGrammar& grammar, std::string_view text, std::string_view card_type) {
    CompiledCard card;
    TextReader reader(ruleset, grammar);
    const bool spell = card_type == grammar.spell_type;
    std::optional<Attributes> held;
    // An evolution base a keyword line gives (進化―自分の火のクリーチャー…): its sentence, the base, the
    // operation of the ability that carries it, and the keyword the line gave.
    struct EvolutionBase {
        std::size_t sentence;
        std::string base, carried_by, keyword;
    };
    std::optional<EvolutionBase> evolution_base;
    std::size_t understood = 0, total = 0;
    for (std::size_t at = 0; at <= text.size();) {
        const auto end = std::min(text.find('\n', at), text.size());
        auto line = trimmed_text(text.substr(at, end - at));
        at = end + 1;
        // ■ opens each ability on modern cards; it is no word of the text.
        while (line.rfind("■", 0) == 0) line = trimmed_text(std::string_view(line).substr(3));
        line = with_plain_symbols(line);
        // （…） is reminder text only after a keyword (ブロッカー（…）, 侵略―火のクリーチャー（…）), or closing a
        // sentence of a keyword action or a prefix (ドラゴン・メクレイド8する。（…）, 革命2―…。（…）): then it restates
        // the rules and is no word of the card. Anywhere else it says something (（パワー3000以下）), and stays
        // to be read, which it is not.
        if (const auto paren = line.find("（"); paren != std::string::npos) {
            const auto head = without_spaces(trimmed_text(std::string_view(line).substr(0, paren)));
            // (革命2―…。（自分のシールドが2つ以下なら、この能力を使える）: the prefix's own reminder, at the end.)
            const bool after_keyword = keyword_line_of(ruleset, head) || reader.first(head, grammar.keyword_lines, true) ||
                                       (head.ends_with("。") && line.ends_with("）") &&
                                        (reader.first(head, grammar.prefixes) ||
                                         std::any_of(grammar.reminder_actions.begin(), grammar.reminder_actions.end(),
                                                     [&](std::string_view action) { return head.find(action) != std::string::npos; })));
            reader.used.clear();
            if (after_keyword) line = trimmed_text(without_reminder_text(line));
        }
        if (line.empty()) continue;
        std::string unspaced = without_spaces(line);
        if (auto keyword = reader.first(unspaced, grammar.keyword_lines, true)) {
            // A keyword with its words: the keyword, and the ability those words give (if any), as a
            // sentence of its own.
            auto& [attributes, length] = *keyword;
            std::string keyword_given;
            if (const auto named = std::find_if(attributes.begin(), attributes.end(), [](const auto& a) { return a.first == "~keyword"; });
                named != attributes.end()) {
                keyword_given = ruleset.keyword(named->second).value_or(named->second);
                card.keywords.push_back(keyword_given);
                attributes.erase(named);
            }
            if (const auto value = std::find_if(attributes.begin(), attributes.end(), [](const auto& a) { return a.first == "~value"; });
                value != attributes.end()) {
                // A line of its own, understood with no ability, so that the engine can refuse its value.
                const auto colon = value->second.find(':');
                CompiledSentence sentence;
                sentence.text = line;
                sentence.continued = true;
                sentence.values.emplace_back(value->second.substr(0, colon), value->second.substr(colon + 1));
                sentence.keyword = keyword_given;
                card.values.push_back(sentence.values.back());
                card.sentences.push_back(std::move(sentence));
                ++total;
                ++understood;
                attributes.erase(value);
            }
            card.templates_used.insert(card.templates_used.end(), reader.used.begin(), reader.used.end());
            // The base an evolution goes on, said by the keyword ability it belongs to (侵略's onto):
            // kept for that ability, found once the whole card is read.
            if (const auto onto = std::find_if(attributes.begin(), attributes.end(), [](const auto& a) { return a.first == "~onto"; });
                onto != attributes.end()) {
                // ~onto: the base; ~onto-for: the operation of the keyword ability that carries it.
                const auto op = std::find_if(attributes.begin(), attributes.end(), [](const auto& a) { return a.first == "~onto-for"; });
                CompiledSentence sentence;
                sentence.text = line;
                sentence.continued = true;
                evolution_base = EvolutionBase{card.sentences.size(), onto->second, op == attributes.end() ? std::string() : op->second, keyword_given};
                card.sentences.push_back(std::move(sentence));
                ++total;
                ++understood;
                std::erase_if(attributes, [](const auto& a) { return a.first == "~onto" || a.first == "~onto-for"; });
            }
            if (!attributes.empty()) {
                CompiledSentence sentence;
                sentence.text = line;
                add_readings(sentence, reader.used);
                // Its words may make two abilities ("… | …"): the second as written.
                const auto second = std::find_if(attributes.begin(), attributes.end(), [](const auto& a) { return a.first == "~and"; });
                std::optional<Attributes> and_then;
                if (second != attributes.end()) {
                    and_then = TextReader::parsed(second->second);
                    attributes.erase(second);
                }
                sentence.abilities.push_back(ordered_attributes(std::move(attributes)));
                if (and_then) sentence.abilities.push_back(ordered_attributes(std::move(*and_then)));
                card.sentences.push_back(std::move(sentence));
                ++total;
                ++understood;
            }
            reader.used.clear();
            continue;
        }
        if (auto keywords = keyword_line_of(ruleset, line)) {
            card.keywords.insert(card.keywords.end(), keywords->begin(), keywords->end());
            continue;
        }
        // Spaces in a sentence of Japanese text are layout (時、 カードを…).
        line = std::move(unspaced);
        std::string line_kind;  // the kind of the line's first ability
        for (const auto& sentence : text_sentences_of(line)) {
            TextSentenceReader sentences(reader, grammar, spell);
            auto read = held ? sentences.go_on(sentence, *held) : sentences.read(sentence);
            // A sentence with no trigger after a triggered one on the same line belongs to that ability,
            // not to a static one of its own (「…攻撃する時、…破壊する。このクリーチャーは「Wブレイカー」を得る。」).
            const auto kind_of = [](const CompiledSentence& s) { return s.abilities.empty() ? std::string() : s.abilities.front().front().second; };
            if (!line_kind.empty() && line_kind != grammar.static_kind && kind_of(read) == grammar.static_kind) not_understood(read, "same-line-static");
            if (line_kind.empty()) line_kind = kind_of(read);
            // 「…を1体選び、アンタップする。このターン、そのクリーチャーのパワーを+2000する。」: a sentence that
            // names again the card the sentence before chose goes on with that card, a part of the same
            // effect (DM-A-THAT-CARD); the card chosen is named (as="it") for it.
            if (!read.understood() && !held && !card.sentences.empty() && !card.sentences.back().abilities.empty()) {
                auto& before = card.sentences.back().abilities.back();
                const auto has_value = [&](std::string_view name, std::string_view v) {
                    return std::any_of(before.begin(), before.end(), [&](const auto& a) { return a.first == name && a.second == v; });
                };
                const bool named = std::any_of(before.begin(), before.end(), [](const auto& a) { return a.first == "as"; });
                // An optional step before it (…選び、タップしてもよい。) would make the choice optional too:
                // only a part that follows it only if it was done (そうしたら) says the same.
                const auto opening = reader.first(sentence, grammar.connectives);
                reader.used.clear();
                const bool only_if_done = opening && !grammar.only_if_done_link.empty() &&
                                          std::any_of(opening->first.begin(), opening->first.end(),
                                                      [&](const auto& a) { return a.first == "link" && a.second == grammar.only_if_done_link; });
                if (has_value("target", "choose") && !named && (!has_value("may", "true") || only_if_done)) {
                    // It may open with a connective of its own (その後、), but not as a mode (►).
                    Attributes start{{"kind", std::string(grammar.part_kind)}, {"target", "it"}};
                    std::string_view rest = sentence;
                    if (auto c = reader.first(rest, grammar.connectives);
                        c && std::none_of(c->first.begin(), c->first.end(), [](const auto& a) { return a.first == "link" && a.second == "option"; }) &&
                        merge_attributes(start, c->first))
                        rest.remove_prefix(c->second);
                    TextSentenceReader again(reader, grammar, spell);
                    auto same_card = again.go_on(std::string(rest), start);
                    if (same_card.understood()) {
                        before.emplace_back("as", "it");
                        same_card.text = sentence;
                        read = std::move(same_card);
                    }
                }
            }
            // A keyword with words the grammar does not read (革命チェンジ―火または自然のドラゴン) is named as such.
            if (!read.understood() && !held)
                for (const auto& k : ruleset.keyword_names())
                    if (!k.empty() && std::string_view(read.text).starts_with(k + "―")) {
                        read.after = "keyword-words";
                        read.after_words = k;
                        read.unread = read.text;
                    }
            // A sentence not understood whose first clause ends in 時 and is no trigger the grammar knows:
            // that clause is what it could not read, not whatever step the rest stopped at.
            if (!read.understood() && read.after != "engine" && read.after != "keyword-words" && !held) {
                const std::string_view text = read.text;
                const auto clause = text.find("、");
                if (clause != std::string_view::npos && clause >= 3 && text.substr(clause - 3, 3) == "時" &&
                    !reader.first(text, grammar.triggers) && !reader.first(text, grammar.connectives) && !reader.first(text, grammar.prefixes)) {
                    read.unread = std::string(text.substr(0, clause + 3));
                    read.after = "trigger-unknown";
                }
                reader.used.clear();
            }
            if (held && read.abilities.empty()) {
                // The card chosen was for nothing this grammar reads: neither sentence is understood.
                not_understood(card.sentences.back(), "held");
                --understood;
            }
            held = std::move(sentences.held);
            // A part belongs to the ability before it: with that one not understood, neither is it.
            const bool orphan_part = !read.abilities.empty() && !read.abilities.front().empty() &&
                                     read.abilities.front().front().second == grammar.part_kind &&
                                     (card.sentences.empty() || (card.sentences.back().abilities.empty() && !card.sentences.back().continued));
            if (orphan_part) {
                not_understood(read, "orphan-part");
            }
            ++total;
            understood += read.understood();
            if (read.understood()) {
                card.templates_used.insert(card.templates_used.end(), reader.used.begin(), reader.used.end());
                add_readings(read, reader.used);
            }
            reader.used.clear();
            card.sentences.push_back(std::move(read));
        }
    }
    // A mode spell (「次の中から1つ選ぶ。」 and its ► lines). Each mode is one ability in the language (every
    // part after a choose is a mode), so a mode of more than one step (「►カードを2枚引く。その後、…」, or
    // one phrase made two abilities) cannot be said: it, and the steps after it, are not understood, as
    // is a part after the last mode (it would be read as one more mode). With fewer modes understood
    // than it chooses, it would offer a choice that cannot be made: it is not understood either.
    const auto is_mode = [](const CompiledSentence& s) { return s.text.rfind("►", 0) == 0 || s.text.rfind("▶", 0) == 0; };
    const auto goes_on = [&](const CompiledSentence& s) {
        if (is_mode(s)) return false;
        if (!s.abilities.empty()) return s.abilities.front().front().first == "kind" && s.abilities.front().front().second == grammar.part_kind;
        return reader.first(s.text, grammar.connectives).has_value();
    };
    const auto take_back = [&](CompiledSentence& s, const char* why) {
        if (!s.understood()) return;
        not_understood(s, why);
        --understood;
    };
    for (std::size_t i = 0; i < card.sentences.size(); ++i) {
        auto& s = card.sentences[i];
        if (s.abilities.empty()) continue;
        const auto& first = s.abilities.front();
        const auto op = std::find_if(first.begin(), first.end(), [](const auto& a) { return a.first == "op"; });
        const auto amount = std::find_if(first.begin(), first.end(), [](const auto& a) { return a.first == "amount"; });
        if (op == first.end() || op->second != "choose") continue;
        std::size_t options = 0, j = i + 1;
        while (j < card.sentences.size() && is_mode(card.sentences[j])) {
            // The mode's sentences: its ► line, and the next when that line holds a card for it.
            std::size_t last = j;
            if (card.sentences[j].continued && j + 1 < card.sentences.size() && !is_mode(card.sentences[j + 1])) last = j + 1;
            std::size_t abilities = 0;
            for (std::size_t k = j; k <= last; ++k) abilities += card.sentences[k].abilities.size();
            std::size_t end = last + 1;
            while (end < card.sentences.size() && goes_on(card.sentences[end])) ++end;
            if (abilities > 1 || end > last + 1) {
                for (std::size_t k = j; k < end; ++k) take_back(card.sentences[k], "mode-steps");
            } else {
                options += card.sentences[last].understood();
            }
            j = end;
        }
        // Read without throwing: a number too large for any card is more modes than there are.
        std::size_t chosen = 1;
        if (amount != first.end() &&
            std::from_chars(amount->second.data(), amount->second.data() + amount->second.size(), chosen).ec != std::errc())
            chosen = static_cast<std::size_t>(-1);
        if (options < chosen) {
            take_back(s, "modes");
            // Its modes belong to it: none of them is played without it.
            for (std::size_t k = i + 1; k < j; ++k) take_back(card.sentences[k], "orphan-part");
        }
    }
    if (evolution_base) {
        // The base belongs to the keyword ability that carries it (dm: 侵略's `onto`); with no such
        // ability on the card, the language has nothing that says it.
        bool said = false;
        for (auto& s : card.sentences)
            for (auto& a : s.abilities)
                if (std::any_of(a.begin(), a.end(), [&](const auto& x) { return x.first == "op" && x.second == evolution_base->carried_by; })) {
                    a.emplace_back("onto", evolution_base->base);
                    said = true;
                }
        if (!said) {
            not_understood(card.sentences[evolution_base->sentence], "evolution-base");
            --understood;
            // Nor does the line give its keyword: without its base, that would say more than the card.
            if (const auto k = std::find(card.keywords.begin(), card.keywords.end(), evolution_base->keyword); k != card.keywords.end())
                card.keywords.erase(k);
        }
    }
    if (held && !card.sentences.empty()) {
        // "…を1体選ぶ。" with nothing after it.
        not_understood(card.sentences.back(), "held");
        --understood;
    }
    card.status = understood == total ? CompileStatus::compiled : understood == 0 ? CompileStatus::not_compiled : CompileStatus::partly;
    if (total == 0) card.status = card.keywords.empty() && !text.empty() ? CompileStatus::not_compiled : CompileStatus::compiled;
    return card;
}

}  // namespace judge
