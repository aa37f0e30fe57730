// Every rules database ID the Gouda Card Battler ruleset cites: one constant per rule or
// assumption, so `grep GCB-R-BATTLE judge/` leads from the database to the code that applies it.
// The comment right above each says which trace steps and refusals may cite it (section headings
// stand apart, followed by a blank line; tests/gcb_citations_test.cpp holds this); a step that fits
// none of them needs another ID (or a new assumption in rulesdb/data/gcb/assumptions.xml).
#pragma once

namespace judge::gcb::cite {

// 1. Preparation and zones.

// the deck count checked by <start-game>, and its refusal
inline constexpr const char* kDeck40 = "GCB-R-DECK-40";
// not cited for a step: the zone list itself (zone_names())
inline constexpr const char* kZones = "GCB-R-ZONES";
// refusing or skipping a summon that would put a sixth monster in a monster zone
inline constexpr const char* kMonsterZone = "GCB-R-MONSTER-ZONE";
// not cited for a step: what the life zone is
inline constexpr const char* kLifeZone = "GCB-R-LIFE-ZONE";
// a destroyed card, or a used time spell, going to the graveyard
inline constexpr const char* kGraveyard = "GCB-R-GRAVEYARD";
// not cited for a step: a card sealed by an effect cites the effect (kEffectText)
inline constexpr const char* kSealZone = "GCB-R-SEAL-ZONE";
// a resolved area spell moving into the area zone
inline constexpr const char* kAreaZone = "GCB-R-AREA-ZONE";
// a normal, time, loop or armor spell put into the spell zone as it is activated; a spell gone from it before resolving
inline constexpr const char* kSpellZone = "GCB-R-SPELL-ZONE";
// not cited for a step: which zones are the battlefield (on_battlefield())
inline constexpr const char* kBattlefield = "GCB-R-BATTLEFIELD";

// 2. Monsters and summoning.

// not cited for a step: what P is
inline constexpr const char* kPower = "GCB-R-POWER";
// not cited for a step: blue and red monsters
inline constexpr const char* kMonsterColours = "GCB-R-MONSTER-COLOURS";
// refusing a red summon of a monster that is not of that summon's kind
inline constexpr const char* kRedMonsterKinds = "GCB-R-RED-MONSTER-KINDS";
// not cited for a step: the three postures (named in material refusals)
inline constexpr const char* kPostures = "GCB-R-POSTURES";
// refusing a summon of a card not in the hand, or a normal summon of a red monster
inline constexpr const char* kSummoning = "GCB-R-SUMMONING";
// a normal summon entering in standby posture; refusing a normal summon off turn or over the once-a-turn limit
inline constexpr const char* kNormalSummon = "GCB-R-NORMAL-SUMMON";
// an effect summon entering (attack posture unless the effect says otherwise), on either turn
inline constexpr const char* kEffectSummon = "GCB-R-EFFECT-SUMMON";
// a player's second or later red summon of the turn (the first needs no limit)
inline constexpr const char* kRedSummonUnlimited = "GCB-R-RED-SUMMON-UNLIMITED";
// a special summon's materials (count, posture, charge) and its entering
inline constexpr const char* kSpecialSummon = "GCB-R-SPECIAL-SUMMON";
// an evolution summon's materials (count, attack posture, W on evolution, T on W) and its entering
inline constexpr const char* kEvolutionSummon = "GCB-R-EVOLUTION-SUMMON";
// each force material (hand or monster zone, any posture) and the force monster entering
inline constexpr const char* kForceSummon = "GCB-R-FORCE-SUMMON";
// a force monster's P as the total of its materials'
inline constexpr const char* kForcePower = "GCB-R-FORCE-POWER";
// refusing a force summon over or under its material count, or with a material of the wrong trait
inline constexpr const char* kForceMaterialLimits = "GCB-R-FORCE-MATERIAL-LIMITS";
// an effect-summon monster that only the card it names may summon: refused as another effect's target
inline constexpr const char* kEffectSummonMonster = "GCB-R-EFFECT-SUMMON-MONSTER";
// materials laid beneath the summoned monster as energy
inline constexpr const char* kEnergy = "GCB-R-ENERGY";

// 3. Spells.

// a player's second or later spell of the turn (the first needs no limit)
inline constexpr const char* kSpells = "GCB-R-SPELLS";
// refusing a non-time spell in the opponent's turn
inline constexpr const char* kSpellTiming = "GCB-R-SPELL-TIMING";
// a resolved or nullified normal spell going to the graveyard
inline constexpr const char* kNormalSpell = "GCB-R-NORMAL-SPELL";
// a time spell activated in the opponent's turn or outside free time
inline constexpr const char* kTimeSpell = "GCB-R-TIME-SPELL";
// a resolved loop spell staying in the spell zone
inline constexpr const char* kLoopSpell = "GCB-R-LOOP-SPELL";
// a loop, armor or area spell whose activation was nullified going to the graveyard
inline constexpr const char* kNullifiedStayingSpell = "GCB-R-NULLIFIED-STAYING-SPELL";
// a resolved armor spell staying in the spell zone, lying under its host, returning to the spell zone when unequipped
inline constexpr const char* kArmorSpell = "GCB-R-ARMOR-SPELL";
// a resolved area spell replacing the old one and staying; the opponent using an area spell
inline constexpr const char* kAreaSpell = "GCB-R-AREA-SPELL";

// 4. Game flow.

// not cited for a step: the start-up procedure as a whole (its parts are cited)
inline constexpr const char* kGameStart = "GCB-R-GAME-START";
// the scenario's deck order taken as the shuffled and cut deck
inline constexpr const char* kGameStartShuffle = "GCB-R-GAME-START-SHUFFLE";
// the active player of the setup going first
inline constexpr const char* kGameStartFirstPlayer = "GCB-R-GAME-START-FIRST-PLAYER";
// the five life cards put face down at the start (and life turned face down at setup)
inline constexpr const char* kGameStartLife = "GCB-R-GAME-START-LIFE";
// the five cards of the starting hand
inline constexpr const char* kGameStartHand = "GCB-R-GAME-START-HAND";
// the turn passing to the other player
inline constexpr const char* kTurn = "GCB-R-TURN";
// the start time and its two steps (standby to attack posture, special charge)
inline constexpr const char* kStartTime = "GCB-R-START-TIME";
// the draw time's draw
inline constexpr const char* kDrawTime = "GCB-R-DRAW-TIME";
// free time starting, the turn player ending it, and refusals to end it
inline constexpr const char* kFreeTime = "GCB-R-FREE-TIME";
// the end time and its discard down to seven
inline constexpr const char* kEndTime = "GCB-R-END-TIME";
// refusing a free-time action (summon, spell, posture change, armor) outside free time
inline constexpr const char* kFreeTimeActions = "GCB-R-FREE-TIME-ACTIONS";
// the normal summon action taken in free time
inline constexpr const char* kActionNormalSummon = "GCB-R-ACTION-NORMAL-SUMMON";
// a red summon action taken in the player's own free time
inline constexpr const char* kActionRedSummon = "GCB-R-ACTION-RED-SUMMON";
// a player activating a spell from the hand; refusing a spell or effect the player does not have
inline constexpr const char* kActionActivate = "GCB-R-ACTION-ACTIVATE";
// a monster changed to special posture, and refusals of that change
inline constexpr const char* kChangeToSpecialPosture = "GCB-R-CHANGE-TO-SPECIAL-POSTURE";
// paying an old "tap" cost by turning to standby; refusing it in special posture
inline constexpr const char* kOldTapTexts = "GCB-R-OLD-TAP-TEXTS";
// equipping, moving or unequipping armor, and its once-a-turn limit
inline constexpr const char* kArmorMove = "GCB-R-ARMOR-MOVE";
// refusing an attack outside the player's own free time
inline constexpr const char* kActionAttack = "GCB-R-ACTION-ATTACK";

// 5. Attacks.

// an attacker turning to standby, refusals of an attack, and the attack ending
inline constexpr const char* kAttack = "GCB-R-ATTACK";
// a battle being declared and its P comparison and destruction
inline constexpr const char* kBattle = "GCB-R-BATTLE";
// a standby monster attacked by a lower P becoming a candidate, and its return to the hand
inline constexpr const char* kTemporaryDestruction = "GCB-R-TEMPORARY-DESTRUCTION";
// an attack on the player being declared
inline constexpr const char* kPlayerAttack = "GCB-R-PLAYER-ATTACK";
// a block, its fight and what a block is not (no battle, no temporary destruction); the attacked player passing; an attack that has no blocker going on
inline constexpr const char* kBlock = "GCB-R-BLOCK";
// an unblocked attack cutting the leftmost life into the hand
inline constexpr const char* kLifeCut = "GCB-R-LIFE-CUT";
// an attack going through against no life winning the game
inline constexpr const char* kAttackWin = "GCB-R-ATTACK-WIN";
// a monster's own-battle effect working after it destroyed a monster in a battle
inline constexpr const char* kBattleTerms = "GCB-R-BATTLE-TERMS";

// 6. Other rules.

// an activation or attack giving the other player the right to stack, the last item resolving, and refusals by that right
inline constexpr const char* kStack = "GCB-R-STACK";
// refusing an activation while the stack resolves
inline constexpr const char* kStackNoUnstacked = "GCB-R-STACK-NO-UNSTACKED";
// a move the rules forbid allowed by an effect (an extra normal summon), a refusal by an effect's "cannot", a discard an effect sends elsewhere
inline constexpr const char* kEffectOverRule = "GCB-R-EFFECT-OVER-RULE";
// a "cannot" effect winning over a "can" effect
inline constexpr const char* kCantOverCan = "GCB-R-CANT-OVER-CAN";
// refusing a move after the game was won (when no more exact rule is recorded)
inline constexpr const char* kSpecialWin = "GCB-R-SPECIAL-WIN";
// a player who must draw from an empty deck losing
inline constexpr const char* kDeckOut = "GCB-R-DECK-OUT";
// a win effect deciding the game
inline constexpr const char* kWinEffect = "GCB-R-WIN-EFFECT";
// armor left in a monster zone without a host going to the graveyard
inline constexpr const char* kArmorWithoutHost = "GCB-R-ARMOR-WITHOUT-HOST";
// energy whose card left going to the graveyard
inline constexpr const char* kEnergyWithoutCard = "GCB-R-ENERGY-WITHOUT-CARD";
// refusing energy as the target of an effect that chooses battlefield cards
inline constexpr const char* kEnergyNotBattlefieldCard = "GCB-R-ENERGY-NOT-BATTLEFIELD-CARD";
// the summary that an activation meets its timing, conditions and cost
inline constexpr const char* kActivationConditions = "GCB-R-ACTIVATION-CONDITIONS";
// refusing an activation outside the timing its effect names
inline constexpr const char* kActivationTiming = "GCB-R-ACTIVATION-TIMING";
// refusing an activation whose condition or once-a-turn pledge does not hold
inline constexpr const char* kActivationCondition = "GCB-R-ACTIVATION-CONDITION";
// a paid cost that produced its result; refusing a cost or target that cannot be paid
inline constexpr const char* kCostMustChange = "GCB-R-COST-MUST-CHANGE";
// paying or refusing a "lower P by N" cost
inline constexpr const char* kCostLowerP = "GCB-R-COST-EXAMPLE-LOWER-P";
// paying or refusing a "discard the whole hand" cost
inline constexpr const char* kCostDiscardHand = "GCB-R-COST-EXAMPLE-DISCARD-HAND";
// paying or refusing a "make P 0" cost, and the only monster it could change
inline constexpr const char* kCostNoChange = "GCB-R-COST-EXAMPLE-NO-CHANGE";
// choosing targets as a cost, and refusing too few
inline constexpr const char* kCostChooseTargets = "GCB-R-COST-EXAMPLE-CHOOSE-TARGETS";

// Assumptions where the seed is silent.

// a special charge lost, not yet given, or held only in special posture
inline constexpr const char* kSpecialChargeState = "GCB-A-SPECIAL-CHARGE-STATE";
// not cited for a step: P read as 0 at least (named in the lower-P refusal)
inline constexpr const char* kPowerFloor = "GCB-A-POWER-FLOOR";
// the moment before a battle ends, when temporary destruction is checked
inline constexpr const char* kFightEnd = "GCB-A-FIGHT-END";
inline constexpr const char* kTempAtAttack = "GCB-A-TEMP-DESTRUCTION-AT-ATTACK";  // 仮破壊 candidacy decided by posture and P when attacked
// not cited for a step: the summoner orders the energy (named in the energy step)
inline constexpr const char* kMaterialOrder = "GCB-A-MATERIAL-ORDER";
// the holder of the right to stack declining, which starts the resolution
inline constexpr const char* kStackDecline = "GCB-A-STACK-DECLINE";
// a monster that entered this turn attacking
inline constexpr const char* kNoSummoningSickness = "GCB-A-NO-SUMMONING-SICKNESS";
// refusing a red summon outside the player's own free time
inline constexpr const char* kRedSummonOwnFreeTime = "GCB-A-RED-SUMMON-OWN-FREE-TIME";
// a red-summoned monster entering in attack posture
inline constexpr const char* kRedSummonPosture = "GCB-A-RED-SUMMON-POSTURE";
// the turn player choosing the cards discarded in end time
inline constexpr const char* kEndTimeDiscardChoice = "GCB-A-END-TIME-DISCARD-CHOICE";
// the resolution going on to the next item or finishing; refusing <resolve-next> with no resolution
inline constexpr const char* kStackResolutionSteps = "GCB-A-STACK-RESOLUTION-STEPS";
// effects lasting while their source is on the battlefield ending as it leaves
inline constexpr const char* kWhileSource = "GCB-A-WHILE-SOURCE";
// effects given to a card ending as it leaves the battlefield (any route)
inline constexpr const char* kLeftBattlefieldNewCard = "GCB-A-LEFT-BATTLEFIELD-NEW-CARD";
// each operation of a resolving effect (draw, P change, destroy, seal, return, nullify, …)
inline constexpr const char* kEffectText = "GCB-A-EFFECT-DOES-ITS-TEXT";
// an area spell put into the spell zone while its activation waits on the stack
inline constexpr const char* kAreaSpellWaits = "GCB-A-AREA-SPELL-WAITS-IN-SPELL-ZONE";
inline constexpr const char* kBattleEffectNeedsSurvivor = "GCB-A-BATTLE-EFFECT-NEEDS-SURVIVOR";  // not when destroyed in the same battle
inline constexpr const char* kTurnEffectsEnd = "GCB-A-TURN-EFFECTS-END";  // "this turn" effects end with the turn
inline constexpr const char* kLoopSpellOnceResolved = "GCB-A-LOOP-SPELL-WORKS-ONCE-RESOLVED";  // no effect while its activation waits

inline constexpr const char* kAll[] = {
    kDeck40, kZones, kMonsterZone, kLifeZone, kGraveyard, kSealZone, kAreaZone, kSpellZone, kBattlefield, kPower,
    kMonsterColours, kRedMonsterKinds, kPostures, kSummoning, kNormalSummon, kEffectSummon, kRedSummonUnlimited,
    kSpecialSummon, kEvolutionSummon, kForceSummon, kForcePower, kForceMaterialLimits, kEffectSummonMonster, kEnergy,
    kSpells, kSpellTiming, kNormalSpell, kTimeSpell, kLoopSpell, kNullifiedStayingSpell, kArmorSpell, kAreaSpell,
    kGameStart, kGameStartFirstPlayer, kGameStartLife, kGameStartHand, kTurn, kStartTime, kDrawTime, kFreeTime,
    kEndTime, kFreeTimeActions, kActionNormalSummon, kActionRedSummon, kActionActivate, kChangeToSpecialPosture,
    kOldTapTexts, kArmorMove, kActionAttack, kAttack, kBattle, kTemporaryDestruction, kPlayerAttack, kBlock, kLifeCut,
    kAttackWin, kBattleTerms, kStack, kStackNoUnstacked, kEffectOverRule, kCantOverCan, kSpecialWin, kDeckOut,
    kWinEffect, kArmorWithoutHost, kEnergyWithoutCard, kEnergyNotBattlefieldCard, kActivationConditions,
    kActivationTiming, kActivationCondition, kCostMustChange, kCostLowerP, kCostDiscardHand, kCostNoChange,
    kCostChooseTargets, kSpecialChargeState, kPowerFloor, kFightEnd, kTempAtAttack, kMaterialOrder, kStackDecline,
    kNoSummoningSickness, kRedSummonOwnFreeTime, kRedSummonPosture, kEndTimeDiscardChoice, kStackResolutionSteps, kWhileSource, kLeftBattlefieldNewCard,
    kEffectText, kGameStartShuffle, kAreaSpellWaits, kLoopSpellOnceResolved, kTurnEffectsEnd, kBattleEffectNeedsSurvivor};

}  // namespace judge::gcb::cite
