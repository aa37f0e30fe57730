// Every sentence the Imitation World ruleset writes, in English and Japanese: trace steps (plain,
// short: a judge reads them aloud), refusals (a step of the trace too, so plain as well), decision
// prompts and the words they are built from. The Japanese uses seed 000's own terms: ゲウダ, アガ,
// パーン / リパーン, バリア, トラッシュ, セットゾーン, コストゾーン, 急襲, 貫通, 複数ブロック ….
// Card names, player names and rule IDs are written as given.
#pragma once

#include <string_view>

#include "messages/message.hpp"

namespace judge::iw::say {

using msg::Message;

// --- Words --------------------------------------------------------------------------------------

// Zones, by their scenario word (the English form is the word itself, as the steps always wrote it).
JUDGE_MESSAGE(kZoneDeck, "deck", "山札");
JUDGE_MESSAGE(kZoneHand, "hand", "手札");
JUDGE_MESSAGE(kZoneSet, "set", "セットゾーン");
JUDGE_MESSAGE(kZoneTerritory, "territory", "テリトリーゾーン");
JUDGE_MESSAGE(kZoneCost, "cost", "コストゾーン");
JUDGE_MESSAGE(kZoneBarrier, "barrier", "バリアゾーン");
JUDGE_MESSAGE(kZoneTrash, "trash", "トラッシュ");
JUDGE_MESSAGE(kZonePast, "past", "パストゾーン");
JUDGE_MESSAGE(kZoneAga, "aga", "アガゾーン");

// Phases.
JUDGE_MESSAGE(kPhaseStart, "start", "スタートフェイズ");
JUDGE_MESSAGE(kPhaseDraw, "draw", "ドローフェイズ");
JUDGE_MESSAGE(kPhaseMain, "main", "メインフェイズ");
JUDGE_MESSAGE(kPhaseEnd, "end", "エンドフェイズ");

// Stats.
JUDGE_MESSAGE(kStatAttack, "attack", "攻撃力");
JUDGE_MESSAGE(kStatDefense, "defense", "防御力");
JUDGE_MESSAGE(kStatCost, "cost", "コスト");

// Operations of the effect vocabulary, as a step names them.
JUDGE_MESSAGE(kOpModify, "modify", "修正");
JUDGE_MESSAGE(kOpDestroy, "destroy", "破壊");
JUDGE_MESSAGE(kOpDraw, "draw", "ドロー");
JUDGE_MESSAGE(kOpGrant, "grant", "能力の付与");
JUDGE_MESSAGE(kOpLose, "lose", "能力の喪失");
JUDGE_MESSAGE(kOpAllow, "allow", "許可");
JUDGE_MESSAGE(kOpDeny, "deny", "禁止");
JUDGE_MESSAGE(kOpReturnToHand, "return-to-hand", "手札に戻す効果");
JUDGE_MESSAGE(kOpTrash, "trash", "トラッシュ");
JUDGE_MESSAGE(kOpUntap, "untap", "リパーン");
JUDGE_MESSAGE(kTurnedRepaan, "{source}'s effect turns {card} upright: it is リパーン (unused) again", "{source}の効果で{card}は縦向きになり、再びリパーン(未使用)の状態になる");
JUDGE_MESSAGE(kOpNullifyPlay, "nullify-play", "プレイの無効化");
JUDGE_MESSAGE(kOpDiscard, "discard", "手札を捨てる効果");

// Ability kinds a player uses (<use ability="…">).
JUDGE_MESSAGE(kKindPaan, "paan", "パーン");
JUDGE_MESSAGE(kKindEventi, "eventi", "イベンティ");
JUDGE_MESSAGE(kKindCostZone, "costzone", "コストゾーン");

// Triggers, as "{card}'s {cause} ability".
JUDGE_MESSAGE(kTriggerDestroyed, "destroyed", "破壊時");
JUDGE_MESSAGE(kTriggerEnters, "enters", "場に出た時");

// Capabilities an allow / deny names (<ability op="deny" action="…">).
JUDGE_MESSAGE(kActionAttack, "attack", "攻撃");
JUDGE_MESSAGE(kActionBlock, "block", "ブロック");
JUDGE_MESSAGE(kActionPaan, "paan", "パーン");


// A keyword printed on the card, the "can" of the precedence step when an effect takes it away.
JUDGE_MESSAGE(kPrintedKeyword, "printed", "カードに記載");

// What a "cannot …" is about (check_permission), as a verb phrase.
JUDGE_MESSAGE(kDoAttack, "attack", "攻撃する");
JUDGE_MESSAGE(kDoUsePaanAbilities, "use パーン abilities", "パーン能力を使用する");
JUDGE_MESSAGE(kDoUsePaan, "use パーン", "パーンを使用する");

// Moves refused or put off while a step waits ("{what} is not possible now").
JUDGE_MESSAGE(kWhatPlayCard, "playing a card", "カードのプレイ");
JUDGE_MESSAGE(kWhatPutCost, "putting a card into the cost zone", "コストゾーンにカードを置くこと");
JUDGE_MESSAGE(kWhatDeclareAttack, "declaring an attack", "攻撃の宣言");
JUDGE_MESSAGE(kWhatUsePaanAbility, "using a パーン ability", "パーン能力の使用");
JUDGE_MESSAGE(kWhatUsePaanEffect, "using a パーン effect", "パーン効果の使用");
JUDGE_MESSAGE(kWhatUseEventiAbility, "using an イベンティ ability ({rule}, only while nothing is being resolved)",
                                     "イベンティ能力の使用({rule}、何も解決中でないときだけ)");
JUDGE_MESSAGE(kWhatUseEventiEffect, "using an イベンティ effect ({rule}, only while nothing is being resolved)",
                                    "イベンティ効果の使用({rule}、何も解決中でないときだけ)");
JUDGE_MESSAGE(kWhatUseCostZoneAbility, "using a cost-zone ability", "コストゾーン能力の使用");
JUDGE_MESSAGE(kWhatUseCostZoneEffect, "using a cost-zone effect", "コストゾーン効果の使用");
JUDGE_MESSAGE(kWhatEndPhase, "ending the {phase} phase", "{phase}の終了");
JUDGE_MESSAGE(kWhatPlayCards, "cards are played", "カードのプレイ");

// --- The turn -----------------------------------------------------------------------------------

JUDGE_MESSAGE(kOnlyOwnMainPhase, "{what} only in {player}'s own main phase (now {active}'s {phase})",
                                 "{what}は{player}自身のメインフェイズにだけ行える(今は{active}の{phase})");
JUDGE_MESSAGE(kDrawsCard, "{player} draws {card}", "{player}は{card}を引く");
JUDGE_MESSAGE(kEndOfTurn, "end of turn: effects lasting this turn end", "ターン終了: このターンの間続く効果が終わる");
JUDGE_MESSAGE(kNewTurn, "turn {n}: {player}'s cards become リパーン", "ターン{n}: {player}のカードがリパーン状態になる");
JUDGE_MESSAGE(kPhaseIs, "phase: {phase}", "{phase}に進む");
JUDGE_MESSAGE(kGameOver, "the game is over: {player} won", "ゲームは終わっている: {player}の勝利");
JUDGE_MESSAGE(kFaceUpAtSetup, "{card} in the {zone} is face up", "{zone}の{card}は表向き");

// --- Cost zone and playing cards ------------------------------------------------------------------

JUDGE_MESSAGE(kInPastZone, "{card} is in the past zone: a card sent there is not used again",
                           "{card}はパストゾーンにある: そこに送られたカードは再び使用できない");
JUDGE_MESSAGE(kNotInHand, "{card} is not in {player}'s hand", "{card}は{player}の手札にない");
JUDGE_MESSAGE(kPlayCostIs, "{card}'s play cost is {play} (printed cost {printed}, {rule})",
                           "{card}のプレイコストは{play}(記載コスト{printed}、{rule})");
JUDGE_MESSAGE(kCostNotMet, "{card} costs {cost} but {player} has {n} cards in the cost zone",
                           "{card}のコストは{cost}だが、{player}のコストゾーンのカードは{n}枚");
JUDGE_MESSAGE(kCostMet, "{player} has {n} cards in the cost zone, enough for cost {cost}",
                        "{player}のコストゾーンのカードは{n}枚で、コスト{cost}を満たす");
JUDGE_MESSAGE(kDiscardTooFew, "{card}'s play condition discards {n} card(s), but {player} holds only {others} other card(s)",
                              "{card}のプレイ条件は手札を{n}枚捨てることだが、{player}の手札には他に{others}枚しかない");
JUDGE_MESSAGE(kPromptDiscard, "cards to discard for {card}", "{card}のために捨てるカード");
JUDGE_MESSAGE(kPaysCondition, "{player} pays {card}'s play condition: discards {n}",
                              "{player}は{card}のプレイ条件を支払う: 手札を{n}枚捨てる");
JUDGE_MESSAGE(kPlayNullified, "the play of {card} is nullified before it happens: its play conditions are not paid",
                              "{card}のプレイはプレイする前に無効になる: プレイ条件は支払わない");
JUDGE_MESSAGE(kNullifiedToTrash, "{card} goes face up to {player}'s trash", "{card}は表向きで{player}のトラッシュに置かれる");
JUDGE_MESSAGE(kNullifies, "{card} nullifies the play of {target}", "{card}は{target}のプレイを無効にする");
JUDGE_MESSAGE(kAttachedTo, "{card} is attached to {host}", "{card}は{host}につけられる");
JUDGE_MESSAGE(kCardResolves, "{card} resolves", "{card}を解決する");
JUDGE_MESSAGE(kNoFurtherResponse, "no further response: the plays resolve, last first",
                                  "これ以上の応答はない: プレイを最後のものから順に解決する");
JUDGE_MESSAGE(kWindowCloses, "the window for the play of {card} closes: it had its one answer and does not open again",
                             "{card}のプレイへの応答の機会は閉じる: 1度の応答を終えており、再び開くことはない");
JUDGE_MESSAGE(kRespondOnly, "{card} is used in answer to a play (<respond>), not played on its own",
                            "{card}はプレイへの応答(<respond>)として使うカードで、単独ではプレイしない");
JUDGE_MESSAGE(kMustAttach, "{card} must be attached to a ゲウダ on the field", "{card}は場のゲウダにつけなければならない");
JUDGE_MESSAGE(kPlays, "{player} plays {card}; {opponent} may answer this play once",
                      "{player}は{card}をプレイする。{opponent}はこのプレイに1度だけ応答できる");
JUDGE_MESSAGE(kNotWaitingPlay, "{card} is not a play waiting for an answer", "{card}は応答を待っているプレイではない");
JUDGE_MESSAGE(kAlreadyAnswered, "the play of {card} already had its one chance to be answered",
                                "{card}のプレイはすでに1度の応答の機会を終えている");
JUDGE_MESSAGE(kAnsweredByOther, "a play is answered by the other player", "プレイに応答するのは相手プレイヤー");
JUDGE_MESSAGE(kOnlyLatestPlay, "only the latest play can be answered", "応答できるのは最新のプレイだけ");
JUDGE_MESSAGE(kNotResponseCard, "{card} is not a card that can be used when a card is played",
                                "{card}はカードのプレイ時に使用できるカードではない");
JUDGE_MESSAGE(kAnswers, "{player} answers the play of {target} with {card}; the window for {target} is now used",
                        "{player}は{card}で{target}のプレイに応答する。{target}への応答の機会は使われた");
JUDGE_MESSAGE(kCostAlreadyPut, "{player} already put a card into the cost zone this turn",
                               "{player}はこのターンすでにコストゾーンにカードを置いた");
JUDGE_MESSAGE(kPutsCostFaceDown, "{player} puts {card} into the cost zone face down", "{player}は{card}を裏向きでコストゾーンに置く");
JUDGE_MESSAGE(kPutsCostFaceUp, "{player} puts {card} into the cost zone face up", "{player}は{card}を表向きでコストゾーンに置く");

// --- Using abilities and effects ------------------------------------------------------------------

JUDGE_MESSAGE(kNoSuchAbility, "{card} has no {kind} ability number {n}", "{card}には{n}番目の{kind}能力がない");
JUDGE_MESSAGE(kNotYourCard, "{card} is not {player}'s card", "{card}は{player}のカードではない");
JUDGE_MESSAGE(kNotOnField, "{card} is not on the field", "{card}は場にない");
JUDGE_MESSAGE(kInBattleNoPaan, "{card} is in battle and cannot use パーン abilities", "{card}はバトルに参加しているため、パーン能力を使えない");
JUDGE_MESSAGE(kAlreadyPaan, "{card} is already パーン: it cannot be turned パーン again to pay for {rule}",
                            "{card}はすでにパーン状態: {rule}のために再びパーンにすることはできない");
JUDGE_MESSAGE(kSummoningSickness, "{card} entered the field this turn (summoning sickness)", "{card}はこのターンに場に出た(召喚酔い)");
JUDGE_MESSAGE(kHastePaan, "{card} has 急襲: its パーン ability works the turn it entered",
                          "{card}は急襲を持つ: 場に出たターンでもパーン能力を使える");
JUDGE_MESSAGE(kNoSicknessNotGeuda, "{card} is not a ゲウダ: no summoning sickness", "{card}はゲウダではない: 召喚酔いの影響を受けない");
JUDGE_MESSAGE(kTurnsPaan, "{player} turns {card} パーン to use it", "{player}は{card}をパーン状態にして使用する");
JUDGE_MESSAGE(kEventiAbilitiesTiming, "イベンティ abilities are used only when {player} could use an イベンティ ({rule})",
                                      "イベンティ能力は{player}がイベンティを使用できるタイミングでのみ使用できる({rule})");
JUDGE_MESSAGE(kEventiEffectsTiming, "イベンティ effects are used only when {player} could use an イベンティ ({rule})",
                                    "イベンティ効果は{player}がイベンティを使用できるタイミングでのみ使用できる({rule})");
JUDGE_MESSAGE(kOncePerTurn, "this ability says once per turn", "この能力は1ターンに1度しか使えない");
JUDGE_MESSAGE(kUsesEventiAbility, "{player} uses {card}'s イベンティ ability (use {n} this turn)",
                                  "{player}は{card}のイベンティ能力を使用する(このターン{n}回目)");
JUDGE_MESSAGE(kUsesEventiEffect, "{player} uses {card}'s イベンティ effect (use {n} this turn)",
                                 "{player}は{card}のイベンティ効果を使用する(このターン{n}回目)");
JUDGE_MESSAGE(kCostZoneFaceUpOnly, "{card} works only face up in the cost zone", "{card}はコストゾーンに表向きで置かれているときだけ使える");
JUDGE_MESSAGE(kUsesFromCostZone, "{player} uses {card} face up in the cost zone", "{player}はコストゾーンに表向きで置かれた{card}を使用する");
JUDGE_MESSAGE(kCannot, "{card} cannot {what}", "{card}は{what}ことができない");
JUDGE_MESSAGE(kCannotByEffect, "{card} cannot {what} (effect of {source})", "{card}は{what}ことができない({source}の効果)");

// --- Values ---------------------------------------------------------------------------------------

JUDGE_MESSAGE(kValueFloor, "{card}'s {stat} adds up to {raw} and is read as 0", "{card}の{stat}は合計{raw}になり、0として扱う");
// Names of sums in an overflow error (judge/core/numbers.hpp).
JUDGE_MESSAGE(kStatOf, "{stat} of {card}", "{card}の{stat}");
JUDGE_MESSAGE(kAttackersTotal, "the attackers' total attack", "アタッカーの攻撃力の合計");
JUDGE_MESSAGE(kBlockersTotal, "the blockers' total defense", "ブロッカーの防御力の合計");
JUDGE_MESSAGE(kModifiersStay, "{card}'s modifiers stay: a later modifier is added to {raw}, not to 0",
                              "{card}への修正は残る: 後の修正は0ではなく{raw}に加える");

// A static ability coming to reach a card and ceasing to (note_static_reach); {op} is one of the
// four below.
JUDGE_MESSAGE(kStaticNowApplies, "{source}'s static ability now applies to {target}: {op}", "{source}の常在能力が{target}に適用される: {op}");
JUDGE_MESSAGE(kStaticNoLongerApplies, "{source}'s static ability no longer applies to {target}", "{source}の常在能力は{target}に適用されなくなる");
JUDGE_MESSAGE(kStaticStat, "{stat} {amount}", "{stat}{amount}");
JUDGE_MESSAGE(kStaticHas, "has {keyword}", "{keyword}を得る");
JUDGE_MESSAGE(kStaticLoses, "loses {keyword}", "{keyword}を失う");
JUDGE_MESSAGE(kStaticCan, "can {action}", "{action}ができる");
JUDGE_MESSAGE(kStaticCannot, "cannot {action}", "{action}ができない");

// --- The field ------------------------------------------------------------------------------------

JUDGE_MESSAGE(kFieldName, "field", "場");
JUDGE_MESSAGE(kTerritoryOnBothFields, "{card} in {owner}'s territory zone is on {player}'s field too",
                                      "{owner}のテリトリーゾーンにある{card}は{player}の場にもある");
JUDGE_MESSAGE(kFieldHolds, "{player}'s field holds {n} cards ({player}'s set zone {set}, {player}'s territory zone {territory}, "
                           "{opponent}'s territory zone {other})",
                           "{player}の場のカードは{n}枚({player}のセットゾーン{set}枚、{player}のテリトリーゾーン{territory}枚、"
                           "{opponent}のテリトリーゾーン{other}枚)");

// --- Effects --------------------------------------------------------------------------------------

JUDGE_MESSAGE(kNotOwnersZones, "{card} belongs to {owner}: effects move cards only between their owner's zones",
                               "{card}の所有者は{owner}: 効果がカードを動かすのは同じ所有者の領域の間だけ");
JUDGE_MESSAGE(kNotGeudaOffField, "{card} is not on the field, so it is not a ゲウダ there and cannot be chosen",
                                 "{card}は場に出ていないため、ゲウダとして扱わず、対象に選べない");
JUDGE_MESSAGE(kNotLegalTarget, "{card} is not a legal target of {source}'s {op}", "{card}は{source}の{op}の対象にできない");
JUDGE_MESSAGE(kPromptTarget, "target of {source}'s {op}", "{source}の{op}の対象");
JUDGE_MESSAGE(kHostLeft, "{card} was attached to {host}, which left the field", "{card}がつけられていた{host}が場を離れた");
JUDGE_MESSAGE(kToTrash, "{card} goes to {player}'s trash", "{card}は{player}のトラッシュに置かれる");
JUDGE_MESSAGE(kTurnedFaceUpInTrash, "{card} is turned face up in the trash", "{card}はトラッシュで表向きになる");
JUDGE_MESSAGE(kEntersRepaan, "{card} enters {player}'s {zone} zone in リパーン", "{card}はリパーン状態で{player}の{zone}に出る");
JUDGE_MESSAGE(kConditionFails, "{source}'s {op} does nothing: its condition {condition} does not hold",
                               "{source}の{op}は何もしない: 条件{condition}を満たしていない");
JUDGE_MESSAGE(kDeckRanOut, "{player}'s deck is empty: the other {n} draw(s) do nothing, and an empty deck loses no game",
                           "{player}の山札がないので、残り{n}枚のドローは何もしない。山札がなくても負けにはならない");
JUDGE_MESSAGE(kNoCardToDraw, "{player}'s deck is empty: no card is drawn, and an empty deck loses no game", "{player}の山札がないのでカードを引かない。山札がなくても負けにはならない");
JUDGE_MESSAGE(kDrawsFromOwnDeck, "{player} draws {n} from their own deck ({rule})", "{player}は自分の山札から{n}枚引く({rule})");
JUDGE_MESSAGE(kDestroys, "{source} destroys {target}", "{source}は{target}を破壊する");
JUDGE_MESSAGE(kCan, "{target} can {action}", "{target}は{action}ができる");
JUDGE_MESSAGE(kCannotAction, "{target} cannot {action}", "{target}は{action}ができない");
JUDGE_MESSAGE(kReturnsToHand, "{card} returns to its owner's ({owner}) hand", "{card}は所有者({owner})の手札に戻る");
JUDGE_MESSAGE(kPromptOrder, "order of {player}'s waiting abilities", "{player}の待機中の能力を解決する順番");
JUDGE_MESSAGE(kAbilitiesWait, "{n} abilities wait: the turn player's first, each player's in the order they choose",
                              "{n}個の能力が待機している: ターンプレイヤーのものから、各プレイヤーのものはそのプレイヤーが選んだ順に");
JUDGE_MESSAGE(kFindsNothing, "{source}'s {op} finds nothing to work on: it does nothing", "{source}の{op}には対象がないので、何もしない");
JUDGE_MESSAGE(kAbilityResolves, "{card}'s {cause} ability resolves", "{card}の{cause}能力を解決する");

// --- Deck building --------------------------------------------------------------------------------

JUDGE_MESSAGE(kNoFaction, "{card} has no faction: write its 勢力 in traits (a faction, or {ambiguous}) to check the deck",
                          "{card}に勢力がありません。デッキを確認するには traits に勢力(または{ambiguous})を書いてください");
JUDGE_MESSAGE(kZoneCount, "{zone} {n}", "{zone}{n}枚");
JUDGE_MESSAGE(kBeingPlayed, "being played {n}", "プレイ中{n}枚");
JUDGE_MESSAGE(kDeckIs, "{player}'s deck is the {n} cards they brought besides the アガ {aga} ({where})",
                       "{player}のデッキは、アガ{aga}のほかに持ち込んだ{n}枚({where})");
JUDGE_MESSAGE(kDeckTooSmall, "{player}'s deck has {n} cards; a deck needs at least {min}",
                             "{player}のデッキは{n}枚。デッキは{min}枚以上必要");
JUDGE_MESSAGE(kDeckSizeMet, "{n} cards: at least {min}", "{n}枚: {min}枚以上");
JUDGE_MESSAGE(kSameName, "{first} and {second} are both named {name}: a deck holds at most one card of each name",
                         "{first}と{second}はどちらもカード名が{name}: デッキには同じ名前のカードを1枚までしか入れられない");
JUDGE_MESSAGE(kNoSharedName, "no two of its cards share a name", "同じ名前のカードは2枚以上ない");
JUDGE_MESSAGE(kAgaAmbiguous, "the アガ {aga} is {ambiguous}: cards of every faction may be in its deck",
                             "アガ{aga}は{ambiguous}: どの勢力のカードもデッキに入れられる");
JUDGE_MESSAGE(kWrongFaction, "{card} is {faction}, not a faction of the アガ {aga} ({allowed})",
                             "{card}の勢力は{faction}で、アガ{aga}の勢力({allowed})ではない");
JUDGE_MESSAGE(kMultiFactionMissing, "{card} is {factions}: a card of several factions needs each of them, and {faction} is not a faction of the アガ {aga} ({allowed})",
                                    "{card}の勢力は{factions}: 複数の勢力を持つカードにはそのすべてが必要で、{faction}はアガ{aga}の勢力({allowed})ではない");
JUDGE_MESSAGE(kMultiFactionFits, "{card} is {factions}: each of them is a faction of the アガ", "{card}の勢力は{factions}: どれもアガの勢力");
JUDGE_MESSAGE(kEveryCardFits, "every card is of the アガ {aga}'s factions ({allowed})", "すべてのカードがアガ{aga}の勢力({allowed})");
JUDGE_MESSAGE(kEveryCardFitsOrAmbiguous, "every card is of the アガ {aga}'s factions ({allowed}) or {ambiguous} ({n} cards, which fit any deck)",
                                         "すべてのカードがアガ{aga}の勢力({allowed})か{ambiguous}(どのデッキにも入れられる{n}枚)");
JUDGE_MESSAGE(kNoAga, "{player} has no アガ: a deck is built for its player's one アガ",
                      "{player}にはアガがない: デッキはそのプレイヤーの1枚のアガに合わせて組む");

// --- Steps that wait ------------------------------------------------------------------------------

JUDGE_MESSAGE(kPlayWaits, "the play of {card} waits for {player} to answer it (<respond>) or <pass>",
                          "{card}のプレイは、{player}がレスポンスするかパスするのを待っている");
JUDGE_MESSAGE(kAttackWaits, "{attacker}'s attack waits for {player} to <block> or <pass>",
                            "{attacker}の攻撃は、{player}がブロックするかパスするのを待っている");
JUDGE_MESSAGE(kBefore, "before {what}", "{what}の前");
JUDGE_MESSAGE(kActionsEnd, "the actions end", "アクションが終わった");
JUDGE_MESSAGE(kOnlyPassNoBlocker, "{when} while {waiting}; {player} has no ゲウダ that can block this attack, so passing is the only legal answer and the step goes on",
                                  "{when}: {waiting}。{player}にはこの攻撃をブロックできるゲウダがないため、パスだけが合法な応答であり、手順は進む");
JUDGE_MESSAGE(kNoBlockOnGeudaAttack, "{when} while {waiting}; the attack is on {target}, a ゲウダ, and only an attack on the player can be blocked, so passing is the only legal answer and the step goes on",
                                     "{when}: {waiting}。攻撃の対象はゲウダの{target}で、ブロックできるのはプレイヤーへの攻撃だけなので、パスだけが合法な応答であり、手順は進む");
JUDGE_MESSAGE(kOnlyPassNoAnswer, "{when} while {waiting}; {player} has no card that can answer this play, so passing is the only legal answer and the step goes on",
                                 "{when}: {waiting}。{player}にはこのプレイに応答できるカードがないため、パスだけが合法な応答であり、手順は進む");
JUDGE_MESSAGE(kNotPossibleNow, "{what} is not possible now: {waiting}", "今は{what}はできない: {waiting}");
JUDGE_MESSAGE(kNothingToPass, "there is nothing for {player} to pass on: no play waits for an answer and no attack for a block",
                              "{player}がパスする対象はない: 応答を待つプレイも、ブロックを待つ攻撃もない");
JUDGE_MESSAGE(kCannotPassHere, "{player} cannot pass here: {waiting}", "{player}はここではパスできない: {waiting}");
JUDGE_MESSAGE(kPassesNoAnswer, "{player} passes: no answer to the play of {card}", "{player}はパスする: {card}のプレイに応答しない");
JUDGE_MESSAGE(kPassesNoBlock, "{player} passes: no block", "{player}はパスする: ブロックしない");
JUDGE_MESSAGE(kActionsEndWhile, "the actions end while {waiting}", "アクションが終わった時点で、{waiting}");

// --- Battle ---------------------------------------------------------------------------------------

JUDGE_MESSAGE(kLoneAttackerOnly, "{keyword} works only for a lone attacker; this attack has {n}",
                                 "{keyword}は単体で攻撃に参加したときだけ働く。この攻撃のアタッカーは{n}体");
JUDGE_MESSAGE(kDoesNotSurvive, "{card} (defense {defense}) is covered by the remaining attack {attack} and does not survive",
                               "残りの攻撃力{attack}が{card}(防御力{defense})に届き、{card}は生存しない");
JUDGE_MESSAGE(kBehindSurvive, "the count stops at {card}: the blockers behind it ({behind}) are not reached and survive", "判定は{card}で止まる: その後ろの{behind}も生き残る");
JUDGE_MESSAGE(kSurvives, "{card} (defense {defense}) survives the remaining attack {attack}",
                         "{card}(防御力{defense})は残りの攻撃力{attack}に対して生存する");
JUDGE_MESSAGE(kBarrierBroken, "{player}'s top barrier {barrier} is broken", "{player}の一番上のバリア{barrier}が破壊される");
JUDGE_MESSAGE(kTrapBrokenByTrapBreaker, "{barrier}'s バリアトラップ cannot be used: broken by 罠破り",
                                        "{barrier}のバリアトラップは使用できない: 罠破りによって破壊されたため");
JUDGE_MESSAGE(kTrapCostNotMet, "{barrier}'s バリアトラップ cannot be played: cost {cost} but {n} cards in the cost zone",
                               "{barrier}のバリアトラップはプレイできない: コスト{cost}に対し、コストゾーンのカードは{n}枚");
JUDGE_MESSAGE(kPromptPlayTrap, "play the barrier trap {barrier}", "バリアトラップ{barrier}をプレイするか");
JUDGE_MESSAGE(kTrapWaitsForAnswer, "{opponent} may answer the play of {barrier} once; it resolves when answered or passed",
                                   "{opponent}は{barrier}のプレイに1度だけ応答できる。応答かパスのあとで解決する");
JUDGE_MESSAGE(kPlaysTrap, "{player} plays the barrier trap {barrier} (before any バリアクラッシャー trash)",
                          "{player}はバリアトラップ{barrier}をプレイする(バリアクラッシャーによるトラッシュより前)");
JUDGE_MESSAGE(kDoesNotPlayTrap, "{player} does not play the barrier trap {barrier}", "{player}はバリアトラップ{barrier}をプレイしない");
JUDGE_MESSAGE(kCrusherTrash, "{barrier} is trashed instead of going to the hand", "{barrier}は手札に加えず、トラッシュする");
JUDGE_MESSAGE(kBarrierToHand, "{barrier} goes to {player}'s hand", "{barrier}は{player}の手札に加わる");
JUDGE_MESSAGE(kZeroAttack, "an attack of 0 breaks no barrier", "攻撃力0の攻撃はバリアを破壊しない");
JUDGE_MESSAGE(kNothingToCheck, "{player} has no barrier and no アガ: nothing to check", "{player}にはバリアもアガもない: 判定するものはない");
JUDGE_MESSAGE(kAgaCheck, "{player} has no barrier left: アガ destruction check, attack {attack} against defense {defense}",
                         "{player}のバリアは残っていない: アガの破壊判定、攻撃力{attack}対防御力{defense}");
JUDGE_MESSAGE(kAgaSurvives, "attack {attack} does not reach defense {defense}: {player}'s アガ is not destroyed", "攻撃力{attack}は防御力{defense}に届かない: {player}のアガは破壊されない");
JUDGE_MESSAGE(kAgaWasDestroyed, "{player}'s アガ was destroyed", "{player}のアガが破壊された");
JUDGE_MESSAGE(kAgaDestroyed, "{player}'s アガ is destroyed: {winner} wins", "{player}のアガが破壊される: {winner}の勝利");
JUDGE_MESSAGE(kAttackOnlyInMainPhase, "attacks are declared in the attacking player's own main phase",
                                      "攻撃は攻撃するプレイヤー自身のメインフェイズに宣言する");
JUDGE_MESSAGE(kNeedsAttacker, "an attack needs at least one attacker", "攻撃には1体以上のアタッカーが必要");
JUDGE_MESSAGE(kNotGeudaInSet, "{card} is not a ゲウダ in {player}'s set zone", "{card}は{player}のセットゾーンのゲウダではない");
JUDGE_MESSAGE(kPaanCannotAttack, "{card} is パーン and cannot attack", "{card}はパーン状態のため攻撃できない");
JUDGE_MESSAGE(kEnteredNoHaste, "{card} entered the field this turn and has no 急襲", "{card}はこのターンに場に出ており、急襲を持たない");
JUDGE_MESSAGE(kHasteMayAttack, "{card} entered this turn but has 急襲, so it may attack", "{card}はこのターンに場に出たが、急襲を持つため攻撃できる");
JUDGE_MESSAGE(kNoLinkedAttack, "{card} would be attacker {n} but has no 連結攻撃", "{card}は{n}番目のアタッカーになるが、連結攻撃を持たない");
JUDGE_MESSAGE(kJoinsLinked, "{card} joins as attacker {n} with 連結攻撃", "{card}は連結攻撃で{n}番目のアタッカーとして参加する");
JUDGE_MESSAGE(kNotOpposingGeuda, "{card} is not an opposing ゲウダ on the field", "{card}は場にいる相手のゲウダではない");
JUDGE_MESSAGE(kTargetRepaan, "{card} is リパーン; only パーン ゲウダ can be attacked", "{card}はリパーン状態: 攻撃できるのはパーン状態のゲウダだけ");
JUDGE_MESSAGE(kMultiAttack, "複数アタック: {cards} attack as one, front to back in that order ({rule})",
                            "複数アタック: {cards}を1体として扱い、前からこの順で攻撃する({rule})");
JUDGE_MESSAGE(kAttacks, "{player} attacks {target} with {cards}; the attackers become パーン",
                        "{player}は{cards}で{target}を攻撃する。アタッカーはパーン状態になる");
JUDGE_MESSAGE(kNoAttackToBlock, "there is no attack to block", "ブロックする攻撃がない");
JUDGE_MESSAGE(kOnlyAttackedBlocks, "only the attacked player blocks", "ブロックするのは攻撃されたプレイヤーだけ");
JUDGE_MESSAGE(kNoMultiBlockVsPaan, "the attacked パーン ゲウダ is not blocking, so no 複数ブロック is possible",
                                   "攻撃されたパーン状態のゲウダはブロックではないため、複数ブロックはできない");
JUDGE_MESSAGE(kBlockOnlyVsPlayer, "blocks are made only against attacks on the player", "ブロックはプレイヤーへの攻撃に対してだけ行う");
JUDGE_MESSAGE(kNotGeudaOnField, "{card} is not a ゲウダ on {player}'s field", "{card}は{player}の場のゲウダではない");
JUDGE_MESSAGE(kPaanCannotBlock, "{card} is パーン and cannot block", "{card}はパーン状態のためブロックできない");
JUDGE_MESSAGE(kMultiBlockOrder, "複数ブロック, front to back: {cards}", "複数ブロック、前から順に: {cards}");
JUDGE_MESSAGE(kBlocks, "{player} blocks with {cards}", "{player}は{cards}でブロックする");
JUDGE_MESSAGE(kLeftDuringBattle, "{card} left the field during the battle and no longer takes part in it",
                                 "{card}はバトル中に場を離れたため、バトルに参加しなくなる");
JUDGE_MESSAGE(kNoAttackerLeft, "no attacker is left on the field: the battle ends without a check",
                               "場にアタッカーが残っていない: 判定なしでバトルが終わる");
JUDGE_MESSAGE(kTargetLeft, "{card} left the field: the battle ends without a check", "{card}が場を離れた: 判定なしでバトルが終わる");
JUDGE_MESSAGE(kAttackAddedUp, "the attackers' attack is added up like a 複数ブロック: {n}",
                              "アタッカーの攻撃力を複数ブロックと同じように合計する: {n}");
JUDGE_MESSAGE(kDoesNotBlock, "{player} does not block", "{player}はブロックしない");
JUDGE_MESSAGE(kPierce, "貫通: attack {attack} exceeds the blockers' defense {defense}; the survival check and the barrier break check of the excess {excess} are one simultaneous check",
                       "貫通: 攻撃力{attack}がブロッカーの防御力の合計{defense}を上回る。生存判定と、上回った{excess}でのバリア破壊判定を、同時に一つの判定として行う");
JUDGE_MESSAGE(kPierceNotEnough, "貫通: the attack {attack} does not exceed the blockers' defense {defense}, so no barrier is broken", "貫通: 攻撃力{attack}はブロックしたゲウダの防御力の合計{defense}を超えないので、バリアは壊れない");
JUDGE_MESSAGE(kLinkedOnlyIfAble, "{card} would join the linked attack, but a linked attacker takes part only if it can attack itself", "{card}は連携攻撃に加わろうとするが、連携攻撃に加われるのは自分でも攻撃できるゲウダだけだ");
JUDGE_MESSAGE(kPierceNoBarrier, "{player} has no barrier left; 貫通 never makes an アガ destruction check",
                                "{player}のバリアは残っていない。貫通ではアガの破壊判定は行わない");
JUDGE_MESSAGE(kBattleEnds, "the battle ends", "バトルが終わる");

}  // namespace judge::iw::say
