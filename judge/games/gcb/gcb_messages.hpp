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
JUDGE_MESSAGE(kZoneDeck, "deck", "デッキ");
JUDGE_MESSAGE(kZoneHand, "hand", "手札");
JUDGE_MESSAGE(kZoneLife, "life", "ライフゾーン");
JUDGE_MESSAGE(kZoneMonster, "monster", "モンスターゾーン");
JUDGE_MESSAGE(kZoneGraveyard, "graveyard", "墓地");
JUDGE_MESSAGE(kZoneSeal, "seal", "封印ゾーン");
JUDGE_MESSAGE(kZoneArea, "area", "エリアゾーン");
JUDGE_MESSAGE(kZoneSpell, "spell", "呪文ゾーン");

// Times of the turn (the scenario's phases).
JUDGE_MESSAGE(kTimeStart, "start", "スタートタイム");
JUDGE_MESSAGE(kTimeDraw, "draw", "ドロータイム");
JUDGE_MESSAGE(kTimeFree, "free", "フリータイム");
JUDGE_MESSAGE(kTimeEnd, "end", "エンドタイム");

// Postures.
JUDGE_MESSAGE(kPostureAttack, "attack", "攻撃姿勢");
JUDGE_MESSAGE(kPostureStandby, "standby", "待機姿勢");
JUDGE_MESSAGE(kPostureSpecial, "special", "特殊姿勢");
JUDGE_MESSAGE(kPostureNone, "(none)", "(なし)");

// Card types.
JUDGE_MESSAGE(kTypeBlueMonster, "blue-monster", "青モンスター");
JUDGE_MESSAGE(kTypeRedMonster, "red-monster", "赤モンスター");
JUDGE_MESSAGE(kTypeNormalSpell, "normal-spell", "ノーマル呪文");
JUDGE_MESSAGE(kTypeTimeSpell, "time-spell", "タイム呪文");
JUDGE_MESSAGE(kTypeLoopSpell, "loop-spell", "ループ呪文");
JUDGE_MESSAGE(kTypeArmorSpell, "armor-spell", "アーマー呪文");
JUDGE_MESSAGE(kTypeAreaSpell, "area-spell", "エリア呪文");

// Red monsters' summoning kinds (status summon="…").
JUDGE_MESSAGE(kKindSpecial, "special", "特殊");
JUDGE_MESSAGE(kKindSpecialKai, "special-kai", "特殊・改");
JUDGE_MESSAGE(kKindSpecialKiwami, "special-kiwami", "特殊・極");
JUDGE_MESSAGE(kKindEvolution, "evolution", "進化");
JUDGE_MESSAGE(kKindGEvolution, "g-evolution", "G進化");
JUDGE_MESSAGE(kKindWEvolution, "w-evolution", "W進化");
JUDGE_MESSAGE(kKindTEvolution, "t-evolution", "T進化");
JUDGE_MESSAGE(kKindForce, "force", "フォース");
JUDGE_MESSAGE(kKindEffect, "effect", "効果召喚");
JUDGE_MESSAGE(kKindNone, "none", "なし");

// Ways of summoning, as "{player} {how}s {card}".
JUDGE_MESSAGE(kHowNormal, "normal summon", "通常召喚");
JUDGE_MESSAGE(kHowEffect, "effect summon", "効果召喚");
JUDGE_MESSAGE(kHowSpecial, "special summon", "特殊系召喚");
JUDGE_MESSAGE(kHowEvolution, "evolution summon", "進化系召喚");
JUDGE_MESSAGE(kHowForce, "force summon", "フォース召喚");

// Costs (cost="…").
JUDGE_MESSAGE(kCostLowerP, "lower-p", "Pを下げる");
JUDGE_MESSAGE(kCostDiscardHand, "discard-hand", "手札を全て捨てる");
JUDGE_MESSAGE(kCostSetPZero, "set-p-zero", "Pを0にする");
JUDGE_MESSAGE(kCostTap, "tap", "タップ");

// Capabilities an allow / deny names (action="…").
JUDGE_MESSAGE(kCanNormalSummon, "normal summon", "通常召喚");
JUDGE_MESSAGE(kCanAttack, "attack", "攻撃");
JUDGE_MESSAGE(kCanLowerPower, "have its P lowered", "Pを下げること");


// What a "cannot …" is about (check_can), as a verb phrase.
JUDGE_MESSAGE(kDoAttack, "attack", "攻撃する");
JUDGE_MESSAGE(kDoNormalSummon, "normal summon", "通常召喚する");

// Moves refused or put off ("{what} only in … free time", "{what} is not possible now").
JUDGE_MESSAGE(kWhatAttack, "an attack", "攻撃");
JUDGE_MESSAGE(kWhatChangeToSpecial, "a change to special posture", "特殊姿勢への変更");
JUDGE_MESSAGE(kWhatEquip, "equipping armor", "アーマー呪文の装備");
JUDGE_MESSAGE(kWhatUnequip, "unequipping armor", "アーマー呪文を外すこと");
JUDGE_MESSAGE(kWhatBlock, "blocking", "ブロック");

// Causes of destruction, as "{card} is destroyed ({cause})".
JUDGE_MESSAGE(kCauseBattle, "battle", "バトル");
JUDGE_MESSAGE(kCauseBlock, "block", "ブロック");
JUDGE_MESSAGE(kCauseEffectOf, "effect of {source}", "{source}の効果");

// --- Board and values -----------------------------------------------------------------------------

JUDGE_MESSAGE(kFieldName, "battlefield", "戦場");
JUDGE_MESSAGE(kArmorHostLeft, "{armor} was equipped to {host}, which left the battlefield: unequipped armor cannot stay",
                              "{armor}が装備されていた{host}が戦場を離れた: 装備されていないアーマー呪文はとどまれない");
JUDGE_MESSAGE(kGoesTo, "{card} goes to {player}'s {zone}", "{card}は{player}の{zone}に置かれる");
JUDGE_MESSAGE(kEnergyGone, "{card} was energy of {host}, which is gone: it goes to the graveyard",
                           "{card}は{host}のエナジーだったが、{host}がなくなった: 墓地へ送られる");
