// `judge scenario`'s sentences in both languages (the template's comments are the core's:
// judge/core/scenario_template_messages.hpp).
#pragma once

#include "cli_messages.hpp"

namespace cli {

JUDGE_MESSAGE(kScenarioHelp, "start a scenario file, or write a game's scenario schema",
                             "シナリオファイルを書き始める、またはゲームのシナリオスキーマを書き出す");
JUDGE_MESSAGE(kScenarioNewHelp, "print a commented scenario template for a game", "ゲームのシナリオのひな形 (説明付き) を表示する");
JUDGE_MESSAGE(kScenarioSchemaHelp, "write the XSD of a game's scenario files (its actions, zones, keywords, …)",
                                   "ゲームのシナリオファイルの XSD (行動・ゾーン・キーワードなど) を書き出す");
JUDGE_MESSAGE(kGameIdHelp, "game id", "ゲーム ID");
JUDGE_MESSAGE(kScenarioOperationsHelp, "print, as a Markdown table, what each operation of a game's abilities takes: kinds, arguments, targets",
              "ゲームの能力の各操作がとるもの(種類・引数・対象)を Markdown の表で表示する");
JUDGE_MESSAGE(kGamePositionalHelp, "game id (the same as --game)", "ゲーム ID (--game と同じ)");
JUDGE_MESSAGE(kOutHelp, "write to FILE instead of stdout", "標準出力ではなく FILE に書く");
JUDGE_MESSAGE(kNoRuleset, "judge: no ruleset for the game '{game}'; judge has {games}",
                          "judge: ゲーム「{game}」のルールセットはありません。あるのは {games} です");
JUDGE_MESSAGE(kSchemaNeedsGame, "judge: scenario schema needs a game: judge scenario schema GAME (or --game GAME)",
                                "judge: scenario schema にはゲームが必要です: judge scenario schema GAME (または --game GAME)");
JUDGE_MESSAGE(kCannotWriteFile, "{file}: cannot write the file", "{file}: ファイルを書き込めません");

}  // namespace cli
