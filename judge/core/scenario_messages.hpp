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
inline constexpr Message kDidYouMean{"; did you mean '{name}'?", "。「{name}」のことですか？"};
inline constexpr Message kDidYouMeanElement{"; did you mean <{name}>?", "。<{name}> のことですか？"};
inline constexpr Message kExpectedOneOf{"; expected one of {names}", "。次のいずれかにしてください: {names}"};
inline constexpr Message kGameHas{"; {game} has {names}", "。{game} にあるのは {names} です"};
inline constexpr Message kGameHasTargets{"; {game} has {names}, or the id of a card in this scenario",
                                         "。{game} にあるのは {names}、またはこのシナリオのカードのIDです"};
inline constexpr Message kTakesNone{"; it takes none", "。属性はとりません"};
inline constexpr Message kTakes{"; it takes {names}", "。とれるのは {names} です"};
inline constexpr Message kItHas{"; it has {names}", "。あるのは {names} です"};

// What an unknown value was meant to be.
inline constexpr Message kWhatCardId{"card id", "カードID"};
inline constexpr Message kWhatPlayer{"player", "プレイヤー"};
inline constexpr Message kWhatPhase{"phase", "フェイズ"};
inline constexpr Message kWhatStat{"stat", "数値"};
inline constexpr Message kWhatDecisionKind{"decision kind", "選択の種類"};
inline constexpr Message kWhatAbilityKind{"ability kind", "能力の種類"};
inline constexpr Message kWhatOperation{"operation", "操作"};
inline constexpr Message kWhatDuration{"duration", "期間"};
inline constexpr Message kWhatTrigger{"trigger", "誘発条件"};
inline constexpr Message kWhatCardType{"card type", "カードの種類"};
inline constexpr Message kWhatOncePerTurn{"once-per-turn", "once-per-turn"};
inline constexpr Message kWhatTapped{"tapped", "tapped"};
inline constexpr Message kWhatFace{"face", "face"};
inline constexpr Message kWhatEntered{"entered", "entered"};
inline constexpr Message kWhatZone{"zone", "ゾーン"};
inline constexpr Message kWhatExploreValue{"explore value", "explore の値"};
inline constexpr Message kWhatBranchesValue{"branches value", "branches の値"};

// Names and values.
inline constexpr Message kUnknownName{"unknown {what} '{value}'", "{what}「{value}」は不明です"};
inline constexpr Message kUnknownAttribute{"unknown attribute '{name}' on <{element}>", "<{element}> の属性「{name}」は不明です"};
inline constexpr Message kUnknownElement{"unknown element <{name}> in <{element}>", "<{element}> の中の要素 <{name}> は不明です"};
inline constexpr Message kNotANumber{"'{attribute}' is '{value}', which {problem}", "「{attribute}」の値「{value}」は{problem}"};
inline constexpr Message kNamesOneCard{"'{attribute}' names one card, not '{value}'", "「{attribute}」に書けるカードは1枚です。「{value}」は書けません"};
inline constexpr Message kNamesNoCard{"'{attribute}' names no card", "「{attribute}」にカードがありません"};
inline constexpr Message kNumbersEmpty{"'{attribute}' is empty; whole numbers are needed", "「{attribute}」が空です。整数が必要です"};
inline constexpr Message kHasNotANumber{"'{attribute}' has '{value}', which {problem}", "「{attribute}」の「{value}」は{problem}"};
inline constexpr Message kWordNeedsNumber{"'{attribute}' {word} needs a whole number after the colon, not '{text}'",
                                          "「{attribute}」の {word} にはコロンの後に整数が必要です。「{text}」は整数ではありません"};

// Why a text is not a whole number (numbers.hpp), after "… is 'x', which".
inline constexpr Message kNumberEmpty{"is empty; a whole number is needed", "空です。整数が必要です"};
inline constexpr Message kNumberNotWhole{"is not a whole number (digits 0-9, optionally a leading '-')",
                                         "整数ではありません（0〜9の数字、先頭に「-」も可）"};
