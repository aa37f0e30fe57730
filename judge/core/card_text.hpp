// Card text to abilities: a card's printed Japanese text read sentence by sentence against its
// game's grammar of templates (docs/card-text.md), each template naming the ability-language
// attributes it produces. A sentence is compiled only when every character of it is read by some
// template; otherwise it is reported with the part that could not be read, and nothing of it is
// played. The grammar is data a ruleset provides (Ruleset::card_text_grammar); this file is the
// game-independent reader.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace judge {

class Ruleset;

// One template: Japanese with slots ({n} and {m} numbers, {civ} a civilization of the game, {kw} a keyword
// of the game), and the attributes it produces, "name=value" separated by spaces, a slot's value
// written as the slot ("max-power={n}", "amount=-{n}").
struct TextTemplate {
    std::string_view pattern;
    std::string_view produces;
    // The database entry (an assumption, mostly) that reads the phrase this way, where the sources
    // leave the reading to the judge: cited beside each sentence the template reads.
    std::string_view reading = {};
};

// A game's grammar, each table a step of a sentence, in the order a sentence is read:
//   [connective | prefix? trigger] [condition] [duration] effect 。
// A trigger that produces kind="replacement" (〜かわりに) is followed by what happens instead: an
// operation on the card itself, or an effect on a player.
//   effect := statics | player-effect | subject link (operation | predicate)
//           | (side | filter)* noun chooser [duration] [reference] (operation | predicate)
// A chooser that produces `~hold` ends its sentence ("…を1体選ぶ。"): the next sentence goes on with
// the card it chose, from a reference (そのクリーチャーは…).
// A creature's sentence with no trigger is a static ability. Templates are tried in table order at
// each step; the first that matches is taken, so a longer phrase is listed before a shorter one it
// starts with. A chooser that produces `~predicate` is followed by a predicate (は…できない), one
// that produces `~each` means every card its filters select; an operation that produces
// `~with-chosen` battles the chosen card with the ability's own (the chooser's words become `with-`).
// A static ability's side and `~each` become its target word by `static_targets` (pattern: the side
// produced, "" for none; produces: the target). A chooser marked `~static-only` is read only in a
// static ability; `~two` (two chosen) needs an operation marked `~between`.
struct CardTextGrammar {
    std::span<const TextTemplate> connectives;     // その後、 (a part of the ability before)
    std::span<const TextTemplate> prefixes;        // 革命2― (before a trigger)
    std::span<const TextTemplate> triggers;        // このクリーチャーが出た時、
    std::span<const TextTemplate> conditions;      // 自分のシールドが{m}つ以下なら、
    std::span<const TextTemplate> durations;       // このターン、
    std::span<const TextTemplate> statics;         // a whole sentence of a static ability
    std::span<const TextTemplate> player_effects;  // a whole effect on a player: カードを{n}枚引く
    // このクリーチャー (the ability's own card), そのクリーチャー (what set a trigger off: `~trigger-only`)
    std::span<const TextTemplate> subjects;
    std::span<const TextTemplate> subject_links;   // what joins the subject to its operation: を, に, の, は
    std::span<const TextTemplate> sides;           // 相手の
    std::span<const TextTemplate> filters;         // パワー{n}以下の, 墓地から
    std::span<const TextTemplate> nouns;           // クリーチャー, カード, 呪文
    std::span<const TextTemplate> choosers;        // を1体選び、
    std::span<const TextTemplate> references;      // そのクリーチャーを (the card just chosen)
    std::span<const TextTemplate> operations;      // 破壊する
    std::span<const TextTemplate> predicates;      // 攻撃できない, 「{kw}」を得る (after は)
    std::span<const TextTemplate> static_targets;  // side → a static ability's target word
    std::string_view spell_kind;                   // the kind of a spell's sentences ("spell")
    std::string_view spell_type;                   // the card type whose text is a spell's ("spell")
    std::string_view static_kind;                  // "static"
    std::string_view part_kind;                    // "part"
    // Keyword lines: a line that is only keywords of the game (ブロッカー, S・トリガー) gives keywords.
    // A keyword with words of its own (侵略―火のクリーチャー) is a whole line of `keyword_lines`: its
    // `~keyword` is the keyword the card has, its `~value` ("stat:N") a value of the card, its `~onto`
    // a base for the keyword ability whose op is `~onto-for` (without one, the line is not understood
    // and gives no keyword), and what else it produces (if anything) is its ability.
    std::span<const TextTemplate> keyword_lines = {};
    // What a race ({race}: a run of katakana) is never: words it never starts with (card types that
    // are no race, zones, labels of abilities), and keywords written right after a race.
    std::span<const std::string_view> not_races = {};
    std::span<const std::string_view> after_race = {};
    // Keyword actions whose sentence may close with reminder text in （…） (メクレイド8する。（…）).
    std::span<const std::string_view> reminder_actions = {};
    // The link of a part that follows only if the step before it was done (そうしたら: "soshitara").
    std::string_view only_if_done_link = {};
};

