// The game-independent engine's sentences in both languages: golden-trace headers, verdict
// failures and the like. Each game's own sentences are in judge/games/<id>/<id>_messages.hpp.
#pragma once

#include "messages/message.hpp"

namespace judge::say {

using msg::Message;

// Golden traces of explored scenarios.
inline constexpr Message kExploredHeader{"== explored {lines}, {outcomes}{truncated}", "== {lines}を探索、結果{outcomes}{truncated}"};
inline constexpr Message kLineCountOne{"1 line", "1通り"};
inline constexpr Message kLineCount{"{n} lines", "{n}通り"};
inline constexpr Message kDistinctOutcomeOne{"1 distinct outcome", "1種類"};
inline constexpr Message kDistinctOutcomes{"{n} distinct outcomes", "{n}種類"};
inline constexpr Message kTruncated{" (truncated)", "(打ち切り)"};
inline constexpr Message kOutcomeHeader{"== outcome {k}: {lines}; {choices}", "== 結果{k}: {lines}; {choices}"};
inline constexpr Message kNoOpenDecision{"no open decision", "開かれた選択なし"};
inline constexpr Message kTraceDiffers{"{name}:{line}: the trace differs from its golden trace: expected {want}, got {got}",
                                       "{name}:{line}: トレースがゴールデントレースと異なります: 期待 {want}、実際 {got}"};
inline constexpr Message kEndOfTrace{"the end of the trace", "トレースの終わり"};

}  // namespace judge::say