JUDGE_MESSAGE(kDestroyed, "{card} is destroyed ({cause})", "{card}は破壊される({cause})");
JUDGE_MESSAGE(kDrewFromEmptyDeck, "{player} had to draw from an empty deck", "{player}はカードのないデッキからドローしなければならなかった");
JUDGE_MESSAGE(kDeckOut, "{player} must draw with no cards in the deck: {player} loses, {winner} wins",
                        "{player}はデッキが0枚のときにドローしなければならない: {player}の敗北、{winner}の勝利");
JUDGE_MESSAGE(kDiscarded, "{card} is discarded", "{card}を捨てる");
JUDGE_MESSAGE(kDiscardToSeal, "{sealer}'s effect puts the discarded {card} into the seal zone instead of the graveyard",
                              "{sealer}の効果により、捨てられた{card}は墓地ではなく封印ゾーンに置かれる");
JUDGE_MESSAGE(kArmorNotEquipped, "{card} is in a monster zone without being equipped", "{card}は装備されずにモンスターゾーンにある");
JUDGE_MESSAGE(kLosesCharge, "{card} leaves special posture and loses its special charge", "{card}は特殊姿勢でなくなり、特殊チャージを失う");
JUDGE_MESSAGE(kPostureChange, "{card}: {from} → {to} posture", "{card}: {from} → {to}");
JUDGE_MESSAGE(kPOf, "P of {card}", "{card}のP");
JUDGE_MESSAGE(kTurnEffectsEnd, "the turn ends: {n} effect(s) lasting this turn end", "ターンが終わる: このターンの間続く効果({n}個)が終わる");
JUDGE_MESSAGE(kPowerFloored, "{card}'s P adds up to {raw} and is read as 0", "{card}のPは合計{raw}になり、0として扱う");
JUDGE_MESSAGE(kLoopWaitsToWork, "{card}'s effect does not apply until its activation resolves", "{card}の効果は、発動が処理されるまで働かない");
// A static ability coming to reach a monster or player and ceasing to (note_static_reach); {op}
// is one of the three below.
JUDGE_MESSAGE(kStaticNowApplies, "{source}'s static ability now applies to {target}: {op}", "{source}の常在能力が{target}に適用される: {op}");
JUDGE_MESSAGE(kStaticNoLongerApplies, "{source}'s static ability no longer applies to {target}", "{source}の常在能力は{target}に適用されなくなる");
JUDGE_MESSAGE(kStaticP, "P {amount}", "P{amount}");
JUDGE_MESSAGE(kStaticCan, "can {action}", "{action}ができる");
JUDGE_MESSAGE(kStaticCannot, "cannot {action}", "{action}ができない");
JUDGE_MESSAGE(kCannotConflict, "{subject} cannot {what} ({source})", "{subject}は{what}ことができない({source})");
JUDGE_MESSAGE(kCannotEffectOverRule, "{subject} cannot {what} (effect of {source}, which the rules yield to)",
                                     "{subject}は{what}ことができない({source}の効果。効果はルールより優先される)");
JUDGE_MESSAGE(kNoChargeOutsideSpecial, "{card} is not in special posture, so it holds no special charge",
                                       "{card}は特殊姿勢ではないため、特殊チャージを持たない");
JUDGE_MESSAGE(kLifeFaceDown, "{card} is life: life lies face down", "{card}はライフ: ライフは裏向きで置かれる");
JUDGE_MESSAGE(kGameOver, "the game is over: {player} won", "ゲームは終わっている: {player}の勝利");
JUDGE_MESSAGE(kStackNotResolving, "the stack is not resolving", "スタックは処理中ではない");

// --- Battle ---------------------------------------------------------------------------------------

JUDGE_MESSAGE(kFight, "{kind}: {attacker} (P{pa}) against {defender} (P{pd})", "{kind}: {attacker}(P{pa})対{defender}(P{pd})");
JUDGE_MESSAGE(kEqualP, "equal P: both monsters are destroyed", "Pが同じ: 両方のモンスターが破壊される");
JUDGE_MESSAGE(kNotMonsterInZone, "{card} is not a monster in {player}'s monster zone", "{card}は{player}のモンスターゾーンのモンスターではない");
JUDGE_MESSAGE(kOnlyAttackPostureAttacks, "{card} is in {posture} posture: only attack-posture monsters attack",
                                         "{card}は{posture}: 攻撃できるのは攻撃姿勢のモンスターだけ");
JUDGE_MESSAGE(kNotMonsterOf, "{card} is not a monster of {player}", "{card}は{player}のモンスターではない");
JUDGE_MESSAGE(kEnteredStillAttacks, "{card} entered this turn; that does not stop it attacking",
                                    "{card}はこのターンに出たが、そのために攻撃できなくなることはない");
JUDGE_MESSAGE(kAttacksLife, "{player} attacks {defender}'s life with {card}; {defender} may block",
                            "{player}は{card}で{defender}のライフにアタックする。{defender}はブロックできる");
JUDGE_MESSAGE(kAttacksMonster, "{player} attacks {target} with {card}: a battle", "{player}は{card}で{target}を攻撃する: バトル");
JUDGE_MESSAGE(kTempCandidate, "{card} is in standby posture and is attacked by a lower-P monster (P{pa} < P{pd})",
                              "{card}は待機姿勢で、自身よりPの低いモンスターから攻撃される(P{pa} < P{pd})");
JUDGE_MESSAGE(kTempNotCandidate, "{card} is in standby, but the attacker's P {pa} is not lower than its {pd}: no 仮破壊 for this fight, whatever P becomes later",
                                 "{card}は待機姿勢だが、攻撃したモンスターのP{pa}は自分のP{pd}より低くない: この戦闘で仮破壊はなく、あとでPが変わっても同じ");
