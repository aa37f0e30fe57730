// The game-independent engine's sentences in both languages: golden-trace headers, verdict
// failures, engine errors, explored outcomes and the core's own trace steps. Load errors of
// scenario files are in judge/core/scenario_messages.hpp. Each game's own sentences are in judge/games/<id>/<id>_messages.hpp.
#pragma once

#include "messages/message.hpp"

namespace judge::say {

using msg::Message;

// Golden traces of explored scenarios.
JUDGE_MESSAGE(kExploredHeader, "== explored {lines}, {outcomes}{truncated}", "== {lines}を探索、結果{outcomes}{truncated}");
JUDGE_MESSAGE(kLineCountOne, "1 line", "1通り");
JUDGE_MESSAGE(kLineCount, "{n} lines", "{n}通り");
JUDGE_MESSAGE(kDistinctOutcomeOne, "1 distinct outcome", "1種類");
JUDGE_MESSAGE(kDistinctOutcomes, "{n} distinct outcomes", "{n}種類");
JUDGE_MESSAGE(kTruncated, " (truncated)", "(打ち切り)");
JUDGE_MESSAGE(kOutcomeHeader, "== outcome {k}: {lines}; {choices}", "== 結果{k}: {lines}; {choices}");
JUDGE_MESSAGE(kNoOpenDecision, "no open decision", "選択なし");
// A choice a line of play took, in Japanese (choice_words.cpp); English keeps the scenario's words.
JUDGE_MESSAGE(kChoiceWords, "{player} {kind}: {choice}", "{player}の{kind}: {choice}");
JUDGE_MESSAGE(kChoiceAnswer, "answer", "応答");
JUDGE_MESSAGE(kChoiceYes, "yes", "する");
JUDGE_MESSAGE(kChoiceNo, "no", "しない");
JUDGE_MESSAGE(kTraceDiffers, "{name}:{line}: the trace differs from its golden trace: expected {want}, got {got}",
                             "{name}:{line}: トレースがゴールデントレースと異なります: 期待 {want}、実際 {got}");
JUDGE_MESSAGE(kEndOfTrace, "the end of the trace", "トレースの終わり");

// Verdict failures: "WHAT: expected X, got Y" (verifier.cpp, verifier_explore.cpp). What a value
// is (a zone, a player id, true/false) is a machine word of the scenario format and stays as written.
JUDGE_MESSAGE(kMismatch, "{what}: expected {expected}, got {actual}", "{what}: 期待 {expected}、実際 {actual}");
JUDGE_MESSAGE(kCardZone, "card {id} zone", "カード {id} のゾーン");
JUDGE_MESSAGE(kCardZoneOwner, "card {id} zone owner", "カード {id} のゾーンの持ち主");
JUDGE_MESSAGE(kCardFace, "card {id} face", "カード {id} の向き");
JUDGE_MESSAGE(kCardTapped, "card {id} tapped", "カード {id} のタップ状態");
// How a failure shows a card's state words in Japanese (a game's own word for tapped comes first).
JUDGE_MESSAGE(kStateTapped, "true", "タップ");
JUDGE_MESSAGE(kStateUntapped, "false", "アンタップ");
JUDGE_MESSAGE(kStateFaceUp, "up", "表向き");
JUDGE_MESSAGE(kStateFaceDown, "down", "裏向き");
JUDGE_MESSAGE(kStateNone, "none", "なし");
JUDGE_MESSAGE(kCardAttachedTo, "card {id} attached to", "カード {id} の付け先");
JUDGE_MESSAGE(kCardPosition, "card {id} position", "カード {id} の位置");
JUDGE_MESSAGE(kCardStatus, "card {id} {name}", "カード {id} の {name}");
JUDGE_MESSAGE(kValueOf, "value {stat} of {card}", "{card} の{stat}の値");
JUDGE_MESSAGE(kCountIn, "number of cards in {player}'s {zone}", "{player} の{zone}のカードの枚数");
JUDGE_MESSAGE(kWinner, "winner", "勝者");
JUDGE_MESSAGE(kEventHappen, "event {subject}: expected it to happen, got it did not happen", "イベント {subject}: 起きるはずが、起きなかった");
JUDGE_MESSAGE(kEventNotHappen, "event {subject}: expected it not to happen, got it happened", "イベント {subject}: 起きないはずが、起きた");
JUDGE_MESSAGE(kEventOf, "{type} of {card}", "{card} の {type}");
JUDGE_MESSAGE(kNotCited, "cited {id}: expected the trace to cite it, got no step citing it",
                         "cited {id}: トレースが引用するはずが、引用する手順がなかった");
JUDGE_MESSAGE(kUnknownExpectationKind, "unknown expectation {what}", "不明な期待 {what}");
JUDGE_MESSAGE(kUnknownRulingId, "unknown ruling ID {id}", "裁定ID {id} はデータベースにありません");
JUDGE_MESSAGE(kUnknownRuleId, "unknown rule ID {id}", "ルールID {id} はデータベースにありません");
JUDGE_MESSAGE(kNoneWaiting, "none waiting", "待っている手順なし");
JUDGE_MESSAGE(kOneWaitingFor, "one waiting for {player}", "{player} の応答を待つ手順");
JUDGE_MESSAGE(kExpectedWaiting, "<{kind}>: expected a step waiting for {player}'s answer, got {got}",
                                "<{kind}>: {player} の応答を待つ手順があるはずが、実際は{got}");
JUDGE_MESSAGE(kCheckpointBeforeWaitingStep,
              " (at this checkpoint a step still waits for {player}'s answer: {answers}; the judge settles it at the next move or when the actions end, so write that answer, e.g. <pass player=\"{player}\"/>, before the checkpoint to check the board after it)",
              "（このチェックポイントでは、まだ {player} の応答を待つ手順があります: {answers}。judge はこれを次の手か手順の終わりに処理するので、処理後の盤面を確かめるにはチェックポイントの前にその応答（例: <pass player=\"{player}\"/>）を書きます）");
JUDGE_MESSAGE(kStepWaits, "a step waits for {player}'s answer (<{kind}>)", "{player} の応答を待つ手順（<{kind}>）");
JUDGE_MESSAGE(kExpectedRefused, "<{kind}>: expected it to be refused, got it allowed", "<{kind}>: 拒否されるはずが、許可された");
JUDGE_MESSAGE(kExpectedRefusedBy, "<{kind}>: expected it to be refused by {rule}, got it allowed",
                                  "<{kind}>: {rule} により拒否されるはずが、許可された");
JUDGE_MESSAGE(kExpectedAllowed, "<{kind}>: expected it to be allowed, got refused by {rule} ({reason})",
                                "<{kind}>: 許可されるはずが、{rule} により拒否された（{reason}）");
JUDGE_MESSAGE(kExpectedRefusalBy, "<{kind}>: expected refusal by {want}, got refusal by {rule}",
                                  "<{kind}>: {want} による拒否のはずが、{rule} による拒否だった");
JUDGE_MESSAGE(kJudgeStopped, "the judge stopped: {reason}", "judge が停止しました: {reason}");
JUDGE_MESSAGE(kCannotBePlayed, "the scenario cannot be played: {reason}", "シナリオを進められません: {reason}");
JUDGE_MESSAGE(kSomeNotHeld, "expected {members} to hold (branches=\"some\"), got {problem}",
                            "{members} が成り立つはずが（branches=\"some\"）、実際は {problem}");
JUDGE_MESSAGE(kNoneHeldOne, "expected {members} not to hold (branches=\"none\"), got it held",
                            "{members} が成り立たないはずが（branches=\"none\"）、成り立った");
JUDGE_MESSAGE(kNoneHeldAll, "expected {members} not to hold (branches=\"none\"), got them all held",
                            "{members} が成り立たないはずが（branches=\"none\"）、すべて成り立った");
JUDGE_MESSAGE(kUnusedDecision, "the scripted {kind} decision of {player} ('{choice}'): expected it to be used, got no such decision",
                               "{player} の {kind} の選択（'{choice}'）: 使われるはずが、その選択は来なかった");
JUDGE_MESSAGE(kWrittenAnd, " and ", "、");

JUDGE_MESSAGE(kRefusedByUnnamed, "refused, as expected, by {rule} (no because=\"…\" holds it to that rule)",
                                  "期待どおり {rule} により拒否された (because=\"…\" がないので、どのルールでも合格になる)");

// Exploring (verifier_explore.cpp).
JUDGE_MESSAGE(kExploredLines, "explored lines", "探索した進行の数");
JUDGE_MESSAGE(kDistinctOutcomesWord, "distinct outcomes", "異なる結果の数");
JUDGE_MESSAGE(kInLines, "{n} of {of} lines", "{of}通り中{n}通り");
JUDGE_MESSAGE(kInLinesOne, "{n} of {of} line", "{of}通り中{n}通り");
JUDGE_MESSAGE(kInTheLine, "in the line {line}", "進行 {line} で");
JUDGE_MESSAGE(kDecisionLeftOpen, "in the line {line} a decision is left open", "進行 {line} で選択が残っています");
JUDGE_MESSAGE(kFailsIn, "in the line {line}: {problem} (fails in {lines})", "進行 {line} で: {problem}（{lines}で不成立）");
JUDGE_MESSAGE(kSomeHeldInNone, "expected {members} to hold in some line (branches=\"some\"), got it held in none of {lines} reaching it",
                               "{members} がどれかの進行で成り立つはずが（branches=\"some\"）、そこに至る{lines}のどれでも成り立たなかった");
JUDGE_MESSAGE(kSomeFirstFailing, "; in the line {line}: {problem}", "。進行 {line} で: {problem}");
JUDGE_MESSAGE(kNoneHeldIn, "expected {members} to hold in no line (branches=\"none\"), got it held in {lines}, first the line {line}",
                           "{members} はどの進行でも成り立たないはずが（branches=\"none\"）、{lines}で成り立った。最初は進行 {line}");
JUDGE_MESSAGE(kOtherLines, " (and in {n} other lines)", "（ほかに{n}通りの進行でも）");
JUDGE_MESSAGE(kUnusedDecisionAnyLine, "the scripted {kind} decision of {player} ('{choice}'): expected it to be used, got no such decision in any line",
                                      "{player} の {kind} の選択（'{choice}'）: 使われるはずが、どの進行でもその選択は来なかった");
JUDGE_MESSAGE(kTruncatedFailure, "the exploration was truncated: {lines} played (--max-branches {max}) and more remain, with {outcomes} so far; no verdict covers the lines not played",
                                 "探索を打ち切りました: {lines}を進めたところで上限（--max-branches {max}）に達し、まだ進行が残っています。ここまでの結果は{outcomes}です。進めていない進行には判定がありません");
JUDGE_MESSAGE(kLineWord, "{n} lines", "{n}通りの進行");
JUDGE_MESSAGE(kLineWordOne, "1 line", "1通りの進行");
JUDGE_MESSAGE(kOutcomeWord, "{n} distinct outcomes", "{n}種類");
JUDGE_MESSAGE(kOutcomeWordOne, "1 distinct outcome", "1種類");

// Outcomes of explored lines (outcomes.cpp): the facts are machine words ("B zone trash").
JUDGE_MESSAGE(kEveryLineHere, "every line ends on this board", "どの進行もこの盤面で終わる");
JUDGE_MESSAGE(kFactSeparator, ", ", "、");
JUDGE_MESSAGE(kAndMore, ", and {n} more", "、ほか{n}件");
JUDGE_MESSAGE(kNoWinnerInAnyLine, "no line has a winner", "どの進行でも勝者はいない");
JUDGE_MESSAGE(kWinsInEveryLine, "{player} wins in every line", "どの進行でも{player}が勝つ");
// One fact of an explored line's end, as its outcome line says it: the English is the fact as
// written ("k1 zone B hand"), the Japanese says it in the game's words ("k1はBの手札").
JUDGE_MESSAGE(kFactWinner, "winner {player}", "勝者は{player}");
JUDGE_MESSAGE(kFactNoWinner, "winner none", "勝者なし");
JUDGE_MESSAGE(kFactZone, "{card} zone {player} {zone}", "{card}は{player}の{zone}");
JUDGE_MESSAGE(kFactZoneAlone, "{card} zone {zone}", "{card}は{zone}");
JUDGE_MESSAGE(kFactNoZone, "{card} zone none", "{card}はどのゾーンにもない");
JUDGE_MESSAGE(kFactPosition, "{card} position {n}", "{card}の位置は{n}");
JUDGE_MESSAGE(kFactFaceDown, "{card} face down", "{card}は裏向き");
JUDGE_MESSAGE(kFactFaceUp, "{card} face up", "{card}は表向き");
JUDGE_MESSAGE(kFactTapped, "{card} {tapped} true", "{card}は{tapped}状態");
JUDGE_MESSAGE(kFactNotTapped, "{card} {tapped} false", "{card}は{tapped}状態でない");
JUDGE_MESSAGE(kFactAttachedTo, "{card} attached-to {host}", "{card}は{host}に付いている");
JUDGE_MESSAGE(kFactNotAttached, "{card} attached-to none", "{card}はどのカードにも付いていない");
JUDGE_MESSAGE(kFactBeneath, "{card} beneath {cards}", "{card}の下に{cards}");
JUDGE_MESSAGE(kFactNothingBeneath, "{card} beneath none", "{card}の下にカードはない");
JUDGE_MESSAGE(kFactValue, "{card} {name} {value}", "{card}の{name}は{value}");
JUDGE_MESSAGE(kFactNoValue, "{card} {name} none", "{card}の{name}はなし");
// The Japanese outcome line's zone by zone part: what a zone holds, alike cards counted.
JUDGE_MESSAGE(kCardsInZone, "{place}: {cards}", "{place}に{cards}");
JUDGE_MESSAGE(kZoneEmpty, "{place}: none", "{place}は空");
JUDGE_MESSAGE(kCardsInNoZone, "none: {cards}", "{cards}はどのゾーンにもない");
JUDGE_MESSAGE(kAndMoreCards, " and {n} more", "ほか{n}枚");
JUDGE_MESSAGE(kCardsOfName, "{n} {name}", "{name}{n}枚");
// The core's word for `tapped` where a game has none of its own; its English is the fact's name.
JUDGE_MESSAGE(kTappedWord, "tapped", "タップ");

// Decisions (decisions.cpp).
JUDGE_MESSAGE(kTooManyWays, "the {kind} decision of {player} has more than {n} ways, too many to explore; script it with a <decision>",
                            "{player} の {kind} の選択は{n}通りを超え、探索しきれません。<decision> で指定してください");
JUDGE_MESSAGE(kIllegalChoice, "the scripted {kind} decision of {player} '{choice}' is not legal here (legal: {legal})",
                              "{player} の {kind} の選択「{choice}」はここでは選べません（選べるもの: {legal}）");
JUDGE_MESSAGE(kDecisionForOther, "the scripted {kind} decision of {player} is for {about}, but the next {kind} prompt {player} answers is \"{prompt}\" (decisions answer their player's prompts of that kind in order)",
                                 "{player} の {kind} の決定は {about} に向けたものですが、{player} が次に答える {kind} の問いは「{prompt}」です (決定はそのプレイヤーのその種類の問いに順に答えます)");
JUDGE_MESSAGE(kIllegalChoiceWhy, "the scripted {kind} decision of {player}: {problem} (legal: {legal})",
                                 "{player} の {kind} の選択: {problem}（選べるもの: {legal}）");
JUDGE_MESSAGE(kChooseN, "choose {n}", "{n}個選ぶ");
JUDGE_MESSAGE(kChooseBetween, "choose between {min} and {max}", "{min}〜{max}個選ぶ");
// The prompt of a decision that takes several: "choose 2 shields of B to break".
JUDGE_MESSAGE(kChooseSeveral, "{how_many} {prompt}", "{prompt}: {how_many}");
JUDGE_MESSAGE(kTooFewToChoose, "{how_many} {prompt}, but only {n} can be chosen, and no rule refused this first",
                               "{prompt}: {how_many}が、選べるのは{n}個だけで、先にそれを拒否したルールがない");
JUDGE_MESSAGE(kWrongCount, "{how_many} {prompt}, got {n}: {given}", "{how_many}: {prompt}。実際は{n}個: {given}");
JUDGE_MESSAGE(kNotAnOption, "'{choice}' is not one of the {prompt} in {given}", "{given} の「{choice}」は {prompt} のどれでもありません");
JUDGE_MESSAGE(kChosenTwice, "'{choice}' is chosen twice in {given}", "{given} で「{choice}」が二度選ばれています");

// Engine errors (game_state.cpp, repeat_detector.cpp, numbers.hpp).
JUDGE_MESSAGE(kNoPlayer, "no player {id}", "プレイヤー {id} はいません");
JUDGE_MESSAGE(kNoOpponent, "no opponent of {id}", "{id} の対戦相手がいません");
JUDGE_MESSAGE(kNoCard, "no card {id}", "カード {id} はありません");
JUDGE_MESSAGE(kNoZone, "no zone {name} of {owner}", "{owner} のゾーン {name} はありません");
JUDGE_MESSAGE(kStepBudget, "the scenario took more than {n} steps (the step budget; judge verify --max-steps N changes it): it does not come to an end, or needs a larger budget",
                           "シナリオが{n}手順を超えました（手順の上限。judge verify --max-steps N で変えられます）: 終わらないか、もっと大きな上限が必要です");
JUDGE_MESSAGE(kNestingTooDeep, "effects resolve inside one another more than {n} deep ({what} once more): a recursion without end",
                               "効果の解決が{n}段を超えて入れ子になりました（{what} をもう一度）: 終わらない再帰です");
JUDGE_MESSAGE(kRepeatingState, "the waiting abilities {cycle} … repeat without end (the same board, card states, waiting abilities and effects came back); no rule of the game ends such a loop, so the judge stopped",
                               "待機中の能力 {cycle} … が終わりなく繰り返されます（同じ盤面、カードの状態、待機中の能力、効果に戻りました）。このループを終わらせるルールがゲームにないため、judge は停止しました");
JUDGE_MESSAGE(kOverflow, "{what} overflows: {a} {sign} {b} is outside the int range ({min} to {max})",
                         "{what} があふれます: {a} {sign} {b} は int の範囲（{min}〜{max}）の外です");
JUDGE_MESSAGE(kValueOfCard, "{stat} of {card}", "{card} の {stat}");

// The core's own trace steps (plain short form).
JUDGE_MESSAGE(kRefusedStep, "refused: {reason}", "拒否: {reason}");
JUDGE_MESSAGE(kWhileSourceEnds, "{n} effect(s) of {card} lasting while it is on the {field} end as it leaves",
                                "{card} が{field}にある間続く効果{n}個は、{card} が離れたので終わる");
JUDGE_MESSAGE(kNewCardEnds, "{n} effect(s) given to {card} end: having left the {field}, it is a new card",
                            "{card} に与えられた効果{n}個が終わる: {field}を離れたので新しいカードになる");
JUDGE_MESSAGE(kTheRules, "the rules", "ルール");
JUDGE_MESSAGE(kEffectOf, "effect of {card}", "{card} の効果");
JUDGE_MESSAGE(kLosingWins, "{subject} both has ({can}) and loses ({deny}) {wording}: losing wins",
                           "{subject} は {wording} を得て（{can}）失っている（{deny}）: 失う方が優先");
JUDGE_MESSAGE(kCannotWins, "{subject} can {wording} ({can}) and cannot ({deny}): cannot wins",
                           "{subject} は {wording} について、できる（{can}）とできない（{deny}）が重なる: できない方が優先");

// The shared operations' steps (shared_operations.cpp), the same in every game that has them.
JUDGE_MESSAGE(kGainsKeyword, "{card} gains {keyword}", "{card}は{keyword}を得る");
JUDGE_MESSAGE(kLosesKeyword, "{card} loses {keyword}", "{card}は{keyword}を失う");
JUDGE_MESSAGE(kGivesStat, "{source} gives {card} {amount} {stat}", "{source}は{card}の{stat}を{amount}する");

// The operations table (operations_table.cpp, `judge scenario operations`, the games' pages).
JUDGE_MESSAGE(kOpsHeader, "| `op` | written in `kind` | arguments | `target` | rule |", "| `op` | 書ける `kind` | 引数 | `target` | ルール |");
JUDGE_MESSAGE(kOpsRange, "{min} to {max}", "{min}〜{max}");
JUDGE_MESSAGE(kOpsCardId, "a card id", "カード ID");
JUDGE_MESSAGE(kOpsCardIdOr, "a card id or {words}", "カード ID または {words}");
JUDGE_MESSAGE(kOpsPlayerId, "a player id", "プレイヤー ID");
JUDGE_MESSAGE(kOpsKeyword, "a keyword", "キーワード");
JUDGE_MESSAGE(kOpsTrait, "a trait a card of the scenario has", "シナリオのカードが持つ特性");
JUDGE_MESSAGE(kOpsRequired, ", required", "、必須");
JUDGE_MESSAGE(kOpsNarrowedBy, "narrowed by {filters}", "{filters} で絞り込める");
JUDGE_MESSAGE(kOpsIn, "in {kinds}", "{kinds} では");
JUDGE_MESSAGE(kOpsNothingMore, "nothing more", "なし");
JUDGE_MESSAGE(kOpsEveryOperation, "Every operation also takes: {arguments}.", "どの操作にも書ける引数: {arguments}。");
JUDGE_MESSAGE(kOpsKindAlso, "In `{kind}` abilities, also: {arguments}.", "`{kind}` の能力では、さらに: {arguments}。");
JUDGE_MESSAGE(kOpsConditionFilters, "Beside a condition that counts cards ({conditions}), what it counts is narrowed by: {arguments}.",
                                    "カードを数える条件 ({conditions}) では、数えるものを次で絞り込めます: {arguments}。");
JUDGE_MESSAGE(kOpsWrittenOn, "`trigger` is written on {triggered} abilities, where it is required; `condition` on {conditions}; `once-per-turn` on {once}.",
                             "`trigger` は {triggered} の能力に書き、そこでは必須です。`condition` は {conditions} に、`once-per-turn` は {once} に書きます。");
JUDGE_MESSAGE(kOpsWrittenOnNoOnce, "`trigger` is written on {triggered} abilities, where it is required; `condition` on {conditions}; `once-per-turn` on none.",
                                   "`trigger` は {triggered} の能力に書き、そこでは必須です。`condition` は {conditions} に書きます。`once-per-turn` を書ける能力はありません。");

}  // namespace judge::say
