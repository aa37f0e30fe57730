// Every rules database ID the Imitation World ruleset cites: one constant per rule, ruling or
// assumption, so `grep IW-R-PIERCE judge/` leads from the database to the code that applies it.
#pragma once

namespace judge::iw::cite {

// Each constant's comment says which steps it may be cited for: the golden traces
// (scenarios/iw/*.trace) are reviewed against these comments.

// Seed 000: abilities and effects.
inline constexpr const char* kAbilities = "IW-R-ABILITIES";             // what a ゲウダ's own text does when it resolves
inline constexpr const char* kEffects = "IW-R-EFFECTS";                 // what a non-ゲウダ card's text does; refusals of its play conditions
inline constexpr const char* kHaste = "IW-R-HASTE";                     // 急襲: attacking or using パーン abilities on the turn of entering
inline constexpr const char* kPierce = "IW-R-PIERCE";                   // 貫通: the excess over the blockers' defense breaking a barrier
inline constexpr const char* kBarrierCrusher = "IW-R-BARRIER-CRUSHER";  // バリアクラッシャー: a broken barrier trashed instead of going to the hand
inline constexpr const char* kTrapBreaker = "IW-R-TRAP-BREAKER";        // 罠破り: a broken barrier's バリアトラップ not usable
inline constexpr const char* kLinkedAttack = "IW-R-LINKED-ATTACK";      // 連結攻撃: joining an attack as the second or later attacker
inline constexpr const char* kMultiAttack = "IW-R-MULTI-ATTACK";        // 複数アタック: several attackers as one, their attack added up
inline constexpr const char* kPaanAbility = "IW-R-PAAN-ABILITY";        // using a ゲウダ's パーン ability: its cost, sickness, battle refusal
inline constexpr const char* kEventiAbility = "IW-R-EVENTI-ABILITY";    // using a ゲウダ's イベンティ ability, how often, and what it does
inline constexpr const char* kCostZoneAbility = "IW-R-COSTZONE-ABILITY";  // using a コストゾーン ability (face up in the cost zone only)
inline constexpr const char* kBarrierTrap = "IW-R-BARRIER-TRAP";        // playing a broken barrier as a バリアトラップ, or why it cannot be
inline constexpr const char* kPaanEffect = "IW-R-PAAN-EFFECT";          // using a non-ゲウダ's パーン effect (no summoning sickness)
inline constexpr const char* kEventiEffect = "IW-R-EVENTI-EFFECT";      // using a non-ゲウダ's イベンティ effect, and what it does
inline constexpr const char* kCostZoneEffect = "IW-R-COSTZONE-EFFECT";  // using a コストゾーン effect (face up in the cost zone only)
inline constexpr const char* kAttachedCards = "IW-R-ATTACHED-CARDS";    // attaching an enchantment; trashing it when its host leaves the field
inline constexpr const char* kEnterRepaan = "IW-R-ENTER-REPAAN";        // a card entering the field in リパーン
inline constexpr const char* kNullifyPlay = "IW-R-NULLIFY-PLAY";        // a play nullified before it happens, and the nullified card's trip to the trash
inline constexpr const char* kPrintedCost = "IW-R-PRINTED-COST";        // the printed cost a play cost starts from
inline constexpr const char* kPlayCost = "IW-R-PLAY-COST";              // a play cost changed by abilities or effects

// Seed 000: その他の裁定, as general rules.
inline constexpr const char* kTrashFaceUp = "IW-R-TRASH-FACE-UP";       // turning a card face up in the trash or the past zone
inline constexpr const char* kNotGeudaOutsideField = "IW-R-NOT-GEUDA-OUTSIDE-FIELD";  // refusing a ゲウダ target that is not on the field
inline constexpr const char* kOwnerZones = "IW-R-OWNER-ZONES";          // a card moved between its own owner's zones only (draw, return to hand)
inline constexpr const char* kValueFloor = "IW-R-VALUE-FLOOR";          // a value whose sum is below 0 read as 0
inline constexpr const char* kNoMultiBlockVsPaan = "IW-R-NO-MULTIBLOCK-VS-PAAN";  // refusing a 複数ブロック against an attack on a パーン ゲウダ
inline constexpr const char* kNegativeWins = "IW-R-NEGATIVE-WINS";      // a can meeting a cannot, or a gain meeting a loss: the negative decides
inline constexpr const char* kPlayResponseOnce = "IW-R-PLAY-RESPONSE-ONCE";  // refusing a second answer to the same play
// The seed's worked example of that window, as a ruling: cited where a used window closes.
inline constexpr const char* kResponseWindowOnceRuling = "IW-J-RESPONSE-WINDOW-ONCE";

// The how-to-play facts.
inline constexpr const char* kCostZone = "IW-R-COST-ZONE";              // putting a card into the cost zone, once a turn
inline constexpr const char* kPlayCostCondition = "IW-R-PLAY-COST-CONDITION";  // whether the cost zone holds enough cards for a play
inline constexpr const char* kHand = "IW-R-HAND";                       // what the hand is (cards playable from it)
inline constexpr const char* kPastZone = "IW-R-PAST-ZONE";              // refusing to play or use a card in the past zone
inline constexpr const char* kStates = "IW-R-STATES";                   // パーン / リパーン: refusing to turn a パーン card パーン again
inline constexpr const char* kAga = "IW-R-AGA";                         // a deck check: the one アガ, and every card of its factions or 曖昧
inline constexpr const char* kDeck = "IW-R-DECK";                       // a deck check: at least 60 cards, no two sharing a name
inline constexpr const char* kField = "IW-R-FIELD";                     // counting the cards on a player's field (set zone and territory zones)
inline constexpr const char* kTerritoryZone = "IW-R-TERRITORY-ZONE";    // a territory card counted on its owner's opponent's field too

// Assumptions where the sources are silent.
inline constexpr const char* kTurnStructure = "IW-A-TURN-STRUCTURE";    // phases, the turn's draw, untapping, effects ending with the turn
inline constexpr const char* kAttackDeclaration = "IW-A-ATTACK-DECLARATION";  // who may attack what, and the attackers turning パーン
inline constexpr const char* kBlock = "IW-A-BLOCK";                     // blocking, or not blocking, an attack on the player
inline constexpr const char* kSurvivalCheck = "IW-A-SURVIVAL-CHECK";    // each defender's survival against the remaining attack
inline constexpr const char* kBarrierBreak = "IW-A-BARRIER-BREAK";      // an unblocked attack breaking the top barrier, which goes to the hand
inline constexpr const char* kAgaInBattle = "IW-A-AGA-IN-BATTLE";       // the アガ destruction check when no barrier is left
inline constexpr const char* kWinCondition = "IW-A-WIN-CONDITION";      // a destroyed アガ ends the game; actions after the end refused
inline constexpr const char* kMultiBlockOrder = "IW-A-MULTI-BLOCK-ORDER";  // the front-to-back order of a 複数ブロック or 複数アタック
inline constexpr const char* kSummoningSickness = "IW-A-SUMMONING-SICKNESS";  // refusing an attack by a ゲウダ that entered this turn
inline constexpr const char* kResponseWindow = "IW-A-RESPONSE-WINDOW";  // a play's answer window: answering, passing, resolving last first
inline constexpr const char* kEventiTiming = "IW-A-EVENTI-TIMING";      // refusing an イベンティ, its abilities or effects outside their timing
inline constexpr const char* kEffectFindsNothing = "IW-A-EFFECT-FINDS-NOTHING";  // an effect with nothing to work on does nothing
inline constexpr const char* kWhileSource = "IW-A-WHILE-SOURCE";        // effects ending as their source leaves the field
inline constexpr const char* kLeftFieldNewCard = "IW-A-LEFT-FIELD-NEW-CARD";  // effects given to a card ending as it leaves the field
inline constexpr const char* kBattleSteps = "IW-A-BATTLE-STEPS";        // an open attack waiting for block or pass, and the battle's end
inline constexpr const char* kWaitingOrder = "IW-A-WAITING-ORDER";      // the order of triggered abilities waiting together
inline constexpr const char* kDestroyedToTrash = "IW-A-DESTROYED-TO-TRASH";  // a destroyed ゲウダ going to its owner's trash
inline constexpr const char* kResolvedToTrash = "IW-A-RESOLVED-TO-TRASH";    // a played or used card going to the trash after its effect
inline constexpr const char* kModifiersStay = "IW-A-MODIFIERS-STAY-BELOW-ZERO";  // the modifiers of a value read as 0 staying for later sums
inline constexpr const char* kDeckContents = "IW-A-DECK-CONTENTS";      // a deck check: which cards make up the deck (the アガ not among them)
inline constexpr const char* kMultiFactionCard = "IW-A-MULTI-FACTION-CARD";  // a deck check: a card of several factions needing each of them

inline constexpr const char* kAll[] = {
    kAbilities, kEffects, kHaste, kPierce, kBarrierCrusher, kTrapBreaker, kLinkedAttack, kMultiAttack, kPaanAbility, kEventiAbility,
    kCostZoneAbility, kBarrierTrap, kPaanEffect, kEventiEffect, kCostZoneEffect, kAttachedCards, kEnterRepaan,
    kNullifyPlay, kPrintedCost, kPlayCost, kTrashFaceUp, kNotGeudaOutsideField, kOwnerZones, kValueFloor,
    kNoMultiBlockVsPaan, kNegativeWins, kPlayResponseOnce, kResponseWindowOnceRuling, kCostZone, kPlayCostCondition, kHand, kPastZone, kStates, kAga, kDeck, kField, kTerritoryZone, kTurnStructure,
    kAttackDeclaration, kBlock, kSurvivalCheck, kBarrierBreak, kAgaInBattle, kWinCondition, kMultiBlockOrder,
    kSummoningSickness, kResponseWindow, kEventiTiming, kWhileSource, kEffectFindsNothing, kBattleSteps, kWaitingOrder, kDestroyedToTrash,
    kResolvedToTrash, kModifiersStay, kLeftFieldNewCard, kDeckContents, kMultiFactionCard};

}  // namespace judge::iw::cite