JUDGE_MESSAGE(kMayStackOnAttack, "{player} may stack on the attack", "{player}はこの攻撃にスタックできる");
JUDGE_MESSAGE(kNoAttackToBlock, "there is no attack to block", "ブロックする攻撃がない");
JUDGE_MESSAGE(kOnlyAttackedBlocks, "only the attacked player blocks", "ブロックするのは攻撃されたプレイヤーだけ");
JUDGE_MESSAGE(kOnlyAttackOnPlayer, "only an attack on the player (アタック) can be blocked", "ブロックできるのはプレイヤーへの攻撃(アタック)だけ");
JUDGE_MESSAGE(kBlockNeedsAttackPosture, "{card} is in {posture} posture: a block turns an attack-posture monster sideways",
                                        "{card}は{posture}: ブロックは攻撃姿勢のモンスターを待機姿勢にして行う");
JUDGE_MESSAGE(kBlocks, "{player} blocks with {card}: the attack on life stops", "{player}は{card}でブロックする: ライフへの攻撃は中断される");
JUDGE_MESSAGE(kBattleEffectWorks, "{attacker} destroyed {target} in a battle: its battle effect works",
                                  "{attacker}はバトルで{target}を破壊した: バトル時の効果が働く");
JUDGE_MESSAGE(kBattleEffectAttackerGone, "{attacker} destroyed {target} but was destroyed in the same battle: its effect for destroying a monster in battle does not work",
                                       "{attacker}は{target}を破壊したが、同じバトルで破壊されたので、バトルで破壊した時の効果は働かない");
JUDGE_MESSAGE(kBattleEffectNoDestroy, "{attacker} did not destroy {target}: its effect for destroying a monster in battle does not work",
                                     "{attacker}は{target}を破壊しなかったので、バトルで破壊した時の効果は働かない");
JUDGE_MESSAGE(kNoPComparison, "the two monsters are no longer both in the monster zones: no P comparison",
                              "2体のモンスターがもうそろってモンスターゾーンにいない: Pは比べない");
JUDGE_MESSAGE(kTempCheck, "the battle is about to end: temporary destruction is checked", "バトルが終わる直前: 仮破壊を確認する");
JUDGE_MESSAGE(kTempReturns, "{card} is still in the monster zone: temporary destruction returns it to its owner's hand",
                            "{card}はまだモンスターゾーンにある: 仮破壊により持ち主の手札に戻る");
JUDGE_MESSAGE(kTempNothing, "{card} is no longer in the monster zone: temporary destruction does nothing",
                            "{card}はもうモンスターゾーンにない: 仮破壊は何もしない");
JUDGE_MESSAGE(kBlockNotBattle, "a block is its own kind of fight, not a battle: no temporary destruction, battle effects do not apply",
                               "ブロックはバトルとは別の戦闘: 仮破壊は起こらず、バトル時の効果も働かない");
JUDGE_MESSAGE(kBattleEffectNotOnBlock, "{card}'s effect works when it destroys a monster in a battle; a block is not a battle, so it does not work",
                                       "{card}の効果はバトルでモンスターを破壊したときに働く。ブロックはバトルではないため、働かない");
JUDGE_MESSAGE(kWinNoLife, "an attack went through against no life", "ライフのない相手へのアタックが成立した");
JUDGE_MESSAGE(kNoLifeWins, "{defender} has no life and the attack goes through: {player} wins",
                           "{defender}にライフがなく、アタックが成立する: {player}の勝利");
JUDGE_MESSAGE(kLifeCut, "the attack goes through unblocked: {defender} cuts the leftmost life {card}",
                        "ブロックされずにアタックが成立する: {defender}は一番左のライフ{card}を削る");
JUDGE_MESSAGE(kAttackEnds, "the attack by {card} ends", "{card}の攻撃が終わる");

// --- Summoning ------------------------------------------------------------------------------------

JUDGE_MESSAGE(kNotInHand, "{card} is not in {player}'s hand", "{card}は{player}の手札にない");
JUDGE_MESSAGE(kZoneFull, "{player}'s monster zone already holds {n} monsters; a sixth cannot be put there ({rule})",
                         "{player}のモンスターゾーンにはすでに{n}体のモンスターがいる。6体目は置けない({rule})");
JUDGE_MESSAGE(kSummonsInPosture, "{player} {how}s {card} into the monster zone in {posture} posture",
                                 "{player}は{card}を{how}し、{posture}でモンスターゾーンに置く");
JUDGE_MESSAGE(kSummons, "{player} {how}s {card} into the monster zone", "{player}は{card}を{how}し、モンスターゾーンに置く");
JUDGE_MESSAGE(kLiesBeneath, "{cards} lies beneath {card} as energy (order chosen by the summoner, {rule})",
                            "{cards}は{card}の下にエナジーとして重なる(順番は召喚するプレイヤーが選ぶ、{rule})");
JUDGE_MESSAGE(kLieBeneath, "{cards} lie beneath {card} as energy (order chosen by the summoner, {rule})",
                           "{cards}は{card}の下にエナジーとして重なる(順番は召喚するプレイヤーが選ぶ、{rule})");
JUDGE_MESSAGE(kNotRedMonster, "{card} is not a red monster", "{card}は赤モンスターではない");
JUDGE_MESSAGE(kMayRedSummon, "{player} may make the {what} now: it is {player}'s free time", "{player}は今{what}を行える: {player}のフリータイムである");
JUDGE_MESSAGE(kRedEntersAttack, "{card} enters in attack posture (no effect says otherwise)", "{card}は攻撃姿勢で出る(ほかの姿勢を指定する効果はない)");
JUDGE_MESSAGE(kRedSummonNumber, "red summon number {n} of {player} this turn: red summons have no per-turn limit",
                                "このターンの{player}の{n}回目の赤召喚: 赤召喚に1ターンの回数制限はない");
JUDGE_MESSAGE(kOnlyOwnFreeTime, "{what} only in {player}'s own free time (now {active}'s {phase} time)",
                                "{what}は{player}自身のフリータイムにだけ行える(今は{active}の{phase})");
