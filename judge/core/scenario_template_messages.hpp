// The comments of the scenario template (scenario_template.hpp), which tell the user in their
// language how to fill the file in; the XML itself keeps the format's words.
#pragma once

#include "messages/message.hpp"

namespace judge::say {

using msg::Message;

JUDGE_MESSAGE(kTemplateIntro, 
                              "<!-- A disputed situation for {game}. Fill in the board, the moves and what you expect, then run\n"
                              "     `judge verify THIS-FILE` (with the trace option to see each step). The format is explained in\n"
                              "     {format}. For an editor that completes and checks every name, write the game's schema\n"
                              "     with `judge scenario schema {game} > {game}.xsd` and point the editor at it, e.g. with\n"
                              "     xsi:noNamespaceSchemaLocation=\"{game}.xsd\" and xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"\n"
                              "     on <scenario>. -->\n",
                              "<!-- {game} の争点になる場面です。盤面・手順・期待する結果を書き込み、`judge verify このファイル` で\n"
                              "     実行してください (trace オプションで各ステップが見えます)。書式は {format} にあります。\n"
                              "     名前を補完・検査するエディタ向けに、`judge scenario schema {game} > {game}.xsd` でスキーマを書き出し、\n"
                              "     <scenario> に xsi:noNamespaceSchemaLocation=\"{game}.xsd\" と\n"
                              "     xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" を付けてエディタに読ませてください。 -->\n");
JUDGE_MESSAGE(kTemplateIntroSite,
                                  "<!-- A disputed situation for {game}. Fill in the board, the moves and what you expect, then press Run:\n"
                                  "     the judge runs in this page. When it stops for a player's decision, tap an answer and it is written\n"
                                  "     in and run again; \"Play every line\" tries every answer. Download saves the file: `judge verify`\n"
                                  "     gives it the same verdict. -->\n",
                                  "<!-- {game} の争点になる場面です。盤面・手順・期待する結果を書き込み、「実行」を押してください。judge は\n"
                                  "     このページの中で動きます。プレイヤーの選択で止まったら答えを選ぶと、書き加えてもう一度実行します。\n"
                                  "     「すべての進行を調べる」ですべての答えを試せます。「ダウンロード」で保存したファイルは\n"
                                  "     `judge verify` でも同じ判定になります。 -->\n");
JUDGE_MESSAGE(kTemplateRulingsSite,
                                    "  <!-- The rulings this scenario demonstrates, e.g. <ruling ref=\"{prefix}-J-…\"/> (find them with the search box). -->\n",
                                    "  <!-- このシナリオが示す裁定。例: <ruling ref=\"{prefix}-J-…\"/> (ページ上の検索で探せます)。 -->\n");
JUDGE_MESSAGE(kTemplateRulings, 
                                "  <!-- The rulings this scenario demonstrates, e.g. <ruling ref=\"{prefix}-J-…\"/> (find them with `judge search`). -->\n",
                                "  <!-- このシナリオが示す裁定。例: <ruling ref=\"{prefix}-J-…\"/> (`judge search` で探せます)。 -->\n");
JUDGE_MESSAGE(kTemplateNotes, "Why this situation is disputed.", "この場面で意見が分かれる理由。");
JUDGE_MESSAGE(kTemplateVocabulary, 
                                   "  <!-- phases: {phases}\n"
                                   "       zones: {zones} (listed top/front first)\n"
                                   "       card types: {types}; values: {stats}\n"
                                   "       card state: tapped=\"true\", face=\"down\", entered=\"this-turn\", attached-to=\"ID\"{statuses}\n"
                                   "       a card is defined here with a type, or taken by name from scenarios/{game}/cards.xml (or from the cards judge db import-cards added)\n"
                                   "       abilities: <ability kind=\"…\" op=\"…\" [trigger condition target duration] [the operation's arguments]/>;\n"
                                   "         what each operation takes, kind by kind: `judge scenario operations` with this game's id\n"
                                   "         kinds: {kinds}\n"
                                   "         operations: {operations}\n"
                                   "         triggers: {triggers}\n"
                                   "         conditions: {conditions}\n"
                                   "         targets: {targets}, or a card id\n"
                                   "         durations: {durations} -->\n",
                                   "  <!-- フェイズ: {phases}\n"
                                   "       ゾーン: {zones} (上・前から順に書く)\n"
                                   "       カードの種類: {types}。数値: {stats}\n"
                                   "       カードの状態: tapped=\"true\", face=\"down\", entered=\"this-turn\", attached-to=\"ID\"{statuses}\n"
                                   "       カードはここで type を付けて定義するか、scenarios/{game}/cards.xml (または judge db import-cards で取り込んだカード) から名前で取る\n"
                                   "       能力: <ability kind=\"…\" op=\"…\" [trigger condition target duration] [操作の引数]/>。\n"
                                   "         操作ごと・kind ごとに取る引数: このゲームの ID を付けた `judge scenario operations`\n"
                                   "         kind: {kinds}\n"
                                   "         op: {operations}\n"
                                   "         trigger: {triggers}\n"
                                   "         condition: {conditions}\n"
                                   "         target: {targets}、またはカード ID\n"
                                   "         duration: {durations} -->\n");
// The line of kTemplateVocabulary that names a command: left out of the site's template.
JUDGE_MESSAGE(kTemplateOperationsHelp, "         what each operation takes, kind by kind: `judge scenario operations` with this game's id\n",
                                       "         操作ごと・kind ごとに取る引数: このゲームの ID を付けた `judge scenario operations`\n");
JUDGE_MESSAGE(kTemplateActions, 
                                "  <!-- The moves, in order. Mark one the rules should refuse with expect=\"refused\" because=\"{prefix}-R-…\".\n"
                                "       An <expect> between moves is a checkpoint. <any-answer player=\"B\"/> leaves B's answer to the\n"
                                "       waiting step (block, response, pass, …) open: each legal answer becomes a line when exploring.\n{actions}  -->\n",
                                "  <!-- 手順を順に書く。ルールが認めないはずの手順には expect=\"refused\" because=\"{prefix}-R-…\" を付ける。\n"
                                "       手順の間の <expect> は途中の確認。<any-answer player=\"B\"/> は B の応答 (ブロック・レスポンス・パスなど) を\n"
                                "       決めずに残す: 探索するとき、認められる応答それぞれが一つの進行になる。\n{actions}  -->\n");
JUDGE_MESSAGE(kTemplateDecisions, 
                                  "  <!-- Choices players make, in order: <decision player=\"B\" kind=\"…\" choice=\"…\"/>; kinds: {kinds}.\n"
                                  "       An unscripted choice with several legal options stops the run with NEEDS-DECISION and lists them,\n"
                                  "       unless the scenario explores: explore=\"true\" on <scenario> (or the explore option of verify) plays\n"
                                  "       every legal option of every open choice and lists the distinct outcomes ({format},\n"
                                  "       \"Exploring every line\"); <expect branches=\"some\"> or <expect branches=\"none\"> then counts the lines. -->\n",
                                  "  <!-- プレイヤーの選択を順に書く: <decision player=\"B\" kind=\"…\" choice=\"…\"/>。kind: {kinds}\n"
                                  "       書かれていない選択に認められる選択肢が複数あると、NEEDS-DECISION で止まって選択肢を示す。\n"
                                  "       ただし探索するシナリオ (<scenario> に explore=\"true\"、または verify の explore オプション) では、\n"
                                  "       開いた選択のすべての選択肢を試し、異なる結果を一覧する ({format} の\n"
                                  "       「すべての進行を探索する」)。<expect branches=\"some\"> や <expect branches=\"none\"> で進行を数えられる。 -->\n");
JUDGE_MESSAGE(kTemplateExpect, 
                               "  <!-- What must hold at the end. Leave it out to ask \"what happens here?\": verify then prints the board\n"
                               "       and the trace.\n"
                               "       <card id=\"a1\" zone=\"…\" [tapped=\"true\"] [face=\"up\"]/>  <value card=\"a1\" stat=\"…\" equals=\"0\"/>\n"
                               "       <count player=\"B\" zone=\"…\" equals=\"2\"/>  <winner player=\"A\"/> or <winner none=\"true\"/>\n"
                               "       <event type=\"destroyed\" card=\"b1\" [happened=\"false\"]/>  <cited id=\"{prefix}-R-…\"/> -->\n",
                               "  <!-- 最後に成り立つべきこと。書かなければ「ここで何が起こるか」という問いになり、verify が盤面と\n"
                               "       トレースを表示する。\n"
                               "       <card id=\"a1\" zone=\"…\" [tapped=\"true\"] [face=\"up\"]/>  <value card=\"a1\" stat=\"…\" equals=\"0\"/>\n"
                               "       <count player=\"B\" zone=\"…\" equals=\"2\"/>  <winner player=\"A\"/> または <winner none=\"true\"/>\n"
                               "       <event type=\"destroyed\" card=\"b1\" [happened=\"false\"]/>  <cited id=\"{prefix}-R-…\"/> -->\n");

}  // namespace judge::say
