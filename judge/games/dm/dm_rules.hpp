// Every rules database ID the Duel Masters ruleset cites: one constant per rule or assumption,
// so `grep DM-R-BLOCKER judge/` leads from the database to the code that applies it. The comment on
// each says which trace steps (and refusals) may cite it; a step cites what decided that step, never
// what started the effect or action it is part of.
#pragma once

namespace judge::dm::cite {

// Turn structure.
inline constexpr const char* kTurn = "DM-R-TURN";                 // entering a step the seed lists (untap, charge, main, attack); an action in the wrong step
inline constexpr const char* kUntapStep = "DM-R-UNTAP-STEP";      // the turn player untapping their creatures and mana
inline constexpr const char* kStartOfTurn = "DM-R-START-OF-TURN"; // entering the start of the turn (and its step: line), after the untap
inline constexpr const char* kManaCharge = "DM-R-MANA-CHARGE";    // the charge step opening; charging a card from the hand, or its refusal
inline constexpr const char* kMainPhase = "DM-R-MAIN-PHASE";      // entering the main phase; summoning or casting by an action there, or its refusal
inline constexpr const char* kAttackPhase = "DM-R-ATTACK-PHASE";  // entering the attack phase; an attack declared outside it, or while one is open
inline constexpr const char* kEndStep = "DM-R-END-STEP";          // entering the end of the turn (and its step: line), where "this turn" effects end
inline constexpr const char* kNoSecondMain = "DM-R-NO-SECOND-MAIN";  // refusing to summon or cast after the attack phase began

// Costs.
inline constexpr const char* kPayCost = "DM-R-PAY-COST";                    // tapping mana for a cost; too little or wrongly named mana
inline constexpr const char* kCivilizationMana = "DM-R-CIVILIZATION-MANA";  // the payment's mana of the card's civilization, or its lack
inline constexpr const char* kCannotBeBlocked = "DM-A-CANNOT-BE-BLOCKED";   // an attacker no creature may block (a block refused, none offered)
inline constexpr const char* kCostZero = "DM-A-COST-ZERO";                 // a cost of 0: no mana tapped, no civilization asked for
inline constexpr const char* kMulticolorCost = "DM-R-MULTICOLOR-COST";      // a multicoloured card's payment having each civilization
inline constexpr const char* kMulticolorMana = "DM-R-MULTICOLOR-MANA";      // one multicoloured mana counting as only one civilization
inline constexpr const char* kCostReductionFloor = "DM-R-COST-REDUCTION-FLOOR";  // the cost after reductions, floored at the civilization count

// Summoning sickness.
inline constexpr const char* kSummoningSickness = "DM-R-SUMMONING-SICKNESS";  // refusing an attack by a creature that entered this turn
inline constexpr const char* kSpeedAttacker = "DM-R-SPEED-ATTACKER";          // a creature with speed attacker attacking on its first turn
inline constexpr const char* kMachFighter = "DM-R-MACH-FIGHTER";              // a mach fighter attacking a creature (even untapped) on entry, not a player

// Attacks, battles, shields.
inline constexpr const char* kAttack = "DM-R-ATTACK";                        // tapping the attacker and choosing its target; an illegal attacker or target
inline constexpr const char* kAttackOrder = "DM-R-ATTACK-ORDER";             // the order within an attack: target chosen, block decision, pass, attack over
inline constexpr const char* kAttackTargetGone = "DM-R-ATTACK-TARGET-GONE";  // the attack ending because its target left
inline constexpr const char* kAttackerGone = "DM-R-ATTACKER-GONE";           // the attack ending because the attacker left
inline constexpr const char* kNoRetarget = "DM-R-NO-RETARGET";               // the target staying the same after the "when attacking" abilities
inline constexpr const char* kTapChangeAfterDeclaration = "DM-R-TAP-CHANGE-AFTER-DECLARATION";  // the attack going on though a tapped state changed
inline constexpr const char* kBlocker = "DM-R-BLOCKER";                      // a block (or none) by the attacked player; a creature that cannot block
inline constexpr const char* kBattle = "DM-R-BATTLE";                        // comparing powers in a battle and destroying the loser(s)
inline constexpr const char* kZeroPower = "DM-R-ZERO-POWER";                 // a creature of power 0 being destroyed
inline constexpr const char* kReplacedDestructionRecheck = "DM-R-REPLACED-DESTRUCTION-RECHECK";  // power 0 checked again after a replaced destruction
inline constexpr const char* kShieldBreak = "DM-R-SHIELD-BREAK";             // the break step of an unblocked attack on a player: one shield (no breaker), broken into the hand
inline constexpr const char* kShieldTrigger = "DM-R-SHIELD-TRIGGER";         // using (or not) a broken shield's shield trigger without its cost
inline constexpr const char* kDirectAttackWin = "DM-R-DIRECT-ATTACK-WIN";    // an unblocked attack on a player without shields winning; actions after that win

// Order of resolution.
inline constexpr const char* kNoInterruption = "DM-R-NO-INTERRUPTION";        // an ability triggered mid-resolution not cutting in
inline constexpr const char* kWaitingAbilities = "DM-R-WAITING-ABILITIES";    // an ability triggering and waiting; a waiting ability starting to resolve
inline constexpr const char* kWaitingOrder = "DM-R-WAITING-ORDER";            // turn player's waiting abilities first; a player ordering their own
inline constexpr const char* kTriggerSpellAtOnce = "DM-R-TRIGGER-SPELL-AT-ONCE";  // a shield trigger spell cutting in and resolving at once
inline constexpr const char* kTriggerCreatureEntersWaits = "DM-R-TRIGGER-CREATURE-ENTERS-WAITS";  // a shield trigger creature's enter abilities waiting
inline constexpr const char* kWaitingAfterLeave = "DM-R-WAITING-AFTER-LEAVE"; // a waiting ability resolving after its creature left
inline constexpr const char* kSpellInNoZone = "DM-R-SPELL-IN-NO-ZONE";        // casting a spell (in no zone while it resolves); the resolved spell to the graveyard
inline constexpr const char* kEffectBattle = "DM-R-EFFECT-BATTLE";            // a battle started by an effect, which is not an attack
inline constexpr const char* kDeclaredAbility = "DM-R-DECLARED-ABILITY";      // declaring a card at its trigger; its condition checked again on resolution

// Continuous effects.
inline constexpr const char* kContinuousEffects = "DM-R-CONTINUOUS-EFFECTS";  // an effect giving power, abilities or a "can/cannot"; a refusal by one
inline constexpr const char* kContinuousSnapshot = "DM-R-CONTINUOUS-SNAPSHOT";  // an "all" effect reaching only what is there when it resolves
inline constexpr const char* kContinuousAfterSourceLeaves = "DM-R-CONTINUOUS-AFTER-SOURCE-LEAVES";  // a restriction staying after its source left
inline constexpr const char* kEvolutionKeepsContinuous = "DM-R-EVOLUTION-KEEPS-CONTINUOUS";  // an evolution creature keeping its base's effects

// Reading card text (the seed calls it コンマイ語).
inline constexpr const char* kWording = "DM-R-WORDING";                  // refusing a choice the effect's wording does not allow
inline constexpr const char* kBeforeEachBreak = "DM-R-BEFORE-EACH-BREAK";  // "before each break" triggering once per shield to break
inline constexpr const char* kPutIntoMana = "DM-R-PUT-INTO-MANA";        // a card put into the mana zone tapped (multicoloured) or untapped
inline constexpr const char* kReplacementChoice = "DM-R-REPLACEMENT-CHOICE";  // choosing one of several "instead" effects; one used instead of leaving
inline constexpr const char* kIgnoreAbility = "DM-R-IGNORE-ABILITY";     // an ability switched off by an "ignore" effect
inline constexpr const char* kChooseN = "DM-R-CHOOSE-N";                 // the items chosen from "choose n", resolved top to bottom
inline constexpr const char* kSonoato = "DM-R-SONOATO";                  // その後: the second part happening whether or not the first did
inline constexpr const char* kSoshitara = "DM-R-SOSHITARA";              // そうしたら: the second part only when the first was done
inline constexpr const char* kStartOfTurnWording = "DM-R-START-OF-TURN-WORDING";  // "at the start of your turn" abilities triggering before the draw
inline constexpr const char* kTaiVsMai = "DM-R-TAI-VS-MAI";              // refusing a non-creature for an effect counted in 体
inline constexpr const char* kCannotBeChosen = "DM-R-CANNOT-BE-CHOSEN";  // a creature that cannot be chosen, skipped or refused as a choice
inline constexpr const char* kPutVsSummon = "DM-R-PUT-VS-SUMMON";        // a creature put (出す) into the battle zone, which is not summoning it
inline constexpr const char* kUseIsSummon = "DM-R-USE-IS-SUMMON";        // a creature used by an effect or shield trigger, which is summoning it
inline constexpr const char* kElementMovesWhole = "DM-R-ELEMENT-MOVES-WHOLE";  // an element of several cards moving whole and coming apart
inline constexpr const char* kDestroyOneCard = "DM-R-DESTROY-ONE-CARD";  // "destroy one card" taking one card of an evolution creature
inline constexpr const char* kCostNotBelowCivs = "DM-R-COST-NOT-BELOW-CIVS";  // "not below 1" read as "not below the civilization count"

// Keyword abilities (each keyword's file cites its own rule).
inline constexpr const char* kKeywords = "DM-R-KEYWORDS";      // the parent of the keyword rules: no step cites it
inline constexpr const char* kBreaker = "DM-R-BREAKER";        // a creature with several breakers using one of them
inline constexpr const char* kWBreaker = "DM-R-W-BREAKER";     // the number of shields a W breaker breaks
inline constexpr const char* kTBreaker = "DM-R-T-BREAKER";     // the number of shields a T breaker breaks
inline constexpr const char* kEvolution = "DM-R-EVOLUTION";    // evolving onto a base (tapped like it), no sickness; an illegal base
inline constexpr const char* kKeywordReminder = "DM-R-KEYWORD-REMINDER";  // a keyword read as its reminder text (e.g. by an "ignore" effect)
inline constexpr const char* kGuardStrike = "DM-R-GUARD-STRIKE";  // a broken guard strike card barring one attacker and staying in the hand
inline constexpr const char* kSlayer = "DM-R-SLAYER";          // a slayer taking the battle's winner down with it
inline constexpr const char* kGuardman = "DM-R-GUARDMAN";      // a guardman taking over an attack on a creature, never on a player
inline constexpr const char* kPoweredBreaker = "DM-R-POWERED-BREAKER";  // the shields a powered breaker breaks, one more per 6000 power
inline constexpr const char* kPowerAttacker = "DM-R-POWER-ATTACKER";    // the power bonus while attacking, and none otherwise
inline constexpr const char* kCharger = "DM-R-CHARGER";        // a resolved charger spell going to the mana zone instead of the graveyard
inline constexpr const char* kCrystalCharger = "DM-R-CRYSTAL-CHARGER";  // a crystal charger going face down into mana; that mana being colourless
inline constexpr const char* kExLife = "DM-R-EX-LIFE";         // the EX life shield joining the shields on entry, and going instead when it would leave
inline constexpr const char* kEscape = "DM-R-ESCAPE";          // a shield given up instead of destruction (escape)
inline constexpr const char* kTrueEscape = "DM-R-TRUE-ESCAPE"; // two shields given up instead of any leaving (true escape)
inline constexpr const char* kSaver = "DM-R-SAVER";            // a saver destroyed instead of the creature it protects
inline constexpr const char* kUltraSaver = "DM-R-ULTRA-SAVER"; // an ultra saver standing in for any way of leaving
inline constexpr const char* kStarEvolution = "DM-R-STAR-EVOLUTION";    // only the top card of a star evolution creature leaving
inline constexpr const char* kNeoEvolution = "DM-R-NEO-EVOLUTION";      // a NEO evolution summoned alone or on a base
inline constexpr const char* kGNeoEvolution = "DM-R-G-NEO-EVOLUTION";   // a G-NEO creature destroying a card beneath it instead of leaving
inline constexpr const char* kGraveManaEvolution = "DM-R-GRAVE-MANA-EVOLUTION";  // a base taken from the graveyard or mana zone, which does not enter
inline constexpr const char* kInvasion = "DM-R-INVASION";      // declaring invasion at an attack; its resolution or failure
inline constexpr const char* kSInvasion = "DM-R-S-INVASION";   // declaring S-class invasion from outside the hand; its resolution
inline constexpr const char* kRevolutionChange = "DM-R-REVOLUTION-CHANGE";  // declaring a revolution change; the exchange or its failure
inline constexpr const char* kNinjaChange = "DM-R-NINJA-CHANGE";            // declaring a ninja change; the exchange
inline constexpr const char* kNinjaStrike = "DM-R-NINJA-STRIKE";            // declaring a ninja strike; the creature put out without a cost
inline constexpr const char* kRevolutionN = "DM-R-REVOLUTION-N";            // a 革命n ability working or not by the shield count
inline constexpr const char* kRevolution0Trigger = "DM-R-REVOLUTION-0-TRIGGER";  // using a 革命0トリガー at a direct attack on no shields
inline constexpr const char* kMekuraid = "DM-R-MEKURAID";      // looking at three cards and using one that fits
inline constexpr const char* kWMekuraid = "DM-R-W-MEKURAID";   // looking at six cards and using up to two
inline constexpr const char* kLastBurst = "DM-R-LAST-BURST";   // a destroyed twinpact's spell half cast for free
inline constexpr const char* kMegaLastBurst = "DM-R-MEGA-LAST-BURST";  // the same on any way of leaving
inline constexpr const char* kFinalRevolution = "DM-R-FINAL-REVOLUTION";    // a ファイナル革命 used, or doing nothing as the turn's second
inline constexpr const char* kFinalDeclaration = "DM-R-FINAL-DECLARATION";  // a 終極宣言 used, or doing nothing as the game's second

// Special cards.
inline constexpr const char* kSpecialCards = "DM-R-SPECIAL-CARDS";  // the parent of the twinpact and tamaseed rules: no step cites it
inline constexpr const char* kTwinpact = "DM-R-TWINPACT";  // which half of a twinpact is used, read, or may be used from the shields
inline constexpr const char* kTamaseed = "DM-R-TAMASEED";  // a tamaseed not attacking or blocking, being a base, or promoted to a creature

// Assumptions where the seed is silent.
inline constexpr const char* kDrawStep = "DM-A-DRAW-STEP";             // entering the draw step (its step: line) and the turn player's draw there; a charge refused there
inline constexpr const char* kDraw = "DM-A-DRAW";                      // a card drawn by an effect (top of the deck to the hand)
inline constexpr const char* kFirstTurnNoDraw = "DM-A-FIRST-TURN-NO-DRAW";  // the first player skipping the draw of turn 1
inline constexpr const char* kDeckOut = "DM-A-DECK-OUT";               // a player with an empty deck losing; actions after that loss
inline constexpr const char* kDestroyedToGraveyard = "DM-A-DESTROYED-TO-GRAVEYARD";  // a creature destroyed by an effect going to the graveyard
inline constexpr const char* kMovedToOwnerZone = "DM-A-MOVED-TO-OWNER-ZONE";  // an effect returning, discarding or putting a card into its owner's zone
inline constexpr const char* kAddToShields = "DM-A-ADD-TO-SHIELDS";  // a card an effect adds to the shields (シールド追加)
inline constexpr const char* kEffectAsWritten = "DM-A-EFFECT-AS-WRITTEN";  // an effect's part declined, without effect (condition, nothing to work on), a tap/untap
inline constexpr const char* kAttackerChoosesShields = "DM-A-ATTACKER-CHOOSES-SHIELDS";  // the attacking player choosing the shields to break
inline constexpr const char* kBlockConditions = "DM-A-BLOCK-CONDITIONS";  // a creature summoned this turn blocking all the same
inline constexpr const char* kPowerFloor = "DM-A-POWER-FLOOR";         // power adding up below 0 read as 0
inline constexpr const char* kSicknessDuration = "DM-A-SICKNESS-DURATION";  // named in the summoning sickness refusal: when sickness ends
inline constexpr const char* kManaChargeOptional = "DM-A-MANA-CHARGE-OPTIONAL";  // refusing a charge after the charge step
inline constexpr const char* kFaceDownManaUntapped = "DM-A-FACE-DOWN-MANA-UNTAPPED";  // a face-down card going into mana untapped
inline constexpr const char* kRaceWordIncludes = "DM-A-RACE-WORD-INCLUDES";  // a race asked for by a word: every race containing it (trait filters, races of keywords, the card-text grammar)
inline constexpr const char* kGraveyardInsteadNotDestroyed = "DM-A-GRAVEYARD-INSTEAD-NOT-DESTROYED";  // card text 「墓地に置くかわりに」 read as a replacement of the destruction (the card-text grammar)
inline constexpr const char* kCountedTargetChooses = "DM-A-COUNTED-TARGET-CHOOSES";  // card text giving only a count (1体破壊する) read as choosing (the card-text grammar)
inline constexpr const char* kSubstituteShieldChooser = "DM-A-SUBSTITUTE-SHIELD-CHOOSER";  // the owner choosing which shields to give up
inline constexpr const char* kTamaseedEvolutionBase = "DM-A-TAMASEED-EVOLUTION-BASE";  // any tamaseed accepted as an evolution base
inline constexpr const char* kZoneEvolutionBase = "DM-A-ZONE-EVOLUTION-BASE";  // the graveyard/mana base: a creature card, the evolution untapped
inline constexpr const char* kStarEvolutionRemainder = "DM-A-STAR-EVOLUTION-REMAINDER";  // what stays after a star evolution's top leaves
inline constexpr const char* kGNeoGivesUpOneCard = "DM-A-G-NEO-GIVES-UP-ONE-CARD";  // one card beneath a G-NEO destroyed, the creature staying
inline constexpr const char* kSwapDeclaration = "DM-A-SWAP-DECLARATION";  // a declared card staying revealed where it was; a failed one staying there
inline constexpr const char* kInvasionNotSummon = "DM-A-INVASION-NOT-SUMMON";  // an invading creature not counting as summoned
inline constexpr const char* kSInvasionZones = "DM-A-S-INVASION-ZONES";  // S-class invasion declared from the graveyard or mana zone
inline constexpr const char* kChangeOldToHand = "DM-A-CHANGE-OLD-TO-HAND";  // the exchanged-out creature returning to the hand
inline constexpr const char* kNinjaStrikeMana = "DM-A-NINJA-STRIKE-MANA";  // counting the mana (tapped or not) a ninja strike needs
inline constexpr const char* kMekuraidRestToBottom = "DM-A-MEKURAID-REST-TO-BOTTOM";  // the unused looked-at cards to the bottom of the deck
inline constexpr const char* kFinalLimitPerPlayer = "DM-A-FINAL-LIMIT-PER-PLAYER";  // the once-a-turn/once-a-game limit counting the player's own uses
inline constexpr const char* kUntilNextTurn = "DM-A-UNTIL-NEXT-TURN";  // "until the next turn" effects ending as their owner's turn begins
inline constexpr const char* kLeavingEndsEffects = "DM-A-LEAVING-ENDS-EFFECTS";  // effects on (or given by) a card ending as it moves
inline constexpr const char* kStaticReachBeforeStatics = "DM-A-STATIC-REACH-BEFORE-STATICS";  // the bound a static ability's reach reads, before statics
inline constexpr const char* kWinsBattle = "DM-A-WINS-BATTLE";  // which creature won a battle, for "when it wins a battle"
inline constexpr const char* kEndOfTurnTriggers = "DM-A-END-OF-TURN-TRIGGERS";  // "at the end of the turn" abilities, before "this turn" ends
inline constexpr const char* kMustAttack = "DM-A-MUST-ATTACK";  // "attacks if able", "attacks this creature if able"
inline constexpr const char* kEffectBreak = "DM-A-EFFECT-BREAK";  // an effect's shield break, as an attack's
inline constexpr const char* kEffectChooser = "DM-A-EFFECT-CHOOSER";  // who chooses the cards an effect picks among the opponent's
inline constexpr const char* kGZero = "DM-A-G-ZERO";  // a creature summoned without paying its cost while its G・ゼロ condition holds
inline constexpr const char* kTriggerCreatureCannotEnter = "DM-A-TRIGGER-CREATURE-THAT-CANNOT-ENTER";  // not offered, stays in the hand
inline constexpr const char* kBreakAllRemaining = "DM-A-BREAK-ALL-REMAINING";  // a breaker facing fewer shields breaks them all
inline constexpr const char* kNextCardCost = "DM-A-NEXT-CARD-COST";  // "the next creature you summon this turn costs N less"
inline constexpr const char* kThatCard = "DM-A-THAT-CARD";  // a later part working on the card an earlier part of the effect found (as="…")
inline constexpr const char* kTamaseedPromotion = "DM-A-TAMASEED-PROMOTION";  // a promoted tamaseed's sickness counted from its entry
inline constexpr const char* kCannotOverCan = "DM-A-CANNOT-OVER-CAN";  // a "can" meeting a "cannot" (or a kept keyword lost): the negative decides
inline constexpr const char* kRevolution0Timing = "DM-A-REVOLUTION-0-TIMING";  // the moment a 革命0トリガー may be used
inline constexpr const char* kRevolution0EvolutionReveal = "DM-A-REVOLUTION-0-EVOLUTION-REVEAL";  // a revealed non-creature for an evolution's 革命0トリガー

inline constexpr const char* kAll[] = {
    kTurn, kUntapStep, kStartOfTurn, kManaCharge, kMainPhase, kAttackPhase, kEndStep, kNoSecondMain,
    kPayCost, kCivilizationMana, kCostZero, kCannotBeBlocked, kMulticolorCost, kMulticolorMana, kCostReductionFloor, kSummoningSickness,
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
    kFinalRevolution, kFinalDeclaration, kSpecialCards, kTwinpact, kTamaseed, kDrawStep, kDraw, kFirstTurnNoDraw,
    kDeckOut, kDestroyedToGraveyard, kMovedToOwnerZone, kAddToShields, kEffectAsWritten, kAttackerChoosesShields, kBlockConditions,
    kPowerFloor, kSicknessDuration, kManaChargeOptional,
    kFaceDownManaUntapped, kSubstituteShieldChooser, kRaceWordIncludes, kCountedTargetChooses, kGraveyardInsteadNotDestroyed,
    kTamaseedEvolutionBase, kZoneEvolutionBase, kStarEvolutionRemainder, kGNeoGivesUpOneCard,
    kSwapDeclaration, kInvasionNotSummon, kSInvasionZones, kChangeOldToHand, kNinjaStrikeMana,
    kMekuraidRestToBottom, kFinalLimitPerPlayer,
    kRevolution0Timing, kRevolution0EvolutionReveal, kTamaseedPromotion, kUntilNextTurn, kLeavingEndsEffects, kCannotOverCan, kThatCard, kStaticReachBeforeStatics, kWinsBattle, kEndOfTurnTriggers, kMustAttack, kEffectBreak, kEffectChooser, kGZero, kNextCardCost, kBreakAllRemaining, kTriggerCreatureCannotEnter};

}  // namespace judge::dm::cite