inline constexpr Message kNumberMinusZero{"is not a whole number as written; write 0", "この書き方では整数になりません。0と書いてください"};
inline constexpr Message kNumberOutOfRange{"is out of range ({min} to {max})", "範囲外です（{min}〜{max}）"};

// The scenario's structure.
inline constexpr Message kNeedsTitle{"<scenario> needs a <title ja=\"…\"/>", "<scenario> には <title ja=\"…\"/> が必要です"};
inline constexpr Message kNeedsSetup{"<scenario> needs a <setup>", "<scenario> には <setup> が必要です"};
inline constexpr Message kTwoPlayers{"<setup> needs exactly two <player> elements", "<setup> には <player> 要素がちょうど2つ必要です"};
inline constexpr Message kSamePlayerIds{"the two players need different ids", "2人のプレイヤーには別々のIDが必要です"};
inline constexpr Message kUnknownKeyword{"unknown keyword '{word}' for {game}", "キーワード「{word}」は {game} にありません"};
inline constexpr Message kUnknownCondition{"unknown condition '{name}'", "条件「{name}」は不明です"};
inline constexpr Message kConditionTakesNoNumber{"condition '{name}' takes no number after a colon, found '{condition}'",
                                                 "条件「{name}」はコロンの後に数をとりません。「{condition}」と書かれています"};
inline constexpr Message kConditionNeedsNumber{"condition '{name}' needs a whole number after a colon ({form})",
                                               "条件「{name}」にはコロンの後に整数が必要です（{form}）"};
inline constexpr Message kConditionBadNumber{"condition '{name}' needs a whole number after the colon, not '{text}'",
                                             "条件「{name}」にはコロンの後に整数が必要です。「{text}」は整数ではありません"};
inline constexpr Message kCardsTooDeep{"cards nested deeper than {n} levels", "カードの入れ子が {n} 段を超えています"};
inline constexpr Message kDuplicateCardId{"duplicate card id '{id}'", "カードID「{id}」が重複しています"};
inline constexpr Message kUnknownCardName{"unknown card name '{name}'", "カード名「{name}」は不明です"};
inline constexpr Message kNotInLibrary{": not in the {game} card library, and no type given to define it here",
                                       ": {game} のカードライブラリになく、ここで定義する type もありません"};
inline constexpr Message kCardNeedsNameOrType{"<card> needs a 'name' from the card library or a 'type'",
                                              "<card> にはカードライブラリの 'name' か 'type' が必要です"};
inline constexpr Message kUnknownTarget{"unknown target '{target}'", "対象「{target}」は不明です"};
inline constexpr Message kNoSuchAction{"the game {game} has no action <{action}>", "ゲーム {game} に行動 <{action}> はありません"};
inline constexpr Message kExpectMustBeRefused{"expect must be 'refused'", "expect は 'refused' にしてください"};
inline constexpr Message kBecauseNeedsRefused{"'because' needs expect=\"refused\"", "'because' には expect=\"refused\" が必要です"};
inline constexpr Message kUnknownExpectation{"unknown expectation <{name}>", "期待 <{name}> は不明です"};
inline constexpr Message kExpectationKinds{"; expected card, value, count, winner, event or cited",
                                           "。card、value、count、winner、event、cited のいずれかにしてください"};
inline constexpr Message kWinnerNeedsOne{"<winner> needs player=\"…\" or none=\"true\"", "<winner> には player=\"…\" か none=\"true\" が必要です"};
inline constexpr Message kWinnerNotBoth{"<winner> takes player=\"…\" or none=\"true\", not both",
                                        "<winner> には player=\"…\" か none=\"true\" のどちらか一方を書いてください"};
inline constexpr Message kLibraryRoot{"the root element of a card library must be <cards>", "カードライブラリのルート要素は <cards> にしてください"};
inline constexpr Message kScenarioRoot{"the root element must be <scenario>", "ルート要素は <scenario> にしてください"};
inline constexpr Message kUnknownGame{"unknown game '{game}' (judge knows iw, gcb, dm)", "ゲーム「{game}」は不明です（judge が知っているのは iw、gcb、dm です）"};

}  // namespace judge::say
