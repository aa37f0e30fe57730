// The sentences of a verdict report (judge verify's output, the embeddable engine's results) in
// both languages: verdict labels, pending decisions, explored outcomes.
#pragma once

#include "messages/message.hpp"

namespace report {

using msg::Message;

inline constexpr Message kVerdictPass{"PASS", "合格"};
inline constexpr Message kVerdictFail{"FAIL", "不合格"};
inline constexpr Message kVerdictAnswer{"ANSWER", "回答"};
inline constexpr Message kVerdictNeedsDecision{"NEEDS-DECISION", "選択待ち"};
inline constexpr Message kVerdictError{"ERROR", "エラー"};
inline constexpr Message kVerifyMustDecide{"{player} must decide ({kind}) {prompt}; legal options: {options}",
                                           "{player} が選ぶ必要があります ({kind}) {prompt}。選べるもの: {options}"};
inline constexpr Message kVerifyAddMove{"add that move by {player} at the end of <actions> (e.g. <pass player=\"{player}\"/>)",
                                        "<actions> の最後に {player} の手順を加えてください (例: <pass player=\"{player}\"/>)"};
inline constexpr Message kVerifyScriptIt{"script it with <decision player=\"{player}\" kind=\"{kind}\" choice=\"…\"/>",
                                         "<decision player=\"{player}\" kind=\"{kind}\" choice=\"…\"/> で選択を書いてください"};
inline constexpr Message kVerifyLineOne{"1 line", "1通り"};
inline constexpr Message kVerifyLines{"{n} lines", "{n}通り"};
inline constexpr Message kVerifyOutcomeOne{"1 distinct outcome", "結果1種類"};
inline constexpr Message kVerifyOutcomes{"{n} distinct outcomes", "結果{n}種類"};
inline constexpr Message kVerifyExplored{"explored {lines}{truncated}, {outcomes}", "{lines}を探索{truncated}、{outcomes}"};
// What every explored line shares, after the count: "…; no line has a winner" / "…。どの筋にも…".
inline constexpr Message kVerifyExploredCommon{"; {common}", "。{common}"};
inline constexpr Message kVerifyTruncatedAt{" (truncated at --max-branches {max})", " (--max-branches {max} で打ち切り)"};
inline constexpr Message kVerifyOutcomeLine{"outcome {k}: {lines}, e.g. {choices}", "結果{k}: {lines}、例: {choices}"};
inline constexpr Message kVerifyNoOpenDecision{"no open decision", "開かれた選択なし"};
inline constexpr Message kVerifyOutcomeHeading{"outcome {k}:", "結果{k}:"};

}  // namespace report
