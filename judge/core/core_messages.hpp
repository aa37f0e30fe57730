// The game-independent engine's sentences in both languages: golden-trace headers, verdict
// failures, engine errors, explored outcomes and the core's own trace steps. Load errors of
// scenario files are in judge/core/scenario_messages.hpp. Each game's own sentences are in judge/games/<id>/<id>_messages.hpp.
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

// Verdict failures: "WHAT: expected X, got Y" (verifier.cpp, verifier_explore.cpp). What a value
// is (a zone, a player id, true/false) is a machine word of the scenario format and stays as written.
inline constexpr Message kMismatch{"{what}: expected {expected}, got {actual}", "{what}: 期待 {expected}、実際 {actual}"};
inline constexpr Message kCardZone{"card {id} zone", "カード {id} のゾーン"};
inline constexpr Message kCardZoneOwner{"card {id} zone owner", "カード {id} のゾーンの持ち主"};
inline constexpr Message kCardFace{"card {id} face", "カード {id} の向き"};
inline constexpr Message kCardTapped{"card {id} tapped", "カード {id} の tapped"};
inline constexpr Message kCardAttachedTo{"card {id} attached to", "カード {id} の付け先"};
inline constexpr Message kCardPosition{"card {id} position", "カード {id} の位置"};
inline constexpr Message kCardStatus{"card {id} {name}", "カード {id} の {name}"};
inline constexpr Message kValueOf{"value {stat} of {card}", "{card} の {stat} の値"};
inline constexpr Message kCountIn{"number of cards in {player}'s {zone}", "{player} の {zone} のカードの枚数"};
inline constexpr Message kWinner{"winner", "勝者"};
inline constexpr Message kEventHappen{"event {subject}: expected it to happen, got it did not happen", "イベント {subject}: 起きるはずが、起きなかった"};
inline constexpr Message kEventNotHappen{"event {subject}: expected it not to happen, got it happened", "イベント {subject}: 起きないはずが、起きた"};
inline constexpr Message kEventOf{"{type} of {card}", "{card} の {type}"};
inline constexpr Message kNotCited{"cited {id}: expected the trace to cite it, got no step citing it",
                                   "cited {id}: トレースが引用するはずが、引用する手順がなかった"};
inline constexpr Message kUnknownExpectationKind{"unknown expectation {what}", "不明な期待 {what}"};
inline constexpr Message kUnknownRulingId{"unknown ruling ID {id}", "裁定ID {id} はデータベースにありません"};
inline constexpr Message kUnknownRuleId{"unknown rule ID {id}", "ルールID {id} はデータベースにありません"};
inline constexpr Message kNoneWaiting{"none waiting", "待っている手順なし"};
inline constexpr Message kOneWaitingFor{"one waiting for {player}", "{player} の応答を待つ手順"};
inline constexpr Message kExpectedWaiting{"<{kind}>: expected a step waiting for {player}'s answer, got {got}",
                                          "<{kind}>: {player} の応答を待つ手順があるはずが、実際は{got}"};
inline constexpr Message kStepWaits{"a step waits for {player}'s answer (<{kind}>)", "{player} の応答を待つ手順（<{kind}>）"};
inline constexpr Message kExpectedRefused{"<{kind}>: expected it to be refused, got it allowed", "<{kind}>: 拒否されるはずが、許可された"};
inline constexpr Message kExpectedRefusedBy{"<{kind}>: expected it to be refused by {rule}, got it allowed",
                                            "<{kind}>: {rule} により拒否されるはずが、許可された"};
inline constexpr Message kExpectedAllowed{"<{kind}>: expected it to be allowed, got refused by {rule} ({reason})",
                                          "<{kind}>: 許可されるはずが、{rule} により拒否された（{reason}）"};
inline constexpr Message kExpectedRefusalBy{"<{kind}>: expected refusal by {want}, got refusal by {rule}",
                                            "<{kind}>: {want} による拒否のはずが、{rule} による拒否だった"};
inline constexpr Message kJudgeStopped{"the judge stopped: {reason}", "judge が停止しました: {reason}"};
inline constexpr Message kCannotBePlayed{"the scenario cannot be played: {reason}", "シナリオを進められません: {reason}"};
inline constexpr Message kSomeNotHeld{"expected {members} to hold (branches=\"some\"), got {problem}",
                                      "{members} が成り立つはずが（branches=\"some\"）、実際は {problem}"};
inline constexpr Message kNoneHeldOne{"expected {members} not to hold (branches=\"none\"), got it held",
                                      "{members} が成り立たないはずが（branches=\"none\"）、成り立った"};
inline constexpr Message kNoneHeldAll{"expected {members} not to hold (branches=\"none\"), got them all held",
                                      "{members} が成り立たないはずが（branches=\"none\"）、すべて成り立った"};
inline constexpr Message kUnusedDecision{"the scripted {kind} decision of {player} ('{choice}'): expected it to be used, got no such decision",
                                         "{player} の {kind} の選択（'{choice}'）: 使われるはずが、その選択は来なかった"};
