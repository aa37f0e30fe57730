// The command line's own sentences in both languages (usage notes, summaries, labels); the engine's
// are in judge/core/core_messages.hpp and each game's messages, the database's in rulesdb.
#pragma once

#include "messages/language.hpp"

namespace cli {

using msg::Message;

// The language option.
inline constexpr Message kBadLanguage{"judge: --lang '{value}' names no language judge speaks; use ja or en",
                                      "judge: --lang '{value}' は対応していない言語です。ja か en を指定してください"};
inline constexpr Message kLangOptionHelp{"language of messages, traces and boards (default: $JUDGE_LANG, else the locale, else en)",
                                         "メッセージ・トレース・盤面の言語 (省略時: $JUDGE_LANG、次にロケール、なければ en)"};

// verify: golden traces.
inline constexpr Message kNoGoldenTrace{"{golden}: no golden trace; write it with `judge verify --write-traces {scenario}`",
                                        "{golden}: ゴールデントレースがありません。`judge verify --write-traces {scenario}` で書き出してください"};
inline constexpr Message kCannotWriteGoldenTrace{"{golden}: cannot write the golden trace", "{golden}: ゴールデントレースを書き込めません"};

}  // namespace cli
