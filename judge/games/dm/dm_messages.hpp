// The Duel Masters ruleset's sentences in English and Japanese: trace steps, refusals and decision
// prompts. The Japanese uses the game's own words (召喚, タップ, ブレイク, シールド, S・トリガー,
// バトルゾーン, マナゾーン, 墓地, 山札, 手札 …) and the keyword names as cards print them. Trace
// steps are short plain sentences; card and player names are filled in as the scenario gives them.
// This header holds the turn, mana, attack and shield sentences; the effects, the keyword abilities
// and the scenario words have catalogues of their own (dm_messages_*.hpp), each compiled by its own
// .cpp; dm_internal.hpp includes all four.
#pragma once

#include "messages/message.hpp"

namespace judge::dm::say {

using msg::Message;

// ---- Phases (the English is the scenario's phase word).
JUDGE_MESSAGE(kPhaseUntap, "untap", "アンタップステップ");
JUDGE_MESSAGE(kPhaseStart, "start", "ターンのはじめ");
JUDGE_MESSAGE(kPhaseDraw, "draw", "ドローステップ");
JUDGE_MESSAGE(kPhaseCharge, "charge", "マナチャージ");
JUDGE_MESSAGE(kPhaseMain, "main", "メインフェイズ");
JUDGE_MESSAGE(kPhaseAttack, "attack", "攻撃フェイズ");
JUDGE_MESSAGE(kPhaseEnd, "end", "ターンの終わり");

// ---- Turn (dm_turn.cpp).
JUDGE_MESSAGE(kEndOfTurn, "end of {player}'s turn: effects lasting this turn end", "{player}のターンの終わり。このターンの間続く効果が終わる");
JUDGE_MESSAGE(kUntilNextTurnEnds, "{n} effect(s) of {player}'s cards lasting until {player}'s next turn end as that turn begins",
                                  "{player}のカードによる「次の自分のターンまで」の効果{n}個が、そのターンの始まりに終わる");
JUDGE_MESSAGE(kUntap, "turn {turn}: {player} untaps their creatures and mana", "ターン{turn}: {player}は自分のクリーチャーとマナをアンタップする");
JUDGE_MESSAGE(kStartOfTurn, "start of {player}'s turn: after the untap, before the draw", "{player}のターンのはじめ。アンタップの後、ドローの前");
JUDGE_MESSAGE(kStartOfTurnAbilities, "\"at the start of your turn\" abilities trigger now, before the draw",
                                     "「自分のターンのはじめに」の能力がここで、ドローの前に誘発する");
JUDGE_MESSAGE(kFirstTurnNoDraw, "the first player skips the draw of the first turn", "先攻のプレイヤーは最初のターンにドローしない");
JUDGE_MESSAGE(kDraws, "{player} draws {card}", "{player}は{card}を引く");
JUDGE_MESSAGE(kDeckOutReason, "{player}'s deck ran out", "{player}の山札が尽きた");
JUDGE_MESSAGE(kDeckOut, "{player}'s deck is empty: {player} loses, {winner} wins", "{player}の山札がない。{player}の負け、{winner}の勝ち");
JUDGE_MESSAGE(kMayCharge, "{player} may put one card from their hand into the mana zone", "{player}は手札から1枚をマナゾーンに置いてもよい");
JUDGE_MESSAGE(kMainPhase, "{player}'s main phase", "{player}のメインフェイズ");
JUDGE_MESSAGE(kAttackPhase, "{player}'s attack phase ({rule}: no main phase follows)", "{player}の攻撃フェイズ({rule}: このあとメインフェイズはない)");
JUDGE_MESSAGE(kStep, "step: {phase}", "段階: {phase}");
JUDGE_MESSAGE(kOnlyOwnMain, "{what} only in {player}'s own main phase (it is {active}'s turn)",
                            "{what}は{player}自身のメインフェイズにだけできる(今は{active}のターン)");
JUDGE_MESSAGE(kNoSecondMain, "{what}: {player} has already moved on to the {phase} step, and there is no second main phase",
                             "{what}: {player}はすでに{phase}に進んでおり、2回目のメインフェイズはない");
JUDGE_MESSAGE(kOnlyInMain, "{what} only in the main phase (now: {phase})", "{what}はメインフェイズにだけできる(現在: {phase})");
JUDGE_MESSAGE(kGoesToMain, "{player} goes on to the main phase (the mana charge is over)", "{player}はメインフェイズに進む(マナチャージは終わり)");
JUDGE_MESSAGE(kOnlyTurnPlayerCharges, "only the turn player charges mana", "マナチャージはターン・プレイヤーだけが行う");
JUDGE_MESSAGE(kChargeLater, "it is now the {phase} step; the mana charge comes later in the turn", "今は{phase}で、マナチャージはこのターンのもっと後だ");
JUDGE_MESSAGE(kChargeBeforeMain, "mana is charged before the main phase; it is now the {phase} step", "マナチャージはメインフェイズより前に行う。今は{phase}だ");
JUDGE_MESSAGE(kNotInHand, "{card} is not in {player}'s hand", "{card}は{player}の手札にない");
JUDGE_MESSAGE(kAlreadyCharged, "{player} already charged one card this turn", "{player}はこのターンすでに1枚マナチャージした");
JUDGE_MESSAGE(kChargesTapped, "{player} charges {card} upside down into the mana zone, tapped: it is multicoloured",
                              "{player}は{card}を逆さ向きでマナゾーンに置く。多色なのでタップして置く");
JUDGE_MESSAGE(kChargesUntapped, "{player} charges {card} upside down into the mana zone, untapped", "{player}は{card}を逆さ向きでアンタップしてマナゾーンに置く");

// ---- Mana and costs (dm_mana.cpp, dm_ruleset.cpp).
JUDGE_MESSAGE(kCostAfterReductions, "{card} costs {cost} after reductions (printed {printed}); a reduction never takes it below its {n} civilization(s)",
                                    "{card}の軽減後のコストは{cost}(印刷は{printed})。軽減してもその文明の数{n}より少なくはならない");
JUDGE_MESSAGE(kNotBelowCivs, "\"not below 1\" is read as \"not below the number of civilizations\" ({n} for {card})",
                             "「1以下にはならない」は「文明の数以下にはならない」と読む({card}は{n})");
JUDGE_MESSAGE(kNotEnoughMana, "{card} costs {cost} but {player} has {n} untapped mana", "{card}のコストは{cost}だが、{player}のアンタップしているマナは{n}枚だ");
JUDGE_MESSAGE(kSameManaTwice, "the same mana is named twice", "同じマナが2回指定されている");
JUDGE_MESSAGE(kNotUntappedMana, "{card} is not an untapped card in {player}'s mana zone", "{card}は{player}のマナゾーンにあるアンタップ状態のカードではない");
JUDGE_MESSAGE(kWrongManaCount, "{card} costs {cost}; {n} mana named", "{card}のコストは{cost}だが、指定されたマナは{n}枚だ");
JUDGE_MESSAGE(kNoCivilizationMana, "{card} is {civ}, and none of the mana paid ({mana}) is {civ}", "{card}は{civ}文明だが、支払ったマナ({mana})に{civ}のものがない");
JUDGE_MESSAGE(kMissingCivilization, "{card} is {civs}: the payment has no {civ} mana", "{card}は{civs}の多色だが、支払いに{civ}のマナがない");
JUDGE_MESSAGE(kMulticolorNeedsEach, "{card} needs one mana of each of {civs}, and one multicoloured mana cannot count for two civilizations",
                                    "{card}には{civs}それぞれのマナが1枚ずつ要り、多色マナ1枚で2つの文明は払えない");
JUDGE_MESSAGE(kCannotCountAs, "{card} cannot count as {civ} in this payment (possible: {options})", "この支払いで{card}を{civ}として数えることはできない(可能: {options})");
JUDGE_MESSAGE(kPromptCivilization, "civilization that the multicoloured mana {card} pays for", "多色マナ{card}で払う文明");
JUDGE_MESSAGE(kCountsOnlyAs, "the multicoloured mana {card} counts only as {civ} in this payment", "多色マナ{card}は、この支払いでは{civ}としてだけ数える");
JUDGE_MESSAGE(kPaysEachCivilization, "{card} is multicoloured: the payment has one mana of each of {civs}", "{card}は多色なので、{civs}のマナを1枚ずつ含めて払う");
JUDGE_MESSAGE(kPaysCivilization, "the payment includes {civ} mana for {card}", "{card}の支払いに{civ}のマナが含まれる");
JUDGE_MESSAGE(kTapsNoMana, "{player} taps no mana for {card}: its cost is 0", "{card}のコストは0なので、{player}はマナをタップしない");
JUDGE_MESSAGE(kTapsMana, "{player} taps {n} mana for {card} ({mana})", "{player}は{card}のためにマナを{n}枚タップする({mana})");
JUDGE_MESSAGE(kColourless, "colourless", "無色");
JUDGE_MESSAGE(kManaAssignment, "{card}={civ}", "{card}={civ}");
JUDGE_MESSAGE(kPromptManaToTap, 
                                "mana to tap for {card}", "{card}のためにタップするマナ");
JUDGE_MESSAGE(kNotASpell, "{card} is not a spell: it is summoned, not cast", "{card}は呪文ではない。唱えるのではなく召喚する");
JUDGE_MESSAGE(kTwinpactSpellHalf, "{card} is a twinpact: {player} uses its spell half, paying the spell half's cost",
                                  "{card}はツインパクトだ。{player}は呪文面を使い、呪文面のコストを払う");
JUDGE_MESSAGE(kGameOver, "the game is over: {player} won", "ゲームは終わっている。{player}の勝ち");

// ---- Attacks, blocks, battles and shields (dm_attack.cpp, dm_open_steps.cpp, dm_breakers.cpp).
JUDGE_MESSAGE(kAttackerGone, "the attacker {attacker} has left the battle zone: the attack ends", "攻撃中の{attacker}がバトルゾーンを離れた。攻撃は終わる");
JUDGE_MESSAGE(kTargetGone, "the target {target} has left the battle zone: the attack ends, and {attacker} stays tapped",
                           "攻撃対象の{target}がバトルゾーンを離れた。攻撃は終わり、{attacker}はタップしたままだ");
JUDGE_MESSAGE(kEvolutionNoSickness, "{card} is an evolution creature: no summoning sickness", "{card}は進化クリーチャーなので召喚酔いしない");
JUDGE_MESSAGE(kSpeedAttackerMay, "{card} entered this turn but has スピードアタッカー: it may attack", "{card}はこのターンに出たが、スピードアタッカーを持つので攻撃できる");
JUDGE_MESSAGE(kMachFighterNotPlayer, "{card} has マッハファイター but entered this turn: it may attack only creatures, not a player",
                                     "{card}はマッハファイターを持つが、このターンに出たので攻撃できるのはクリーチャーだけで、プレイヤーは攻撃できない");
JUDGE_MESSAGE(kMachFighterMay, "{card} entered this turn and has マッハファイター: it may attack a creature",
                               "{card}はこのターンに出たが、マッハファイターを持つのでクリーチャーを攻撃できる");
JUDGE_MESSAGE(kSummoningSickness, "{card} entered the battle zone this turn (summoning sickness; {rule}: it may attack from its owner's next turn)",
                                  "{card}はこのターンにバトルゾーンに出た(召喚酔い。{rule}: 持ち主の次のターンから攻撃できる)");
JUDGE_MESSAGE(kOnlyTurnPlayerAttacks, "only the turn player attacks", "攻撃するのはターン・プレイヤーだけだ");
JUDGE_MESSAGE(kAttackInAttackPhase, "attacks are made in the attack phase (now: {phase})", "攻撃は攻撃フェイズに行う(現在: {phase})");
JUDGE_MESSAGE(kOneAttackAtATime, "attacks are made one at a time; {card}'s is still open", "攻撃は1体ずつ行う。{card}の攻撃がまだ終わっていない");
JUDGE_MESSAGE(kNotCreatureOf, "{card} is not a creature in {player}'s battle zone", "{card}は{player}のバトルゾーンのクリーチャーではない");
JUDGE_MESSAGE(kTappedCannotAttack, "{card} is tapped and cannot attack", "{card}はタップしているので攻撃できない");
JUDGE_MESSAGE(kCannotAttack, "{card} cannot attack", "{card}は攻撃できない");
JUDGE_MESSAGE(kSickMayBlock, "{card} entered the battle zone this turn, and blocks all the same: summoning sickness stops attacks only",
                             "{card}はこのターンにバトルゾーンに出たが、ブロックはできる。召喚酔いが妨げるのは攻撃だけ");
JUDGE_MESSAGE(kCannotAttackPlayers, "{card} cannot attack players", "{card}はプレイヤーを攻撃できない");
JUDGE_MESSAGE(kCannotAttackCreatures, "{card} cannot attack creatures", "{card}はクリーチャーを攻撃できない");
JUDGE_MESSAGE(kMustAttackThis, "{attacker} must attack {lure} if able, and it can: it may not attack {target}",
                               "{attacker}は可能であれば{lure}を攻撃しなければならず、それができる。{target}は攻撃できない");
JUDGE_MESSAGE(kMustAttackUnable, "{card} must attack if able, but it cannot attack now: nothing holds the phase", "{card}は可能なら攻撃しなければならないが、今は攻撃できないので、攻撃の段階を終えられる");
JUDGE_MESSAGE(kMustAttackFirst, "{card} must attack if able, and it can still attack {target}: the attack phase does not end yet",
                                "{card}は可能であれば攻撃しなければならず、まだ{target}を攻撃できる。攻撃の段階はまだ終わらない");
JUDGE_MESSAGE(kUntappedNotAttackable, "{card} is untapped; only tapped creatures can be attacked", "{card}はアンタップしている。攻撃できるのはタップしているクリーチャーだけだ");
JUDGE_MESSAGE(kMachFighterUntapped, "マッハファイター: on the turn it entered, {attacker} may attack the untapped {target}",
                                    "マッハファイター: 出たターンなので、{attacker}はアンタップしている{target}を攻撃できる");
JUDGE_MESSAGE(kCannotBeAttacked, "{card} cannot be attacked", "{card}は攻撃されない");
JUDGE_MESSAGE(kUnchoosableAttackable, "{card} cannot be chosen by abilities, but it can still be attacked", "{card}は能力で選ばれないが、攻撃はされる");
JUDGE_MESSAGE(kGoesToAttackPhase, "{player} goes on to the attack phase ({rule}: there is no main phase after it)",
                                  "{player}は攻撃フェイズに進む({rule}: そのあとにメインフェイズはない)");
JUDGE_MESSAGE(kTapsAndAttacks, "{player} taps {attacker} and attacks {target}", "{player}は{attacker}をタップして{target}を攻撃する");
JUDGE_MESSAGE(kWinsBattle, "{winner} won the battle against {loser}", "{winner}は{loser}とのバトルに勝った");
JUDGE_MESSAGE(kEndOfTurnAbilities, "{player}'s turn is ending: \"at the end of the turn\" abilities trigger and resolve before what lasted this turn ends",
                                   "{player}のターンが終わる。「ターンの終わりに」の能力が誘発して解決し、そのあと「このターン」の効果が終わる");
JUDGE_MESSAGE(kWhenAttackingNext, "the target is chosen; next, \"when attacking\" abilities resolve", "攻撃対象が決まった。次に「攻撃する時」の能力を解決する");
JUDGE_MESSAGE(kNoRetarget, "whatever the \"when attacking\" abilities changed, the target stays {target}; it is never chosen again",
                           "「攻撃する時」の能力で何が変わっても、攻撃対象は{target}のままで、選び直さない");
JUDGE_MESSAGE(kTapChangeGoesOn, "a tapped state changed after the declaration; the attack simply goes on", "攻撃宣言の後にタップ状態が変わったが、攻撃はそのまま続く");
JUDGE_MESSAGE(kMayBlock, "the target is still there: {player} may block", "攻撃対象はまだある。{player}はブロックしてもよい");
JUDGE_MESSAGE(kNoBlocker, "{card} has no ブロッカー", "{card}はブロッカーを持たない");
JUDGE_MESSAGE(kTappedCannotBlock, "{card} is tapped; only an untapped blocker can block", "{card}はタップしている。ブロックできるのはアンタップしているブロッカーだけだ");
JUDGE_MESSAGE(kCannotBlock, "{card} cannot block", "{card}はブロックできない");
JUDGE_MESSAGE(kAttackerCannotBeBlocked, "{attacker} cannot be blocked: {card} may not block it", "{attacker}はブロックされない: {card}はこの攻撃をブロックできない");
JUDGE_MESSAGE(kNoAttackToBlock, "there is no attack to block", "ブロックする攻撃がない");
JUDGE_MESSAGE(kOnlyAttackedBlocks, "only the attacked player blocks", "ブロックするのは攻撃されたプレイヤーだけだ");
JUDGE_MESSAGE(kBlocks, "{player} taps {blocker} to block: it becomes the target of {attacker}'s attack",
                       "{player}は{blocker}をタップしてブロックする。{blocker}が{attacker}の攻撃対象になる");
JUDGE_MESSAGE(kBlockedIsBattle, "a blocked attack is a battle; no shield is broken", "ブロックされた攻撃はバトルになり、シールドはブレイクされない");
JUDGE_MESSAGE(kDoesNotBlock, "{player} does not block {attacker}'s attack", "{player}は{attacker}の攻撃をブロックしない");
JUDGE_MESSAGE(kDirectAttackReason, "{attacker}'s attack reached {player}, who had no shields", "{attacker}の攻撃が、シールドのない{player}に通った");
JUDGE_MESSAGE(kDirectAttackWins, "{attacker}'s attack is not blocked and {player} has no shields: {winner} wins",
                                 "{attacker}の攻撃はブロックされず、{player}にシールドがない。{winner}の勝ち");
JUDGE_MESSAGE(kBeforeEachBreak, "{attacker} is about to break {n} shield(s): its \"before each break\" ability triggers {n} time(s), and the breaks are made together afterwards",
                                "{attacker}はシールドを{n}枚ブレイクする。「各ブレイクの前に」の能力が{n}回誘発し、ブレイクはそのあとまとめて行う");
JUDGE_MESSAGE(kAttackOver, "{attacker}'s attack is over", "{attacker}の攻撃が終わる");
JUDGE_MESSAGE(kEffectBattle, "{a} battles {b} by an effect: not an attack, so tapped state and \"cannot attack\" do not matter, and only \"when battling\" abilities trigger",
                             "{a}は効果で{b}とバトルする。攻撃ではないので、タップ状態や「攻撃できない」は関係なく、「バトルする時」の能力だけが誘発する");
JUDGE_MESSAGE(kBattleTie, "{a} ({pa}) battles {b} ({pb}): a tie: both are destroyed", "{a}({pa})と{b}({pb})がバトルする。同じパワーなので両方破壊される");
JUDGE_MESSAGE(kBattleLoser, "{a} ({pa}) battles {b} ({pb}): {loser} has less power and is destroyed",
                            "{a}({pa})と{b}({pb})がバトルする。パワーの小さい{loser}が破壊される");
JUDGE_MESSAGE(kLostBattle, "lost a battle", "バトルに負けた");
JUDGE_MESSAGE(kTiedBattle, "a battle of equal power", "同じパワーのバトル");
JUDGE_MESSAGE(kTieWonByNeither, "a tie is won by neither creature: {card}'s \"when it wins a battle\" does not trigger", "引き分けはどちらの勝ちでもない。{card}の「バトルに勝った時」は誘発しない");
JUDGE_MESSAGE(kTakenDownBySlayer, "taken down by スレイヤー", "スレイヤーで道連れ");
JUDGE_MESSAGE(kPromptShieldsToBreak, "shields of {player} to break", "ブレイクする{player}のシールド");
JUDGE_MESSAGE(kChoosesShields, "{player} chooses which shields to break", "{player}はブレイクするシールドを選ぶ");
JUDGE_MESSAGE(kShieldsBroken, "shield(s) broken: {cards} go to {player}'s hand", "シールドをブレイクした: {cards}は{player}の手札に加わる");
JUDGE_MESSAGE(kPromptUseShieldTrigger, "use the shield trigger of {card} without paying its cost", "{card}のS・トリガーをコストを支払わずに使う");
JUDGE_MESSAGE(kTriggerNotUsed, "{player} does not use {card}'s shield trigger; it stays in the hand", "{player}は{card}のS・トリガーを使わない。{card}は手札に残る");
JUDGE_MESSAGE(kPromptTriggerOrder, "order in which {player} uses the shield triggers", "{player}がS・トリガーを使う順番");
JUDGE_MESSAGE(kBreaksAllLeft, "{count} shields would be broken but {player} has only {n}: all of them are broken", "{count}枚ブレイクするところ、{player}のシールドは{n}枚しかないので、そのすべてをブレイクする");
JUDGE_MESSAGE(kTriggerCannotBeUsed, "{card}'s shield trigger cannot be used: it stays in {player}'s hand", "{card}のS・トリガーは使えない。{card}は{player}の手札に残る");
JUDGE_MESSAGE(kUsesShieldTrigger, "{player} uses {card}'s shield trigger without paying its cost", "{player}は{card}のS・トリガーを使い、コストを支払わない");
JUDGE_MESSAGE(kTriggerCreatureWaits, "the shield trigger cut in only to summon {card}; its \"when it enters\" abilities wait",
                                     "S・トリガーが割り込むのは{card}の召喚までで、「出た時」の能力は待機する");
JUDGE_MESSAGE(kTriggerSpellAtOnce, "the shield trigger spell {card} cuts in and resolves completely at once", "S・トリガーの呪文{card}は割り込んで、すぐに最後まで解決する");
JUDGE_MESSAGE(kNoBlockPossible, "{when}: {player} has no creature that can block {attacker}'s attack, so there is no block to decide and the attack goes on",
                                "{when}: {player}には{attacker}の攻撃をブロックできるクリーチャーがないので、ブロックの判断はなく攻撃は続く");
JUDGE_MESSAGE(kNotPossibleNow, "{what} is not possible now: {waiting}", "今は{what}はできない: {waiting}");
JUDGE_MESSAGE(kNothingToPass, "there is nothing for {player} to pass on: no attack waits for a block decision", "{player}がパスするものはない。ブロックの判断を待つ攻撃がない");
JUDGE_MESSAGE(kCannotPassHere, "{player} cannot pass here: {waiting}", "{player}はここでパスできない: {waiting}");
JUDGE_MESSAGE(kPassesNoBlock, "{player} passes: no block", "{player}はパスする。ブロックしない");
JUDGE_MESSAGE(kBreaksOne, "{attacker} breaks one shield", "{attacker}はシールドを1枚ブレイクする");
JUDGE_MESSAGE(kSeveralBreakers, "{attacker} has several breaker abilities; its controller uses one of them", "{attacker}は複数のブレイカー能力を持つ。コントローラーがそのうち1つを選んで使う");
JUDGE_MESSAGE(kPromptBreaker, "breaker ability {attacker} uses", "{attacker}が使うブレイカー能力");
JUDGE_MESSAGE(kBreaksN, "{attacker} breaks {n} shield(s)", "{attacker}はシールドを{n}枚ブレイクする");
JUDGE_MESSAGE(kAttackWaits, "{attacker}'s attack waits for {player} to <block> or <pass>", "{attacker}の攻撃は、{player}がブロックするかパスするのを待っている");
JUDGE_MESSAGE(kBefore, "before {what}", "{what}の前");
JUDGE_MESSAGE(kActionsEnd, "the actions end", "シナリオの手順はここまで");
JUDGE_MESSAGE(kPromptActionsEndWhile, "the actions end while {waiting}", "シナリオの手順はここまでだが、{waiting}");


// ---- What a move does, for the refusals and steps that name it (dm_ruleset.cpp).
JUDGE_MESSAGE(kSummoningACreature, "summoning a creature", "クリーチャーの召喚");
JUDGE_MESSAGE(kCastingASpell, "casting a spell", "呪文を唱えること");
JUDGE_MESSAGE(kChargingMana, "charging mana", "マナチャージ");
JUDGE_MESSAGE(kDeclaringAnotherAttack, "declaring another attack", "次の攻撃の宣言");
JUDGE_MESSAGE(kEndingThePhase, "ending the phase", "フェイズを終えること");
JUDGE_MESSAGE(kEndingTheTurn, "ending the turn", "ターンを終えること");
JUDGE_MESSAGE(kCreaturesAreSummoned, "creatures are summoned", "クリーチャーの召喚");
JUDGE_MESSAGE(kSpellsAreCast, "spells are cast", "呪文を唱えること");


}  // namespace judge::dm::say
