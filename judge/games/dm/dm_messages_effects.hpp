// The Duel Masters ruleset's sentences for effects, waiting abilities, values and leaving the
// battle zone (dm_effects.cpp, dm_waiting.cpp, dm_values.cpp, dm_leave.cpp, dm_evolution.cpp),
// in English and Japanese. Included by dm_internal.hpp; compiled by its .cpp.
#pragma once

#include "messages/message.hpp"

namespace judge::dm::say {

using msg::Message;

// ---- Evolution (dm_evolution.cpp).
JUDGE_MESSAGE(kNameEvolutionBase, "{card} is an evolution creature: name the creature it evolves from (base)",
                                  "{card}は進化クリーチャーだ。進化元のクリーチャーを指定すること(base)");
JUDGE_MESSAGE(kNoBaseToEvolveFrom, "{base} is not a creature in {player}'s battle zone to evolve from", "{base}は進化元にできる{player}のバトルゾーンのクリーチャーではない");
JUDGE_MESSAGE(kEvolvesOnto, "{card} evolves on top of {base}", "{card}は{base}の上に進化する");
JUDGE_MESSAGE(kEvolvesOntoTapped, "{card} evolves on top of {base} and is tapped like it", "{card}は{base}の上に進化し、{base}と同じくタップしている");
JUDGE_MESSAGE(kKeepsContinuous, "{card} keeps the {n} continuous effect(s) given to {base}", "{card}は{base}に与えられていた継続的効果{n}個を引き継ぐ");

// ---- Words the sentences below put in: zones, card types and stats (the English is the scenario's word).
JUDGE_MESSAGE(kZoneHand, "hand", "手札");
JUDGE_MESSAGE(kZoneMana, "mana", "マナゾーン");
JUDGE_MESSAGE(kZoneGraveyard, "graveyard", "墓地");
JUDGE_MESSAGE(kZoneDeck, "deck", "山札");
JUDGE_MESSAGE(kZoneShield, "shield", "シールドゾーン");
JUDGE_MESSAGE(kZoneBattle, "battle", "バトルゾーン");
// The field, as the leaving-the-field step names it ("having left the battle zone").
JUDGE_MESSAGE(kFieldName, "battle zone", "バトルゾーン");
JUDGE_MESSAGE(kTypeCreature, "creature", "クリーチャー");
JUDGE_MESSAGE(kTypeSpell, "spell", "呪文");
JUDGE_MESSAGE(kTypeTamaseed, "tamaseed", "タマシード");
JUDGE_MESSAGE(kStatPower, "power", "パワー");
JUDGE_MESSAGE(kStatCost, "cost", "コスト");

// ---- Effects (dm_effects.cpp).
JUDGE_MESSAGE(kCannotBeChosen, "{card} cannot be chosen by abilities", "{card}は能力で選ばれない");
JUDGE_MESSAGE(kTaiPicksCreatures, "{card} is a {type}: an effect counting in 体 picks only creatures", "{card}は{type}だ。「体」で数える効果はクリーチャーしか選べない");
JUDGE_MESSAGE(kNotALegalChoice, "{card} is not a legal choice for {source}'s {op}", "{card}は{source}の{op}で選べるものではない");
JUDGE_MESSAGE(kOpponentCannotChoose, "{card} cannot be chosen by {player}'s abilities: {player} is its opponent", "{card}は相手である{player}の能力では選ばれない");
JUDGE_MESSAGE(kOpponentCannotPickIt, "{card} cannot be chosen by its opponent, so {source}'s {op} cannot pick it", "{card}は相手に選ばれないので、{source}の{op}はそれを選べない");
JUDGE_MESSAGE(kCannotPickIt, "{card} cannot be chosen, so {source}'s {op} cannot pick it", "{card}は選ばれないので、{source}の{op}はそれを選べない");
JUDGE_MESSAGE(kRaceWordAnswers, "{card} is a {word}: the words of its race {race} include it",
              "{card}の種族{race}は語として「{word}」を含むので、{card}は{word}である");
JUDGE_MESSAGE(kSnapshot, "the effect reaches the {n} card(s) there now; a creature that comes later is not affected",
                         "効果は今そこにある{n}枚に及ぶ。あとから出たクリーチャーは影響を受けない");
JUDGE_MESSAGE(kWorksOnNamed, "{op} works on {cards}: \"{name}\", what {source}'s effect found earlier", "{op}は{cards}に働く。{source}の効果が先に見つけた「{name}」だ");
JUDGE_MESSAGE(kNamedCardMoved, "{card} (\"{name}\") is no longer where it was ({zone}): a card that moved is a new card, and {op} does not work on it",
                               "{card}(「{name}」)はもう{zone}にない。移動したカードは新しいカードなので、{op}はそれに働かない");
JUDGE_MESSAGE(kChoosesTheirShield, "{chooser} chooses which of {player}'s shields: the one who uses the effect chooses", "{chooser}が{player}のシールドを選ぶ。効果を使う側が選ぶ");
JUDGE_MESSAGE(kEffectBreaks, "{source}'s effect: {player} breaks {n} of {defender}'s shields, as an attack would", "{source}の効果で{player}は{defender}のシールドを{n}つブレイクする。攻撃のブレイクと同じ");
JUDGE_MESSAGE(kNoGZero, "{card} has no G・ゼロ: it is summoned only by paying its cost", "{card}にG・ゼロはない。コストを支払って召喚する");
JUDGE_MESSAGE(kGZeroConditionFails, "{card}'s G・ゼロ asks that {condition}, and that does not hold now", "{card}のG・ゼロの条件({condition})を今は満たしていない");
JUDGE_MESSAGE(kGZeroSummon, "{player} summons {card} with G・ゼロ ({condition} holds): no cost is paid", "{player}はG・ゼロ({condition}を満たしている)で{card}を召喚する。コストは支払わない");
JUDGE_MESSAGE(kNextCardCostsLess, "{source}: the next card {player} uses this turn costs {n} less", "{source}: このターン、{player}が次に使うカードのコストは{n}少なくなる");
JUDGE_MESSAGE(kNextTypeCostsLess, "{source}: the next {type} {player} uses this turn costs {n} less", "{source}: このターン、{player}が次に使う{type}のコストは{n}少なくなる");
JUDGE_MESSAGE(kNextCostUsed, "{card} is the next such card: {source}'s reduction of {n} applies to it and is used up", "{card}がその次のカードなので、{source}による{n}の軽減が適用され、使い切られる");
JUDGE_MESSAGE(kPromptTarget, "target of {source}'s {op}", "{source}の{op}の対象");
JUDGE_MESSAGE(kStaticNowApplies, "{source}'s static ability now applies to {target}: {op}", "{source}の常在型能力が{target}に適用される: {op}");
JUDGE_MESSAGE(kStaticNoLongerApplies, "{source}'s static ability no longer applies to {target}", "{source}の常在型能力は{target}に適用されなくなる");
JUDGE_MESSAGE(kChoosesTarget, "{player} chooses {card} as the target of {source}'s {op}", "{player}は{source}の{op}の対象に{card}を選ぶ");
JUDGE_MESSAGE(kNotDestroyedSonoato, "{card} went to the {zone} without being destroyed: its \"destroyed\" ability does not trigger, so neither {op} nor the {next} after その後 happens",
                                    "{card}は破壊されずに{zone}に行った。「破壊された時」の能力は誘発しないので、{op}もその後の{next}も実行しない");
JUDGE_MESSAGE(kConditionFails, "{source}'s {op} does nothing: {condition} does not hold", "{source}の{op}は何もしない。{condition}を満たしていない");
JUDGE_MESSAGE(kPromptOptional, "{source}: {op} (optional)", "{source}: {op}(任意)");
JUDGE_MESSAGE(kChoosesNotTo, "{player} chooses not to {op} ({source})", "{player}は{source}の{op}を使わない");
JUDGE_MESSAGE(kAddedToShields, "{card} from the top of {player}'s deck is added to {player}'s shields face down: an ordinary shield from now on",
                               "{player}の山札の上の{card}を裏向きでシールドに加える。以後は普通のシールドだ");
JUDGE_MESSAGE(kPromptShieldToGraveyard, "shield to put into the graveyard", "墓地に置くシールド");
JUDGE_MESSAGE(kShieldToGraveyard, "{player}'s shield {card} goes to the graveyard (no shield trigger: it is not broken)",
                                  "{player}のシールド{card}は墓地に置かれる(ブレイクではないのでS・トリガーは使えない)");
JUDGE_MESSAGE(kNothingToDiscard, "{player} has no card in hand to discard", "{player}の手札に捨てるカードがない");
JUDGE_MESSAGE(kPromptDiscard, "{player} discards a card", "{player}が捨てるカード");
JUDGE_MESSAGE(kDiscards, "{player} discards {card}", "{player}は{card}を捨てる");
JUDGE_MESSAGE(kFindsNothing, "{source}'s {op} finds nothing to work on", "{source}の{op}には対象がない");
JUDGE_MESSAGE(kGraveyardSpells, "{player}'s graveyard holds {n} spell(s)", "{player}の墓地に呪文が{n}枚ある");
JUDGE_MESSAGE(kGraveyardSpellsSelfUncounted, "{player}'s graveyard holds {n} spell(s); {source} itself is being resolved, in no zone, and is not counted",
                                             "{player}の墓地に呪文が{n}枚ある。{source}自身は解決中でどこにも存在しないので数えない");
JUDGE_MESSAGE(kGives, "{source} gives {card} {by} {stat}", "{source}は{card}に{stat}{by}を与える");
JUDGE_MESSAGE(kGivesThisTurn, "{source} gives {card} {by} {stat} this turn", "{source}はこのターン、{card}に{stat}{by}を与える");
JUDGE_MESSAGE(kEffectOf, "effect of {source}", "{source}の効果");
JUDGE_MESSAGE(kDestroyOneCard, "\"destroy one card\": one of the {n} cards of {card} is destroyed", "「カードを1枚破壊する」: {card}を成す{n}枚のうち1枚を破壊する");
JUDGE_MESSAGE(kPromptCardToDestroy, "which card of {card} to destroy", "{card}のうち破壊するカード");
JUDGE_MESSAGE(kTopCardDestroyed, "{card} goes to the graveyard; {below} remains in the battle zone", "{card}は墓地に置かれ、{below}はバトルゾーンに残る");
JUDGE_MESSAGE(kBeneathDestroyed, "{card} (beneath {top}) goes to the graveyard; {top} stays", "{card}({top}の下)は墓地に置かれ、{top}は残る");
JUDGE_MESSAGE(kReturnsToHand, "{card} returns to its owner's hand", "{card}は持ち主の手札に戻る");
JUDGE_MESSAGE(kToDeckBottom, "{card} goes to the bottom of its owner's deck", "{card}は持ち主の山札の下に置かれる");
JUDGE_MESSAGE(kToGraveyard, "{card} is put into its owner's graveyard", "{card}は持ち主の墓地に置かれる");
JUDGE_MESSAGE(kPutNotSummoned, "{card} is put into the battle zone (出す), not summoned: no \"when summoned\" trigger, and it still has summoning sickness",
                               "{card}はバトルゾーンに出す(召喚ではない)。「召喚された時」は誘発せず、召喚酔いはする");
JUDGE_MESSAGE(kUseIsSummonFree, "{player} uses {card}: using a creature is summoning it, without paying its cost as the text says",
                                "{player}は{card}を使う。クリーチャーを使うことは召喚であり、テキストどおりコストを支払わない");
JUDGE_MESSAGE(kUseIsSummonPaid, "{player} uses {card}: using a creature is summoning it, and its cost is paid",
                                "{player}は{card}を使う。クリーチャーを使うことは召喚であり、コストを支払う");
JUDGE_MESSAGE(kUseFails, "the use fails: {why}", "使用は失敗する: {why}");
JUDGE_MESSAGE(kIsTapped, "{card} is tapped", "{card}はタップされる");
JUDGE_MESSAGE(kIsUntapped, "{card} is untapped", "{card}はアンタップされる");
JUDGE_MESSAGE(kNoBattleWithItself, "{card} cannot battle itself: a battle is between two creatures", "{card}は自分自身とはバトルできない。バトルは2体のクリーチャーの間で行う");
JUDGE_MESSAGE(kCanDo, "{card} can {capability} (given by {source})", "{card}は{capability}({source}による)");
JUDGE_MESSAGE(kCannotDo, "{card} cannot {capability} (given by {source})", "{card}は{capability}({source}による)");
JUDGE_MESSAGE(kPlayerCanDo, "player {card} can {capability} (given by {source})", "プレイヤー{card}は{capability}({source}による)");
JUDGE_MESSAGE(kPlayerCannotDo, "player {card} cannot {capability} (given by {source})", "プレイヤー{card}は{capability}({source}による)");
JUDGE_MESSAGE(kRestrictionStays, "{source} has left the battle zone, but the restriction it gave {player} stays",
                                 "{source}はバトルゾーンを離れたが、{player}に与えた制限は残る");
JUDGE_MESSAGE(kCannotPutPower, "{player} cannot put a creature of power {limit} or less into the battle zone ({card}: {power}, effect of {source})",
                               "{player}はパワー{limit}以下のクリーチャーをバトルゾーンに出せない({card}: {power}、{source}の効果)");
JUDGE_MESSAGE(kNotOneOfChoices, "{choice} is not one of the {n} choices of {source}", "{choice}は{source}の{n}個の選択肢にない");
JUDGE_MESSAGE(kSaysChooseN, "{source} says choose {n}", "{source}は{n}つ選ぶように書いている");
JUDGE_MESSAGE(kPromptItems, "{source}'s items", "{source}の項目");
JUDGE_MESSAGE(kChoseItems, "{player} chose {n} of {source}'s items; they resolve top to bottom: {items}", "{player}は{source}の項目から{n}つ選んだ。上から順に解決する: {items}");
JUDGE_MESSAGE(kSoshitaraNot, "そうしたら: the first part was not carried out, so {op} does not happen", "そうしたら: 前半を実行できなかったので、{op}は実行しない");
JUDGE_MESSAGE(kSoshitaraFollows, "そうしたら: the first part was carried out, so {op} follows", "そうしたら: 前半を実行できたので、{op}も実行する");
JUDGE_MESSAGE(kAlsoPart, "and: {op}, in the same sentence", "さらに同じ文で{op}を実行する");
JUDGE_MESSAGE(kSonoatoAfter, "その後: {op} happens after the first part", "その後: 前半のあとに{op}を実行する");
JUDGE_MESSAGE(kSonoatoEven, "その後: {op} happens even though the first part was not carried out", "その後: 前半を実行できなくても{op}は実行する");
JUDGE_MESSAGE(kEffectsGivenEnd, "{n} effect(s) given to {card} end as it moves", "{card}に与えられていた効果{n}個は、移動とともに終わる");
JUDGE_MESSAGE(kEffectsItGaveEnd, "{n} effect(s) {card} gave while it stayed end as it moves", "{card}がそこにある間与えていた効果{n}個は、移動とともに終わる");
JUDGE_MESSAGE(kMovesWhole, "{card} is an element of {n} cards: it moves whole to the {zone} and comes apart there into separate cards",
                           "{card}は{n}枚でできたエレメントだ。丸ごと{zone}に移動し、そこで別々のカードになる");
JUDGE_MESSAGE(kToManaTapped, "{card} is put into the mana zone tapped (multicoloured)", "{card}はタップしてマナゾーンに置かれる(多色)");
JUDGE_MESSAGE(kToManaUntapped, "{card} is put into the mana zone untapped", "{card}はアンタップしてマナゾーンに置かれる");
JUDGE_MESSAGE(kEffectStays, "{source} has left the battle zone, but the effect it gave ({card} cannot {capability}) stays",
                            "{source}はバトルゾーンを離れたが、与えた効果({card}は{capability})は残る");
JUDGE_MESSAGE(kBeingDestroyed, "being destroyed", "破壊");
JUDGE_MESSAGE(kGoingTo, "going to the {zone}", "{zone}への移動");
JUDGE_MESSAGE(kReplacementsApply, "{n} replacement effects apply to {card} {what}; {player} chooses one of them",
                                  "{card}の{what}に{n}つの置換効果が適用できる。{player}がそのうち1つを選ぶ");
JUDGE_MESSAGE(kPromptReplacement, "replacement effect for {card} {what}", "{card}の{what}に適用する置換効果");
JUDGE_MESSAGE(kPromptReplace, "replace {card} {what} with {label}", "{card}の{what}を{label}で置き換える");
JUDGE_MESSAGE(kNotProtected, "{player} does not use {label}: {card} is not protected", "{player}は{label}を使わない。{card}は守られない");
JUDGE_MESSAGE(kReplaced, "instead of {what}, {card} is dealt with by the replacement effect {label}", "{card}は{what}の代わりに、{label}で処理される");
// ---- Waiting and declared abilities (dm_waiting.cpp).
JUDGE_MESSAGE(kDeclaredFizzles, "the declared {card} does not resolve ({why}) and returns to the {zone}", "宣言した{card}は解決されず({why})、{zone}に戻る");
JUDGE_MESSAGE(kConditionNotNow, "its condition {condition} does not hold now", "条件{condition}を今は満たしていない");
JUDGE_MESSAGE(kCostNotPayable, "its cost cannot be paid: {why}", "コストを支払えない: {why}");
JUDGE_MESSAGE(kDeclaredResolves, "the declared {card}'s condition holds at resolution: it resolves", "宣言した{card}は解決時に条件を満たしているので解決される");
JUDGE_MESSAGE(kWaitingResolves, "{player}'s waiting ability resolves: {card}'s \"{trigger}\" ability", "{player}の待機中の能力を解決する: {card}の「{trigger}」能力");
JUDGE_MESSAGE(kResolvesAfterLeaving, "{card} has left the battle zone, but its ability has already triggered and still resolves",
                                     "{card}はバトルゾーンを離れたが、能力はすでに誘発しているので解決される");
JUDGE_MESSAGE(kReminderRead, "{card}'s {label} is read as the ability its reminder text describes (trigger \"{trigger}\"), even where the card omits that text",
                             "{card}の{label}は、カードに補足が書かれていなくても、補足の能力(誘発「{trigger}」)として読む");
JUDGE_MESSAGE(kIgnores, "{source} ignores \"{trigger}\" abilities: {card}'s ability is switched off and does not trigger at all",
                        "{source}は「{trigger}」能力を無視する。{card}の能力は無効になり、まったく誘発しない");
JUDGE_MESSAGE(kTriggersAndWaits, "{card}'s \"{trigger}\" ability triggers and waits", "{card}の「{trigger}」能力が誘発し、待機する");
JUDGE_MESSAGE(kTriggersAndWaitsUntil, "{card}'s \"{trigger}\" ability triggers and waits until {resolving} has finished resolving",
                                      "{card}の「{trigger}」能力が誘発し、{resolving}の解決が終わるまで待機する");
JUDGE_MESSAGE(kAbilityOf, "{card}'s ability", "{card}の能力");
JUDGE_MESSAGE(kNoInterruption, "nothing cuts into the resolution of {resolving}: {card}'s ability resolves only after it",
                               "{resolving}の解決に割り込むものはない。{card}の能力はそのあとに解決する");
JUDGE_MESSAGE(kPromptDeclare, "declare {card} ({trigger})", "{card}を宣言する({trigger})");
JUDGE_MESSAGE(kDoesNotDeclare, "{player} does not declare {card}", "{player}は{card}を宣言しない");
JUDGE_MESSAGE(kDeclares, "{player} reveals and declares {card} at once; it is held in no zone until it resolves",
                         "{player}はすぐに{card}を公開して宣言する。解決まではどこにもない保留状態になる");
JUDGE_MESSAGE(kDeclaresHolds, "{player} reveals and declares {card} at once; it is held in no zone until it resolves (its condition {condition} holds now)",
                              "{player}はすぐに{card}を公開して宣言する。解決まではどこにもない保留状態になる(条件{condition}は今満たしている)");
JUDGE_MESSAGE(kDeclaresNotHolds, "{player} reveals and declares {card} at once; it is held in no zone until it resolves (its condition {condition} does not hold now, which does not stop the declaration)",
                                 "{player}はすぐに{card}を公開して宣言する。解決まではどこにもない保留状態になる(条件{condition}を今は満たしていないが、宣言はできる)");
JUDGE_MESSAGE(kBothPlayersWait, "abilities of both players wait: the turn player {player}'s resolve first, then {other}'s",
                                "両プレイヤーの能力が待機している。ターン・プレイヤー{player}の能力を先に、次に{other}の能力を解決する");
JUDGE_MESSAGE(kNonTurnPlayerAfter, "the non-turn player {player}'s waiting abilities resolve after the turn player's",
                                   "非ターン・プレイヤー{player}の待機中の能力は、ターン・プレイヤーの能力のあとに解決する");
JUDGE_MESSAGE(kPromptOrderWaiting, "{player} orders their waiting abilities", "{player}が決める待機中の能力の順番");
JUDGE_MESSAGE(kOrdersWaiting, "{player} chooses the order of their own waiting abilities: {order}", "{player}は自分の待機中の能力の順番を選ぶ: {order}");

JUDGE_MESSAGE(kIsDestroyed, 

                            "{card} is destroyed ({cause})", "{card}は破壊される({cause})");
JUDGE_MESSAGE(kPowerReadAsZero, "{card}'s power adds up to {sum} and is read as 0", "{card}のパワーは合計{sum}になり、0として扱う");
JUDGE_MESSAGE(kZeroPower, "{card} has power 0 and is destroyed", "{card}はパワー0なので破壊される");
JUDGE_MESSAGE(kPowerZeroCause, "power 0", "パワー0");
JUDGE_MESSAGE(kCheckedAgain, "the destruction of {card} was replaced, but its power is still 0: it is checked again at once",
                             "{card}の破壊は置き換えられたが、パワーはまだ0なので、すぐにもう一度破壊される");
JUDGE_MESSAGE(kSummonedInto, "{card} is summoned into {player}'s battle zone", "{card}は{player}のバトルゾーンに召喚される");
JUDGE_MESSAGE(kPutInto, "{card} is put into {player}'s battle zone", "{card}は{player}のバトルゾーンに出る");
JUDGE_MESSAGE(kCastNotSummoned, "{card} is a {type}, not a creature: it is cast, not summoned", "{card}は{type}でクリーチャーではない。召喚するのではなく唱える");
JUDGE_MESSAGE(kNotEvolution, "{card} is not an evolution creature and is not put on another creature", "{card}は進化クリーチャーではないので、他のクリーチャーの上には出さない");
JUDGE_MESSAGE(kCasts, "{player} casts {card}; while it resolves it is in no zone", "{player}は{card}を唱える。解決中はどこにも存在しない");
JUDGE_MESSAGE(kSpellResolved, "{card} has resolved and goes to {player}'s graveyard", "{card}の解決が終わり、{player}の墓地に置かれる");

}  // namespace judge::dm::say

