// The rules database library's sentences in both languages: errors reading XML and text files,
// problems in the content (rules, rulings, terms and their links), and the database's own errors.
// Each is rendered in the user's language where it is made (msg::say), after the file:line:col
// prefix, which stays as it is. Machine words (element and attribute names, IDs, paths) are as written.
#pragma once

#include "messages/message.hpp"

namespace rulesdb::say {

using msg::Message;

// Reading a file (xml_file.cpp, text_encoding.cpp, text_import.cpp).
JUDGE_MESSAGE(kCannotRead, "cannot read the file", "ファイルを読めません");
JUDGE_MESSAGE(kCannotReadBecause, "cannot read the file: {reason}", "ファイルを読めません: {reason}");
JUDGE_MESSAGE(kInputIsFolder, "cannot read the file: it is a folder", "ファイルを読めません: フォルダーです");
JUDGE_MESSAGE(kInputIsFifo, "cannot read the file: it is a FIFO (named pipe), not a regular file", "ファイルを読めません: 名前付きパイプ (FIFO) で、通常のファイルではありません");
JUDGE_MESSAGE(kInputIsSocket, "cannot read the file: it is a socket, not a regular file", "ファイルを読めません: ソケットで、通常のファイルではありません");
JUDGE_MESSAGE(kInputIsDevice, "cannot read the file: it is a device, not a regular file", "ファイルを読めません: デバイスで、通常のファイルではありません");
JUDGE_MESSAGE(kInputLinkLoop, "cannot read the file: it is a link that leads back to itself", "ファイルを読めません: 自分自身に戻るリンクです");
JUDGE_MESSAGE(kInputTooLarge, "the file is too large: {kind} may be at most {limit} MiB", "ファイルが大きすぎます: {kind}は {limit} MiB までです");
JUDGE_MESSAGE(kInputScenario, "a scenario file", "シナリオファイル");
JUDGE_MESSAGE(kInputContent, "a content file", "内容のファイル");
JUDGE_MESSAGE(kInputTextDocument, "a text to import", "取り込むテキスト");
JUDGE_MESSAGE(kInputEngine, "the engine file", "エンジンのファイル");
JUDGE_MESSAGE(kDanglingLink, "cannot read the file: it is a link to {target}, which does not exist",
                             "ファイルを読めません: リンク先の {target} が存在しません");
JUDGE_MESSAGE(kDeclaredEncoding, "the file declares the encoding '{encoding}'; judge reads {supported}",
                                 "ファイルが宣言している文字コード「{encoding}」は読めません。judge が読めるのは {supported} です");
JUDGE_MESSAGE(kSupportedEncodings, "UTF-8, Shift_JIS (CP932) and EUC-JP", "UTF-8、Shift_JIS (CP932)、EUC-JP");
JUDGE_MESSAGE(kMalformedXml, "malformed XML: {description}", "XMLの書式が正しくありません: {description}");
JUDGE_MESSAGE(kSecondRoot, "a second root element <{element}>: the file's root is <{root}>, and a file has one", "2つ目のルート要素 <{element}> があります。このファイルのルートは <{root}> で、ルートは1つだけです");
JUDGE_MESSAGE(kAttributeTwice, "the attribute '{attribute}' is given twice on <{element}>", "<{element}> に属性「{attribute}」が2回書かれています");
JUDGE_MESSAGE(kBadCharacterReference, "{reference} is not a character XML allows", "{reference} は XML で使えない文字です");
JUDGE_MESSAGE(kUnknownEntity, "unknown entity &{entity};: judge reads &amp; &lt; &gt; &quot; &apos; and character references (&#12354;), not entities a DOCTYPE declares",
                              "不明な実体参照 &{entity}; です。judge が読むのは &amp; &lt; &gt; &quot; &apos; と文字参照 (&#12354;) で、DOCTYPE で宣言した実体は読みません");
JUDGE_MESSAGE(kBareAmpersand, "a bare '&': write &amp; for the character &", "「&」だけが書かれています。文字の & は &amp; と書いてください");
JUDGE_MESSAGE(kTextOutsideRoot, "text outside the root element <{root}>: a file holds one element and what is inside it", "ルート要素 <{root}> の外に文字があります。ファイルに書けるのは1つの要素とその中身だけです");
JUDGE_MESSAGE(kSecondBom, "a second byte-order mark: the file starts with two", "2つ目のバイト順マーク (BOM) があります。ファイルの先頭に2つあります");
JUDGE_MESSAGE(kNoRootElement, "the file has no root element", "ファイルにルート要素がありません");
JUDGE_MESSAGE(kNeedsAttribute, "<{element}> needs the attribute '{attribute}'", "<{element}> には属性「{attribute}」が必要です");
JUDGE_MESSAGE(kEmptyAttribute, "the attribute '{attribute}' of <{element}> is empty", "<{element}> の属性「{attribute}」が空です");
JUDGE_MESSAGE(kNeedsChild, "<{element}> needs a <{child}> element", "<{element}> には <{child}> 要素が必要です");
JUDGE_MESSAGE(kEmptyElement, "<{element}> is empty", "<{element}> が空です");

JUDGE_MESSAGE(kUtf32, "the file is UTF-32 (it starts with a UTF-32 byte order mark); save it as UTF-8",
                      "ファイルが UTF-32 です（UTF-32 のバイト順マークで始まっています）。UTF-8 で保存してください");
JUDGE_MESSAGE(kUtf16, "the file is UTF-16 (it starts with a UTF-16 byte order mark); save it as UTF-8",
                      "ファイルが UTF-16 です（UTF-16 のバイト順マークで始まっています）。UTF-8 で保存してください");
JUDGE_MESSAGE(kNulByteUtf8, "the file holds a NUL byte: it is not a text file, or not UTF-8",
                            "ファイルに NUL バイトがあります。テキストファイルでないか、UTF-8 ではありません");
JUDGE_MESSAGE(kNotUtf8, "the byte {byte} is not UTF-8 here; save the file as UTF-8",
                        "バイト {byte} はここでは UTF-8 になりません。ファイルを UTF-8 で保存してください");
JUDGE_MESSAGE(kNulByte, "the file holds a NUL byte: it is not a text file", "ファイルに NUL バイトがあります。テキストファイルではありません");
JUDGE_MESSAGE(kNoConverter, "this system cannot convert {encoding} (iconv has no such converter)",
                            "このシステムでは {encoding} を変換できません（iconv に変換器がありません）");
JUDGE_MESSAGE(kCutShort, "a character cut short at the end of the file is not {encoding} here",
                         "ファイル末尾で途切れた文字は {encoding} になりません");
JUDGE_MESSAGE(kByteNotEncoding, "the byte {byte} is not {encoding} here", "バイト {byte} はここでは {encoding} になりません");

// Importing a plain-text rules document (text_import.cpp).
JUDGE_MESSAGE(kTooManyHeadings, "more than {n} headings; split the document", "見出しが {n} 個を超えています。文書を分けてください");
JUDGE_MESSAGE(kUnknownEncoding, "unknown encoding '{encoding}'; judge reads {supported}",
                                "文字コード「{encoding}」は不明です。judge が読めるのは {supported} です");
JUDGE_MESSAGE(kNotSjisEither, "{problem}; it is not Shift_JIS or EUC-JP either: give its encoding with --encoding",
                              "{problem}。Shift_JIS でも EUC-JP でもありません: --encoding で文字コードを指定してください");
JUDGE_MESSAGE(kNoHeadings, "no headings found (numbered lines, ・ items, 【…】 or 「…」)",
                           "見出しが見つかりません（番号付きの行、・の項目、【…】、「…」）");
JUDGE_MESSAGE(kIdTakenAt, "the ID {id} is already taken by the entry defined at {place}", "ID {id} はすでに {place} で定義された項目が使っています");
JUDGE_MESSAGE(kIdTaken, "the ID {id} is already taken by another entry", "ID {id} はすでに別の項目が使っています");
JUDGE_MESSAGE(kUnknownGameInDb, "unknown game '{game}' (the database has iw, gcb, dm)",
                                "ゲーム「{game}」は不明です（データベースにあるのは iw、gcb、dm です）");
JUDGE_MESSAGE(kImportSourceGone, "{source}: the file is gone, and the old database kept no copy of it",
                                 "{source}: ファイルがなく、古いデータベースにも写しがありません");

// Official documents and their citations (official_sources.cpp, qa_import.cpp).
JUDGE_MESSAGE(kDocumentVersion, "version {version}", "版 {version}");
JUDGE_MESSAGE(kDocumentEffective, "effective {date}", "{date} 施行");
JUDGE_MESSAGE(kDocIdIsRules, "{doc} is the ID of the rules text imported from {source}; a Q&A takes an ID of its own (--doc)",
                             "{doc} は {source} から取り込んだルール文書の ID です。Q&A には別の ID をつけてください（--doc）");
JUDGE_MESSAGE(kDocIdIsQa, "{doc} is the ID of the Q&A imported from {source}; a rules text takes an ID of its own (--doc)",
                          "{doc} は {source} から取り込んだ Q&A の ID です。ルール文書には別の ID をつけてください（--doc）");
JUDGE_MESSAGE(kOfficialIsBundled, "{doc} is a bundled document of {game}, named by source=\"{doc}\"; <official> cites an official document imported with --doc",
                                  "{doc} は {game} の同梱の文書で、source=\"{doc}\" で示します。<official> が引くのは --doc で取り込んだ公式文書です");
JUDGE_MESSAGE(kOfficialTwice, "cites section {section} of {doc} twice", "{doc} の {section} を2回引いています");
JUDGE_MESSAGE(kOfficialNoDocuments,
              "cites the official document '{doc}', but no official document of {game} is imported into {database}: import it first (judge db import-text --game {game} --doc {doc} FILE)",
              "公式文書「{doc}」を引いていますが、{database} には {game} の公式文書が取り込まれていません。先に取り込んでください（judge db import-text --game {game} --doc {doc} FILE）");
JUDGE_MESSAGE(kOfficialUnknownDocument, "cites the official document '{doc}', which {database} does not have (imported for {game}: {imported})",
                                        "公式文書「{doc}」を引いていますが、{database} にはありません（{game} に取り込まれているのは {imported}）");
JUDGE_MESSAGE(kOfficialUnknownSection, "{label} has no section {section} (nearest: {nearest})",
                                       "{label} に {section} はありません（近い番号: {nearest}）");
JUDGE_MESSAGE(kOfficialAmbiguousSection, "section {section} of {doc} is the number of {count} headings: cite a number written once",
                                         "{doc} の {section} は {count} 個の見出しの番号です。1度だけ使われている番号を引いてください");
JUDGE_MESSAGE(kQaUnknownColumn, "unknown column '{heading}' (a Q&A table has number, date, cards, question, answer, url, supersedes)",
                                "列「{heading}」は不明です（Q&A の表の列は 番号、日付、カード、質問、回答、出典、更新元）");
JUDGE_MESSAGE(kQaXmlRoot, "a Q&A table in XML opens with <qa>, not <{element}>", "XML の Q&A の表は <{element}> ではなく <qa> で始めます");
JUDGE_MESSAGE(kQaBadNumber, "the item number '{number}' must be letters, digits and hyphens (up to 24)",
                            "項目番号「{number}」は英数字とハイフン（24文字まで）で書きます");
JUDGE_MESSAGE(kQaNumberTwice, "the item number {number} is already used on line {line}", "項目番号 {number} は {line} 行目ですでに使われています");
JUDGE_MESSAGE(kQaMissing, "item {number} has no {what}", "項目 {number} に {what} がありません");
JUDGE_MESSAGE(kQaBadDate, "the date '{date}' is not a day of the calendar written YYYY-MM-DD or YYYY/MM/DD",
                          "日付「{date}」は YYYY-MM-DD か YYYY/MM/DD で書いた実在の日付ではありません");
JUDGE_MESSAGE(kQaColumn, "column '{column}': {problem}", "列「{column}」: {problem}");
JUDGE_MESSAGE(kQaBadUrl, "the address '{url}' is not an http:// or https:// address", "出典「{url}」は http:// か https:// のアドレスではありません");
JUDGE_MESSAGE(kQaSupersedesUnknown, "supersedes item {number}, which the table does not have", "表にない項目 {number} を更新しています");
JUDGE_MESSAGE(kQaSupersededTwice, "item {number} is already superseded by item {other}", "項目 {number} はすでに項目 {other} が更新しています");
JUDGE_MESSAGE(kQaSupersedesLoop, "item {number} supersedes itself through a chain of items", "項目 {number} は更新の連鎖で自分自身を更新しています");
JUDGE_MESSAGE(kQaEmpty, "no Q&A items found", "Q&A の項目が見つかりません");

// Reading the content (corpus_loader.cpp).
JUDGE_MESSAGE(kTakesNoAttribute, "<{element}> takes no attribute '{attribute}'", "<{element}> は属性「{attribute}」をとりません");
JUDGE_MESSAGE(kChildTwice, "a second <{child}> in <{element}>: it takes one", "<{element}> に2つ目の <{child}> があります。1つだけ書けます");
JUDGE_MESSAGE(kTextNotHere, "text directly inside <{element}>: its words belong in one of its elements", "<{element}> の直下に文字があります。文はその中の要素に書きます");
JUDGE_MESSAGE(kElementInText, "an element <{child}> inside <{element}>, which holds text only", "文だけを書く <{element}> の中に要素 <{child}> があります");
JUDGE_MESSAGE(kTakesNoElement, "<{element}> takes no element <{child}>", "<{element}> は要素 <{child}> をとりません");
JUDGE_MESSAGE(kRulesTooDeep, "rules nested deeper than {n} levels", "ルールの入れ子が {n} 段を超えています");
JUDGE_MESSAGE(kNotInsideRule, "<{element}> cannot stand inside a <rule>", "<{element}> は <rule> の中に置けません");
JUDGE_MESSAGE(kUnknownContentElement, "unknown element <{element}>; expected rule, ruling, assumption or term",
                                      "要素 <{element}> は不明です。rule、ruling、assumption、term のいずれかにしてください");
JUDGE_MESSAGE(kRulingCitesNothing, "ruling {id} cites no rule or assumption", "裁定 {id} がルールも前提も引用していません");
JUDGE_MESSAGE(kSupersedesSeveral, "ruling {id} supersedes more than one ruling", "裁定 {id} が複数の裁定を置き換えています");
JUDGE_MESSAGE(kEmptyAlias, "<alias> is empty", "<alias> が空です");
JUDGE_MESSAGE(kEmptyKnownAs, "<known-as> is empty", "<known-as> が空です");
JUDGE_MESSAGE(kNeedsGameXml, "a game folder needs a game.xml", "ゲームのフォルダには game.xml が必要です");
JUDGE_MESSAGE(kGameRoot, "the root element of game.xml must be <game>", "game.xml のルート要素は <game> にしてください");
JUDGE_MESSAGE(kGameFolderMismatch, "game id '{id}' does not match its folder '{folder}'",
                                   "ゲームID「{id}」がフォルダ名「{folder}」と一致しません");
JUDGE_MESSAGE(kBadUrl, "url '{url}' is not an http:// or https:// address", "url「{url}」は http:// や https:// のアドレスではありません");
JUDGE_MESSAGE(kEntriesRoot, "the root element must be <entries>", "ルート要素は <entries> にしてください");
JUDGE_MESSAGE(kEntriesWrongFolder, "entries for game '{declared}' stand in the folder of '{folder}'",
                                   "ゲーム「{declared}」の項目が「{folder}」のフォルダにあります");
JUDGE_MESSAGE(kNoDataFolder, "the rules data folder does not exist", "ルールデータのフォルダがありません");
JUDGE_MESSAGE(kDataIsNotFolder, "the rules data must be a folder (one folder per game, each with its game.xml); this is a file",
                                "ルールデータはフォルダーでなければなりません (ゲームごとのフォルダーに game.xml)。これはファイルです");
JUDGE_MESSAGE(kDataHasNoGames, "the rules data folder holds no game: each game is a folder of its own with its game.xml (rulesdb/data/iw/game.xml, …)",
                               "ルールデータのフォルダーにゲームがありません。ゲームごとに game.xml を持つフォルダーが要ります (rulesdb/data/iw/game.xml など)");

// Checking the links between entries (corpus_validator.cpp).
JUDGE_MESSAGE(kUnlistedSource, "{id} names the source '{doc}', which game.xml of '{game}' does not list",
                               "{id} が示す出典「{doc}」は「{game}」の game.xml にありません");
JUDGE_MESSAGE(kBadDate, "{id} has the date '{date}'; expected YYYY-MM-DD", "{id} の日付「{date}」は YYYY-MM-DD の形にしてください");
JUDGE_MESSAGE(kNoSuchDay, "{id} has the date '{date}', a day the calendar does not have", "{id} の日付「{date}」は暦にない日です");
JUDGE_MESSAGE(kUnsafeScenarioPath, "the scenario path '{path}' must be relative to scenarios/ and stay inside it",
                                   "シナリオのパス「{path}」は scenarios/ からの相対パスで、その中にとどめてください");
JUDGE_MESSAGE(kMissingScenario, "{id} links to the scenario {path}, which does not exist", "{id} が示すシナリオ {path} は存在しません");
JUDGE_MESSAGE(kBadIdForm, "the ID '{id}' is not of the form {expected}NAME (upper-case letters, digits and hyphens)",
                          "ID「{id}」が {expected}NAME（英大文字、数字、ハイフン）の形ではありません");
JUDGE_MESSAGE(kDuplicateId, "duplicate ID {id} (first defined at {place})", "ID {id} が重複しています（最初の定義は {place}）");
JUDGE_MESSAGE(kUnknownCite, "{id} cites {target}, which is not a known rule or assumption", "{id} が引用する {target} は既知のルールでも前提でもありません");
JUDGE_MESSAGE(kUnknownSuperseded, "{id} supersedes {target}, which is not a known ruling", "{id} が置き換える {target} は既知の裁定ではありません");
JUDGE_MESSAGE(kSupersededTwice, "{id} is superseded twice, by {first} and {second}", "{id} が二度置き換えられています（{first} と {second}）");
JUDGE_MESSAGE(kSupersessionLoop, "the supersession chain of {id} loops back to {target}", "{id} からの置き換えの連鎖が {target} に戻って循環しています");
JUDGE_MESSAGE(kDuplicateCardName, "a second card named {name}: the first is at {place}", "{name} という名前のカードが2枚目です。1枚目は {place}");
JUDGE_MESSAGE(kUnknownCard, "{id} is about card {target}, which is not a known card", "{id} が扱うカード {target} は既知のカードではありません");
JUDGE_MESSAGE(kUnknownSeeTerm, "{id} links to {target}, which is not a known term", "{id} が示す {target} は既知の用語ではありません");
JUDGE_MESSAGE(kScenarioNamesRule, "the scenario names {id}, which is a rule, not a ruling or assumption in the database",
                                  "シナリオが示す {id} はルールです。データベースの裁定か前提を示してください");
JUDGE_MESSAGE(kScenarioNamesTerm, "the scenario names {id}, which is a term, not a ruling or assumption in the database",
                                  "シナリオが示す {id} は用語です。データベースの裁定か前提を示してください");
JUDGE_MESSAGE(kScenarioNamesUnknown, "the scenario names {id}, which is not a ruling or assumption in the database",
                                     "シナリオが示す {id} はデータベースの裁定でも前提でもありません");

// The database file (database.cpp, db_builder.cpp).
JUDGE_MESSAGE(kSchemaVersion, "the database {db} has schema version {version} but this judge reads version {reads}",
                              "データベース {db} のスキーマは版 {version} ですが、この judge が読むのは版 {reads} です");
JUDGE_MESSAGE(kRebuild, "; rebuild it with `judge db build`", "。`judge db build` で作り直してください");
JUDGE_MESSAGE(kReplaceNotJudge, "; give --db a judge database, or remove the file and run `judge db build` (which replaces no file it did not make)",
                                "。--db に judge のデータベースを指定するか、ファイルを削除してから `judge db build` を実行してください (judge db build は自分が作ったのではないファイルを置き換えません)");
JUDGE_MESSAGE(kBusy, "the rules database {db} is busy: another program (an import, another judge) held it for more than {seconds} s; try again when it has finished",
                     "ルールデータベース {db} は使用中です: 別のプログラム（取り込みや別の judge）が {seconds} 秒を超えて使っています。終わってからやり直してください");
JUDGE_MESSAGE(kUnfinishedWrite, "{db} has an unfinished write left by an interrupted program ({db}-journal), and this user cannot write there to roll it back; run judge once as a user who can write to the folder of {db}",
                                "{db} には中断されたプログラムの書きかけ（{db}-journal）が残っていますが、このユーザーは書き込めないので戻せません。{db} のフォルダに書き込めるユーザーで一度 judge を実行してください");
JUDGE_MESSAGE(kReadOnly, "{db} is read-only: this command writes to the database; give yourself write permission, or use a copy with --db",
                         "{db} は読み取り専用です。このコマンドはデータベースに書き込みます。書き込み権限を付けるか、--db で写しを使ってください");
JUDGE_MESSAGE(kCannotOpen, "cannot open the rules database {db}: permission denied, or its folder cannot be used",
                           "ルールデータベース {db} を開けません: 権限がないか、そのフォルダが使えません");
JUDGE_MESSAGE(kDiskError, "cannot read or write the rules database {db}: a disk error, or the disk is full",
                          "ルールデータベース {db} を読み書きできません: ディスクのエラーか、ディスクが満杯です");
JUDGE_MESSAGE(kNotADatabase, "{db} is not a judge database, or it is damaged{rebuild}", "{db} は judge のデータベースではないか、壊れています{rebuild}");
JUDGE_MESSAGE(kLacksTables, "{db} is not a judge database (it lacks the judge's tables){rebuild}",
                            "{db} は judge のデータベースではありません（judge の表がありません）{rebuild}");
JUDGE_MESSAGE(kCouldNotAnswer, "the rules database {db} could not answer ({reason})", "ルールデータベース {db} が応答できませんでした（{reason}）");
JUDGE_MESSAGE(kNoDatabase, "no rules database at {path}; build it with `judge db build` (or pass --db PATH)",
                           "{path} にルールデータベースがありません。`judge db build` で作ってください（または --db PATH を指定）");
JUDGE_MESSAGE(kCannotWriteDb, "cannot write the database {path}: {reason}", "データベース {path} に書き込めません: {reason}");

// A malformed search query (query_syntax.cpp, search.cpp). The exported site's search.js says the
// same sentences, written into the site from here (web-export/search_words.cpp).
JUDGE_MESSAGE(kQueryTooLong, "the query is {size} bytes long; a query may be at most {max}", "検索式が {size} バイトあります。検索式は {max} バイトまでです");
JUDGE_MESSAGE(kQueryTooManyItems, "the query has {count} words, phrases and filters; a query may have at most {max}",
                                  "検索式に語・フレーズ・絞り込みが {count} 個あります。検索式は {max} 個までです");
JUDGE_MESSAGE(kQueryUnclosedQuote, "unclosed quote: a phrase needs its closing \"",
                                   "引用符が閉じていません。フレーズの終わりにも \" を付けてください");
JUDGE_MESSAGE(kQueryLoneMinus, "a lone '-': put the word to leave out right after it (-word)",
                               "「-」だけでは何も除けません。除く語をすぐ後に続けてください（-語）");
JUDGE_MESSAGE(kQueryEmptyPhrase, "an empty phrase: put words between the quotes", "フレーズが空です。引用符の間に語を入れてください");
JUDGE_MESSAGE(kQueryOrSides, "OR needs a word or phrase on each side (a OR b)", "OR の両側に語かフレーズが必要です（a OR b）");
JUDGE_MESSAGE(kQueryFilterNoValue, "{filter}: needs a value ({filter}:VALUE)", "{filter}: に値がありません（{filter}:値）");
JUDGE_MESSAGE(kQueryUnknownKind, "unknown kind '{kind}' in kind:{kind}; kinds are rule, ruling, assumption, term",
                                 "kind:{kind} の種類「{kind}」は不明です。種類は rule、ruling、assumption、term です");
JUDGE_MESSAGE(kQueryTwoFilters, "two different {filter}: filters", "{filter}: の絞り込みに2つの異なる値があります");
JUDGE_MESSAGE(kQueryUnknownGame, "unknown game '{game}' in game:{game}", "game:{game} のゲーム「{game}」は不明です");

// Reading a CSV or TSV table (table_text.cpp).
JUDGE_MESSAGE(kTableQuoteOpen, "a quoted field is never closed: a \" is missing", "引用符で始まる欄が閉じていません（\" がありません）");
JUDGE_MESSAGE(kTableAfterQuote, "text after a quoted field's closing \": a quote inside a field is written \"\"",
                                "引用符で閉じた欄の後に文字があります。欄の中の引用符は \"\" と書きます");

}  // namespace rulesdb::say
