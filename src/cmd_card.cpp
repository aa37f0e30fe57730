// `judge card compile --game ID [--type TYPE] TEXT` and `--file LIST`: a card's printed text read into
// the ability language with the game's grammar (docs/card-text.md), printed as a card with each
// ability beside the sentence it came from, and each sentence not understood named with the part
// that could not be read. Exit 0 when every card compiled, 1 when one did not, 2 for a usage error.
#include <iostream>

#include "cli_messages.hpp"
#include "commands.hpp"
#include "judge/core/card_text.hpp"
#include "judge/games/registry.hpp"
#include "rulesdb/table_text.hpp"
#include "rulesdb/text_encoding.hpp"
#include "rulesdb/text_fold.hpp"
#include "rulesdb/text_import.hpp"
#include "rulesdb/xml_file.hpp"
#include "terminal.hpp"

namespace cli {

namespace {

struct CardText {
    std::string name, type, text;
};

// What a sentence not understood stopped at, in the reader's words.
std::string stopped_after(const judge::CompiledSentence& s) {
    static const struct {
        const char* step;
        const msg::Message* message;
    } kSteps[] = {
        {"start", &kCardAfterStart},     {"connective", &kCardAfterConnective}, {"trigger", &kCardAfterTrigger},
        {"duration", &kCardAfterDuration}, {"subject", &kCardAfterSubject},   {"side", &kCardAfterSide},
        {"filter", &kCardAfterFilter},   {"noun", &kCardAfterNoun},             {"chooser", &kCardAfterChooser},
    };
    if (s.after == "static-start") return msg::say(kCardStaticStart, {{"sentence", s.text}, {"unread", s.unread}});
    if (s.after == "orphan-part") return msg::say(kCardOrphanPart, {{"sentence", s.text}});
    if (s.after == "held") return msg::say(kCardHeld, {{"sentence", s.text}});
    if (s.after == "modes") return msg::say(kCardModes, {{"sentence", s.text}});
    if (s.after == "mode-steps") return msg::say(kCardModeSteps, {{"sentence", s.text}});
    if (s.after == "same-line-static") return msg::say(kCardSameLineStatic, {{"sentence", s.text}});
    if (s.after == "evolution-base") return msg::say(kCardEvolutionBase, {{"sentence", s.text}});
    if (s.after == "keyword-words") return msg::say(kCardKeywordWords, {{"sentence", s.text}, {"keyword", s.after_words}});
    if (s.after == "static-refused") return msg::say(kCardStaticRefused, {{"sentence", s.text}, {"problem", s.engine_problem}});
    if (s.after == "trigger-unknown") return msg::say(kCardUnknownTrigger, {{"sentence", s.text}, {"unread", s.unread}});
    if (s.after == "engine-value") return msg::say(kCardEngineRefusedValue, {{"sentence", s.text}, {"problem", s.engine_problem}});
    if (s.after == "engine") return msg::say(kCardEngineRefused, {{"sentence", s.text}, {"problem", s.engine_problem}});
    // The words that step read, as the text has them: what a reader looks for, not a template's example.
    const auto& read = s.after_words;
    for (const auto& step : kSteps)
        if (s.after == step.step)
            return read.empty()
                       ? msg::say(kCardNotUnderstood, {{"sentence", s.text}, {"unread", s.unread}, {"after", msg::say(*step.message)}})
                       : msg::say(kCardNotUnderstoodAfterRead, {{"sentence", s.text}, {"unread", s.unread}, {"after", msg::say(*step.message)}, {"read", read}});
    return msg::say(kCardNotUnderstood, {{"sentence", s.text}, {"unread", s.unread}, {"after", s.after}});
}

// Prints one card; true when it compiled whole.
bool print_card(const judge::Ruleset& ruleset, const judge::CardTextGrammar& grammar, const CardText& card) {
    auto compiled = judge::compile_card_text(ruleset, grammar, card.text, card.type);
    judge::check_compiled_abilities(ruleset, compiled, card.type);
    std::string keywords;
    for (const auto& k : compiled.keywords) keywords += (keywords.empty() ? "" : " ") + k;
    std::cout << "<card name=\"" << rulesdb::xml_escaped(card.name) << "\" type=\"" << rulesdb::xml_escaped(card.type) << "\""
              << (keywords.empty() ? "" : " keywords=\"" + rulesdb::xml_escaped(keywords) + "\"");
    for (const auto& [name, value] : compiled.values) std::cout << " " << name << "=\"" << rulesdb::xml_escaped(value) << "\"";
    std::cout << ">\n";
    for (const auto& s : compiled.sentences) {
        // A comment never holds "--": the sentence is printed as written otherwise.
        std::string text = s.text;
        for (std::size_t at; (at = text.find("--")) != std::string::npos;) text.replace(at, 2, "- -");
        std::cout << "  <!-- " << printable(text, false) << " -->\n";
        if (!s.understood()) {
            std::string why = stopped_after(s);
            for (std::size_t at; (at = why.find("--")) != std::string::npos;) why.replace(at, 2, "- -");
            std::cout << "  <!-- " << msg::say(kCardNotPlayed) << ": " << printable(why, false) << " -->\n";
        }
        for (const auto& reading : s.readings) std::cout << "  <!-- " << msg::say(kCardReadBy, {{"id", reading}}) << " -->\n";
        for (const auto& a : s.abilities) std::cout << "  " << judge::ability_xml(a) << '\n';
    }
    std::cout << "</card>\n";
    const auto name = card.name.empty() ? msg::say(kCardUnnamed) : card.name;
    std::size_t unread = 0;
    for (const auto& s : compiled.sentences) unread += !s.understood();
    switch (compiled.status) {
        case judge::CompileStatus::compiled: std::cerr << msg::say(kCardCompiled, {{"name", name}}) << '\n'; return true;
        case judge::CompileStatus::partly:
            std::cerr << msg::say(kCardPartly, {{"name", name}, {"count", unread}, {"total", compiled.sentences.size()}}) << '\n';
            break;
        case judge::CompileStatus::not_compiled: std::cerr << msg::say(kCardNotCompiled, {{"name", name}}) << '\n'; break;
    }
    for (const auto& s : compiled.sentences)
        if (!s.understood()) std::cerr << "  " << stopped_after(s) << '\n';
    return false;
}

// A card list as import-cards reads it: a header row naming name, type and text (in English or Japanese).
std::vector<CardText> read_list(const std::string& file) {
    const auto document = rulesdb::read_document(file, "", "auto");
    const auto table = rulesdb::parse_table(document.text, file);
    std::vector<CardText> out;
    if (table.rows.empty()) return out;
    int name = -1, type = -1, text = -1;
    const auto& header = table.rows.front().cells;
    for (int i = 0; i < static_cast<int>(header.size()); ++i) {
        const auto key = rulesdb::fold_key(header[i].value);
        for (const char* h : {"name", "名前", "カード名"}) if (key == rulesdb::fold_key(h)) name = i;
        for (const char* h : {"type", "種類", "カードタイプ"}) if (key == rulesdb::fold_key(h)) type = i;
        for (const char* h : {"text", "テキスト", "カードテキスト"}) if (key == rulesdb::fold_key(h)) text = i;
    }
    if (text < 0) throw rulesdb::InputError({file, 1, 0, msg::say(kCardListNeedsText)});
    for (std::size_t r = 1; r < table.rows.size(); ++r) {
        const auto& cells = table.rows[r].cells;
        auto cell = [&](int i) { return i >= 0 && i < static_cast<int>(cells.size()) ? cells[static_cast<std::size_t>(i)].value : std::string(); };
        out.push_back({cell(name), cell(type).empty() ? "creature" : cell(type), cell(text)});
    }
    return out;
}

struct CompileArgs {
    std::string game, type = "creature", name, file;
    std::vector<std::string> text;
};

int run_compile(const CompileArgs& args) {
    const auto* ruleset = judge::find_ruleset(args.game);
    if (!ruleset) {
        std::cerr << msg::say(kDbImportCardsUnknownGame, {{"game", args.game}}) << '\n';
        return kExitInvalid;
    }
    const auto* grammar = ruleset->card_text_grammar();
    if (!grammar) {
        std::cerr << msg::say(kCardNoGrammar, {{"game", args.game}}) << '\n';
        return kExitInvalid;
    }
    std::vector<CardText> cards;
    if (!args.file.empty()) {
        cards = read_list(args.file);
    } else {
        std::string text;
        for (const auto& part : args.text) text += (text.empty() ? "" : "\n") + part;
        if (text.empty()) {
            std::cerr << msg::say(kCardNeedsText) << '\n';
            return kExitInvalid;
        }
        cards.push_back({args.name, args.type, text});
    }
    bool all = true;
    for (const auto& card : cards) all = print_card(*ruleset, *grammar, card) && all;
    return all ? kExitOk : kExitFailed;
}

}  // namespace

void add_card_command(CLI::App& app, Context& context) {
    auto* card = app.add_subcommand("card", msg::say(kCardHelp));
    card->require_subcommand(1);
    auto args = std::make_shared<CompileArgs>();
    auto* compile = card->add_subcommand("compile", msg::say(kCardCompileHelp));
    compile->add_option("--game", args->game, msg::say(kCardGameHelp))->required();
    compile->add_option("--type", args->type, msg::say(kCardTypeHelp));
    compile->add_option("--name", args->name, msg::say(kCardNameHelp));
    compile->add_option("--file", args->file, msg::say(kCardFileHelp))->check(non_empty_path());
    compile->add_option("TEXT", args->text, msg::say(kCardTextHelp));
    compile->callback([&context, args] { context.exit_code = run_compile(*args); });
}

}  // namespace cli
