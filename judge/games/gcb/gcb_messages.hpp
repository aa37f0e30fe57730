// Every sentence the Gouda Card Battler ruleset writes, in English and Japanese: trace steps (plain,
// short: a judge reads them aloud), refusals (a step of the trace too, so plain as well), decision
// prompts and the words they are built from. The Japanese uses seed 001's own terms: モンスター,
// 攻撃姿勢 / 待機姿勢 / 特殊姿勢, 通常召喚, 効果召喚, エナジー, 呪文ゾーン, 墓地, ライフを削る, 仮破壊,
// スタック, 代償, フリータイム …. Card names, player names and rule IDs are written as given.
#pragma once

#include "messages/message.hpp"

namespace judge::gcb::say {

using msg::Message;

// --- Words --------------------------------------------------------------------------------------

// Zones, by their scenario word (the English form is the word itself, as the steps always wrote it).
inline constexpr Message kZoneDeck{"deck", "デッキ"};
inline constexpr Message kZoneHand{"hand", "手札"};
inline constexpr Message kZoneLife{"life", "ライフゾーン"};
inline constexpr Message kZoneMonster{"monster", "モンスターゾーン"};
inline constexpr Message kZoneGraveyard{"graveyard", "墓地"};
inline constexpr Message kZoneSeal{"seal", "封印ゾーン"};
inline constexpr Message kZoneArea{"area", "エリアゾーン"};
inline constexpr Message kZoneSpell{"spell", "呪文ゾーン"};

// Times of the turn (the scenario's phases).
inline constexpr Message kTimeStart{"start", "スタートタイム"};
inline constexpr Message kTimeDraw{"draw", "ドロータイム"};
inline constexpr Message kTimeFree{"free", "フリータイム"};
inline constexpr Message kTimeEnd{"end", "エンドタイム"};

// Postures.
inline constexpr Message kPostureAttack{"attack", "攻撃姿勢"};
inline constexpr Message kPostureStandby{"standby", "待機姿勢"};
inline constexpr Message kPostureSpecial{"special", "特殊姿勢"};
inline constexpr Message kPostureNone{"(none)", "(なし)"};

// Card types.
inline constexpr Message kTypeBlueMonster{"blue-monster", "青モンスター"};
inline constexpr Message kTypeRedMonster{"red-monster", "赤モンスター"};
inline constexpr Message kTypeNormalSpell{"normal-spell", "ノーマル呪文"};
inline constexpr Message kTypeTimeSpell{"time-spell", "タイム呪文"};
inline constexpr Message kTypeLoopSpell{"loop-spell", "ループ呪文"};
inline constexpr Message kTypeArmorSpell{"armor-spell", "アーマー呪文"};
inline constexpr Message kTypeAreaSpell{"area-spell", "エリア呪文"};

// Red monsters' summoning kinds (status summon="…").
inline constexpr Message kKindSpecial{"special", "特殊"};
inline constexpr Message kKindSpecialKai{"special-kai", "特殊・改"};
inline constexpr Message kKindSpecialKiwami{"special-kiwami", "特殊・極"};
inline constexpr Message kKindEvolution{"evolution", "進化"};
inline constexpr Message kKindGEvolution{"g-evolution", "G進化"};
inline constexpr Message kKindWEvolution{"w-evolution", "W進化"};
inline constexpr Message kKindTEvolution{"t-evolution", "T進化"};
inline constexpr Message kKindForce{"force", "フォース"};
inline constexpr Message kKindEffect{"effect", "効果召喚"};
inline constexpr Message kKindNone{"none", "なし"};

// Ways of summoning, as "{player} {how}s {card}".
inline constexpr Message kHowNormal{"normal summon", "通常召喚"};
inline constexpr Message kHowEffect{"effect summon", "効果召喚"};
inline constexpr Message kHowSpecial{"special summon", "特殊系召喚"};
inline constexpr Message kHowEvolution{"evolution summon", "進化系召喚"};
inline constexpr Message kHowForce{"force summon", "フォース召喚"};

// Costs (cost="…").
inline constexpr Message kCostLowerP{"lower-p", "Pを下げる"};
inline constexpr Message kCostDiscardHand{"discard-hand", "手札を全て捨てる"};
inline constexpr Message kCostSetPZero{"set-p-zero", "Pを0にする"};
inline constexpr Message kCostTap{"tap", "タップ"};

// Capabilities an allow / deny names (action="…").
inline constexpr Message kCanNormalSummon{"normal-summon", "通常召喚"};
inline constexpr Message kCanAttack{"attack", "攻撃"};
inline constexpr Message kCanLowerPower{"lower-power", "Pを下げること"};


// What a "cannot …" is about (check_can), as a verb phrase.
inline constexpr Message kDoAttack{"attack", "攻撃する"};
inline constexpr Message kDoNormalSummon{"normal summon", "通常召喚する"};

// Moves refused or put off ("{what} only in … free time", "{what} is not possible now").
inline constexpr Message kWhatAttack{"an attack", "攻撃"};
inline constexpr Message kWhatChangeToSpecial{"a change to special posture", "特殊姿勢への変更"};
inline constexpr Message kWhatEquip{"equipping armor", "アーマー呪文の装備"};
inline constexpr Message kWhatUnequip{"unequipping armor", "アーマー呪文を外すこと"};
inline constexpr Message kWhatBlock{"blocking", "ブロック"};

// Causes of destruction, as "{card} is destroyed ({cause})".
inline constexpr Message kCauseBattle{"battle", "バトル"};
inline constexpr Message kCauseBlock{"block", "ブロック"};
inline constexpr Message kCauseEffectOf{"effect of {source}", "{source}の効果"};

// --- Board and values -----------------------------------------------------------------------------

inline constexpr Message kFieldName{"battlefield", "戦場"};
inline constexpr Message kArmorHostLeft{"{armor} was equipped to {host}, which left the battlefield: unequipped armor cannot stay",
                                        "{armor}が装備されていた{host}が戦場を離れた: 装備されていないアーマー呪文はとどまれない"};
inline constexpr Message kGoesTo{"{card} goes to {player}'s {zone}", "{card}は{player}の{zone}に置かれる"};
inline constexpr Message kEnergyGone{"{card} was energy of {host}, which is gone: it goes to the graveyard",
                                     "{card}は{host}のエナジーだったが、{host}がなくなった: 墓地へ送られる"};
inline constexpr Message kDestroyed{"{card} is destroyed ({cause})", "{card}は破壊される({cause})"};
inline constexpr Message kDrewFromEmptyDeck{"{player} had to draw from an empty deck", "{player}はカードのないデッキからドローしなければならなかった"};
inline constexpr Message kDeckOut{"{player} must draw with no cards in the deck: {player} loses, {winner} wins",
                                  "{player}はデッキが0枚のときにドローしなければならない: {player}の敗北、{winner}の勝利"};
inline constexpr Message kDiscarded{"{card} is discarded", "{card}を捨てる"};
inline constexpr Message kDiscardToSeal{"{sealer}'s effect puts the discarded {card} into the seal zone instead of the graveyard",
                                        "{sealer}の効果により、捨てられた{card}は墓地ではなく封印ゾーンに置かれる"};
inline constexpr Message kArmorNotEquipped{"{card} is in a monster zone without being equipped", "{card}は装備されずにモンスターゾーンにある"};
inline constexpr Message kLosesCharge{"{card} leaves special posture and loses its special charge", "{card}は特殊姿勢でなくなり、特殊チャージを失う"};
inline constexpr Message kPostureChange{"{card}: {from} → {to} posture", "{card}: {from} → {to}"};
inline constexpr Message kPOf{"P of {card}", "{card}のP"};
inline constexpr Message kCannotConflict{"{subject} cannot {what} ({source})", "{subject}は{what}ことができない({source})"};
inline constexpr Message kCannotEffectOverRule{"{subject} cannot {what} (effect of {source}, which the rules yield to)",
                                               "{subject}は{what}ことができない({source}の効果。効果はルールより優先される)"};
inline constexpr Message kNoChargeOutsideSpecial{"{card} is not in special posture, so it holds no special charge",
                                                 "{card}は特殊姿勢ではないため、特殊チャージを持たない"};
inline constexpr Message kLifeFaceDown{"{card} is life: life lies face down", "{card}はライフ: ライフは裏向きで置かれる"};
inline constexpr Message kGameOver{"the game is over: {player} won", "ゲームは終わっている: {player}の勝利"};
inline constexpr Message kStackNotResolving{"the stack is not resolving", "スタックは処理中ではない"};

// --- Battle ---------------------------------------------------------------------------------------

inline constexpr Message kFight{"{kind}: {attacker} (P{pa}) against {defender} (P{pd})", "{kind}: {attacker}(P{pa})対{defender}(P{pd})"};
inline constexpr Message kEqualP{"equal P: both monsters are destroyed", "Pが同じ: 両方のモンスターが破壊される"};
inline constexpr Message kNotMonsterInZone{"{card} is not a monster in {player}'s monster zone", "{card}は{player}のモンスターゾーンのモンスターではない"};
inline constexpr Message kOnlyAttackPostureAttacks{"{card} is in {posture} posture: only attack-posture monsters attack",
                                                   "{card}は{posture}: 攻撃できるのは攻撃姿勢のモンスターだけ"};
inline constexpr Message kNotMonsterOf{"{card} is not a monster of {player}", "{card}は{player}のモンスターではない"};
inline constexpr Message kEnteredStillAttacks{"{card} entered this turn; that does not stop it attacking",
                                              "{card}はこのターンに出たが、そのために攻撃できなくなることはない"};
inline constexpr Message kAttacksLife{"{player} attacks {defender}'s life with {card}; {defender} may block",
                                      "{player}は{card}で{defender}のライフにアタックする。{defender}はブロックできる"};
inline constexpr Message kAttacksMonster{"{player} attacks {target} with {card}: a battle", "{player}は{card}で{target}を攻撃する: バトル"};
inline constexpr Message kTempCandidate{"{card} is in standby posture and is attacked by a lower-P monster (P{pa} < P{pd})",
                                        "{card}は待機姿勢で、自身よりPの低いモンスターから攻撃される(P{pa} < P{pd})"};
inline constexpr Message kMayStackOnAttack{"{player} may stack on the attack", "{player}はこの攻撃にスタックできる"};
inline constexpr Message kNoAttackToBlock{"there is no attack to block", "ブロックする攻撃がない"};
inline constexpr Message kOnlyAttackedBlocks{"only the attacked player blocks", "ブロックするのは攻撃されたプレイヤーだけ"};
inline constexpr Message kOnlyAttackOnPlayer{"only an attack on the player (アタック) can be blocked", "ブロックできるのはプレイヤーへの攻撃(アタック)だけ"};
inline constexpr Message kBlockNeedsAttackPosture{"{card} is in {posture} posture: a block turns an attack-posture monster sideways",
                                                  "{card}は{posture}: ブロックは攻撃姿勢のモンスターを待機姿勢にして行う"};
inline constexpr Message kBlocks{"{player} blocks with {card}: the attack on life stops", "{player}は{card}でブロックする: ライフへの攻撃は中断される"};
inline constexpr Message kBattleEffectWorks{"{attacker} destroyed {target} in a battle: its battle effect works",
                                            "{attacker}はバトルで{target}を破壊した: バトル時の効果が働く"};
inline constexpr Message kNoPComparison{"the two monsters are no longer both in the monster zones: no P comparison",
                                        "2体のモンスターがもうそろってモンスターゾーンにいない: Pは比べない"};
inline constexpr Message kTempCheck{"the battle is about to end: temporary destruction is checked", "バトルが終わる直前: 仮破壊を確認する"};
inline constexpr Message kTempReturns{"{card} is still in the monster zone: temporary destruction returns it to its owner's hand",
                                      "{card}はまだモンスターゾーンにある: 仮破壊により持ち主の手札に戻る"};
inline constexpr Message kTempNothing{"{card} is no longer in the monster zone: temporary destruction does nothing",
                                      "{card}はもうモンスターゾーンにない: 仮破壊は何もしない"};
inline constexpr Message kBlockNotBattle{"a block is its own kind of fight, not a battle: no temporary destruction, battle effects do not apply",
                                         "ブロックはバトルとは別の戦闘: 仮破壊は起こらず、バトル時の効果も働かない"};
inline constexpr Message kBattleEffectNotOnBlock{"{card}'s effect works when it destroys a monster in a battle; a block is not a battle, so it does not work",
                                                 "{card}の効果はバトルでモンスターを破壊したときに働く。ブロックはバトルではないため、働かない"};
inline constexpr Message kWinNoLife{"an attack went through against no life", "ライフのない相手へのアタックが成立した"};
inline constexpr Message kNoLifeWins{"{defender} has no life and the attack goes through: {player} wins",
                                     "{defender}にライフがなく、アタックが成立する: {player}の勝利"};
inline constexpr Message kLifeCut{"the attack goes through unblocked: {defender} cuts the leftmost life {card}",
                                  "ブロックされずにアタックが成立する: {defender}は一番左のライフ{card}を削る"};
inline constexpr Message kAttackEnds{"the attack by {card} ends", "{card}の攻撃が終わる"};

// --- Summoning ------------------------------------------------------------------------------------

inline constexpr Message kNotInHand{"{card} is not in {player}'s hand", "{card}は{player}の手札にない"};
inline constexpr Message kZoneFull{"{player}'s monster zone already holds {n} monsters; a sixth cannot be put there ({rule})",
                                   "{player}のモンスターゾーンにはすでに{n}体のモンスターがいる。6体目は置けない({rule})"};
inline constexpr Message kSummonsInPosture{"{player} {how}s {card} into the monster zone in {posture} posture",
                                           "{player}は{card}を{how}し、{posture}でモンスターゾーンに置く"};
inline constexpr Message kSummons{"{player} {how}s {card} into the monster zone", "{player}は{card}を{how}し、モンスターゾーンに置く"};
inline constexpr Message kLiesBeneath{"{cards} lies beneath {card} as energy (order chosen by the summoner, {rule})",
                                      "{cards}は{card}の下にエナジーとして重なる(順番は召喚するプレイヤーが選ぶ、{rule})"};
inline constexpr Message kLieBeneath{"{cards} lie beneath {card} as energy (order chosen by the summoner, {rule})",
                                     "{cards}は{card}の下にエナジーとして重なる(順番は召喚するプレイヤーが選ぶ、{rule})"};
inline constexpr Message kNotRedMonster{"{card} is not a red monster", "{card}は赤モンスターではない"};
inline constexpr Message kMayRedSummon{"{player} may make the {what} now: it is {player}'s free time", "{player}は今{what}を行える: {player}のフリータイムである"};
inline constexpr Message kRedEntersAttack{"{card} enters in attack posture (no effect says otherwise)", "{card}は攻撃姿勢で出る(ほかの姿勢を指定する効果はない)"};
inline constexpr Message kRedSummonNumber{"red summon number {n} of {player} this turn: red summons have no per-turn limit",
                                          "このターンの{player}の{n}回目の赤召喚: 赤召喚に1ターンの回数制限はない"};
inline constexpr Message kOnlyOwnFreeTime{"{what} only in {player}'s own free time (now {active}'s {phase} time)",
                                          "{what}は{player}自身のフリータイムにだけ行える(今は{active}の{phase})"};
inline constexpr Message kOneNormalSummon{"the rules allow one normal summon a turn, {made} already made",
                                          "ルールで通常召喚は1ターンに1回まで、すでに{made}回行った"};
inline constexpr Message kRaisedBy{"the rules and {source}'s effect allow {n} normal summons this turn, {made} already made",
                                   "ルールと{source}の効果で、このターンの通常召喚は{n}回まで、すでに{made}回行った"};
inline constexpr Message kRaisedByEffects{"the rules and effects allow {n} normal summons this turn, {made} already made",
                                          "ルールと効果で、このターンの通常召喚は{n}回まで、すでに{made}回行った"};
inline constexpr Message kNormalSummonOwnTurn{"a normal summon is made only in the player's own turn (it is {active}'s turn)",
                                              "通常召喚は自分のターンにだけ行える(今は{active}のターン)"};
inline constexpr Message kNormalSummonFreeTime{"a normal summon is an action of free time (now {phase} time)", "通常召喚はフリータイムの行動(今は{phase})"};
inline constexpr Message kNotBlueMonster{"{card} is not a blue monster: a red monster needs its own summoning method",
                                         "{card}は青モンスターではない: 赤モンスターにはそれぞれの召喚方法が必要"};
inline constexpr Message kEffectAllowsAnother{"{source} allows normal summon number {n} this turn: the effect wins over the once-per-turn rule",
                                              "{source}によりこのターン{n}回目の通常召喚ができる: 効果は1ターンに1回のルールより優先される"};
inline constexpr Message kNormalSummons{"{player} normal summons {card} (number {n} this turn)", "{player}は{card}を通常召喚する(このターン{n}回目)"};
inline constexpr Message kNoLongerInHand{"{card} is no longer a monster in {player}'s hand: nothing is summoned",
                                         "{card}はもう{player}の手札のモンスターではない: 何も召喚されない"};
inline constexpr Message kOnlyByEffectOf{"{card} can be summoned only by the effect of {name}: nothing is summoned",
                                         "{card}は{name}の効果でしか召喚できない: 何も召喚されない"};
inline constexpr Message kFiveMonsters{"{player}'s monster zone holds five monsters: {card} cannot be summoned",
                                       "{player}のモンスターゾーンには5体のモンスターがいる: {card}は召喚できない"};
inline constexpr Message kEffectSummonBy{"effect summon by {source}{turn} in {posture} posture{default}", "{source}による効果召喚{turn}、{posture}{default}"};
inline constexpr Message kOnOpponentsTurn{", on the opponent's turn,", "(相手のターン)"};
inline constexpr Message kNoPostureGiven{" (no posture given: attack)", "(姿勢の指定なし)"};
inline constexpr Message kNotSpecialMonster{"{card} is not a special monster (it is {kind})", "{card}は特殊モンスターではない({kind})"};
inline constexpr Message kMaterialCount{"{card} ({kind}) needs {n} material(s), {given} given", "{card}({kind})には素材が{n}体必要だが、{given}体が指定された"};
inline constexpr Message kMaterialNeedsSpecial{"{card} is in {posture} posture; materials must be in special posture ({rule})",
                                               "{card}は{posture}: 素材は特殊姿勢でなければならない({rule})"};
inline constexpr Message kMaterialNotCharged{"{card} is in special posture but not special-charged (charges come in start time, {rule})",
                                             "{card}は特殊姿勢だが特殊チャージされていない(特殊チャージはスタートタイムに行われる、{rule})"};
inline constexpr Message kSpecialOn{"{card} ({kind}) on {n} special-charged special-posture material(s): {materials}",
                                    "{card}({kind})を特殊チャージされた特殊姿勢の素材{n}体に重ねる: {materials}"};
inline constexpr Message kNotEvolutionMonster{"{card} is not an evolution monster", "{card}は進化系モンスターではない"};
inline constexpr Message kEvolutionNeedsSeveral{"{card} ({kind}) cannot be summoned on {n} material(s): several are needed",
                                                "{card}({kind})は素材{n}体では召喚できない: 複数の素材が必要"};
inline constexpr Message kEvolutionNeedsOne{"{card} ({kind}) cannot be summoned on {n} material(s): exactly one is needed",
                                            "{card}({kind})は素材{n}体では召喚できない: ちょうど1体の素材が必要"};
inline constexpr Message kEvolutionNeedsAttack{"{card} is in {posture} posture; evolution materials must be in attack posture ({rule})",
                                               "{card}は{posture}: 進化の素材は攻撃姿勢でなければならない({rule})"};
inline constexpr Message kWEvolutionOn{"a W-evolution goes on an evolution monster; {card} is not one",
                                       "W進化モンスターは進化モンスターの上に重ねる。{card}は進化モンスターではない"};
inline constexpr Message kTEvolutionOn{"a T-evolution goes on a W-evolution monster; {card} is not one",
                                       "T進化モンスターはW進化モンスターの上に重ねる。{card}はW進化モンスターではない"};
inline constexpr Message kMaterialTrait{"{card} names {trait} monsters as its material; {material} is not one",
                                        "{card}の素材は{trait}のモンスター。{material}はそうではない"};
inline constexpr Message kEvolvesFrom{"{card} ({kind}) evolves from attack-posture {materials}", "{card}({kind})は攻撃姿勢の{materials}から進化する"};
inline constexpr Message kNotForceMonster{"{card} is not a force monster", "{card}はフォースモンスターではない"};
inline constexpr Message kForceNotOwnMaterial{"a force monster is not its own material", "フォースモンスターは自身を素材にできない"};
inline constexpr Message kNotMonsterCardHandOrZone{"{card} is not a monster card in {player}'s hand or monster zone",
                                                   "{card}は{player}の手札またはモンスターゾーンにあるモンスターカードではない"};
inline constexpr Message kMaterialFromHand{"{card} from the hand", "{card}は手札からの素材"};
inline constexpr Message kMaterialFromZone{"{card} from the monster zone ({posture} posture: any posture will do)",
                                           "{card}はモンスターゾーンからの素材({posture}: 姿勢は問わない)"};
inline constexpr Message kForceTakesRange{"{card} takes {min} to {max} materials, {n} given", "{card}の素材は{min}〜{max}体だが、{n}体が指定された"};
inline constexpr Message kForceTakesAtLeast{"{card} takes {min} or more materials, {n} given", "{card}の素材は{min}体以上だが、{n}体が指定された"};
inline constexpr Message kForceTrait{"{card} takes only {trait} materials; {material} is not one", "{card}の素材は{trait}だけ。{material}はそうではない"};
inline constexpr Message kForcePower{"{card}'s P is the total of its materials' P: {total}", "{card}のPは素材のPの合計: {total}"};
inline constexpr Message kAlreadySpecial{"{card} is already in special posture", "{card}はすでに特殊姿勢"};
inline constexpr Message kNotChargedYet{"{card} is not special-charged yet: charges come in the start time",
                                        "{card}はまだ特殊チャージされていない: 特殊チャージはスタートタイムに行われる"};

// --- The stack and steps that wait ----------------------------------------------------------------

inline constexpr Message kItsEffect{"{card}'s effect", "{card}の効果"};
inline constexpr Message kStackedOn{"{what} is stacked on {below} (stack of {n}); {player} now has the right to stack",
                                    "{what}を{below}にスタックする(スタック{n}件)。{player}にスタックの権利が発生する"};
inline constexpr Message kActivated{"{what} is activated (stack of {n}); {player} now has the right to stack",
                                    "{what}を発動する(スタック{n}件)。{player}にスタックの権利が発生する"};
inline constexpr Message kStackResolvingNoUnstacked{"the stack is resolving: nothing that was not stacked may be activated until it is done",
                                                    "スタックの処理中: 処理が終わるまで、スタックされていないものは発動できない"};
inline constexpr Message kRightBelongsTo{"the right to stack on {card} belongs to {player}", "{card}にスタックする権利は{player}にある"};
inline constexpr Message kAttackRightBelongsTo{"the right to stack on {attacker}'s attack belongs to {player}",
                                               "{attacker}の攻撃にスタックする権利は{player}にある"};
inline constexpr Message kResolvingLast{"resolving the last activated item: {what} ({n} left below)", "最後に発動されたものを処理する: {what}(下に残り{n}件)"};
inline constexpr Message kStackResolved{"the stack has resolved completely", "スタックの処理がすべて終わった"};
inline constexpr Message kResolutionGoesOn{"the resolution goes on with {card}", "続いて{card}を処理する"};
inline constexpr Message kStacksNothingMore{"{player} stacks nothing more: the stack resolves", "{player}はこれ以上スタックしない: スタックを処理する"};
inline constexpr Message kOnlyRightHolderDeclines{"the right to stack on {card} belongs to {player}: only {player} can decline it",
                                                  "{card}にスタックする権利は{player}にある: 見送れるのは{player}だけ"};
inline constexpr Message kDeclinesToStack{"{player} declines to stack: nothing more is activated, the stack starts to resolve",
                                          "{player}はスタックを見送る: これ以上は発動されず、スタックの処理が始まる"};
inline constexpr Message kOnlyDefenderPasses{"{attacker}'s attack waits for {player}: only {player} can pass on it",
                                             "{attacker}の攻撃は{player}を待っている: パスできるのは{player}だけ"};
inline constexpr Message kPassesOnAttack{"{player} passes: no block, nothing stacked on the attack", "{player}はパスする: ブロックせず、攻撃に何もスタックしない"};
inline constexpr Message kNothingToPass{"there is nothing for {player} to pass on: nothing was activated and no attack is open",
                                        "{player}がパスする対象はない: 何も発動されておらず、攻撃も行われていない"};
inline constexpr Message kHasRightToStack{"{player} has the right to stack on {card} (stack on it or <pass>)",
                                          "{player}は{card}にスタックする権利を持つ(スタックするか<pass>)"};
inline constexpr Message kAttackWaits{"{attacker}'s attack waits for {player} to <block>, stack on it, or <pass>",
                                      "{attacker}の攻撃は{player}の<block>、スタック、または<pass>を待っている"};
inline constexpr Message kOnlyPass{"{when}: {waiting}, but {player} has no legal choice but to pass, so the step goes on",
                                   "{when}: {waiting}。ただし{player}にはパス以外の合法な選択がないため、手順は進む"};
inline constexpr Message kBefore{"before {what}", "{what}の前"};
inline constexpr Message kActionsEnd{"the actions end", "アクションが終わった"};
inline constexpr Message kNotPossibleNow{"{what} is not possible now: {waiting}", "今は{what}はできない: {waiting}"};
inline constexpr Message kActionsEndWhile{"the actions end while {waiting}", "アクションが終わった時点で、{waiting}"};

// --- The turn -------------------------------------------------------------------------------------

inline constexpr Message kStartTimeOf{"start time of {player}", "{player}のスタートタイム"};
inline constexpr Message kCharged{"{card} stays in special posture and is special-charged ({rule})", "{card}は特殊姿勢のまま特殊チャージされる({rule})"};
inline constexpr Message kDrawTime{"draw time: {player} draws one card", "ドロータイム: {player}はカードを1枚ドローする"};
inline constexpr Message kEndTimeOf{"end time of {player}", "{player}のエンドタイム"};
inline constexpr Message kDiscardsDownToSeven{"{player} holds {n} cards: discards {k} down to seven", "{player}の手札は{n}枚: 7枚になるよう{k}枚捨てる"};
inline constexpr Message kPromptDiscardToSeven{"cards to discard down to seven", "手札を7枚にするために捨てるカード"};
inline constexpr Message kChoosesDiscards{"{player} chooses which cards to discard", "{player}は捨てるカードを選ぶ"};
inline constexpr Message kNothingToDiscard{"{player} holds {n} cards: nothing to discard", "{player}の手札は{n}枚: 捨てるカードはない"};
inline constexpr Message kFreeTimeOf{"free time of {player} (turn {n})", "{player}のフリータイム(ターン{n})"};
inline constexpr Message kTurnOf{"turn {n}: {player}'s turn", "ターン{n}: {player}のターン"};
inline constexpr Message kDeckNot40{"{player}'s deck has {n} cards; a game needs exactly 40", "{player}のデッキは{n}枚: デッキはちょうど40枚でなければならない"};
inline constexpr Message kDecks40{"both decks hold exactly 40 cards", "どちらのデッキもちょうど40枚"};
inline constexpr Message kDecksInOrder{"the decks are in the deck zones in the order the scenario gives (shuffled and cut)",
                                       "デッキはシナリオの順にデッキゾーンに置かれている(シャッフルとカットは済んでいる)"};
inline constexpr Message kGoesFirst{"{player} goes first", "{player}が先攻"};
inline constexpr Message kPutsLife{"{player} puts the top five cards face down as life", "{player}はデッキの上から5枚を裏向きでライフとして置く"};
inline constexpr Message kStartingHand{"{player} draws five cards as the starting hand", "{player}はカードを5枚引いて手札とする"};
inline constexpr Message kNotFreeTime{"it is {phase} time, not free time", "今は{phase}で、フリータイムではない"};
inline constexpr Message kOnlyTurnPlayerEnds{"only the turn player ({player}) ends free time", "フリータイムを終了できるのはターンプレイヤー({player})だけ"};
inline constexpr Message kEndsFreeTime{"{player} ends free time", "{player}はフリータイムを終了する"};
inline constexpr Message kFreeTimeGoesOn{"free time goes on until the turn player ends it (<end-free-time>)",
                                         "フリータイムはターンプレイヤーが終了する(<end-free-time>)まで続く"};

// --- Spells and activated effects -----------------------------------------------------------------

inline constexpr Message kEnergyNotBattlefieldCard{"{card} is energy: it is not a battlefield card, so it cannot be chosen as one",
                                                   "{card}はエナジー: 戦場のカードではないため、戦場のカードとして選べない"};
inline constexpr Message kEffectSummonOnlyBy{"{card} can be effect summoned only by the effect of {name}, not by {source}'s",
                                             "{card}は{name}の効果でしか効果召喚できず、{source}の効果ではできない"};
inline constexpr Message kTooFewTargets{"{source} must choose {n} target(s) but only {k} can be chosen: the cost cannot be paid",
                                        "{source}は対象を{n}つ選ばなければならないが、選べるのは{k}つだけ: 代償を支払えない"};
inline constexpr Message kPromptTarget{"target of {source}", "{source}の対象"};
inline constexpr Message kPromptTargets{"targets of {source}", "{source}の対象"};
inline constexpr Message kWrongTargetCount{"{source} chooses exactly {n} target(s), {k} given", "{source}が選ぶ対象はちょうど{n}つだが、{k}つが指定された"};
inline constexpr Message kNotLegalTarget{"{card} is not a legal target of {source}", "{card}は{source}の対象にできない"};
inline constexpr Message kChoosesTargets{"{source} chooses {cards} (choosing is part of the cost)", "{source}は{cards}を選ぶ(対象を選ぶことも代償)"};
inline constexpr Message kWhenOwnTurn{"in its controller's own turn", "自分のターン"};
inline constexpr Message kWhenOpponentTurn{"in the opponent's turn", "相手のターン"};
inline constexpr Message kWhenAttackOpen{"while an attack is open", "攻撃が行われている間"};
inline constexpr Message kAnAttackOpen{", an attack open", "、攻撃中"};
inline constexpr Message kNoAttackOpen{", no attack open", "、攻撃なし"};
inline constexpr Message kActivatedOnly{"{card} can be activated only {when} (now {active}'s {phase} time{attack})",
                                        "{card}は{when}にだけ発動できる(今は{active}の{phase}{attack})"};
inline constexpr Message kConditionFails{"{card}'s condition {condition} does not hold", "{card}の条件{condition}を満たしていない"};
inline constexpr Message kCostNeedsMonster{"the cost needs a monster whose P to lower", "この代償にはPを下げるモンスターが必要"};
inline constexpr Message kPCannotBeLowered{"{card}'s P cannot be lowered (effect of {source}): lowering it by {n} would not lower it, so the cost is not paid",
                                           "{card}のPは下げられない({source}の効果): {n}下げても下がらないため、代償は満たされない"};
inline constexpr Message kPFallsOnlyTo{"{card}'s P {before} would only fall to {after} ({rule}), not by the full {n}",
                                       "{card}のP{before}は{after}までしか下がらず({rule})、{n}すべては下がらない"};
inline constexpr Message kNoCardToDiscard{"{player} has no card in hand to discard: discarding the whole hand discards nothing, so the cost is not paid",
                                          "{player}の手札に捨てるカードがない: 手札を全て捨てても何も捨てないため、代償は満たされない"};
inline constexpr Message kNoMonsterAtAll{"no monster at all", "モンスターが1体もいない"};
inline constexpr Message kEveryOneAtZero{"every one is at P 0 or its P cannot be lowered", "どれもPが0か、Pを下げられない"};
inline constexpr Message kNoMonsterToZero{"{player} has no monster whose P making 0 would change ({why}), so the cost cannot be paid",
                                          "{player}にはPを0にして変化するモンスターがいない({why})ため、代償を支払えない"};
inline constexpr Message kPromptZeroMonster{"monster whose P becomes 0 for {card}", "{card}のためにPを0にするモンスター"};
inline constexpr Message kPAlreadyZero{"{card}'s P is already 0: making it 0 changes nothing, so the cost is not paid",
                                       "{card}のPはすでに0: 0にしても変化がないため、代償は満たされない"};
inline constexpr Message kZeroWouldNotChange{"{card}'s P cannot be lowered (effect of {source}): making it 0 would change nothing, so the cost is not paid",
                                             "{card}のPは下げられない({source}の効果): 0にしても変化がないため、代償は満たされない"};
inline constexpr Message kNotMonsterInAZone{"{card} is not a monster in a monster zone", "{card}はモンスターゾーンのモンスターではない"};
inline constexpr Message kSpecialTap{"{card} is in special posture (special tap): it cannot pay an old \"by tapping\" text",
                                     "{card}は特殊姿勢(特殊タップ): 古いテキストの「タップすることで」の代償は支払えない"};
inline constexpr Message kAlreadySideways{"{card} is already sideways: tapping it would change nothing", "{card}はすでに横向き: タップしても変化がない"};
inline constexpr Message kUnknownCost{"unknown cost {cost}", "不明な代償`{cost}`"};
inline constexpr Message kPLowered{"{card}'s P is lowered by {n} and really falls by that much", "{card}のPを{n}下げ、実際にその分だけ下がる"};
inline constexpr Message kDiscardsHand{"{player} discards the whole hand ({n} card(s)): the discarding happened, so the cost is paid wherever they went",
                                       "{player}は手札を全て({n}枚)捨てる: 捨てること自体はできたため、どこへ送られても代償は満たされる"};
inline constexpr Message kPToZero{"{card}'s P goes from {p} to 0: a real change, so the cost is paid", "{card}のPが{p}から0になる: 実際に変化したため、代償は満たされる"};
inline constexpr Message kCostProduced{"the cost of {card} ({kind}) produced its result", "{card}の代償({kind})は求められた結果になった"};
inline constexpr Message kNotSpellInHand{"{card} is not a spell card in {player}'s hand", "{card}は{player}の手札にある呪文カードではない"};
inline constexpr Message kOnlyTimeSpellsOpponentTurn{"{card} is a {type}: only time spells can be activated in the opponent's turn",
                                                     "{card}は{type}: 相手のターンに発動できるのはタイム呪文だけ"};
inline constexpr Message kSpellsInFreeTime{"spells are activated in free time (now {phase} time)", "呪文はフリータイムに発動する(今は{phase})"};
inline constexpr Message kTimeSpellOpponentTurn{"{card} is a time spell: it can be activated even in the opponent's turn",
                                                "{card}はタイム呪文: 相手のターンでも発動できる"};
inline constexpr Message kTimeSpellInTime{"{card} is a time spell: it can be activated even in {phase} time", "{card}はタイム呪文: {phase}でも発動できる"};
inline constexpr Message kAllHold{"{card}: timing, conditions and cost all hold", "{card}: 時、条件、代償をすべて満たす"};
inline constexpr Message kEffectAllHold{"{card}'s effect: timing, conditions and cost all hold", "{card}の効果: 時、条件、代償をすべて満たす"};
inline constexpr Message kActivatesFromHand{"{player} activates {card} ({type}) from the hand", "{player}は手札から{card}({type})を発動する"};
inline constexpr Message kSpellNumber{"spell number {n} of {player} this turn: spells have no per-turn limit",
                                      "このターンの{player}の{n}枚目の呪文: 呪文に1ターンの回数制限はない"};
inline constexpr Message kNotOnBattlefield{"{card} is not on the battlefield", "{card}は戦場にない"};
inline constexpr Message kNotYourCard{"{card} is not {player}'s card", "{card}は{player}のカードではない"};
inline constexpr Message kUsesAreaSpell{"{player} uses {owner}'s area spell {card}: both players may use an area spell",
                                        "{player}は{owner}のエリア呪文{card}を使う: エリア呪文はお互いのプレイヤーが使用できる"};
inline constexpr Message kNoActivatedEffect{"{card} has no activated effect number {n}", "{card}には{n}番目の起動効果がない"};
inline constexpr Message kOncePerTurn{"{card}'s effect is once per turn", "{card}の効果は1ターンに1度"};
inline constexpr Message kDraws{"{source}: {player} draws {n}", "{source}: {player}は{n}枚ドローする"};
inline constexpr Message kWinEffectReason{"{source}'s win effect", "{source}の勝利効果"};
inline constexpr Message kWinEffect{"{source} is a win effect: {player} wins", "{source}は勝利効果: {player}の勝利"};
inline constexpr Message kCanByEffect{"{subject} can {action} (effect of {source})", "{subject}は{action}ができる({source}の効果)"};
inline constexpr Message kCanTimesByEffect{"{subject} can {action} up to {n} times this turn (effect of {source})",
                                           "{subject}はこのターン{action}を{n}回までできる({source}の効果)"};
inline constexpr Message kCannotByEffect{"{subject} cannot {action} (effect of {source})", "{subject}は{action}ができない({source}の効果)"};
inline constexpr Message kCannotTimesByEffect{"{subject} cannot {action} up to {n} times this turn (effect of {source})",
                                              "{subject}はこのターン{action}が{n}回までできない({source}の効果)"};
inline constexpr Message kNoLongerThere{"{card} is no longer there: {source} does nothing to it", "{card}はもうそこにない: {source}はそれに何もしない"};
inline constexpr Message kGivesP{"{source} gives {target} {amount} P", "{source}は{target}のPを{amount}する"};
inline constexpr Message kNullifiesActivation{"{card} nullifies the activation of {target}", "{card}は{target}の発動を無効にする"};
inline constexpr Message kEffectNullified{"{card}'s effect was nullified: nothing happens", "{card}の効果は無効にされた: 何も起こらない"};
inline constexpr Message kNotInSpellZone{"{card} is no longer in the spell zone, where activated spells wait: it does nothing",
                                         "{card}は発動した呪文が待つ呪文ゾーンにもうない: 何もしない"};
inline constexpr Message kNullifiedStaying{"the activation of {card} is nullified: a nullified {type} does not stay; it goes to the graveyard",
                                           "{card}の発動は無効になる: 無効にされた{type}はとどまらず、墓地に置かれる"};
inline constexpr Message kNullifiedToGraveyard{"the activation of {card} is nullified: it goes to the graveyard", "{card}の発動は無効になる: 墓地に置かれる"};
inline constexpr Message kUsedToGraveyard{"{card} has been used: it goes to the graveyard", "{card}は使用済み: 墓地に置かれる"};
inline constexpr Message kLoopStays{"{card} stays in the spell zone and keeps working", "{card}は呪文ゾーンにとどまり、効果を発揮し続ける"};
inline constexpr Message kArmorStays{"{card} stays in the spell zone, ready to be equipped", "{card}は呪文ゾーンにとどまり、装備できる状態になる"};
inline constexpr Message kOneAreaSpell{"only one area spell can exist on both battlefields: {card} goes to the graveyard",
                                       "エリア呪文はお互いの戦場に合計1枚しか存在できない: {card}は墓地へ送られる"};
inline constexpr Message kAreaStays{"{card} stays in the area zone; its effect reaches both players", "{card}はエリアゾーンにとどまり、効果はお互いのプレイヤーに及ぶ"};
inline constexpr Message kNotArmorOnBattlefield{"{card} is not an armor spell on {player}'s battlefield", "{card}は{player}の戦場にあるアーマー呪文ではない"};
inline constexpr Message kAlreadyEquippedTo{"{card} is already equipped to {host}", "{card}はすでに{host}に装備されている"};
inline constexpr Message kArmorOncePerTurn{"{card} was already equipped, unequipped or moved this turn: once per turn for each armor spell",
                                           "{card}はこのターンすでに装備、解除、または付け替えられた: アーマー呪文1枚につき1ターンに1度"};
inline constexpr Message kArmorMoved{"{card} is moved from {from} to {host}", "{card}を{from}から{host}に付け替える"};
inline constexpr Message kArmorEquipped{"{card} is equipped from the spell zone to {host}", "{card}を呪文ゾーンから{host}に装備する"};
inline constexpr Message kLiesSideways{"{card} lies sideways under {host}", "{card}は{host}の下に横向きで重なる"};
inline constexpr Message kLiesSidewaysWith{"{card} lies sideways under {host} with {n} other armor spell(s): there is no limit",
                                           "{card}はほかの{n}枚のアーマー呪文とともに{host}の下に横向きで重なる: 枚数に制限はない"};
inline constexpr Message kNotEquippedArmorOf{"{card} is not an equipped armor spell of {player}", "{card}は{player}の装備されたアーマー呪文ではない"};
inline constexpr Message kUnequipped{"{card} is unequipped from {host} and goes back to the spell zone, not the graveyard",
                                     "{card}を{host}から外し、墓地ではなく呪文ゾーンに戻す"};

}  // namespace judge::gcb::say
