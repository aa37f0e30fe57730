// Search benchmark: times typical and hostile queries against a built database and prints the
// mean time per query. Not a test: CI machines are too noisy to assert on time.
//   build/tests/search_bench build/judge.db [rounds]
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "rulesdb/database.hpp"
#include "rulesdb/search.hpp"

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: search_bench DATABASE [ROUNDS]\n");
        return 2;
    }
    auto db = rulesdb::open_database(argv[1]);
    int rounds = argc > 2 ? std::stoi(argv[2]) : 200;
    const std::vector<std::string> queries = {"貫通", "急襲", "タップ", "shield trigger", "仮破壊", "S・トリガー",
                                              "バリアクラッシャー", "攻撃 ブロック", "\"", "DM-R-BATTLE"};
    for (const auto& q : queries) {
        std::size_t hits = 0;
        auto start = std::chrono::steady_clock::now();
        for (int i = 0; i < rounds; ++i) hits = rulesdb::search(*db, q, {}).hits.size();
        auto elapsed = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
        std::printf("%-22s %8.1f us/query  %3zu hits\n", q.c_str(), elapsed / rounds, hits);
    }
    return 0;
}