JUDGE_MESSAGE(kOneNormalSummon, "the rules allow one normal summon a turn, {made} already made",
                                "ルールで通常召喚は1ターンに1回まで、すでに{made}回行った");
JUDGE_MESSAGE(kRaisedBy, "the rules and {source}'s effect allow {n} normal summons this turn, {made} already made",
                         "ルールと{source}の効果で、このターンの通常召喚は{n}回まで、すでに{made}回行った");
JUDGE_MESSAGE(kRaisedByEffects, "the rules and effects allow {n} normal summons this turn, {made} already made",
                                "ルールと効果で、このターンの通常召喚は{n}回まで、すでに{made}回行った");
JUDGE_MESSAGE(kNormalSummonOwnTurn, "a normal summon is made only in the player's own turn (it is {active}'s turn)",
                                    "通常召喚は自分のターンにだけ行える(今は{active}のターン)");
JUDGE_MESSAGE(kNormalSummonFreeTime, "a normal summon is an action of free time (now {phase} time)", "通常召喚はフリータイムの行動(今は{phase})");
JUDGE_MESSAGE(kNotBlueMonster, "{card} is not a blue monster: a red monster needs its own summoning method",
                               "{card}は青モンスターではない: 赤モンスターにはそれぞれの召喚方法が必要");
JUDGE_MESSAGE(kEffectAllowsAnother, "{source} allows normal summon number {n} this turn: the effect wins over the once-per-turn rule",
                                    "{source}によりこのターン{n}回目の通常召喚ができる: 効果は1ターンに1回のルールより優先される");
JUDGE_MESSAGE(kNormalSummons, "{player} normal summons {card} (number {n} this turn)", "{player}は{card}を通常召喚する(このターン{n}回目)");
JUDGE_MESSAGE(kNoLongerInHand, "{card} is no longer a monster in {player}'s hand: nothing is summoned",
                               "{card}はもう{player}の手札のモンスターではない: 何も召喚されない");
JUDGE_MESSAGE(kOnlyByEffectOf, "{card} can be summoned only by the effect of {name}: nothing is summoned",
                               "{card}は{name}の効果でしか召喚できない: 何も召喚されない");
JUDGE_MESSAGE(kFiveMonsters, "{player}'s monster zone holds five monsters: {card} cannot be summoned",
                             "{player}のモンスターゾーンには5体のモンスターがいる: {card}は召喚できない");
JUDGE_MESSAGE(kRedByEffectToo, "{card} is a red monster: besides its own kind's summon, it may be effect summoned", "{card}は赤モンスターで、その分類の召喚方法のほかに効果召喚もできる");
JUDGE_MESSAGE(kEffectSummonBy, "effect summon by {source}{turn} in {posture} posture{default}", "{source}による効果召喚{turn}、{posture}{default}");
JUDGE_MESSAGE(kOnOpponentsTurn, ", on the opponent's turn,", "(相手のターン)");
JUDGE_MESSAGE(kNoPostureGiven, " (no posture given: attack)", "(姿勢の指定なし)");
JUDGE_MESSAGE(kNotSpecialMonster, "{card} is not a special monster (it is {kind})", "{card}は特殊モンスターではない({kind})");
JUDGE_MESSAGE(kMaterialCount, "{card} ({kind}) needs {n} material(s), {given} given", "{card}({kind})には素材が{n}体必要だが、{given}体が指定された");
JUDGE_MESSAGE(kMaterialNeedsSpecial, "{card} is in {posture} posture; materials must be in special posture ({rule})",
                                     "{card}は{posture}: 素材は特殊姿勢でなければならない({rule})");
JUDGE_MESSAGE(kMaterialNotCharged, "{card} is in special posture but not special-charged (charges come in start time, {rule})",
                                   "{card}は特殊姿勢だが特殊チャージされていない(特殊チャージはスタートタイムに行われる、{rule})");
JUDGE_MESSAGE(kSpecialOn, "{card} ({kind}) on {n} special-charged special-posture material(s): {materials}",
                          "{card}({kind})を特殊チャージされた特殊姿勢の素材{n}体に重ねる: {materials}");
JUDGE_MESSAGE(kNotEvolutionMonster, "{card} is not an evolution monster", "{card}は進化系モンスターではない");
JUDGE_MESSAGE(kEvolutionNeedsSeveral, "{card} ({kind}) cannot be summoned on {n} material(s): several are needed",
                                      "{card}({kind})は素材{n}体では召喚できない: 複数の素材が必要");
JUDGE_MESSAGE(kEvolutionNeedsOne, "{card} ({kind}) cannot be summoned on {n} material(s): exactly one is needed",
                                  "{card}({kind})は素材{n}体では召喚できない: ちょうど1体の素材が必要");
JUDGE_MESSAGE(kEvolutionNeedsAttack, "{card} is in {posture} posture; evolution materials must be in attack posture ({rule})",
                                     "{card}は{posture}: 進化の素材は攻撃姿勢でなければならない({rule})");
JUDGE_MESSAGE(kWEvolutionOn, "a W-evolution goes on an evolution monster; {card} is not one",
                             "W進化モンスターは進化モンスターの上に重ねる。{card}は進化モンスターではない");
JUDGE_MESSAGE(kTEvolutionOn, "a T-evolution goes on a W-evolution monster; {card} is not one",
                             "T進化モンスターはW進化モンスターの上に重ねる。{card}はW進化モンスターではない");
JUDGE_MESSAGE(kMaterialTrait, "{card} names {trait} monsters as its material; {material} is not one",
                              "{card}の素材は{trait}のモンスター。{material}はそうではない");
JUDGE_MESSAGE(kEvolvesFrom, "{card} ({kind}) evolves from attack-posture {materials}", "{card}({kind})は攻撃姿勢の{materials}から進化する");
JUDGE_MESSAGE(kNotForceMonster, "{card} is not a force monster", "{card}はフォースモンスターではない");
JUDGE_MESSAGE(kForceNotOwnMaterial, "a force monster is not its own material", "フォースモンスターは自身を素材にできない");
JUDGE_MESSAGE(kNotMonsterCardHandOrZone, "{card} is not a monster card in {player}'s hand or monster zone",
                                         "{card}は{player}の手札またはモンスターゾーンにあるモンスターカードではない");
