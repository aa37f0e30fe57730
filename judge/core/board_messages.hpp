// The board text's words in both languages (board_text.hpp): the headings `verify` prints around a
// board, the turn line, the winner line and the card states the core itself keeps. Zone, stat,
// status and phase names come from the game's label table (Ruleset::label).
#pragma once

#include "messages/message.hpp"

namespace judge::say {

using msg::Message;

JUDGE_MESSAGE(kBoardBefore, "board before:", "開始時の盤面:");
JUDGE_MESSAGE(kBoardAfter, "board after:", "終了時の盤面:");
JUDGE_MESSAGE(kBoardTurn, "turn {turn}, {player} active, phase {phase}", "ターン{turn}、{player}のターン、{phase}");
JUDGE_MESSAGE(kBoardWinner, "winner: {player} ({reason})", "勝者: {player}（{reason}）");
JUDGE_MESSAGE(kBoardNoWinner, "winner: none yet", "勝者: まだなし");
JUDGE_MESSAGE(kBoardFaceDown, "face down", "裏向き");
JUDGE_MESSAGE(kBoardTapped, "tapped", "タップ");
JUDGE_MESSAGE(kBoardAttachedTo, "on {card}", "{card}に付与");
JUDGE_MESSAGE(kBoardOver, "over", "下に");

}  // namespace judge::say