using Attributes = std::vector<std::pair<std::string, std::string>>;

// Every table of a grammar, named as in docs/card-text.md, for listing and checking them all.
std::vector<std::pair<std::string_view, std::span<const TextTemplate>>> grammar_tables(const CardTextGrammar& grammar);

struct CompiledSentence {
    std::string text;                 // as printed, with its 。
    std::vector<Attributes> abilities;  // empty when not understood
    std::string unread;               // the part no template read; empty when compiled
    // What was read last before it, as a step of the grammar: start, connective, trigger, duration,
    // subject, side, filter, noun, chooser; static-start (a creature's sentence with no trigger and no
    // static wording), orphan-part (a connective continuing a sentence not understood), engine (the
    // engine refused the ability made: engine_problem says why), held (it chose a card for a next
    // sentence not understood), modes (fewer of its ► modes understood than it chooses), trigger-unknown
    // (a first clause ending in 時 that no trigger template reads: `unread` is that clause),
    // evolution-base (進化― on a creature of one civilization, with no 侵略 to say it for),
    // keyword-words (a keyword whose words after ― no keyword line reads: after_words is the keyword),
    // mode-steps (a mode of a mode spell with more than one step, or a part after its last mode),
    // same-line-static (a sentence with no trigger after a triggered one on its line), engine-value
    // (the engine refused the card value a keyword line gives),
    // static-refused (a creature's sentence with no trigger, read as a static ability the engine refuses).
    std::string after;
    std::string after_words;  // the words of the text that step read (相手のクリーチャー for a noun)
    std::string engine_problem;
    // Understood with no ability of its own: written with the next sentence's ability ("…を1体選ぶ。"
    // chooses the card the next sentence works on), or a restatement of a rule (a template that
    // produces `~nothing`).
    bool continued = false;
    // The entries its templates' readings rest on (TextTemplate::reading), each once, in the order read.
    std::vector<std::string> readings;
    // A keyword line's value of the card (パワーアタッカー+2000: power-attacker, 2000) and the keyword it
    // gave: checked with the engine like an ability, and taken back with the line when refused.
    std::vector<std::pair<std::string, std::string>> values;
    std::string keyword;
    bool understood() const { return continued || !abilities.empty(); }
};

enum class CompileStatus { compiled, partly, not_compiled };

struct CompiledCard {
    std::vector<std::string> keywords;   // canonical names, in order
    // Values of the card its keyword lines give (パワーアタッカー+2000: power-attacker, 2000).
    std::vector<std::pair<std::string, std::string>> values;
    std::vector<CompiledSentence> sentences;
    CompileStatus status = CompileStatus::not_compiled;
    // Every template that read part of a sentence understood, for the test that each template of the
    // grammar is shown by its corpus.
    std::vector<const TextTemplate*> templates_used;
    // The compiled abilities as <ability …/> elements, one a line (the card's `abilities`).
    std::string abilities_xml() const;
};

// Reads `text` (a card of `card_type`) with `ruleset`'s grammar and keywords. Empty lines are
// skipped; a line of keywords gives keywords; every other sentence is an ability or a report.
CompiledCard compile_card_text(const Ruleset& ruleset, const CardTextGrammar& grammar, std::string_view text, std::string_view card_type);

// Holds each compiled ability to what the engine loads, as a card library of `card_type` would:
// a sentence whose ability the engine would refuse is reported, with the engine's reason, and not
// kept (the grammar never makes the engine guess). The card's status is updated.
void check_compiled_abilities(const Ruleset& ruleset, CompiledCard& card, std::string_view card_type);

// An ability as an XML element: <ability kind="…" …/>.
std::string ability_xml(const Attributes& ability);

}  // namespace judge
