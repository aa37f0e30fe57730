// Every rules database ID the Imitation World ruleset cites: one constant per rule, ruling or
// assumption, so `grep IW-R-PIERCE judge/` leads from the database to the code that applies it.
#pragma once

namespace judge::iw::cite {

// Seed 000: abilities and effects.
inline constexpr const char* kAbilities = "IW-R-ABILITIES";             // text on a ゲウダ
inline constexpr const char* kEffects = "IW-R-EFFECTS";                 // text on other cards
inline constexpr const char* kHaste = "IW-R-HASTE";                     // 急襲
inline constexpr const char* kPierce = "IW-R-PIERCE";                   // 貫通
inline constexpr const char* kBarrierCrusher = "IW-R-BARRIER-CRUSHER";  // バリアクラッシャー
inline constexpr const char* kTrapBreaker = "IW-R-TRAP-BREAKER";        // 罠破り
inline constexpr const char* kLinkedAttack = "IW-R-LINKED-ATTACK";      // 連結攻撃
inline constexpr const char* kMultiAttack = "IW-R-MULTI-ATTACK";        // 複数アタック
inline constexpr const char* kPaanAbility = "IW-R-PAAN-ABILITY";        // パーン能力
inline constexpr const char* kEventiAbility = "IW-R-EVENTI-ABILITY";    // イベンティ能力
inline constexpr const char* kCostZoneAbility = "IW-R-COSTZONE-ABILITY";  // コストゾーン能力
inline constexpr const char* kBarrierTrap = "IW-R-BARRIER-TRAP";        // バリアトラップ
inline constexpr const char* kPaanEffect = "IW-R-PAAN-EFFECT";          // パーン効果
inline constexpr const char* kEventiEffect = "IW-R-EVENTI-EFFECT";      // イベンティ効果
inline constexpr const char* kCostZoneEffect = "IW-R-COSTZONE-EFFECT";  // コストゾーン効果
inline constexpr const char* kAttachedCards = "IW-R-ATTACHED-CARDS";    // つけられているカード
inline constexpr const char* kEnterRepaan = "IW-R-ENTER-REPAAN";        // 場に出す: リパーンで
inline constexpr const char* kNullifyPlay = "IW-R-NULLIFY-PLAY";        // プレイを無効にしてトラッシュ
inline constexpr const char* kPrintedCost = "IW-R-PRINTED-COST";
inline constexpr const char* kPlayCost = "IW-R-PLAY-COST";

// Seed 000: その他の裁定, as general rules.
inline constexpr const char* kTrashFaceUp = "IW-R-TRASH-FACE-UP";
inline constexpr const char* kNotGeudaOutsideField = "IW-R-NOT-GEUDA-OUTSIDE-FIELD";
inline constexpr const char* kOwnerZones = "IW-R-OWNER-ZONES";
inline constexpr const char* kValueFloor = "IW-R-VALUE-FLOOR";
inline constexpr const char* kNoMultiBlockVsPaan = "IW-R-NO-MULTIBLOCK-VS-PAAN";
inline constexpr const char* kNegativeWins = "IW-R-NEGATIVE-WINS";
inline constexpr const char* kPlayResponseOnce = "IW-R-PLAY-RESPONSE-ONCE";
// The seed's worked example of that window, as a ruling: cited where a used window closes.
inline constexpr const char* kResponseWindowOnceRuling = "IW-J-RESPONSE-WINDOW-ONCE";

// The how-to-play facts.
inline constexpr const char* kCostZone = "IW-R-COST-ZONE";
inline constexpr const char* kPlayCostCondition = "IW-R-PLAY-COST-CONDITION";
inline constexpr const char* kHand = "IW-R-HAND";
inline constexpr const char* kStates = "IW-R-STATES";  // パーン / リパーン

// Assumptions where the sources are silent.
inline constexpr const char* kTurnStructure = "IW-A-TURN-STRUCTURE";
inline constexpr const char* kAttackDeclaration = "IW-A-ATTACK-DECLARATION";
inline constexpr const char* kBlock = "IW-A-BLOCK";
inline constexpr const char* kSurvivalCheck = "IW-A-SURVIVAL-CHECK";
inline constexpr const char* kBarrierBreak = "IW-A-BARRIER-BREAK";
inline constexpr const char* kAgaInBattle = "IW-A-AGA-IN-BATTLE";
inline constexpr const char* kWinCondition = "IW-A-WIN-CONDITION";
inline constexpr const char* kMultiBlockOrder = "IW-A-MULTI-BLOCK-ORDER";
inline constexpr const char* kSummoningSickness = "IW-A-SUMMONING-SICKNESS";
inline constexpr const char* kResponseWindow = "IW-A-RESPONSE-WINDOW";
inline constexpr const char* kEventiTiming = "IW-A-EVENTI-TIMING";
inline constexpr const char* kWhileSource = "IW-A-WHILE-SOURCE";
inline constexpr const char* kBattleSteps = "IW-A-BATTLE-STEPS";          // an open attack waits for block or pass
inline constexpr const char* kWaitingOrder = "IW-A-WAITING-ORDER";        // several triggered abilities at once
inline constexpr const char* kDestroyedToTrash = "IW-A-DESTROYED-TO-TRASH";  // where a destroyed ゲウダ goes
inline constexpr const char* kModifiersStay = "IW-A-MODIFIERS-STAY-BELOW-ZERO";  // a value read as 0 keeps its modifiers
inline constexpr const char* kResolvedToTrash = "IW-A-RESOLVED-TO-TRASH";    // where a played or used card goes after its effect

inline constexpr const char* kAll[] = {
    kAbilities, kEffects, kHaste, kPierce, kBarrierCrusher, kTrapBreaker, kLinkedAttack, kMultiAttack, kPaanAbility, kEventiAbility,
    kCostZoneAbility, kBarrierTrap, kPaanEffect, kEventiEffect, kCostZoneEffect, kAttachedCards, kEnterRepaan,
    kNullifyPlay, kPrintedCost, kPlayCost, kTrashFaceUp, kNotGeudaOutsideField, kOwnerZones, kValueFloor,
    kNoMultiBlockVsPaan, kNegativeWins, kPlayResponseOnce, kResponseWindowOnceRuling, kCostZone, kPlayCostCondition, kHand, kStates, kTurnStructure,
    kAttackDeclaration, kBlock, kSurvivalCheck, kBarrierBreak, kAgaInBattle, kWinCondition, kMultiBlockOrder,
    kSummoningSickness, kResponseWindow, kEventiTiming, kWhileSource, kBattleSteps, kWaitingOrder, kDestroyedToTrash,
    kResolvedToTrash, kModifiersStay};

}  // namespace judge::iw::cite
