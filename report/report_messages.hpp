// The sentences of a verdict report (judge verify's output, the embeddable engine's results) in
// both languages: verdict labels, pending decisions, explored outcomes.
#pragma once

#include "messages/message.hpp"

namespace report {

using msg::Message;

JUDGE_MESSAGE(kVerdictPass, "PASS", "合格");
JUDGE_MESSAGE(kVerdictFail, "FAIL", "不合格");
JUDGE_MESSAGE(kVerdictAnswer, "ANSWER", "回答");
JUDGE_MESSAGE(kVerdictNeedsDecision, "NEEDS-DECISION", "選択待ち");
JUDGE_MESSAGE(kVerdictError, "ERROR", "エラー");
JUDGE_MESSAGE(kVerifyMustDecide, "{player} must decide ({kind}) {prompt}; legal options: {options}",
                                 "{player}の選択が必要です（{kind}）: {prompt}。選べるもの: {options}");
JUDGE_MESSAGE(kVerifyAddMove, "add that move by {player} at the end of <actions> (e.g. <pass player=\"{player}\"/>)",
                              "<actions> の最後に {player} の手順を加えてください (例: <pass player=\"{player}\"/>)");
JUDGE_MESSAGE(kVerifyAddOneOf, "add one of these moves at the end of <actions>: {moves}", "<actions> の最後に次の手順のどれかを加えてください: {moves}");
JUDGE_MESSAGE(kVerifyScriptIt, "script it with <decision player=\"{player}\" kind=\"{kind}\" choice=\"…\"/>",
                               "<decision player=\"{player}\" kind=\"{kind}\" choice=\"…\"/> で選択を書いてください");
JUDGE_MESSAGE(kVerifyLineOne, "1 line", "1通り");
JUDGE_MESSAGE(kVerifyLines, "{n} lines", "{n}通り");
JUDGE_MESSAGE(kVerifyOutcomeOne, "1 distinct outcome", "結果1種類");
JUDGE_MESSAGE(kVerifyOutcomes, "{n} distinct outcomes", "結果{n}種類");
JUDGE_MESSAGE(kVerifyExplored, "explored {lines}{truncated}, {outcomes}", "{lines}を探索{truncated}、{outcomes}");
// What every explored line shares, after the count: "…; no line has a winner" / "…。どの進行でも…".
JUDGE_MESSAGE(kVerifyExploredCommon, "; {common}", "。{common}");
JUDGE_MESSAGE(kVerifyTruncatedAt, " (truncated at --max-branches {max})", " (--max-branches {max} で打ち切り)");
JUDGE_MESSAGE(kVerifyOutcomeLine, "outcome {k}: {lines}, e.g. {choices}", "結果{k}: {lines}、選択（一例）: {choices}");
JUDGE_MESSAGE(kVerifyNoOpenDecision, "no open decision", "選択なし");
JUDGE_MESSAGE(kVerifyOutcomeHeading, "outcome {k}:", "結果{k}:");

}  // namespace report
