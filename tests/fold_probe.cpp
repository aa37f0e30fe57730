// For tests/fold_agreement.test.cjs: each line of stdin, folded by rulesdb/text_fold the way search
// does, printed as "KEY<TAB>TOKEN TOKEN …" (the glossary key, then the query-mode tokens); with
// --english, each line's english_forms() as "FORM,FORM,…"; with --stem, each line's English stem;
// with --stop-word, "stop" or "-" for each line.
#include <iostream>
#include <string>

#include "rulesdb/english_forms.hpp"
#include "rulesdb/english_stem.hpp"
#include "rulesdb/query_words.hpp"
#include "rulesdb/text_fold.hpp"

int main(int argc, char** argv) {
    std::string line;
    if (argc > 1 && std::string(argv[1]) == "--english") {
        while (std::getline(std::cin, line)) {
            std::string forms;
            for (const auto& form : rulesdb::english_forms(line)) forms += (forms.empty() ? "" : ",") + form;
            std::cout << forms << '\n';
        }
        return 0;
    }
    if (argc > 1 && std::string(argv[1]) == "--stop-word") {
        while (std::getline(std::cin, line)) std::cout << (rulesdb::is_stop_word(line) ? "stop" : "-") << '\n';
        return 0;
    }
    if (argc > 1 && std::string(argv[1]) == "--stem") {
        while (std::getline(std::cin, line)) std::cout << rulesdb::english_stem(line) << '\n';
        return 0;
    }
    while (std::getline(std::cin, line)) {
        std::string tokens;
        rulesdb::tokenize(line, rulesdb::TokenizeMode::Query, [&](const rulesdb::TextToken& t) {
            tokens += (tokens.empty() ? "" : " ") + t.text;
            return true;
        });
        std::cout << rulesdb::fold_key(line) << '\t' << tokens << '\n';
    }
}
