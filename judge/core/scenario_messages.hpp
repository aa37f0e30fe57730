// Load errors of scenario files and card libraries in both languages (scenario_loader.cpp,
// scenario_checks.cpp, near_name.cpp, numbers.hpp). Rendered in the user's language where the error
// is made; the file:line:col prefix stays as it is. Element and attribute names and keyword values
// of the scenario format are machine words and stay as written.
//
// A sentence and its tail are separate messages ("unknown X 'v'" + "; did you mean 'w'?"); each
// Japanese tail starts with its own 。 so that the two read as two sentences.
#pragma once

#include "messages/message.hpp"

namespace judge::say {

using msg::Message;

// Tails.
JUDGE_MESSAGE(kAttachedToItself, "{card} is attached to itself", "{card} が自分自身に付いています");
JUDGE_MESSAGE(kAttachedInRing, "{card} is attached in a ring: following attached-to from it comes back to it", "{card} の付け先をたどると {card} 自身に戻ります (輪になっています)");
JUDGE_MESSAGE(kZoneOverLimit, "{player}'s {zone} zone may hold at most {most} card(s) in {game} ({rule}): this card is one too many",
                              "{game} では {player}の {zone} ゾーンに置けるカードは {most} 枚までです ({rule})。このカードで上限を超えます");
JUDGE_MESSAGE(kElementTwice, "a second <{element}>: a scenario has one", "2つ目の <{element}> があります。シナリオに1つだけです");
JUDGE_MESSAGE(kRulingOfAnotherGame, "{id} is of the game {other}, and this is a {game} scenario: it names rulings and assumptions of {game}",
                                    "{id} はゲーム {other} の項目です。これは {game} のシナリオで、{game} の裁定と前提を書きます");
JUDGE_MESSAGE(kRulingRefNotRuling, "{id} is not a ruling or an assumption: <rulings> names what the scenario demonstrates (…-J-…, …-A-…); a rule it applies is checked with <cited id=\"{id}\"/>",
                                   "{id} は裁定でも前提でもありません。<rulings> にはシナリオが示すもの (…-J-…、…-A-…) を書きます。適用されるルールは <cited id=\"{id}\"/> で確かめます");
JUDGE_MESSAGE(kDidYouMean, "; did you mean '{name}'?", "。「{name}」のことですか？");
JUDGE_MESSAGE(kDidYouMeanElement, "; did you mean <{name}>?", "。<{name}> のことですか？");
JUDGE_MESSAGE(kExpectedOneOf, "; expected one of {names}", "。次のいずれかにしてください: {names}");
JUDGE_MESSAGE(kGameHas, "; {game} has {names}", "。{game} にあるのは {names} です");
JUDGE_MESSAGE(kGameHasTargets, "; {game} has {names}, or the id of a card in this scenario",
                               "。{game} にあるのは {names}、またはこのシナリオのカードのIDです");
JUDGE_MESSAGE(kTakesNone, "; it takes none", "。属性はとりません");
JUDGE_MESSAGE(kTakes, "; it takes {names}", "。とれるのは {names} です");
JUDGE_MESSAGE(kItHas, "; it has {names}", "。あるのは {names} です");

// What an unknown value was meant to be.
JUDGE_MESSAGE(kWhatCardId, "card id", "カードID");
JUDGE_MESSAGE(kWhatPlayer, "player", "プレイヤー");
JUDGE_MESSAGE(kWhatPhase, "phase", "フェイズ");
JUDGE_MESSAGE(kWhatStat, "stat", "数値");
JUDGE_MESSAGE(kWhatDecisionKind, "decision kind", "選択の種類");
JUDGE_MESSAGE(kWhatAbilityKind, "ability kind", "能力の種類");
JUDGE_MESSAGE(kWhatOperation, "operation", "操作");
JUDGE_MESSAGE(kWhatDuration, "duration", "期間");
JUDGE_MESSAGE(kWhatTrigger, "trigger", "誘発条件");
JUDGE_MESSAGE(kWhatCardType, "card type", "カードの種類");
JUDGE_MESSAGE(kWhatOncePerTurn, "once-per-turn", "once-per-turn");
JUDGE_MESSAGE(kWhatTapped, "tapped", "tapped");
JUDGE_MESSAGE(kWhatFace, "face", "face");
JUDGE_MESSAGE(kWhatEntered, "entered", "entered");
JUDGE_MESSAGE(kWhatZone, "zone", "ゾーン");
JUDGE_MESSAGE(kWhatExploreValue, "explore value", "explore の値");
JUDGE_MESSAGE(kCountNeedsExplore, "{attribute}= counts explored lines, and this scenario does not explore (write explore=\"true\" on <scenario>)",
              "{attribute}= は探索した進行を数えます。このシナリオは探索しません(<scenario> に explore=\"true\" と書きます)");
JUDGE_MESSAGE(kCountOnFinalExpectOnly, "{attribute}= counts the whole exploration: write it on the final <expect>, not a checkpoint",
              "{attribute}= は探索全体を数えます。途中の確認ではなく最後の <expect> に書きます");
JUDGE_MESSAGE(kCountNotNumber, "{attribute}=\"{text}\" is not a whole number from 1", "{attribute}=\"{text}\" は1以上の整数ではありません");
JUDGE_MESSAGE(kWhatBranchesValue, "branches value", "branches の値");

// Names and values.
JUDGE_MESSAGE(kUnknownName, "unknown {what} '{value}'", "{what}「{value}」は不明です");
JUDGE_MESSAGE(kUnknownAttribute, "unknown attribute '{name}' on <{element}>", "<{element}> の属性「{name}」は不明です");
JUDGE_MESSAGE(kUnknownElement, "unknown element <{name}> in <{element}>", "<{element}> の中の要素 <{name}> は不明です");
JUDGE_MESSAGE(kNotANumber, "'{attribute}' is '{value}', which {problem}", "「{attribute}」の値「{value}」は{problem}");
JUDGE_MESSAGE(kNamesOneCard, "'{attribute}' names one card, not '{value}'", "「{attribute}」に書けるカードは1枚です。「{value}」は書けません");
JUDGE_MESSAGE(kNamesNoCard, "'{attribute}' names no card", "「{attribute}」にカードがありません");
JUDGE_MESSAGE(kNumbersEmpty, "'{attribute}' is empty; whole numbers are needed", "「{attribute}」が空です。整数が必要です");
JUDGE_MESSAGE(kHasNotANumber, "'{attribute}' has '{value}', which {problem}", "「{attribute}」の「{value}」は{problem}");
JUDGE_MESSAGE(kWordNeedsNumber, "'{attribute}' {word} needs a whole number after the colon, not '{text}'",
                                "「{attribute}」の {word} にはコロンの後に整数が必要です。「{text}」は整数ではありません");

// Why a text is not a whole number (numbers.hpp), after "… is 'x', which".
JUDGE_MESSAGE(kNumberEmpty, "is empty; a whole number is needed", "空です。整数が必要です");
JUDGE_MESSAGE(kNumberNotWhole, "is not a whole number (digits 0-9, optionally a leading '-')",
                               "整数ではありません（0〜9の数字、先頭に「-」も可）");
JUDGE_MESSAGE(kNumberSpaces, "has spaces around it: write the digits alone", "前後に空白があります。数字だけを書いてください");
JUDGE_MESSAGE(kNumberMinusZero, "is not a whole number as written; write 0", "この書き方では整数になりません。0と書いてください");
JUDGE_MESSAGE(kNumberOutOfRange, "is out of range ({min} to {max})", "範囲外です（{min}〜{max}）");

// The scenario's structure.
JUDGE_MESSAGE(kNeedsTitle, "<scenario> needs a <title ja=\"…\"/>", "<scenario> には <title ja=\"…\"/> が必要です");
JUDGE_MESSAGE(kNeedsSetup, "<scenario> needs a <setup>", "<scenario> には <setup> が必要です");
JUDGE_MESSAGE(kTwoPlayers, "<setup> needs exactly two <player> elements", "<setup> には <player> 要素がちょうど2つ必要です");
JUDGE_MESSAGE(kSamePlayerIds, "the two players need different ids", "2人のプレイヤーには別々のIDが必要です");
JUDGE_MESSAGE(kUnknownKeyword, "unknown keyword '{word}' for {game}", "キーワード「{word}」は {game} にありません");
JUDGE_MESSAGE(kUnknownCondition, "unknown condition '{name}'", "条件「{name}」は不明です");
JUDGE_MESSAGE(kConditionTakesNoNumber, "condition '{name}' takes no number after a colon, found '{condition}'",
                                       "条件「{name}」はコロンの後に数をとりません。「{condition}」と書かれています");
JUDGE_MESSAGE(kConditionNeedsNumber, "condition '{name}' needs a whole number after a colon ({form})",
                                     "条件「{name}」にはコロンの後に整数が必要です（{form}）");
JUDGE_MESSAGE(kConditionBadNumber, "condition '{name}' needs a whole number after the colon, not '{text}'",
                                   "条件「{name}」にはコロンの後に整数が必要です。「{text}」は整数ではありません");
JUDGE_MESSAGE(kCardsTooDeep, "cards nested deeper than {n} levels", "カードの入れ子が {n} 段を超えています");
JUDGE_MESSAGE(kDuplicateCardId, "duplicate card id '{id}'", "カードID「{id}」が重複しています");
JUDGE_MESSAGE(kUnknownCardName, "unknown card name '{name}'", "カード名「{name}」は不明です");
JUDGE_MESSAGE(kDecisionForUnknown, "for=\"{value}\" names no card or player of this scenario", "for=\"{value}\" はこのシナリオのカードでもプレイヤーでもありません");
JUDGE_MESSAGE(kNotInLibrary, ": not in the {game} card library (nor among the cards imported into the database given with --db), and no type given to define it here",
                             ": {game} のカードライブラリ (--db のデータベースに取り込んだカードも含む) になく、ここで定義する type もありません");
JUDGE_MESSAGE(kCardNeedsNameOrType, "<card> needs a 'name' from the card library or a 'type'",
                                    "<card> にはカードライブラリの 'name' か 'type' が必要です");
JUDGE_MESSAGE(kOperationNotInKind, "operation '{op}' does nothing in a {kind} ability in {game}; it is written in: {kinds}",
              "{game} の操作「{op}」は {kind} の能力では何もしません。書けるのは {kinds} の能力です");
JUDGE_MESSAGE(kTriggerNotOnKind, "a {kind} ability in {game} has no trigger; trigger is written on: {kinds}",
              "{game} の {kind} の能力には誘発条件がありません。trigger を書けるのは {kinds} です");
JUDGE_MESSAGE(kOperationTakesNoArgument, "operation '{op}' takes no argument '{argument}'", "操作「{op}」は引数「{argument}」をとりません");
JUDGE_MESSAGE(kOperationTakes, "; it takes {names}", "。とるのは {names} です");
JUDGE_MESSAGE(kOperationTakesNone, "; it takes no argument", "。引数はとりません");
JUDGE_MESSAGE(kNotInThisKind, "'{attribute}' means nothing on '{op}' in a {kind} ability; it is written on: {kinds}",
              "{kind} の能力の「{op}」では「{attribute}」は意味を持ちません。書けるのは {kinds} です");
JUDGE_MESSAGE(kNeverRead, "'{attribute}' means nothing on '{op}' in {game}: no ability of that operation reads it",
              "{game} の「{op}」では「{attribute}」は意味を持ちません。この操作の能力はどれもそれを読みません");
JUDGE_MESSAGE(kFilterNotInKind, "'{argument}' narrows nothing in a {kind} ability's '{op}'; the filters there are: {names}",
              "{kind} の能力の操作「{op}」では「{argument}」は何も絞り込みません。そこで使える絞り込みは {names} です");
JUDGE_MESSAGE(kOperationTakesNoTarget, "operation '{op}' takes no target in a {kind} ability in {game}", "{game} の {kind} の能力の操作「{op}」は対象をとりません");
JUDGE_MESSAGE(kOperationTargetNotFit, "operation '{op}' does not work on target '{target}' in a {kind} ability; it takes {names}, or the id of a card in this scenario",
              "{kind} の能力の操作「{op}」は対象「{target}」には働きません。とるのは {names} か、このシナリオのカードのIDです");
JUDGE_MESSAGE(kOperationTargetNotFitNoCard, "operation '{op}' does not work on target '{target}' in a {kind} ability; it takes {names}",
              "{kind} の能力の操作「{op}」は対象「{target}」には働きません。とるのは {names} です");
JUDGE_MESSAGE(kNoTappingHere, "cards are never tapped in {game}: its card states are {names}", "{game} のカードはタップされません。カードの状態は {names} です");
JUDGE_MESSAGE(kNoCardHasTrait, "no card of this scenario has the trait '{trait}' that '{attribute}' asks for", "「{attribute}」が求める特性「{trait}」を持つカードがこのシナリオにありません");
JUDGE_MESSAGE(kTraitsHere, "; the cards have {names}", "。カードの特性は {names} です");
JUDGE_MESSAGE(kConditionFilterNotRead, "'{argument}' narrows the cards a condition counts, and condition '{condition}' is not one of those that count cards: {names}",
              "「{argument}」は条件が数えるカードを絞り込みます。条件「{condition}」はカードを数える条件ではありません。数える条件: {names}");
JUDGE_MESSAGE(kConditionFilterNoCondition, "'{argument}' narrows the cards a condition counts, and no condition is written (one of: {names})",
              "「{argument}」は条件が数えるカードを絞り込みますが、条件が書かれていません(数える条件: {names})");
JUDGE_MESSAGE(kNameIsTargetWord, "as=\"{name}\" is a target word of the game; a name for the cards must be a word of its own",
              "as=\"{name}\" はゲームの対象の語です。カードの名前には別の語を使ってください");
JUDGE_MESSAGE(kNameIsCardId, "as=\"{name}\" is the id of a card in this scenario; a name for the cards must be a word of its own",
              "as=\"{name}\" はこのシナリオのカードのIDです。カードの名前には別の語を使ってください");
JUDGE_MESSAGE(kNameTwice, "as=\"{name}\" is given twice in one effect", "as=\"{name}\" が1つの効果の中で2回付けられています");
JUDGE_MESSAGE(kNameNotUsed, "as=\"{name}\" names cards no later part of this effect works on (write target=\"{name}\" on one)",
              "as=\"{name}\" の名前のカードに、この効果の後のどの部分も働きません(後の部分に target=\"{name}\" と書きます)");
JUDGE_MESSAGE(kUnknownTarget, "unknown target '{target}'", "対象「{target}」は不明です");
JUDGE_MESSAGE(kNoSuchAction, "the game {game} has no action <{action}>", "ゲーム {game} に行動 <{action}> はありません");
JUDGE_MESSAGE(kExpectMustBeRefused, "expect must be 'refused'", "expect は 'refused' にしてください");
JUDGE_MESSAGE(kBecauseNeedsRefused, "'because' needs expect=\"refused\"", "'because' には expect=\"refused\" が必要です");
JUDGE_MESSAGE(kUnknownExpectation, "unknown expectation <{name}>", "期待 <{name}> は不明です");
JUDGE_MESSAGE(kExpectationKinds, "; expected card, value, count, winner, event or cited",
                                 "。card、value、count、winner、event、cited のいずれかにしてください");
JUDGE_MESSAGE(kWinnerNeedsOne, "<winner> needs player=\"…\" or none=\"true\"", "<winner> には player=\"…\" か none=\"true\" が必要です");
JUDGE_MESSAGE(kWinnerNotBoth, "<winner> takes player=\"…\" or none=\"true\", not both",
                              "<winner> には player=\"…\" か none=\"true\" のどちらか一方を書いてください");
JUDGE_MESSAGE(kLibraryRoot, "the root element of a card library must be <cards>", "カードライブラリのルート要素は <cards> にしてください");
JUDGE_MESSAGE(kScenarioRoot, "the root element must be <scenario>", "ルート要素は <scenario> にしてください");
JUDGE_MESSAGE(kUnknownGame, "unknown game '{game}' (judge knows iw, gcb, dm)", "ゲーム「{game}」は不明です（judge が知っているのは iw、gcb、dm です）");

// A card library read as card entries (card_entries.cpp).
JUDGE_MESSAGE(kCardNeedsSource, "card {name} names no source: give source=\"DOC\" on it or on <cards>", "カード {name} に出典がありません。カードか <cards> に source=\"DOC\" を書きます");
JUDGE_MESSAGE(kCardNameTwice, "a second card named {name} (the first is on line {line}): a name is one card", "{name} という名前のカードが2枚目です（1枚目は {line} 行目）。名前は1枚のカードを指します");

}  // namespace judge::say