JUDGE_MESSAGE(kMaterialFromHand, "{card} from the hand", "{card}は手札からの素材");
JUDGE_MESSAGE(kMaterialFromZone, "{card} from the monster zone ({posture} posture: any posture will do)",
                                 "{card}はモンスターゾーンからの素材({posture}: 姿勢は問わない)");
JUDGE_MESSAGE(kForceTakesRange, "{card} takes {min} to {max} materials, {n} given", "{card}の素材は{min}〜{max}体だが、{n}体が指定された");
JUDGE_MESSAGE(kForceTakesAtLeast, "{card} takes {min} or more materials, {n} given", "{card}の素材は{min}体以上だが、{n}体が指定された");
JUDGE_MESSAGE(kForceTrait, "{card} takes only {trait} materials; {material} is not one", "{card}の素材は{trait}だけ。{material}はそうではない");
JUDGE_MESSAGE(kForcePower, "{card}'s P is the total of its materials' P: {total}", "{card}のPは素材のPの合計: {total}");
JUDGE_MESSAGE(kAlreadySpecial, "{card} is already in special posture", "{card}はすでに特殊姿勢");
JUDGE_MESSAGE(kNotChargedYet, "{card} is not special-charged yet: charges come in the start time",
                              "{card}はまだ特殊チャージされていない: 特殊チャージはスタートタイムに行われる");

// --- The stack and steps that wait ----------------------------------------------------------------

JUDGE_MESSAGE(kItsEffect, "{card}'s effect", "{card}の効果");
JUDGE_MESSAGE(kStackedOn, "{what} is stacked on {below} (stack of {n}); {player} now has the right to stack",
                          "{what}を{below}にスタックする(スタック{n}件)。{player}にスタックの権利が発生する");
JUDGE_MESSAGE(kActivated, "{what} is activated (stack of {n}); {player} now has the right to stack",
                          "{what}を発動する(スタック{n}件)。{player}にスタックの権利が発生する");
JUDGE_MESSAGE(kStackResolvingNoUnstacked, "the stack is resolving: nothing that was not stacked may be activated until it is done",
                                          "スタックの処理中: 処理が終わるまで、スタックされていないものは発動できない");
JUDGE_MESSAGE(kRightBelongsTo, "the right to stack on {card} belongs to {player}", "{card}にスタックする権利は{player}にある");
JUDGE_MESSAGE(kAttackRightBelongsTo, "the right to stack on {attacker}'s attack belongs to {player}",
                                     "{attacker}の攻撃にスタックする権利は{player}にある");
JUDGE_MESSAGE(kResolvingLast, "resolving the last activated item: {what} ({n} left below)", "最後に発動されたものを処理する: {what}(下に残り{n}件)");
JUDGE_MESSAGE(kStackResolved, "the stack has resolved completely", "スタックの処理がすべて終わった");
JUDGE_MESSAGE(kResolutionGoesOn, "the resolution goes on with {card}", "続いて{card}を処理する");
JUDGE_MESSAGE(kStacksNothingMore, "{player} stacks nothing more: the stack resolves", "{player}はこれ以上スタックしない: スタックを処理する");
JUDGE_MESSAGE(kOnlyRightHolderDeclines, "the right to stack on {card} belongs to {player}: only {player} can decline it",
                                        "{card}にスタックする権利は{player}にある: 見送れるのは{player}だけ");
JUDGE_MESSAGE(kDeclinesToStack, "{player} declines to stack: nothing more is activated, the stack starts to resolve",
                                "{player}はスタックを見送る: これ以上は発動されず、スタックの処理が始まる");
JUDGE_MESSAGE(kOnlyDefenderPasses, "{attacker}'s attack waits for {player}: only {player} can pass on it",
                                   "{attacker}の攻撃は{player}を待っている: パスできるのは{player}だけ");
JUDGE_MESSAGE(kPassesOnMonsterAttack, "{player} passes: nothing stacked on the attack (an attack on a monster has no block)",
                                     "{player}はパスする: 攻撃に何もスタックしない(モンスターへの攻撃にブロックはない)");
JUDGE_MESSAGE(kPassesOnAttack, "{player} passes: no block, nothing stacked on the attack", "{player}はパスする: ブロックせず、攻撃に何もスタックしない");
JUDGE_MESSAGE(kNothingToPass, "there is nothing for {player} to pass on: nothing was activated and no attack is open",
                              "{player}がパスする対象はない: 何も発動されておらず、攻撃も行われていない");
JUDGE_MESSAGE(kHasRightToStack, "{player} has the right to stack on {card} (stack on it or <pass>)",
                                "{player}は{card}にスタックする権利を持つ（スタックするかパスする）");
JUDGE_MESSAGE(kAttackWaits, "{attacker}'s attack waits for {player} to <block>, stack on it, or <pass>",
                            "{attacker}の攻撃は、{player}がブロックするか、スタックするか、パスするのを待っている");
JUDGE_MESSAGE(kNoMonsterCanBlock, "{player} has no monster in attack posture: nothing can block this attack", "{player}には攻撃姿勢のモンスターがないので、この攻撃をブロックできるものはない");
JUDGE_MESSAGE(kNoBlockInBattle, "the attack is on {target}, a monster: a battle, which no block answers", "攻撃の対象はモンスターの{target}なのでバトルであり、ブロックはない");
JUDGE_MESSAGE(kOnlyPass, "{when}: {waiting}, but {player} has no legal choice but to pass, so the step goes on",
                         "{when}: {waiting}。ただし{player}にはパス以外の合法な選択がないため、手順は進む");
