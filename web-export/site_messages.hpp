// The exported site's own words (its chrome) in both languages: the frame, headings, labels,
// badges, notices and the board diagrams' marks. The site is written twice from these: Japanese at
// the root, English under en/ (site_export.hpp). Content (rules, rulings, titles) comes from the
// database as it is; only these words change with the page's language.
#pragma once

#include "messages/message.hpp"

namespace web_export::say {

using msg::Message;

// The frame of every page.
JUDGE_MESSAGE(kSiteName, "judge rulings FAQ", "judge 裁定FAQ");
JUDGE_MESSAGE(kPageTitle, "{title} · judge rulings FAQ", "{title} · judge 裁定FAQ");
JUDGE_MESSAGE(kSearchLabel, "Search rules and rulings", "ルールと裁定を検索");
JUDGE_MESSAGE(kSearchPlaceholder, "search: 貫通, タップ, shield trigger", "検索: 貫通, タップ, shield trigger");
JUDGE_MESSAGE(kSearchButton, "Search", "検索");
JUDGE_MESSAGE(kBreadcrumbs, "breadcrumbs", "現在位置");
JUDGE_MESSAGE(kFooter, "Exported by judge from its rules database{built}. Works offline: no request leaves this folder.",
                       "judge がルールデータベースから書き出したサイトです{built}。オフラインで動作し、このフォルダーの外へは通信しません。");
JUDGE_MESSAGE(kFooterBuiltBy, " (built by {who})", "（作成: {who}）");
JUDGE_MESSAGE(kOtherLanguage, "日本語", "English");  // the link to the page in the other language, in that language
JUDGE_MESSAGE(kOtherLanguageLabel, "このページを日本語で表示", "Show this page in English");
JUDGE_MESSAGE(kCrumbGames, "Games", "ゲーム一覧");

// Badges and verdicts.
JUDGE_MESSAGE(kVerdictVerified, "verified", "検証済み");
JUDGE_MESSAGE(kVerdictFailing, "failing", "不合格");
JUDGE_MESSAGE(kVerdictNoScenario, "no scenario yet", "シナリオなし");
JUDGE_MESSAGE(kStatusSuperseded, "superseded", "差し替え済み");
JUDGE_MESSAGE(kStatusActive, "active", "有効");
JUDGE_MESSAGE(kKindRule, "rule", "ルール");
JUDGE_MESSAGE(kKindAssumption, "assumption", "前提");
JUDGE_MESSAGE(kKindCard, "card", "カード");
JUDGE_MESSAGE(kScenarioAnswered, "answered (no expectations)", "回答（期待する結果の指定なし）");
// Not a failure of the rules: the file leaves a player's choice open (edit and run answers it with a button).
JUDGE_MESSAGE(kScenarioNeedsDecision, "waiting for a decision", "選択待ち");
JUDGE_MESSAGE(kScenarioCouldNotRun, "failing: could not run", "不合格: 実行できない");
JUDGE_MESSAGE(kScenarioNotRun, "failing: not run", "不合格: 未実行");

// The ruling page.
JUDGE_MESSAGE(kFactId, "ID", "ID");
JUDGE_MESSAGE(kFactStatus, "Status", "状態");
JUDGE_MESSAGE(kFactDate, "Date", "日付");
JUDGE_MESSAGE(kFactTags, "Tags", "タグ");
JUDGE_MESSAGE(kFactSource, "Source", "出典");
JUDGE_MESSAGE(kFactGame, "Game", "ゲーム");
JUDGE_MESSAGE(kSupersededNotice, "Superseded: this ruling no longer applies. See ", "差し替え済み: この裁定はもう適用されません。新しい裁定: ");
JUDGE_MESSAGE(kSentenceEnd, ".", "。");
JUDGE_MESSAGE(kQuestion, "Question", "質問");
JUDGE_MESSAGE(kAnswer, "Answer", "回答");
JUDGE_MESSAGE(kRestsOn, "Rests on", "根拠");
JUDGE_MESSAGE(kScenarios, "Scenarios", "シナリオ");
JUDGE_MESSAGE(kNoScenarioYet, " No scenario demonstrates this ruling yet.", " この裁定を示すシナリオはまだありません。");
JUDGE_MESSAGE(kAssumptionNote, "The sources are silent here; the judge assumes:", "資料に記載がないため、judge は次のように仮定しています:");
JUDGE_MESSAGE(kChain, "Supersession chain (oldest first)", "差し替えの経緯（古い順）");
JUDGE_MESSAGE(kReplacedBy, " → replaced by ", " → 差し替え先: ");
JUDGE_MESSAGE(kMustDecide, "{player} must decide ({kind}) {prompt}; legal options: {options}",
                           "{player}の選択が必要です（{kind}）{prompt}。選べるもの: {options}");
JUDGE_MESSAGE(kTraceHeading, "Trace: each step with the ID that decided it", "トレース: 各手順と、それを決めたID");
JUDGE_MESSAGE(kEveryLine, "Every line of play: {lines}{truncated}, {outcomes}", "すべての進行: {lines}{truncated}、結果{outcomes}");
JUDGE_MESSAGE(kLineOne, "1 line", "1通り");
JUDGE_MESSAGE(kLines, "{n} lines", "{n}通り");
JUDGE_MESSAGE(kOutcomeOne, "1 distinct outcome", "1種類");
JUDGE_MESSAGE(kOutcomes, "{n} distinct outcomes", "{n}種類");
JUDGE_MESSAGE(kTruncated, " (truncated)", "（打ち切り）");
JUDGE_MESSAGE(kOutcomeColumn, "Outcome", "結果");
JUDGE_MESSAGE(kLinesColumn, "Lines", "進行数");
JUDGE_MESSAGE(kChoicesColumn, "Choices (one line)", "選択（一例）");
JUDGE_MESSAGE(kDiffersColumn, "What differs", "違い");
JUDGE_MESSAGE(kNoOpenDecision, "no open decision", "選択なし");
JUDGE_MESSAGE(kOutcomeHeading, "Outcome {n} ({lines})", "結果{n}（{lines}）");
JUDGE_MESSAGE(kJapaneseOnly, "The question and answer are kept in Japanese only; the title above gives their point in English, and the rules they rest on are in both languages.",
                            "質問と回答は日本語のみです。");
// Under an outcome's boards: each card that ended in another zone, and the step that last names it.
JUDGE_MESSAGE(kWhatMoved, "Cards that ended elsewhere, and the steps that moved them", "移動したカードと、それを動かした手順");
JUDGE_MESSAGE(kThen, "; then ", "、そして ");
JUDGE_MESSAGE(kMovedTo, "{card} → {player}'s {zone}", "{card} → {player}の{zone}");
JUDGE_MESSAGE(kOutcomeTraceHeading, "Outcome {n}", "結果{n}");
// A passing scenario's verdict, file and traces, folded under the boards a player reads.
JUDGE_MESSAGE(kJudgeVerdict, "For judges: the verdict and the scenario file", "ジャッジ向け: 判定とシナリオファイル");
JUDGE_MESSAGE(kJudgeDetails, "For judges: the verdict, the scenario file and every step with its rule",
                             "ジャッジ向け: 判定、シナリオファイル、各手順とその根拠");

// The top page and the game pages.
JUDGE_MESSAGE(kTopHeading, "Rulings FAQ", "裁定集");
JUDGE_MESSAGE(kTopLead, "Every ruling with the rules it rests on and the scenario that proves it. "
                        "Type in the search box above: Japanese or English, glossary aliases included.",
                        "すべての裁定を、その根拠となるルールと、それを確かめるシナリオとともに載せています。"
                        "上の検索欄には日本語でも英語でも、用語集の別名でも入力できます。");
JUDGE_MESSAGE(kGame, "Game", "ゲーム");
JUDGE_MESSAGE(kRulesColumn, "Rules", "ルール");
JUDGE_MESSAGE(kRulingsColumn, "Rulings", "裁定");
JUDGE_MESSAGE(kAssumptionsColumn, "Assumptions", "前提");
JUDGE_MESSAGE(kTermsColumn, "Glossary terms", "用語");
JUDGE_MESSAGE(kCardsColumn, "Cards", "カード");
JUDGE_MESSAGE(kNoScript, "Search needs JavaScript; every page is reachable through the links without it.",
                         "検索には JavaScript が必要です。どのページもリンクからたどれます。");
JUDGE_MESSAGE(kTopTitle, "Games", "ゲーム一覧");
JUDGE_MESSAGE(kTopDescription, "Rulings FAQ for {n} card games: every ruling with the rules it rests on and the scenario that proves it, searchable offline.",
                               "{n}つのカードゲームの裁定集: すべての裁定を根拠のルールと確認用シナリオとともに、オフラインで検索できます。");
JUDGE_MESSAGE(kGameLead, "{rules} rules · {rulings} rulings · {assumptions} assumptions · {terms} glossary terms · {cards} cards",
                         "ルール{rules}件 · 裁定{rulings}件 · 前提{assumptions}件 · 用語{terms}件 · カード{cards}枚");
// How far the judge has proven a game's rulings: for judges, folded under the lead.
JUDGE_MESSAGE(kGameChecks, "For judges: {verified} of {rulings} rulings are proven by a scenario the judge runs; {failing} failing, {none} without a scenario.",
                           "ジャッジ向け: 裁定{rulings}件のうち{verified}件を、judge が実行するシナリオで検証済み（不合格{failing}件、シナリオなし{none}件）。");
JUDGE_MESSAGE(kGameChecksSummary, "How the rulings are checked", "裁定の検証状況");
// A ruling in a list that no scenario proves yet, or whose scenario fails: said to a player.
JUDGE_MESSAGE(kRulingUnproven, "not yet checked", "未検証");
JUDGE_MESSAGE(kRulingDisputed, "under review", "確認中");
JUDGE_MESSAGE(kReferenceNav, "reference", "目次");
JUDGE_MESSAGE(kRulings, "Rulings", "裁定");
JUDGE_MESSAGE(kRules, "Rules", "ルール");
JUDGE_MESSAGE(kTags, "Tags", "タグ");
JUDGE_MESSAGE(kAssumptions, "Assumptions", "前提");
JUDGE_MESSAGE(kGlossary, "Glossary", "用語集");
JUDGE_MESSAGE(kCardIndex, "Cards", "カード");
JUDGE_MESSAGE(kOther, "Other", "その他");
JUDGE_MESSAGE(kRulingTopics, "ruling topics", "裁定の分類");
JUDGE_MESSAGE(kGameDescription, "{game}: {rulings} rulings by topic, {rules} rules, assumptions, glossary and cards.",
                                "{game}: 分類別の裁定{rulings}件、ルール{rules}件、前提、用語集とカード。");
JUDGE_MESSAGE(kTag, "Tag", "タグ");
JUDGE_MESSAGE(kTagLead, "{count} of {game} tagged {tag}.", "{game}の裁定のうち、タグ「{tag}」のもの: {count}。");
JUDGE_MESSAGE(kRulingOne, "1 ruling", "1件");
JUDGE_MESSAGE(kRulingsCount, "{n} rulings", "{n}件");
JUDGE_MESSAGE(kTagTitle, "Tag {tag} · {game}", "タグ {tag} · {game}");

// Rule sections, assumptions, glossary.
JUDGE_MESSAGE(kCitedBy, "Rulings citing it ({n})", "これを根拠とする裁定（{n}）");
JUDGE_MESSAGE(kOfficialSourceLabel, "Official source: ", "公式の出典: ");
JUDGE_MESSAGE(kOfficialSourceFact, "Official source", "公式の出典");
JUDGE_MESSAGE(kFactAddress, "Address", "アドレス");
JUDGE_MESSAGE(kOfficialCitedByOne, "Cited as the official source of 1 entry", "これを公式の出典とする項目 1 件");
JUDGE_MESSAGE(kOfficialNotInVersion, " (not in the version imported now)", "（今取り込まれている版にはありません）");
JUDGE_MESSAGE(kOfficialCitedBy, "Cited as the official source of {n} entries", "これを公式の出典とする項目 {n} 件");
JUDGE_MESSAGE(kOfficialQa, "official Q&A", "公式Q&A");
JUDGE_MESSAGE(kOfficialQaNoScenario, "An answer of the official Q&A: it stands on its source. A scenario that plays it out can still be written.",
                                     "公式Q&Aの回答で、出典そのものが根拠です。実際に進めて確かめるシナリオを書くこともできます。");
JUDGE_MESSAGE(kAssumptionConfirmed, "assumption confirmed by an official source", "公式の出典で確認済みの前提");
JUDGE_MESSAGE(kGameOfficialQa, "{count} answers of the official Q&A stand on their source.", "公式Q&Aの回答{count}件は出典そのものが根拠です。");
JUDGE_MESSAGE(kSourceLabel, "Source: ", "出典: ");
JUDGE_MESSAGE(kImportedCardList, "a card list imported with judge db import-cards", "judge db import-cards で取り込んだカードリスト");
JUDGE_MESSAGE(kRuleSection, "Rule section ", "ルールの節 ");
JUDGE_MESSAGE(kAssumptionsLead, "Where the source documents are silent and the judge still needs an answer, an assumption says what the judge "
                                "relies on and why. These are the project's assumptions, not official rules, except where one says an official source confirms it.",
                                "資料に書かれていないのに判定に答えが必要なところでは、judge が何を前提にするか、"
                                "なぜそうするかを前提として示します。公式のルールではなく、このプロジェクトの前提です（公式の出典で確認済みと示したものを除きます）。");
JUDGE_MESSAGE(kAssumes, "Assumes", "前提とする内容");
JUDGE_MESSAGE(kWhy, "Why", "理由");
JUDGE_MESSAGE(kAssumptionsTitle, "Assumptions · {game}", "前提 · {game}");
JUDGE_MESSAGE(kAssumptionsDescription, "What the judge assumes where the {game} sources are silent, why, and the scenarios that show it.",
                                       "{game}の資料に書かれていないところで judge が前提とすること、その理由と、それを示すシナリオ。");
JUDGE_MESSAGE(kGlossaryLead, "Searching for any name or alias of a term also finds its other names.",
                             "用語のどの名前や別名で検索しても、ほかの名前も見つかります。");
JUDGE_MESSAGE(kAlso, "Also: ", "別名: ");
JUDGE_MESSAGE(kKnownAs, "In other card games: ", "他のカードゲームでは: ");
JUDGE_MESSAGE(kRelated, "Related: ", "関連: ");
JUDGE_MESSAGE(kGlossaryTitle, "Glossary · {game}", "用語集 · {game}");
JUDGE_MESSAGE(kGlossaryDescription, "The {game} glossary: every term with its reading, English name and aliases.",
                                    "{game}の用語集: すべての用語と読み、英語名、別名。");

// The card pages and each game's card index (card_pages.cpp).
JUDGE_MESSAGE(kCardsTitle, "Cards · {game}", "カード · {game}");
JUDGE_MESSAGE(kCardsLead, "Every card of {game} in the database, by reading: its text, the rulings about it and the scenarios that use it.",
                          "データベースにある{game}のカード（読みの順）。カードのテキスト、そのカードについての裁定、そのカードを使うシナリオを載せています。");
JUDGE_MESSAGE(kCardsDescription, "The {game} cards: each with its text, values, the rulings about it and the scenarios that use it.",
                                 "{game}のカード一覧: テキスト、数値、そのカードについての裁定とシナリオ。");
JUDGE_MESSAGE(kCardsNone, "The database holds no card of this game yet.", "このゲームのカードはまだデータベースにありません。");
JUDGE_MESSAGE(kCardCounts, "rulings and assumptions {about} · scenarios {scenarios}", "裁定・前提{about}件 · シナリオ{scenarios}件");
JUDGE_MESSAGE(kCardTitle, "{name} · {game} card", "{name} · {game}のカード");
JUDGE_MESSAGE(kCardDescription, "{name}, a {game} card: its text, values, the rulings about it and the scenarios that use it.",
                                "{game}のカード「{name}」: テキスト、数値、このカードについての裁定とシナリオ。");
JUDGE_MESSAGE(kFactReading, "Reading", "読み");
JUDGE_MESSAGE(kFactEnglishName, "English name", "英語名");
JUDGE_MESSAGE(kFactCardType, "Card type", "カードの種類");
JUDGE_MESSAGE(kFactValues, "Values", "数値");
JUDGE_MESSAGE(kFactTraits, "Traits", "特徴");
JUDGE_MESSAGE(kFactKeywords, "Keywords", "キーワード能力");
JUDGE_MESSAGE(kFactCards, "Cards", "対象のカード");
JUDGE_MESSAGE(kLabelEnd, ": ", ": ");
JUDGE_MESSAGE(kCardText, "Card text", "カードのテキスト");
JUDGE_MESSAGE(kCardNoText, "No printed text is given for this card.", "このカードのテキストは登録されていません。");
JUDGE_MESSAGE(kAbilities, "Abilities as the judge plays them", "judge が処理する能力");
JUDGE_MESSAGE(kAbilitiesLead, "The card's <ability> elements in the scenario format, as the judge plays the text above:",
                              "上のテキストを judge が処理する形（シナリオ形式の <ability> 要素）:");
JUDGE_MESSAGE(kAbilitiesNone, "No <ability> element: the judge plays this card by its type, values and keywords.",
                              "<ability> 要素はありません。judge はこのカードを種類・数値・キーワード能力のとおりに処理します。");
JUDGE_MESSAGE(kAboutCard, "Rulings and assumptions about it", "このカードについての裁定と前提");
JUDGE_MESSAGE(kAboutCardNone, "No ruling or assumption names this card yet.", "このカードを対象とする裁定・前提はまだありません。");
JUDGE_MESSAGE(kScenariosUsing, "Scenarios that use it", "このカードを使うシナリオ");
JUDGE_MESSAGE(kScenariosUsingNone, "No scenario takes this card from the card library yet.", "このカードをカードライブラリから使うシナリオはまだありません。");
JUDGE_MESSAGE(kScenariosUsingAll, "Scenarios that take this card from the card library: {n}. Each is shown with its verdict, its board "
                                  "before and edit and run; its trace and board after are on the page of what it demonstrates.",
                                  "このカードをカードライブラリから使うシナリオ: {n}件。それぞれの判定・開始時の盤面・編集して実行を載せています。"
                                  "トレースと終了時の盤面は、そのシナリオが示す項目のページにあります。");
JUDGE_MESSAGE(kScenariosUsingSome, "Scenarios that take this card from the card library: {n}. The first {shown} (those of the rulings about "
                                   "this card first) are shown with their verdict, board before and edit and run, the others listed after "
                                   "them; each scenario's trace and board after are on the page of what it demonstrates.",
                                   "このカードをカードライブラリから使うシナリオ: {n}件。最初の{shown}件（このカードについての裁定のものが先）は"
                                   "判定・開始時の盤面・編集して実行とともに、残りはその後に一覧で載せています。トレースと終了時の盤面は、"
                                   "そのシナリオが示す項目のページにあります。");
JUDGE_MESSAGE(kOtherScenariosUsing, "Other scenarios that use it", "このカードを使うほかのシナリオ");
JUDGE_MESSAGE(kDemonstrates, "Demonstrates: ", "示す項目: ");
JUDGE_MESSAGE(kUsesCards, "Cards from the library: ", "使用カード: ");

// The board diagrams.
JUDGE_MESSAGE(kBoardCaption, "Board {which}", "{which}の盤面");
JUDGE_MESSAGE(kBefore, "before", "開始時");
JUDGE_MESSAGE(kAfter, "after", "終了時");
JUDGE_MESSAGE(kMarkedNote, " (marked: what happened)", "（起きたことに印）");
JUDGE_MESSAGE(kUnchangedNote, " (no card moved or changed)", "（動いたカード・変わったカードなし）");
JUDGE_MESSAGE(kNoBoard, "No board: the scenario did not run.", "盤面なし: シナリオが実行されませんでした。");
JUDGE_MESSAGE(kBoardTitle, "board {which}: {status}, {winner}", "{which}の盤面: {status}、{winner}");
JUDGE_MESSAGE(kBoardStatus, "turn {turn} · {player} active · {phase}", "ターン{turn} · {player}のターン · {phase}");
JUDGE_MESSAGE(kWinner, "winner: {player}", "勝者: {player}");
JUDGE_MESSAGE(kWinnerWhy, "winner: {player} ({reason})", "勝者: {player}（{reason}）");
JUDGE_MESSAGE(kNoWinner, "no winner yet", "勝者: まだなし");
JUDGE_MESSAGE(kActive, " (active)", "（ターン中）");
JUDGE_MESSAGE(kEmptyZones, "empty: {zones}", "空: {zones}");
JUDGE_MESSAGE(kCardOne, "1 card", "1枚");
JUDGE_MESSAGE(kCards, "{n} cards", "{n}枚");
JUDGE_MESSAGE(kPileTitle, "{player}'s {zone}: {count}, top first:", "{player}の{zone}: {count}、上から:");
JUDGE_MESSAGE(kWas, "was {n}", "前は{n}枚");
JUDGE_MESSAGE(kOtherCards, "other cards", "別のカード");
JUDGE_MESSAGE(kFaceDown, "face down", "裏向き");
JUDGE_MESSAGE(kFaceUp, "face up", "表向き");
JUDGE_MESSAGE(kTapped, "tapped", "タップ");
JUDGE_MESSAGE(kUntapped, "untapped", "アンタップ");
JUDGE_MESSAGE(kNow, "now {state}", "{state}になった");
JUDGE_MESSAGE(kFrom, "from {zone}", "{zone}から");
JUDGE_MESSAGE(kOwnersZone, "{player}'s {zone}", "{player}の{zone}");
JUDGE_MESSAGE(kUnder, "under {card}", "{card}の下");
JUDGE_MESSAGE(kOn, "on {card}", "{card}に付与");
JUDGE_MESSAGE(kAttachedTo, "attached to {card}", "{card}に付与");
JUDGE_MESSAGE(kOver, "over {cards}", "下に{cards}");
JUDGE_MESSAGE(kOverWas, "over {cards} (was {was})", "下に{cards}（前は{was}）");
JUDGE_MESSAGE(kNone, "none", "なし");
JUDGE_MESSAGE(kNoLongerAttached, "no longer attached", "付与が外れた");
JUDGE_MESSAGE(kStateSet, "{key}: {value}", "{key}: {value}");
JUDGE_MESSAGE(kStateChanged, "{key}: {from}→{to}", "{key}: {from}→{to}");
JUDGE_MESSAGE(kStateEnded, "{key} ended", "{key}が終わった");
JUDGE_MESSAGE(kKeywords, "keywords: {list}", "キーワード: {list}");
JUDGE_MESSAGE(kKeywordsTitle, "keywords {list}", "キーワード {list}");
JUDGE_MESSAGE(kPrinted, "printed {n}", "印刷値{n}");
JUDGE_MESSAGE(kPillDestroyed, "DESTROYED", "破壊");
JUDGE_MESSAGE(kPillNew, "NEW", "新規");
JUDGE_MESSAGE(kPillMoved, "MOVED", "移動");
JUDGE_MESSAGE(kPillChanged, "CHANGED", "変化");
JUDGE_MESSAGE(kPillAttacker, "ATTACKER", "攻撃側");
JUDGE_MESSAGE(kPillTarget, "TARGET", "攻撃先");
JUDGE_MESSAGE(kPillBlocker, "BLOCKER", "ブロック");
JUDGE_MESSAGE(kAttacked, "{player} attacked {target} with {attacker}", "{player}は{attacker}で{target}を攻撃した");
JUDGE_MESSAGE(kBlockedWith, "; {defender} blocked with {blockers}", "。{defender}は{blockers}でブロックした");
JUDGE_MESSAGE(kBlocked, "{defender} blocked {attacker} with {blocker}", "{defender}は{blocker}で{attacker}をブロックした");
JUDGE_MESSAGE(kNothingHappened, "No card moved or changed, and no attack was declared.", "動いたカード・変わったカードはなく、攻撃も宣言されていない。");
JUDGE_MESSAGE(kWhatHappened, "What happened: {parts}.", "起きたこと: {parts}。");
JUDGE_MESSAGE(kDestroyed, "destroyed", "破壊された");
JUDGE_MESSAGE(kNewOnBoard, "new on the board", "新たに盤面へ");
JUDGE_MESSAGE(kMovedFrom, "moved from {zone}", "{zone}から移動");
JUDGE_MESSAGE(kLegendTitle, "Key to the marks", "印の見方");
JUDGE_MESSAGE(kLegendDestroyed, "destroyed during the scenario: shown where it went, saying where it was",
                                "シナリオ中に破壊された: 移動先に描き、元の場所を添える");
JUDGE_MESSAGE(kLegendNew, "not on the board before: put onto it during the scenario", "開始時には盤面になかった: シナリオ中に置かれた");
JUDGE_MESSAGE(kLegendMoved, "in another zone than before; the card says which (“from hand”)", "前と別のゾーンにある。カードに元の場所を書く（「手札から」）");
JUDGE_MESSAGE(kLegendChanged, "a value or state changed: old→new, or what it is now", "値か状態が変わった: 前→後、または今の状態");
JUDGE_MESSAGE(kLegendAttack, "an attack, from the attacker (ATTACKER) to what it attacked (TARGET)", "攻撃: 攻撃したカード（攻撃側）から攻撃先（攻撃先）へ");
JUDGE_MESSAGE(kLegendBlock, "a block: from the blocking card (BLOCKER) to the attacker", "ブロック: ブロックしたカード（ブロック）から攻撃したカードへ");
// {tapped}: the game's own word for the state (タップ, パーン).
JUDGE_MESSAGE(kTappedState, "tapped", "タップ");
JUDGE_MESSAGE(kLegendTapped, "a card drawn sideways is {tapped}; its text stays upright", "横向きのカードは{tapped}状態。文字は縦のまま");
JUDGE_MESSAGE(kLegendPile, "the face-down cards of a zone as one pile with its count (their IDs in the pile's description)",
                           "ゾーンの裏向きのカードは、枚数を書いた1つの束（カードのIDは束の説明に）");
JUDGE_MESSAGE(kLegendPrinted, "the value the rules read now, then the printed one", "今ルールが読む値、続いて印刷された値");

// The search box's words (assets/search.js), written into assets/search-words-<lang>.js by
// search_words.cpp; search.js fills the {placeholders} as msg::render does. The query keeps its
// “quotes” in both languages: readers and the browser test look for them.
JUDGE_MESSAGE(kSearchResultOne, "1 result for “{query}”{shown}", "“{query}”の検索結果: 1件{shown}");
JUDGE_MESSAGE(kSearchResults, "{n} results for “{query}”{shown}", "“{query}”の検索結果: {n}件{shown}");
JUDGE_MESSAGE(kSearchFirstShown, " (first {n} shown)", "（最初の{n}件を表示）");
JUDGE_MESSAGE(kSearchAlso, "“{typed}” also searched as: {names}", "“{typed}”は次の名前でも検索: {names}");
JUDGE_MESSAGE(kSearchDidYouMean, "Did you mean: {names}?", "もしかして: {names}");
JUDGE_MESSAGE(kSearchMatchedSome, "The best results match {n} of the {m} words{missing}.", "{m}語のうち{n}語に一致した結果です{missing}。");
JUDGE_MESSAGE(kSearchNoEntryHas, "; no entry has {words}", "。{words}を含む項目はありません");
JUDGE_MESSAGE(kSearchLeftOut, "Not searched: {words}", "検索しなかった語: {words}");
JUDGE_MESSAGE(kSearchListSeparator, ", ", "、");
JUDGE_MESSAGE(kSearchUnavailable, "Search is not available: {problem}", "検索を使えません: {problem}");
JUDGE_MESSAGE(kSearchCannotLoad, "cannot load {path}", "{path} を読み込めません");
JUDGE_MESSAGE(kSearchBadQuery, "Bad query: {problem}", "検索式の誤り: {problem}");
JUDGE_MESSAGE(kSearchHitRuling, "ruling", "裁定");
JUDGE_MESSAGE(kSearchHitTerm, "glossary", "用語");
JUDGE_MESSAGE(kSearchFilterKind, "Kind", "種類");
JUDGE_MESSAGE(kSearchAllGames, "all games", "すべてのゲーム");
JUDGE_MESSAGE(kSearchAllKinds, "all kinds", "すべての種類");
JUDGE_MESSAGE(kSearchRules, "rules", "ルール");
JUDGE_MESSAGE(kSearchRulings, "rulings", "裁定");
JUDGE_MESSAGE(kSearchAssumptions, "assumptions", "前提");
JUDGE_MESSAGE(kSearchGlossary, "glossary", "用語集");
JUDGE_MESSAGE(kSearchCards, "cards", "カード");

// Edit and run (assets/play.js with the WebAssembly engine under engine/).
JUDGE_MESSAGE(kPlayOpen, "Edit and run", "編集して実行");
JUDGE_MESSAGE(kPlayEditorLabel, "The scenario's XML: edit it and run it in this page", "シナリオのXML（このページで編集して実行できます）");
JUDGE_MESSAGE(kPlayRun, "Run", "実行");
JUDGE_MESSAGE(kPlayUndo, "Undo", "一つ戻す");
JUDGE_MESSAGE(kPlayReset, "Start over", "最初からやり直す");
JUDGE_MESSAGE(kPlayDownload, "Download", "ダウンロード");
JUDGE_MESSAGE(kPlayShare, "Link to this scenario", "このシナリオへのリンク");
JUDGE_MESSAGE(kPlayShareLabel, "A link that opens this scenario in the blank board (the scenario is in the link itself: nothing is uploaded)",
                               "このシナリオを白紙の盤面で開くリンク（シナリオはリンクそのものに入っていて、どこにも送られません）");
JUDGE_MESSAGE(kPlayBadLink, "This link's scenario cannot be read: {problem}", "このリンクのシナリオを読めません: {problem}");
JUDGE_MESSAGE(kPlayShareCopied, "The link is copied.", "リンクをコピーしました。");
JUDGE_MESSAGE(kPlayExplore, "Play every line (each open decision every way)", "すべての進行を調べる（決まっていない選択をすべて試す）");
JUDGE_MESSAGE(kPlayDecide, "{player} decides: {prompt}", "{player} が決めます: {prompt}");
JUDGE_MESSAGE(kPlayDecideHow, "Tap an answer: it is added to the scenario and the scenario runs again.",
                              "答えを選ぶと、シナリオに書き加えてもう一度実行します。");
JUDGE_MESSAGE(kPlayChooseCount, "Choose {fewest} to {most}, then confirm.", "{fewest}〜{most}個を選んでから決定してください。");
JUDGE_MESSAGE(kPlayChooseOrder, "Tap every one, first to last, then confirm.", "すべてを先にするものから順に選んでから決定してください。");
JUDGE_MESSAGE(kPlayConfirm, "Confirm", "決定");
JUDGE_MESSAGE(kPlayAddMove, "Add a move", "手順を加える");
JUDGE_MESSAGE(kPlayMovesHow, "The moves the rules allow after the scenario's last move: tap one to add it and run again.",
                             "シナリオの最後の手順のあとにルールが認める手順です。選ぶと書き加えてもう一度実行します。");
JUDGE_MESSAGE(kPlayMovesOf, "{player}'s moves", "{player} の手順");
JUDGE_MESSAGE(kPlayMovesOther, "Moves that name no player", "プレイヤーを指定しない手順");
JUDGE_MESSAGE(kPlayNoMoves, "No move is possible now.", "今できる手順はありません。");
JUDGE_MESSAGE(kPlayAddExpect, "Expect what happened", "結果を期待に加える");
JUDGE_MESSAGE(kPlayExpectHow, "Tap what must hold at the end: it is added to <expect> and the scenario runs again.",
                              "最後に成り立つべきことを選ぶと、<expect> に書き加えてもう一度実行します。");
JUDGE_MESSAGE(kPlayExpectNoWinner, "Nobody has won", "勝者はいない");
JUDGE_MESSAGE(kPlayExpectWinner, "{player} has won", "{player} の勝ち");
JUDGE_MESSAGE(kPlayExpectCard, "{card} ends in {player}'s {zone}", "{card} は {player} の{zone}で終わる");
JUDGE_MESSAGE(kPlayExpectTapped, "(tapped)", "（タップ）");
JUDGE_MESSAGE(kPlayExpectAdded, " (expected already)", "（期待に追加済み）");
JUDGE_MESSAGE(kPlayExpectValue, "{card}'s {stat} is {value} (printed {printed})", "{card} の{stat}は {value}（印刷は {printed}）");
JUDGE_MESSAGE(kPlayExpectRunFirst, "Run the scenario to its end first: the expectations are read off its board after.",
                                   "先にシナリオを最後まで実行してください。期待は終了時の盤面から選びます。");
// The board editor (assets/board-editor.js), handed over as one JSON object (play_page.cpp).
JUDGE_MESSAGE(kBoardOpen, "Edit the board", "盤面を編集");
JUDGE_MESSAGE(kBoardHeading, "The board before the moves", "手順の前の盤面");
JUDGE_MESSAGE(kBoardPlayer, "{player}'s board", "{player} の盤面");
JUDGE_MESSAGE(kBoardZoneOf, "{player}: {zone}", "{player}: {zone}");
JUDGE_MESSAGE(kBoardAddCard, "Add a card to {zone}", "{zone} にカードを加える");
JUDGE_MESSAGE(kBoardEditCard, "Edit the card {card}", "カード {card} を編集");
JUDGE_MESSAGE(kBoardZone, "Where", "置き場所");
JUDGE_MESSAGE(kBoardId, "ID (how moves name it)", "ID（手順での呼び名）");
JUDGE_MESSAGE(kBoardName, "Card (a name or reading from the list)", "カード（リストの名前か読み）");
JUDGE_MESSAGE(kBoardType, "Or a blank card of the type", "または白紙のカードの種類");
JUDGE_MESSAGE(kBoardTypeFromName, "(the named card's)", "（名前のカードのまま）");
JUDGE_MESSAGE(kBoardKeywords, "Keywords (separated by spaces)", "キーワード（空白で区切る）");
JUDGE_MESSAGE(kBoardTapped, "Tapped", "タップしている");
JUDGE_MESSAGE(kBoardFaceDown, "Face down", "裏向き");
JUDGE_MESSAGE(kBoardEnteredThisTurn, "Entered this turn", "このターンに出た");
JUDGE_MESSAGE(kBoardSave, "Save", "保存");
JUDGE_MESSAGE(kBoardCancel, "Cancel", "やめる");
JUDGE_MESSAGE(kBoardRemove, "Remove", "取り除く");
JUDGE_MESSAGE(kBoardTurn, "Turn", "ターン");
JUDGE_MESSAGE(kBoardActive, "Whose turn", "手番");
JUDGE_MESSAGE(kBoardPhase, "Phase", "フェイズ");
JUDGE_MESSAGE(kBoardBadId, "'{id}' cannot be this card's ID: an ID is one word that no other card has", "「{id}」はこのカードの ID にできません。ID はほかのカードと重ならない一語です");
JUDGE_MESSAGE(kBoardNameOrType, "Choose a card from the list, or the type of a blank card", "リストのカードか、白紙のカードの種類を選んでください");
JUDGE_MESSAGE(kBoardScenarioTitle, "The point in dispute (the scenario's title)", "争点（シナリオのタイトル）");
JUDGE_MESSAGE(kBoardNotInLibrary, "'{name}' is not a card of the list: choose one from it, or the type of a blank card",
                                  "「{name}」はリストにないカードです。リストから選ぶか、白紙のカードの種類を選んでください");
JUDGE_MESSAGE(kBoardBadValue, "'{value}' is not a value: a whole number from 0 to 1000000", "「{value}」は値にできません。0 から 1000000 までの整数です");
JUDGE_MESSAGE(kBoardAbilities, "Abilities", "能力");
JUDGE_MESSAGE(kBoardSaveFirst, "Save the card to give it abilities.", "能力を加えるには、先にカードを保存してください。");
JUDGE_MESSAGE(kBoardAddAbility, "Add an ability", "能力を加える");
JUDGE_MESSAGE(kBoardEditAbility, "The ability", "能力");
JUDGE_MESSAGE(kBoardEditAbilityOf, "Edit the ability {ability}", "能力 {ability} を編集");
JUDGE_MESSAGE(kBoardAbilityKind, "Kind", "種類 (kind)");
JUDGE_MESSAGE(kBoardAbilityOp, "What it does (the operations of this kind)", "すること（この種類で使える操作）");
JUDGE_MESSAGE(kBoardAbilityTrigger, "When it triggers", "誘発するとき (trigger)");
JUDGE_MESSAGE(kBoardAbilityCondition, "Condition (from the list; N is a number)", "条件（リストから。N は数）");
JUDGE_MESSAGE(kBoardAbilityTarget, "What it works on", "対象 (target)");
JUDGE_MESSAGE(kBoardCardText, "Card text (paste it to read it into abilities)", "カードのテキスト（貼り付けると能力に変換）");
JUDGE_MESSAGE(kBoardReadText, "Read the text", "テキストを読む");
JUDGE_MESSAGE(kBoardTextNotPlayed, "printed text not understood, not played: 「{sentence}」", "読めないため扱わない印刷テキスト:「{sentence}」");
JUDGE_MESSAGE(kBoardTextReadBy, "read as {id} says", "{id} による読み方");
JUDGE_MESSAGE(kBoardTextNotRead, "not understood: 「{unread}」; this sentence is not played", "読めません:「{unread}」。この文は扱いません");
JUDGE_MESSAGE(kBoardAbilityDuration, "How long it lasts", "続く間 (duration)");
JUDGE_MESSAGE(kBoardBadXml, "The board cannot be shown until the XML is fixed: {problem}", "XML を直すまで盤面を表示できません: {problem}");
JUDGE_MESSAGE(kPlayLoading, "Loading the engine…", "エンジンを読み込んでいます…");
JUDGE_MESSAGE(kPlayLoadFailed, "The engine could not be loaded: {problem}", "エンジンを読み込めません: {problem}");
JUDGE_MESSAGE(kPlayAt, "line {line}, column {column} ({line}:{column}): {message}", "{line}行{column}列（{line}:{column}）: {message}");
JUDGE_MESSAGE(kPlayHeading, "Blank board: write a scenario and run it", "白紙の盤面: シナリオを書いて実行する");
JUDGE_MESSAGE(kPlayLead, "Choose a game, fill in its scenario template (the board, the moves, what you expect) and run it: the judge "
                         "runs in this page, offline, and shows the verdict, the boards and the trace as the rulings' pages do.",
                         "ゲームを選び、シナリオのひな形（盤面・手順・期待する結果）を書き込んで実行してください。judge はこのページの中で"
                         "オフラインに動き、裁定のページと同じように判定・盤面・トレースを表示します。");
JUDGE_MESSAGE(kPlayLink, "Blank board: write your own scenario and run it", "白紙の盤面: 自分でシナリオを書いて実行する");
JUDGE_MESSAGE(kPlayMissing, "Edit and run is not in this export: it was made without the WebAssembly engine.",
                            "この書き出しには「編集して実行」がありません（WebAssembly版エンジンなしで書き出されました）。");

}  // namespace web_export::say
