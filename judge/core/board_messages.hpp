// The board text's words in both languages (board_text.hpp): the headings `verify` prints around a
// board, the turn line, the winner line and the card states the core itself keeps. Zone, stat,
// status and phase names come from the game's label table (Ruleset::label).
#pragma once

#include "messages/message.hpp"

namespace judge::say {

using msg::Message;

inline constexpr Message kBoardBefore{"board before:", "開始時の盤面:"};
inline constexpr Message kBoardAfter{"board after:", "終了時の盤面:"};
inline constexpr Message kBoardTurn{"turn {turn}, {player} active, phase {phase}", "ターン{turn}、{player}のターン、{phase}"};
inline constexpr Message kBoardWinner{"winner: {player} ({reason})", "勝者: {player}（{reason}）"};
inline constexpr Message kBoardNoWinner{"winner: none yet", "勝者: まだなし"};
inline constexpr Message kBoardFaceDown{"face down", "裏向き"};
inline constexpr Message kBoardTapped{"tapped", "タップ"};
inline constexpr Message kBoardAttachedTo{"on {card}", "{card}に付与"};
inline constexpr Message kBoardOver{"over", "下に"};

}  // namespace judge::say
