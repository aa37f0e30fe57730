// The Duel Masters ruleset's sentences for keyword abilities (dm_kw_*.cpp), in English and
// Japanese, with the keyword names as cards print them. Included by dm_messages.hpp.
#pragma once

#include "messages/message.hpp"

namespace judge::dm::say {

using msg::Message;

// ---- セイバー, スレイヤー, スター進化, タマシード, ガードマン, パワーアタッカー, パワード・ブレイカー, 革命n, NEO進化.
inline constexpr Message kSaverOnlyDestruction{"{saver}'s セイバー stands in only for destruction: it cannot stop {card} going to the {zone} (that needs ウルトラ・セイバー)",
                                               "{saver}のセイバーが身代わりになれるのは破壊だけで、{card}が{zone}に行くのは止められない(それにはウルトラ・セイバーが要る)"};
inline constexpr Message kSaverStandsIn{"{saver} stands in for {card} and is destroyed in its place", "{saver}は{card}の身代わりになり、代わりに破壊される"};
inline constexpr Message kStandingInFor{"standing in for {card}", "{card}の身代わり"};
inline constexpr Message kSlayerBattleDestroys{"{slayer} has スレイヤー; {other} is destroyed by the battle itself", "{slayer}はスレイヤーを持つが、{other}はバトルそのもので破壊される"};
inline constexpr Message kSlayerTakesDown{"{slayer} has スレイヤー: it loses the battle, but takes {other} down with it", "{slayer}はスレイヤーを持つ。バトルには負けるが、{other}を道連れにする"};
inline constexpr Message kStarEvolutionLeaves{"{card} is a star evolution creature: only it leaves the battle zone, and {below} stays there",
                                              "{card}はスター進化クリーチャーなので、バトルゾーンを離れるのは{card}だけで、{below}はそこに残る"};
inline constexpr Message kStarRemainderTapped{"{card} stays tapped as the creature was; it does not newly enter, so nothing \"when it enters\" triggers",
                                              "{card}はクリーチャーと同じくタップしたまま残る。新たに出たのではないので「出た時」は誘発しない"};
inline constexpr Message kStarRemainderUntapped{"{card} stays untapped as the creature was; it does not newly enter, so nothing \"when it enters\" triggers",
                                                "{card}はクリーチャーと同じくアンタップしたまま残る。新たに出たのではないので「出た時」は誘発しない"};
inline constexpr Message kWhatAttack{"attack", "攻撃"};
inline constexpr Message kWhatBlock{"block", "ブロック"};
inline constexpr Message kTamaseedPromoted{"{card} is a tamaseed whose condition holds: it is treated as a creature, so it may {what}",
                                           "{card}は条件を満たしたタマシードなのでクリーチャーとして扱い、{what}できる"};
inline constexpr Message kTamaseedSickness{"a promoted tamaseed entered the battle zone when the tamaseed did; summoning sickness counts from then",
                                           "クリーチャーになったタマシードは、タマシードとして出た時にバトルゾーンに出たものとし、召喚酔いはそこから数える"};
inline constexpr Message kTamaseedCannot{"{card} is a tamaseed, not a creature: it cannot {what}", "{card}はタマシードでクリーチャーではないので、{what}できない"};
inline constexpr Message kTamaseedBase{"{base} is a tamaseed: not a creature, but it can be the base {card} evolves on", "{base}はタマシードだ。クリーチャーではないが、{card}の進化元になれる"};
inline constexpr Message kTamaseedEvolutionBase{"every tamaseed in its owner's battle zone is treated as a possible evolution base", "持ち主のバトルゾーンのタマシードはどれも進化元にできるものとして扱う"};
inline constexpr Message kGuardmanNotPlayer{"{card} has ガードマン, not ブロッカー: it cannot stop an attack on the player",
                                            "{card}が持つのはブロッカーではなくガードマンなので、プレイヤーへの攻撃は止められない"};
inline constexpr Message kGuardmanIsTarget{"{card} is itself the target; ガードマン takes over attacks on other creatures",
                                           "{card}自身が攻撃対象だ。ガードマンが引き受けるのは他のクリーチャーへの攻撃だ"};
inline constexpr Message kGuardmanTakesOver{"{card} has ガードマン: the attack is aimed at {target}, a creature, so it may take it over",
                                            "{card}はガードマンを持つ。攻撃対象はクリーチャーの{target}なので、その攻撃を引き受けられる"};
inline constexpr Message kPowerAttackerAdds{"{card} is attacking: パワーアタッカー adds {n} to its power", "{card}は攻撃中なので、パワーアタッカーでパワーが{n}上がる"};
inline constexpr Message kPowerAttackerNot{"{card} has パワーアタッカー but is not attacking: its power is not raised", "{card}はパワーアタッカーを持つが、攻撃中ではないのでパワーは上がらない"};
inline constexpr Message kPoweredBreaker{"{card} has パワード・ブレイカー and power {power}: {extra} extra shield(s) on top of one, {n} in all",
                                         "{card}はパワード・ブレイカーを持ち、パワーは{power}。1枚に加えて{extra}枚、合計{n}枚のシールドをブレイクする"};
inline constexpr Message kRevolutionWorks{"{source}'s 革命{r} ability: {player} has {n} shield(s), so it works", "{source}の革命{r}: {player}のシールドは{n}枚なので有効"};
inline constexpr Message kRevolutionIdle{"{source}'s 革命{r} ability: {player} has {n} shield(s), more than {r}, so it does nothing",
                                         "{source}の革命{r}: {player}のシールドは{n}枚で{r}枚より多いので、何もしない"};
inline constexpr Message kRevolutionTrigger{"{card} has S・トリガー only through 革命{r}: the shields are counted now, after the break",
                                            "{card}がS・トリガーを持つのは革命{r}によるので、ブレイクの後の今、シールドを数える"};
inline constexpr Message kNeoAsEvolution{"{card} is a NEO evolution creature and is put out as an evolution on {base}", "{card}はNEO進化クリーチャーで、{base}の上に進化して出る"};
inline constexpr Message kNeoAlone{"{card} is a NEO evolution creature summoned on its own: an ordinary creature, with summoning sickness",
                                   "{card}はNEO進化クリーチャーを単独で召喚したもので、普通のクリーチャーとして召喚酔いする"};

// ---- Declared keywords: 侵略, 革命チェンジ, ニンジャ・チェンジ … (dm_kw_declare.cpp).
inline constexpr Message kDeclarationFails{"the declared {card} fails to resolve: {why}", "宣言した{card}は解決に失敗する: {why}"};
inline constexpr Message kStaysWhereDeclared{"{card} stays in the {zone} where it was declared from", "{card}は宣言した元の{zone}に残る"};
inline constexpr Message kSInvasionFrom{"{card} is in the {zone}: S級侵略 may be declared from there too", "{card}は{zone}にある。S級侵略はそこからも宣言できる"};
inline constexpr Message kPromptDeclareKeyword{"declare {keyword} of {card} ({moment} by {creature})", "{card}の{keyword}を宣言する({creature}の{moment})"};
inline constexpr Message kDoesNotDeclareKeyword{"{player} does not declare {card}'s {keyword}", "{player}は{card}の{keyword}を宣言しない"};
inline constexpr Message kDeclaresOnAttack{"{player} reveals {card} from the {zone} and declares its {keyword} as {creature} attacks",
                                           "{player}は{creature}の攻撃時に{zone}の{card}を公開し、{keyword}を宣言する"};
inline constexpr Message kDeclaresOnBlock{"{player} reveals {card} from the {zone} and declares its {keyword} as {creature} blocks",
                                          "{player}は{creature}のブロック時に{zone}の{card}を公開し、{keyword}を宣言する"};
inline constexpr Message kWaitsWithAttacking{"{card} stays revealed in the {zone} and waits with the \"when attacking\" abilities until it resolves",
                                             "{card}は{zone}で公開されたまま、「攻撃する時」の能力と共に解決まで待機する"};
inline constexpr Message kWaitsLikeTriggered{"{card} stays revealed in the {zone} and waits like a triggered ability until it resolves",
                                             "{card}は{zone}で公開されたまま、誘発した能力と同じく解決まで待機する"};
inline constexpr Message kDeclaredKeywordResolves{"{player}'s declared {keyword} of {card} resolves", "{player}が宣言した{card}の{keyword}を解決する"};
inline constexpr Message kNoLongerInZone{"{card} is no longer in the {zone}: its declaration does nothing", "{card}はもう{zone}にないので、宣言は何もしない"};
inline constexpr Message kMayNotEnter{"it may not enter the battle zone", "バトルゾーンに出られない"};
inline constexpr Message kAttackerNoLonger{"the attacking creature is no longer in the battle zone", "攻撃クリーチャーがもうバトルゾーンにない"};
inline constexpr Message kNoCreatureMeetsNow{"{player} has no creature that meets its condition now", "{player}には今、条件を満たすクリーチャーがない"};
inline constexpr Message kNothingToExchange{"{card} is no longer in the battle zone, so there is nothing to exchange", "{card}はもうバトルゾーンにないので、入れ替えるものがない"};
inline constexpr Message kExchangeNotHappen{"{card} stays in the battle zone, so the exchange does not happen", "{card}はバトルゾーンに残るので、入れ替えは起こらない"};
inline constexpr Message kNoEvolutionCondition{"{card} does not meet its evolution condition (it evolves only onto {onto})", "{card}は進化の条件を満たさない({onto}の上にしか進化できない)"};
inline constexpr Message kMomentAttack{
"attack", "攻撃時"};
inline constexpr Message kMomentBlock{"block", "ブロック時"};

// ---- ツインパクト (dm_kw_twinpact.cpp).

inline constexpr Message kNeitherHalfHas{"neither half of the twinpact {card} has {keyword}", "ツインパクト{card}のどちらの面も{keyword}を持たない"};
inline constexpr Message kHalfDoesNotFit{"the effect names the type {type}, and the {type} half of the twinpact {card} does not fit; the other half does not count",
                                         "効果は種類{type}を指定しており、ツインパクト{card}の{type}面は当てはまらない。もう一方の面は数えない"};
inline constexpr Message kHalfDoesNotFitWith{"the effect names the type {type} with {keyword}, and the {type} half of the twinpact {card} does not fit; the other half does not count",
                                             "効果は{keyword}を持つ{type}を指定しており、ツインパクト{card}の{type}面は当てはまらない。もう一方の面は数えない"};
inline constexpr Message kJustACard{"{source} refers to {card} just as a card: the twinpact may be read by either half, so {player} may use either",
                                    "{source}は{card}を単にカードとして参照するので、ツインパクトはどちらの面で読んでもよく、{player}はどちらを使ってもよい"};
inline constexpr Message kJustACardWith{"{source} refers to {card} just as a card with {keyword}: the twinpact may be read by either half, so {player} may use either",
                                        "{source}は{card}を{keyword}を持つカードとして参照するので、ツインパクトはどちらの面で読んでもよく、{player}はどちらを使ってもよい"};
inline constexpr Message kPromptHalf{"half of the twinpact {card} to use", "使うツインパクト{card}の面"};
inline constexpr Message kUsesHalf{"{player} uses the {half} half of {card}", "{player}は{card}の{half}面を使う"};
inline constexpr Message kNamesType{"{source} names the type {type}: only the {half} half of the twinpact {card} may be used",
                                    "{source}は種類{type}を指定しているので、ツインパクト{card}は{half}面しか使えない"};
inline constexpr Message kNamesTypeWith{"{source} names the type {type} with {keyword}: only the {half} half of the twinpact {card} may be used",
                                        "{source}は{keyword}を持つ{type}を指定しているので、ツインパクト{card}は{half}面しか使えない"};
inline constexpr Message kOneHalfTrigger{"only the {half} half of the twinpact {card} has S・トリガー: from the shields, only that half may be used",
                                         "ツインパクト{card}でS・トリガーを持つのは{half}面だけなので、シールドから使えるのはその面だけだ"};
inline constexpr Message kBothHalvesTrigger{"both halves of the twinpact {card} have S・トリガー: {player} may use either",
                                            "ツインパクト{card}は両面にS・トリガーがあるので、{player}はどちらを使ってもよい"};
inline constexpr Message kPromptHalfTrigger{"half of the twinpact {card} to use by S・トリガー", "S・トリガーで使うツインパクト{card}の面"};

// ---- 墓地進化, マナ進化 (dm_kw_zone_evolution.cpp), ニンジャ・チェンジ.
inline constexpr Message kZoneBaseMissing{"{card} takes its base from {player}'s {zone} zone; {base} is not a creature card there",
                                          "{card}は{player}の{zone}から進化元を選ぶが、{base}はそこにあるクリーチャーカードではない"};
inline constexpr Message kZoneBaseTaken{"{card} takes {base} from the {zone} zone as its base: no base is needed in the battle zone",
                                        "{card}は{zone}の{base}を進化元にする。バトルゾーンに進化元は要らない"};
inline constexpr Message kZoneBaseNoEnter{"{base} goes from the {zone} zone straight under {card}: it does not enter the battle zone by itself, so its \"when it enters\" abilities do not trigger",
                                          "{base}は{zone}から直接{card}の下に置かれる。単独でバトルゾーンに出るのではないので、その「出た時」の能力は誘発しない"};
inline constexpr Message kZoneBaseUntapped{"the base from another zone counts as untapped, so {card} is untapped", "他のゾーンからの進化元はアンタップ状態として扱うので、{card}はアンタップしている"};
inline constexpr Message kNinjaChangeNoCreature{"{player} has no creature that meets {card}'s ninja change condition", "{player}には{card}のニンジャ・チェンジの条件を満たすクリーチャーがない"};
inline constexpr Message kPromptNinjaExchange{"creature {player} exchanges for {card}", "{player}が{card}と入れ替えるクリーチャー"};
inline constexpr Message kNinjaNotInvolved{"{card} is neither attacked nor blocking, and may still be exchanged", "{card}は攻撃されてもブロックしてもいないが、それでも入れ替えられる"};


}  // namespace judge::dm::say
