// How Duel Masters' zones, values, statuses and phases are shown to a reader, in the game's own
// Japanese terms (山札, バトルゾーン, マナゾーン, シールドゾーン, タップ …); the English display word
// is the scenario word.
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_ruleset.hpp"

namespace judge::dm {

namespace {

constexpr WordLabel kLabels[] = {
    {WordKind::card_type, "creature", "クリーチャー"},
    {WordKind::card_type, "spell", "呪文"},
    {WordKind::card_type, "tamaseed", "タマシード"},
    {WordKind::zone, "deck", "山札"},
    {WordKind::zone, "hand", "手札"},
    {WordKind::zone, "battle", "バトルゾーン"},
    {WordKind::zone, "mana", "マナゾーン"},
    {WordKind::zone, "shield", "シールドゾーン"},
    {WordKind::zone, "graveyard", "墓地"},
    {WordKind::stat, "power", "パワー"},
    {WordKind::stat, "cost", "コスト"},
    {WordKind::stat, "spell-cost", "呪文側のコスト"},
    {WordKind::stat, "power-attacker", "パワーアタッカー"},
    {WordKind::status, "tapped", "タップ"},
    {WordKind::status, "untapped", "アンタップ"},
    {WordKind::status, "ex-life-shield", "EXライフのシールド"},
    {WordKind::status, "saver-for", "セイバーの対象"},
    {WordKind::status, "spell-keywords", "呪文側のキーワード"},
    {WordKind::status, "face-up-in-deck", "山札で表向き"},
    {WordKind::value, "true", "はい"},
    {WordKind::value, "false", "いいえ"},
    // Moves, and what a line of play chooses (the outcome table's choices).
    {WordKind::action, "charge", "マナチャージ"},
    {WordKind::action, "summon", "召喚"},
    {WordKind::action, "cast", "呪文を唱える"},
    {WordKind::action, "attack", "攻撃"},
    {WordKind::action, "block", "ブロック"},
    {WordKind::action, "pass", "パス"},
    {WordKind::action, "next-phase", "次のフェイズへ"},
    {WordKind::action, "next-turn", "次のターンへ"},
    {WordKind::decision, "may", "任意の選択"},
    {WordKind::decision, "target", "対象"},
    {WordKind::decision, "discard", "捨てるカード"},
    {WordKind::decision, "modes", "モード"},
    {WordKind::decision, "replacement", "置換効果"},
    {WordKind::decision, "breaker", "ブレイク数"},
    {WordKind::decision, "order", "解決の順番"},
    {WordKind::decision, "shields", "ブレイクするシールド"},
    {WordKind::decision, "trigger-order", "S・トリガーの順番"},
    {WordKind::decision, "mana", "タップするマナ"},
    {WordKind::decision, "civilization", "支払う文明"},
    {WordKind::decision, "bottom-order", "山札の下に置く順番"},
    {WordKind::decision, "mekuraid", "メクレイド"},
    {WordKind::decision, "half", "ツインパクトの使う側"},
};

}  // namespace

// A phase is named as the trace names it (dm_messages.hpp, kPhase…), so that a board and a trace
// never call one part of the turn by two names.
std::optional<msg::Text> DuelMasters::label(WordKind kind, std::string_view word) const {
    if (kind == WordKind::phase) {
        auto name = phase_name(std::string(word));
        if (name.ja == word) return std::nullopt;
        return name;
    }
    return find_label(kLabels, kind, word);
}

}  // namespace judge::dm