inline constexpr Message kWrittenAnd{" and ", "、"};

// Exploring (verifier_explore.cpp).
inline constexpr Message kInLines{"{n} of {of} lines", "{of}通り中{n}通り"};
inline constexpr Message kInLinesOne{"{n} of {of} line", "{of}通り中{n}通り"};
inline constexpr Message kInTheLine{"in the line {line}", "筋 {line} で"};
inline constexpr Message kDecisionLeftOpen{"in the line {line} a decision is left open", "筋 {line} で選択が残っています"};
inline constexpr Message kFailsIn{"in the line {line}: {problem} (fails in {lines})", "筋 {line} で: {problem}（{lines}で不成立）"};
inline constexpr Message kSomeHeldInNone{"expected {members} to hold in some line (branches=\"some\"), got it held in none of {lines} reaching it",
                                         "{members} がどれかの筋で成り立つはずが（branches=\"some\"）、そこに至る{lines}のどれでも成り立たなかった"};
inline constexpr Message kSomeFirstFailing{"; in the line {line}: {problem}", "。筋 {line} で: {problem}"};
inline constexpr Message kNoneHeldIn{"expected {members} to hold in no line (branches=\"none\"), got it held in {lines}, first the line {line}",
                                     "{members} はどの筋でも成り立たないはずが（branches=\"none\"）、{lines}で成り立った。最初は筋 {line}"};
inline constexpr Message kOtherLines{" (and in {n} other lines)", "（ほかに{n}通りの筋でも）"};
inline constexpr Message kUnusedDecisionAnyLine{"the scripted {kind} decision of {player} ('{choice}'): expected it to be used, got no such decision in any line",
                                                "{player} の {kind} の選択（'{choice}'）: 使われるはずが、どの筋でもその選択は来なかった"};
inline constexpr Message kTruncatedFailure{"the exploration was truncated: {lines} played (--max-branches {max}) and more remain, with {outcomes} so far; no verdict covers the lines not played",
                                           "探索を打ち切りました: {lines}を進めたところで上限（--max-branches {max}）に達し、まだ筋が残っています。ここまでの結果は{outcomes}です。進めていない筋には判定がありません"};
inline constexpr Message kLineWord{"{n} lines", "{n}通りの筋"};
inline constexpr Message kLineWordOne{"1 line", "1通りの筋"};
inline constexpr Message kOutcomeWord{"{n} distinct outcomes", "{n}種類"};
inline constexpr Message kOutcomeWordOne{"1 distinct outcome", "1種類"};

// Outcomes of explored lines (outcomes.cpp): the facts are machine words ("B zone trash").
inline constexpr Message kEveryLineHere{"every line ends on this board", "すべての筋がこの盤面で終わる"};
inline constexpr Message kFactSeparator{", ", "、"};
inline constexpr Message kAndMore{", and {n} more", "、ほか{n}件"};
inline constexpr Message kNoWinnerInAnyLine{"no line has a winner", "どの筋にも勝者はいない"};
inline constexpr Message kWinsInEveryLine{"{player} wins in every line", "どの筋でも{player}が勝つ"};
// One fact of an explored line's end, as its outcome line says it: the English is the fact as
// written ("k1 zone B hand"), the Japanese says it in the game's words ("k1はBの手札").
inline constexpr Message kFactWinner{"winner {player}", "勝者は{player}"};
inline constexpr Message kFactNoWinner{"winner none", "勝者なし"};
inline constexpr Message kFactZone{"{card} zone {player} {zone}", "{card}は{player}の{zone}"};
inline constexpr Message kFactZoneAlone{"{card} zone {zone}", "{card}は{zone}"};
inline constexpr Message kFactNoZone{"{card} zone none", "{card}はどのゾーンにもない"};
inline constexpr Message kFactPosition{"{card} position {n}", "{card}の位置は{n}"};
inline constexpr Message kFactFaceDown{"{card} face down", "{card}は裏向き"};
inline constexpr Message kFactFaceUp{"{card} face up", "{card}は表向き"};
inline constexpr Message kFactTapped{"{card} {tapped} true", "{card}は{tapped}状態"};
inline constexpr Message kFactNotTapped{"{card} {tapped} false", "{card}は{tapped}状態でない"};
inline constexpr Message kFactAttachedTo{"{card} attached-to {host}", "{card}は{host}に付いている"};
inline constexpr Message kFactNotAttached{"{card} attached-to none", "{card}はどのカードにも付いていない"};
inline constexpr Message kFactBeneath{"{card} beneath {cards}", "{card}の下に{cards}"};
inline constexpr Message kFactNothingBeneath{"{card} beneath none", "{card}の下にカードはない"};
inline constexpr Message kFactValue{"{card} {name} {value}", "{card}の{name}は{value}"};
inline constexpr Message kFactNoValue{"{card} {name} none", "{card}の{name}はなし"};
// The core's word for `tapped` where a game has none of its own; its English is the fact's name.
inline constexpr Message kTappedWord{"tapped", "タップ"};

