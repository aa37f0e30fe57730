// What judge_verify_json says about options it does not understand (api_options.cpp), in both
// languages: in the options' own "lang" when they give a valid one, else in English, the API's
// default. The member names and values are the JSON's words and stay as written.
#pragma once

#include "messages/message.hpp"

namespace engine_api::say {

using msg::Message;

inline constexpr Message kExpected{"options: expected {what} at offset {offset}", "options: オフセット {offset} に{what}が必要です"};
inline constexpr Message kExpectedObject{"an object {{ … }}", "オブジェクト {{ … }}"};
inline constexpr Message kExpectedName{"a member name in quotes", "引用符で囲んだメンバー名"};
inline constexpr Message kExpectedColon{"':'", "「:」"};
inline constexpr Message kExpectedValue{"a string, a whole number, true or false", "文字列・整数・true・false のいずれか"};
inline constexpr Message kExpectedNext{"',' or '}}'", "「,」か「}}」"};
inline constexpr Message kExpectedEnd{"the end of the options", "オプションの終わり"};

inline constexpr Message kMustBe{"options: \"{name}\" must be {kind}", "options: \"{name}\" は{kind}でなければなりません"};
inline constexpr Message kKindNonEmptyString{"a non-empty string", "空でない文字列"};
inline constexpr Message kKindString{"a string", "文字列"};
inline constexpr Message kKindLanguage{"\"en\" or \"ja\"", "\"en\" か \"ja\""};
inline constexpr Message kKindCount{"a whole number, 1 or more", "1 以上の整数"};
inline constexpr Message kKindFlag{"true or false", "true か false"};

inline constexpr Message kUnknownMember{"options: unknown member \"{name}\"; known: {known}", "options: 不明なメンバー \"{name}\"。使えるもの: {known}"};

}  // namespace engine_api::say
