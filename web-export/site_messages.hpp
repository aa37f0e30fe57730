// The exported site's own words (its chrome) in both languages: the frame, headings, labels,
// badges, notices and the board diagrams' marks. The site is written twice from these: Japanese at
// the root, English under en/ (site_export.hpp). Content (rules, rulings, titles) comes from the
// database as it is; only these words change with the page's language.
#pragma once

#include "messages/message.hpp"

namespace web_export::say {

using msg::Message;

// The frame of every page.
inline constexpr Message kSiteName{"judge rulings FAQ", "judge 裁定FAQ"};
inline constexpr Message kPageTitle{"{title} · judge rulings FAQ", "{title} · judge 裁定FAQ"};
inline constexpr Message kSearchLabel{"Search rules and rulings", "ルールと裁定を検索"};
inline constexpr Message kSearchPlaceholder{"search: 貫通, タップ, shield trigger", "検索: 貫通, タップ, shield trigger"};
inline constexpr Message kSearchButton{"Search", "検索"};
inline constexpr Message kBreadcrumbs{"breadcrumbs", "現在位置"};
inline constexpr Message kFooter{"Exported by judge from its rules database{built}. Works offline: no request leaves this folder.",
                                 "judge がルールデータベースから書き出したサイトです{built}。オフラインで動作し、このフォルダーの外へは通信しません。"};
inline constexpr Message kFooterBuiltBy{" (built by {who})", "（作成: {who}）"};
inline constexpr Message kOtherLanguage{"日本語", "English"};  // the link to the page in the other language, in that language
inline constexpr Message kOtherLanguageLabel{"このページを日本語で表示", "Show this page in English"};
inline constexpr Message kCrumbGames{"Games", "ゲーム一覧"};

// Badges and verdicts.
inline constexpr Message kVerdictVerified{"verified", "検証済み"};
inline constexpr Message kVerdictFailing{"failing", "不合格"};
inline constexpr Message kVerdictNoScenario{"no scenario yet", "シナリオなし"};
inline constexpr Message kStatusSuperseded{"superseded", "差し替え済み"};
inline constexpr Message kStatusActive{"active", "有効"};
inline constexpr Message kKindRule{"rule", "ルール"};
inline constexpr Message kKindAssumption{"assumption", "前提"};
inline constexpr Message kScenarioAnswered{"answered (no expectations)", "回答済み（期待値なし）"};
inline constexpr Message kScenarioNeedsDecision{"failing: needs a decision", "不合格: 選択が必要"};
inline constexpr Message kScenarioCouldNotRun{"failing: could not run", "不合格: 実行できない"};
inline constexpr Message kScenarioNotRun{"failing: not run", "不合格: 未実行"};

// The ruling page.
inline constexpr Message kFactId{"ID", "ID"};
inline constexpr Message kFactStatus{"Status", "状態"};
inline constexpr Message kFactVerdict{"Verdict", "判定"};
inline constexpr Message kFactDate{"Date", "日付"};
inline constexpr Message kFactTags{"Tags", "タグ"};
inline constexpr Message kFactSource{"Source", "出典"};
inline constexpr Message kFactGame{"Game", "ゲーム"};
inline constexpr Message kSupersededNotice{"Superseded: this ruling no longer applies. See ", "差し替え済み: この裁定はもう適用されません。新しい裁定: "};
inline constexpr Message kSentenceEnd{".", "。"};
inline constexpr Message kQuestion{"Question", "質問"};
inline constexpr Message kAnswer{"Answer", "回答"};
inline constexpr Message kRestsOn{"Rests on", "根拠"};
inline constexpr Message kScenarios{"Scenarios", "シナリオ"};
inline constexpr Message kNoScenarioYet{" No scenario demonstrates this ruling yet.", " この裁定を示すシナリオはまだありません。"};
inline constexpr Message kAssumptionNote{"The sources are silent here; the judge assumes:", "資料に記載がないため、judge は次のように仮定しています:"};
inline constexpr Message kChain{"Supersession chain (oldest first)", "差し替えの経緯（古い順）"};
inline constexpr Message kReplacedBy{" → replaced by ", " → 差し替え先: "};
inline constexpr Message kMustDecide{"{player} must decide ({kind}) {prompt}; legal options: {options}",
                                     "{player}の選択が必要です（{kind}）{prompt}。選べるもの: {options}"};
inline constexpr Message kTraceHeading{"Trace: each step with the ID that decided it", "トレース: 各手順と、それを決めたID"};
inline constexpr Message kEveryLine{"Every line of play: {lines}{truncated}, {outcomes}", "すべての進め方: {lines}{truncated}、結果{outcomes}"};
inline constexpr Message kLineOne{"1 line", "1通り"};
inline constexpr Message kLines{"{n} lines", "{n}通り"};
inline constexpr Message kOutcomeOne{"1 distinct outcome", "1種類"};
inline constexpr Message kOutcomes{"{n} distinct outcomes", "{n}種類"};
inline constexpr Message kTruncated{" (truncated)", "（打ち切り）"};
inline constexpr Message kOutcomeColumn{"Outcome", "結果"};
inline constexpr Message kLinesColumn{"Lines", "進め方の数"};
inline constexpr Message kChoicesColumn{"Choices (one line)", "選択（一例）"};
inline constexpr Message kDiffersColumn{"What differs", "違い"};
inline constexpr Message kNoOpenDecision{"no open decision", "選択なし"};
inline constexpr Message kOutcomeHeading{"Outcome {n} ({lines})", "結果{n}（{lines}）"};

// The top page and the game pages.
inline constexpr Message kTopHeading{"Rulings FAQ", "裁定集"};
inline constexpr Message kTopLead{"Every ruling with the rules it rests on and the scenario that proves it. "
                                  "Type in the search box above: Japanese or English, glossary aliases included.",
                                  "すべての裁定を、その根拠となるルールと、それを確かめるシナリオとともに載せています。"
                                  "上の検索欄には日本語でも英語でも、用語集の別名でも入力できます。"};
inline constexpr Message kGame{"Game", "ゲーム"};
inline constexpr Message kRulesColumn{"Rules", "ルール"};
inline constexpr Message kRulingsColumn{"Rulings", "裁定"};
inline constexpr Message kVerifiedColumn{"Verified rulings", "検証済みの裁定"};
inline constexpr Message kAssumptionsColumn{"Assumptions", "前提"};
inline constexpr Message kTermsColumn{"Glossary terms", "用語"};
inline constexpr Message kNoScript{"Search needs JavaScript; every page is reachable through the links without it.",
                                   "検索には JavaScript が必要です。どのページもリンクからたどれます。"};
inline constexpr Message kTopTitle{"Games", "ゲーム一覧"};
inline constexpr Message kTopDescription{"Rulings FAQ for {n} card games: every ruling with the rules it rests on and the scenario that proves it, searchable offline.",
                                         "{n}つのカードゲームの裁定集: すべての裁定を根拠のルールと確認用シナリオとともに、オフラインで検索できます。"};
inline constexpr Message kGameLead{"{rules} rules · {rulings} rulings ({verified} verified, {failing} failing, {none} without a scenario) · "
                                   "{assumptions} assumptions · {terms} glossary terms",
                                   "ルール{rules}件 · 裁定{rulings}件（検証済み{verified}、不合格{failing}、シナリオなし{none}） · 前提{assumptions}件 · 用語{terms}件"};
inline constexpr Message kReferenceNav{"reference", "目次"};
inline constexpr Message kRulings{"Rulings", "裁定"};
inline constexpr Message kRules{"Rules", "ルール"};
inline constexpr Message kTags{"Tags", "タグ"};
inline constexpr Message kAssumptions{"Assumptions", "前提"};
inline constexpr Message kGlossary{"Glossary", "用語集"};
inline constexpr Message kOther{"Other", "その他"};
inline constexpr Message kRulingTopics{"ruling topics", "裁定の分類"};
inline constexpr Message kGameDescription{"{game}: {rulings} rulings by topic, {rules} rules, assumptions and glossary.",
                                          "{game}: 分類別の裁定{rulings}件、ルール{rules}件、前提と用語集。"};
inline constexpr Message kTag{"Tag", "タグ"};
inline constexpr Message kTagLead{"{count} of {game} tagged {tag}.", "{game}の裁定のうち、タグ「{tag}」のもの: {count}。"};
inline constexpr Message kRulingOne{"1 ruling", "1件"};
inline constexpr Message kRulingsCount{"{n} rulings", "{n}件"};
inline constexpr Message kTagTitle{"Tag {tag} · {game}", "タグ {tag} · {game}"};

// Rule sections, assumptions, glossary.
inline constexpr Message kCitedBy{"Rulings citing it ({n})", "これを根拠とする裁定（{n}）"};
inline constexpr Message kSourceLabel{"Source: ", "出典: "};
inline constexpr Message kRuleSection{"Rule section ", "ルールの節 "};
inline constexpr Message kAssumptionsLead{"Where the source documents are silent and the judge still needs an answer, an assumption says what the judge "
                                          "relies on and why. These are the project's assumptions, not official rules.",
                                          "資料に書かれていないのに判定に答えが必要なところでは、judge が何を前提にするか、"
                                          "なぜそうするかを前提として示します。公式のルールではなく、このプロジェクトの前提です。"};
inline constexpr Message kAssumes{"Assumes", "前提とする内容"};
inline constexpr Message kWhy{"Why", "理由"};
inline constexpr Message kAssumptionsTitle{"Assumptions · {game}", "前提 · {game}"};
inline constexpr Message kAssumptionsDescription{"What the judge assumes where the {game} sources are silent, why, and the scenarios that show it.",
                                                 "{game}の資料に書かれていないところで judge が前提とすること、その理由と、それを示すシナリオ。"};
inline constexpr Message kGlossaryLead{"Searching for any name or alias of a term also finds its other names.",
                                       "用語のどの名前や別名で検索しても、ほかの名前も見つかります。"};
inline constexpr Message kAlso{"Also: ", "別名: "};
inline constexpr Message kRelated{"Related: ", "関連: "};
inline constexpr Message kGlossaryTitle{"Glossary · {game}", "用語集 · {game}"};
inline constexpr Message kGlossaryDescription{"The {game} glossary: every term with its reading, English name and aliases.",
                                              "{game}の用語集: すべての用語と読み、英語名、別名。"};

// The board diagrams.
inline constexpr Message kBoardCaption{"Board {which}", "{which}の盤面"};
inline constexpr Message kBefore{"before", "開始時"};
inline constexpr Message kAfter{"after", "終了時"};
inline constexpr Message kMarkedNote{" (marked: what happened)", "（起きたことに印）"};
inline constexpr Message kUnchangedNote{" (no card moved or changed)", "（動いたカード・変わったカードなし）"};
inline constexpr Message kNoBoard{"No board: the scenario did not run.", "盤面なし: シナリオが実行されませんでした。"};
inline constexpr Message kBoardTitle{"board {which}: {status}, {winner}", "{which}の盤面: {status}、{winner}"};
inline constexpr Message kBoardStatus{"turn {turn} · {player} active · {phase}", "ターン{turn} · {player}のターン · {phase}"};
inline constexpr Message kWinner{"winner: {player}", "勝者: {player}"};
inline constexpr Message kWinnerWhy{"winner: {player} ({reason})", "勝者: {player}（{reason}）"};
inline constexpr Message kNoWinner{"no winner yet", "勝者なし"};
inline constexpr Message kActive{" (active)", "（ターン中）"};
inline constexpr Message kEmptyZones{"empty: {zones}", "空: {zones}"};
inline constexpr Message kCardOne{"1 card", "1枚"};
inline constexpr Message kCards{"{n} cards", "{n}枚"};
inline constexpr Message kPileTitle{"{player}'s {zone}: {count}, top first:", "{player}の{zone}: {count}、上から:"};
inline constexpr Message kWas{"was {n}", "前は{n}枚"};
inline constexpr Message kOtherCards{"other cards", "別のカード"};
inline constexpr Message kFaceDown{"face down", "裏向き"};
inline constexpr Message kFaceUp{"face up", "表向き"};
inline constexpr Message kTapped{"tapped", "タップ"};
inline constexpr Message kUntapped{"untapped", "アンタップ"};
inline constexpr Message kNow{"now {state}", "{state}になった"};
inline constexpr Message kFrom{"from {zone}", "{zone}から"};
inline constexpr Message kOwnersZone{"{player}'s {zone}", "{player}の{zone}"};
inline constexpr Message kUnder{"under {card}", "{card}の下"};
inline constexpr Message kOn{"on {card}", "{card}に付与"};
inline constexpr Message kAttachedTo{"attached to {card}", "{card}に付与"};
inline constexpr Message kOver{"over {cards}", "下に{cards}"};
inline constexpr Message kOverWas{"over {cards} (was {was})", "下に{cards}（前は{was}）"};
inline constexpr Message kNone{"none", "なし"};
inline constexpr Message kNoLongerAttached{"no longer attached", "付与が外れた"};
inline constexpr Message kStateSet{"{key}: {value}", "{key}: {value}"};
inline constexpr Message kStateChanged{"{key}: {from}→{to}", "{key}: {from}→{to}"};
inline constexpr Message kStateEnded{"{key} ended", "{key}が終わった"};
inline constexpr Message kKeywords{"keywords: {list}", "キーワード: {list}"};
inline constexpr Message kKeywordsTitle{"keywords {list}", "キーワード {list}"};
inline constexpr Message kPrinted{"printed {n}", "印刷値{n}"};
inline constexpr Message kPillDestroyed{"DESTROYED", "破壊"};
inline constexpr Message kPillNew{"NEW", "新規"};
inline constexpr Message kPillMoved{"MOVED", "移動"};
inline constexpr Message kPillChanged{"CHANGED", "変化"};
inline constexpr Message kPillAttacker{"ATTACKER", "攻撃側"};
inline constexpr Message kPillTarget{"TARGET", "攻撃先"};
inline constexpr Message kPillBlocker{"BLOCKER", "ブロック"};
inline constexpr Message kAttacked{"{player} attacked {target} with {attacker}", "{player}は{attacker}で{target}を攻撃した"};
inline constexpr Message kBlockedWith{"; {defender} blocked with {blockers}", "。{defender}は{blockers}でブロックした"};
inline constexpr Message kBlocked{"{defender} blocked {attacker} with {blocker}", "{defender}は{blocker}で{attacker}をブロックした"};
inline constexpr Message kNothingHappened{"No card moved or changed, and no attack was declared.", "動いたカード・変わったカードはなく、攻撃も宣言されていない。"};
inline constexpr Message kWhatHappened{"What happened: {parts}.", "起きたこと: {parts}。"};
inline constexpr Message kDestroyed{"destroyed", "破壊された"};
inline constexpr Message kNewOnBoard{"new on the board", "新たに盤面へ"};
inline constexpr Message kMovedFrom{"moved from {zone}", "{zone}から移動"};
inline constexpr Message kLegendTitle{"Key to the marks", "印の見方"};
inline constexpr Message kLegendDestroyed{"destroyed during the scenario: shown where it went, saying where it was",
                                          "シナリオ中に破壊された: 移動先に描き、元の場所を添える"};
inline constexpr Message kLegendNew{"not on the board before: put onto it during the scenario", "開始時には盤面になかった: シナリオ中に置かれた"};
inline constexpr Message kLegendMoved{"in another zone than before; the card says which (“from hand”)", "前と別のゾーンにある。カードに元の場所を書く（「手札から」）"};
inline constexpr Message kLegendChanged{"a value or state changed: old→new, or what it is now", "値か状態が変わった: 前→後、または今の状態"};
inline constexpr Message kLegendAttack{"an attack, from the attacker (ATTACKER) to what it attacked (TARGET)", "攻撃: 攻撃したカード（攻撃側）から攻撃先（攻撃先）へ"};
inline constexpr Message kLegendBlock{"a block: from the blocking card (BLOCKER) to the attacker", "ブロック: ブロックしたカード（ブロック）から攻撃したカードへ"};
inline constexpr Message kLegendTapped{"a card drawn sideways is tapped (タップ; パーン in Imitation World); its text stays upright",
                                       "横向きのカードはタップ状態（イミテーションワールドではパーン）。文字は縦のまま"};
inline constexpr Message kLegendPile{"face-down cards (a deck, shields, barriers) as one pile with its count; its cards' IDs are in its tooltip",
                                     "裏向きのカード（山札、シールド、バリアなど）は枚数つきの1つの束。カードのIDはツールチップに"};
inline constexpr Message kLegendPrinted{"the value the rules read now, then the printed one", "今ルールが読む値、続いて印刷された値"};

// The search box's words (assets/search.js), written into assets/search-words-<lang>.js by
// search_words.cpp; search.js fills the {placeholders} as msg::render does. The query keeps its
// “quotes” in both languages: readers and the browser test look for them.
inline constexpr Message kSearchResultOne{"1 result for “{query}”{shown}", "“{query}”の検索結果: 1件{shown}"};
inline constexpr Message kSearchResults{"{n} results for “{query}”{shown}", "“{query}”の検索結果: {n}件{shown}"};
inline constexpr Message kSearchFirstShown{" (first {n} shown)", "（最初の{n}件を表示）"};
inline constexpr Message kSearchAlso{"“{typed}” also searched as: {names}", "“{typed}”は次の名前でも検索: {names}"};
inline constexpr Message kSearchDidYouMean{"Did you mean: {names}?", "もしかして: {names}"};
inline constexpr Message kSearchListSeparator{", ", "、"};
inline constexpr Message kSearchUnavailable{"Search is not available: {problem}", "検索を使えません: {problem}"};
inline constexpr Message kSearchCannotLoad{"cannot load {path}", "{path} を読み込めません"};
inline constexpr Message kSearchBadQuery{"Bad query: {problem}", "検索式の誤り: {problem}"};
inline constexpr Message kSearchHitRuling{"ruling", "裁定"};
inline constexpr Message kSearchHitTerm{"glossary", "用語"};
inline constexpr Message kSearchFilterKind{"Kind", "種類"};
inline constexpr Message kSearchAllGames{"all games", "すべてのゲーム"};
inline constexpr Message kSearchAllKinds{"all kinds", "すべての種類"};
inline constexpr Message kSearchRules{"rules", "ルール"};
inline constexpr Message kSearchRulings{"rulings", "裁定"};
inline constexpr Message kSearchAssumptions{"assumptions", "前提"};
inline constexpr Message kSearchGlossary{"glossary", "用語集"};

// Edit and run (assets/play.js with the WebAssembly engine under engine/).
inline constexpr Message kPlayOpen{"Edit and run", "編集して実行"};
inline constexpr Message kPlayEditorLabel{"The scenario's XML: edit it and run it in this page", "シナリオのXML（このページで編集して実行できます）"};
inline constexpr Message kPlayRun{"Run", "実行"};
inline constexpr Message kPlayReset{"Reset", "元に戻す"};
inline constexpr Message kPlayDownload{"Download", "ダウンロード"};
inline constexpr Message kPlayLoading{"Loading the engine…", "エンジンを読み込んでいます…"};
inline constexpr Message kPlayLoadFailed{"The engine could not be loaded: {problem}", "エンジンを読み込めません: {problem}"};
inline constexpr Message kPlayAt{"line {line}, column {column} ({line}:{column}): {message}", "{line}行{column}列（{line}:{column}）: {message}"};
inline constexpr Message kPlayHeading{"Blank board: write a scenario and run it", "白紙の盤面: シナリオを書いて実行する"};
inline constexpr Message kPlayLead{"Choose a game, fill in its scenario template (the board, the moves, what you expect) and run it: the judge "
                                   "runs in this page, offline, and shows the verdict, the boards and the trace as the rulings' pages do.",
                                   "ゲームを選び、シナリオのひな形（盤面・手順・期待する結果）を書き込んで実行してください。judge はこのページの中で"
                                   "オフラインに動き、裁定のページと同じように判定・盤面・トレースを表示します。"};
inline constexpr Message kPlayLink{"Blank board: write your own scenario and run it", "白紙の盤面: 自分でシナリオを書いて実行する"};
inline constexpr Message kPlayMissing{"Edit and run is not in this export: it was made without the WebAssembly engine.",
                                      "この書き出しには「編集して実行」がありません（WebAssembly版エンジンなしで書き出されました）。"};

}  // namespace web_export::say
