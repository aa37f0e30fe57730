// How Imitation World's zones, values, statuses and phases are shown to a reader, in the game's own
// Japanese terms (山札, セットゾーン, バリア, パーン …); the English display word is the scenario word.
#include "judge/games/iw/iw_ruleset.hpp"

namespace judge::iw {

namespace {

constexpr WordLabel kLabels[] = {
    {WordKind::card_type, "geuda", "ゲウダ"},
    {WordKind::card_type, "aga", "アガ"},
    {WordKind::card_type, "eventi", "イベンティ"},
    {WordKind::card_type, "spell", "スペル"},
    {WordKind::card_type, "enchant", "エンチャント"},
    {WordKind::card_type, "object", "オブジェクト"},
    {WordKind::card_type, "territory", "テリトリー"},
    {WordKind::zone, "deck", "山札"},
    {WordKind::zone, "hand", "手札"},
    {WordKind::zone, "set", "セットゾーン"},
    {WordKind::zone, "territory", "テリトリーゾーン"},
    {WordKind::zone, "cost", "コストゾーン"},
    {WordKind::zone, "barrier", "バリアゾーン"},
    {WordKind::zone, "trash", "トラッシュ"},
    {WordKind::zone, "past", "パストゾーン"},
    {WordKind::zone, "aga", "アガ"},
    {WordKind::stat, "attack", "攻撃力"},
    {WordKind::stat, "defense", "防御力"},
    {WordKind::stat, "cost", "コスト"},
    // A card the core keeps tapped is パーン in this game.
    {WordKind::status, "tapped", "パーン"},
    {WordKind::status, "untapped", "リパーン"},
    {WordKind::phase, "start", "開始フェイズ"},
    {WordKind::phase, "draw", "ドローフェイズ"},
    {WordKind::phase, "main", "メインフェイズ"},
    {WordKind::phase, "end", "終了フェイズ"},
    // Moves, and what a line of play chooses (the outcome table's choices).
    {WordKind::action, "put-cost", "コストゾーンに置く"},
    {WordKind::action, "play", "プレイ"},
    {WordKind::action, "respond", "レスポンス"},
    {WordKind::action, "pass", "パス"},
    {WordKind::action, "attack", "アタック"},
    {WordKind::action, "block", "ブロック"},
    {WordKind::action, "use", "能力の使用"},
    {WordKind::action, "present-deck", "デッキの提示"},
    {WordKind::action, "next-phase", "次のフェイズへ"},
    {WordKind::action, "next-turn", "次のターンへ"},
    {WordKind::decision, "may", "任意の選択"},
    {WordKind::decision, "target", "対象"},
    {WordKind::decision, "discard", "捨てるカード"},
    {WordKind::decision, "order", "解決の順番"},
    {WordKind::decision, "block", "ブロック"},
    {WordKind::decision, "respond", "レスポンス"},
};

}  // namespace

std::optional<msg::Text> ImitationWorld::label(WordKind kind, std::string_view word) const { return find_label(kLabels, kind, word); }

}  // namespace judge::iw