JUDGE_MESSAGE(kBefore, "before {what}", "{what}の前");
JUDGE_MESSAGE(kActionsEnd, "the actions end", "アクションが終わった");
JUDGE_MESSAGE(kNotPossibleNow, "{what} is not possible now: {waiting}", "今は{what}はできない: {waiting}");
JUDGE_MESSAGE(kActionsEndWhile, "the actions end while {waiting}", "アクションが終わった時点で、{waiting}");

// --- The turn -------------------------------------------------------------------------------------

JUDGE_MESSAGE(kStartTimeOf, "start time of {player}", "{player}のスタートタイム");
JUDGE_MESSAGE(kCharged, "{card} stays in special posture and is special-charged ({rule})", "{card}は特殊姿勢のまま特殊チャージされる({rule})");
JUDGE_MESSAGE(kDrawTime, "draw time: {player} draws one card", "ドロータイム: {player}はカードを1枚ドローする");
JUDGE_MESSAGE(kEndTimeOf, "end time of {player}", "{player}のエンドタイム");
JUDGE_MESSAGE(kDiscardsDownToSeven, "{player} holds {n} cards: discards {k} down to seven", "{player}の手札は{n}枚: 7枚になるよう{k}枚捨てる");
JUDGE_MESSAGE(kPromptDiscardToSeven, "cards to discard down to seven", "手札を7枚にするために捨てるカード");
JUDGE_MESSAGE(kChoosesDiscards, "{player} chooses which cards to discard", "{player}は捨てるカードを選ぶ");
JUDGE_MESSAGE(kNothingToDiscard, "{player} holds {n} cards: nothing to discard", "{player}の手札は{n}枚: 捨てるカードはない");
JUDGE_MESSAGE(kFreeTimeOf, "free time of {player} (turn {n})", "{player}のフリータイム(ターン{n})");
JUDGE_MESSAGE(kTurnOf, "turn {n}: {player}'s turn", "ターン{n}: {player}のターン");
JUDGE_MESSAGE(kDeckNot40, "{player}'s deck has {n} cards; a game needs exactly 40", "{player}のデッキは{n}枚: デッキはちょうど40枚でなければならない");
JUDGE_MESSAGE(kDecks40, "both decks hold exactly 40 cards", "どちらのデッキもちょうど40枚");
JUDGE_MESSAGE(kDecksInOrder, "the decks are in the deck zones in the order the scenario gives (shuffled and cut)",
                             "デッキはシナリオの順にデッキゾーンに置かれている(シャッフルとカットは済んでいる)");
JUDGE_MESSAGE(kGoesFirst, "{player} goes first", "{player}が先攻");
JUDGE_MESSAGE(kPutsLife, "{player} puts the top five cards face down as life", "{player}はデッキの上から5枚を裏向きでライフとして置く");
JUDGE_MESSAGE(kStartingHand, "{player} draws five cards as the starting hand", "{player}はカードを5枚引いて手札とする");
JUDGE_MESSAGE(kNotFreeTime, "it is {phase} time, not free time", "今は{phase}で、フリータイムではない");
JUDGE_MESSAGE(kOnlyTurnPlayerEnds, "only the turn player ({player}) ends free time", "フリータイムを終了できるのはターンプレイヤー({player})だけ");
JUDGE_MESSAGE(kEndsFreeTime, "{player} ends free time", "{player}はフリータイムを終了する");
JUDGE_MESSAGE(kFreeTimeGoesOn, "free time goes on until the turn player ends it (<end-free-time>)",
                               "フリータイムはターンプレイヤーが終了する(<end-free-time>)まで続く");

// --- Spells and activated effects -----------------------------------------------------------------

JUDGE_MESSAGE(kEnergyNotBattlefieldCard, "{card} is energy: it is not a battlefield card, so it cannot be chosen as one",
                                         "{card}はエナジー: 戦場のカードではないため、戦場のカードとして選べない");
JUDGE_MESSAGE(kEffectSummonOnlyBy, "{card} can be effect summoned only by the effect of {name}, not by {source}'s",
                                   "{card}は{name}の効果でしか効果召喚できず、{source}の効果ではできない");
JUDGE_MESSAGE(kTooFewTargets, "{source} must choose {n} target(s) but only {k} can be chosen: the cost cannot be paid",
                              "{source}は対象を{n}つ選ばなければならないが、選べるのは{k}つだけ: 代償を支払えない");
JUDGE_MESSAGE(kPromptTarget, "target of {source}", "{source}の対象");
JUDGE_MESSAGE(kPromptTargets, "targets of {source}", "{source}の対象");
JUDGE_MESSAGE(kWrongTargetCount, "{source} chooses exactly {n} target(s), {k} given", "{source}が選ぶ対象はちょうど{n}つだが、{k}つが指定された");
JUDGE_MESSAGE(kNotLegalTarget, "{card} is not a legal target of {source}", "{card}は{source}の対象にできない");
JUDGE_MESSAGE(kChoosesTargets, "{source} chooses {cards} (choosing is part of the cost)", "{source}は{cards}を選ぶ(対象を選ぶことも代償)");
JUDGE_MESSAGE(kWhenOwnTurn, "in its controller's own turn", "自分のターン");
JUDGE_MESSAGE(kWhenOpponentTurn, "in the opponent's turn", "相手のターン");
// The operations' terms (gcb_language.cpp): the English is the word as written.
JUDGE_MESSAGE(kOpModify, "modify", "P修正");
JUDGE_MESSAGE(kOpDestroy, "destroy", "破壊");
JUDGE_MESSAGE(kOpToGraveyard, "to-graveyard", "墓地に置く効果");
JUDGE_MESSAGE(kOpSeal, "seal", "封印");
JUDGE_MESSAGE(kOpReturnToHand, "return-to-hand", "手札に戻す効果");
JUDGE_MESSAGE(kOpDraw, "draw", "ドロー");
JUDGE_MESSAGE(kOpSummon, "summon", "効果召喚");
JUDGE_MESSAGE(kOpNullify, "nullify", "無効化");
JUDGE_MESSAGE(kOpAllow, "allow", "許可の効果");
JUDGE_MESSAGE(kOpDeny, "deny", "禁止の効果");
JUDGE_MESSAGE(kOpWin, "win", "勝利する効果");
JUDGE_MESSAGE(kOpDiscardToSeal, "discard-to-seal", "捨て札を封印する効果");
JUDGE_MESSAGE(kWhenAttackOpen, "while an attack is open", "攻撃が行われている間");
JUDGE_MESSAGE(kAnAttackOpen, ", an attack open", "、攻撃中");
JUDGE_MESSAGE(kNoAttackOpen, ", no attack open", "、攻撃なし");
JUDGE_MESSAGE(kActivatedOnly, "{card} can be activated only {when} (now {active}'s {phase} time{attack})",
                              "{card}は{when}にだけ発動できる(今は{active}の{phase}{attack})");
