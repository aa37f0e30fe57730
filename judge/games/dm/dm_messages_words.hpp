// The scenario format's Duel Masters words as the steps, refusals and prompts name them
// (dm_words.cpp): operations (op="…"), what an effect allows or denies (action="…"), the moments
// abilities trigger on (trigger="…"), conditions (condition="…") and the keyword replacement
// effects a "replacement" decision offers. The English form is the scenario word itself, as the
// steps have always written it; the Japanese one is the game's own term (破壊, ドロー, 選ばれない,
// 「出た時」, セイバー …). Included by dm_messages.hpp.
#pragma once

#include "messages/message.hpp"

namespace judge::dm::say {

using msg::Message;


// ---- Operations, as nouns ("kの破壊はそれを選べない", "前半のあとにドローを実行する").
inline constexpr Message kOpModify{"modify", "修正"};
inline constexpr Message kOpDestroy{"destroy", "破壊"};
inline constexpr Message kOpDestroyCard{"destroy-card", "カードの破壊"};
inline constexpr Message kOpDraw{"draw", "ドロー"};
inline constexpr Message kOpDeckToMana{"deck-to-mana", "山札からマナゾーンに置く効果"};
inline constexpr Message kOpToMana{"to-mana", "マナゾーンに置く効果"};
inline constexpr Message kOpToHand{"to-hand", "手札に戻す効果"};
inline constexpr Message kOpToGraveyard{"to-graveyard", "墓地に置く効果"};
inline constexpr Message kOpPutIntoBattle{"put-into-battle", "バトルゾーンに出す効果"};
inline constexpr Message kOpUse{"use", "カードを使う効果"};
inline constexpr Message kOpTap{"tap", "タップ"};
inline constexpr Message kOpUntap{"untap", "アンタップ"};
inline constexpr Message kOpGrant{"grant", "能力の付与"};
inline constexpr Message kOpLose{"lose", "能力を失わせる効果"};
inline constexpr Message kOpAllow{"allow", "許可の効果"};
inline constexpr Message kOpDeny{"deny", "禁止の効果"};
inline constexpr Message kOpBattle{"battle", "バトル"};
inline constexpr Message kOpChoose{"choose", "選択"};
inline constexpr Message kOpIgnore{"ignore", "能力の無視"};
inline constexpr Message kOpAddShield{"add-shield", "シールド追加"};
inline constexpr Message kOpShieldToGraveyard{"shield-to-graveyard", "シールドを墓地に置く効果"};
inline constexpr Message kOpDiscard{"discard", "手札を捨てる効果"};
inline constexpr Message kOpToDeckBottom{"to-deck-bottom", "山札の下に置く効果"};
inline constexpr Message kOpInvade{"invade", "侵略"};
inline constexpr Message kOpRevolutionChange{"revolution-change", "革命チェンジ"};
inline constexpr Message kOpNinjaChange{"ninja-change", "ニンジャ・チェンジ"};
inline constexpr Message kOpNinjaStrike{"ninja-strike", "ニンジャ・ストライク"};
inline constexpr Message kOpMekuraid{"mekuraid", "メクレイド"};
inline constexpr Message kOpWMekuraid{"w-mekuraid", "Wメクレイド"};
inline constexpr Message kOpBecomeCreature{"become-creature", "クリーチャーになる効果"};

// ---- What an effect allows or denies (action="…"): the English is the scenario word in every
// form; the Japanese says the thing (a noun, for the can/cannot precedence step), or what the card
// can or cannot do ("攻撃できない", "選ばれない").
inline constexpr Message kCapAttack{"attack", "攻撃"};
inline constexpr Message kCapAttackCan{"attack", "攻撃できる"};
inline constexpr Message kCapAttackCannot{"attack", "攻撃できない"};
inline constexpr Message kCapBlock{"block", "ブロック"};
inline constexpr Message kCapBlockCan{"block", "ブロックできる"};
inline constexpr Message kCapBlockCannot{"block", "ブロックできない"};
inline constexpr Message kCapBeChosen{"be-chosen", "選ばれること"};
inline constexpr Message kCapBeChosenCan{"be-chosen", "選ばれることができる"};
inline constexpr Message kCapBeChosenCannot{"be-chosen", "選ばれない"};
inline constexpr Message kCapBeAttacked{"be-attacked", "攻撃されること"};
inline constexpr Message kCapBeAttackedCan{"be-attacked", "攻撃されることができる"};
inline constexpr Message kCapBeAttackedCannot{"be-attacked", "攻撃されない"};
inline constexpr Message kCapLeave{"leave", "バトルゾーンを離れること"};
inline constexpr Message kCapLeaveCan{"leave", "バトルゾーンを離れられる"};
inline constexpr Message kCapLeaveCannot{"leave", "バトルゾーンを離れられない"};
inline constexpr Message kCapPutPowerAtMost{"put-creature-power-at-most:{n}", "パワー{n}以下のクリーチャーを出すこと"};
inline constexpr Message kCapPutPowerAtMostCan{"put-creature-power-at-most:{n}", "パワー{n}以下のクリーチャーを出せる"};
inline constexpr Message kCapPutPowerAtMostCannot{"put-creature-power-at-most:{n}", "パワー{n}以下のクリーチャーを出せない"};
inline constexpr Message kCapOtherCan{"{word}", "`{word}`できる"};
inline constexpr Message kCapOtherCannot{"{word}", "`{word}`できない"};

// A keyword the card has printed on it, the "can" of the precedence step when an effect takes it away.
inline constexpr Message kPrintedKeyword{"printed", "カードに記載"};

// ---- Moments abilities trigger on, as the 「…」 of "「出た時」能力".
inline constexpr Message kWhenEnters{"enters", "出た時"};
inline constexpr Message kWhenSummoned{"summoned", "召喚した時"};
inline constexpr Message kWhenLeaves{"leaves", "離れた時"};
inline constexpr Message kWhenDestroyed{"destroyed", "破壊された時"};
inline constexpr Message kWhenAttacks{"attacks", "攻撃する時"};
inline constexpr Message kWhenBlocks{"blocks", "ブロックした時"};
inline constexpr Message kWhenBattles{"battles", "バトルする時"};
inline constexpr Message kWhenBeforeEachBreak{"before-each-break", "各ブレイクの前"};
inline constexpr Message kWhenStartOfTurn{"start-of-turn", "ターンのはじめ"};
inline constexpr Message kWhenOpponentAttacks{"opponent-attacks", "相手クリーチャーが攻撃する時"};
inline constexpr Message kWhenMyCreatureEnters{"my-creature-enters", "自分のクリーチャーが出た時"};
inline constexpr Message kWhenOpponentCreatureEnters{"opponent-creature-enters", "相手のクリーチャーが出た時"};
inline constexpr Message kWhenMyCreatureDestroyed{"my-creature-destroyed", "自分のクリーチャーが破壊された時"};
inline constexpr Message kWhenAny{"any", "いずれかの時"};

// ---- Conditions (condition="NAME:N"), quoted as the card states them.
inline constexpr Message kIfMyManaAtLeast{"my-mana-at-least:{n}", "「自分のマナが{n}枚以上」"};
inline constexpr Message kIfMyShieldsAtMost{"my-shields-at-most:{n}", "「自分のシールドが{n}枚以下」"};
inline constexpr Message kIfMyCreaturesAtLeast{"my-creatures-at-least:{n}", "「自分のクリーチャーが{n}体以上」"};
inline constexpr Message kIfOpponentCreaturesAtLeast{"opponent-creatures-at-least:{n}", "「相手のクリーチャーが{n}体以上」"};

// ---- Replacement effects as a "replacement" decision names them: the English is the decision's
// label (the choice a script writes); the Japanese names the card and its keyword.
inline constexpr Message kReplacementBy{"{card}", "{card}の置換効果"};
inline constexpr Message kReplacementSaver{"{card}:saver", "{card}のセイバー"};
inline constexpr Message kReplacementUltraSaver{"{card}:ultra-saver", "{card}のウルトラセイバー"};
inline constexpr Message kReplacementEscape{"{card}:escape", "{card}のエスケープ"};
inline constexpr Message kReplacementTrueEscape{"{card}:true-escape", "{card}の真エスケープ"};
inline constexpr Message kReplacementExLife{"{card}:ex-life", "{card}のEXライフ"};
inline constexpr Message kReplacementGNeo{"{card}:g-neo", "{card}のG-NEO進化"};

// ---- Mistakes in a scenario file the effects find while playing it (errors, not steps).
inline constexpr Message kNumberOutOfRange{"the number {text} is outside the int range", "数 {text} は int の範囲の外です"};
inline constexpr Message kValueName{"{stat} of {card}", "{card} の {stat}"};
inline constexpr Message kEffectOfCard{"{card}'s effect", "{card}の効果"};
inline constexpr Message kNoSuchCard{"there is no card {card}", "カード {card} はありません"};
inline constexpr Message kUseNamesResolving{"{source}'s use names {card}, which is being resolved and is in no zone: a card is used from a zone (write target=\"choose\" with zone=\"…\")",
                                            "{source}の use が指す{card}は解決中で、どのゾーンにもありません。カードはゾーンから使います（target=\"choose\" と zone=\"…\" を書いてください）"};
inline constexpr Message kTheCardItself{"the card itself", "そのカード自身"};

}  // namespace judge::dm::say
