// `judge scenario`'s sentences in both languages (the template's comments are the core's:
// judge/core/scenario_template_messages.hpp).
#pragma once

#include "cli_messages.hpp"

namespace cli {

inline constexpr Message kScenarioHelp{"start a scenario file, or write a game's scenario schema",
                                       "シナリオファイルを書き始める、またはゲームのシナリオスキーマを書き出す"};
inline constexpr Message kScenarioNewHelp{"print a commented scenario template for a game", "ゲームのシナリオのひな形 (説明付き) を表示する"};
inline constexpr Message kScenarioSchemaHelp{"write the XSD of a game's scenario files (its actions, zones, keywords, …)",
                                             "ゲームのシナリオファイルの XSD (行動・ゾーン・キーワードなど) を書き出す"};
inline constexpr Message kGameIdHelp{"game id", "ゲーム ID"};
inline constexpr Message kGamePositionalHelp{"game id (the same as --game)", "ゲーム ID (--game と同じ)"};
inline constexpr Message kOutHelp{"write to FILE instead of stdout", "標準出力ではなく FILE に書く"};
inline constexpr Message kNoRuleset{"judge: no ruleset for the game '{game}'; judge has {games}",
                                    "judge: ゲーム「{game}」のルールセットはありません。あるのは {games} です"};
inline constexpr Message kSchemaNeedsGame{"judge: scenario schema needs a game: judge scenario schema GAME (or --game GAME)",
                                          "judge: scenario schema にはゲームが必要です: judge scenario schema GAME (または --game GAME)"};
inline constexpr Message kCannotWriteFile{"{file}: cannot write the file", "{file}: ファイルを書き込めません"};

}  // namespace cli
