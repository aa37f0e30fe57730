// Every rules database ID the Gouda Card Battler ruleset cites: one constant per rule or
// assumption, so `grep GCB-R-BATTLE judge/` leads from the database to the code that applies it.
#pragma once

namespace judge::gcb::cite {

// 1. Preparation and zones.
inline constexpr const char* kDeck40 = "GCB-R-DECK-40";
inline constexpr const char* kZones = "GCB-R-ZONES";
inline constexpr const char* kMonsterZone = "GCB-R-MONSTER-ZONE";
inline constexpr const char* kLifeZone = "GCB-R-LIFE-ZONE";
inline constexpr const char* kGraveyard = "GCB-R-GRAVEYARD";
inline constexpr const char* kSealZone = "GCB-R-SEAL-ZONE";
inline constexpr const char* kAreaZone = "GCB-R-AREA-ZONE";
inline constexpr const char* kSpellZone = "GCB-R-SPELL-ZONE";
inline constexpr const char* kBattlefield = "GCB-R-BATTLEFIELD";

// 2. Monsters and summoning.
inline constexpr const char* kPower = "GCB-R-POWER";
inline constexpr const char* kMonsterColours = "GCB-R-MONSTER-COLOURS";
inline constexpr const char* kRedMonsterKinds = "GCB-R-RED-MONSTER-KINDS";
inline constexpr const char* kPostures = "GCB-R-POSTURES";
inline constexpr const char* kSummoning = "GCB-R-SUMMONING";
inline constexpr const char* kNormalSummon = "GCB-R-NORMAL-SUMMON";
inline constexpr const char* kEffectSummon = "GCB-R-EFFECT-SUMMON";
inline constexpr const char* kRedSummonUnlimited = "GCB-R-RED-SUMMON-UNLIMITED";
inline constexpr const char* kSpecialSummon = "GCB-R-SPECIAL-SUMMON";
inline constexpr const char* kEvolutionSummon = "GCB-R-EVOLUTION-SUMMON";
inline constexpr const char* kForceSummon = "GCB-R-FORCE-SUMMON";
inline constexpr const char* kForcePower = "GCB-R-FORCE-POWER";
inline constexpr const char* kForceMaterialLimits = "GCB-R-FORCE-MATERIAL-LIMITS";
inline constexpr const char* kEffectSummonMonster = "GCB-R-EFFECT-SUMMON-MONSTER";
inline constexpr const char* kEnergy = "GCB-R-ENERGY";

// 3. Spells.
inline constexpr const char* kSpells = "GCB-R-SPELLS";
inline constexpr const char* kSpellTiming = "GCB-R-SPELL-TIMING";
inline constexpr const char* kNormalSpell = "GCB-R-NORMAL-SPELL";
inline constexpr const char* kTimeSpell = "GCB-R-TIME-SPELL";
inline constexpr const char* kLoopSpell = "GCB-R-LOOP-SPELL";
inline constexpr const char* kNullifiedStayingSpell = "GCB-R-NULLIFIED-STAYING-SPELL";
inline constexpr const char* kArmorSpell = "GCB-R-ARMOR-SPELL";
inline constexpr const char* kAreaSpell = "GCB-R-AREA-SPELL";

// 4. Game flow.
inline constexpr const char* kGameStart = "GCB-R-GAME-START";
inline constexpr const char* kGameStartFirstPlayer = "GCB-R-GAME-START-FIRST-PLAYER";
inline constexpr const char* kGameStartLife = "GCB-R-GAME-START-LIFE";
inline constexpr const char* kGameStartHand = "GCB-R-GAME-START-HAND";
inline constexpr const char* kTurn = "GCB-R-TURN";
inline constexpr const char* kStartTime = "GCB-R-START-TIME";
inline constexpr const char* kDrawTime = "GCB-R-DRAW-TIME";
inline constexpr const char* kFreeTime = "GCB-R-FREE-TIME";
inline constexpr const char* kEndTime = "GCB-R-END-TIME";
inline constexpr const char* kFreeTimeActions = "GCB-R-FREE-TIME-ACTIONS";
inline constexpr const char* kActionNormalSummon = "GCB-R-ACTION-NORMAL-SUMMON";
inline constexpr const char* kActionRedSummon = "GCB-R-ACTION-RED-SUMMON";
inline constexpr const char* kActionActivate = "GCB-R-ACTION-ACTIVATE";
inline constexpr const char* kChangeToSpecialPosture = "GCB-R-CHANGE-TO-SPECIAL-POSTURE";
inline constexpr const char* kOldTapTexts = "GCB-R-OLD-TAP-TEXTS";
inline constexpr const char* kArmorMove = "GCB-R-ARMOR-MOVE";
inline constexpr const char* kActionAttack = "GCB-R-ACTION-ATTACK";

// 5. Attacks.
inline constexpr const char* kAttack = "GCB-R-ATTACK";
inline constexpr const char* kBattle = "GCB-R-BATTLE";
inline constexpr const char* kTemporaryDestruction = "GCB-R-TEMPORARY-DESTRUCTION";
inline constexpr const char* kPlayerAttack = "GCB-R-PLAYER-ATTACK";
inline constexpr const char* kBlock = "GCB-R-BLOCK";
inline constexpr const char* kLifeCut = "GCB-R-LIFE-CUT";
inline constexpr const char* kAttackWin = "GCB-R-ATTACK-WIN";
inline constexpr const char* kBattleTerms = "GCB-R-BATTLE-TERMS";

// 6. Other rules.
inline constexpr const char* kStack = "GCB-R-STACK";
inline constexpr const char* kStackNoUnstacked = "GCB-R-STACK-NO-UNSTACKED";
inline constexpr const char* kEffectOverRule = "GCB-R-EFFECT-OVER-RULE";
inline constexpr const char* kCantOverCan = "GCB-R-CANT-OVER-CAN";
inline constexpr const char* kSpecialWin = "GCB-R-SPECIAL-WIN";
inline constexpr const char* kDeckOut = "GCB-R-DECK-OUT";
inline constexpr const char* kWinEffect = "GCB-R-WIN-EFFECT";
inline constexpr const char* kArmorWithoutHost = "GCB-R-ARMOR-WITHOUT-HOST";
inline constexpr const char* kEnergyWithoutCard = "GCB-R-ENERGY-WITHOUT-CARD";
inline constexpr const char* kEnergyNotBattlefieldCard = "GCB-R-ENERGY-NOT-BATTLEFIELD-CARD";
inline constexpr const char* kActivationConditions = "GCB-R-ACTIVATION-CONDITIONS";
inline constexpr const char* kActivationTiming = "GCB-R-ACTIVATION-TIMING";
inline constexpr const char* kActivationCondition = "GCB-R-ACTIVATION-CONDITION";
inline constexpr const char* kCostMustChange = "GCB-R-COST-MUST-CHANGE";
inline constexpr const char* kCostLowerP = "GCB-R-COST-EXAMPLE-LOWER-P";
inline constexpr const char* kCostDiscardHand = "GCB-R-COST-EXAMPLE-DISCARD-HAND";
inline constexpr const char* kCostNoChange = "GCB-R-COST-EXAMPLE-NO-CHANGE";
inline constexpr const char* kCostChooseTargets = "GCB-R-COST-EXAMPLE-CHOOSE-TARGETS";

// Assumptions where the seed is silent.
inline constexpr const char* kSpecialChargeState = "GCB-A-SPECIAL-CHARGE-STATE";
inline constexpr const char* kPowerFloor = "GCB-A-POWER-FLOOR";
inline constexpr const char* kFightEnd = "GCB-A-FIGHT-END";
inline constexpr const char* kMaterialOrder = "GCB-A-MATERIAL-ORDER";
inline constexpr const char* kStackDecline = "GCB-A-STACK-DECLINE";
inline constexpr const char* kNoSummoningSickness = "GCB-A-NO-SUMMONING-SICKNESS";
inline constexpr const char* kRedSummonOwnFreeTime = "GCB-A-RED-SUMMON-OWN-FREE-TIME";
inline constexpr const char* kRedSummonPosture = "GCB-A-RED-SUMMON-POSTURE";
inline constexpr const char* kEndTimeDiscardChoice = "GCB-A-END-TIME-DISCARD-CHOICE";
inline constexpr const char* kStackResolutionSteps = "GCB-A-STACK-RESOLUTION-STEPS";
inline constexpr const char* kWhileSource = "GCB-A-WHILE-SOURCE";
inline constexpr const char* kEffectText = "GCB-A-EFFECT-DOES-ITS-TEXT";  // each operation of a resolving effect

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
    kCostChooseTargets, kSpecialChargeState, kPowerFloor, kFightEnd, kMaterialOrder, kStackDecline,
    kNoSummoningSickness, kRedSummonOwnFreeTime, kRedSummonPosture, kEndTimeDiscardChoice, kStackResolutionSteps, kWhileSource,
    kEffectText};

}  // namespace judge::gcb::cite
