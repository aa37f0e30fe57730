// What judge_verify_json says about options it does not understand (api_options.cpp), in both
// languages: in the options' own "lang" when they give a valid one, else in English, the API's
// default. The member names and values are the JSON's words and stay as written.
#pragma once

#include "messages/message.hpp"

namespace engine_api::say {

using msg::Message;

JUDGE_MESSAGE(kExpected, "options: expected {what} at offset {offset}", "options: オフセット {offset} に{what}が必要です");
JUDGE_MESSAGE(kExpectedObject, "an object {{ … }}", "オブジェクト {{ … }}");
JUDGE_MESSAGE(kExpectedName, "a member name in quotes", "引用符で囲んだメンバー名");
JUDGE_MESSAGE(kExpectedColon, "':'", "「:」");
JUDGE_MESSAGE(kExpectedValue, "a string, a whole number, true or false", "文字列・整数・true・false のいずれか");
JUDGE_MESSAGE(kExpectedNext, "',' or '}}'", "「,」か「}}」");
JUDGE_MESSAGE(kExpectedEnd, "the end of the options", "オプションの終わり");

JUDGE_MESSAGE(kMustBe, "options: \"{name}\" must be {kind}", "options: \"{name}\" は{kind}でなければなりません");
JUDGE_MESSAGE(kKindNonEmptyString, "a non-empty string", "空でない文字列");
JUDGE_MESSAGE(kKindString, "a string", "文字列");
JUDGE_MESSAGE(kKindLanguage, "\"en\" or \"ja\"", "\"en\" か \"ja\"");
JUDGE_MESSAGE(kMustBeCount, "options: \"{name}\" must be a whole number from 1 to {most}", "options: \"{name}\" は 1 から {most} までの整数でなければなりません");
JUDGE_MESSAGE(kKindFlag, "true or false", "true か false");

JUDGE_MESSAGE(kUnknownMember, "options: unknown member \"{name}\"; known: {known}", "options: 不明なメンバー \"{name}\"。使えるもの: {known}");

// judge_legal_moves_json: the scenario's own moves stop before their end, so there is no board to move on.
JUDGE_MESSAGE(kMovesStopEarly, "the scenario stops before its last move (a refusal it does not expect, or a decision): run it to see why",
                               "シナリオが最後の手順の前で止まります（想定していない拒否か、選択待ち）。実行して理由を確かめてください");

JUDGE_MESSAGE(kNoSuchGame, "no game '{game}' in this engine (iw, gcb, dm)", "このエンジンに「{game}」というゲームはありません (iw, gcb, dm)");

}  // namespace engine_api::say