JUDGE_MESSAGE(kConditionFails, "{card}'s condition {condition} does not hold", "{card}の条件{condition}を満たしていない");
JUDGE_MESSAGE(kCostNeedsMonster, "the cost needs a monster whose P to lower", "この代償にはPを下げるモンスターが必要");
JUDGE_MESSAGE(kPCannotBeLowered, "{card}'s P cannot be lowered (effect of {source}): lowering it by {n} would not lower it, so the cost is not paid",
                                 "{card}のPは下げられない({source}の効果): {n}下げても下がらないため、代償は満たされない");
JUDGE_MESSAGE(kPFallsOnlyTo, "{card}'s P {before} would only fall to {after} ({rule}), not by the full {n}",
                             "{card}のP{before}は{after}までしか下がらず({rule})、{n}すべては下がらない");
JUDGE_MESSAGE(kNoCardToDiscard, "{player} has no card in hand to discard: discarding the whole hand discards nothing, so the cost is not paid",
                                "{player}の手札に捨てるカードがない: 手札を全て捨てても何も捨てないため、代償は満たされない");
JUDGE_MESSAGE(kNoMonsterAtAll, "no monster at all", "モンスターが1体もいない");
JUDGE_MESSAGE(kEveryOneAtZero, "every one is at P 0 or its P cannot be lowered", "どれもPが0か、Pを下げられない");
JUDGE_MESSAGE(kNoMonsterToZero, "{player} has no monster whose P making 0 would change ({why}), so the cost cannot be paid",
                                "{player}にはPを0にして変化するモンスターがいない({why})ため、代償を支払えない");
JUDGE_MESSAGE(kPromptZeroMonster, "monster whose P becomes 0 for {card}", "{card}のためにPを0にするモンスター");
JUDGE_MESSAGE(kPAlreadyZero, "{card}'s P is already 0: making it 0 changes nothing, so the cost is not paid",
                             "{card}のPはすでに0: 0にしても変化がないため、代償は満たされない");
JUDGE_MESSAGE(kZeroWouldNotChange, "{card}'s P cannot be lowered (effect of {source}): making it 0 would change nothing, so the cost is not paid",
                                   "{card}のPは下げられない({source}の効果): 0にしても変化がないため、代償は満たされない");
JUDGE_MESSAGE(kNotMonsterInAZone, "{card} is not a monster in a monster zone", "{card}はモンスターゾーンのモンスターではない");
JUDGE_MESSAGE(kSpecialTap, "{card} is in special posture (special tap): it cannot pay an old \"by tapping\" text",
                           "{card}は特殊姿勢(特殊タップ): 古いテキストの「タップすることで」の代償は支払えない");
JUDGE_MESSAGE(kAlreadySideways, "{card} is already sideways: tapping it would change nothing", "{card}はすでに横向き: タップしても変化がない");
JUDGE_MESSAGE(kUnknownCost, "unknown cost {cost}", "不明な代償`{cost}`");
JUDGE_MESSAGE(kPLowered, "{card}'s P is lowered by {n} and really falls by that much", "{card}のPを{n}下げ、実際にその分だけ下がる");
JUDGE_MESSAGE(kDiscardsHand, "{player} discards the whole hand ({n} card(s)): the discarding happened, so the cost is paid wherever they went",
                             "{player}は手札を全て({n}枚)捨てる: 捨てること自体はできたため、どこへ送られても代償は満たされる");
JUDGE_MESSAGE(kPToZero, "{card}'s P goes from {p} to 0: a real change, so the cost is paid", "{card}のPが{p}から0になる: 実際に変化したため、代償は満たされる");
JUDGE_MESSAGE(kCostProduced, "the cost of {card} ({kind}) produced its result", "{card}の代償({kind})は求められた結果になった");
JUDGE_MESSAGE(kNotSpellInHand, "{card} is not a spell card in {player}'s hand", "{card}は{player}の手札にある呪文カードではない");
JUDGE_MESSAGE(kOnlyTimeSpellsOpponentTurn, "{card} is a {type}: only time spells can be activated in the opponent's turn",
                                           "{card}は{type}: 相手のターンに発動できるのはタイム呪文だけ");
JUDGE_MESSAGE(kSpellsInFreeTime, "spells are activated in free time (now {phase} time)", "呪文はフリータイムに発動する(今は{phase})");
JUDGE_MESSAGE(kTimeSpellOpponentTurn, "{card} is a time spell: it can be activated even in the opponent's turn",
                                      "{card}はタイム呪文: 相手のターンでも発動できる");
JUDGE_MESSAGE(kTimeSpellInTime, "{card} is a time spell: it can be activated even in {phase} time", "{card}はタイム呪文: {phase}でも発動できる");
JUDGE_MESSAGE(kAllHold, "{card}: timing, conditions and cost all hold", "{card}: 時、条件、代償をすべて満たす");
JUDGE_MESSAGE(kEffectAllHold, "{card}'s effect: timing, conditions and cost all hold", "{card}の効果: 時、条件、代償をすべて満たす");
JUDGE_MESSAGE(kActivatesFromHand, "{player} activates {card} ({type}) from the hand", "{player}は手札から{card}({type})を発動する");
JUDGE_MESSAGE(kSpellNumber, "spell number {n} of {player} this turn: spells have no per-turn limit",
                            "このターンの{player}の{n}枚目の呪文: 呪文に1ターンの回数制限はない");
