// The command line's own sentences in both languages (usage notes, summaries, labels); the engine's
// are in judge/core/core_messages.hpp and each game's messages, the database's in rulesdb.
#pragma once

#include <string>

#include "messages/language.hpp"

namespace cli {

using msg::Message;

// The language option.
JUDGE_MESSAGE(kDbTargetFolder, "judge: {path} is a folder: db build writes the database as a file (give --db a file's path)",
                               "judge: {path} はフォルダーです。db build はデータベースをファイルとして書きます (--db にはファイルのパスを指定してください)");
JUDGE_MESSAGE(kDbTargetNotJudge, "judge: {path} is not a database judge built, and db build replaces nothing else (give --db another path, or remove the file)",
                                 "judge: {path} は judge が作ったデータベースではありません。db build はそれ以外のファイルを置き換えません (--db に別のパスを指定するか、ファイルを削除してください)");
JUDGE_MESSAGE(kCannotWriteOutput, "judge: cannot write the output: {reason}", "judge: 出力を書き込めません: {reason}");
JUDGE_MESSAGE(kNeedsPath, "needs a path, not an empty string", "パスが必要です（空の文字列は使えません）");
JUDGE_MESSAGE(kBadLanguage, "judge: --lang '{value}' names no language judge speaks; use ja or en",
                            "judge: --lang '{value}' は対応していない言語です。ja か en を指定してください");
JUDGE_MESSAGE(kLangOptionHelp, "language of messages, traces and boards (default: $JUDGE_LANG, else the locale, else en)",
                               "メッセージ・トレース・盤面の言語 (省略時: $JUDGE_LANG、次にロケール、なければ en)");

// Usage errors (src/usage_errors.cpp reads CLI11's English and says it again).
JUDGE_MESSAGE(kUsageNeedsCommand, "a command is required", "コマンドを指定してください");
JUDGE_MESSAGE(kUsageRequired, "{what} is required", "{what} を指定してください");
JUDGE_MESSAGE(kUsageExtra, "not expected here: {args}", "ここでは使えない引数です: {args}");
JUDGE_MESSAGE(kUsageValueMissing, "{option} needs a value ({type})", "{option} には値 ({type}) が必要です");
JUDGE_MESSAGE(kUsageExcludes, "{a} cannot be used with {b}", "{a} と {b} は同時に使えません");
JUDGE_MESSAGE(kUsageRequires, "{a} needs {b}", "{a} には {b} が必要です");
JUDGE_MESSAGE(kUsageNotConvertible, "{option}: '{value}' is not a value it takes", "{option}: 「{value}」は使える値ではありません");
JUDGE_MESSAGE(kUsageNotAllowed, "{option}: '{value}' is not one of the values it takes", "{option}: 「{value}」は選べる値ではありません");
JUDGE_MESSAGE(kUsageOutOfRange, "{option}: '{value}' is not a whole number from {min} to {max}", "{option}: 「{value}」は {min} から {max} までの整数ではありません");
JUDGE_MESSAGE(kUsageNotANumber, "{option}: '{value}' is not a whole number", "{option}: 「{value}」は整数ではありません");
JUDGE_MESSAGE(kUsageFlagTakesNoValue, "{option} takes no value", "{option} は値を取りません");
JUDGE_MESSAGE(kUsageTooMany, "{option} is given more values than it takes", "{option} に値が多すぎます");
JUDGE_MESSAGE(kUsageOther, "the command line cannot be read: {detail}", "コマンドラインを読めません: {detail}");
JUDGE_MESSAGE(kUsageDashWord, "A word that starts with '-' leaves that word out of a search: write it after --, beside a word to search for (judge search -- 攻撃 {word}).",
                              "「-」で始まる語は、その語を含む項目を検索から除く指定です。-- の後に、検索する語と一緒に書いてください (judge search -- 攻撃 {word})。");
JUDGE_MESSAGE(kUsageHint, "Run with --help for more information.", "詳しくは --help を付けて実行してください。");

// Help screens.
JUDGE_MESSAGE(kAppHelp, "judge: rulings reference and automated judge for Japanese trading card games",
                        "judge: 日本のトレーディングカードゲームの裁定リファレンスと自動ジャッジ");
JUDGE_MESSAGE(kDbOptionHelp, "rules database (default: $JUDGE_DB, else the one the build wrote)",
                             "ルールデータベース (省略時: $JUDGE_DB、なければビルドが書いたもの)");
JUDGE_MESSAGE(kHelpUsage, "Usage", "使い方");
JUDGE_MESSAGE(kHelpOptionsWord, "OPTIONS", "オプション");
JUDGE_MESSAGE(kHelpCommandWord, "SUBCOMMAND", "コマンド");
JUDGE_MESSAGE(kHelpCommandsWord, "SUBCOMMANDS", "コマンド");
JUDGE_MESSAGE(kHelpOptions, "Options", "オプション");
JUDGE_MESSAGE(kHelpCommands, "Subcommands", "コマンド");
JUDGE_MESSAGE(kHelpPositionals, "Positionals", "引数");
JUDGE_MESSAGE(kHelpRequired, "REQUIRED", "必須");
JUDGE_MESSAGE(kHelpExcludes, "Excludes", "同時に使えない");
JUDGE_MESSAGE(kHelpNeeds, "Needs", "必要");
JUDGE_MESSAGE(kHelpEnv, "Env", "環境変数");
JUDGE_MESSAGE(kHelpFlagHelp, "Print this help message and exit", "このヘルプを表示して終了する");
JUDGE_MESSAGE(kVersionFlagHelp, "Display program version information and exit", "バージョン情報を表示して終了する");
JUDGE_MESSAGE(kUnknownCommand, "judge: unknown command '{word}' (the commands are: {commands}){suggestion}",
                               "judge: 「{word}」というコマンドはありません (コマンド: {commands}){suggestion}");

// Shared by several commands.
JUDGE_MESSAGE(kJsonHelp, "print JSON", "JSON で出力する");
JUDGE_MESSAGE(kKindRule, "rule", "ルール");
JUDGE_MESSAGE(kKindRuling, "ruling", "裁定");
JUDGE_MESSAGE(kKindAssumption, "assumption", "前提");
JUDGE_MESSAGE(kKindTerm, "term", "用語");
JUDGE_MESSAGE(kKindCard, "card", "カード");

// An entry's kind as a reader says it; an unknown kind (a newer database) as stored.
inline std::string kind_name(const std::string& kind) {
    if (kind == "rule") return msg::say(kKindRule);
    if (kind == "ruling") return msg::say(kKindRuling);
    if (kind == "assumption") return msg::say(kKindAssumption);
    if (kind == "term") return msg::say(kKindTerm);
    if (kind == "card") return msg::say(kKindCard);
    return kind;
}

// search.
JUDGE_MESSAGE(kSearchUnknownGame, "unknown game '{game}'; the database has {games}", "ゲーム「{game}」はありません。データベースにあるのは {games} です");
JUDGE_MESSAGE(kSearchHelp, "find rules, rulings, assumptions, glossary terms and cards by keyword or ID",
                           "ルール・裁定・前提・用語・カードをキーワードか ID で探す");
JUDGE_MESSAGE(kSearchFooter, 
                             "An entry named exactly what was typed comes first (the glossary term, the card, then the rule, rulings, assumptions); "
                             "then entries matching more of the words; then, when only one game's glossary has the typed term, that game's entries; "
                             "then the best matches (titles count ten times the text). A question may be typed as asked: English stop words "
                             "(the, does, can) and Japanese particles are not searched, and when no entry has every word the answer says how many "
                             "the best hits match and which word no entry has. When nothing matches, or a word matches nothing, the glossary "
                             "names a few typing mistakes away are suggested. Under each hit is the sentence of its text holding most of the "
                             "words, in the language typed when two hold as many.\n"
                             "Query syntax: entries matching every word first, then most of them; \"a phrase\" must match, as typed; a OR b; -word or -\"a phrase\" leaves out "
                             "entries holding it; game:dm, kind:ruling (rule, ruling, assumption, term, card) and tag:battle filter "
                             "(they override --game and --kind). A malformed query is an error (exit 2).",
                             "入力したとおりの名前の項目が最初に来ます (用語、カード、次にルール、裁定、前提)。次に、一致した語の多い項目、"
                             "入力した用語を用語集に持つゲームが一つだけならそのゲームの項目、その後は一致の良い順です (タイトルは本文の10倍に数えます)。"
                             "質問をそのまま入力できます。英語のストップワード (the, does, can) と日本語の助詞は検索せず、すべての語を含む項目が"
                             "なければ、最上位の結果が何語に一致したかと、どの項目にもない語を示します。何も見つからないとき、またはどこにもない語が"
                             "あるときは、打ち間違い数文字以内の用語を候補として示します。各結果の下には、本文のうち語を最も多く含む文を"
                             "示します (同数なら入力した言語の文)。\n"
                             "検索式: すべての語に一致する項目が先、次に多くの語に一致する項目。\"語句\" は入力どおりに一致が必要。a OR b。-語 や -\"語句\" はそれを含む項目を除く。"
                             "game:dm、kind:ruling (rule, ruling, assumption, term, card)、tag:battle で絞り込む (--game と --kind より優先)。"
                             "書式の誤った検索式はエラー (終了コード 2) です。");
JUDGE_MESSAGE(kSearchWordsHelp, "words to find (Japanese or English), or an entry ID", "探す語 (日本語か英語)、または項目の ID");
JUDGE_MESSAGE(kSearchGameHelp, "only this game (iw, gcb, dm), or all; default: $JUDGE_GAME, else all",
                               "このゲームだけ (iw, gcb, dm)、または all。省略時: $JUDGE_GAME、なければ all");
JUDGE_MESSAGE(kSearchKindHelp, "only this kind", "この種類だけ");
JUDGE_MESSAGE(kSearchLimitHelp, "at most this many results (default 20)", "表示する結果の上限 (省略時 20)");
JUDGE_MESSAGE(kSearchJsonHelp, 
                               "print JSON: {{query, expanded_to, total, results: [{{id, kind, game, title_ja, title_en, snippet, highlighted, score, "
                               "exact_title, matched, tags}}], words, unmatched, ignored, suggestions}} ordered by rank (docs/json/search.schema.json)",
                               "JSON で出力する: {{query, expanded_to, total, results: [{{id, kind, game, title_ja, title_en, snippet, highlighted, score, "
                               "exact_title, matched, tags}}], words, unmatched, ignored, suggestions}} を順位順に (docs/json/search.schema.json)");
JUDGE_MESSAGE(kSearchBadQuery, "judge: bad query: {problem}", "judge: 検索式の誤り: {problem}");
JUDGE_MESSAGE(kSearchNothing, "judge: nothing to search for: type a word (letters, digits, kana or kanji) or an entry ID",
                              "judge: 探すものがありません。語 (英字・数字・かな・漢字) か項目の ID を入力してください");
JUDGE_MESSAGE(kSearchAlso, "({typed} also searched as: {names})", "({typed} は次の名前でも検索: {names})");
JUDGE_MESSAGE(kSearchCovers, "the database covers {game} with: {documents}", "データベースが {game} について持つ文書: {documents}");
JUDGE_MESSAGE(kSearchDocumentSeparator, "; ", "、");
JUDGE_MESSAGE(kSearchCoveredImported, " (imported)", "（取り込み）");
JUDGE_MESSAGE(kSearchCoverageHint, "`judge coverage` lists what the documents hold that no entry covers yet",
                                   "文書にあってまだどの項目も扱っていないものは `judge coverage` で一覧できます");
JUDGE_MESSAGE(kSearchNoMatch, "no entries match \"{query}\"", "「{query}」に一致する項目はありません");
// A question matched partly: the best hit holds {n} of the {m} words; {missing} is kSearchNoEntryHas or empty.
JUDGE_MESSAGE(kSearchMatchedSome, "(matched {n} of {m} words{missing})", "({m}語のうち{n}語に一致{missing})");
JUDGE_MESSAGE(kSearchNoEntryHas, "; no entry has {words}", "。{words}を含む項目はありません");
JUDGE_MESSAGE(kSearchGameFromEnvironment, "(only {game}'s entries, from JUDGE_GAME; --game all searches every game)",
                                         "(JUDGE_GAME により {game} の項目だけ。すべてのゲームは --game all)");
JUDGE_MESSAGE(kSearchLeftOut, "(not searched: {words})", "(検索しなかった語: {words})");
JUDGE_MESSAGE(kSearchDidYouMean, "did you mean: {names}?", "もしかして: {names}");

// db import-cards: a card list's problems (card_list.cpp), each at the row and column of its cell.
JUDGE_MESSAGE(kCardListEmpty, "the card list is empty: its first row names the columns (name, type, …), then one card a row",
                              "カードリストが空です。1行目に列名 (name, type など)、続けて1行に1枚のカードを書きます");
JUDGE_MESSAGE(kCardListColumn, "column '{column}': {problem}", "列「{column}」: {problem}");
JUDGE_MESSAGE(kCardListUnknownColumn, "unknown column '{column}' (leave it out with --skip-column '{column}'); a {game} card list takes {columns}",
                                      "「{column}」という列はありません (--skip-column '{column}' で読み飛ばせます)。{game} のカードリストの列: {columns}");
JUDGE_MESSAGE(kCardListNoCivilizations, "column '{column}': {game} cards have no civilizations; write them as traits",
                                        "列「{column}」: {game} のカードに文明はありません。特徴 (traits) の列に書きます");
JUDGE_MESSAGE(kCardListColumnTwice, "a second column '{column}': the header names each column once",
                                    "列「{column}」が2つあります。見出しの列名は1回ずつです");
JUDGE_MESSAGE(kCardListMissingColumn, "the card list has no '{column}' column: every card needs one",
                                      "カードリストに「{column}」の列がありません。どのカードにも必要です");
JUDGE_MESSAGE(kCardListExtraCell, "more cells than the header's {count} columns (a comma inside a value needs \"quotes\")",
                                  "見出しの{count}列より多い欄があります (値の中のカンマは \"引用符\" で囲みます)");
JUDGE_MESSAGE(kCardListNotNumber, "'{value}' is not a whole number from 0 to 1000000", "「{value}」は 0 から 1000000 の整数ではありません");
JUDGE_MESSAGE(kCardListUnknownCivilization, "unknown civilization '{value}'; {game} has {names}", "「{value}」という文明はありません。{game} の文明: {names}");
JUDGE_MESSAGE(kCardListBadAbilities, "the abilities are not well-formed XML: {problem}", "能力の記述が整形式の XML ではありません: {problem}");
JUDGE_MESSAGE(kCardListNoName, "a card with no name", "名前のないカードです");
JUDGE_MESSAGE(kCardListNameTwice, "a second card named {name} (the first is on line {line}): a name is one card",
                                  "{name} という名前のカードが2枚目です（1枚目は {line} 行目）。名前は1枚のカードを指します");
JUDGE_MESSAGE(kCardListIdTwice, "the ID {id} is given to a second card (the first is on line {line})", "ID {id} が2枚目のカードにも付いています（1枚目は {line} 行目）");
JUDGE_MESSAGE(kCardListBadId, "'{id}' is not a card ID of this game: {prefix} then upper-case letters, digits and single hyphens",
                              "「{id}」はこのゲームのカードの ID ではありません。{prefix} に続けて英大文字・数字・1つずつのハイフンで書きます");

JUDGE_MESSAGE(kVerifyPartlyPlayedCard, "note: {card} is an imported card whose text was compiled in part: the judge does not play {sentences} (docs/card-text.md)",
                                      "注: {card} は取り込んだカードで、テキストの一部だけを変換しました。{sentences} は扱いません（docs/card-text.md）");
JUDGE_MESSAGE(kVerifyLookupOnlyCard, "note: {card} is an imported card whose printed text says more than its keywords, with no abilities given: the judge plays only its values and keywords (give it abilities in the card list's abilities column, or define them inline)",
                                    "注: {card} は取り込んだカードで、テキストにキーワード能力以外のことが書かれていますが能力の記述がありません。judge は数値とキーワード能力だけで処理します (カードリストの abilities 列で能力を与えるか、シナリオ内で定義します)");

// show.
JUDGE_MESSAGE(kShowHelp, "print one entry in full with everything linked to it", "項目を一つ、関連するものすべてとともに表示する");
JUDGE_MESSAGE(kShowIdHelp, "entry ID (e.g. IW-R-PIERCE), or a card's name or reading", "項目の ID (例: IW-R-PIERCE)、またはカードの名前か読み");
JUDGE_MESSAGE(kShowNoEntry, "judge: no entry with the ID '{id}' and no card of that name; try `judge search {id}`",
                            "judge: ID が「{id}」の項目も、その名前のカードもありません。`judge search {id}` で探してください");
JUDGE_MESSAGE(kShowCardName, "Name", "カード名");
JUDGE_MESSAGE(kShowEnglishName, "English name", "英語名");
JUDGE_MESSAGE(kShowEnglishText, "English text", "英語のテキスト");
JUDGE_MESSAGE(kShowCardType, "Card type", "カードの種類");
JUDGE_MESSAGE(kShowTraits, "Traits (civilizations, races, attributes)", "特徴 (文明・種族・属性など)");
JUDGE_MESSAGE(kShowKeywords, "Keywords", "キーワード能力");
JUDGE_MESSAGE(kShowValues, "Values", "数値");
JUDGE_MESSAGE(kShowAbilities, "Abilities (as the judge plays them)", "能力 (judge が処理する形)");
JUDGE_MESSAGE(kShowNoAbilities, "none given, though the text says more than the keywords: the judge plays only the card's values and keywords (give its abilities in the card list's abilities column, or inline in a scenario)",
                                "記述なし (テキストにはキーワード能力以外のことがあります): judge はこのカードの数値とキーワード能力だけを処理します (カードリストの abilities 列か、シナリオ内で能力を与えます)");
JUDGE_MESSAGE(kShowAboutCards, "About cards", "対象のカード");
JUDGE_MESSAGE(kShowRulingsAbout, "Rulings and assumptions about it", "このカードについての裁定と前提");
JUDGE_MESSAGE(kShowText, "Text", "本文");
JUDGE_MESSAGE(kShowAssumes, "Assumes", "前提とすること");
JUDGE_MESSAGE(kShowEnglish, "English", "英語");
JUDGE_MESSAGE(kShowQuestion, "Question", "質問");
JUDGE_MESSAGE(kShowAnswer, "Answer", "回答");
JUDGE_MESSAGE(kShowTags, "Tags", "タグ");
JUDGE_MESSAGE(kShowStatus, "Status", "状態");
JUDGE_MESSAGE(kShowDate, "Date", "日付");
JUDGE_MESSAGE(kShowWhy, "Why", "理由");
JUDGE_MESSAGE(kShowJapanese, "Japanese", "日本語");
JUDGE_MESSAGE(kShowReading, "Reading", "読み");
JUDGE_MESSAGE(kShowNote, "Note", "注記");
JUDGE_MESSAGE(kShowAliases, "Aliases", "別名");
JUDGE_MESSAGE(kShowKnownAs, "Known in other games as", "他のカードゲームでの呼び名");
JUDGE_MESSAGE(kShowSection, "Section", "所属する節");
JUDGE_MESSAGE(kShowContains, "Contains", "含む項目");
JUDGE_MESSAGE(kShowCitedBy, "Rulings citing it", "これを引用する裁定");
JUDGE_MESSAGE(kShowCites, "Cites", "引用");
JUDGE_MESSAGE(kShowRelated, "Related terms", "関連用語");
JUDGE_MESSAGE(kShowOfficial, "Official source: {document} {section} ({id} {title})", "公式の出典: {document} {section}（{id} {title}）");
JUDGE_MESSAGE(kShowOfficialGone, "Official source: {document} {section} (not in the version imported now: `judge db build` refuses it)",
                                 "公式の出典: {document} {section}（今取り込まれている版にはありません。`judge db build` は受け付けません）");
JUDGE_MESSAGE(kShowKindOfficialQa, "official Q&A", "公式Q&A");
JUDGE_MESSAGE(kShowConfirmed, ", confirmed by an official source", "（公式の出典で確認済み）");
JUDGE_MESSAGE(kShowUnplayed, "Not played (sentences of its text the judge could not read)", "扱わない文（judge が読めなかったテキストの文）");
JUDGE_MESSAGE(kShowCardsNamed, "Cards named", "対象カード");
JUDGE_MESSAGE(kShowAddress, "Address", "アドレス");
JUDGE_MESSAGE(kShowOfficialCitedBy, "Cited as an official source by", "これを公式の出典として引く項目");
JUDGE_MESSAGE(kShowSource, "Source: {source}", "出典: {source}");
JUDGE_MESSAGE(kShowStatusActive, "active", "有効");
JUDGE_MESSAGE(kShowStatusSuperseded, "superseded", "差し替え済み");
JUDGE_MESSAGE(kShowDefinedAt, "Defined at: {place}", "定義箇所: {place}");
JUDGE_MESSAGE(kShowSupersession, "Supersession chain (oldest first):", "改定の履歴 (古い順):");
JUDGE_MESSAGE(kShowScenarios, "Scenarios:", "シナリオ:");
JUDGE_MESSAGE(kShowBuiltBy, "Database built by {judge}", "データベース作成: {judge}");

// db.
JUDGE_MESSAGE(kDbHelp, "build or extend the rules database", "ルールデータベースを作る・追加する");
JUDGE_MESSAGE(kDbBuildHelp, "check rulesdb/data and compile it into the SQLite database",
                            "rulesdb/data を検査して SQLite データベースにまとめる");
JUDGE_MESSAGE(kDbDataHelp, "rules data folder (default: the bundled rulesdb/data)", "ルールデータのフォルダ (省略時: 同梱の rulesdb/data)");
JUDGE_MESSAGE(kDbScenariosHelp, "scenarios folder (default: the bundled scenarios/)", "シナリオのフォルダ (省略時: 同梱の scenarios/)");
JUDGE_MESSAGE(kDbImportHelp, "read a plain-text rules document into rule entries", "プレーンテキストのルール文書をルール項目として取り込む");
JUDGE_MESSAGE(kDbImportGameHelp, "game id (iw, gcb, dm); needed to import", "ゲーム ID (iw, gcb, dm)。取り込みに必要");
JUDGE_MESSAGE(kDbImportFileHelp, "plain-text rules document", "プレーンテキストのルール文書");
JUDGE_MESSAGE(kDbImportEncodingHelp, 
                                     "the document's encoding: auto (default: UTF-8, else Shift_JIS or EUC-JP as detected), utf-8, shift_jis, cp932, euc-jp",
                                     "文書の文字コード: auto (省略時: UTF-8、違えば判定した Shift_JIS か EUC-JP)、utf-8、shift_jis、cp932、euc-jp");
JUDGE_MESSAGE(kDbImportRemoveHelp, "take the document FILE (imported earlier) and its rules out of the database",
                                   "以前に取り込んだ文書 FILE とそのルールをデータベースから除く");
JUDGE_MESSAGE(kDbImportsHelp, "list the documents, Q&A tables and card lists imported (which db build carries over), with each official document's version and date",
                              "取り込んだ文書・Q&A・カードリスト (db build で引き継がれるもの) を、公式文書の版と施行日とともに一覧する");
JUDGE_MESSAGE(kDbFollowOnOne, 
                              "judge: and {count} reference to IDs that are not defined ({ids}), most likely entries of the content that could not be read above; fix that first",
                              "judge: ほかに未定義の ID への参照が {count} 件 ({ids}) あります。上で読めなかった内容の項目と思われるので、まずそれを直してください");
JUDGE_MESSAGE(kDbFollowOnMany, 
                               "judge: and {count} references to IDs that are not defined ({ids}), most likely entries of the content that could not be read above; fix that first",
                               "judge: ほかに未定義の ID への参照が {count} 件 ({ids}) あります。上で読めなかった内容の項目と思われるので、まずそれを直してください");
JUDGE_MESSAGE(kDbCarriedOverOne, "carried over {carried} of {total} imported document{from_copy}; `judge db imports` lists them",
                                 "取り込み済みの文書 {total} 件のうち {carried} 件を引き継ぎました{from_copy}。一覧は `judge db imports`");
JUDGE_MESSAGE(kDbCarriedOverMany, "carried over {carried} of {total} imported documents{from_copy}; `judge db imports` lists them",
                                  "取り込み済みの文書 {total} 件のうち {carried} 件を引き継ぎました{from_copy}。一覧は `judge db imports`");
JUDGE_MESSAGE(kDbCarriedFromCopy, " ({count} from the copy the database kept: the source is gone)",
                                  " ({count} 件は元の文書がないため、データベースに保存された写しから)");
JUDGE_MESSAGE(kDbSourceGone, "judge: {source} is gone; what it added was kept from the stored copy",
                             "judge: {source} がありません。取り込んだ内容は保存された写しから残しました");
JUDGE_MESSAGE(kDbCardListKeptCopy, "judge: {problem}\njudge: {source} no longer reads cleanly, so the list as it was imported is kept ({count} cards); correct the file and run `judge db import-cards` again",
                                   "judge: {problem}\njudge: {source} は今は正しく読めないため、取り込んだ時のリストを残しました (カード {count} 枚)。ファイルを直して `judge db import-cards` をもう一度実行してください");
JUDGE_MESSAGE(kDbNotCarried, "judge: not carried over: {why}", "judge: 引き継げませんでした: {why}");
JUDGE_MESSAGE(kDbNotBuiltOne, "judge: the database was not built ({count} problem); {database} is unchanged",
                              "judge: データベースは作られませんでした (問題 {count} 件)。{database} は変わっていません");
JUDGE_MESSAGE(kDbNotBuiltMany, "judge: the database was not built ({count} problems); {database} is unchanged",
                               "judge: データベースは作られませんでした (問題 {count} 件)。{database} は変わっていません");
JUDGE_MESSAGE(kDbBuilt, "built {database}: {games} games, {rules} rules, {rulings} rulings, {assumptions} assumptions, {terms} terms, {cards} cards, {links} scenario links",
                        "{database} を作りました: ゲーム {games}、ルール {rules}、裁定 {rulings}、前提 {assumptions}、用語 {terms}、カード {cards}、シナリオへのリンク {links}");
JUDGE_MESSAGE(kDbNoImports, "no imported documents or card lists; add one with `judge db import-text --game ID FILE` or `judge db import-cards --game ID FILE`",
                            "取り込んだ文書もカードリストもありません。`judge db import-text --game ID FILE` か `judge db import-cards --game ID FILE` で追加できます");
JUDGE_MESSAGE(kDbImportRules, "{count} rules", "ルール {count} 件");
JUDGE_MESSAGE(kDbImportCards, "{count} cards", "カード {count} 枚");
JUDGE_MESSAGE(kDbImportCardsHelp, "read a card list (CSV or TSV with a header row) into card entries",
                                  "カードリスト (見出し行つきの CSV か TSV) をカードの項目として取り込む");
JUDGE_MESSAGE(kDbImportCardsFileHelp, "card list: a header row naming its columns (name, reading, type, cost, power, civilizations, races, text, abilities, …), then one card a row",
                                      "カードリスト: 1行目に列名 (name, reading, type, cost, power, civilizations, races, text, abilities など)、続けて1行に1枚");
JUDGE_MESSAGE(kDbImportCardsSkipHelp, "a column of the list to leave out, by its heading (rarity, count, …); may be given again",
                                      "読み飛ばす列の見出し (レアリティ、枚数など)。何度でも指定できます");
JUDGE_MESSAGE(kDbImportCardsRemoveHelp, "take the card list FILE (imported earlier) and its cards out of the database",
                                        "以前取り込んだカードリスト FILE とそのカードをデータベースから除く");
JUDGE_MESSAGE(kDbImportCardsNeedsGame, "judge: import-cards needs --game ID (iw, gcb, dm)", "judge: import-cards には --game ID (iw, gcb, dm) が必要です");
JUDGE_MESSAGE(kDbImportCardsUnknownGame, "judge: unknown game '{game}' (iw, gcb, dm)", "judge: 「{game}」というゲームはありません (iw, gcb, dm)");
JUDGE_MESSAGE(kDbImportedCards, "imported {count} cards of {game} from {file} (read as {encoding})", "{file} から {game} のカード {count} 枚を取り込みました ({encoding} として読みました)");
JUDGE_MESSAGE(kDbCompiledTexts, "read {count} cards' text into abilities (no abilities column): {whole} compiled, {partly} partly compiled, {none} not compiled; `judge card compile` says what each sentence lacks",
                                "能力の列がないので、カード {count} 枚のテキストを能力に変換しました: 変換 {whole}、一部変換 {partly}、変換できず {none}。各文に何が足りないかは `judge card compile` で確かめられます");
JUDGE_MESSAGE(kDbCompiledPartly, "  {file}:{line}: {name}: partly compiled; not played:", "  {file}:{line}: {name}: 一部だけ変換。次の文は扱いません:");
JUDGE_MESSAGE(kDbCompiledMore, "  … and {count} more cards not compiled whole (`judge card compile --game ID --file LIST` lists every one)",
                               "  …ほかに全部は変換できなかったカード {count} 枚（すべては `judge card compile --game ID --file LIST` で）");
JUDGE_MESSAGE(kDbCompiledNone, "  {file}:{line}: {name}: not compiled; not played:", "  {file}:{line}: {name}: 変換できず。次の文は扱いません:");
JUDGE_MESSAGE(kDbCardsNotImportedOne, "judge: nothing was imported ({count} problem); {database} is unchanged",
                                      "judge: 何も取り込んでいません (問題 {count} 件)。{database} は変わっていません");
JUDGE_MESSAGE(kDbCardsNotImportedMany, "judge: nothing was imported ({count} problems); {database} is unchanged",
                                       "judge: 何も取り込んでいません (問題 {count} 件)。{database} は変わっていません");
JUDGE_MESSAGE(kDbRemovedCards, "removed {source} and its cards", "{source} とそのカードを除きました");
JUDGE_MESSAGE(kDbImportFileGone, "(the file is gone: a rebuild keeps the stored copy)", "(ファイルがありません: 再作成しても保存された写しが残ります)");
JUDGE_MESSAGE(kDbNotImported, "judge: {source} was not imported into {database}; `judge db imports` lists what was",
                              "judge: {source} は {database} に取り込まれていません。取り込み済みの一覧は `judge db imports`");
JUDGE_MESSAGE(kDbRemoved, "removed {source} and its rules", "{source} とそのルールを除きました");
JUDGE_MESSAGE(kDbImportNeedsGame, "judge: import-text needs --game ID (iw, gcb, dm)", "judge: import-text には --game ID (iw, gcb, dm) が必要です");
JUDGE_MESSAGE(kDbImported, "imported {count} headings from {file} as {first} … {last}",
                           "{file} から見出し {count} 件を {first} … {last} として取り込みました");
JUDGE_MESSAGE(kDbImportDocHelp, "import the document as an official one, cited by this ID and its own section numbers (<official doc=\"ID\" section=\"506.2\"/>): lower-case letters, digits and hyphens",
                              "公式文書として取り込み、この ID と文書自身の番号で引けるようにする（<official doc=\"ID\" section=\"506.2\"/>）: 小文字の英字・数字・ハイフン");
JUDGE_MESSAGE(kDbImportTitleHelp, "the official document's title, as pages and `show` name it (with --doc)", "公式文書の題名。ページと `show` が使う（--doc とともに）");
JUDGE_MESSAGE(kDbImportVersionHelp, "the official document's version, as it names itself (with --doc)", "公式文書の版（--doc とともに）");
JUDGE_MESSAGE(kDbImportEffectiveHelp, "the date the version took effect, YYYY-MM-DD (with --doc)", "その版の施行日 YYYY-MM-DD（--doc とともに）");
JUDGE_MESSAGE(kDbImportBadDoc, "judge: --doc '{doc}' must be lower-case letters, digits and hyphens (up to 32), starting with a letter",
                               "judge: --doc「{doc}」は小文字で始まる小文字・数字・ハイフン（32文字まで）で書きます");
JUDGE_MESSAGE(kDbImportDocIsBundled, "judge: {doc} is a document of the bundled data of {game}; give the official document an ID of its own",
                                     "judge: {doc} は {game} の同梱データの文書です。公式文書には別の ID をつけてください");
JUDGE_MESSAGE(kDbImportBadEffective, "judge: --effective '{date}' is not a day written YYYY-MM-DD", "judge: --effective「{date}」は YYYY-MM-DD の形の日付ではありません");
JUDGE_MESSAGE(kDbImportDetailsNeedDoc, "judge: --title, --version and --effective describe an official document: give its ID with --doc too",
                                       "judge: --title、--version、--effective は公式文書のためのものです。--doc で ID も指定してください");
JUDGE_MESSAGE(kDbImportedOfficial, "imported {count} headings of {label} from {file} as {first} … {last}; its {sections} numbered sections are cited as <official doc=\"{doc}\" section=\"…\"/>",
                                   "{file} から {label} の見出し {count} 件を {first} … {last} として取り込みました。番号のある {sections} 節は <official doc=\"{doc}\" section=\"…\"/> で引けます");
JUDGE_MESSAGE(kDbReplacedVersion, "it replaces the version imported before ({label})", "以前に取り込んだ版（{label}）と置き換えました");
JUDGE_MESSAGE(kDbUnresolvedOne, "judge: {count} citation of {doc} does not resolve in this version; correct it before the next `judge db build`, which refuses it:",
                                "judge: {doc} を引く {count} 件はこの版では解決できません。次の `judge db build` は受け付けないので、その前に直してください:");
JUDGE_MESSAGE(kDbUnresolvedMany, "judge: {count} citations of {doc} do not resolve in this version; correct them before the next `judge db build`, which refuses them:",
                                 "judge: {doc} を引く {count} 件はこの版では解決できません。次の `judge db build` は受け付けないので、その前に直してください:");
JUDGE_MESSAGE(kDbUnresolvedCitation, "  {id} ({place}) cites section {section}, which {doc} no longer has",
                                     "  {id}（{place}）が引く {section} は {doc} にもうありません");
JUDGE_MESSAGE(kDbImportQaHelp, "read an official Q&A table (CSV, TSV or XML) into rulings of the kind official Q&A",
                               "公式 Q&A の表（CSV、TSV、XML）を公式 Q&A の裁定として取り込む");
JUDGE_MESSAGE(kDbImportQaFileHelp, "Q&A table: columns number, date, cards, question, answer, url, supersedes (docs/official-sources.md)",
                                   "Q&A の表: 列は 番号、日付、カード、質問、回答、出典、更新元（docs/official-sources.md）");
JUDGE_MESSAGE(kDbImportQaDocHelp, "the Q&A's ID, by which entries cite an item (default: qa)", "Q&A の ID。項目はこの ID で引く（省略時: qa）");
JUDGE_MESSAGE(kDbImportQaNeedsGame, "judge: import-qa needs --game ID (iw, gcb, dm)", "judge: import-qa には --game ID (iw, gcb, dm) が必要です");
JUDGE_MESSAGE(kDbImportedQa, "imported {count} Q&A items of {label} from {file} as {first} … {last} (read as {encoding})",
                             "{file} から {label} の Q&A {count} 件を {first} … {last} として取り込みました（{encoding} として読みました）");
JUDGE_MESSAGE(kDbQaUnknownCards, "{count} card names have no card in the database and stay as written, not linked: {names}",
                                 "カード名 {count} 件はデータベースにカードがないため、書かれたまま（リンクなし）にしました: {names}");
JUDGE_MESSAGE(kDbImportedQaOne, "imported 1 Q&A item of {label} from {file} as {first} (read as {encoding})",
                                "{file} から {label} の Q&A 1 件を {first} として取り込みました（{encoding} として読みました）");
JUDGE_MESSAGE(kDbQaUnknownCard, "1 card name has no card in the database and stays as written, not linked: {names}",
                                "カード名 1 件はデータベースにカードがないため、書かれたまま（リンクなし）にしました: {names}");
JUDGE_MESSAGE(kDbVersionDropped, "judge: no --version given: {doc} is now shown with no version (the earlier import was version {version})",
                                 "judge: --version がないため、{doc} は版なしで示されます（以前の取り込みは版 {version}）");
JUDGE_MESSAGE(kDbChangedSections, "judge: {count} cited section(s) of {doc} read differently in this version; check that each still says what its entry rests on:",
                                  "judge: {doc} の引用されている節 {count} 件の文がこの版で変わりました。項目の根拠として今も合っているか確かめてください:");
JUDGE_MESSAGE(kDbChangedCitation, "  {id} ({place}) cites section {section}, whose text changed", "  {id}（{place}）が引く {section} の文が変わりました");
JUDGE_MESSAGE(kDbImportQaItems, "{count} Q&A items", "Q&A {count} 件");
JUDGE_MESSAGE(kDbRemovedQa, "removed {source} and its Q&A items", "{source} とその Q&A を除きました");
JUDGE_MESSAGE(kDbImportRemoveOfficialHelp, "take the document FILE (imported earlier) and what it added out of the database",
                                           "以前に取り込んだ文書 FILE と、それが加えたものをデータベースから除く");

// card.
JUDGE_MESSAGE(kCardHelp, "read a card's printed text (judge card compile)", "カードの印刷されたテキストを読む (judge card compile)");
JUDGE_MESSAGE(kCardCompileHelp, "compile a card's Japanese text into the ability language, sentence by sentence; what is not understood is named, never guessed",
                                "カードの日本語テキストを文ごとに能力言語へ変換する。読めない部分は推測せず、その部分を示す");
JUDGE_MESSAGE(kCardGameHelp, "game id (dm)", "ゲーム ID (dm)");
JUDGE_MESSAGE(kCardTypeHelp, "the card's type (default: creature; spell reads each sentence as the spell's)", "カードの種類（省略時: creature。spell なら各文を呪文の効果として読む）");
JUDGE_MESSAGE(kCardNameHelp, "the card's name, for the output", "出力に使うカード名");
JUDGE_MESSAGE(kCardFileHelp, "a card list (CSV or TSV with a header naming name, type and text): every card of it", "カードリスト（name、type、text の見出しのある CSV か TSV）。そのすべてのカード");
JUDGE_MESSAGE(kCardTextHelp, "the card's text; each argument is a line", "カードのテキスト。引数1つが1行");
JUDGE_MESSAGE(kCardNoGrammar, "judge: the judge does not read the card text of {game} (only dm's)", "judge: {game} のカードテキストは読めません（読めるのは dm だけです）");
JUDGE_MESSAGE(kCardNeedsText, "judge: card compile needs the card's TEXT or --file LIST", "judge: card compile にはカードのテキストか --file LIST が必要です");
JUDGE_MESSAGE(kCardListNeedsText, "the list has no text column (text, テキスト, カードテキスト)", "テキストの列（text、テキスト、カードテキスト）がありません");
JUDGE_MESSAGE(kCardUnnamed, "the card", "カード");
JUDGE_MESSAGE(kCardCompiled, "{name}: compiled", "{name}: 変換しました");
JUDGE_MESSAGE(kCardPartly, "{name}: partly compiled: {count} of {total} sentences not understood, and not played", "{name}: 一部だけ変換しました: {total} 文のうち {count} 文は読めず、扱いません");
JUDGE_MESSAGE(kCardNotCompiled, "{name}: not compiled", "{name}: 変換できませんでした");
JUDGE_MESSAGE(kCardReadBy, "read as {id} says (judge show {id})", "{id} による読み方 (judge show {id})");
JUDGE_MESSAGE(kCardEvolutionBase, "「{sentence}」: an evolution base of one civilization or race is said only for a creature that invades (侵略's onto)",
              "「{sentence}」: 文明や種族を限った進化元は、侵略するクリーチャーのもの（侵略の onto）としてしか書けません");
JUDGE_MESSAGE(kCardSameLineStatic, "「{sentence}」: with no trigger, after a triggered sentence on the same line, it is a step of that ability the grammar does not read, not a static ability",
              "「{sentence}」: 同じ行の誘発する文のあとにあり誘発条件がないので、常在型能力ではなくその能力の続きですが、文法はそれを読めません");
JUDGE_MESSAGE(kCardKeywordWords, "「{sentence}」: the words after the keyword {keyword} are none the grammar reads (docs/card-text.md, keyword lines)",
              "「{sentence}」: キーワード{keyword}のあとの語は、文法が読めるものではありません（docs/card-text.md のキーワード行）");
JUDGE_MESSAGE(kCardStaticRefused, "「{sentence}」: with no trigger the grammar knows, it reads as a static ability, and the engine would refuse it as one: {problem}",
              "「{sentence}」: 文法が知っている誘発条件がないため常在型能力として読みましたが、エンジンはそれを受け付けません: {problem}");
JUDGE_MESSAGE(kCardModeSteps, "「{sentence}」: a mode of more than one step, or a step after the last mode, is not in the language (each part after a choose is one mode)",
              "「{sentence}」: 2つ以上の処理からなるモードや、最後のモードのあとの処理は、能力の言語で書けません（選ぶ効果のあとの部分はそれぞれ1つのモードです）");
JUDGE_MESSAGE(kCardEngineRefusedValue, "「{sentence}」: the engine would refuse the card's value it gives: {problem}",
              "「{sentence}」: この行が与えるカードの値を、エンジンは受け付けません: {problem}");
JUDGE_MESSAGE(kCardNotPlayed, "not understood, not played", "読めないため扱いません");
JUDGE_MESSAGE(kCardNotUnderstood, "「{sentence}」: 「{unread}」 after {after} is not understood", "「{sentence}」: {after}のあとの「{unread}」が読めません");
JUDGE_MESSAGE(kCardNotUnderstoodAfterRead, "「{sentence}」: 「{unread}」 after {after} 「{read}」 is not understood",
              "「{sentence}」: {after}「{read}」のあとの「{unread}」が読めません");
JUDGE_MESSAGE(kCardStaticStart, "「{sentence}」: 「{unread}」 is no trigger (〜た時、) and no static ability the grammar knows", "「{sentence}」: 「{unread}」は誘発（〜た時、）でも、文法が知っている常在型能力でもありません");
JUDGE_MESSAGE(kCardUnknownTrigger, "「{sentence}」: 「{unread}」 is a trigger the grammar does not know", "「{sentence}」: 「{unread}」は文法が知らない誘発条件です");
JUDGE_MESSAGE(kCardModes, "「{sentence}」: fewer of its modes (► lines) were understood than it chooses", "「{sentence}」: 選ぶ数より読めたモード（►の行）が少ない");
JUDGE_MESSAGE(kCardHeld, "「{sentence}」: it chooses a card for the next sentence, which was not understood", "「{sentence}」: 次の文のためにカードを選びますが、次の文が読めません");
JUDGE_MESSAGE(kCardOrphanPart, "「{sentence}」: it goes on from a sentence that was not understood", "「{sentence}」: 読めなかった文の続きです");
JUDGE_MESSAGE(kCardEngineRefused, "「{sentence}」: the engine would refuse the ability it reads as: {problem}", "「{sentence}」: 読み取った能力をエンジンが受け付けません: {problem}");
JUDGE_MESSAGE(kCardAfterStart, "the start of the sentence", "文の始め");
JUDGE_MESSAGE(kCardAfterConnective, "a connective", "つなぎの言葉");
JUDGE_MESSAGE(kCardAfterTrigger, "a trigger", "誘発条件");
JUDGE_MESSAGE(kCardAfterDuration, "a duration", "期間");
JUDGE_MESSAGE(kCardAfterSubject, "the card itself", "カード自身");
JUDGE_MESSAGE(kCardAfterSide, "a side", "どちらのもの");
JUDGE_MESSAGE(kCardAfterFilter, "a filter", "条件");
JUDGE_MESSAGE(kCardAfterNoun, "what is chosen", "選ぶもの");
JUDGE_MESSAGE(kCardAfterChooser, "a chooser", "選び方");

// coverage.
JUDGE_MESSAGE(kCoverageHelp, "list what each game's database rests on: its documents and versions, its entries by backing, and the imported sections, glossary terms and assumptions no official source covers yet",
                             "各ゲームのデータベースの根拠を一覧する: 文書とその版、根拠ごとの項目数、まだ公式の出典がない取り込み済みの節・用語・前提");
JUDGE_MESSAGE(kCoverageGameHelp, "only this game (iw, gcb, dm)", "このゲームだけ (iw, gcb, dm)");
JUDGE_MESSAGE(kCoverageUnknownGame, "judge: unknown game '{game}' (iw, gcb, dm)", "judge: 「{game}」というゲームはありません (iw, gcb, dm)");
JUDGE_MESSAGE(kCoverageDocuments, "documents:", "文書:");
JUDGE_MESSAGE(kCoverageBundled, "(bundled)", "（同梱）");
JUDGE_MESSAGE(kCoverageImportedText, "(imported with no --doc: searched, not cited)", "（--doc なしで取り込み: 検索できるが引けない）");
JUDGE_MESSAGE(kCoverageImportedSections, "(imported: {count} numbered sections or items)", "（取り込み: 番号のある節・項目 {count}）");
JUDGE_MESSAGE(kCoverageNoOfficial, "no official document imported: `judge db import-text --game {game} --doc ID FILE` (docs/official-sources.md)",
                                   "公式文書は取り込まれていません: `judge db import-text --game {game} --doc ID FILE`（docs/official-sources.md）");
JUDGE_MESSAGE(kCoverageBacking,
              "entries by backing: {citing} citing official sections, {seed} from the bundled documents, {assumed} on assumptions alone; and {imported} sections and Q&A items imported from the official documents themselves",
              "根拠ごとの項目: 公式の節を引くもの {citing}、同梱の文書 {seed}、前提のみ {assumed}。ほかに公式の文書から取り込んだ節・Q&A {imported}");
JUDGE_MESSAGE(kCoverageUnresolved, "citations the documents as imported now do not have ({count}; `judge db build` refuses them until corrected):",
                                   "今取り込まれている文書にない引用 ({count}。直すまで `judge db build` は受け付けません):");
JUDGE_MESSAGE(kCoverageBackingImported, ", {count} rules of documents imported with no ID", "、ID なしで取り込んだ文書のルール {count}");
JUDGE_MESSAGE(kCoverageUncited, "imported sections no entry cites ({count}):", "どの項目も引いていない取り込み済みの節 ({count}):");
JUDGE_MESSAGE(kCoverageTermsWithoutRule, "glossary terms no rule names ({count}):", "どのルールにも出てこない用語 ({count}):");
JUDGE_MESSAGE(kCoverageAssumptionsWithoutSource, "assumptions with no official source ({count}):", "公式の出典がない前提 ({count}):");

// export.
JUDGE_MESSAGE(kExportHelp, "write the rulings reference in another form", "裁定リファレンスを別の形で書き出す");
JUDGE_MESSAGE(kExportHtmlHelp, "write the static, offline-searchable rulings FAQ to a folder",
                               "オフラインで検索できる静的な裁定 FAQ をフォルダに書き出す");
JUDGE_MESSAGE(kExportOutHelp, "folder to write: new, empty, or an earlier export (only the files the export wrote are replaced)",
                              "書き出すフォルダ: 新規、空、または以前の書き出し先 (書き出したファイルだけを置き換える)");
JUDGE_MESSAGE(kExportBaseUrlHelp, "the address the site will be published at: pages name it as canonical, and sitemap.xml lists them",
                                  "サイトを公開するアドレス: 各ページが正規 URL として示し、sitemap.xml が一覧する");
JUDGE_MESSAGE(kExportProgress, "exporting", "書き出し中");
JUDGE_MESSAGE(kExportBadBaseUrl, "judge: --base-url '{url}' is not an http:// or https:// address (for example https://example.org/faq/)",
                                 "judge: --base-url「{url}」は http:// か https:// のアドレスではありません (例: https://example.org/faq/)");
JUDGE_MESSAGE(kExportEngineHelp, "the WebAssembly engine (judge.js of scripts/wasm) to copy into the site for edit and run (default: build/wasm/judge.js beside the judge binary)",
                                 "「編集して実行」のためにサイトへ入れる WebAssembly 版エンジン (scripts/wasm の judge.js。既定: judge と同じビルドフォルダーの wasm/judge.js)");
JUDGE_MESSAGE(kExportNoEngine, "judge: no WebAssembly engine at {path} (scripts/wasm builds it): the site is written without edit and run",
                               "judge: {path} に WebAssembly 版エンジンがありません (scripts/wasm で作れます): 「編集して実行」なしで書き出します");
JUDGE_MESSAGE(kExportNoScenarios, "judge: no scenarios folder at {path}: the site would call every ruling failing (run the judge of a checkout's build folder, or an installed one)",
                                  "judge: {path} にシナリオのフォルダーがありません: すべての裁定が不合格と書き出されてしまいます (チェックアウトのビルドフォルダーの judge か、インストールした judge を使ってください)");
JUDGE_MESSAGE(kExportBadEngine, "judge: --engine {path}: {problem}", "judge: --engine {path}: {problem}");
JUDGE_MESSAGE(kExportedOfficial, ", {count} official Q&A", "、公式Q&A {count}");
JUDGE_MESSAGE(kExportedEngine, ", edit and run {kib} KiB of them", "、うち「編集して実行」{kib} KiB");
JUDGE_MESSAGE(kExported, 
                         "exported {folder}: {games} games, {rulings} rulings ({verified} verified, {failing} failing, {unshown} without a scenario{official}), {files} files, {kib} KiB{engine}",
                         "{folder} に書き出しました: ゲーム {games}、裁定 {rulings} (検証済み {verified}、不合格 {failing}、シナリオなし {unshown}{official})、ファイル {files}、{kib} KiB{engine}");

// completion.
JUDGE_MESSAGE(kCompletionHelp, "print a shell completion script (bash or zsh) for judge's commands and options",
                               "judge のコマンドとオプションを補完するシェルスクリプト (bash か zsh) を表示する");
JUDGE_MESSAGE(kCompletionShellHelp, "bash or zsh", "bash か zsh");
JUDGE_MESSAGE(kCompletionIdsHelp, "print the database's entry IDs that start with PREFIX (any case), for the script to complete `show`",
                                  "PREFIX で始まるデータベースの項目 ID を表示する (大文字小文字は問わない)。スクリプトが `show` を補完するため");
JUDGE_MESSAGE(kCompletionNeedsShell, "judge: completion needs a shell (bash or zsh), or --ids PREFIX",
                                     "judge: completion にはシェル (bash か zsh)、または --ids PREFIX が必要です");

// verify.
JUDGE_MESSAGE(kVerifyHelp, "play out scenario files under the rules and check their expectations",
                           "シナリオファイルをルールどおりに進め、期待する結果を確かめる");
JUDGE_MESSAGE(kVerifyPathHelp, "scenario files, or folders searched recursively", "シナリオファイル、またはその下を探すフォルダ");
JUDGE_MESSAGE(kVerifyTraceHelp, "print every step with the rule, ruling or assumption that decided it",
                                "各ステップを、それを決めたルール・裁定・前提とともに表示する");
JUDGE_MESSAGE(kVerifyMaxStepsHelp, "steps one scenario may take before it is stopped with an error (default {default}, at most {most})",
                                   "一つのシナリオが進めるステップ数の上限。超えるとエラーで止める (省略時 {default}、最大 {most})");
JUDGE_MESSAGE(kVerifyExploreHelp, 
                                  "play every line of the decisions a scenario leaves open (as explore=\"true\" does) and merge equal outcomes",
                                  "シナリオが決めずに残した選択のすべての進行を試し (explore=\"true\" と同じ)、同じ結果をまとめる");
JUDGE_MESSAGE(kVerifyMaxBranchesHelp, "lines of play one explored scenario may play; past it the scenario fails as truncated (default {default}, at most {most})",
                                      "探索するシナリオが試せる進行の数。超えると打ち切りとして不合格 (省略時 {default}、最大 {most})");
JUDGE_MESSAGE(kVerifyJobsHelp, "scenarios verified at once, one per thread (default: one per core); the output is the same for any number",
                               "同時に検証するシナリオ数 (スレッドごとに一つ、省略時はコア数)。数によらず出力は同じ");
JUDGE_MESSAGE(kVerifyCheckTracesHelp, "compare each scenario's trace with its golden trace, the .trace file beside it",
                                      "各シナリオのトレースを、隣にあるゴールデントレース (.trace と .ja.trace) と比べる");
JUDGE_MESSAGE(kVerifyWriteTracesHelp, "write each passing scenario's trace to the .trace file beside it (its golden trace)",
                                      "合格したシナリオのトレースを隣のファイル (.trace と .ja.trace、ゴールデントレース) に書く");
JUDGE_MESSAGE(kVerifySummary, "{passed} passed, {failed} failed, {undecided} needs-decision, {errors} errors",
                              "合格 {passed}、不合格 {failed}、選択待ち {undecided}、エラー {errors}");
JUDGE_MESSAGE(kVerifyTraceWrittenOne, "{n} golden trace written", "ゴールデントレースを {n} 件書きました");
JUDGE_MESSAGE(kVerifyTracesWritten, "{n} golden traces written", "ゴールデントレースを {n} 件書きました");
JUDGE_MESSAGE(kVerifyBadJobs, "judge: verify -j '{value}' {problem}; -j is how many scenarios are verified at once",
                              "judge: verify -j「{value}」: {problem}。-j は同時に検証するシナリオの数です");
JUDGE_MESSAGE(kVerifyNoScenarioFiles, "judge: {path} holds no scenario files (*.xml)", "judge: {path} にシナリオファイル (*.xml) がありません");
JUDGE_MESSAGE(kNoSuchFile, "{path}: no such file or folder", "{path}: そのようなファイルやフォルダはありません");

// verify: golden traces.
JUDGE_MESSAGE(kNoGoldenTrace, "{golden}: no golden trace; write it with `judge verify --write-traces {scenario}`",
                              "{golden}: ゴールデントレースがありません。`judge verify --write-traces {scenario}` で書き出してください");
JUDGE_MESSAGE(kCannotWriteGoldenTrace, "{golden}: cannot write the golden trace", "{golden}: ゴールデントレースを書き込めません");

}  // namespace cli