// Decisions (decisions.cpp).
inline constexpr Message kTooManyWays{"the {kind} decision of {player} has more than {n} ways, too many to explore; script it with a <decision>",
                                      "{player} の {kind} の選択は{n}通りを超え、探索しきれません。<decision> で指定してください"};
inline constexpr Message kIllegalChoice{"the scripted {kind} decision of {player} '{choice}' is not legal here (legal: {legal})",
                                        "{player} の {kind} の選択「{choice}」はここでは選べません（選べるもの: {legal}）"};
inline constexpr Message kIllegalChoiceWhy{"the scripted {kind} decision of {player}: {problem} (legal: {legal})",
                                           "{player} の {kind} の選択: {problem}（選べるもの: {legal}）"};
inline constexpr Message kChooseN{"choose {n}", "{n}個選ぶ"};
inline constexpr Message kChooseBetween{"choose between {min} and {max}", "{min}〜{max}個選ぶ"};
// The prompt of a decision that takes several: "choose 2 shields of B to break".
inline constexpr Message kChooseSeveral{"{how_many} {prompt}", "{prompt}: {how_many}"};
inline constexpr Message kTooFewToChoose{"{how_many} {prompt}, but only {n} can be chosen, and no rule refused this first",
                                         "{prompt}: {how_many}が、選べるのは{n}個だけで、先にそれを拒否したルールがない"};
inline constexpr Message kWrongCount{"{how_many} {prompt}, got {n}: {given}", "{how_many}: {prompt}。実際は{n}個: {given}"};
inline constexpr Message kNotAnOption{"'{choice}' is not one of the {prompt} in {given}", "{given} の「{choice}」は {prompt} のどれでもありません"};
inline constexpr Message kChosenTwice{"'{choice}' is chosen twice in {given}", "{given} で「{choice}」が二度選ばれています"};

// Engine errors (game_state.cpp, repeat_detector.cpp, numbers.hpp).
inline constexpr Message kNoPlayer{"no player {id}", "プレイヤー {id} はいません"};
inline constexpr Message kNoOpponent{"no opponent of {id}", "{id} の対戦相手がいません"};
inline constexpr Message kNoCard{"no card {id}", "カード {id} はありません"};
inline constexpr Message kNoZone{"no zone {name} of {owner}", "{owner} のゾーン {name} はありません"};
inline constexpr Message kStepBudget{"the scenario took more than {n} steps (the step budget; judge verify --max-steps N changes it): it does not come to an end, or needs a larger budget",
                                     "シナリオが{n}手順を超えました（手順の上限。judge verify --max-steps N で変えられます）: 終わらないか、もっと大きな上限が必要です"};
inline constexpr Message kNestingTooDeep{"effects resolve inside one another more than {n} deep ({what} once more): a recursion without end",
                                         "効果の解決が{n}段を超えて入れ子になりました（{what} をもう一度）: 終わらない再帰です"};
inline constexpr Message kRepeatingState{"the waiting abilities {cycle} … repeat without end (the same board, card states, waiting abilities and effects came back); no rule of the game ends such a loop, so the judge stopped",
                                         "待機中の能力 {cycle} … が終わりなく繰り返されます（同じ盤面、カードの状態、待機中の能力、効果に戻りました）。このループを終わらせるルールがゲームにないため、judge は停止しました"};
inline constexpr Message kOverflow{"{what} overflows: {a} {sign} {b} is outside the int range ({min} to {max})",
                                   "{what} があふれます: {a} {sign} {b} は int の範囲（{min}〜{max}）の外です"};
inline constexpr Message kValueOfCard{"{stat} of {card}", "{card} の {stat}"};

// The core's own trace steps (plain short form).
inline constexpr Message kRefusedStep{"refused: {reason}", "拒否: {reason}"};
inline constexpr Message kWhileSourceEnds{"{n} effect(s) of {card} lasting while it is on the {field} end as it leaves",
                                          "{card} が{field}にある間続く効果{n}個は、{card} が離れたので終わる"};
inline constexpr Message kNewCardEnds{"{n} effect(s) given to {card} end: having left the {field}, it is a new card",
                                      "{card} に与えられた効果{n}個が終わる: {field}を離れたので新しいカードになる"};
inline constexpr Message kTheRules{"the rules", "ルール"};
inline constexpr Message kEffectOf{"effect of {card}", "{card} の効果"};
inline constexpr Message kLosingWins{"{subject} both has ({can}) and loses ({deny}) {wording}: losing wins",
                                     "{subject} は {wording} を得て（{can}）失っている（{deny}）: 失う方が優先"};
inline constexpr Message kCannotWins{"{subject} can {wording} ({can}) and cannot ({deny}): cannot wins",
                                     "{subject} は {wording} について、できる（{can}）とできない（{deny}）が重なる: できない方が優先"};

}  // namespace judge::say