JUDGE_MESSAGE(kNotOnBattlefield, "{card} is not on the battlefield", "{card}は戦場にない");
JUDGE_MESSAGE(kNotYourCard, "{card} is not {player}'s card", "{card}は{player}のカードではない");
JUDGE_MESSAGE(kUsesAreaSpell, "{player} uses {owner}'s area spell {card}: both players may use an area spell",
                              "{player}は{owner}のエリア呪文{card}を使う: エリア呪文はお互いのプレイヤーが使用できる");
JUDGE_MESSAGE(kNoActivatedEffect, "{card} has no activated effect number {n}", "{card}には{n}番目の起動効果がない");
JUDGE_MESSAGE(kOncePerTurn, "{card}'s effect is once per turn", "{card}の効果は1ターンに1度");
JUDGE_MESSAGE(kDraws, "{source}: {player} draws {n}", "{source}: {player}は{n}枚ドローする");
JUDGE_MESSAGE(kWinEffectReason, "{source}'s win effect", "{source}の勝利効果");
JUDGE_MESSAGE(kWinEffect, "{source} is a win effect: {player} wins", "{source}は勝利効果: {player}の勝利");
JUDGE_MESSAGE(kCanByEffect, "{subject} can {action} (effect of {source})", "{subject}は{action}ができる({source}の効果)");
JUDGE_MESSAGE(kCanTimesByEffect, "{subject} can {action} up to {n} times this turn (effect of {source})",
                                 "{subject}はこのターン{action}を{n}回までできる({source}の効果)");
JUDGE_MESSAGE(kCannotByEffect, "{subject} cannot {action} (effect of {source})", "{subject}は{action}ができない({source}の効果)");
JUDGE_MESSAGE(kCannotTimesByEffect, "{subject} cannot {action} up to {n} times this turn (effect of {source})",
                                    "{subject}はこのターン{action}が{n}回までできない({source}の効果)");
JUDGE_MESSAGE(kFindsNothing, "{source}'s {op} finds nothing to work on: it does nothing", "{source}の{op}には対象がないので、何もしない");
JUDGE_MESSAGE(kNoLongerThere, "{card} is no longer there: {source} does nothing to it", "{card}はもうそこにない: {source}はそれに何もしない");
JUDGE_MESSAGE(kNullifiesActivation, "{card} nullifies the activation of {target}", "{card}は{target}の発動を無効にする");
JUDGE_MESSAGE(kEffectNullified, "{card}'s effect was nullified: nothing happens", "{card}の効果は無効にされた: 何も起こらない");
JUDGE_MESSAGE(kNotInSpellZone, "{card} is no longer in the spell zone, where activated spells wait: it does nothing",
                               "{card}は発動した呪文が待つ呪文ゾーンにもうない: 何もしない");
JUDGE_MESSAGE(kNullifiedStaying, "the activation of {card} is nullified: a nullified {type} does not stay; it goes to the graveyard",
                                 "{card}の発動は無効になる: 無効にされた{type}はとどまらず、墓地に置かれる");
JUDGE_MESSAGE(kNullifiedToGraveyard, "the activation of {card} is nullified: it goes to the graveyard", "{card}の発動は無効になる: 墓地に置かれる");
JUDGE_MESSAGE(kUsedToGraveyard, "{card} has been used: it goes to the graveyard", "{card}は使用済み: 墓地に置かれる");
JUDGE_MESSAGE(kLoopStays, "{card} stays in the spell zone and keeps working", "{card}は呪文ゾーンにとどまり、効果を発揮し続ける");
JUDGE_MESSAGE(kArmorStays, "{card} stays in the spell zone, ready to be equipped", "{card}は呪文ゾーンにとどまり、装備できる状態になる");
JUDGE_MESSAGE(kOneAreaSpell, "only one area spell can exist on both battlefields: {card} goes to the graveyard",
                             "エリア呪文はお互いの戦場に合計1枚しか存在できない: {card}は墓地へ送られる");
JUDGE_MESSAGE(kAreaStays, "{card} stays in the area zone; its effect reaches both players", "{card}はエリアゾーンにとどまり、効果はお互いのプレイヤーに及ぶ");
JUDGE_MESSAGE(kNotArmorOnBattlefield, "{card} is not an armor spell on {player}'s battlefield", "{card}は{player}の戦場にあるアーマー呪文ではない");
JUDGE_MESSAGE(kAlreadyEquippedTo, "{card} is already equipped to {host}", "{card}はすでに{host}に装備されている");
JUDGE_MESSAGE(kArmorOncePerTurn, "{card} was already equipped, unequipped or moved this turn: once per turn for each armor spell",
                                 "{card}はこのターンすでに装備、解除、または付け替えられた: アーマー呪文1枚につき1ターンに1度");
JUDGE_MESSAGE(kArmorMoved, "{card} is moved from {from} to {host}", "{card}を{from}から{host}に付け替える");
JUDGE_MESSAGE(kArmorEquipped, "{card} is equipped from the spell zone to {host}", "{card}を呪文ゾーンから{host}に装備する");
JUDGE_MESSAGE(kLiesSideways, "{card} lies sideways under {host}", "{card}は{host}の下に横向きで重なる");
JUDGE_MESSAGE(kLiesSidewaysWith, "{card} lies sideways under {host} with {n} other armor spell(s): there is no limit",
                                 "{card}はほかの{n}枚のアーマー呪文とともに{host}の下に横向きで重なる: 枚数に制限はない");
JUDGE_MESSAGE(kNotEquippedArmorOf, "{card} is not an equipped armor spell of {player}", "{card}は{player}の装備されたアーマー呪文ではない");
JUDGE_MESSAGE(kUnequipped, "{card} is unequipped from {host} and goes back to the spell zone, not the graveyard",
                           "{card}を{host}から外し、墓地ではなく呪文ゾーンに戻す");

}  // namespace judge::gcb::say
