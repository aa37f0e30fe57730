// Every rules database ID the Duel Masters ruleset cites: one constant per rule or assumption,
// so `grep DM-R-BLOCKER judge/` leads from the database to the code that applies it.
#pragma once

namespace judge::dm::cite {

// Turn structure.
inline constexpr const char* kTurn = "DM-R-TURN";
inline constexpr const char* kUntapStep = "DM-R-UNTAP-STEP";
inline constexpr const char* kStartOfTurn = "DM-R-START-OF-TURN";
inline constexpr const char* kDrawStep = "DM-R-DRAW-STEP";
inline constexpr const char* kManaCharge = "DM-R-MANA-CHARGE";
inline constexpr const char* kMainPhase = "DM-R-MAIN-PHASE";
inline constexpr const char* kAttackPhase = "DM-R-ATTACK-PHASE";
inline constexpr const char* kEndStep = "DM-R-END-STEP";
inline constexpr const char* kNoSecondMain = "DM-R-NO-SECOND-MAIN";

// Costs.
inline constexpr const char* kPayCost = "DM-R-PAY-COST";
inline constexpr const char* kCivilizationMana = "DM-R-CIVILIZATION-MANA";
inline constexpr const char* kMulticolorCost = "DM-R-MULTICOLOR-COST";
inline constexpr const char* kMulticolorMana = "DM-R-MULTICOLOR-MANA";
inline constexpr const char* kCostReductionFloor = "DM-R-COST-REDUCTION-FLOOR";

// Summoning sickness.
inline constexpr const char* kSummoningSickness = "DM-R-SUMMONING-SICKNESS";
inline constexpr const char* kSpeedAttacker = "DM-R-SPEED-ATTACKER";
inline constexpr const char* kMachFighter = "DM-R-MACH-FIGHTER";

// Attacks, battles, shields.
inline constexpr const char* kAttack = "DM-R-ATTACK";
inline constexpr const char* kAttackOrder = "DM-R-ATTACK-ORDER";
inline constexpr const char* kAttackTargetGone = "DM-R-ATTACK-TARGET-GONE";
inline constexpr const char* kAttackerGone = "DM-R-ATTACKER-GONE";
inline constexpr const char* kNoRetarget = "DM-R-NO-RETARGET";
inline constexpr const char* kTapChangeAfterDeclaration = "DM-R-TAP-CHANGE-AFTER-DECLARATION";
inline constexpr const char* kBlocker = "DM-R-BLOCKER";
inline constexpr const char* kBattle = "DM-R-BATTLE";
inline constexpr const char* kZeroPower = "DM-R-ZERO-POWER";
inline constexpr const char* kReplacedDestructionRecheck = "DM-R-REPLACED-DESTRUCTION-RECHECK";
inline constexpr const char* kShieldBreak = "DM-R-SHIELD-BREAK";
inline constexpr const char* kShieldTrigger = "DM-R-SHIELD-TRIGGER";
inline constexpr const char* kDirectAttackWin = "DM-R-DIRECT-ATTACK-WIN";

// Order of resolution.
inline constexpr const char* kNoInterruption = "DM-R-NO-INTERRUPTION";
inline constexpr const char* kWaitingAbilities = "DM-R-WAITING-ABILITIES";
inline constexpr const char* kWaitingOrder = "DM-R-WAITING-ORDER";
inline constexpr const char* kTriggerSpellAtOnce = "DM-R-TRIGGER-SPELL-AT-ONCE";
inline constexpr const char* kTriggerCreatureEntersWaits = "DM-R-TRIGGER-CREATURE-ENTERS-WAITS";
inline constexpr const char* kWaitingAfterLeave = "DM-R-WAITING-AFTER-LEAVE";
inline constexpr const char* kSpellInNoZone = "DM-R-SPELL-IN-NO-ZONE";
inline constexpr const char* kEffectBattle = "DM-R-EFFECT-BATTLE";
inline constexpr const char* kDeclaredAbility = "DM-R-DECLARED-ABILITY";

// Continuous effects.
inline constexpr const char* kContinuousEffects = "DM-R-CONTINUOUS-EFFECTS";
inline constexpr const char* kContinuousSnapshot = "DM-R-CONTINUOUS-SNAPSHOT";
inline constexpr const char* kContinuousAfterSourceLeaves = "DM-R-CONTINUOUS-AFTER-SOURCE-LEAVES";
inline constexpr const char* kEvolutionKeepsContinuous = "DM-R-EVOLUTION-KEEPS-CONTINUOUS";

// Wording (コンマイ語).
inline constexpr const char* kWording = "DM-R-WORDING";
inline constexpr const char* kBeforeEachBreak = "DM-R-BEFORE-EACH-BREAK";
inline constexpr const char* kPutIntoMana = "DM-R-PUT-INTO-MANA";
inline constexpr const char* kReplacementChoice = "DM-R-REPLACEMENT-CHOICE";
inline constexpr const char* kIgnoreAbility = "DM-R-IGNORE-ABILITY";
inline constexpr const char* kChooseN = "DM-R-CHOOSE-N";
inline constexpr const char* kSonoato = "DM-R-SONOATO";
inline constexpr const char* kSoshitara = "DM-R-SOSHITARA";
inline constexpr const char* kStartOfTurnWording = "DM-R-START-OF-TURN-WORDING";
inline constexpr const char* kTaiVsMai = "DM-R-TAI-VS-MAI";
inline constexpr const char* kCannotBeChosen = "DM-R-CANNOT-BE-CHOSEN";
inline constexpr const char* kPutVsSummon = "DM-R-PUT-VS-SUMMON";
inline constexpr const char* kUseIsSummon = "DM-R-USE-IS-SUMMON";
inline constexpr const char* kElementMovesWhole = "DM-R-ELEMENT-MOVES-WHOLE";
inline constexpr const char* kDestroyOneCard = "DM-R-DESTROY-ONE-CARD";
inline constexpr const char* kCostNotBelowCivs = "DM-R-COST-NOT-BELOW-CIVS";

// Keyword abilities (each keyword's file cites its own rule).
inline constexpr const char* kKeywords = "DM-R-KEYWORDS";
inline constexpr const char* kBreaker = "DM-R-BREAKER";
inline constexpr const char* kWBreaker = "DM-R-W-BREAKER";
inline constexpr const char* kTBreaker = "DM-R-T-BREAKER";
inline constexpr const char* kEvolution = "DM-R-EVOLUTION";
inline constexpr const char* kKeywordReminder = "DM-R-KEYWORD-REMINDER";
inline constexpr const char* kGuardStrike = "DM-R-GUARD-STRIKE";
inline constexpr const char* kSlayer = "DM-R-SLAYER";
inline constexpr const char* kGuardman = "DM-R-GUARDMAN";
inline constexpr const char* kPoweredBreaker = "DM-R-POWERED-BREAKER";
inline constexpr const char* kPowerAttacker = "DM-R-POWER-ATTACKER";
inline constexpr const char* kCharger = "DM-R-CHARGER";
inline constexpr const char* kCrystalCharger = "DM-R-CRYSTAL-CHARGER";
inline constexpr const char* kExLife = "DM-R-EX-LIFE";
inline constexpr const char* kEscape = "DM-R-ESCAPE";
inline constexpr const char* kTrueEscape = "DM-R-TRUE-ESCAPE";
inline constexpr const char* kSaver = "DM-R-SAVER";
inline constexpr const char* kUltraSaver = "DM-R-ULTRA-SAVER";
inline constexpr const char* kStarEvolution = "DM-R-STAR-EVOLUTION";
inline constexpr const char* kNeoEvolution = "DM-R-NEO-EVOLUTION";
inline constexpr const char* kGNeoEvolution = "DM-R-G-NEO-EVOLUTION";
inline constexpr const char* kGraveManaEvolution = "DM-R-GRAVE-MANA-EVOLUTION";
inline constexpr const char* kInvasion = "DM-R-INVASION";
inline constexpr const char* kSInvasion = "DM-R-S-INVASION";
inline constexpr const char* kRevolutionChange = "DM-R-REVOLUTION-CHANGE";
inline constexpr const char* kNinjaChange = "DM-R-NINJA-CHANGE";
inline constexpr const char* kNinjaStrike = "DM-R-NINJA-STRIKE";
inline constexpr const char* kRevolutionN = "DM-R-REVOLUTION-N";
inline constexpr const char* kRevolution0Trigger = "DM-R-REVOLUTION-0-TRIGGER";
inline constexpr const char* kMekuraid = "DM-R-MEKURAID";
inline constexpr const char* kWMekuraid = "DM-R-W-MEKURAID";
inline constexpr const char* kLastBurst = "DM-R-LAST-BURST";
inline constexpr const char* kMegaLastBurst = "DM-R-MEGA-LAST-BURST";
inline constexpr const char* kFinalRevolution = "DM-R-FINAL-REVOLUTION";
inline constexpr const char* kFinalDeclaration = "DM-R-FINAL-DECLARATION";

// Special cards.
inline constexpr const char* kSpecialCards = "DM-R-SPECIAL-CARDS";
inline constexpr const char* kTwinpact = "DM-R-TWINPACT";
inline constexpr const char* kTamaseed = "DM-R-TAMASEED";

// Assumptions where the seed is silent.
inline constexpr const char* kFirstTurnNoDraw = "DM-A-FIRST-TURN-NO-DRAW";
inline constexpr const char* kDeckOut = "DM-A-DECK-OUT";
inline constexpr const char* kAttackerChoosesShields = "DM-A-ATTACKER-CHOOSES-SHIELDS";
inline constexpr const char* kBlockConditions = "DM-A-BLOCK-CONDITIONS";
inline constexpr const char* kPowerFloor = "DM-A-POWER-FLOOR";
inline constexpr const char* kSicknessDuration = "DM-A-SICKNESS-DURATION";
inline constexpr const char* kManaChargeOptional = "DM-A-MANA-CHARGE-OPTIONAL";
inline constexpr const char* kFaceDownManaUntapped = "DM-A-FACE-DOWN-MANA-UNTAPPED";
inline constexpr const char* kSubstituteShieldChooser = "DM-A-SUBSTITUTE-SHIELD-CHOOSER";
inline constexpr const char* kTamaseedEvolutionBase = "DM-A-TAMASEED-EVOLUTION-BASE";
inline constexpr const char* kZoneEvolutionBase = "DM-A-ZONE-EVOLUTION-BASE";
inline constexpr const char* kStarEvolutionRemainder = "DM-A-STAR-EVOLUTION-REMAINDER";
inline constexpr const char* kGNeoGivesUpOneCard = "DM-A-G-NEO-GIVES-UP-ONE-CARD";
inline constexpr const char* kSwapDeclaration = "DM-A-SWAP-DECLARATION";
inline constexpr const char* kInvasionNotSummon = "DM-A-INVASION-NOT-SUMMON";
inline constexpr const char* kSInvasionZones = "DM-A-S-INVASION-ZONES";
inline constexpr const char* kChangeOldToHand = "DM-A-CHANGE-OLD-TO-HAND";
inline constexpr const char* kNinjaStrikeMana = "DM-A-NINJA-STRIKE-MANA";
inline constexpr const char* kMekuraidRestToBottom = "DM-A-MEKURAID-REST-TO-BOTTOM";
inline constexpr const char* kFinalLimitPerPlayer = "DM-A-FINAL-LIMIT-PER-PLAYER";
inline constexpr const char* kUntilNextTurn = "DM-A-UNTIL-NEXT-TURN";
inline constexpr const char* kLeavingEndsEffects = "DM-A-LEAVING-ENDS-EFFECTS";
inline constexpr const char* kTamaseedPromotion = "DM-A-TAMASEED-PROMOTION";
inline constexpr const char* kRevolution0Timing = "DM-A-REVOLUTION-0-TIMING";
inline constexpr const char* kRevolution0EvolutionReveal = "DM-A-REVOLUTION-0-EVOLUTION-REVEAL";

inline constexpr const char* kAll[] = {
    kTurn, kUntapStep, kStartOfTurn, kDrawStep, kManaCharge, kMainPhase, kAttackPhase, kEndStep, kNoSecondMain,
    kPayCost, kCivilizationMana, kMulticolorCost, kMulticolorMana, kCostReductionFloor, kSummoningSickness,
    kSpeedAttacker, kMachFighter, kAttack, kAttackOrder, kAttackTargetGone, kAttackerGone, kNoRetarget,
    kTapChangeAfterDeclaration, kBlocker, kBattle, kZeroPower, kReplacedDestructionRecheck, kShieldBreak,
    kShieldTrigger, kDirectAttackWin, kNoInterruption, kWaitingAbilities, kWaitingOrder, kTriggerSpellAtOnce,
    kTriggerCreatureEntersWaits, kWaitingAfterLeave, kSpellInNoZone, kEffectBattle, kDeclaredAbility,
    kContinuousEffects, kContinuousSnapshot, kContinuousAfterSourceLeaves, kEvolutionKeepsContinuous, kWording,
    kBeforeEachBreak, kPutIntoMana, kReplacementChoice, kIgnoreAbility, kChooseN, kSonoato, kSoshitara,
    kStartOfTurnWording, kTaiVsMai, kCannotBeChosen, kPutVsSummon, kUseIsSummon, kElementMovesWhole,
    kDestroyOneCard, kCostNotBelowCivs, kKeywords, kBreaker, kWBreaker, kTBreaker, kEvolution, kKeywordReminder, kGuardStrike, kSlayer, kGuardman,
    kPoweredBreaker, kPowerAttacker, kCharger, kCrystalCharger, kExLife, kEscape, kTrueEscape, kSaver, kUltraSaver,
    kStarEvolution, kNeoEvolution, kGNeoEvolution, kGraveManaEvolution, kInvasion, kSInvasion, kRevolutionChange,
    kNinjaChange, kNinjaStrike, kRevolutionN, kRevolution0Trigger, kMekuraid, kWMekuraid, kLastBurst, kMegaLastBurst,
    kFinalRevolution, kFinalDeclaration, kSpecialCards, kTwinpact, kTamaseed, kFirstTurnNoDraw,
    kDeckOut, kAttackerChoosesShields, kBlockConditions, kPowerFloor, kSicknessDuration, kManaChargeOptional,
    kFaceDownManaUntapped, kSubstituteShieldChooser,
    kTamaseedEvolutionBase, kZoneEvolutionBase, kStarEvolutionRemainder, kGNeoGivesUpOneCard,
    kSwapDeclaration, kInvasionNotSummon, kSInvasionZones, kChangeOldToHand, kNinjaStrikeMana,
    kMekuraidRestToBottom, kFinalLimitPerPlayer,
    kRevolution0Timing, kRevolution0EvolutionReveal, kTamaseedPromotion, kUntilNextTurn, kLeavingEndsEffects};

}  // namespace judge::dm::cite
