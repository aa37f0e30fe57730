// How Gouda Card Battler's zones, values, statuses and phases are shown to a reader, in the game's
// own Japanese terms (デッキゾーン, モンスターゾーン, 待機姿勢 …); the English display word is the
// scenario word.
#include "judge/games/gcb/gcb_ruleset.hpp"

namespace judge::gcb {

namespace {

constexpr WordLabel kLabels[] = {
    {WordKind::card_type, "blue-monster", "青モンスター"},
    {WordKind::card_type, "red-monster", "赤モンスター"},
    {WordKind::card_type, "normal-spell", "ノーマル呪文"},
    {WordKind::card_type, "time-spell", "タイム呪文"},
    {WordKind::card_type, "loop-spell", "ループ呪文"},
    {WordKind::card_type, "armor-spell", "アーマー呪文"},
    {WordKind::card_type, "area-spell", "エリア呪文"},
    {WordKind::zone, "deck", "デッキゾーン"},
    {WordKind::zone, "hand", "手札"},
    {WordKind::zone, "life", "ライフゾーン"},
    {WordKind::zone, "monster", "モンスターゾーン"},
    {WordKind::zone, "graveyard", "墓地"},
    {WordKind::zone, "seal", "封印ゾーン"},
    {WordKind::zone, "area", "エリアゾーン"},
    {WordKind::zone, "spell", "呪文ゾーン"},
    {WordKind::stat, "power", "P"},  // the game's own word, as its trace writes P4000 (GCB-T-POWER)
    {WordKind::stat, "min-materials", "最小素材数"},
    {WordKind::stat, "max-materials", "最大素材数"},
    {WordKind::status, "posture", "姿勢"},
    {WordKind::status, "charged", "特殊チャージ"},
    {WordKind::status, "summon", "召喚方法"},
    {WordKind::status, "material-trait", "素材の種族"},
    {WordKind::status, "summoned-by", "召喚できる効果"},
    {WordKind::value, "attack", "攻撃姿勢"},
    {WordKind::value, "standby", "待機姿勢"},
    {WordKind::value, "special", "特殊"},
    {WordKind::value, "special-kai", "特殊・改"},
    {WordKind::value, "special-kiwami", "特殊・極"},
    {WordKind::value, "evolution", "進化"},
    {WordKind::value, "g-evolution", "G進化"},
    {WordKind::value, "w-evolution", "W進化"},
    {WordKind::value, "t-evolution", "T進化"},
    {WordKind::value, "force", "フォース"},
    {WordKind::value, "effect", "効果"},
    {WordKind::value, "true", "あり"},
    {WordKind::value, "false", "なし"},
    {WordKind::phase, "start", "スタートタイム"},
    {WordKind::phase, "draw", "ドロータイム"},
    {WordKind::phase, "free", "フリータイム"},
    {WordKind::phase, "end", "エンドタイム"},
    // Moves, and what a line of play chooses (the outcome table's choices).
    {WordKind::action, "start-game", "ゲーム開始"},
    {WordKind::action, "normal-summon", "通常召喚"},
    {WordKind::action, "special-summon", "特殊召喚"},
    {WordKind::action, "evolution-summon", "進化召喚"},
    {WordKind::action, "force-summon", "フォース召喚"},
    {WordKind::action, "to-special", "特殊姿勢にする"},
    {WordKind::action, "activate", "呪文の発動"},
    {WordKind::action, "use", "能力の使用"},
    {WordKind::action, "pass", "パス"},
    {WordKind::action, "resolve-next", "次を解決"},
    {WordKind::action, "equip", "装備"},
    {WordKind::action, "unequip", "装備の解除"},
    {WordKind::action, "attack", "アタック"},
    {WordKind::action, "block", "ブロック"},
    {WordKind::action, "end-free-time", "フリータイムの終了"},
    {WordKind::action, "next-time", "次のタイムへ"},
    {WordKind::decision, "target", "対象"},
    {WordKind::decision, "targets", "対象"},
    {WordKind::decision, "discard", "捨てるカード"},
};

}  // namespace

std::optional<msg::Text> GoudaCardBattler::label(WordKind kind, std::string_view word) const { return find_label(kLabels, kind, word); }

}  // namespace judge::gcb
