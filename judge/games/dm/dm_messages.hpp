// The Duel Masters ruleset's sentences in English and Japanese: trace steps, refusals and decision
// prompts. The Japanese uses the game's own words (召喚, タップ, ブレイク, シールド, S・トリガー,
// バトルゾーン, マナゾーン, 墓地, 山札, 手札 …) and the keyword names as cards print them. Trace
// steps are short plain sentences; card and player names are filled in as the scenario gives them.
// This header holds the turn, mana, attack and shield sentences; the effects and the keyword
// abilities have their own headers, included at the end.
#pragma once

#include "messages/message.hpp"

namespace judge::dm::say {

using msg::Message;

// ---- Phases (the English is the scenario's phase word).
inline constexpr Message kPhaseUntap{"untap", "アンタップステップ"};
inline constexpr Message kPhaseStart{"start", "ターンのはじめ"};
inline constexpr Message kPhaseDraw{"draw", "ドローステップ"};
inline constexpr Message kPhaseCharge{"charge", "マナチャージ"};
inline constexpr Message kPhaseMain{"main", "メインフェイズ"};
inline constexpr Message kPhaseAttack{"attack", "攻撃フェイズ"};
inline constexpr Message kPhaseEnd{"end", "ターンの終わり"};

// ---- Turn (dm_turn.cpp).
inline constexpr Message kEndOfTurn{"end of {player}'s turn: effects lasting this turn end", "{player}のターンの終わり。このターンの間続く効果が終わる"};
inline constexpr Message kUntilNextTurnEnds{"{n} effect(s) of {player}'s cards lasting until {player}'s next turn end as that turn begins",
                                            "{player}のカードによる「次の自分のターンまで」の効果{n}個が、そのターンの始まりに終わる"};
inline constexpr Message kUntap{"turn {turn}: {player} untaps their creatures and mana", "ターン{turn}: {player}は自分のクリーチャーとマナをアンタップする"};
inline constexpr Message kStartOfTurn{"start of {player}'s turn: after the untap, before the draw", "{player}のターンのはじめ。アンタップの後、ドローの前"};
inline constexpr Message kStartOfTurnAbilities{"\"at the start of your turn\" abilities trigger now, before the draw",
                                               "「自分のターンのはじめに」の能力がここで、ドローの前に誘発する"};
inline constexpr Message kFirstTurnNoDraw{"the first player skips the draw of the first turn", "先攻のプレイヤーは最初のターンにドローしない"};
inline constexpr Message kDraws{"{player} draws {card}", "{player}は{card}を引く"};
inline constexpr Message kDeckOutReason{"{player}'s deck ran out", "{player}の山札が尽きた"};
inline constexpr Message kDeckOut{"{player}'s deck is empty: {player} loses, {winner} wins", "{player}の山札がない。{player}の負け、{winner}の勝ち"};
inline constexpr Message kMayCharge{"{player} may put one card from their hand into the mana zone", "{player}は手札から1枚をマナゾーンに置いてもよい"};
inline constexpr Message kMainPhase{"{player}'s main phase", "{player}のメインフェイズ"};
inline constexpr Message kAttackPhase{"{player}'s attack phase ({rule}: no main phase follows)", "{player}の攻撃フェイズ({rule}: このあとメインフェイズはない)"};
inline constexpr Message kStep{"step: {phase}", "段階: {phase}"};
inline constexpr Message kOnlyOwnMain{"{what} only in {player}'s own main phase (it is {active}'s turn)",
                                      "{what}は{player}自身のメインフェイズにだけできる(今は{active}のターン)"};
inline constexpr Message kNoSecondMain{"{what}: {player} has already moved on to the {phase} step, and there is no second main phase",
                                       "{what}: {player}はすでに{phase}に進んでおり、2回目のメインフェイズはない"};
inline constexpr Message kOnlyInMain{"{what} only in the main phase (now: {phase})", "{what}はメインフェイズにだけできる(現在: {phase})"};
inline constexpr Message kGoesToMain{"{player} goes on to the main phase (the mana charge is over)", "{player}はメインフェイズに進む(マナチャージは終わり)"};
inline constexpr Message kOnlyTurnPlayerCharges{"only the turn player charges mana", "マナチャージはターン・プレイヤーだけが行う"};
inline constexpr Message kChargeLater{"it is now the {phase} step; the mana charge comes later in the turn", "今は{phase}で、マナチャージはこのターンのもっと後だ"};
inline constexpr Message kChargeBeforeMain{"mana is charged before the main phase; it is now the {phase} step", "マナチャージはメインフェイズより前に行う。今は{phase}だ"};
inline constexpr Message kNotInHand{"{card} is not in {player}'s hand", "{card}は{player}の手札にない"};
inline constexpr Message kAlreadyCharged{"{player} already charged one card this turn", "{player}はこのターンすでに1枚マナチャージした"};
inline constexpr Message kChargesTapped{"{player} charges {card} upside down into the mana zone, tapped: it is multicoloured",
                                        "{player}は{card}を逆さ向きでマナゾーンに置く。多色なのでタップして置く"};
inline constexpr Message kChargesUntapped{"{player} charges {card} upside down into the mana zone, untapped", "{player}は{card}を逆さ向きでアンタップしてマナゾーンに置く"};

// ---- Mana and costs (dm_mana.cpp, dm_ruleset.cpp).
inline constexpr Message kCostAfterReductions{"{card} costs {cost} after reductions (printed {printed}); a reduction never takes it below its {n} civilization(s)",
                                              "{card}の軽減後のコストは{cost}(印刷は{printed})。軽減してもその文明の数{n}より少なくはならない"};
inline constexpr Message kNotBelowCivs{"\"not below 1\" is read as \"not below the number of civilizations\" ({n} for {card})",
                                       "「1以下にはならない」は「文明の数以下にはならない」と読む({card}は{n})"};
inline constexpr Message kNotEnoughMana{"{card} costs {cost} but {player} has {n} untapped mana", "{card}のコストは{cost}だが、{player}のアンタップしているマナは{n}枚だ"};
inline constexpr Message kSameManaTwice{"the same mana is named twice", "同じマナが2回指定されている"};
inline constexpr Message kNotUntappedMana{"{card} is not an untapped card in {player}'s mana zone", "{card}は{player}のマナゾーンにあるアンタップ状態のカードではない"};
inline constexpr Message kWrongManaCount{"{card} costs {cost}; {n} mana named", "{card}のコストは{cost}だが、指定されたマナは{n}枚だ"};
inline constexpr Message kNoCivilizationMana{"{card} is {civ}, and none of the mana paid ({mana}) is {civ}", "{card}は{civ}文明だが、支払ったマナ({mana})に{civ}のものがない"};
inline constexpr Message kMissingCivilization{"{card} is {civs}: the payment has no {civ} mana", "{card}は{civs}の多色だが、支払いに{civ}のマナがない"};
inline constexpr Message kMulticolorNeedsEach{"{card} needs one mana of each of {civs}, and one multicoloured mana cannot count for two civilizations",
                                              "{card}には{civs}それぞれのマナが1枚ずつ要り、多色マナ1枚で2つの文明は払えない"};
inline constexpr Message kCannotCountAs{"{card} cannot count as {civ} in this payment (possible: {options})", "この支払いで{card}を{civ}として数えることはできない(可能: {options})"};
inline constexpr Message kPromptCivilization{"civilization that the multicoloured mana {card} pays for", "多色マナ{card}で払う文明"};
inline constexpr Message kCountsOnlyAs{"the multicoloured mana {card} counts only as {civ} in this payment", "多色マナ{card}は、この支払いでは{civ}としてだけ数える"};
inline constexpr Message kPaysEachCivilization{"{card} is multicoloured: the payment has one mana of each of {civs}", "{card}は多色なので、{civs}のマナを1枚ずつ含めて払う"};
inline constexpr Message kPaysCivilization{"the payment includes {civ} mana for {card}", "{card}の支払いに{civ}のマナが含まれる"};
inline constexpr Message kTapsMana{"{player} taps {n} mana for {card} ({mana})", "{player}は{card}のためにマナを{n}枚タップする({mana})"};
inline constexpr Message kColourless{"colourless", "無色"};
inline constexpr Message kManaAssignment{"{card}={civ}", "{card}={civ}"};
inline constexpr Message kPromptManaToTap{
"mana to tap for {card}", "{card}のためにタップするマナ"};
inline constexpr Message kNotASpell{"{card} is not a spell: it is summoned, not cast", "{card}は呪文ではない。唱えるのではなく召喚する"};
inline constexpr Message kTwinpactSpellHalf{"{card} is a twinpact: {player} uses its spell half, paying the spell half's cost",
                                            "{card}はツインパクトだ。{player}は呪文面を使い、呪文面のコストを払う"};
inline constexpr Message kGameOver{"the game is over: {player} won", "ゲームは終わっている。{player}の勝ち"};

// ---- Attacks, blocks, battles and shields (dm_attack.cpp, dm_open_steps.cpp, dm_breakers.cpp).
inline constexpr Message kAttackerGone{"the attacker {attacker} has left the battle zone: the attack ends", "攻撃中の{attacker}がバトルゾーンを離れた。攻撃は終わる"};
inline constexpr Message kTargetGone{"the target {target} has left the battle zone: the attack ends, and {attacker} stays tapped",
                                     "攻撃対象の{target}がバトルゾーンを離れた。攻撃は終わり、{attacker}はタップしたままだ"};
inline constexpr Message kEvolutionNoSickness{"{card} is an evolution creature: no summoning sickness", "{card}は進化クリーチャーなので召喚酔いしない"};
inline constexpr Message kSpeedAttackerMay{"{card} entered this turn but has スピードアタッカー: it may attack", "{card}はこのターンに出たが、スピードアタッカーを持つので攻撃できる"};
inline constexpr Message kMachFighterNotPlayer{"{card} has マッハファイター but entered this turn: it may attack only creatures, not a player",
                                               "{card}はマッハファイターを持つが、このターンに出たので攻撃できるのはクリーチャーだけで、プレイヤーは攻撃できない"};
inline constexpr Message kMachFighterMay{"{card} entered this turn and has マッハファイター: it may attack a creature",
                                         "{card}はこのターンに出たが、マッハファイターを持つのでクリーチャーを攻撃できる"};
inline constexpr Message kSummoningSickness{"{card} entered the battle zone this turn (summoning sickness; {rule}: it may attack from its owner's next turn)",
                                            "{card}はこのターンにバトルゾーンに出た(召喚酔い。{rule}: 持ち主の次のターンから攻撃できる)"};
inline constexpr Message kOnlyTurnPlayerAttacks{"only the turn player attacks", "攻撃するのはターン・プレイヤーだけだ"};
inline constexpr Message kAttackInAttackPhase{"attacks are made in the attack phase (now: {phase})", "攻撃は攻撃フェイズに行う(現在: {phase})"};
inline constexpr Message kOneAttackAtATime{"attacks are made one at a time; {card}'s is still open", "攻撃は1体ずつ行う。{card}の攻撃がまだ終わっていない"};
inline constexpr Message kNotCreatureOf{"{card} is not a creature in {player}'s battle zone", "{card}は{player}のバトルゾーンのクリーチャーではない"};
inline constexpr Message kTappedCannotAttack{"{card} is tapped and cannot attack", "{card}はタップしているので攻撃できない"};
inline constexpr Message kCannotAttack{"{card} cannot attack", "{card}は攻撃できない"};
inline constexpr Message kUntappedNotAttackable{"{card} is untapped; only tapped creatures can be attacked", "{card}はアンタップしている。攻撃できるのはタップしているクリーチャーだけだ"};
inline constexpr Message kMachFighterUntapped{"マッハファイター: on the turn it entered, {attacker} may attack the untapped {target}",
                                              "マッハファイター: 出たターンなので、{attacker}はアンタップしている{target}を攻撃できる"};
inline constexpr Message kCannotBeAttacked{"{card} cannot be attacked", "{card}は攻撃されない"};
inline constexpr Message kUnchoosableAttackable{"{card} cannot be chosen by abilities, but it can still be attacked", "{card}は能力で選ばれないが、攻撃はされる"};
inline constexpr Message kGoesToAttackPhase{"{player} goes on to the attack phase ({rule}: there is no main phase after it)",
                                            "{player}は攻撃フェイズに進む({rule}: そのあとにメインフェイズはない)"};
inline constexpr Message kTapsAndAttacks{"{player} taps {attacker} and attacks {target}", "{player}は{attacker}をタップして{target}を攻撃する"};
inline constexpr Message kWhenAttackingNext{"the target is chosen; next, \"when attacking\" abilities resolve", "攻撃対象が決まった。次に「攻撃する時」の能力を解決する"};
inline constexpr Message kNoRetarget{"whatever the \"when attacking\" abilities changed, the target stays {target}; it is never chosen again",
                                     "「攻撃する時」の能力で何が変わっても、攻撃対象は{target}のままで、選び直さない"};
inline constexpr Message kTapChangeGoesOn{"a tapped state changed after the declaration; the attack simply goes on", "攻撃宣言の後にタップ状態が変わったが、攻撃はそのまま続く"};
inline constexpr Message kMayBlock{"the target is still there: {player} may block", "攻撃対象はまだある。{player}はブロックしてもよい"};
inline constexpr Message kNoBlocker{"{card} has no ブロッカー", "{card}はブロッカーを持たない"};
inline constexpr Message kTappedCannotBlock{"{card} is tapped; only an untapped blocker can block", "{card}はタップしている。ブロックできるのはアンタップしているブロッカーだけだ"};
inline constexpr Message kCannotBlock{"{card} cannot block", "{card}はブロックできない"};
inline constexpr Message kNoAttackToBlock{"there is no attack to block", "ブロックする攻撃がない"};
inline constexpr Message kOnlyAttackedBlocks{"only the attacked player blocks", "ブロックするのは攻撃されたプレイヤーだけだ"};
inline constexpr Message kBlocks{"{player} taps {blocker} to block: it becomes the target of {attacker}'s attack",
                                 "{player}は{blocker}をタップしてブロックする。{blocker}が{attacker}の攻撃対象になる"};
inline constexpr Message kBlockedIsBattle{"a blocked attack is a battle; no shield is broken", "ブロックされた攻撃はバトルになり、シールドはブレイクされない"};
inline constexpr Message kDoesNotBlock{"{player} does not block {attacker}'s attack", "{player}は{attacker}の攻撃をブロックしない"};
inline constexpr Message kDirectAttackReason{"{attacker}'s attack reached {player}, who had no shields", "{attacker}の攻撃が、シールドのない{player}に通った"};
inline constexpr Message kDirectAttackWins{"{attacker}'s attack is not blocked and {player} has no shields: {winner} wins",
                                           "{attacker}の攻撃はブロックされず、{player}にシールドがない。{winner}の勝ち"};
inline constexpr Message kBeforeEachBreak{"{attacker} is about to break {n} shield(s): its \"before each break\" ability triggers {n} time(s), and the breaks are made together afterwards",
                                          "{attacker}はシールドを{n}枚ブレイクする。「各ブレイクの前に」の能力が{n}回誘発し、ブレイクはそのあとまとめて行う"};
inline constexpr Message kAttackOver{"{attacker}'s attack is over", "{attacker}の攻撃が終わる"};
inline constexpr Message kEffectBattle{"{a} battles {b} by an effect: not an attack, so tapped state and \"cannot attack\" do not matter, and only \"when battling\" abilities trigger",
                                       "{a}は効果で{b}とバトルする。攻撃ではないので、タップ状態や「攻撃できない」は関係なく、「バトルする時」の能力だけが誘発する"};
inline constexpr Message kBattleTie{"{a} ({pa}) battles {b} ({pb}): a tie: both are destroyed", "{a}({pa})と{b}({pb})がバトルする。同じパワーなので両方破壊される"};
inline constexpr Message kBattleLoser{"{a} ({pa}) battles {b} ({pb}): {loser} has less power and is destroyed",
                                      "{a}({pa})と{b}({pb})がバトルする。パワーの小さい{loser}が破壊される"};
inline constexpr Message kLostBattle{"lost a battle", "バトルに負けた"};
inline constexpr Message kTakenDownBySlayer{"taken down by スレイヤー", "スレイヤーで道連れ"};
inline constexpr Message kPromptShieldsToBreak{"shields of {player} to break", "ブレイクする{player}のシールド"};
inline constexpr Message kChoosesShields{"{player} chooses which shields to break", "{player}はブレイクするシールドを選ぶ"};
inline constexpr Message kShieldsBroken{"shield(s) broken: {cards} go to {player}'s hand", "シールドをブレイクした: {cards}は{player}の手札に加わる"};
inline constexpr Message kPromptUseShieldTrigger{"use the shield trigger of {card} without paying its cost", "{card}のS・トリガーをコストを支払わずに使う"};
inline constexpr Message kTriggerNotUsed{"{player} does not use {card}'s shield trigger; it stays in the hand", "{player}は{card}のS・トリガーを使わない。{card}は手札に残る"};
inline constexpr Message kPromptTriggerOrder{"order in which {player} uses the shield triggers", "{player}がS・トリガーを使う順番"};
inline constexpr Message kUsesShieldTrigger{"{player} uses {card}'s shield trigger without paying its cost", "{player}は{card}のS・トリガーを使い、コストを支払わない"};
inline constexpr Message kTriggerIsSummon{"{card} used by shield trigger counts as summoned", "S・トリガーで使った{card}は召喚したものとして扱う"};
inline constexpr Message kTriggerCreatureWaits{"the shield trigger cut in only to summon {card}; its \"when it enters\" abilities wait",
                                               "S・トリガーが割り込むのは{card}の召喚までで、「出た時」の能力は待機する"};
inline constexpr Message kTriggerSpellAtOnce{"the shield trigger spell {card} cuts in and resolves completely at once", "S・トリガーの呪文{card}は割り込んで、すぐに最後まで解決する"};
inline constexpr Message kNoBlockPossible{"{when}: {player} has no creature that can block {attacker}'s attack, so there is no block to decide and the attack goes on",
                                          "{when}: {player}には{attacker}の攻撃をブロックできるクリーチャーがないので、ブロックの判断はなく攻撃は続く"};
inline constexpr Message kNotPossibleNow{"{what} is not possible now: {waiting}", "今は{what}はできない: {waiting}"};
inline constexpr Message kNothingToPass{"there is nothing for {player} to pass on: no attack waits for a block decision", "{player}がパスするものはない。ブロックの判断を待つ攻撃がない"};
inline constexpr Message kCannotPassHere{"{player} cannot pass here: {waiting}", "{player}はここでパスできない: {waiting}"};
inline constexpr Message kPassesNoBlock{"{player} passes: no block", "{player}はパスする。ブロックしない"};
inline constexpr Message kBreaksOne{"{attacker} breaks one shield", "{attacker}はシールドを1枚ブレイクする"};
inline constexpr Message kSeveralBreakers{"{attacker} has several breaker abilities; its controller uses one of them", "{attacker}は複数のブレイカー能力を持つ。コントローラーがそのうち1つを選んで使う"};
inline constexpr Message kPromptBreaker{"breaker ability {attacker} uses", "{attacker}が使うブレイカー能力"};
inline constexpr Message kBreaksN{"{attacker} breaks {n} shield(s)", "{attacker}はシールドを{n}枚ブレイクする"};
inline constexpr Message kAttackWaits{"{attacker}'s attack waits for {player} to <block> or <pass>", "{attacker}の攻撃は、{player}の<block>か<pass>を待っている"};
inline constexpr Message kBefore{"before {what}", "{what}の前"};
inline constexpr Message kActionsEnd{"the actions end", "行動が終わる"};
inline constexpr Message kPromptActionsEndWhile{"the actions end while {waiting}", "行動が終わったが、{waiting}"};


// ---- What a move does, for the refusals and steps that name it (dm_ruleset.cpp).
inline constexpr Message kSummoningACreature{"summoning a creature", "クリーチャーの召喚"};
inline constexpr Message kCastingASpell{"casting a spell", "呪文を唱えること"};
inline constexpr Message kChargingMana{"charging mana", "マナチャージ"};
inline constexpr Message kDeclaringAnotherAttack{"declaring another attack", "次の攻撃の宣言"};
inline constexpr Message kEndingThePhase{"ending the phase", "フェイズを終えること"};
inline constexpr Message kEndingTheTurn{"ending the turn", "ターンを終えること"};
inline constexpr Message kCreaturesAreSummoned{"creatures are summoned", "クリーチャーの召喚"};
inline constexpr Message kSpellsAreCast{"spells are cast", "呪文を唱えること"};


}  // namespace judge::dm::say

#include "judge/games/dm/dm_messages_effects.hpp"
#include "judge/games/dm/dm_messages_keywords.hpp"
#include "judge/games/dm/dm_messages_words.hpp"
