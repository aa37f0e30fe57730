// The Duel Masters ruleset's sentences for keyword abilities (dm_kw_*.cpp), in English and
// Japanese, with the keyword names as cards print them. Included by dm_internal.hpp; compiled by its .cpp.
#pragma once

#include "messages/message.hpp"

namespace judge::dm::say {

using msg::Message;

// ---- セイバー, スレイヤー, スター進化, タマシード, ガードマン, パワーアタッカー, パワード・ブレイカー, 革命n, NEO進化.
JUDGE_MESSAGE(kSaverOnlyDestruction, "{saver}'s セイバー stands in only for destruction: it cannot stop {card} going to the {zone} (that needs ウルトラ・セイバー)",
                                     "{saver}のセイバーが身代わりになれるのは破壊だけで、{card}が{zone}に行くのは止められない(それにはウルトラ・セイバーが要る)");
JUDGE_MESSAGE(kSaverStandsIn, "{saver} stands in for {card} and is destroyed in its place", "{saver}は{card}の身代わりになり、代わりに破壊される");
JUDGE_MESSAGE(kStandingInFor, "standing in for {card}", "{card}の身代わり");
JUDGE_MESSAGE(kSlayerBattleDestroys, "{slayer} has スレイヤー; {other} is destroyed by the battle itself", "{slayer}はスレイヤーを持つが、{other}はバトルそのもので破壊される");
JUDGE_MESSAGE(kSlayerTakesDown, "{slayer} has スレイヤー: it loses the battle, but takes {other} down with it", "{slayer}はスレイヤーを持つ。バトルには負けるが、{other}を道連れにする");
JUDGE_MESSAGE(kStarEvolutionLeaves, "{card} is a star evolution creature: only it leaves the battle zone, and {below} stays there",
                                    "{card}はスター進化クリーチャーなので、バトルゾーンを離れるのは{card}だけで、{below}はそこに残る");
JUDGE_MESSAGE(kStarRemainderTapped, "{card} stays tapped as the creature was; it does not newly enter, so nothing \"when it enters\" triggers",
                                    "{card}はクリーチャーと同じくタップしたまま残る。新たに出たのではないので「出た時」は誘発しない");
JUDGE_MESSAGE(kStarRemainderUntapped, "{card} stays untapped as the creature was; it does not newly enter, so nothing \"when it enters\" triggers",
                                      "{card}はクリーチャーと同じくアンタップしたまま残る。新たに出たのではないので「出た時」は誘発しない");
JUDGE_MESSAGE(kWhatAttack, "attack", "攻撃");
JUDGE_MESSAGE(kWhatBlock, "block", "ブロック");
JUDGE_MESSAGE(kTamaseedPromoted, "{card} is a tamaseed whose condition holds: it is treated as a creature, so it may {what}",
                                 "{card}は条件を満たしたタマシードなのでクリーチャーとして扱い、{what}できる");
JUDGE_MESSAGE(kTamaseedSickness, "a promoted tamaseed entered the battle zone when the tamaseed did; summoning sickness counts from then",
                                 "クリーチャーになったタマシードは、タマシードとして出た時にバトルゾーンに出たものとし、召喚酔いはそこから数える");
JUDGE_MESSAGE(kTamaseedCannot, "{card} is a tamaseed, not a creature: it cannot {what}", "{card}はタマシードでクリーチャーではないので、{what}できない");
JUDGE_MESSAGE(kTamaseedBase, "{base} is a tamaseed: not a creature, but it can be the base {card} evolves on", "{base}はタマシードだ。クリーチャーではないが、{card}の進化元になれる");
JUDGE_MESSAGE(kTamaseedEvolutionBase, "every tamaseed in its owner's battle zone is treated as a possible evolution base", "持ち主のバトルゾーンのタマシードはどれも進化元にできるものとして扱う");
JUDGE_MESSAGE(kGuardmanNotPlayer, "{card} has ガードマン, not ブロッカー: it cannot stop an attack on the player",
                                  "{card}が持つのはブロッカーではなくガードマンなので、プレイヤーへの攻撃は止められない");
JUDGE_MESSAGE(kGuardmanIsTarget, "{card} is itself the target; ガードマン takes over attacks on other creatures",
                                 "{card}自身が攻撃対象だ。ガードマンが引き受けるのは他のクリーチャーへの攻撃だ");
JUDGE_MESSAGE(kGuardmanTakesOver, "{card} has ガードマン: the attack is aimed at {target}, a creature, so it may take it over",
                                  "{card}はガードマンを持つ。攻撃対象はクリーチャーの{target}なので、その攻撃を引き受けられる");
JUDGE_MESSAGE(kPowerAttackerAdds, "{card} is attacking: パワーアタッカー adds {n} to its power", "{card}は攻撃中なので、パワーアタッカーでパワーが{n}上がる");
JUDGE_MESSAGE(kPowerAttackerEnds, "{card}'s attack is over: パワーアタッカー's +{n} ends with it", "{card}の攻撃が終わり、パワーアタッカーの+{n}も終わる");
JUDGE_MESSAGE(kPowerAttackerNot, "{card} has パワーアタッカー but is not attacking: its power is not raised", "{card}はパワーアタッカーを持つが、攻撃中ではないのでパワーは上がらない");
JUDGE_MESSAGE(kPoweredBreaker, "{card} has パワード・ブレイカー and power {power}: {extra} extra shield(s) on top of one, {n} in all",
                               "{card}はパワード・ブレイカーを持ち、パワーは{power}。1枚に加えて{extra}枚、合計{n}枚のシールドをブレイクする");
JUDGE_MESSAGE(kRevolutionWorks, "{source}'s 革命{r} ability: {player} has {n} shield(s), so it works", "{source}の革命{r}: {player}のシールドは{n}枚なので有効");
JUDGE_MESSAGE(kRevolutionIdle, "{source}'s 革命{r} ability: {player} has {n} shield(s), more than {r}, so it does nothing",
                               "{source}の革命{r}: {player}のシールドは{n}枚で{r}枚より多いので、何もしない");
JUDGE_MESSAGE(kRevolutionTrigger, "{card} has S・トリガー only through 革命{r}: the shields are counted now, after the break",
                                  "{card}がS・トリガーを持つのは革命{r}によるので、ブレイクの後の今、シールドを数える");
JUDGE_MESSAGE(kNeoAsEvolution, "{card} is a NEO evolution creature and is put out as an evolution on {base}", "{card}はNEO進化クリーチャーで、{base}の上に進化して出る");
JUDGE_MESSAGE(kNeoAlone, "{card} is a NEO evolution creature summoned on its own: an ordinary creature, with summoning sickness",
                         "{card}はNEO進化クリーチャーを単独で召喚したもので、普通のクリーチャーとして召喚酔いする");

// ---- Declared keywords: 侵略, 革命チェンジ, ニンジャ・チェンジ … (dm_kw_declare.cpp).
JUDGE_MESSAGE(kDeclarationFails, "the declared {card} fails to resolve: {why}", "宣言した{card}は解決に失敗する: {why}");
JUDGE_MESSAGE(kStaysWhereDeclared, "{card} stays in the {zone} where it was declared from", "{card}は宣言した元の{zone}に残る");
JUDGE_MESSAGE(kSInvasionFrom, "{card} is in the {zone}: S級侵略 may be declared from there too", "{card}は{zone}にある。S級侵略はそこからも宣言できる");
JUDGE_MESSAGE(kPromptDeclareKeyword, "declare {keyword} of {card} ({moment} by {creature})", "{card}の{keyword}を宣言する({creature}の{moment})");
JUDGE_MESSAGE(kDoesNotDeclareKeyword, "{player} does not declare {card}'s {keyword}", "{player}は{card}の{keyword}を宣言しない");
JUDGE_MESSAGE(kDeclaresOnAttack, "{player} reveals {card} from the {zone} and declares its {keyword} as {creature} attacks",
                                 "{player}は{creature}の攻撃時に{zone}の{card}を公開し、{keyword}を宣言する");
JUDGE_MESSAGE(kDeclaresOnBlock, "{player} reveals {card} from the {zone} and declares its {keyword} as {creature} blocks",
                                "{player}は{creature}のブロック時に{zone}の{card}を公開し、{keyword}を宣言する");
JUDGE_MESSAGE(kWaitsWithAttacking, "{card} stays revealed in the {zone} and waits with the \"when attacking\" abilities until it resolves",
                                   "{card}は{zone}で公開されたまま、「攻撃する時」の能力と共に解決まで待機する");
JUDGE_MESSAGE(kWaitsLikeTriggered, "{card} stays revealed in the {zone} and waits like a triggered ability until it resolves",
                                   "{card}は{zone}で公開されたまま、誘発した能力と同じく解決まで待機する");
JUDGE_MESSAGE(kDeclaredKeywordResolves, "{player}'s declared {keyword} of {card} resolves", "{player}が宣言した{card}の{keyword}を解決する");
JUDGE_MESSAGE(kNoLongerInZone, "{card} is no longer in the {zone}: its declaration does nothing", "{card}はもう{zone}にないので、宣言は何もしない");
JUDGE_MESSAGE(kMayNotEnter, "it may not enter the battle zone", "バトルゾーンに出られない");
JUDGE_MESSAGE(kAttackerNoLonger, "the attacking creature is no longer in the battle zone", "攻撃クリーチャーがもうバトルゾーンにない");
JUDGE_MESSAGE(kNoCreatureMeetsNow, "{player} has no creature that meets its condition now", "{player}には今、条件を満たすクリーチャーがない");
JUDGE_MESSAGE(kNothingToExchange, "{card} is no longer in the battle zone, so there is nothing to exchange", "{card}はもうバトルゾーンにないので、入れ替えるものがない");
JUDGE_MESSAGE(kExchangeNotHappen, "{card} stays in the battle zone, so the exchange does not happen", "{card}はバトルゾーンに残るので、入れ替えは起こらない");
JUDGE_MESSAGE(kNoEvolutionCondition, "{card} does not meet its evolution condition (it evolves only onto {onto})", "{card}は進化の条件を満たさない({onto}の上にしか進化できない)");
JUDGE_MESSAGE(kMomentAttack, 
                             "attack", "攻撃時");
JUDGE_MESSAGE(kMomentBlock, "block", "ブロック時");

// ---- 革命チェンジ (dm_kw_revolution_change.cpp).
JUDGE_MESSAGE(kChangeConditionUnmet, "{attacker} does not meet {card}'s revolution change condition ({needed})", "{attacker}は{card}の革命チェンジの条件({needed})を満たさない");
JUDGE_MESSAGE(kCannotLeave, "{card} cannot leave the battle zone", "{card}はバトルゾーンを離れられない");
JUDGE_MESSAGE(kOldToHand, "{card} leaves the battle zone and returns to its owner's hand", "{card}はバトルゾーンを離れ、持ち主の手札に戻る");
JUDGE_MESSAGE(kChangePutNotSummoned, "{card} is put into the battle zone, not summoned: \"when summoned\" abilities do not trigger",
                                     "{card}はバトルゾーンに出す(召喚ではない)。「召喚された時」の能力は誘発しない");
JUDGE_MESSAGE(kTakesPlaceTapped, "{card} takes {old}'s place tapped, as {old} was", "{card}は{old}と入れ替わり、{old}と同じくタップしている");
JUDGE_MESSAGE(kTakesPlaceUntapped, "{card} takes {old}'s place untapped, as {old} was", "{card}は{old}と入れ替わり、{old}と同じくアンタップしている");
JUDGE_MESSAGE(kAttackGoesOnWith, "the attack goes on with {card}: its power and abilities are the ones used from now on", "攻撃は{card}で続く。以後は{card}のパワーと能力を使う");
JUDGE_MESSAGE(kChangeNotEvolution, "{card} is not an evolution: it entered this turn and has summoning sickness", "{card}は進化ではないので、このターンに出たものとして召喚酔いする");

// ---- メクレイド (dm_kw_mekuraid.cpp).
JUDGE_MESSAGE(kNone, "none", "なし");
JUDGE_MESSAGE(kMekuraidSummons, "{player} uses {card} by {name}: using a creature is summoning it, so its \"when summoned\" abilities trigger",
                                "{player}は{name}で{card}を使う。クリーチャーを使うことは召喚なので、「召喚された時」の能力が誘発する");
JUDGE_MESSAGE(kCouldNotUse, "{card} could not be used and goes to the bottom of the deck", "{card}は使えなかったので山札の下に置かれる");
JUDGE_MESSAGE(kMekuraidCasts, "{player} uses the spell {card}: it is cast without paying its cost", "{player}は呪文{card}を使う。コストを支払わずに唱える");
JUDGE_MESSAGE(kMekuraidLooks, "{source}'s {name}{limit}: {player} looks at the top {look} cards of the deck (always {look}; {limit} is the cost limit, not a number of cards): {cards}",
                              "{source}の{name}{limit}: {player}は山札の上から{look}枚を見る(常に{look}枚。{limit}はコストの上限で、枚数ではない): {cards}");
JUDGE_MESSAGE(kOnlyLeft, "only {n} card(s) are left in {player}'s deck; all of them are seen", "{player}の山札は{n}枚しかないので、すべてを見る");
JUDGE_MESSAGE(kNotOfRace, "{card} is not a {race}: it cannot be used", "{card}は{race}ではないので使えない");
JUDGE_MESSAGE(kCostsTooMuch, "{card} costs {cost}, more than {limit}: it cannot be used", "{card}のコストは{cost}で{limit}より大きいので使えない");
JUDGE_MESSAGE(kPromptMekuraid, "cards {player} uses by {name} (up to {n})", "{player}が{name}で使うカード({n}枚まで)");
JUDGE_MESSAGE(kMayUseUpTo, "{player} may use up to {n} of the fitting cards ({fit}) and uses: {picked}", "{player}は条件に合うカード({fit})から{n}枚まで使え、使うのは: {picked}");
JUDGE_MESSAGE(kPromptBottomOrder, "order in which the unused cards go under {player}'s deck", "使わなかったカードを{player}の山札の下に置く順番");
JUDGE_MESSAGE(kRestToBottom, "the cards not used go to the bottom of {player}'s deck, in {player}'s order (the last at the very bottom), before the used card is used: {cards}",
                             "使わなかったカードは、使うカードを使う前に、{player}が決めた順番で{player}の山札の下に置く(最後のものが一番下): {cards}");

// ---- 革命0トリガー (dm_kw_revolution0.cpp).
JUDGE_MESSAGE(kRev0DeckEmpty, "{player}'s deck is empty: {card} has nothing to evolve from and stays in the hand", "{player}の山札がないので、{card}は進化元がなく手札に残る");
JUDGE_MESSAGE(kRev0NotCreature, "{player} reveals {top}, not a creature: it stays on top of the deck and {card} stays in the hand",
                                "{player}は{top}を公開するが、クリーチャーではないので山札の上に残り、{card}は手札に残る");
JUDGE_MESSAGE(kRev0Base, "{player} reveals the creature {top} and puts it into the battle zone as {card}'s base; it did enter, so its \"when it enters\" abilities trigger ({rule} is different: there the base never enters)",
                         "{player}はクリーチャー{top}を公開し、{card}の進化元としてバトルゾーンに出す。出たので「出た時」の能力は誘発する({rule}とは違い、そちらの進化元は出ない)");
JUDGE_MESSAGE(kRev0Uses, "{player} uses {card}'s 革命0トリガー without paying its cost", "{player}は{card}の革命0トリガーを使い、コストを支払わない");
JUDGE_MESSAGE(kRev0NotDirect, "{attacker} attacks the creature {target}, not {player}: not a direct attack, so 革命0トリガー cannot be used",
                              "{attacker}が攻撃するのは{player}ではなくクリーチャー{target}で、直接攻撃ではないので革命0トリガーは使えない");
JUDGE_MESSAGE(kRev0HasShields, "{player} still has {n} shield(s): 革命0トリガー cannot be used", "{player}にはまだシールドが{n}枚あるので、革命0トリガーは使えない");
JUDGE_MESSAGE(kRev0Timing, "{attacker} attacks {player}, who has no shields: {player} may use 革命0トリガー now, before the attack goes on",
                           "{attacker}がシールドのない{player}を攻撃する。攻撃が続く前の今、{player}は革命0トリガーを使ってよい");
JUDGE_MESSAGE(kPromptRev0, "use the 革命0トリガー of {card} without paying its cost", "{card}の革命0トリガーをコストを支払わずに使う");
JUDGE_MESSAGE(kRev0NotUsed, "{player} does not use {card}'s 革命0トリガー", "{player}は{card}の革命0トリガーを使わない");

// ---- EXライフ (dm_kw_ex_life.cpp).
JUDGE_MESSAGE(kExLifeNoCard, "{card} has EXライフ, but {player}'s deck has no face-down card to add as a shield", "{card}はEXライフを持つが、{player}の山札にシールドに加える裏向きのカードがない");
JUDGE_MESSAGE(kExLifeTopFaceUp, "the top card of {player}'s deck is face up: the next card is used for EXライフ", "{player}の山札の一番上は表向きなので、次のカードをEXライフに使う");
JUDGE_MESSAGE(kExLifeAdds, "{card} has EXライフ: as it enters, {shield} from {player}'s deck joins the shields face down as its EX life shield",
                           "{card}はEXライフを持つ。出る時に{player}の山札から{shield}を裏向きでシールドに加え、EXライフのシールドとする");
JUDGE_MESSAGE(kExLifeNotEnters, "EXライフ is not a \"when it enters\" ability, so the effect that ignores those does not stop the shield",
                                "EXライフは「出た時」の能力ではないので、それを無視する効果でもシールドの追加は止まらない");
JUDGE_MESSAGE(kExLifeBroken, "{shield} was {card}'s EX life shield; it counts as an ordinary shield too, so it was broken like any other and {card} no longer has one",
                             "{shield}は{card}のEXライフのシールドだった。普通のシールドとしても扱うので他と同じくブレイクされ、{card}のEXライフのシールドはもうない");
JUDGE_MESSAGE(kExLifeGone, "{card}'s EX life shield {shield} is no longer among the shields: nothing stops {card} {what}",
                           "{card}のEXライフのシールド{shield}はもうシールドにないので、{card}の{what}を止めるものはない");
JUDGE_MESSAGE(kExLifeInstead, "{shield} ({card}'s EX life shield) goes to the graveyard instead; {card} stays in the battle zone",
                              "代わりに{shield}({card}のEXライフのシールド)が墓地に置かれ、{card}はバトルゾーンに残る");

// ---- ツインパクト (dm_kw_twinpact.cpp).



JUDGE_MESSAGE(kNeitherHalfHas, "neither half of the twinpact {card} has {keyword}", "ツインパクト{card}のどちらの面も{keyword}を持たない");
JUDGE_MESSAGE(kHalfDoesNotFit, "the effect names the type {type}, and the {type} half of the twinpact {card} does not fit; the other half does not count",
                               "効果は種類{type}を指定しており、ツインパクト{card}の{type}面は当てはまらない。もう一方の面は数えない");
JUDGE_MESSAGE(kHalfDoesNotFitWith, "the effect names the type {type} with {keyword}, and the {type} half of the twinpact {card} does not fit; the other half does not count",
                                   "効果は{keyword}を持つ{type}を指定しており、ツインパクト{card}の{type}面は当てはまらない。もう一方の面は数えない");
JUDGE_MESSAGE(kJustACard, "{source} refers to {card} just as a card: the twinpact may be read by either half, so {player} may use either",
                          "{source}は{card}を単にカードとして参照するので、ツインパクトはどちらの面で読んでもよく、{player}はどちらを使ってもよい");
JUDGE_MESSAGE(kJustACardWith, "{source} refers to {card} just as a card with {keyword}: the twinpact may be read by either half, so {player} may use either",
                              "{source}は{card}を{keyword}を持つカードとして参照するので、ツインパクトはどちらの面で読んでもよく、{player}はどちらを使ってもよい");
JUDGE_MESSAGE(kPromptHalf, "half of the twinpact {card} to use", "使うツインパクト{card}の面");
JUDGE_MESSAGE(kUsesHalf, "{player} uses the {half} half of {card}", "{player}は{card}の{half}面を使う");
JUDGE_MESSAGE(kNamesType, "{source} names the type {type}: only the {half} half of the twinpact {card} may be used",
                          "{source}は種類{type}を指定しているので、ツインパクト{card}は{half}面しか使えない");
JUDGE_MESSAGE(kNamesTypeWith, "{source} names the type {type} with {keyword}: only the {half} half of the twinpact {card} may be used",
                              "{source}は{keyword}を持つ{type}を指定しているので、ツインパクト{card}は{half}面しか使えない");
JUDGE_MESSAGE(kOneHalfTrigger, "only the {half} half of the twinpact {card} has S・トリガー: from the shields, only that half may be used",
                               "ツインパクト{card}でS・トリガーを持つのは{half}面だけなので、シールドから使えるのはその面だけだ");
JUDGE_MESSAGE(kBothHalvesTrigger, "both halves of the twinpact {card} have S・トリガー: {player} may use either",
                                  "ツインパクト{card}は両面にS・トリガーがあるので、{player}はどちらを使ってもよい");
JUDGE_MESSAGE(kPromptHalfTrigger, "half of the twinpact {card} to use by S・トリガー", "S・トリガーで使うツインパクト{card}の面");

// ---- 墓地進化, マナ進化 (dm_kw_zone_evolution.cpp), ニンジャ・チェンジ.
JUDGE_MESSAGE(kZoneBaseMissing, "{card} takes its base from {player}'s {zone} zone; {base} is not a creature card there",
                                "{card}は{player}の{zone}から進化元を選ぶが、{base}はそこにあるクリーチャーカードではない");
JUDGE_MESSAGE(kZoneBaseTaken, "{card} takes {base} from the {zone} zone as its base: no base is needed in the battle zone",
                              "{card}は{zone}の{base}を進化元にする。バトルゾーンに進化元は要らない");
JUDGE_MESSAGE(kZoneBaseNoEnter, "{base} goes from the {zone} zone straight under {card}: it does not enter the battle zone by itself, so its \"when it enters\" abilities do not trigger",
                                "{base}は{zone}から直接{card}の下に置かれる。単独でバトルゾーンに出るのではないので、その「出た時」の能力は誘発しない");
JUDGE_MESSAGE(kZoneBaseUntapped, "the base from another zone counts as untapped, so {card} is untapped", "他のゾーンからの進化元はアンタップ状態として扱うので、{card}はアンタップしている");
JUDGE_MESSAGE(kNinjaChangeNoCreature, "{player} has no creature that meets {card}'s ninja change condition", "{player}には{card}のニンジャ・チェンジの条件を満たすクリーチャーがない");
JUDGE_MESSAGE(kPromptNinjaExchange, "creature {player} exchanges for {card}", "{player}が{card}と入れ替えるクリーチャー");
JUDGE_MESSAGE(kNinjaNotInvolved, "{card} is neither attacked nor blocking, and may still be exchanged", "{card}は攻撃されてもブロックしてもいないが、それでも入れ替えられる");



// ---- チャージャー, エスケープ, 終極宣言, ファイナル革命, G-NEO進化, ガードストライク, 侵略, ラストバースト, ニンジャ・ストライク.
JUDGE_MESSAGE(kCrystalChargerToMana, "{card} has resolved and goes to {player}'s mana zone face down instead of the graveyard: it is colourless mana",
                                     "{card}は解決後、墓地ではなく{player}のマナゾーンに裏向きで置かれる。無色のマナになる");
JUDGE_MESSAGE(kFaceDownManaUntapped, "face down {card} has no civilization, so it is not multicoloured mana: it goes in untapped",
                                     "裏向きの{card}は文明を持たないので多色マナではなく、アンタップして置かれる");
JUDGE_MESSAGE(kChargerToManaTapped, "{card} has resolved and goes to {player}'s mana zone instead of the graveyard, tapped",
                                    "{card}は解決後、墓地ではなく{player}のマナゾーンにタップして置かれる");
JUDGE_MESSAGE(kChargerToManaUntapped, 
                                      "{card} has resolved and goes to {player}'s mana zone instead of the graveyard, untapped: a single-civilization charger may go in untapped",
                                      "{card}は解決後、墓地ではなく{player}のマナゾーンにアンタップして置かれる。単色のチャージャーはアンタップで置ける");
JUDGE_MESSAGE(kMulticolouredManaTapped, "{card} is multicoloured: it is put into the mana zone tapped", "{card}は多色なので、マナゾーンにタップして置かれる");
JUDGE_MESSAGE(kFaceDownManaColourless, "the face-down mana {card} is colourless: it pays for the cost but for no civilization",
                                       "裏向きのマナ{card}は無色なので、コストは払えるがどの文明も払えない");
JUDGE_MESSAGE(kChoosesShieldsToGiveUp, "{player} chooses which of their {n} shields to give up", "{player}は自分のシールド{n}枚から手放すものを選ぶ");
JUDGE_MESSAGE(kPromptShieldsGivenUp, "{player}'s shield(s) given up for {card}", "{card}のために手放す{player}のシールド");
JUDGE_MESSAGE(kShieldsGiveUpOne, "{shields} goes from {player}'s shields to the graveyard in place of {card}; not being broken, no shield trigger can be used",
                                 "{shields}が{card}の代わりに{player}のシールドから墓地に置かれる。ブレイクではないのでS・トリガーは使えない");
JUDGE_MESSAGE(kShieldsGiveUpMany, "{shields} go from {player}'s shields to the graveyard in place of {card}; not being broken, no shield trigger can be used",
                                  "{shields}が{card}の代わりに{player}のシールドから墓地に置かれる。ブレイクではないのでS・トリガーは使えない");
JUDGE_MESSAGE(kTrueEscapeNeedsTwo, "{card} has 真・エスケープ, which needs two shields, but {player} has {n}: it cannot be used",
                                   "{card}は真・エスケープを持つが、シールドが2枚必要で{player}には{n}枚しかないので使えない");
JUDGE_MESSAGE(kEscapeDestructionOnly, "{card} has エスケープ, which replaces destruction only: it cannot stop {card} going to the {zone} (that needs 真・エスケープ)",
                                      "{card}はエスケープを持つが、置き換えられるのは破壊だけなので、{zone}に行くのは止められない(それには真・エスケープが要る)");
JUDGE_MESSAGE(kEscapeNoShield, "{card} has エスケープ, but {player} has no shield to give up", "{card}はエスケープを持つが、{player}には手放すシールドがない");
JUDGE_MESSAGE(kFinalDeclarationUsedUp, 
                                       "{card}'s 終極宣言 does nothing: {player} has already used a 終極宣言 in this game, and the limit does not reset with the turn",
                                       "{card}の終極宣言は何もしない: {player}はこのゲームですでに終極宣言を使っており、この制限はターンが変わっても戻らない");
JUDGE_MESSAGE(kOnceAGameOwnUses, "the once-a-game limit counts {player}'s own uses", "ゲーム中1回の制限は{player}自身の使用を数える");
JUDGE_MESSAGE(kFinalDeclarationUsed, "{player} uses {card}'s 終極宣言: the only one {player} may use in this game",
                                     "{player}は{card}の終極宣言を使う。{player}がこのゲームで使える唯一のものだ");
JUDGE_MESSAGE(kFinalRevolutionUsedUp, "{card}'s ファイナル革命 does nothing: {player} has already used a ファイナル革命 this turn (turn {turn})",
                                      "{card}のファイナル革命は何もしない: {player}はこのターン(ターン{turn})すでにファイナル革命を使っている");
JUDGE_MESSAGE(kOnceATurnOwnUses, "the once-a-turn limit counts {player}'s own uses", "ターン中1回の制限は{player}自身の使用を数える");
JUDGE_MESSAGE(kFinalRevolutionUsed, "{player} uses {card}'s ファイナル革命, the first this turn (turn {turn}); no other can be used until the turn ends",
                                    "{player}は{card}のファイナル革命を使う。このターン(ターン{turn})最初のもので、ターンの終わりまでほかは使えない");
JUDGE_MESSAGE(kGNeoNothingBeneath, "{card} has G-NEO進化 but nothing beneath it (summoned alone, or its base is gone): nothing can be destroyed in its place",
                                   "{card}はG-NEO進化を持つが下にカードがない(単独で召喚されたか、進化元がなくなった)ので、代わりに破壊できるものはない");
JUDGE_MESSAGE(kPromptCardBeneathToDestroy, "card beneath {card} to destroy instead", "{card}の代わりに破壊する、下にあるカード");
JUDGE_MESSAGE(kGNeoStays, "instead of leaving the battle zone, {card} stays and {beneath} beneath it is destroyed",
                          "{card}はバトルゾーンを離れる代わりに残り、下にある{beneath}が破壊される");
JUDGE_MESSAGE(kGNeoKeepsPlace, "one card beneath {card} is destroyed; {card} keeps its place and tapped state",
                               "{card}の下のカードが1枚破壊される。{card}は場所もタップの状態もそのまま");
JUDGE_MESSAGE(kGuardStrikeCannotPick, "{card} cannot be chosen, so {source}'s ガードストライク cannot pick it", "{card}は選ばれないので、{source}のガードストライクでは選べない");
JUDGE_MESSAGE(kGuardStrikeNoCreature, "{source} has ガードストライク, but {player} has no creature it could pick",
                                      "{source}はガードストライクを持つが、{player}には選べるクリーチャーがいない");
JUDGE_MESSAGE(kPromptUseGuardStrike, "use the ガードストライク of {source}", "{source}のガードストライクを使う");
JUDGE_MESSAGE(kGuardStrikeNotUsed, "{player} does not use {source}'s ガードストライク", "{player}は{source}のガードストライクを使わない");
JUDGE_MESSAGE(kPromptGuardStrikeTarget, "creature of {player} that may not attack again this turn", "このターンもう攻撃できなくする{player}のクリーチャー");
JUDGE_MESSAGE(kGuardStrikeUsed, "{player} uses {source}'s ガードストライク: {card} cannot attack again this turn; {source} was not used up and stays in {player}'s hand",
                                "{player}は{source}のガードストライクを使う。{card}はこのターンもう攻撃できない。{source}は使い切られず{player}の手札に残る");
JUDGE_MESSAGE(kInvasionConditionUnmet, "{attacker} does not meet {card}'s invasion condition ({needed}): it cannot be declared",
                                       "{attacker}は{card}の侵略の条件({needed})を満たさないので、宣言できない");
JUDGE_MESSAGE(kInvades, "{card} invades from the {zone}: it evolves onto the attacking {base} without any cost being paid",
                        "{card}は{zone}から侵略する。コストを支払わずに、攻撃中の{base}の上に進化する");
JUDGE_MESSAGE(kNotSummonedEnterTriggers, "{card} was not summoned: its \"when summoned\" abilities do not trigger, \"when it enters\" ones do",
                                         "{card}は召喚されていないので「召喚した時」の能力は誘発せず、「出た時」の能力は誘発する");
JUDGE_MESSAGE(kInvasionAttackGoesOn, "the attack goes on with {card} as the attacker", "{card}を攻撃クリーチャーとして攻撃を続ける");
JUDGE_MESSAGE(kLastBurstNotDestroyed, 
                                      "{card} left the battle zone for the {zone} without being destroyed: its ラストバースト does not trigger (メガ・ラストバースト would)",
                                      "{card}は破壊されずにバトルゾーンから{zone}に行ったので、ラストバーストは誘発しない(メガ・ラストバーストなら誘発する)");
JUDGE_MESSAGE(kMegaLastBurstTriggers, "{card} left the battle zone: its メガ・ラストバースト triggers and waits",
                                      "{card}はバトルゾーンを離れた。メガ・ラストバーストが誘発して待機する");
JUDGE_MESSAGE(kLastBurstTriggers, "{card} was destroyed: its ラストバースト triggers and waits", "{card}は破壊された。ラストバーストが誘発して待機する");
JUDGE_MESSAGE(kWaitingKeywordResolves, "{player}'s waiting ability resolves: {card}'s {keyword}", "{player}の待機中の能力を解決する: {card}の{keyword}");
JUDGE_MESSAGE(kLastBurstBackOrGone, "{card} is back in the battle zone or in no zone: nothing is cast", "{card}はバトルゾーンに戻ったかどのゾーンにもないので、何も唱えない");
JUDGE_MESSAGE(kLastBurstNoSpellHalf, "{card} has no spell half: nothing is cast", "{card}には呪文側がないので、何も唱えない");
JUDGE_MESSAGE(kPromptCastSpellHalf, "cast the spell half of {card} without paying its cost", "{card}の呪文側をコストを支払わずに唱える");
JUDGE_MESSAGE(kDoesNotCastSpellHalf, "{player} does not cast the spell half of {card}", "{player}は{card}の呪文側を唱えない");
JUDGE_MESSAGE(kCastsSpellHalf, "{player} casts the spell half of {card} from the {zone} without paying its cost",
                               "{player}は{zone}の{card}の呪文側をコストを支払わずに唱える");
JUDGE_MESSAGE(kTwinpactSpellHalfUsed, "{card} is a twinpact: this time its spell half is the one used", "{card}はツインパクトで、今回は呪文側を使う");
JUDGE_MESSAGE(kNinjaStrikeManaCount, "{player} has {have} card(s) in the mana zone, tapped or not; {card} needs {needed}",
                                     "{player}のマナゾーンのカードはタップ・アンタップ合わせて{have}枚。{card}には{needed}枚必要");
JUDGE_MESSAGE(kNinjaStrikeNotEnoughMana, "not enough mana: {card}'s ninja strike cannot be declared", "マナが足りないので、{card}のニンジャ・ストライクは宣言できない");
JUDGE_MESSAGE(kComesOutWithoutCost, "{card} comes out without any cost being paid: no mana is tapped", "{card}はコストを支払わずに出る。マナはタップしない");
JUDGE_MESSAGE(kNinjaPutNotSummoned, "{card} is put into the battle zone, not summoned", "{card}は召喚ではなく、バトルゾーンに出される");

}  // namespace judge::dm::say
