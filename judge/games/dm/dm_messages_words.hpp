// The scenario format's Duel Masters words as the steps, refusals and prompts name them
// (dm_words.cpp): operations (op="…"), what an effect allows or denies (action="…"), the moments
// abilities trigger on (trigger="…"), conditions (condition="…") and the keyword replacement
// effects a "replacement" decision offers. The English form is the scenario word itself, as the
// steps have always written it; the Japanese one is the game's own term (破壊, ドロー, 選ばれない,
// 「出た時」, セイバー …). Included by dm_internal.hpp; compiled by its .cpp.
#pragma once

#include "messages/message.hpp"

namespace judge::dm::say {

using msg::Message;


// ---- Operations, as nouns ("kの破壊はそれを選べない", "前半のあとにドローを実行する").
JUDGE_MESSAGE(kOpModify, "modify", "修正");
JUDGE_MESSAGE(kOpDestroy, "destroy", "破壊");
JUDGE_MESSAGE(kOpDestroyCard, "destroy-card", "カードの破壊");
JUDGE_MESSAGE(kOpDraw, "draw", "ドロー");
JUDGE_MESSAGE(kOpDeckToMana, "deck-to-mana", "山札からマナゾーンに置く効果");
JUDGE_MESSAGE(kOpToMana, "to-mana", "マナゾーンに置く効果");
JUDGE_MESSAGE(kOpToHand, "to-hand", "手札に戻す効果");
JUDGE_MESSAGE(kOpToGraveyard, "to-graveyard", "墓地に置く効果");
JUDGE_MESSAGE(kOpPutIntoBattle, "put-into-battle", "バトルゾーンに出す効果");
JUDGE_MESSAGE(kOpUse, "use", "カードを使う効果");
JUDGE_MESSAGE(kOpTap, "tap", "タップ");
JUDGE_MESSAGE(kOpUntap, "untap", "アンタップ");
JUDGE_MESSAGE(kOpGrant, "grant", "能力の付与");
JUDGE_MESSAGE(kOpLose, "lose", "能力を失わせる効果");
JUDGE_MESSAGE(kOpAllow, "allow", "許可の効果");
JUDGE_MESSAGE(kOpDeny, "deny", "禁止の効果");
JUDGE_MESSAGE(kOpBattle, "battle", "バトル");
JUDGE_MESSAGE(kOpChoose, "choose", "選択");
JUDGE_MESSAGE(kOpIgnore, "ignore", "能力の無視");
JUDGE_MESSAGE(kOpAddShield, "add-shield", "シールド追加");
JUDGE_MESSAGE(kOpBreakShield, "break-shield", "シールドをブレイクする効果");
JUDGE_MESSAGE(kOpShieldToGraveyard, "shield-to-graveyard", "シールドを墓地に置く効果");
JUDGE_MESSAGE(kOpDiscard, "discard", "手札を捨てる効果");
JUDGE_MESSAGE(kOpToDeckBottom, "to-deck-bottom", "山札の下に置く効果");
JUDGE_MESSAGE(kOpInvade, "invade", "侵略");
JUDGE_MESSAGE(kOpRevolutionChange, "revolution-change", "革命チェンジ");
JUDGE_MESSAGE(kOpNinjaChange, "ninja-change", "ニンジャ・チェンジ");
JUDGE_MESSAGE(kOpNinjaStrike, "ninja-strike", "ニンジャ・ストライク");
JUDGE_MESSAGE(kOpMekuraid, "mekuraid", "メクレイド");
JUDGE_MESSAGE(kOpWMekuraid, "w-mekuraid", "Wメクレイド");
JUDGE_MESSAGE(kOpGZero, "g-zero", "G・ゼロ");
JUDGE_MESSAGE(kOpReduceNextCost, "reduce-next-cost", "次のカードのコストを少なくする効果");
JUDGE_MESSAGE(kOpBecomeCreature, "become-creature", "クリーチャーになる効果");

// ---- What an effect allows or denies (action="…"): the English is the scenario word in every
// form; the Japanese says the thing (a noun, for the can/cannot precedence step), or what the card
// can or cannot do ("攻撃できない", "選ばれない").
JUDGE_MESSAGE(kCapAttack, "attack", "攻撃");
JUDGE_MESSAGE(kCapAttackCan, "attack", "攻撃できる");
JUDGE_MESSAGE(kCapAttackCannot, "attack", "攻撃できない");
JUDGE_MESSAGE(kCapBlock, "block", "ブロック");
JUDGE_MESSAGE(kCapBlockCan, "block", "ブロックできる");
JUDGE_MESSAGE(kCapBlockCannot, "block", "ブロックできない");
JUDGE_MESSAGE(kCapBeChosen, "be-chosen", "選ばれること");
JUDGE_MESSAGE(kCapBeChosenCan, "be-chosen", "選ばれることができる");
JUDGE_MESSAGE(kCapBeChosenCannot, "be-chosen", "選ばれない");
JUDGE_MESSAGE(kCapBeAttacked, "be-attacked", "攻撃されること");
JUDGE_MESSAGE(kCapBeAttackedCan, "be-attacked", "攻撃されることができる");
JUDGE_MESSAGE(kCapBeAttackedCannot, "be-attacked", "攻撃されない");
JUDGE_MESSAGE(kCapBeBlocked, "be-blocked", "ブロックされること");
JUDGE_MESSAGE(kCapBeBlockedCan, "be-blocked", "ブロックされることができる");
JUDGE_MESSAGE(kCapBeBlockedCannot, "be-blocked", "ブロックされない");
JUDGE_MESSAGE(kCapAttackPlayer, "attack-player", "プレイヤーへの攻撃");
JUDGE_MESSAGE(kCapAttackPlayerCan, "attack-player", "プレイヤーを攻撃できる");
JUDGE_MESSAGE(kCapAttackPlayerCannot, "attack-player", "プレイヤーを攻撃できない");
JUDGE_MESSAGE(kCapAttackCreature, "attack-creature", "クリーチャーへの攻撃");
JUDGE_MESSAGE(kCapAttackCreatureCan, "attack-creature", "クリーチャーを攻撃できる");
JUDGE_MESSAGE(kCapAttackCreatureCannot, "attack-creature", "クリーチャーを攻撃できない");
JUDGE_MESSAGE(kCapMustAttack, "must-attack", "可能なら攻撃すること");
JUDGE_MESSAGE(kCapMustAttackCan, "must-attack", "可能であれば攻撃する");
JUDGE_MESSAGE(kCapMustAttackCannot, "must-attack", "攻撃を強制されない");
JUDGE_MESSAGE(kCapMustAttackThis, "must-attack-this", "可能ならこのクリーチャーを攻撃すること");
JUDGE_MESSAGE(kCapMustAttackThisCan, "must-attack-this", "可能であればこのクリーチャーを攻撃する");
JUDGE_MESSAGE(kCapMustAttackThisCannot, "must-attack-this", "このクリーチャーへの攻撃を強制されない");
JUDGE_MESSAGE(kCapBeChosenByOpponent, "be-chosen-by-opponent", "相手に選ばれること");
JUDGE_MESSAGE(kCapBeChosenByOpponentCan, "be-chosen-by-opponent", "相手に選ばれることができる");
JUDGE_MESSAGE(kCapBeChosenByOpponentCannot, "be-chosen-by-opponent", "相手に選ばれない");
JUDGE_MESSAGE(kCapLeave, "leave", "バトルゾーンを離れること");
JUDGE_MESSAGE(kCapLeaveCan, "leave", "バトルゾーンを離れられる");
JUDGE_MESSAGE(kCapLeaveCannot, "leave", "バトルゾーンを離れられない");
JUDGE_MESSAGE(kCapPutPowerAtMost, "put-creature-power-at-most:{n}", "パワー{n}以下のクリーチャーを出すこと");
JUDGE_MESSAGE(kCapPutPowerAtMostCan, "put-creature-power-at-most:{n}", "パワー{n}以下のクリーチャーを出せる");
JUDGE_MESSAGE(kCapPutPowerAtMostCannot, "put-creature-power-at-most:{n}", "パワー{n}以下のクリーチャーを出せない");
JUDGE_MESSAGE(kCapOtherCan, "{word}", "`{word}`できる");
JUDGE_MESSAGE(kCapOtherCannot, "{word}", "`{word}`できない");

// A keyword the card has printed on it, the "can" of the precedence step when an effect takes it away.
JUDGE_MESSAGE(kPrintedKeyword, "printed", "カードに記載");

// ---- Moments abilities trigger on, as the 「…」 of "「出た時」能力".
JUDGE_MESSAGE(kWhenEnters, "enters", "出た時");
JUDGE_MESSAGE(kWhenSummoned, "summoned", "召喚した時");
JUDGE_MESSAGE(kWhenLeaves, "leaves", "離れた時");
JUDGE_MESSAGE(kWhenDestroyed, "destroyed", "破壊された時");
JUDGE_MESSAGE(kWhenAttacks, "attacks", "攻撃する時");
JUDGE_MESSAGE(kWhenBlocks, "blocks", "ブロックした時");
JUDGE_MESSAGE(kWhenBattles, "battles", "バトルする時");
JUDGE_MESSAGE(kWhenBeforeEachBreak, "before-each-break", "各ブレイクの前");
JUDGE_MESSAGE(kWhenStartOfTurn, "start-of-turn", "ターンのはじめ");
JUDGE_MESSAGE(kWhenOpponentAttacks, "opponent-attacks", "相手クリーチャーが攻撃する時");
JUDGE_MESSAGE(kWhenMyCreatureEnters, "my-creature-enters", "自分のクリーチャーが出た時");
JUDGE_MESSAGE(kWhenOpponentCreatureEnters, "opponent-creature-enters", "相手のクリーチャーが出た時");
JUDGE_MESSAGE(kWhenWinsBattle, "wins-battle", "バトルに勝った時");
JUDGE_MESSAGE(kWhenEndOfMyTurn, "end-of-my-turn", "自分のターンの終わり");
JUDGE_MESSAGE(kWhenEndOfTurn, "end-of-turn", "各ターンの終わり");
JUDGE_MESSAGE(kWhenOpponentCastsSpell, "opponent-casts-spell", "相手が呪文を唱えた時");
JUDGE_MESSAGE(kWhenMyCreatureSummoned, "my-creature-summoned", "自分のクリーチャーを召喚した時");
JUDGE_MESSAGE(kWhenOpponentCreatureSummoned, "opponent-creature-summoned", "相手がクリーチャーを召喚した時");
JUDGE_MESSAGE(kWhenOpponentCreatureDestroyed, "opponent-creature-destroyed", "相手のクリーチャーが破壊された時");
JUDGE_MESSAGE(kWhenMyCreatureLeaves, "my-creature-leaves", "自分のクリーチャーがバトルゾーンを離れた時");
JUDGE_MESSAGE(kWhenOpponentCreatureLeaves, "opponent-creature-leaves", "相手のクリーチャーがバトルゾーンを離れた時");
JUDGE_MESSAGE(kWhenMyCreatureDestroyed, "my-creature-destroyed", "自分のクリーチャーが破壊された時");
JUDGE_MESSAGE(kWhenAny, "any", "いずれかの時");

// ---- Conditions (condition="NAME:N"), quoted as the card states them.
JUDGE_MESSAGE(kIfMyManaAtLeast, "my-mana-at-least:{n}", "「自分のマナが{n}枚以上」");
JUDGE_MESSAGE(kIfMyShieldsAtMost, "my-shields-at-most:{n}", "「自分のシールドが{n}枚以下」");
JUDGE_MESSAGE(kIfMyCreaturesAtLeast, "my-creatures-at-least:{n}", "「自分のクリーチャーが{n}体以上」");
JUDGE_MESSAGE(kIfOpponentCreaturesAtLeast, "opponent-creatures-at-least:{n}", "「相手のクリーチャーが{n}体以上」");

// ---- Replacement effects as a "replacement" decision names them: the English is the decision's
// label (the choice a script writes); the Japanese names the card and its keyword.
JUDGE_MESSAGE(kReplacementBy, "{card}", "{card}の置換効果");
JUDGE_MESSAGE(kReplacementSaver, "{card}:saver", "{card}のセイバー");
JUDGE_MESSAGE(kReplacementUltraSaver, "{card}:ultra-saver", "{card}のウルトラ・セイバー");
JUDGE_MESSAGE(kReplacementEscape, "{card}:escape", "{card}のエスケープ");
JUDGE_MESSAGE(kReplacementTrueEscape, "{card}:true-escape", "{card}の真・エスケープ");
JUDGE_MESSAGE(kReplacementExLife, "{card}:ex-life", "{card}のEXライフ");
JUDGE_MESSAGE(kReplacementGNeo, "{card}:g-neo", "{card}のG-NEO進化");

// ---- Mistakes in a scenario file the effects find while playing it (errors, not steps).
JUDGE_MESSAGE(kNumberOutOfRange, "the number {text} is outside the int range", "数 {text} は int の範囲の外です");
JUDGE_MESSAGE(kValueName, "{stat} of {card}", "{card} の {stat}");
JUDGE_MESSAGE(kEffectOfCard, "{card}'s effect", "{card}の効果");
JUDGE_MESSAGE(kNoSuchCard, "there is no card {card}", "カード {card} はありません");
JUDGE_MESSAGE(kUseNamesResolving, "{source}'s use names {card}, which is being resolved and is in no zone: a card is used from a zone (write target=\"choose\" with zone=\"…\")",
                                  "{source}の use が指す{card}は解決中で、どのゾーンにもありません。カードはゾーンから使います（target=\"choose\" と zone=\"…\" を書いてください）");
JUDGE_MESSAGE(kTheCardItself, "the card itself", "そのカード自身");

}  // namespace judge::dm::say
