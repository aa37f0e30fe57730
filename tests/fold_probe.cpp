// For tests/fold_agreement.test.cjs: each line of stdin, folded by rulesdb/text_fold the way search
// does, printed as "KEY<TAB>TOKEN TOKEN …" (the glossary key, then the query-mode tokens).
#include <iostream>
#include <string>

#include "rulesdb/text_fold.hpp"

int main() {
    std::string line;
    while (std::getline(std::cin, line)) {
        std::string tokens;
        rulesdb::tokenize(line, rulesdb::TokenizeMode::Query, [&](const rulesdb::TextToken& t) {
            tokens += (tokens.empty() ? "" : " ") + t.text;
            return true;
        });
        std::cout << rulesdb::fold_key(line) << '\t' << tokens << '\n';
    }
}
